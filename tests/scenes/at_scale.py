"""Drive a table in a window of any size with real mouse events (issue 30, UI scale).

Scenes take layout units (the 1280x720 plan); the mouse speaks window pixels.  At scale s a
layout point (x, y) is the window pixel (s*x, s*y) plus the letter-box offset `app.view.topleft`,
so these helpers post every event there, as a player's mouse would.
"""
from __future__ import annotations

import pygame

from game.launch import make_app
from game.ui import theme
from game.ui.canvas import pixels


def app_at(scale: float):
    """A headless app whose window is the 1280x720 plan times `scale`."""
    w, h = theme.LOGICAL_SIZE
    app = make_app(size=(round(w * scale), round(h * scale)), headless=True)
    assert app.scale == scale
    return app


def window_px(app, pos) -> tuple[int, int]:
    """The window pixel showing the layout point `pos`."""
    return (app.view.x + round(pos[0] * app.scale), app.view.y + round(pos[1] * app.scale))


def move(app, pos, held: bool = False) -> None:
    buttons = (1, 0, 0) if held else (0, 0, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window_px(app, pos), rel=(0, 0), buttons=buttons))
    app.step()


def click(app, pos) -> None:
    """Move there, press and release (the units' point, posted in window pixels)."""
    at = window_px(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    app.step()


def press(app, pos) -> None:
    at = window_px(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    app.step()


def release(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_px(app, pos), button=1))
    app.step()


def resize(app, size: tuple[int, int]) -> None:
    """The window becomes `size` pixels, as when the player drags its corner (the app hears of
    it through the event the window system sends)."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()
    app.render()


def region_means(canvas, step: int = 80) -> dict[tuple[int, int], tuple[int, int, int]]:
    """The mean colour of every `step`-unit square of the canvas (layout units, any scale)."""
    surface = pixels(canvas)
    s = canvas.scale
    w, h = canvas.get_size()
    means = {}
    for y in range(0, h, step):
        for x in range(0, w, step):
            rect = pygame.Rect(round(x * s), round(y * s), round(step * s), round(step * s))
            means[(x, y)] = tuple(pygame.transform.average_color(surface, rect.clip(surface.get_rect()))[:3])
    return means


def worst_region(a, b, step: int = 80) -> tuple[int, tuple[int, int]]:
    """(largest channel difference, where) between two canvases' region means."""
    ma, mb = region_means(a, step), region_means(b, step)
    return max((max(abs(p - q) for p, q in zip(ma[k], mb[k])), k) for k in ma)


def same_pixels(a, b) -> bool:
    return pygame.image.tobytes(pixels(a), "RGB") == pygame.image.tobytes(pixels(b), "RGB")
