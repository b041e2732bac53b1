"""Real mouse events at WINDOW pixels, for tests of a table in a window of any size (issue 30,
UI scale): a layout point (x, y) is shown at window pixel (s*x + ox, s*y + oy), s = app.scale,
(ox, oy) = app.view.topleft (the letter-box); at 1280x720 the two are the same."""
from __future__ import annotations

import os

import pygame

from game.launch import make_app


def app_at(size: tuple[int, int]):
    """A headless app with a window of `size` pixels."""
    return make_app(size=size, headless=True)


def resize(app, size: tuple[int, int]) -> None:
    """The window made `size` pixels large, as a player dragging its corner does: the system's
    resize event goes through the app's loop."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()


def window_px(app, pos) -> tuple[int, int]:
    """The window pixel where the layout point `pos` is drawn (its top-left pixel)."""
    return (app.view.x + round(pos[0] * app.scale), app.view.y + round(pos[1] * app.scale))


def move_px(app, pixel, dragging: bool = False) -> None:
    buttons = (1, 0, 0) if dragging else (0, 0, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=buttons))
    app.step()


def click_px(app, pixel, button: int = 1) -> None:
    """Move there, press and release: a click at window `pixel`."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pixel, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pixel, button=button))
    app.step()


def click(app, pos, button: int = 1) -> None:
    """A click on the layout point `pos`, posted where the window shows it."""
    click_px(app, window_px(app, pos), button)


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
