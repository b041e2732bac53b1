"""A finished game leaves Continue (play-test: Paddy's last End turn brings the harvest, the
rules' automatic step that ends the game, and the autosave written before it said "finished":
false, so the title menu still offered "Continue Paddy" and the list read "Game over").  The
autosave is written again once End turn has brought the held automatic steps, for every title:
the finished game is on the Load screen's finished games instead."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from driver import advance, button_pos, click, make_app
from game import autosaves
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.load import LoadScene
from game.scenes.common.menu import MenuScene
from game.scenes.common.results import ResultsScene
from game.scenes.common.table import TableScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    pygame.quit()


def paddy_before_the_last_harvest() -> tuple[Match, object]:
    """A hot-seat Paddy (Ana, Ben) one move before its end: the last move ends the growing
    phase of the last cycle, and the harvest that ends the game follows it automatically."""
    setup = Setup("paddy", ("Ana", "Ben"), 0)
    for seed in range(1, 60):
        match = Match(setup, seed)
        chooser = random.Random(seed)
        while not match.state.is_over():
            match.apply(chooser.choice(match.state.legal_actions()))
        before = Match.replay(setup, seed, match.actions[:-1])
        probe = before.state.clone()
        probe.apply(match.actions[-1])
        if not probe.is_over() and probe.forced_action() is not None:
            return before, match.actions[-1]
    raise AssertionError("no seed ends Paddy with a harvest after the last move")


def test_paddy_finished_by_its_harvest_leaves_continue(app):
    match, last = paddy_before_the_last_harvest()
    registry.open_table(app, match)          # a new autosave slot, written at the first change
    table = app.find(TableScene)
    table.show_to(match.state.current_player())
    assert table.act(last, (640, 360))
    assert table.turn_done and not match.state.is_over()   # the harvest waits for End turn
    click(app, button_pos(table, "End turn"))
    assert match.state.is_over()
    saved = json.loads(table.saver.path.read_text(encoding="utf-8"))
    assert saved["finished"] is True
    advance(app, 60_000)
    click(app, (640, 360))                   # the table invites a click: the results
    if not isinstance(app.top, ResultsScene):
        click(app, (640, 360))
    results = app.top
    assert isinstance(results, ResultsScene)
    click(app, button_pos(results, "Title menu"))
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert autosaves.list_unfinished() == []
    continue_button = next(b for b in menu.buttons if b.label.startswith("Continue"))
    assert continue_button.label == "Continue" and not continue_button.enabled
    finished = autosaves.list_finished()
    assert [row.path for row in finished] == [table.saver.path]
    click(app, button_pos(menu, "Load game"))
    assert isinstance(app.top, LoadScene)
    assert table.saver.path in [row.path for row in app.top.files]


def test_a_finished_game_whose_slot_says_unfinished_leaves_continue_once_opened(app):
    """A slot written before the last harvest by an older version ("finished": false): Continue
    opens it at its end, and from then on it is with the finished games."""
    match, last = paddy_before_the_last_harvest()
    match.apply(last)                        # the harvest follows at once: the game is over
    assert match.state.is_over()
    saver = autosaves.start_game(match)
    data = json.loads(saver.path.read_text(encoding="utf-8"))
    data["finished"] = False                 # as the older version left it
    saver.path.write_text(json.dumps(data), encoding="utf-8")
    app.go_home()
    menu = app.top
    assert isinstance(menu, MenuScene)
    click(app, button_pos(menu, "Continue Paddy"))
    table = app.top
    assert isinstance(table, TableScene) and table.state.is_over()
    assert json.loads(saver.path.read_text(encoding="utf-8"))["finished"] is True
    assert autosaves.list_unfinished() == []
    assert [row.path for row in autosaves.list_finished()] == [saver.path]
