"""A refusal said where Enter was pressed goes when the focus ring moves away (a keyboard
play-test: Ladybird, Enter on an empty pool slot, then Tab: the red message stayed over the
pool)."""
from __future__ import annotations

import pygame

from driver import key, make_app
from game.scenes.common.handoff import HandoffScene
from keyboard import focused, go_to
from test_hints import settle, table_of


def test_a_refusal_at_the_pool_goes_when_tab_moves_the_ring():
    app = make_app()
    table = table_of(app, "ladybird", seed=5)
    settle(app, table)
    key(app, pygame.K_TAB)
    refused = None
    for target in [t for t in table.focus_targets() if t.group == "pool"]:
        go_to(app, lambda t, k=target.key: t.key == k, "a pool slot")
        before = len(table.match.actions)
        key(app, pygame.K_RETURN)
        assert len(table.match.actions) == before and not isinstance(app.top, HandoffScene), \
            "Enter on the pool made a move: this position has no refusal to show"
        if table.message is not None and table.message[3] is not None:
            refused = target
            break
    assert refused is not None, "no pool slot refused Enter"
    said = table.message[0]
    key(app, pygame.K_TAB)
    assert focused(app).key != refused.key
    assert table.message is None or table.message[0] != said, "the refusal stayed after the ring left"
