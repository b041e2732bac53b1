"""H, then Enter, with the mouse used last (the focus ring hidden): the hinted move is made, in
every title (a regression hunt found Paddy's Place paddy step alone doing it: in Pondscape Enter
did nothing and said nothing).  And Paddy's Choose events: H picks both cards, so the ring
begins on "Keep these two", and Enter there keeps them (Enter on the first card put it back,
and H, Enter looped)."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import advance, click, key, make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import KeepEvents
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.table import TableScene
from test_hint_moves_the_ring import wait_for_the_hint


def person_table(title: str, setup: Setup, seed: int = 3):
    app = make_app()
    registry.start_new(app, setup, seed)
    table = app.find(TableScene)
    for _ in range(20):
        if isinstance(app.top, HandoffScene):
            app.top._ready()
        advance(app, 1000)
        if table.viewer is not None and table.state.current_player() == table.viewer:
            break
    table.input_grace = 0
    return app, table


def test_pondscape_solo_enter_after_h_takes_the_hinted_card():
    app, table = person_table("pondscape", Setup("pondscape", ("Ana",), 0, options=(("solo", True),)))
    click(app, (5, 700))   # the mouse used last: the ring is hidden
    assert not app.focus.shown
    key(app, pygame.K_h)
    wait_for_the_hint(app, table)
    hinted, moves = table.hinted, len(table.match.actions)
    key(app, pygame.K_RETURN)
    assert len(table.match.actions) == moves + 1 and table.match.actions[-1] == hinted


def test_paddy_keep_events_enter_after_h_keeps_the_hinted_two():
    app, table = person_table("paddy", Setup("paddy", ("Ana", "Ben"), 0, seats=("human", "human")))
    assert table.state.step == "draft"
    key(app, pygame.K_TAB)   # the ring shown, then H
    key(app, pygame.K_h)
    wait_for_the_hint(app, table)
    hinted = table.hinted
    assert isinstance(hinted, KeepEvents) and sorted(table.draft_pick) == sorted(hinted.letters)
    key(app, pygame.K_RETURN)
    assert table.match.actions and table.match.actions[-1] == hinted, table.message
