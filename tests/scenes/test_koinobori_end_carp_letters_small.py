"""Koinobori at the end of the game at 1024x600 (play-test 2026-12-06, session 2): the letters on
the revealed personal poles' carp were drawn at the plan's 11, about 6-7 real pixels.  Now they
are drawn at the readable least of the window's own pixels (draw.readable_size: 14 on the plan
at 1024x600), each whole on its own badge, clear of the next carp's and of the Pole columns."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game.rules.koinobori import CARD_CARP
from game.scenes.koinobori import KoinoboriScene
from game.scenes.koinobori.cards import carp_letter
from game.ui import draw, textrecord
from titles import random_match


def drawn_at_the_end(app, players: int, seed: int):
    """A finished random game's table shown to seat 0, the scoring revealed whole, and the texts
    of one whole frame drawn with the pointer away."""
    match = random_match("koinobori", players, steps=100_000, seed=seed)
    assert match.state.is_over()
    table = KoinoboriScene(app, match)
    app.reset(table)
    table.show_to(0)
    table.settle()
    app.input.pointer = (-10_000, -10_000)
    app.full_frame = True
    with textrecord.recording() as rec:
        app.render()
    return table, rec


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("players, seed", [(3, 4), (3, 5), (4, 6), (2, 7)])
def test_revealed_carp_letters_are_readable_at_the_windows_size(tmp_path, monkeypatch, size, players, seed):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app(size)
    least = draw.readable_size()
    assert least == (14 if size == (1024, 600) else 11)
    table, rec = drawn_at_the_end(app, players, seed)
    zone = table.layout.zone("scores")
    n = table.state.num_players
    row_h = min(34, (zone.h - 36) // n)
    x_carp, x_poles = zone.x + 232, zone.x + 540
    pole_labels = [t for t in rec.texts if t.string.startswith("Pole ") and zone.contains(t.ink)]
    checked = 0
    for p in range(n):
        y = zone.y + 32 + p * row_h
        row = [t for t in rec.texts if x_carp <= t.ink.centerx < x_poles and y <= t.ink.centery < y + row_h]
        want = [carp_letter(c) for card in table.state.own_poles[p] for c in CARD_CARP[card]]
        letters = [t for t in sorted(row, key=lambda t: t.ink.x) if len(t.string) == 1]
        assert [t.string for t in letters] == want, (p, [t.string for t in row])
        for i, t in enumerate(letters):
            assert t.size >= least, (t.string, t.size, least)
            assert t.ink.top >= y and t.ink.bottom <= y + row_h, (p, t.ink)
            assert all(not t.ink.colliderect(other.ink) for other in letters[i + 1:])
            assert all(t.ink.right < label.ink.x for label in pole_labels), (t.ink, [l.ink for l in pole_labels])
            checked += 1
    assert checked
    pygame.quit()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_leading_colours_letters_at_the_poles_feet_are_readable(tmp_path, monkeypatch, size):
    """The letter on the leading colour's carp under each festival pole (the same play-test's
    screenshot: about 9-10 px at 1024x600)."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app(size)
    least = draw.readable_size()
    table, rec = drawn_at_the_end(app, 3, 4)
    checked = 0
    for i, lead in enumerate(table.leaders):
        if lead is None:
            continue
        pill = table.lead_pill(i)
        letters = [t for t in rec.texts if pill.contains(t.ink) and t.string == carp_letter(lead["colour"])]
        assert len(letters) == 1, (i, [t.string for t in rec.texts if pill.contains(t.ink)])
        assert letters[0].size >= least, (letters[0].size, least)
        checked += 1
    assert checked
    pygame.quit()
