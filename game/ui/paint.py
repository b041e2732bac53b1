"""pygame.draw's shapes in layout units, for scenes drawing on a Canvas (game/ui/canvas.py).

Same names and arguments as pygame.draw; on a Canvas at scale s every position and length
is multiplied by s (a line or an outline is at least one pixel wide), so a shape drawn at 2x
is the same shape with crisp edges, not a stretched one.  On a plain pygame.Surface (the art
scripts, a pixel-level scratch surface) they are pygame.draw's own.  At scale 1 they are
exactly pygame.draw's: the pictures the tests know are unchanged.
"""
from __future__ import annotations

import pygame

from .canvas import Canvas, point_px, px, rect_px, rect_units

RADII = ("border_radius", "border_top_left_radius", "border_top_right_radius",
         "border_bottom_left_radius", "border_bottom_right_radius")


def _target(surface):
    """(pixels, scale) of what is drawn on."""
    if isinstance(surface, Canvas):
        return surface.surface, surface.scale
    return surface, 1.0


def _units(done: pygame.Rect, s: float) -> pygame.Rect:
    return done if s == 1 else rect_units(done, s)


def rect(surface, colour, rect, width: int = 0, **radii) -> pygame.Rect:
    pixels, s = _target(surface)
    if s == 1:
        return pygame.draw.rect(pixels, colour, rect, width, **radii)
    radii = {k: (px(v, s) if v > 0 else v) for k, v in radii.items() if k in RADII}
    return _units(pygame.draw.rect(pixels, colour, rect_px(rect, s), px(width, s), **radii), s)


def line(surface, colour, start, end, width: int = 1) -> pygame.Rect:
    pixels, s = _target(surface)
    if s == 1:
        return pygame.draw.line(pixels, colour, start, end, width)
    return _units(pygame.draw.line(pixels, colour, point_px(start, s), point_px(end, s), px(width, s)), s)


def lines(surface, colour, closed: bool, points, width: int = 1) -> pygame.Rect:
    pixels, s = _target(surface)
    if s == 1:
        return pygame.draw.lines(pixels, colour, closed, points, width)
    return _units(pygame.draw.lines(pixels, colour, closed, [point_px(p, s) for p in points], px(width, s)), s)


def aaline(surface, colour, start, end, *args) -> pygame.Rect:
    pixels, s = _target(surface)
    if s == 1:
        return pygame.draw.aaline(pixels, colour, start, end, *args)
    return _units(pygame.draw.aaline(pixels, colour, (start[0] * s, start[1] * s), (end[0] * s, end[1] * s)), s)


def polygon(surface, colour, points, width: int = 0) -> pygame.Rect:
    pixels, s = _target(surface)
    if s == 1:
        return pygame.draw.polygon(pixels, colour, points, width)
    return _units(pygame.draw.polygon(pixels, colour, [point_px(p, s) for p in points], px(width, s)), s)


def circle(surface, colour, center, radius, width: int = 0, **quadrants) -> pygame.Rect:
    pixels, s = _target(surface)
    if s == 1:
        return pygame.draw.circle(pixels, colour, center, radius, width, **quadrants)
    return _units(pygame.draw.circle(pixels, colour, point_px(center, s), max(1, round(radius * s)),
                                     px(width, s), **quadrants), s)


def ellipse(surface, colour, rect, width: int = 0) -> pygame.Rect:
    pixels, s = _target(surface)
    if s == 1:
        return pygame.draw.ellipse(pixels, colour, rect, width)
    return _units(pygame.draw.ellipse(pixels, colour, rect_px(rect, s), px(width, s)), s)


def arc(surface, colour, rect, start_angle: float, stop_angle: float, width: int = 1) -> pygame.Rect:
    pixels, s = _target(surface)
    if s == 1:
        return pygame.draw.arc(pixels, colour, rect, start_angle, stop_angle, width)
    return _units(pygame.draw.arc(pixels, colour, rect_px(rect, s), start_angle, stop_angle, px(width, s)), s)


def layer(size, flags: int = 0, like=None):
    """A new Canvas of `size` units at the window's scale (see game/ui/canvas.py `layer`)."""
    from .canvas import layer as make

    return make(size, flags, like)


def _resized(how, image, size) -> Canvas:
    """`image` (a Canvas) resized to `size` units, at its own scale."""
    s = image.scale if isinstance(image, Canvas) else 1.0
    pixels = image.surface if isinstance(image, Canvas) else image
    w, h = int(size[0]), int(size[1])
    return Canvas(how(pixels, (max(1, round(w * s)), max(1, round(h * s)))), s, (w, h))


def scale(image, size) -> Canvas:
    """pygame.transform.scale in units (a card squeezed as it turns over)."""
    return _resized(pygame.transform.scale, image, size)


def smoothscale(image, size) -> Canvas:
    """pygame.transform.smoothscale in units (a layer drawn large, smoothed down)."""
    return _resized(pygame.transform.smoothscale, image, size)


def average_color(image, rect=None):
    """pygame.transform.average_color, `rect` in units."""
    if isinstance(image, Canvas):
        image, rect = image.surface, (None if rect is None else rect_px(rect, image.scale))
    return pygame.transform.average_color(image) if rect is None else pygame.transform.average_color(image, rect)
