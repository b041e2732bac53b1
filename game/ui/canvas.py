"""Surfaces drawn in layout units, stored at the window's own pixel size (issue 30, UI scale).

Every scene lays itself out on a 1280x720 plan (theme.LOGICAL_SIZE).  The window may be any
size: its pixels per layout unit, the **scale**, is the smaller of width/1280 and height/720
(`fit_scale`).  A `Canvas` holds pixels at that scale and takes every coordinate in layout
units: `blit`, `fill`, `set_clip`, `get_rect`, `subsurface` multiply by the scale, and the
shapes of game/ui/paint.py (the stand-in for pygame.draw) do too.  Text and sprites are
rendered at their pixel size (game/ui/assets.py), so a 2560x1440 window shows the 1280x720
plan at twice the size with text as sharp as at 1x, not a blurred stretch of a small picture.

Why a wrapper and not a pygame.Surface subclass: a subclass would be accepted by pygame.draw
and pygame.transform, which would silently draw it in pixels; a wrapper makes every place that
still speaks pixels fail loudly at any scale, so the whole test suite (at 1x) finds them.

At scale 1 a Canvas is the surface as before, pixel for pixel.  Images (text, sprites, layers)
are Canvases too: blitting one made at the target's scale copies its pixels; one made at
another scale (a raw pygame.Surface counts as scale 1) is resized on the way (correct size,
softer), so nothing is ever drawn at the wrong place.
"""
from __future__ import annotations

import math

import pygame

_current = 1.0   # the scale new layers, text and sprites are made at (the window's: set_scale)


def current_scale() -> float:
    return _current


def set_scale(scale: float) -> None:
    """The window's scale changed (game/app.py): what is made from now on is made at `scale`."""
    global _current
    _current = float(scale) if scale > 0 else 1.0


def fit_scale(window: tuple[int, int], plan: tuple[int, int]) -> float:
    """Pixels per layout unit for a window of `window` pixels showing a `plan` laid out in units."""
    return min(window[0] / plan[0], window[1] / plan[1]) or 1.0


def px(value: float, scale: float) -> int:
    """A length in layout units as whole pixels (a 1-unit line stays at least 1 pixel)."""
    if value == 0:
        return 0
    return max(1, round(value * scale)) if value > 0 else round(value * scale)


def rect_px(rect, scale: float) -> pygame.Rect:
    """A layout rect in pixels: its edges scaled and rounded, so rects that touch still touch."""
    r = pygame.Rect(rect)
    if scale == 1:
        return r
    x0, y0 = round(r.x * scale), round(r.y * scale)
    return pygame.Rect(x0, y0, round(r.right * scale) - x0, round(r.bottom * scale) - y0)


def rect_units(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """A pixel rect in layout units, grown to whole units (what it touches)."""
    if scale == 1:
        return pygame.Rect(rect)
    x0, y0 = math.floor(rect.x / scale), math.floor(rect.y / scale)
    return pygame.Rect(x0, y0, math.ceil(rect.right / scale) - x0, math.ceil(rect.bottom / scale) - y0)


def point_px(point, scale: float) -> tuple[int, int]:
    if scale == 1:
        return (round(point[0]), round(point[1])) if not isinstance(point[0], int) else (point[0], point[1])
    return (round(point[0] * scale), round(point[1] * scale))


class Canvas:
    """Pixels (`surface`) drawn in layout units; `size` is the size in units."""
    __slots__ = ("surface", "scale", "size")

    def __init__(self, surface: pygame.Surface, scale: float = 1.0,
                 size: tuple[int, int] | None = None) -> None:
        self.surface = surface
        self.scale = scale
        if size is None:
            w, h = surface.get_size()
            size = (w, h) if scale == 1 else (round(w / scale), round(h / scale))
        self.size = (int(size[0]), int(size[1]))

    def __repr__(self) -> str:
        return f"<Canvas {self.size[0]}x{self.size[1]} units at {self.scale:g}x>"

    # --- size, in layout units -------------------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **where) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.size)
        for name, value in where.items():
            setattr(r, name, value)
        return r

    # --- drawing -----------------------------------------------------------------------------
    def blit(self, source, dest, area=None, special_flags: int = 0) -> pygame.Rect:
        """`source` (a Canvas, or a pygame.Surface counted in units) at `dest` (units)."""
        s = self.scale
        if s == 1 and (not isinstance(source, Canvas) or source.scale == 1):   # as pygame would
            return self.surface.blit(pixels(source), dest, area, special_flags)
        if isinstance(source, Canvas):
            image, from_scale = source.surface, source.scale
        else:
            image, from_scale = source, 1.0
        x, y = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
        if area is not None:
            area = pygame.Rect(area)
        if from_scale != s:   # made at another scale: resized to this one on the way
            if area is not None:
                image = image.subsurface(rect_px(area, from_scale).clip(image.get_rect()))
                area = None
            w, h = image.get_size()
            size = (max(1, round(w * s / from_scale)), max(1, round(h * s / from_scale)))
            if size != (w, h):
                image = pygame.transform.smoothscale(image, size)
            from_scale = s
        if area is not None and s != 1:
            area = rect_px(area, s)
        done = self.surface.blit(image, point_px((x, y), s), area, special_flags)
        return rect_units(done, s)

    def blits(self, sequence, doreturn: bool = True):
        done = [self.blit(*item) for item in sequence]
        return done if doreturn else None

    def fill(self, colour, rect=None, special_flags: int = 0) -> pygame.Rect:
        if self.scale == 1:
            return self.surface.fill(colour, rect, special_flags)
        if rect is None:
            return rect_units(self.surface.fill(colour, None, special_flags), self.scale)
        r, given = rect_px(rect, self.scale), pygame.Rect(rect)
        # a line one unit high (or wide) stays at least a pixel: its rounded edges met at 0.8
        # scale for one unit in five, and a rules table lost the line between two of its rows
        r.w, r.h = (max(1, r.w) if given.w > 0 else r.w), (max(1, r.h) if given.h > 0 else r.h)
        return rect_units(self.surface.fill(colour, r, special_flags), self.scale)

    def set_clip(self, rect) -> None:
        self.surface.set_clip(None if rect is None else rect_px(rect, self.scale))

    def get_clip(self) -> pygame.Rect:
        clip = self.surface.get_clip()
        if clip == self.surface.get_rect():
            return self.get_rect()
        return rect_units(clip, self.scale)

    def subsurface(self, rect) -> "Canvas":
        r = pygame.Rect(rect)
        return Canvas(self.surface.subsurface(rect_px(r, self.scale)), self.scale, r.size)

    def get_at(self, point):
        return self.surface.get_at(point_px(point, self.scale))

    def set_at(self, point, colour) -> None:
        self.surface.set_at(point_px(point, self.scale), colour)

    # --- like a pygame.Surface ------------------------------------------------------------------
    def copy(self) -> "Canvas":
        return Canvas(self.surface.copy(), self.scale, self.size)

    def convert(self, *args) -> "Canvas":
        return Canvas(self.surface.convert(*args), self.scale, self.size)

    def convert_alpha(self, *args) -> "Canvas":
        return Canvas(self.surface.convert_alpha(*args), self.scale, self.size)

    def set_alpha(self, value, flags: int = 0) -> None:
        self.surface.set_alpha(value, flags)

    def get_alpha(self):
        return self.surface.get_alpha()

    def set_colorkey(self, *args) -> None:
        self.surface.set_colorkey(*args)

    def get_flags(self) -> int:
        return self.surface.get_flags()

    def get_bytesize(self) -> int:
        return self.surface.get_bytesize()

    def get_bitsize(self) -> int:
        return self.surface.get_bitsize()

    def get_masks(self):
        return self.surface.get_masks()

    def get_bounding_rect(self, min_alpha: int = 1) -> pygame.Rect:
        return rect_units(self.surface.get_bounding_rect(min_alpha), self.scale)

    def get_abs_parent(self) -> "Canvas":
        parent = self.surface.get_abs_parent()
        return self if parent is self.surface else Canvas(parent, self.scale)

    def get_abs_offset(self) -> tuple[int, int]:
        x, y = self.surface.get_abs_offset()
        return (x, y) if self.scale == 1 else (round(x / self.scale), round(y / self.scale))

    def pixel_size(self) -> tuple[int, int]:
        return self.surface.get_size()


def layer(size, flags: int = 0, like=None, scale: float | None = None) -> Canvas:
    """A new Canvas of `size` units at the current scale (`flags`: pygame.SRCALPHA for a
    translucent layer; `like`: a Canvas or surface whose pixel format to take)."""
    s = current_scale() if scale is None else scale
    w, h = int(size[0]), int(size[1])
    pixels = (max(0, round(w * s)), max(0, round(h * s)))
    if like is not None:
        like = like.surface if isinstance(like, Canvas) else like
        surface = pygame.Surface(pixels, flags, like)
    else:
        surface = pygame.Surface(pixels, flags)
    return Canvas(surface, s, (w, h))


def image(surface: pygame.Surface, scale: float | None = None) -> Canvas:
    """Pixels rendered for `scale` (text, a sprite at its pixel size) as a Canvas to blit."""
    return Canvas(surface, current_scale() if scale is None else scale)


def pixels(thing) -> pygame.Surface:
    """The pygame.Surface behind `thing` (for pygame.transform and other pixel tools)."""
    return thing.surface if isinstance(thing, Canvas) else thing
