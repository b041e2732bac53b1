"""Saves as a player meets them: every unfinished game on the Continue list, a damaged file
listed as damaged, a failing disk shown as a banner until a save succeeds, settings kept."""
import errno
import os

import pygame
from game.ui.canvas import pixels
import pytest

from driver import button_pos, click, make_app
from game import autosaves, paths, settings, startup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.load import ContinueScene
from game.scenes.common.menu import MenuScene
from game.scenes.common.settings_screen import SettingsScene
from game.scenes.common.table import TableScene
from game.simulate import default_setup
from titles import random_match


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)  # no start-up check message on the menu


@pytest.fixture
def app():
    return make_app()


def menu(app) -> MenuScene:
    app.go_home()
    return app.top


def test_each_unfinished_game_is_on_the_continue_list_and_opens_where_it_was(app):
    a, b = random_match("koinobori", steps=10, seed=1), random_match("pondscape", players=1, steps=6, seed=2)
    for match in (a, b):
        autosaves.start_game(match)
    home = menu(app)
    assert button_pos(home, "Continue\u2026 (2 games)")
    click(app, button_pos(home, "Continue"))
    listing = app.top
    assert isinstance(listing, ContinueScene) and len(listing.files) == 2
    titles = {row.title for _rect, row in listing._rows()}
    assert titles == {"koinobori", "pondscape"}
    rect, row = next((r, row) for r, row in listing._rows() if row.title == "koinobori")
    assert "Koinobori" in listing.row_text(row)[0] and "festival poles complete" in listing.row_text(row)[1]
    click(app, rect.center)
    table = app.find(TableScene)
    assert table is not None and table.match.actions == a.actions
    assert table.saver.path == row.path  # it keeps saving into its own slot


def test_one_unfinished_game_continues_at_once(app):
    match = random_match("ladybird", steps=5, seed=3)
    autosaves.start_game(match)
    home = menu(app)
    click(app, button_pos(home, "Continue Ladybird"))
    table = app.find(TableScene)
    assert table is not None and table.match.actions == match.actions


def test_starting_a_new_game_never_replaces_an_unfinished_one(app):
    first = random_match("koinobori", steps=8, seed=4)
    autosaves.start_game(first)
    registry.start_new(app, default_setup("koinobori", 2), seed=5)
    assert len(autosaves.list_unfinished()) == 2


def test_a_damaged_autosave_is_listed_as_damaged_and_explains_itself(app):
    autosaves.start_game(random_match("koinobori", steps=3, seed=6))
    (paths.autosave_dir() / "koinobori-broken.json").write_text('{"format": "tabletop-save", "ver')
    home = menu(app)
    click(app, button_pos(home, "Continue"))
    listing = app.top
    rect, row = next((r, row) for r, row in listing._rows() if not row.ok)
    assert "damaged" in listing.row_text(row)[1]
    click(app, rect.center)
    assert app.top is listing and "damaged" in listing.message


def test_a_failing_disk_shows_a_banner_that_stays_until_a_save_succeeds(app, monkeypatch):
    match = Match(default_setup("pondscape", 1), 7)
    table = app.push(registry.scene_class("pondscape")(app, match))
    table.show_to(0)

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    real_replace = os.replace
    monkeypatch.setattr(os, "replace", full)
    assert table.act(match.state.legal_actions()[0])
    assert table.saver.problem and "Autosave failed" in table.saver.problem
    table.message = None  # an ordinary message going away does not take the banner with it
    app.render()
    assert "disk is full" in table.saver.problem
    banner_pixels = pygame.image.tobytes(pixels(app.canvas.subsurface((20, 46, 1240, 40))), "RGB")
    monkeypatch.setattr(os, "replace", real_replace)
    assert table.act(match.state.legal_actions()[0])
    assert table.saver.problem is None
    app.render()
    assert pygame.image.tobytes(pixels(app.canvas.subsurface((20, 46, 1240, 40))), "RGB") != banner_pixels


def test_the_settings_screen_switches_a_setting_and_remembers_it(app):
    home = menu(app)
    click(app, button_pos(home, "Settings"))
    screen = app.top
    assert isinstance(screen, SettingsScene)
    assert settings.load()["confirm_turn_end"] is True
    click(app, screen.switch("confirm_turn_end").rect.center)
    assert settings.load()["confirm_turn_end"] is False
    assert screen.switch("confirm_turn_end").label == "Off"
    click(app, screen.switch("confirm_turn_end").rect.center)
    assert settings.load()["confirm_turn_end"] is True


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_click_puts_the_failing_disk_banner_away_into_a_mark_in_the_bar(app, monkeypatch, lang):
    """The "Autosave failed" banner covered the pond's heading, the round counter and the
    Croaker's name for the whole game, and a click did nothing (a play-test): a click on it
    leaves a mark in the top bar (the game is still only in memory), a click on that brings
    it back, and a new problem shows the banner again."""
    from game import i18n
    from game.ui import textrecord

    i18n.set_language(lang)
    try:
        match = Match(default_setup("pondscape", 1), 7)
        table = app.push(registry.scene_class("pondscape")(app, match))
        table.show_to(0)
        monkeypatch.setattr(os, "replace", lambda *a, **k: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full")))
        assert table.act(match.state.legal_actions()[0]) and table.saver.problem
        table.message = None
        bar = table.layout.zone("bar")

        def frame():
            with textrecord.recording() as rec:
                app.full_frame = True
                app.render()
            return rec

        rec = frame()
        banner = [t for t in rec.texts if t.ink.top > bar.bottom and t.ink.bottom < bar.bottom + 60
                  and t.string in table.saver.problem]
        assert banner, "the banner shows the problem at first"
        click(app, banner[0].ink.center)
        rec = frame()
        below = [t.string for t in rec.texts if t.ink.top >= bar.bottom and t.string in table.saver.problem]
        assert not below, "the banner is put away"
        mark = [t for t in rec.texts if t.string == i18n._("Not saved")]
        assert mark and bar.contains(mark[0].ink), "its mark stays in the top bar"
        problems = [str(f) for f in rec.findings() if f.kind in ("overlap", "outside") and bar.colliderect(
            pygame.Rect(0, 0, 1280, bar.bottom))]
        assert not [p for p in problems if "Not saved" in p or i18n._("Not saved") in p], problems
        assert not [t for t in rec.texts if t is not mark[0] and bar.contains(t.ink) and t.ink.colliderect(mark[0].ink)]
        before = len(match.actions)
        click(app, mark[0].ink.center)   # the mark brings the banner back (and is no move)
        assert len(match.actions) == before
        rec = frame()
        assert [t for t in rec.texts if t.ink.top > bar.bottom and t.string in table.saver.problem]
    finally:
        i18n.set_language("en")
