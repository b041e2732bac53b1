"""Paddy's table as a play-tester found it (four cosmetic defects): a seat's "×3" count badge
readable over the ring marking where its last animal landed, the info box's supply line inside
the box's margin at its longest, and on a finished game the players panel's columns headed as
the final harvest they show (not "If the harvest were now:")."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import advance, make_app, recorded_texts
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import Done, PaddyState, PlaceAnimal, PlacePaddy
from game.rules.paddy.data import DN_CARDS, PADDY_CARDS, TILE_COUNTS
from game.scenes import registry
from game.scenes.paddy import PaddyScene
from game.scenes.paddy.layers import DUCK
from game.ui import theme
from game.ui.canvas import pixels
from test_paddy_height import open_scene


@pytest.fixture
def app():
    app = make_app()
    yield app
    i18n.set_language("en")
    pygame.quit()


def away(app) -> None:
    """The pointer off the board and the panels (no hover frame, no tooltip)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1275, 715), rel=(0, 0), buttons=(0, 0, 0)))
    app.step()


# ---------------------------------------------------------------- 2. the supply line's margin
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_supply_line_keeps_the_info_boxs_margin_at_its_longest(app, monkeypatch, lang):
    i18n.set_language(lang)
    state = PaddyState.new(Setup("paddy", ("Ana", "Ben"), 0), 3)   # nothing laid nor dealt yet
    assert dict(state.supply) == {size: TILE_COUNTS[size] for size in TILE_COUNTS}
    assert (len(state.paddy_deck), len(state.dn_deck)) == (len(PADDY_CARDS), len(DN_CARDS))   # the most it shows
    scene = open_scene(app, state)
    texts = recorded_texts(monkeypatch)
    away(app)
    app.render()
    box = scene.layout.zone("info")
    word = i18n._("Tiles left: {single} single, {l_shaped} L, {square} square · Decks: {paddy} paddy, "
                  "{day_night} day/night").split("{")[0]
    lines = [r for s, r in texts if s.startswith(word) and box.contains(r)]
    assert lines, [s for s, _r in texts]
    line = lines[-1]
    shown = next(s for s, r in texts if r == line)
    assert all(str(v) in shown for v in (*TILE_COUNTS.values(), len(PADDY_CARDS), len(DN_CARDS))), shown
    assert "\u2026" not in shown   # whole (smaller type first)
    margin = line.x - box.x
    assert box.right - line.right >= margin, (shown, line, box)


