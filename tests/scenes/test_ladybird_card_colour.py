"""Ladybird: a card's column colour read at a glance in the hand (play-test 2026-12-06, session
2): the colour was only a thin border line and a small fruit icon, and the yellow "legal" glow
lay right over that line; a tester revealed a green adult thinking it red.  Now a card in the
hand is framed in its colour (and its face tinted with it), and a legal card's glow is drawn
outside that frame: along the card's edges the colour shows, glowing or not."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

from driver import make_app
from game import i18n
from game.rules.base import Setup
from game.rules.ladybird import data as D
from game.rules.match import Match
from game.scenes.ladybird import LadybirdScene
from game.ui import theme
from game.ui.canvas import pixels

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from art.ladybird import COLS  # noqa: E402  (the column colours the art is drawn in)


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    i18n.set_language("en")


def close(a, b, within: int = 24) -> bool:
    return sum((x - y) ** 2 for x, y in zip(a[:3], b[:3])) <= within ** 2


def hand_table(app, seed: int):
    """A two-seat table on its seat's turn to choose a card (every hand card glows)."""
    match = Match(Setup("ladybird", ["Ana", "Ben"], first_player=0, seats=("human", "human")), seed)
    chooser = random.Random(seed)
    for _ in range(chooser.randrange(0, 60)):
        match.apply(chooser.choice(match.state.legal_actions()))
    while match.state.step != "choose" or match.state.current_player() != 0:
        match.apply(chooser.choice(match.state.legal_actions()))
    scene = LadybirdScene(app, match)
    app.reset(scene)
    scene.show_to(0)
    scene.settle()
    app.input.pointer = (-10_000, -10_000)
    app.full_frame = True
    app.render()
    return scene


@pytest.mark.parametrize("seed", [3, 5, 8])
def test_a_hand_cards_colour_frames_it_and_its_glow_lies_outside(app, seed):
    scene = hand_table(app, seed)
    window = pixels(app.window)
    checked = 0
    for card, r in zip(scene.hand, scene.hand_rects):
        if D.IS_HARLEQUIN[card]:
            continue   # (a harlequin has no colour: a dark card of its own)
        assert card in scene.hand_ok   # (choosing: every card glows)
        colour = COLS[D.COLOURS[D.CARD_COLOUR[card]]][0]
        # along each side, 3 px in from the card's edge (past its dark rim): the card's colour,
        # not the glow's yellow
        inner = r.inflate(-6, -6)
        sides = ([(x, inner.y) for x in range(inner.x + 8, inner.right - 8)]
                 + [(inner.x, y) for y in range(inner.y + 8, inner.bottom - 8)]
                 + [(inner.right - 1, y) for y in range(inner.y + 8, inner.bottom - 8)]
                 + [(x, inner.bottom - 1) for x in range(inner.x + 8, inner.right - 8)])
        coloured = sum(close(window.get_at(p), colour) for p in sides)
        assert coloured >= 0.9 * len(sides), (card, D.COLOURS[D.CARD_COLOUR[card]], coloured, len(sides))
        # the glow's line round the card, not on it: its yellow 2 px outside the card's left and
        # right edges, none on the card's own edge
        mid = range(r.y + 12, r.bottom - 12)
        outside = [(r.x - 2, y) for y in mid] + [(r.right + 1, y) for y in mid]
        edge = [(r.x, y) for y in mid] + [(r.right - 1, y) for y in mid]
        assert all(close(window.get_at(p), theme.LEGAL) for p in outside), card
        assert not any(close(window.get_at(p), theme.LEGAL) for p in edge), card
        checked += 1
    assert checked >= 2
