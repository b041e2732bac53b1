"""Drive a table in a window of any size with real mouse events (issue 30, UI scale).

Scenes take layout units (the 1280x720 plan); the mouse speaks window pixels.  At scale s a
layout point (x, y) is the window pixel (s*x, s*y) plus the letter-box offset `app.view.topleft`,
so these helpers post every event there, as a player's mouse would.
"""
from __future__ import annotations

import os

import pygame

from game.launch import make_app
from game.ui import theme
from game.ui.canvas import pixels


def app_at(scale_or_size):
    """A headless app whose window is the 1280x720 plan times a scale, or of (w, h) pixels."""
    if isinstance(scale_or_size, tuple):
        return make_app(size=scale_or_size, headless=True)
    w, h = theme.LOGICAL_SIZE
    app = make_app(size=(round(w * scale_or_size), round(h * scale_or_size)), headless=True)
    assert app.scale == scale_or_size
    return app


def window_px(app, pos) -> tuple[int, int]:
    """The window pixel showing the layout point `pos`."""
    return (app.view.x + round(pos[0] * app.scale), app.view.y + round(pos[1] * app.scale))


def move(app, pos, held: bool = False) -> None:
    buttons = (1, 0, 0) if held else (0, 0, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window_px(app, pos), rel=(0, 0), buttons=buttons))
    app.step()


def click(app, pos, button: int = 1) -> None:
    """Move there, press and release (the units' point, posted in window pixels)."""
    click_px(app, window_px(app, pos), button)


def click_px(app, pixel, button: int = 1) -> None:
    """Move there, press and release: a click at window `pixel`."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pixel, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pixel, button=button))
    app.step()


def move_px(app, pixel, dragging: bool = False) -> None:
    buttons = (1, 0, 0) if dragging else (0, 0, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=buttons))
    app.step()


def press_px(app, pixel) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pixel, button=1))
    app.step()


def release_px(app, pixel) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pixel, button=1))
    app.step()


def last_pixel(app, rect: pygame.Rect) -> tuple[int, int]:
    """The bottom-right window pixel of what is drawn over the layout `rect` (its edges are
    scaled and rounded: game/ui/canvas.py rect_px)."""
    return (app.view.x + round(rect.right * app.scale) - 1, app.view.y + round(rect.bottom * app.scale) - 1)


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


def region_colour(canvas, rect: pygame.Rect) -> tuple[int, int, int]:
    """The mean colour of the canvas over the layout `rect` (at any scale: compares a 2x frame
    with a 1x one)."""
    from game.ui import paint

    return tuple(paint.average_color(canvas, rect)[:3])


def close(a, b, tolerance: int) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


SAVE = os.environ.get("SCALE_SHOTS")   # a folder: the tests save what they drew, to look at


def save(app, name: str) -> None:
    if SAVE:
        os.makedirs(SAVE, exist_ok=True)
        pygame.image.save(app.window, os.path.join(SAVE, name + ".png"))
