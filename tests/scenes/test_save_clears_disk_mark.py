"""The "Not saved" mark of a failed autosave goes once a save by name succeeds: the pause menu's
Save tries the autosave again at once (a play-test, 2026-12-06 session 2: the disk was fixed and
Menu → Save game succeeded, yet the mark stayed until the next move's autosave).  If the autosave
still fails, the mark stays and the menu says so."""
from __future__ import annotations

import errno
import os

import pygame
import pytest

from driver import button_pos, click, key, make_app
from game import paths, startup
from game.rules.match import Match
from game.scenes import registry
from game.simulate import default_setup
from game.ui import textrecord


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)


def texts(app) -> list[str]:
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    return [t.string for t in rec.texts]


def table_with_the_mark(app, monkeypatch, fails):
    """A Pondscape table whose autosave failed (os.replace refused where `fails(dst)`), its
    banner clicked away into the "Not saved" mark."""
    match = Match(default_setup("pondscape", 1), 7)
    table = app.push(registry.scene_class("pondscape")(app, match))
    table.show_to(0)
    real_replace = os.replace

    def replace(src, dst, *args, **kwargs):
        if fails(dst):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    assert table.act(match.state.legal_actions()[0]) and table.saver.problem
    table.message = None
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    bar = table.layout.zone("bar")
    banner = [t for t in rec.texts if t.ink.top > bar.bottom and t.string in table.saver.problem]
    click(app, banner[0].ink.center)
    assert "Not saved" in texts(app)
    return table


def save_by_name(app, table) -> None:
    """Menu → Save game → Enter (the offered name)."""
    click(app, button_pos(table, "Menu"))
    pause = app.top
    click(app, button_pos(pause, "Save game"))
    key(app, pygame.K_RETURN)
    assert app.top is pause and pause.message.startswith("Saved as"), pause.message


def test_the_mark_goes_after_a_successful_save_by_name(monkeypatch):
    app = make_app()
    mended = []
    table = table_with_the_mark(app, monkeypatch, lambda dst: not mended)
    mended.append(True)   # the disk is fixed
    save_by_name(app, table)
    pause = app.top
    assert "autosave still fails" not in pause.message
    click(app, button_pos(pause, "Resume"))
    assert app.top is table
    assert table.saver.problem is None
    shown = texts(app)
    assert "Not saved" not in shown, shown
    assert not any("Autosave failed" in t for t in shown), shown


def test_a_save_by_name_says_when_the_autosave_still_fails(monkeypatch):
    app = make_app()
    autosaves = str(paths.autosave_dir())
    table = table_with_the_mark(app, monkeypatch, lambda dst: str(dst).startswith(autosaves))
    save_by_name(app, table)
    assert app.top.message.endswith("; the autosave still fails."), app.top.message
    click(app, button_pos(app.top, "Resume"))
    assert table.saver.problem and "Not saved" in texts(app)
