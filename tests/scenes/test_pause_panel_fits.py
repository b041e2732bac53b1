"""The pause menu's panel ends a margin below its last button, the margin it has at its sides (a
play-tester saw an empty band under "Quit to menu": the layout kept room for a sentence that
is seldom there), at every window size (the UI scale is the window's size) and in both
languages; when a sentence does show under the buttons (a save's), the panel holds it and ends
just below it.  Measured on the pixels drawn, after real clicks and keys."""
from __future__ import annotations

import pygame
import pytest

from at_scale import app_at, click
from driver import key
from game import i18n
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.pause import PauseScene
from game.scenes.common.save_name import SaveNameScene
from game.simulate import default_setup
from game.ui import textrecord, theme
from game.ui.canvas import rect_px

SIZES = [(1024, 600), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (1280, 1024)]


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    yield
    i18n.set_language("en")
    pygame.quit()


def paused(size, lang: str) -> tuple:
    i18n.set_language(lang)
    app = app_at(size)
    registry.start_new(app, default_setup("paddy", 2), seed=5)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    return app, app.top


def paper_run(app, start: tuple[int, int], step: tuple[int, int]) -> int:
    """How many canvas pixels from `start` (a canvas pixel), going by `step`, are the panel's paper."""
    surface = app.canvas.surface
    x, y, n = *start, 0
    while surface.get_rect().collidepoint(x, y) and surface.get_at((x, y))[:3] == theme.PAPER[:3]:
        x, y, n = x + step[0], y + step[1], n + 1
    return n


def margins(app, pause) -> tuple[int, int]:
    """In canvas pixels: the paper left of the first button, and below the last one (its shadow
    is 3 units deep), just inside the panel's edge (clear of any sentence's ink)."""
    app.full_frame = True
    app.render()
    first = rect_px(pause.buttons[0].rect, app.scale)
    last = rect_px(max((b.rect for b in pause.buttons), key=lambda r: r.bottom), app.scale)
    side = paper_run(app, (first.x - 1, first.centery), (-1, 0))
    below_from = last.bottom + round(4 * app.scale)
    bottom = (below_from - last.bottom) + paper_run(app, (first.x - side + round(4 * app.scale), below_from), (0, 1))
    return side, bottom


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_the_panel_ends_a_margin_below_the_last_button(size, lang):
    app, pause = paused(size, lang)
    side, bottom = margins(app, pause)
    assert side > 10 * app.scale
    assert abs(bottom - side) <= 2 + app.scale, (size, side, bottom)   # (the panel's 2-unit edge, rounding)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_sentence_under_the_buttons_is_held_by_the_panel_just_below_it(size, lang):
    app, pause = paused(size, lang)
    click(app, pause.buttons[1].rect.center)                 # Save game
    assert isinstance(app.top, SaveNameScene)
    key(app, pygame.K_RETURN)
    assert app.top is pause and pause.message
    holds_just_below(app, pause, pause.message)


def holds_just_below(app, pause, sentence: str) -> None:
    """`sentence` is drawn whole under the buttons, on the panel's paper, which ends soon after it."""
    with textrecord.recording() as rec:
        side, bottom = margins(app, pause)
    zone = pause.layout.zone("message")
    said = [t for t in rec.texts if t.string and t.string in sentence and zone.collidepoint(t.ink.center)]
    assert "".join(t.string for t in said).replace(" ", "") == sentence.replace(" ", "")
    ink = said[0].ink.unionall([t.ink for t in said])          # (in layout units)
    last = max(b.rect.bottom for b in pause.buttons)
    paper_end = last + bottom / app.scale                       # in units
    assert ink.bottom <= paper_end - 6, (ink, paper_end)        # inside the paper, off its edge
    assert paper_end - ink.bottom <= side / app.scale, (ink, paper_end)   # and the panel ends soon after


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_online_tables_menu_holds_its_standing_note(tmp_path, lang):
    """The online table's menu (online/pause.py draws with this one) always shows a sentence."""
    from online_windows import Server, host_table, is_table, press, pump, window

    server = Server(tmp_path / "server").start()
    host = window()
    try:
        host_table(host, server.url, "Koinobori", second="Easy")
        press(host, "Go to the table")
        pump([host], lambda: is_table(host), what="the host's table")
        i18n.set_language(lang)
        press(host, i18n._("Menu"))
        menu = host.top
        assert isinstance(menu, PauseScene) and menu.standing_note
        holds_just_below(host, menu, i18n._(menu.standing_note))
    finally:
        for scene in host.stack:
            if getattr(scene, "online", False):
                scene.session.close()
        server.kill()
