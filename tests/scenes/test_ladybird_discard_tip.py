"""At the round's end a Ladybird seat over the hand limit discards: the hand card's tooltip says
so, not "You may play it now" (the regression hunt read the bar and the tooltip disagree)."""
from __future__ import annotations

import random

import pygame

from driver import advance, make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.table import TableScene
from game.ui.tooltip import REST_MS


def at_a_discard():
    for seed in range(1, 40):
        match = Match(Setup("ladybird", ("Ana", "Ben")), seed)
        chooser = random.Random(seed)
        for _ in range(2000):
            st = match.state
            if st.is_over():
                break
            if st.step == "discard":
                return match
            match.apply(chooser.choice(st.legal_actions()))
    raise AssertionError("no Ladybird game reached a discard")


def test_the_hand_cards_tooltip_says_discard_at_the_hand_limit():
    app = make_app()
    match = at_a_discard()
    registry.open_table(app, match)
    table = app.find(TableScene)
    table.show_to(match.state.current_player())
    app.render()
    card = next(iter(table.hand_ok))
    rect = dict(zip(table.hand, table.hand_rects))[card]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    advance(app, REST_MS + 10)
    tip = table.hover.visible
    assert tip is not None
    assert "You may discard it: choose it." in tip.lines and "You may play it now: choose it." not in tip.lines
