"""Issue 30: the UI scale setting.  It is remembered and checked like the other settings; its
default comes from the display's DPI (rounded to 25 %, 100-200, anything unknown 100 %); it sets
the window's size (1280x720 points, at most the desktop's usable area); the settings screen's
row resizes the window at once and the canvas is made again at the new size.  Real events into
the real app under SDL_VIDEODRIVER=dummy (which has no desktop to fit in: the tests that grow
the window give it a usable area)."""
import json
import math

import pygame
import pytest

from driver import make_app
from game import settings
from game.files import FileRefused
from game.launch import make_app as launch_app
from game.scenes.common.settings_screen import UI_SCALE_KEY, SettingsScene
from game.ui import uiscale
from game.ui.canvas import pixels


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def big_desktop(monkeypatch):
    """A 3840x2160 desktop whose usable area leaves out a 40-pixel panel at the top."""
    monkeypatch.setattr(uiscale, "usable_area", lambda index=0: pygame.Rect(0, 40, 3840, 2120))


def press(app, button) -> None:
    """Click `button` where the window shows it (the canvas is scaled into the window)."""
    x, y = app.view.x + round(button.rect.centerx * app.scale), app.view.y + round(button.rect.centery * app.scale)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
    app.step()


def open_settings(app) -> SettingsScene:
    app.go_home()
    press(app, next(b for b in app.top.buttons if b.label == "Settings"))
    assert isinstance(app.top, SettingsScene)
    return app.top


# --- the setting -----------------------------------------------------------------------------
def test_the_ui_scale_round_trips_and_is_absent_until_chosen():
    assert settings.load()["ui_scale"] is None and settings.defaults()["ui_scale"] is None
    settings.save(settings.load())
    assert "ui_scale" not in settings.read()      # never chosen: the DPI decides at each start
    for scale in settings.UI_SCALES:
        assert settings.save({**settings.load(), "ui_scale": scale}) is None
        assert settings.load()["ui_scale"] == scale and settings.read()["ui_scale"] == scale


@pytest.mark.parametrize("bad", [300, 110, 1.5, "150", True, None, [150]])
def test_a_bad_stored_ui_scale_is_refused_by_the_check_and_falls_back(bad):
    settings.save(settings.load())
    path = settings.paths.settings_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "ui_scale": bad}), encoding="utf-8")
    assert settings.load()["ui_scale"] is None           # the game still starts: from the DPI
    with pytest.raises(FileRefused):                     # and the start-up check names the file
        settings.read()
    assert settings.save({**settings.load(), "ui_scale": bad}) is None
    assert "ui_scale" not in settings.read()             # never written back


# --- the default from the DPI -----------------------------------------------------------------
@pytest.mark.parametrize("dpi, scale", [
    (96, 100), (96.0, 100), (72, 100), (1, 100), (107.9, 100), (108, 125), (120, 125),
    (132, 150), (144, 150), (168, 175), (180, 200), (192, 200), (288, 200), (600, 200)])
def test_the_default_is_the_dpi_over_96_to_the_nearest_quarter_from_100_to_200(dpi, scale):
    assert uiscale.scale_from_dpi(lambda: dpi) == scale


@pytest.mark.parametrize("dpi", [None, 0, -96, math.nan, math.inf, "144", True])
def test_an_unknown_or_odd_dpi_is_100_percent(dpi):
    assert uiscale.scale_from_dpi(lambda: dpi) == 100


def test_a_failing_dpi_probe_is_100_percent():
    def broken():
        raise OSError("no SDL here")
    assert uiscale.scale_from_dpi(broken) == 100


def test_the_real_dpi_call_answers_without_raising_under_the_dummy_driver():
    make_app()   # the display is open
    dpi = uiscale.display_dpi()
    assert dpi is None or (isinstance(dpi, float) and dpi > 0)
    assert uiscale.default_scale() in settings.UI_SCALES
    assert uiscale.usable_area() is None               # the dummy driver's desktop is no screen to fit
    assert make_app().window.get_size() == (1280, 720)
    assert uiscale.display_dpi(99) is None            # no such display


def test_the_app_starts_at_the_dpi_default_when_none_is_stored(monkeypatch):
    monkeypatch.setattr(uiscale, "display_dpi", lambda index=0: 144.0)
    assert make_app().ui_scale == 150
    settings.save({**settings.load(), "ui_scale": 125})
    assert make_app().ui_scale == 125                  # a stored one wins


# --- the window's size --------------------------------------------------------------------------
@pytest.mark.parametrize("scale, usable, size", [
    (100, None, (1280, 720)), (150, None, (1920, 1080)), (200, None, (2560, 1440)),
    (125, (3840, 2160), (1600, 900)), (175, (3840, 2160), (2240, 1260)),
    (200, (2560, 1400), (2488, 1400)),      # the panel takes 40 rows: the largest 16:9 that fits
    (150, (1920, 1040), (1848, 1040)), (100, (1024, 768), (1024, 576)), (200, (1366, 768), (1365, 768))])
def test_the_window_is_1280x720_points_at_most_the_usable_desktop(scale, usable, size):
    assert uiscale.window_size(scale, usable) == size


def test_a_real_window_opens_at_the_ui_scale_and_an_explicit_size_wins(big_desktop):
    settings.save({**settings.load(), "ui_scale": 150})
    assert launch_app().window.get_size() == (1920, 1080)       # (the dummy driver: conftest)
    assert launch_app(size=(1000, 600)).window.get_size() == (1000, 600)
    assert launch_app(headless=True).window.get_size() == (1280, 720)   # headless: as always


def test_the_window_never_opens_larger_than_the_usable_desktop(monkeypatch):
    monkeypatch.setattr(uiscale, "usable_area", lambda index=0: pygame.Rect(0, 0, 1920, 1040))
    settings.save({**settings.load(), "ui_scale": 200})
    app = launch_app()
    assert app.window.get_size() == (1848, 1040) and app.scale == 1848 / 1280


# --- the settings screen's row ------------------------------------------------------------------
def test_the_settings_row_resizes_the_window_at_once_and_remakes_the_canvas(big_desktop):
    app = make_app()
    screen = open_settings(app)
    minus, plus = screen.scale_buttons
    assert screen.ui_scale == 100 and not minus.enabled and plus.enabled
    old_canvas = app.canvas
    press(app, plus)
    assert app.window.get_size() == (1600, 900) and app.ui_scale == 125
    assert settings.load()["ui_scale"] == 125
    assert app.scale == 1.25 and app.canvas is not old_canvas
    assert pixels(app.canvas).get_size() == (1600, 900) and app.view.size == (1600, 900)
    for _ in range(5):                                  # up to 200 %, and no further
        press(app, app.top.scale_buttons[1])
    assert app.window.get_size() == (2560, 1440) and settings.load()["ui_scale"] == 200
    assert not app.top.scale_buttons[1].enabled and app.scale == 2
    app.render()                                        # drawn at the new size
    assert pixels(app.canvas).get_size() == (2560, 1440)
    press(app, app.top.scale_buttons[0])
    assert app.window.get_size() == (2240, 1260) and settings.load()["ui_scale"] == 175


def test_on_a_screen_with_no_room_plus_is_off_and_says_why(monkeypatch):
    """A 1280x720 desktop (a play-test's): the window is already as large as the screen holds,
    so + would change nothing; it is off, and its hint says so.  On a 1600x900 one it goes once."""
    monkeypatch.setattr(uiscale, "usable_area", lambda index=0: pygame.Rect(0, 0, 1280, 720))
    app = make_app()
    screen = open_settings(app)
    minus, plus = screen.scale_buttons
    assert screen.ui_scale == 100 and not plus.enabled and not minus.enabled
    assert plus.hint == "The window is already as large as this screen holds."
    monkeypatch.setattr(uiscale, "usable_area", lambda index=0: pygame.Rect(0, 0, 1600, 900))
    screen._build()
    press(app, screen.scale_buttons[1])
    assert app.window.get_size() == (1600, 900) and app.ui_scale == 125
    minus, plus = app.top.scale_buttons
    assert minus.enabled and not plus.enabled
    assert plus.hint == "The window is already as large as this screen holds."


def test_the_scene_below_is_made_again_at_the_new_scale(big_desktop, monkeypatch):
    app = make_app()
    screen = open_settings(app)
    seen = []
    below = app.stack[0]
    monkeypatch.setattr(below, "scale_changed", lambda: seen.append(app.scale))
    press(app, screen.scale_buttons[1])
    assert seen == [1.25]
    press(app, app.top.back)
    app.render()
    assert pixels(app.canvas).get_size() == (1600, 900)


def test_in_full_screen_the_ui_scale_sets_the_window_given_back_after(big_desktop):
    app = make_app()
    screen = open_settings(app)
    app.set_fullscreen(True)
    full = app.window.get_size()
    press(app, screen.scale_buttons[1])
    assert app.window.get_size() == full and settings.load()["ui_scale"] == 125   # still full screen
    app.set_fullscreen(False)
    assert app.window.get_size() == (1600, 900)


def test_in_full_screen_the_ui_scale_row_says_it_sets_the_window_given_back(big_desktop, monkeypatch):
    """A play-test pressed + in full screen, saw nothing change and took the control for broken."""
    from game.ui import draw

    blocks = []
    real = draw.text_block

    def record(surface, assets, text, *args, **kwargs):
        blocks.append(text)
        return real(surface, assets, text, *args, **kwargs)

    monkeypatch.setattr(draw, "text_block", record)
    app = make_app()
    screen = open_settings(app)
    screen.draw(app.canvas)
    windowed = " ".join(blocks)
    assert "window you get back" not in windowed and "at 100% the window is" in windowed
    app.set_fullscreen(True)
    app.step()
    blocks.clear()
    screen.draw(app.canvas)
    full = " ".join(blocks)
    assert "fills the screen" in full and "window you get back" in full and "leave it" in full


def test_the_row_says_its_value_in_both_languages(big_desktop):
    from game import i18n

    app = make_app()
    screen = open_settings(app)
    assert screen.controls[UI_SCALE_KEY] == screen.scale_buttons
    for lang in ("ja", "en"):
        i18n.set_language(lang)
        app.apply_language()
        app.render()
        labels = [i18n._(o.label) for o in screen._options()]
        assert i18n._("UI scale") in labels
    assert i18n._("UI scale") == "UI scale"


# --- python -m game [--size WxH] ----------------------------------------------------------------
def test_the_command_opens_the_ui_scales_window_and_an_explicit_size_wins(big_desktop, monkeypatch):
    from game import cli, launch

    opened = []
    real = launch.make_app
    monkeypatch.setattr(launch, "make_app", lambda **kw: opened.append(real(**kw)) or opened[-1])
    settings.save({**settings.load(), "ui_scale": 175})
    assert cli.main(["--first-frame"]) == 0
    assert opened[-1].window.get_size() == (2240, 1260)
    assert cli.main(["--first-frame", "--size", "1000x600"]) == 0
    # the window is at the scale its size makes (Settings shows and steps from it: it showed
    # the stored 175 % over this window, a play-test), and the stored scale is kept for next time
    assert opened[-1].window.get_size() == (1000, 600) and opened[-1].ui_scale == 100
    assert settings.load()["ui_scale"] == 175


def test_windows_is_told_the_program_is_dpi_aware_before_the_display_opens(monkeypatch):
    import os

    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    make_app()
    assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"
    monkeypatch.setenv("SDL_WINDOWS_DPI_AWARENESS", "unaware")   # the player's own choice is kept
    make_app()
    assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "unaware"


# --- the window's frame stays on the screen -------------------------------------------------------
def test_the_room_for_the_window_leaves_its_frame_on_the_usable_desktop():
    """A play-test under Wine at 150 % on a 1920x1080 screen (taskbar 40 px): the window's drawing
    area was made as tall as the usable area, its caption and close button above the screen.
    The room for the drawing area is the usable area less the frame; a window of that room, put
    at the room's corner, has its whole frame on the desktop."""
    usable = pygame.Rect(0, 0, 1920, 1040)
    frame = uiscale.frame_estimate(144.0)               # Windows at 150 %
    assert frame == (46, 12, 12, 12)
    room = uiscale.client_room(usable, frame)
    assert room == pygame.Rect(12, 46, 1896, 982)
    size = uiscale.window_size(150, room.size)
    assert size == (1745, 982)
    top, left, bottom, right = frame
    outer = pygame.Rect(room.x - left, room.y - top, size[0] + left + right, size[1] + top + bottom)
    assert usable.contains(outer)
    assert uiscale.frame_estimate(None) == uiscale.frame_estimate(96.0) == (31, 8, 8, 8)


def test_a_grown_window_is_moved_so_its_caption_shows(monkeypatch):
    """Settings' + made the window fill the screen, then − left a 1280x720 window whose caption
    was above the screen: the window is kept inside the room, its caption below the top edge."""
    frame = uiscale.frame_estimate(144.0)
    room = uiscale.client_room(pygame.Rect(0, 0, 1920, 1040), frame)
    monkeypatch.setattr(uiscale, "usable_area", lambda index=0: pygame.Rect(room))
    app = launch_app()
    moved = []
    monkeypatch.setattr(pygame.display, "get_window_position", lambda: (0, 0))
    monkeypatch.setattr(pygame.display, "set_window_position", lambda at: moved.append(tuple(at)))
    app.set_ui_scale(150)
    assert app.window.get_size() == (1745, 982)
    assert moved and moved[-1][1] >= frame[0] and moved[-1][0] >= frame[1]


def test_the_frame_is_nothing_off_windows_when_the_window_system_does_not_say(monkeypatch):
    """Off Windows a window manager keeps its own frame on the screen (and Xvfb has none): with
    no answer from SDL the frame is nothing, so a 1280x720 desktop still holds a 1280x720 window."""
    monkeypatch.setattr(uiscale.sys, "platform", "linux")
    assert uiscale.window_frame() == (0, 0, 0, 0)       # (the dummy driver's window says nothing)
    monkeypatch.setattr(uiscale.sys, "platform", "win32")
    monkeypatch.setattr(uiscale, "display_dpi", lambda index=0: 120.0)
    assert uiscale.window_frame() == uiscale.frame_estimate(120.0) == (39, 10, 10, 10)


# --- an explicit size larger than the screen -------------------------------------------------------
@pytest.mark.parametrize("size, usable, fitted", [
    ((1600, 900), None, (1600, 900)), ((1600, 900), (1920, 1080), (1600, 900)), ((1280, 720), (1280, 720), (1280, 720)),
    ((1600, 900), (1280, 720), (1280, 720)), ((1600, 900), (1280, 680), (1208, 680)),
    ((2000, 800), (1366, 768), (1366, 546)), ((800, 1200), (1280, 720), (480, 720))])
def test_an_asked_size_is_fitted_to_the_usable_desktop_keeping_its_shape(size, usable, fitted):
    assert uiscale.fit_size(size, usable) == fitted


def test_size_larger_than_the_screen_opens_a_window_the_screen_holds_and_says_so(monkeypatch, capsys):
    """A play-test: --size 1600x900 on a 1280x720 screen opened 1600x900 at -160,-90, Settings and
    Quit off the screen.  The window is fitted to the screen, and both stderr and the window say so."""
    monkeypatch.setattr(uiscale, "usable_area", lambda index=0: pygame.Rect(0, 0, 1280, 720))
    app = launch_app(size=(1600, 900))
    app.go_home()
    assert app.window.get_size() == (1280, 720) and app.scale == 1 and app.windowed_size == (1280, 720)
    said = "The window asked for, 1600x900, is larger than this screen (1280x720): it opens at 1280x720."
    assert capsys.readouterr().err.strip() == said
    assert app.notice is not None and app.notice[0] == said
    app.render()
    quit_button = next(b for b in app.top.buttons if b.label == "Quit")
    assert pygame.Rect((0, 0), app.window.get_size()).contains(
        pygame.Rect(app.view.x + quit_button.rect.x * app.scale, app.view.y + quit_button.rect.y * app.scale,
                    quit_button.rect.w * app.scale, quit_button.rect.h * app.scale))
    assert launch_app(size=(1000, 600)).window.get_size() == (1000, 600)   # one that fits: as asked
    assert capsys.readouterr().err == ""
