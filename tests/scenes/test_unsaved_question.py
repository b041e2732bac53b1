"""A play-test under Wine (2026-12-06): with a saves folder that refused writing, the banner said
"this game is only in memory until a save succeeds", and the window's close button quit at once:
the game was lost.  Closing the program (or Menu → Quit to menu) while the autosave fails asks
first: "Stay" (Enter, Esc) goes back to the table; "Close anyway" / "Leave anyway" goes; and once
the disk takes the autosave again (tried every 2 s while the question is open) what was asked
goes ahead by itself.  A game whose autosave works closes at once, as before."""
from __future__ import annotations

import errno
import os

import pygame
import pytest

from driver import advance, button_pos, click, key, make_app
from game import startup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.unsaved import RETRY_MS, UnsavedScene
from game.simulate import default_setup


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)


def table_on_a_refusing_disk(app, monkeypatch, refused: list):
    """A solo Pondscape table whose autosave failed: the disk refuses while `refused` holds."""
    match = Match(default_setup("pondscape", 1), 7)
    table = app.push(registry.scene_class("pondscape")(app, match))
    table.show_to(0)
    real_replace = os.replace

    def replace(src, dst, *args, **kwargs):
        if refused:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    assert table.act(match.state.legal_actions()[0]) and table.saver.problem
    table.message = None
    return table


def close_window(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()


def test_closing_with_the_autosave_failing_asks_and_stay_keeps_the_game(monkeypatch):
    app = make_app()
    table = table_on_a_refusing_disk(app, monkeypatch, [True])
    close_window(app)
    question = app.top
    assert isinstance(question, UnsavedScene) and app.running
    close_window(app)                                   # closed again: the same question, once
    assert sum(isinstance(s, UnsavedScene) for s in app.stack) == 1
    key(app, pygame.K_RETURN)                           # Stay (the default)
    assert app.top is table and app.running
    close_window(app)
    click(app, button_pos(app.top, "Close anyway"))
    assert not app.running


def test_the_close_goes_ahead_once_the_disk_takes_the_autosave(monkeypatch):
    app = make_app()
    refused = [True]
    table = table_on_a_refusing_disk(app, monkeypatch, refused)
    close_window(app)
    assert isinstance(app.top, UnsavedScene)
    advance(app, RETRY_MS + 10)                         # still refused: still asking
    assert app.running and isinstance(app.top, UnsavedScene)
    refused.clear()                                     # the disk was freed
    advance(app, RETRY_MS + 10)
    assert table.saver.problem is None and not app.running


def test_quit_to_menu_with_the_autosave_failing_asks_too(monkeypatch):
    app = make_app()
    app.go_home()
    table = table_on_a_refusing_disk(app, monkeypatch, [True])
    click(app, button_pos(table, "Menu"))
    pause = app.top
    click(app, button_pos(pause, "Quit to menu"))
    assert isinstance(app.top, UnsavedScene)
    key(app, pygame.K_ESCAPE)                           # Stay: back to the table, off the menu
    assert app.top is table
    click(app, button_pos(table, "Menu"))
    click(app, button_pos(app.top, "Quit to menu"))
    click(app, button_pos(app.top, "Leave anyway"))
    assert table not in app.stack and app.running


def test_a_saved_game_closes_at_once(monkeypatch):
    app = make_app()
    match = Match(default_setup("pondscape", 1), 7)
    table = app.push(registry.scene_class("pondscape")(app, match))
    table.show_to(0)
    assert table.act(match.state.legal_actions()[0]) and not table.saver.problem
    close_window(app)
    assert not app.running
