"""Ladybird, a finished game: a seat's header tooltip says no hand is hidden and no one "plays
first in this round".  A play-test (2026-12-06, session 2) read "Hand: 4 cards (hidden)." on every
seat while the seat panels showed every hand face up, and "Holds the sticky leaf: plays first in
this round's garden phase." after the last round."""
from __future__ import annotations

import pygame

from driver import advance, make_app
from game.rules.ladybird import data as D
from game.scenes.common.replay import open_replay
from game.scenes.common.words import listed
from game.scenes import registry
from game.ui.tooltip import REST_MS
from titles import random_match


def hover(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    advance(app, REST_MS + 10)
    return app.top.hover.visible


def finished_table(app, seat=0):
    match = random_match("ladybird", 4, steps=100_000, seed=4)
    assert match.state.is_over()
    table = registry.scene_class("ladybird")(app, match)
    app.reset(table)
    table.show_to(seat)
    table.settle()
    return table


def test_a_finished_games_seat_tooltips_hide_no_hand_and_name_no_first_player():
    app = make_app()
    table = finished_table(app)
    st = table.state
    for q, seat in enumerate(table.seats):
        tip = hover(app, seat.name_box.center)
        assert tip is not None and tip.key == ("seat", q), (q, tip)
        text = " ".join(tip.lines)
        assert "hidden" not in text, text
        assert "plays first" not in text, text
        if q != table.viewer:   # the cards named, as the panel shows them face up
            assert listed(D.card_name(c) for c in st.hands[q]) in text, text
        tip = hover(app, seat.counters["hand"].center)
        assert tip is not None and "hidden" not in tip.title, tip.title


def test_a_finished_games_replay_seat_tooltips_hide_no_hand():
    app = make_app()
    match = random_match("ladybird", 4, steps=100_000, seed=4)
    replay = open_replay(app, match, 0)
    replay.go(replay.timeline.steps // 2)
    table = replay.table
    assert table.open_hands and not table.state.is_over()
    for q, seat in enumerate(table.seats):
        if q == table.viewer:
            continue
        text = " ".join(table.tooltip_at(seat.name_box.center).lines)
        assert "hidden" not in text, text
        assert listed(D.card_name(c) for c in table.state.hands[q]) in text, text
