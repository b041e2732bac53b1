"""The replay of a finished Ladybird game, View "every seat": every hand face up in the hand
panel, a cell per seat.  A play-test (2026-12-06, session 2) saw long hands drawn overlapped,
each card over the foot of the one before, its stage word cut ("larv", "pup", "eg"), and
cards narrower than their band's two icons.  Now a seat's cards lie side by side inside its
cell (in rows when that gives larger cards), none over another nor over another cell, none
narrower than the readable least, each stage word whole; a hand too long even so shows its
first cards and "+N", whose tooltip names the others."""
from __future__ import annotations

import pygame
import pytest

from driver import click, make_app
from game import i18n
from game.rules.ladybird import data as D
from game.scenes.common import open_hands
from game.scenes.common.replay import open_replay
from game.scenes.ladybird.art import CARD_ASPECT, WORD_LEAST_H
from game.ui import textrecord, theme
from ladybird_cards import record_drawn_cards
from titles import random_match


@pytest.fixture
def drawn_cards(monkeypatch):
    """Every ladybird card drawn on the window's canvas: (card, its rect, the clip then)."""
    return record_drawn_cards(monkeypatch)


def choose_every_seat(app, replay) -> None:
    """Click View through each seat and back to "every seat", as a player would."""
    for _ in range(len(replay.timeline.setup.players) + 1):
        if replay.view_button.who == i18n._("every seat"):
            return
        click(app, replay.view_button.rect.center)
    raise AssertionError(replay.view_button.label)


def longest_hand_steps(replay) -> list[int]:
    """The steps where some seat's hand is longest, and every 25th step (every hand face up)."""
    lengths = {}
    for step in range(1, replay.timeline.steps):
        lengths[step] = max(len(hand) for hand in replay.timeline.match_at(step).state.hands)
    most = max(lengths.values())
    return sorted({s for s, n in lengths.items() if n == most} | set(range(1, replay.timeline.steps, 25)))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players, seed", [(2, 4), (3, 4), (4, 4), (4, 1)])
def test_every_seats_cards_lie_whole_in_its_own_cell(drawn_cards, lang, players, seed):
    i18n.set_language(lang)
    match = random_match("ladybird", players, steps=100_000, seed=seed)
    assert match.state.is_over()
    app = make_app()
    replay = open_replay(app, match, 0)
    choose_every_seat(app, replay)
    checked = 0
    for step in longest_hand_steps(replay):
        replay.go(step)
        table = replay.table
        if not table.open_hands or table.column_points is not None:
            continue
        zone = table.layout.zone("hand")
        cells = open_hands.open_hand_cells(zone, players)
        hands = table.state.hands
        owner = {card: q for q, hand in enumerate(hands) for card in hand}
        drawn_cards.clear()
        app.full_frame = True
        with textrecord.recording() as rec:
            app.render()
        mine = [(owner[card], card, rect) for card, rect, _clip in drawn_cards if zone.colliderect(rect)]
        for q, hand in enumerate(hands):
            shown = [rect for seat, _card, rect in mine if seat == q]
            more = [t for t in rec.texts if t.string.startswith("+") and cells[q].contains(t.ink)]
            hidden = int(more[0].string[1:]) if more else 0
            assert len(shown) + hidden == len(hand), (step, q, len(shown), [t.string for t in more], hand)
            assert all(t.size >= textrecord.READABLE for t in more)
            for rect in shown:
                assert cells[q].contains(rect), (step, q, rect, cells[q])
                assert rect.w >= open_hands.LEAST_CARD_W, (step, q, rect)
        for i, (q1, card1, r1) in enumerate(mine):   # no card over another (its stage word, its band)
            for q2, card2, r2 in mine[i + 1:]:
                assert not r1.colliderect(r2), (step, (q1, card1, r1), (q2, card2, r2))
        for _q, card, rect in mine:   # a card tall enough to bear its stage word has it whole
            if rect.h >= WORD_LEAST_H and not D.IS_HARLEQUIN[card]:
                word = i18n._(D.STAGES[D.CARD_STAGE[card]])
                assert table.assets.width(word, theme.SMALL_SIZE, True) <= rect.w - 4, (word, rect)
        for a, b in zip(cells, cells[1:]):
            assert not a.colliderect(b)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("count", range(1, 13))
@pytest.mark.parametrize("area", [pygame.Rect(321, 570, 197, 56), pygame.Rect(321, 578, 197, 132),
                                  pygame.Rect(0, 0, 120, 50)])
def test_a_hand_lies_side_by_side_in_its_place_or_ends_in_plus_n(count, area):
    hand = list(range(100, 100 + count))
    cards, more = open_hands.hand_places(hand, area, CARD_ASPECT)
    rects = [r for _c, r in cards] + ([more[0]] if more else [])
    assert [c for c, _r in cards] + (more[1] if more else []) == hand
    for i, r in enumerate(rects):
        assert area.contains(r) and r.w >= open_hands.LEAST_CARD_W, (r, area)
        assert not any(r.colliderect(other) for other in rects[i + 1:])


def test_plus_n_names_the_cards_it_stands_for(monkeypatch):
    """A hand longer than its cell holds (none in a random game: a cell made narrow here)."""
    match = random_match("ladybird", 4, steps=100_000, seed=4)
    app = make_app()
    replay = open_replay(app, match, 0)
    real = open_hands.open_hand_cells
    monkeypatch.setattr(open_hands, "open_hand_cells",
                        lambda zone, count: [pygame.Rect(c.x, c.y, 110, c.h) for c in real(zone, count)])
    step = next(s for s in range(1, replay.timeline.steps)
                if max(len(h) for h in replay.timeline.match_at(s).state.hands) >= 5)
    replay.go(step)
    table = replay.table
    q = max(range(4), key=lambda seat: len(table.state.hands[seat]))
    hand = table.state.hands[q]
    app.full_frame = True
    with textrecord.recording() as rec:
        app.render()
    cell = open_hands.open_hand_cells(table.layout.zone("hand"), 4)[q]
    plus = [t for t in rec.texts if t.string.startswith("+") and cell.contains(t.ink)]
    assert len(plus) == 1, [t.string for t in rec.texts if cell.contains(t.ink)]
    tip = table.tooltip_at(plus[0].ink.center)
    hidden = int(plus[0].string[1:])
    assert tip is not None and list(tip.lines) == [D.card_name(card) for card in hand[-hidden:]], tip
    assert str(hidden) in tip.title and table.player_name(q) in tip.title
