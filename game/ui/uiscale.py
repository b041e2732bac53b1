"""The UI scale (issue 30): how many screen pixels the 1280x720 plan gets per desktop point.

The player's setting "ui_scale" (100-200 %) is read as pixels per point, and the window opens at
1280x720 points: 1280*u x 720*u pixels, or the largest of that shape the desktop's usable area
holds (`window_size`).  Everything is then drawn at the window's own pixel size (game/app.py
`_fit_window`), so the effective scale is the window's pixels / 1280x720.  Full screen fills the
screen whatever the UI scale.

When the player never chose one, the default comes from the display's DPI where SDL tells it
(`scale_from_dpi`: 96 dpi is 100 %, rounded to the nearest 25 %), else 100 %.  pygame-ce 2.5.8
has no call for the DPI nor for the usable area, so both are asked of the SDL2 library pygame
already loaded, through ctypes (`_sdl`); any failure means "unknown", never an error.
"""
from __future__ import annotations

import ctypes
import glob
import math
import os
import sys
import warnings
from typing import Callable

import pygame

from ..settings import UI_SCALES as SCALES   # the settings screen's steps, in %
DEFAULT_SCALE = 100                  # when the display does not say its DPI
BASE_DPI = 96.0                      # what desktops call 100 %
PLAN = (1280, 720)                   # the layout's size in units (theme.LOGICAL_SIZE), in points here


def scale_from_dpi(dpi: Callable[[], float | None]) -> int:
    """The UI scale for a display whose DPI `dpi()` says (None: unknown): dpi / 96 to the
    nearest 25 %, from 100 to 200; anything unknown or odd is 100 %."""
    try:
        value = dpi()
    except Exception:   # the probe's own failure is "unknown" too
        value = None
    if not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
        return DEFAULT_SCALE
    quarters = math.floor(value / BASE_DPI * 4 + 0.5)   # half a step rounds up, as people expect
    return max(SCALES[0], min(SCALES[-1], quarters * 25))


def default_scale() -> int:
    """The UI scale when the player never chose one: from the first display's DPI, else 100 %."""
    return scale_from_dpi(display_dpi)


def nearest(scale) -> int:
    """`scale` as one of SCALES (a stored value is checked already; this keeps callers safe)."""
    if not isinstance(scale, (int, float)) or isinstance(scale, bool):
        return DEFAULT_SCALE
    return min(SCALES, key=lambda s: abs(s - scale))


def window_size(scale: int, usable: tuple[int, int] | None) -> tuple[int, int]:
    """The window for UI scale `scale` %: 1280x720 points in pixels, or, when the desktop's
    usable area (`usable`, pixels; None: unknown) is smaller, the largest of the same shape in it."""
    w, h = round(PLAN[0] * scale / 100), round(PLAN[1] * scale / 100)
    if usable is None or (w <= usable[0] and h <= usable[1]):
        return w, h
    fit = min(usable[0] / PLAN[0], usable[1] / PLAN[1])
    return max(1, math.floor(PLAN[0] * fit)), max(1, math.floor(PLAN[1] * fit))


def fit_size(size: tuple[int, int], usable: tuple[int, int] | None) -> tuple[int, int]:
    """An asked-for window size (`--size WxH`) as the desktop's usable area (`usable`, pixels;
    None: unknown) holds it: itself when it fits, else the largest of the same shape that does
    (a window larger than the screen opened with its Settings and Quit off the screen)."""
    w, h = size
    if usable is None or (w <= usable[0] and h <= usable[1]):
        return w, h
    fit = min(usable[0] / w, usable[1] / h)
    return max(1, min(usable[0], math.floor(w * fit))), max(1, min(usable[1], math.floor(h * fit)))


# --- asking SDL (ctypes) ---------------------------------------------------------------------
class _Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


_library: list = []   # [the CDLL or None], found once


def _sdl():
    """The SDL2 library pygame loaded (the same handle: the display it opened is the one asked),
    or None when it cannot be found."""
    if not _library:
        _library.append(_open_sdl())
    return _library[0]


def _sdl_candidates() -> list[str]:
    """Where pygame's own SDL2 is: already mapped into this process (Linux), in the wheel's
    library folder (pygame_ce.libs, macOS's .dylibs), or beside pygame's modules (Windows and
    the Windows build)."""
    here = os.path.dirname(pygame.__file__)
    found = []
    try:   # Linux: the copy actually loaded, whatever folder a build put it in
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                path = line.rstrip("\n").split(" ")[-1]
                if os.path.basename(path).startswith(("libSDL2-2", "libSDL2.")) and path not in found:
                    found.append(path)
    except OSError:
        pass
    for pattern in (os.path.join(here, "SDL2.dll"),
                    os.path.join(os.path.dirname(here), "pygame_ce.libs", "libSDL2-2*"),
                    os.path.join(here, ".dylibs", "libSDL2-2*"), os.path.join(here, ".dylibs", "libSDL2.*"),
                    os.path.join(getattr(sys, "_MEIPASS", here), "SDL2.dll")):
        found += [p for p in sorted(glob.glob(pattern)) if p not in found]
    return found


def _open_sdl():
    for path in _sdl_candidates():
        try:
            library = ctypes.CDLL(path)
            library.SDL_GetDisplayDPI   # (a lookup: raises AttributeError if this is not SDL2)
            return library
        except (OSError, AttributeError):
            continue
    return None


def display_dpi(index: int = 0) -> float | None:
    """The diagonal DPI SDL reports for display `index`, or None (no display, a driver that does
    not know, no SDL2 found).  Never raises."""
    try:
        sdl = _sdl()
        if sdl is None or not pygame.display.get_init():
            return None
        ddpi, hdpi, vdpi = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
        sdl.SDL_GetDisplayDPI.argtypes = [ctypes.c_int] + [ctypes.POINTER(ctypes.c_float)] * 3
        sdl.SDL_GetDisplayDPI.restype = ctypes.c_int
        if sdl.SDL_GetDisplayDPI(index, ctypes.byref(ddpi), ctypes.byref(hdpi), ctypes.byref(vdpi)) != 0:
            return None
        value = ddpi.value or hdpi.value
        return float(value) if math.isfinite(value) and value > 0 else None
    except Exception:
        return None


FRAME_AT_96_DPI = (31, 8, 8, 8)   # px: a Windows 10/11 window's caption, left, bottom, right edges at 100 %


def frame_estimate(dpi: float | None) -> tuple[int, int, int, int]:
    """(top, left, bottom, right): a Windows window's frame at `dpi` (None: 96), for when SDL
    cannot say (no window yet)."""
    factor = (dpi if isinstance(dpi, (int, float)) and math.isfinite(dpi) and dpi > 0 else BASE_DPI) / BASE_DPI
    return tuple(round(edge * factor) for edge in FRAME_AT_96_DPI)


def window_frame() -> tuple[int, int, int, int]:
    """(top, left, bottom, right) pixels of the frame round the window's drawing area: SDL's
    answer for the open window; else, on Windows, `frame_estimate` at the display's DPI (the
    system draws the caption outside the area a program sizes and places, and moves no window
    back on screen); elsewhere nothing (a window manager keeps its own frame on screen; Xvfb
    has none).  Never raises."""
    try:
        sdl = _sdl()
        if sdl is not None and pygame.display.get_init() and pygame.display.get_surface() is not None:
            sdl.SDL_GetWindowFromID.argtypes = [ctypes.c_uint32]
            sdl.SDL_GetWindowFromID.restype = ctypes.c_void_p   # (a pointer: the default int would cut it)
            with warnings.catch_warnings():   # (pygame-ce 2.5 warns of Window surfaces; only its id is read)
                warnings.simplefilter("ignore", DeprecationWarning)
                window_id = pygame.Window.from_display_module().id
            window = sdl.SDL_GetWindowFromID(window_id)
            if window:
                edges = [ctypes.c_int() for _edge in range(4)]
                sdl.SDL_GetWindowBordersSize.argtypes = [ctypes.c_void_p] + [ctypes.POINTER(ctypes.c_int)] * 4
                sdl.SDL_GetWindowBordersSize.restype = ctypes.c_int
                if sdl.SDL_GetWindowBordersSize(window, *(ctypes.byref(e) for e in edges)) == 0:
                    found = tuple(max(0, e.value) for e in edges)
                    if any(found):
                        return found
    except Exception:
        pass
    return frame_estimate(display_dpi()) if sys.platform == "win32" else (0, 0, 0, 0)


def client_room(usable: pygame.Rect, frame: tuple[int, int, int, int]) -> pygame.Rect:
    """The part of the desktop's usable area a window's drawing area may take so that its frame
    (top, left, bottom, right) stays inside too: a play-test under Wine at 150 % opened the
    window as tall as the usable area, its caption (and close button) above the screen."""
    top, left, bottom, right = frame
    return pygame.Rect(usable.x + left, usable.y + top, max(1, usable.w - left - right), max(1, usable.h - top - bottom))


def usable_area(index: int = 0) -> pygame.Rect | None:
    """The room for the window's drawing area on display `index`, in pixels: the desktop's
    usable area (without the taskbar or panels, where SDL knows them; else the whole desktop)
    less the window's frame (`client_room`), else None.  Never raises.  The dummy driver (tests,
    headless tools) has no desktop: its 1024x768 is a placeholder, not a screen to fit."""
    try:
        if pygame.display.get_init() and pygame.display.get_driver() == "dummy":
            return None
        desktop = _desktop_usable(index)
        return client_room(desktop, window_frame()) if desktop is not None else None
    except Exception:
        return None


def _desktop_usable(index: int) -> pygame.Rect | None:
    """The desktop's usable area of display `index` (SDL's), else the whole desktop, else None."""
    try:
        sdl = _sdl()
        if sdl is not None and pygame.display.get_init():
            rect = _Rect()
            sdl.SDL_GetDisplayUsableBounds.argtypes = [ctypes.c_int, ctypes.POINTER(_Rect)]
            sdl.SDL_GetDisplayUsableBounds.restype = ctypes.c_int
            if sdl.SDL_GetDisplayUsableBounds(index, ctypes.byref(rect)) == 0 and rect.w > 0 and rect.h > 0:
                return pygame.Rect(rect.x, rect.y, rect.w, rect.h)
        sizes = pygame.display.get_desktop_sizes()
        if index < len(sizes) and sizes[index][0] > 0:
            return pygame.Rect((0, 0), sizes[index])
    except Exception:
        pass
    return None
