"""Koinobori's and Pondscape's tables, in both languages, with 16-character names, at states of
whole games (every few turns of the person, and the end): no two drawn texts overlap, none leaves
the screen, and none is cut with an ellipsis."""
from __future__ import annotations

import importlib
import random

import pygame
import pytest

from driver import make_app
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.ui import draw, theme

LONG = {"en": "ABCDEFGHIJKLMNOP", "ja": "田中はなこの棚田名人でござるよ"[:16]}


@pytest.fixture(scope="module")
def app():
    return make_app()


def recorded(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text drawn by `draw.text` and `draw.text_block` from now on, with its box."""
    seen: list[tuple[str, pygame.Rect]] = []
    real, real_block = draw.text, draw.text_block

    def record(surface, assets, string, pos, size=theme.BODY_SIZE, colour=theme.INK, bold=False, anchor="topleft"):
        rect = real(surface, assets, string, pos, size, colour, bold, anchor)
        seen.append((string, rect))
        return rect

    def record_block(surface, assets, string, rect, *args, **kwargs):
        used = real_block(surface, assets, string, rect, *args, **kwargs)
        if used > 0:
            seen.append((string, pygame.Rect(rect.x, rect.y, rect.w, used)))
        return used

    monkeypatch.setattr(draw, "text", record)
    monkeypatch.setattr(draw, "text_block", record_block)
    return seen


def ink(rect: pygame.Rect) -> pygame.Rect:
    """A text's box without the font's line spacing (a fifth of its height above and below)."""
    return rect.inflate(-2, -2 * (rect.h // 5))


def problems(seen, screen: pygame.Rect) -> list:
    texts = [(t, r) for t, r in seen if t.strip()]
    found = []
    for i, (a, ra) in enumerate(texts):
        if not screen.contains(ra):
            found.append(("outside the screen", a))
        if a.endswith("\u2026"):
            found.append(("cut", a))
        found += [("over", a, b) for b, rb in texts[i + 1:] if ink(ra).colliderect(ink(rb))]
    return found


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("title,players", [("koinobori", 2), ("koinobori", 5), ("pondscape", 1), ("pondscape", 4)])
def test_no_text_over_text_nor_cut_in_a_whole_game(app, monkeypatch, lang, title, players):
    i18n.set_language(lang)
    try:
        name = LONG[lang]
        names = (name,) if players == 1 else (name, name[:-1] + "2", *(f"P{i}" for i in range(3, players + 1)))
        match = Match(Setup(title, names, 0, seats=("human",) + ("hard",) * (players - 1)), 1)
        scene_class = importlib.import_module(f"game.scenes.{title}").SCENE_CLASS
        seen = recorded(monkeypatch)
        rng = random.Random(1)
        turns = looked = 0
        while True:
            state = match.state
            if state.is_over() or state.current_player() == 0:
                turns += 1
                if turns % 5 == 1 or state.is_over():
                    scene = scene_class(app, match)
                    app.reset(scene)
                    app.render()
                    scene.settle()
                    seen.clear()
                    app.render()
                    found = problems(seen, app.canvas.get_rect())
                    assert found == [], (len(match.actions), found)
                    looked += 1
            if state.is_over():
                break
            match.apply(rng.choice(state.legal_actions()))
            match.confirm_turn_end()
        assert looked >= 3
    finally:
        i18n.set_language("en")
