"""Paddy's table as two players found it in the real window (issue 24, third look): whole long
names in the players panel (a computer's level as a badge when the name needs two lines), the
forecast's change never over its total, a hint's two sentences with a full stop between them,
and the help under the hand saying what the bar says once the turn is done."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import PaddyState, PlacePaddy
from game.scenes.paddy import PaddyScene
from game.ui import textrecord
from test_ladybird_table_pass2 import NAMES
from test_paddy_height import at_step, fresh, open_scene


@pytest.fixture
def app():
    app = make_app()
    yield app
    i18n.set_language("en")
    pygame.quit()


def frame(app):
    with textrecord.recording() as rec:
        app.render()
    return rec


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_long_names_are_whole_and_readable_with_each_computers_level(app, lang):
    i18n.set_language(lang)
    setup = Setup("paddy", NAMES[lang], first_player=0, seats=("human", "easy", "normal", "hard"))
    scene = PaddyScene(app, Match(setup, 4))
    scene.computers.begin = lambda *args, **kwargs: None
    scene.computers.update = lambda dt_ms: None
    app.push(scene)
    rec = frame(app)
    bad = [str(f) for f in rec.findings(NAMES[lang]) if f.kind in ("name cut", "tiny", "overlap")]
    assert not bad, bad
    for q, row in enumerate(scene.player_rows):
        left = pygame.Rect(row.x, row.y, scene.now_rect(q).x - row.x, row.h)
        texts = [t for t in rec.texts if left.contains(t.ink)]
        inside = "".join(t.string.rstrip("-") for t in texts)
        assert NAMES[lang][q] in inside, (q, inside)
        assert all(t.size >= 11 for t in texts)
        if q:
            assert i18n._(("Easy", "Normal", "Hard")[q - 1]) in inside, (q, inside)


def test_the_forecasts_change_is_whole_and_clear_of_its_total(app):
    scene = open_scene(app, fresh(3))
    row = scene.player_rows[1]
    for total in range(0, 151, 3):
        for change in (-40, -12, -3, 2, 9, 20, 35):
            with textrecord.recording() as rec:
                scene._draw_now_total(app.canvas, row, total, change)
            shown, moved = rec.texts
            assert not shown.full and not moved.full, (total, change, moved.string)
            assert not shown.ink.colliderect(moved.ink.inflate(4, 0)), (total, change)
            assert moved.ink.left >= row.right - scene.NOW_CHANGE_FROM - 1, (total, change)


def test_a_hints_two_sentences_have_a_full_stop_between_them(app):
    for lang, stop in (("en", ". "), ("ja", "\u3002")):
        i18n.set_language(lang)
        s = fresh(2, 5)
        at_step(s, "paddy", 0)
        hinted = next(a for a in s.legal_actions() if isinstance(a, PlacePaddy) and a.tile)
        scene = open_scene(app, s)
        scene._hint_arrived(hinted, None)
        first = i18n._("Hint: {move}").format(move=scene.state.describe_action(hinted))
        text = scene.message[0]
        assert text.startswith(first + stop.strip()), text
        assert text[len(first) + 1:].strip(), text


def test_once_the_turn_is_done_the_help_says_end_turn_not_wait(app):
    scene = open_scene(app, PaddyState.new(Setup("paddy", ("Ana", "Ben"), 0), 3))
    for _ in range(40):
        if scene.turn_done:
            break
        assert scene.act(scene.state.legal_actions()[0], (640, 360))
    assert scene.turn_done
    rec = frame(app)
    hand = scene.layout.zone("hand")
    words = " ".join(t.string for t in rec.texts if hand.contains(t.ink))
    assert i18n._("Wait for your turn.") not in words
    assert "End turn" in words, words
