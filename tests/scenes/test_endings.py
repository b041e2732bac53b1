"""The end of a game on the table: the last move and the final reveal play out, the bar says the
game is over and invites a click (or Enter), nothing opens by itself; the results come and go
with "Look at the table"; a solo game is entered in its high scores once, even when reopened."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import advance, button_pos, click, key, make_app
from game import highscores
from game.rules.base import AUTOMA, Setup
from game.rules.koinobori import PlayCard
from game.rules.match import Match
from game.scenes.common.load import LoadScene
from game.scenes.common.menu import MenuScene
from game.scenes.common.pause import PauseScene
from game.scenes.common.results import ResultsScene
from game.scenes.common.table import AUTOMA_STEP_MS, GAME_OVER, NOTHING_TO_UNDO, REVEALING, TableScene
from game.scenes.koinobori import KoinoboriScene
from game.scenes.pondscape import PondscapeScene
from game.simulate import default_setup


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    pygame.quit()


def one_before_the_end(setup: Setup, seed: int) -> tuple[Match, object]:
    """The match of `setup` and `seed` (random play) with its last action still to play."""
    match = Match(setup, seed)
    chooser = random.Random(seed)
    while not match.state.is_over():
        match.apply(chooser.choice(match.state.legal_actions()))
    return Match.replay(setup, seed, match.actions[:-1]), match.actions[-1]


def bar_text(table) -> str:
    return " ".join(table._bar_lines[1])


def koinobori_last_card(app) -> tuple[KoinoboriScene, Match]:
    for seed in range(1, 40):
        match, last = one_before_the_end(default_setup("koinobori", 3), seed)
        if isinstance(last, PlayCard) and not last.stack:
            break
    scene = KoinoboriScene(app, match)
    app.reset(scene)
    scene.show_to(match.state.current_player())
    # the last card, played as a player would: pick it from the hand, click its pole's next space
    click(app, scene.hand_rects[scene.hand_cards.index(last.card)].center)
    click(app, scene.slot_rects[last.pole][len(match.state.poles[last.pole])].center)
    assert match.state.is_over() and match.actions[-1] == last
    return scene, match


def test_koinobori_reveals_the_scoring_then_waits_for_a_click(app):
    scene, match = koinobori_last_card(app)
    assert app.top is scene and scene.results_wait > 0
    assert bar_text(scene) == REVEALING
    advance(app, 600)
    assert app.top is scene and 0 < scene.reveal_ms < scene._reveal_total
    advance(app, 60_000)  # long after the reveal: still the table, now inviting the click
    assert app.top is scene and scene.results_wait == 0
    assert scene.reveal_ms >= scene._reveal_total
    assert bar_text(scene) == GAME_OVER
    click(app, scene.layout.zone("poles").center)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert results.sheet.totals() == match.state.score_sheet().totals()
    click(app, button_pos(results, "Look at the table"))
    assert app.top is scene
    key(app, pygame.K_RETURN)  # Enter brings the same results back
    assert app.top is results


def test_a_click_during_the_reveal_shows_it_all_and_the_next_opens_the_results(app):
    scene, _match = koinobori_last_card(app)
    advance(app, 100)
    click(app, scene.layout.zone("poles").center)
    assert app.top is scene  # the first click finishes the reveal, it does not skip it
    assert scene.reveal_ms >= scene._reveal_total and scene.results_wait == 0
    assert bar_text(scene) == GAME_OVER
    click(app, scene.layout.zone("poles").center)
    assert isinstance(app.top, ResultsScene)


def test_the_last_move_cannot_be_undone_once_the_game_is_over(app):
    scene, match = koinobori_last_card(app)
    count = len(match.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.state.is_over() and len(match.actions) == count
    assert scene.message is not None and scene.message[0] == NOTHING_TO_UNDO


def test_a_solo_game_is_entered_once_even_when_reopened_from_its_save(app):
    match, last = one_before_the_end(Setup("pondscape", ("Maximiliana Wolf",)), 3)
    assert match.state.current_player() == AUTOMA  # the Croaker's last turn ends the game
    table = PondscapeScene(app, match)
    app.go_home()
    app.push(table)
    advance(app, AUTOMA_STEP_MS + 10)
    assert match.state.is_over() and match.actions[-1] == last
    advance(app, 10_000)
    assert app.top is table and bar_text(table) == GAME_OVER
    click(app, table.layout.zone("pond").center)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert results.scores.entered and results.scores.mine == 0
    saved = highscores.read("pondscape-solo")
    assert [(e.name, e.score, e.achievement) for e in saved] == [
        ("Maximiliana Wolf", match.state.score_sheet().totals()[0], match.state.solo_achievement())]
    # back to the table and to the results again: the same screen, nothing entered again
    click(app, button_pos(results, "Look at the table"))
    click(app, table.layout.zone("pond").center)
    assert app.top is results and len(highscores.read("pondscape-solo")) == 1
    # save the finished game from the pause menu, then open it from the Load screen
    click(app, button_pos(results, "Look at the table"))
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, button_pos(pause, "Save game"))
    key(app, pygame.K_RETURN)   # the offered name
    click(app, button_pos(pause, "Load game"))
    load = app.top
    assert isinstance(load, LoadScene)
    rect, _row = load._rows()[0]
    click(app, rect.center)
    reopened = app.top
    assert isinstance(reopened, TableScene) and reopened is not table and reopened.state.is_over()
    click(app, reopened.layout.zone("pond").center)
    again = app.top
    assert isinstance(again, ResultsScene) and again is not results
    assert not again.scores.entered and again.scores.mine == 0
    assert len(highscores.read("pondscape-solo")) == 1
    click(app, button_pos(again, "Title menu"))
    assert isinstance(app.top, MenuScene)
