"""After H in keyboard play the focus ring goes to where the hinted move begins now (a play-test,
2026-12-06 session 2: Koinobori's ring stayed on the hand after the hint picked the card, Paddy's
on C3 with a refusal while the hint said E1, and hints that move an animal left it elsewhere)."""
from __future__ import annotations

import random
import time

import pygame

from driver import advance, key, make_app
from game.rules.paddy import PlaceAnimal, PlacePaddy
from keyboard import focused
from test_hints import settle, table_of


def wait_for_the_hint(app, table) -> None:
    end = time.monotonic() + 60
    while table.hinted is None:
        assert time.monotonic() < end, f"no hint came: {table.message}"
        advance(app, 100)
    app.render()


def hint_by_keys(app, table):
    """H with the ring shown (a Tab first shows it), and the hinted move once it came."""
    if not app.keyboard:
        key(app, pygame.K_TAB)
    key(app, pygame.K_h)
    wait_for_the_hint(app, table)
    return table.hinted


def test_paddy_hints_put_the_ring_where_the_move_begins():
    app = make_app()
    table = table_of(app, "paddy", seed=11)
    chooser = random.Random(5)
    kinds = set()
    for _ in range(30):
        settle(app, table)
        if table.state.is_over():
            break
        if table.state.current_player() != table.viewer or not table._hint_possible():
            table.act(chooser.choice(table.state.legal_actions()))
            continue
        hinted = hint_by_keys(app, table)
        here = focused(app)
        begins = table.move_begins_at(hinted)
        assert here is not None and any(r.collidepoint(here.at) for r in begins), (hinted, here and here.key)
        kinds.add(type(hinted))
        table.act(hinted)
        if {PlacePaddy, PlaceAnimal} <= kinds:
            break
    assert {PlacePaddy, PlaceAnimal} <= kinds, kinds
