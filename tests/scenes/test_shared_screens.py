"""Issue 24's shared screens: the high-score table, named saves, the setup screen's name
limit and remembered player count, the window's class name, every hand shown after a game."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import click, key, make_app, type_text
from game import highscores
from game.files import write_json_atomic
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.common.results import ResultsScene
from game.schemas import HIGHSCORES_FORMAT
from game.simulate import default_setup
from game.ui import textrecord


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    pygame.quit()


def finished(title: str, players: int, seed: int = 5, names=("Ana", "Ben", "Cy", "Di", "Eve")) -> Match:
    base = default_setup(title, players)
    match = Match(Setup(title, tuple(names[:players]), base.first_player, base.options), seed)
    chooser = random.Random(seed)
    while not match.state.is_over():
        match.apply(chooser.choice(match.state.legal_actions()))
    return match


def recorded(app):
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    return rec


# --- the high-score table ----------------------------------------------------------------------
def test_the_high_score_table_draws_a_long_rank_name_whole(app):
    match = finished("pondscape", 1)
    entries = [{"name": "Bartholomew Long", "score": 130 - i, "achievement": "Marsh Guardian",
                "date": "2026-11-2%d" % i, "game": "%064x" % i} for i in range(4)]
    entries[1]["game"] = highscores.game_key(match)   # this game's row: in bold, which is wider
    write_json_atomic(highscores.path_of("pondscape-solo"),
                      {"format": HIGHSCORES_FORMAT, "version": 1, "mode": "pondscape-solo", "entries": entries})
    app.reset(ResultsScene(app, match))
    assert app.top.scores.mine == 1
    rec = recorded(app)
    strings = [t.string for t in rec.texts]
    assert strings.count("Marsh Guardian") >= 4, [s for s in strings if s.startswith("Mars")]
    assert [f for f in rec.findings() if f.kind in ("cut", "overlap")] == []


# --- the setup screen --------------------------------------------------------------------------
def test_a_name_at_its_16_character_limit_says_so(app):
    from game.scenes.common.setup import SetupScene

    app.reset(SetupScene(app, "paddy"))
    scene = app.top
    field = scene.fields[0]
    click(app, field.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    type_text(app, "Maximilianus XVI")          # 16: all taken, nothing to say
    assert field.text == "Maximilianus XVI" and scene.message == ""
    type_text(app, "I")                         # the 17th is not taken, and the screen says why
    assert field.text == "Maximilianus XVI"
    assert "16" in scene.message
    zone = scene.layout.zone("message")
    shown = [t for t in recorded(app).texts if zone.collidepoint(t.ink.center)]
    assert "".join(t.string for t in shown).replace(" ", "") == scene.message.replace(" ", "")
    key(app, pygame.K_BACKSPACE)                # room again: the message goes
    assert field.text == "Maximilianus XV" and scene.message == ""


def test_the_player_count_is_remembered_per_title(app):
    from game.scenes.common.setup import SetupScene

    app.reset(SetupScene(app, "paddy"))
    three = next(b for b in app.top.buttons if b.label == "3")
    click(app, three.rect.center)
    assert app.top.count == 3
    start = next(b for b in app.top.buttons if b.label == "Start game")
    click(app, start.rect.center)
    assert type(app.top).__name__ != "SetupScene"   # the game started
    app.reset(SetupScene(app, "paddy"))
    assert app.top.count == 3 and sum(1 for b in app.top.buttons if b.label == "3" and b.selected) == 1
    app.reset(SetupScene(app, "koinobori"))   # another title keeps its own count
    assert app.top.count == 2
