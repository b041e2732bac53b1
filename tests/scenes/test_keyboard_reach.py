"""Every place a mouse clicks for a legal move is a place the keyboard reaches (issue 30): at
each decision of a game of every title, for every legal move, each rectangle the hint would
outline (game/scenes/<title>/hints.py: the cards, plots, poles, spaces and buttons the move is
made with) has a focus target whose click lands in it, and the ring can get there from where it
stands with Tab and the arrows."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import key, make_app
from keyboard import on_rect, reachable, targets
from test_hints import settle, table_of
from titles import AVAILABLE

DECISIONS = 30


@pytest.mark.parametrize("title", AVAILABLE)
def test_every_legal_move_is_reachable_by_keys(title):
    app = make_app()
    table = table_of(app, title, seed=9)
    key(app, pygame.K_TAB)                  # the ring shown
    chooser = random.Random(9)
    checked = 0
    for _ in range(DECISIONS):
        settle(app, table)
        if table.state.is_over():
            break
        assert app.top is table
        keys = reachable(app)
        now = targets(app)
        for action in table.state.legal_actions():
            for rect in table.hint_rects(action):
                want = on_rect(rect, now)
                assert any(want(t) and t.key in keys for t in now), \
                    f"{action!r}: the place {rect} cannot be reached by keys"
                checked += 1
        table.act(chooser.choice(table.state.legal_actions()))
    assert checked >= 50
