"""Issue 30 (part 3): full screen (F11 and a setting, remembered, the window's size given back),
reduced motion (tweens land at once on every title's table), and the settings screen that holds
them, applied at once.  Real events into the real app under SDL_VIDEODRIVER=dummy."""
import random

import pygame
from game.ui.canvas import pixels
import pytest

from driver import click, key, make_app
from game import settings
from game.launch import make_app as launch_app
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.settings_screen import ROW_H, ROWS_PER_COLUMN, SettingsScene
from game.scenes.common.table import TableScene
from game.simulate import default_setup
from game.ui import anim
from game.ui.anim import Tween


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    yield
    anim.set_reduced_motion(False)


def press(app, button) -> None:
    """Click `button` where the window shows it (the canvas is scaled into the window)."""
    x, y = button.rect.center
    click(app, (app.view.x + round(x * app.scale), app.view.y + round(y * app.scale)))


def open_settings(app) -> SettingsScene:
    app.go_home()
    press(app, next(b for b in app.top.buttons if b.label == "Settings"))
    assert isinstance(app.top, SettingsScene)
    return app.top


def test_the_full_screen_switch_fills_the_screen_and_gives_the_window_back():
    app = launch_app(size=(1000, 600), headless=True)
    screen = open_settings(app)
    switch = screen.switch("fullscreen")
    assert switch.label == "Off" and not pygame.display.is_fullscreen()
    press(app, switch)
    assert pygame.display.is_fullscreen() and app.fullscreen
    assert app.window.get_size() == pygame.display.get_desktop_sizes()[0]
    assert settings.load()["fullscreen"] is True
    assert screen.switch("fullscreen").label == "On"
    # the canvas is scaled into the whole screen, letter-boxed
    window = app.window.get_rect()
    assert app.view.center == window.center and window.contains(app.view)
    assert window.w in (app.view.w, app.view.w + 1) or window.h in (app.view.h, app.view.h + 1)
    press(app, screen.switch("fullscreen"))   # where the full screen shows it
    assert not pygame.display.is_fullscreen()
    assert app.window.get_size() == (1000, 600) and settings.load()["fullscreen"] is False


def test_f11_switches_full_screen_on_any_screen_and_the_settings_screen_follows():
    app = make_app()
    app.go_home()
    key(app, pygame.K_F11)
    assert pygame.display.is_fullscreen() and settings.load()["fullscreen"] is True
    screen = open_settings(app)
    assert screen.switch("fullscreen").label == "On"
    key(app, pygame.K_F11)
    assert not pygame.display.is_fullscreen() and app.window.get_size() == (1280, 720)
    assert screen.switch("fullscreen").label == "Off" and settings.load()["fullscreen"] is False


def test_full_screen_is_remembered_for_a_real_window_but_never_forced_on_a_headless_one():
    settings.save({**settings.load(), "fullscreen": True, "reduced_motion": True})
    headless = launch_app(headless=True)
    assert not headless.fullscreen and not pygame.display.is_fullscreen()
    assert anim.reduced_motion()          # reduced motion is read at start in every run
    window = launch_app(headless=False)   # (the dummy driver still: conftest)
    assert window.fullscreen and pygame.display.is_fullscreen()


def test_f11_says_when_the_disk_refuses_to_remember_it(monkeypatch):
    app = make_app()
    app.go_home()
    monkeypatch.setattr(settings, "write_json_atomic", _refuse)
    key(app, pygame.K_F11)
    assert pygame.display.is_fullscreen()          # it still switched
    assert app.notice is not None and "disk is full" in app.notice[0]
    app.notice = (app.notice[0], 0)                # its time is up: it goes
    app.step()
    assert app.notice is None


def _refuse(path, data):
    from game.files import DiskError

    raise DiskError("Could not save \u201csettings.json\u201d: the disk is full.", 28, "the disk is full")


def test_the_reduced_motion_switch_applies_at_once_and_is_remembered():
    app = make_app()
    screen = open_settings(app)
    click(app, screen.switch("reduced_motion").rect.center)
    assert anim.reduced_motion() and settings.load()["reduced_motion"] is True
    assert screen.switch("reduced_motion").label == "On"
    click(app, screen.switch("reduced_motion").rect.center)
    assert not anim.reduced_motion() and settings.load()["reduced_motion"] is False


def play_and_watch(title: str, moves: int = 40) -> tuple[int, int]:
    """Play `moves` random legal moves on a real table of `title`; how many tweens were added
    and how many of them were still on their way (not at their end) right after the move."""
    app = make_app()
    app.go_home()
    match = Match(default_setup(title, 2), 5)
    registry.open_table(app, match)
    scene = app.find(TableScene)
    chooser = random.Random(5)
    added = travelling = 0
    for _ in range(moves):
        if scene.state.is_over():
            break
        scene.anims.clear()
        scene.act(chooser.choice(scene.state.legal_actions()), by_viewer=False)
        tweens = scene.anims.of(Tween)
        added += len(tweens)
        travelling += sum(1 for t in tweens if not t.done or t.pos != (round(t.end[0]), round(t.end[1])))
    return added, travelling


@pytest.mark.parametrize("title", ["paddy", "koinobori", "pondscape", "ladybird"])
def test_with_reduced_motion_nothing_travels_on_any_table(title):
    added, travelling = play_and_watch(title)
    assert added > 0 and travelling > 0          # the table does move things
    settings.save({**settings.load(), "reduced_motion": True})   # read when the app starts
    added, travelling = play_and_watch(title)
    assert added > 0 and travelling == 0         # the same moves: every one lands at once


def test_the_settings_screen_has_room_for_eight_options_in_both_columns():
    app = make_app()
    screen = open_settings(app)
    zone = screen.layout.zone("options")
    rows = [screen.row_rect(i) for i in range(2 * ROWS_PER_COLUMN)]
    assert all(zone.contains(r) for r in rows) and rows[-1].bottom == zone.y + ROWS_PER_COLUMN * ROW_H
    assert not any(a.colliderect(b) for i, a in enumerate(rows) for b in rows[i + 1:])
    assert not zone.colliderect(screen.layout.zone("back"))
    for buttons in screen.controls.values():   # every control sits in its own row
        row = next(r for r in rows if r.colliderect(buttons[0].rect))
        assert all(row.contains(b.rect) for b in buttons)


def test_with_reduced_motion_a_hints_outline_holds_still_from_the_start():
    """The pulse is drawn from the hint's clock: with reduced motion the clock never runs (no
    frames for it) and two frames a second apart are the same picture."""
    settings.save({**settings.load(), "reduced_motion": True})
    app = make_app()
    app.go_home()
    registry.open_table(app, Match(default_setup("koinobori", 2), 4))
    table = app.find(TableScene)
    table.hinted, table.hint_clock, table.message = table.state.legal_actions()[0], 0, None
    assert table.hint_rects(table.hinted)
    assert not table.update(16)             # nothing pulses: the loop may sleep
    app.render()
    first = pygame.image.tobytes(pixels(app.canvas), "RGB")
    table.update(1000)
    app.render()
    assert pygame.image.tobytes(pixels(app.canvas), "RGB") == first


def test_with_reduced_motion_ladybirds_revealed_cards_turn_face_up_at_once():
    from game.rules.ladybird import Choose, PassReveal
    from game.scenes.ladybird.motion import FLIP_MS
    from game.ui.anim import Flash

    flips = {}
    for reduced in (False, True):
        settings.save({**settings.load(), "reduced_motion": reduced})
        app = make_app()
        app.go_home()
        registry.open_table(app, Match(default_setup("ladybird", 2), 3))
        table = app.find(TableScene)
        chooser = random.Random(3)
        seen = []
        for _ in range(60):
            actions = table.state.legal_actions()
            reveal = [a for a in actions if isinstance(a, (Choose, PassReveal))]
            table.anims.clear()
            table.act(chooser.choice(reveal or actions), by_viewer=False)
            seen += [f.duration for f in table.anims.of(Flash) if f.payload[0] == "flip"]
        flips[reduced] = seen
    assert flips[False] and set(flips[False]) == {FLIP_MS}
    assert flips[True] and set(flips[True]) == {1}


def test_the_notice_of_a_refused_disk_is_drawn_over_the_screen(monkeypatch):
    app = make_app()
    app.go_home()
    app.render()
    monkeypatch.setattr(settings, "write_json_atomic", _refuse)
    key(app, pygame.K_F11)   # (full screen may change the canvas's size: compared after it)
    app.render()
    shown = pygame.image.tobytes(pixels(app.canvas), "RGB")
    app.notice = (app.notice[0], 0)
    app.step()
    app.render()
    after = pygame.image.tobytes(pixels(app.canvas), "RGB")
    app.notice, app.full_frame = None, True   # the same screen drawn afresh without any notice
    app.render()
    plain = pygame.image.tobytes(pixels(app.canvas), "RGB")
    assert shown != plain and after == plain
