"""Real mouse events at window pixels on a window drawn at 2x (issue 30, UI scale): the title
menu, the setup screen and the settings screen answer a click where their buttons are shown.

The window is a little wider or taller than 2560x1440, so the 2x canvas is letter-boxed: a
layout point (x, y) is shown at window pixel (2x + ox, 2y + oy), (ox, oy) = app.view.topleft.
A click computed without the scale or without the offset lands elsewhere, and these fail."""
from __future__ import annotations

import pygame
import pytest

from game import layoutcheck, settings
from game.scenes.common.menu import MenuScene
from game.scenes.common.settings_screen import SettingsScene
from game.scenes.common.setup import SetupScene
from game.scenes.common.table import TableScene
from game.ui import anim, theme

WINDOWS = [(2600, 1440), (2560, 1500)]   # 2x, letter-boxed left and right, or above and below


@pytest.fixture(params=WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
def app(request, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = layoutcheck.make_app(request.param)
    assert app.scale == 2 and app.view.topleft != (0, 0)
    app.go_home()
    app.step()
    yield app
    anim.set_reduced_motion(False)


def at(app, pos) -> tuple[int, int]:
    """The window pixel of layout point `pos`, worked out here (not with the app's own sums)."""
    ox, oy = app.view.topleft
    return (2 * pos[0] + ox, 2 * pos[1] + oy)


def move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at(app, pos), rel=(0, 0), buttons=(0, 0, 0)))
    app.step()


def click(app, pos) -> None:
    """Move there, press and release, at the window pixel showing layout point `pos`."""
    window = at(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window, button=1))
    app.step()


def button(scene, label: str):
    return next(b for b in scene.buttons if b.label == label)


def test_the_menu_opens_settings_and_a_game_s_setup_where_they_are_shown(app):
    menu = app.top
    assert isinstance(menu, MenuScene)
    settings_button = button(menu, "Settings")
    outside = (settings_button.rect.x - 3, settings_button.rect.centery)   # 6 window pixels left of it
    click(app, outside)
    assert app.top is menu
    click(app, settings_button.rect.center)
    assert isinstance(app.top, SettingsScene)
    click(app, app.top.back.rect.center)   # Done
    assert app.top is menu
    rect, title_id, _playable = menu.cards[0]
    click(app, (rect.centerx, rect.y + 20))
    assert isinstance(app.top, SetupScene) and app.top.title_id == title_id


def test_the_pointer_over_a_menu_button_lights_it_at_the_window_pixels_it_covers(app):
    menu = app.top
    quit_button = button(menu, "Quit")
    inside = (quit_button.rect.x + 6, quit_button.rect.y + 8)   # on its face, clear of the label
    app.render()
    assert app.window.get_at(at(app, inside))[:3] == theme.BUTTON
    move(app, quit_button.rect.center)
    assert app.input.pointer == quit_button.rect.center
    app.render()
    assert app.window.get_at(at(app, inside))[:3] == theme.BUTTON_HOVER
    move(app, (quit_button.rect.x - 4, quit_button.rect.centery))
    app.render()
    assert app.window.get_at(at(app, inside))[:3] == theme.BUTTON


def test_the_setup_screen_takes_a_count_a_name_and_starts_the_game(app):
    app.push(SetupScene(app, "paddy"))
    app.step()
    setup = app.top
    click(app, button(setup, "3").rect.center)
    assert setup.count == 3
    field = setup.fields[1]
    click(app, (field.rect.right - 6, field.rect.centery))
    assert field.focused and not setup.fields[0].focused
    field.text = ""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Hiroko"))
    app.step()
    assert field.text == "Hiroko"
    click(app, button(setup, "Start game").rect.center)
    table = app.find(TableScene)
    assert table is not None and table.match.setup.players[1] == "Hiroko"
    assert len(table.match.setup.players) == 3


def test_the_settings_screen_switches_an_option_and_closes(app):
    menu = app.top
    click(app, button(menu, "Settings").rect.center)
    screen = app.top
    assert isinstance(screen, SettingsScene)
    switch = screen.switch("reduced_motion")
    click(app, switch.rect.center)
    assert anim.reduced_motion() and settings.load()["reduced_motion"] is True
    click(app, screen.switch("reduced_motion").rect.center)
    assert not anim.reduced_motion() and settings.load()["reduced_motion"] is False
    click(app, screen.back.rect.center)
    assert app.top is menu


def test_the_focus_ring_is_drawn_around_the_focused_button_at_its_window_pixels(app):
    """Tab shows the keyboard's ring: at 2x it is drawn FOCUS_GAP units out from the focused
    target, white inside a dark edge, at the window pixels that show it (game/ui/focus.py)."""
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
        app.step()
    menu = app.top
    target = menu.focus_ring.find(menu.focus_targets())
    assert app.keyboard and target is not None
    app.full_frame = True
    app.render()
    ring = target.rect.inflate(2 * theme.FOCUS_GAP, 2 * theme.FOCUS_GAP)
    x, y = at(app, (ring.x, ring.centery))
    assert app.window.get_at((x + 2, y))[:3] == theme.FOCUS_INNER      # 1 unit inside the ring's edge
    assert app.window.get_at((x - 3, y))[:3] == theme.FOCUS_OUTER      # its dark edge, outside
