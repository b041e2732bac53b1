"""Bounded caches of rendered surfaces: least recently used first out, sized in bytes.

Rendered text, scaled sprites and the translucent layers of glows, hatching and tints are made
once and blitted every frame, but what they hold changes over a session (scores, prompts, log
lines, window sizes), so every such cache has a byte budget.  All of them are emptied when a
table closes (`release_all`, called by the app when it goes back to the title menu), so one
game's pictures never outlive it.
"""
from __future__ import annotations

import weakref
from collections import OrderedDict
from typing import Callable

import pygame

from .canvas import current_scale

_ALL: "weakref.WeakSet[SurfaceCache]" = weakref.WeakSet()


def surface_bytes(surface: pygame.Surface) -> int:
    """Pixel memory a surface (or a Canvas's) owns (a subsurface shares its parent's: 0)."""
    surface = getattr(surface, "surface", surface)
    if surface.get_parent() is not None:
        return 0
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    """key -> surface, at most `max_bytes` of pixels; the least recently used go first."""

    def __init__(self, name: str, max_bytes: int) -> None:
        self.name = name
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict = OrderedDict()  # key -> (surface, bytes)
        _ALL.add(self)

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key) -> pygame.Surface | None:
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        return item[0]

    def put(self, key, surface: pygame.Surface) -> pygame.Surface:
        cost = surface_bytes(surface)
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        self._items[key] = (surface, cost)
        self.bytes += cost
        items = self._items
        while self.bytes > self.max_bytes and len(items) > 1:
            _key, (_surface, gone) = items.popitem(last=False)
            self.bytes -= gone
        return surface

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def memo(name: str, max_bytes: int) -> Callable:
    """Decorator: cache a function of hashable arguments that makes a surface, in a SurfaceCache."""

    def wrap(make: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        cache = SurfaceCache(name, max_bytes)

        def cached(*args) -> pygame.Surface:
            key = (args, current_scale())   # a layer made at one window scale is not another's
            surface = cache.get(key)
            if surface is None:
                surface = cache.put(key, make(*args))
            return surface

        cached.cache = cache
        cached.__doc__ = make.__doc__
        cached.__name__ = make.__name__
        return cached

    return wrap


def release_all() -> None:
    """Empty every surface cache (a table closed: its pictures are not needed any more)."""
    for cache in list(_ALL):
        cache.clear()


def give_back_memory() -> None:
    """After a table closed: collect its objects and hand the heap's free pages back to the
    system (glibc's malloc_trim), so the process's size falls back instead of staying at the
    high-water mark of the largest game.  Without it, the freed pixels and objects of a
    5-player table stay in the process (free to reuse, but counted in its memory): ~15 MiB more
    after the first game, growing by the largest game's (bench/memory.py).  Costs a few ms, once
    per table closed; does nothing where there is no glibc."""
    import gc

    gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


_TRIM: list = []


def _malloc_trim():
    if not _TRIM:
        fn = None
        try:
            import ctypes
            import sys

            if sys.platform.startswith("linux"):
                fn = ctypes.CDLL("libc.so.6").malloc_trim
                fn.argtypes = [ctypes.c_size_t]
                fn.restype = ctypes.c_int
        except (OSError, AttributeError, ImportError):
            fn = None
        _TRIM.append(fn)
    return _TRIM[0]


def total_bytes() -> int:
    return sum(cache.bytes for cache in list(_ALL))
