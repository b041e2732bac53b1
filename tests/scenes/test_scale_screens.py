"""The screens that are not a game table, after the window changes its scale (issue 30): what a
screen made once and kept (a rules page's layout, the results' chart, the wooden background)
is made again at the new pixel size, so nothing is drawn as a stretched picture of the old one;
a rules page keeps its place; a tooltip stays inside the screen at any scale."""
from __future__ import annotations

import pygame
import pytest

from game import layoutcheck, smoke
from game.scenes.common.rules_help import RulesScene
from game.ui import canvas as canvas_module
from game.ui.tooltip import Tooltip, draw_tooltip

# every smoke scene of this area that draws no game table under it (the replay viewer, the log
# and the pause menu show a table: the tables' own tests cover what those keep)
SCREENS = ("menu", "load", "continue", "settings", "rules (controls)", "paddy: setup", "pondscape: rules",
           "koinobori: results", "pondscape: solo results", "save dialog", "online", "online: tables",
           "online: invite", "handoff")


def resize(app, size) -> None:
    """The player drags the window to `size` pixels (as SDL tells the app)."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()


@pytest.fixture
def soft_blits(monkeypatch):
    """Every blit during the test of a picture made at another scale than what it is drawn on
    (the Canvas resizes those on the way: right size, soft)."""
    seen: list[str] = []
    original = canvas_module.Canvas.blit

    def blit(self, source, dest, area=None, special_flags=0):
        made_at = source.scale if isinstance(source, canvas_module.Canvas) else 1.0
        if made_at != self.scale:
            seen.append(f"{made_at:g}x picture of {source.get_size()} units drawn at {self.scale:g}x, at {dest}")
        return original(self, source, dest, area, special_flags)

    monkeypatch.setattr(canvas_module.Canvas, "blit", blit)
    return seen


@pytest.mark.parametrize("size", [(2560, 1440), (1024, 600)])
def test_a_screen_shown_at_1x_draws_nothing_soft_after_the_window_changes_scale(size, soft_blits, tmp_path,
                                                                               monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = layoutcheck.make_app((1280, 720))
    layoutcheck.sample_saves()
    scenes = dict(smoke._scenes(app))
    bad = {}
    for name in SCREENS:
        resize(app, (1280, 720))
        smoke.show(app, scenes[name]())
        app.full_frame = True
        app.render()
        assert not soft_blits, (name, soft_blits)   # at 1x everything is made at 1x
        resize(app, size)
        assert app.scale == pytest.approx(size[0] / 1280)
        app.full_frame = True
        app.render()
        if soft_blits:
            bad[name] = soft_blits[:3]
            soft_blits.clear()
    assert not bad, bad


def test_a_rules_page_is_laid_out_again_at_2x_at_about_the_same_place(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = layoutcheck.make_app((1280, 720))
    app.go_home()
    page = app.push(RulesScene(app, "paddy"))
    for _ in range(12):
        page.view.page_down()
    app.render()
    shown = page.view.visible_rows()
    first_text = page.page.rows[shown[0]].text()
    resize(app, (2560, 1440))
    assert app.top is page
    # the words that began the first row come first again (in the first row, which may begin a
    # few words earlier: the page wraps a little differently at 2x)
    shown = page.view.visible_rows()
    again = page.page.rows[shown[0]].text()
    opening = " ".join(first_text.split()[:3])
    assert opening in again + " " + page.page.rows[shown[1]].text(), (first_text, again)
    assert again.split()[0] in first_text.split() or opening in again, (first_text, again)
    app.full_frame = True
    app.render()
    assert page.view.strays == []   # every row drawn stays inside the text area
    page.view.home()
    for _ in range(200):             # and every row of the page is drawn whole, scrolling at 2x
        page.view.page_down()
        app.render()
    page.view.home()
    app.render()
    assert page.problems() == []


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (2560, 1440), (2600, 1500)])
def test_a_tooltip_near_a_corner_stays_inside_the_screen(size):
    app = layoutcheck.make_app(size)
    tip = Tooltip("Marsh Guardian of the pond", ("It scores at the end of the game for every frog beside it.",) * 3)
    for pointer in ((1275, 715), (2, 715), (1275, 2), (640, 360)):
        box = draw_tooltip(app.canvas, app.assets, tip, pointer)
        assert app.canvas.get_rect().contains(box), (size, pointer, box)
