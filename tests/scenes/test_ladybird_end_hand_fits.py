"""Ladybird at the end of the game, as a play-test (2026-12-06, session 2) saw it: the seat's
hand, shown face up in its garden panel where the revealed card was, had its last card cut
at the panel's foot (solo) or at one card's height (two and more seats): its top band
showed, the rest did not.  Now every card a garden panel holds (its columns' and its hand's)
is drawn whole inside the panel, nothing clipped, each hand card's band showing above the
next and the last one whole, clear of the final score and the food summary."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game.scenes.common.replay import open_replay
from game.scenes.ladybird import layout as geo
from game.ui import textrecord
from ladybird_cards import record_drawn_cards
from titles import random_match


@pytest.fixture
def drawn_cards(monkeypatch):
    """Every ladybird card drawn on the window's canvas: (card, its rect, the clip then)."""
    return record_drawn_cards(monkeypatch)


@pytest.mark.parametrize("players, seed", [(1, 4), (1, 14), (2, 4), (2, 8), (3, 4), (4, 0), (4, 1), (4, 4)])
def test_every_garden_card_at_the_end_lies_whole_inside_its_panel(drawn_cards, players, seed):
    match = random_match("ladybird", players, steps=100_000, seed=seed)
    assert match.state.is_over()
    app = make_app()
    replay = open_replay(app, match, None)   # the end of the game
    table = replay.table
    assert table.column_points is not None
    drawn_cards.clear()
    app.full_frame = True
    with textrecord.recording() as rec:
        app.render()
    hands = table.state.hands
    assert any(len(hand) >= 2 for hand in hands)
    for q, seat in enumerate(table.seats):
        inside = seat.rect.inflate(-4, -4)   # (clear of the seat on turn's frame)
        garden = [column_card for column in seat.card_rects for column_card, _r in column]
        mine = [(card, rect, clip) for card, rect, clip in drawn_cards if seat.rect.colliderect(rect)]
        assert sorted(card for card, _r, _c in mine) == sorted(garden + list(hands[q])), q
        for card, rect, clip in mine:
            assert inside.contains(rect), (players, q, card, rect, seat.rect)
            assert clip.contains(rect), f"seat {q}'s card {card} at {rect} is clipped to {clip}"
        stacked = [rect for card, rect, _clip in mine if card in hands[q]]
        stacked.sort(key=lambda r: r.y)
        for upper, lower in zip(stacked, stacked[1:]):   # each card's top band shows above the next
            assert lower.y - upper.y >= geo.END_STEP_LEAST, (q, upper, lower)
        texts = [t for t in rec.texts if seat.rect.contains(t.ink) and t.string.strip()]
        for rect in stacked:
            over = [t.string for t in texts if t.ink.colliderect(rect)]
            assert not over, (q, rect, over)   # the final score, the food, "Hand" keep clear of it
