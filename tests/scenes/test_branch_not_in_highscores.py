"""A play-test (2026-12-06): "Play from here" on a finished solo game's replay, played out, was
entered in the high scores again (139, 124, 124 from one deal), and a branch that repeated the
same moves said "Your first score in this mode" beside the 139 already in the table.  A branch
of a game already played is not entered, its results say so in one sentence, and its saves keep
knowing it is a branch (Save, then Load)."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from driver import advance, button_pos, click, key, make_app
from game import highscores
from game.rules.base import AUTOMA, Setup
from game.rules.match import Match
from game.saves import branch_of, game_digest, load_match, mark_branch, save_match
from game.scenes.common.load import LoadScene
from game.scenes.common.pause import PauseScene
from game.scenes.common.replay import open_replay
from game.scenes.common.results import ResultsScene
from game.scenes.common.table import AUTOMA_STEP_MS, TableScene

BRANCH_WORDS = "Games played on from a replay are not entered in the high scores."


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    pygame.quit()


def played(setup: Setup, seed: int) -> Match:
    match = Match(setup, seed)
    chooser = random.Random(seed)
    while not match.state.is_over():
        match.apply(chooser.choice(match.state.legal_actions()))
    return match


def test_a_branch_of_a_finished_solo_game_is_not_entered_and_stays_a_branch_when_saved(app):
    original = played(Setup("pondscape", ("Maximiliana Wolf",)), 3)
    first = highscores.table_for(original)   # the game's own results entered it
    assert first.entered and [e.score for e in highscores.read("pondscape-solo")] == [original.state.score_sheet().totals()[0]]
    # its replay, one move before the end (the Croaker's last turn), then Play from here
    replay = open_replay(app, original, len(original.actions) - 1)
    click(app, replay.here_button.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.state.current_player() == AUTOMA
    advance(app, AUTOMA_STEP_MS + 10)
    advance(app, 10_000)
    assert table.state.is_over() and table.match.actions == original.actions   # the very same moves
    click(app, table.layout.zone("pond").center)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert not results.scores.entered and results.scores.mine is None
    assert results.scores.problems == [BRANCH_WORDS]
    assert "first score" not in results.best_news + results.best_detail
    assert len(highscores.read("pondscape-solo")) == 1
    # saved from the pause menu and opened again from the Load screen: still a branch
    click(app, button_pos(results, "Look at the table"))
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, button_pos(pause, "Save game"))
    key(app, pygame.K_RETURN)   # the offered name
    click(app, button_pos(pause, "Load game"))
    load = app.top
    assert isinstance(load, LoadScene)
    rect, row = load._rows()[0]
    # the Load list tells the copy from its original (a review saw two rows alike: a finished
    # game's copy has no start position, only "branch_of")
    assert row.from_replay and all(r.from_replay == (branch_of(load_match(r.path)) is not None)
                                   for _rect, r in load._rows())
    click(app, rect.center)
    reopened = app.top
    assert isinstance(reopened, TableScene) and reopened is not table and reopened.state.is_over()
    click(app, reopened.layout.zone("pond").center)
    again = app.top
    assert isinstance(again, ResultsScene) and again is not results
    assert not again.scores.entered and again.scores.mine is None and again.scores.problems == [BRANCH_WORDS]
    assert len(highscores.read("pondscape-solo")) == 1


def test_a_branch_with_other_moves_is_not_entered_and_its_save_says_where_it_came_from(tmp_path):
    original = played(Setup("pondscape", ("Ana",)), 3)
    highscores.table_for(original)
    branch = Match.replay(original.setup, original.seed, original.actions[:20])
    mark_branch(branch, game_digest(original))
    chooser = random.Random(11)
    while not branch.state.is_over():
        branch.apply(chooser.choice(branch.state.legal_actions()))
    assert branch.actions != original.actions
    # the autosave (Continue) and a named save both carry it, and it comes back on loading
    save_match(branch, tmp_path / "branch.json")
    data = json.loads((tmp_path / "branch.json").read_text())
    assert data["branch_of"] == game_digest(original) and data["version"] == 3
    reopened = load_match(tmp_path / "branch.json", resume=True)
    assert branch_of(reopened) == game_digest(original)
    table = highscores.table_for(reopened)
    assert not table.entered and table.mine is None and table.problems == [BRANCH_WORDS]
    assert len(highscores.read("pondscape-solo")) == 1
    # a save without the field (every older save) loads as a game of its own
    save_match(original, tmp_path / "old.json")
    old = json.loads((tmp_path / "old.json").read_text())
    assert "branch_of" not in old and old["version"] == 1
    assert branch_of(load_match(tmp_path / "old.json")) is None
