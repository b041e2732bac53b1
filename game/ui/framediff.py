"""Frames that cost what changed (issue 16).

Scenes draw the whole canvas; `FrameDiff` then
compares it with the last frame shown, in bands of BAND_H rows (memcmp through
`bytearray.startswith` on a view of the pixels: no copy), bisecting a changed band for the
span of its changed pixels, and only those rects are copied (or smooth-scaled, with a margin so the filter sees their neighbours) to the
window and pushed with `pygame.display.update(rects)`.  A frame that changes more than
FULL_SHARE of the canvas, or follows a resize or an expose, shows the whole canvas.  On X11 the
window's framebuffer is SDL's native one (MIT-SHM), not the texture SDL would otherwise put
behind the window surface (`SDL_FRAMEBUFFER_ACCELERATION=0`): measured under Xvfb
(bench/frames.py), the texture way re-renders and presents the whole window on every update,
~10 ms even for a 200x100 rect (software OpenGL, as in VMs and remote desktops), where the
native one costs ~0.45 ms for the whole window and ~0.1 ms for a small rect; pygame-ce's
`_sdl2` Renderer (a streaming texture, its rect updated, then present) measured the same
~10 ms as the texture framebuffer, for the same reason.
"""
from __future__ import annotations

from contextlib import contextmanager

import pygame

BAND_H = 16              # the canvas is compared with the last frame shown in bands of rows,
GRAIN = 16               # and within a changed band to this many pixels
FULL_SHARE = 0.6         # a frame changing more than this share of the canvas is shown whole
MAX_AREAS = 3            # a pointer-only frame draws the scene again in at most this many clipped areas


class FrameDiff:
    """Which parts of a surface changed since the last call: it keeps a copy of the pixels
    (updated only where they changed) and compares through zero-copy views (memcmp, via
    `bytearray.startswith`), band by band; in a changed band, bisection finds the leftmost and
    rightmost changed pixel of its rows, so a band gives one rect.

    A pointer move's frame may leave its changed bands unrecorded (`changed_in(defer=True)`):
    they are then *stale*, the kept copy older than the window there, within a span of columns
    per band.  Until a comparison records them again, a stale band counts as changed (shown
    again over the areas compared, or over its span by `changed`)."""

    def __init__(self) -> None:
        self._prev: bytearray | None = None
        self._stale: dict[int, tuple[int, int]] = {}   # band index -> the columns [x0, x1) not recorded

    def reset(self) -> None:
        self._prev = None
        self._stale = {}

    def changed(self, surface: pygame.Surface, full_share: float = FULL_SHARE) -> list[pygame.Rect] | None:
        """Rects of `surface` that differ from the last call's pixels: [] when none, None when
        there was nothing to compare with or more than `full_share` of the bands changed."""
        w, h = surface.get_size()
        pitch, bpp = surface.get_pitch(), surface.get_bytesize()
        with _pixels(surface) as view:
            prev = self._first_or_prev(view)
            if prev is None:
                return None
            stale, self._stale = self._stale, {}   # all recorded below
            if not stale and prev.startswith(view):  # same length: equal
                return []
            row_bytes, grain = w * bpp, GRAIN * bpp
            same = prev.startswith
            bands = []
            for y0 in range(0, h, BAND_H):
                start, end = y0 * pitch, min(h, y0 + BAND_H) * pitch
                if y0 // BAND_H in stale or not same(view[start:end], start):
                    bands.append(y0)
            if len(bands) * BAND_H > full_share * h:
                prev[:] = view
                return None
            spans = []
            for y0 in bands:
                y1 = min(h, y0 + BAND_H)
                # byte offsets in a row: the changed span so far (a stale band's to begin with)
                x0, x1 = stale.get(y0 // BAND_H, (-1, -1))
                left, right = (x0 * bpp, x1 * bpp) if x0 >= 0 else (-1, -1)
                for y in range(y0, y1):
                    row = y * pitch
                    if same(view[row:row + row_bytes], row):
                        continue
                    if left < 0:
                        lo, hi = 0, row_bytes
                        while hi - lo > grain:  # a change lies in [lo, hi): the first one
                            mid = (lo + hi) // 2
                            if same(view[row + lo:row + mid], row + lo):
                                lo = mid
                            else:
                                hi = mid
                        left = lo
                        lo, hi = left, row_bytes
                        while hi - lo > grain:  # the last one
                            mid = (lo + hi) // 2
                            if same(view[row + mid:row + hi], row + mid):
                                hi = mid
                            else:
                                lo = mid
                        right = hi
                        continue
                    if left > 0 and not same(view[row:row + left], row):
                        lo, hi = 0, left
                        while hi - lo > grain:
                            mid = (lo + hi) // 2
                            if same(view[row + lo:row + mid], row + lo):
                                lo = mid
                            else:
                                hi = mid
                        left = lo
                    if right < row_bytes and not same(view[row + right:row + row_bytes], row + right):
                        lo, hi = right, row_bytes
                        while hi - lo > grain:
                            mid = (lo + hi) // 2
                            if same(view[row + mid:row + hi], row + mid):
                                hi = mid
                            else:
                                lo = mid
                        right = hi
                start, end = y0 * pitch, y1 * pitch
                prev[start:end] = view[start:end]
                spans.append((left // bpp, -(-right // bpp), y0, y1))
        return self._join(spans)

    def changed_in(self, surface: pygame.Surface, areas: list[pygame.Rect],
                   defer: bool = False) -> list[pygame.Rect] | None:
        """Like `changed`, but only inside `areas` (rects of the surface): the caller knows
        nothing outside them was drawn since the last call (a clipped redraw).  None when there
        is nothing to compare with.

        The bands of rows the areas cover are compared whole: pixels outside the areas equal
        the last frame's (or their band is stale), so a band of full rows differs only where an
        area does, and one memcmp of contiguous rows costs less than a Python call per row of
        each area (a ghost's hover frame: 0.38 -> ~0.1 ms).  All bands are compared before any
        is recorded, so two areas sharing rows both see the change; a changed band is shown over
        each area it crosses (a little more than changed when two areas share it).

        `defer`: the changed bands are not recorded but left stale over the areas' columns (see
        the class).  Recording copies whole rows: on a pointer move the ghost's bands change
        every frame, and copying them was ~0.2 ms of a ~1.8 ms hover frame in a real window."""
        w, h = surface.get_size()
        pitch = surface.get_pitch()
        bounds = pygame.Rect(0, 0, w, h)
        areas = [a.clip(bounds) for a in areas]
        areas = [a for a in areas if a.w and a.h]
        covered = _columns(areas)
        with _pixels(surface) as view:
            prev = self._first_or_prev(view)
            if prev is None:
                return None
            same, stale = prev.startswith, self._stale
            bands = []
            for i in sorted(covered):
                start, end = i * BAND_H * pitch, min(h, (i + 1) * BAND_H) * pitch
                if i in stale or not same(view[start:end], start):
                    bands.append(i)
            for i in bands:
                if defer:   # the columns shown, joined with those already stale
                    x0, x1 = stale.get(i, covered[i])
                    stale[i] = (min(x0, covered[i][0]), max(x1, covered[i][1]))
                else:
                    start, end = i * BAND_H * pitch, min(h, (i + 1) * BAND_H) * pitch
                    prev[start:end] = view[start:end]
                    stale.pop(i, None)
        changed = set(bands)
        spans = []
        for a in areas:   # each changed band shown over the areas crossing it
            for i in range(a.y // BAND_H, (a.bottom - 1) // BAND_H + 1):
                if i in changed:
                    spans.append((a.x, a.right, max(i * BAND_H, a.y), min((i + 1) * BAND_H, a.bottom)))
        return self._join(spans)

    def _first_or_prev(self, view) -> bytearray | None:
        """The last frame's pixels, or None (and these kept) when there is nothing to compare with."""
        prev = self._prev
        if prev is None or len(prev) != len(view):
            self._prev = bytearray(view)
            self._stale = {}
            return None
        return prev

    @staticmethod
    def _join(spans: list[tuple[int, int, int, int]]) -> list[pygame.Rect]:
        rects: list[pygame.Rect] = []
        for x0, x1, y0, y1 in spans:  # consecutive bands with the same span: one rect
            last = rects[-1] if rects else None
            if last is not None and last.bottom == y0 and last.x == x0 and last.right == x1:
                last.h += y1 - y0
            else:
                rects.append(pygame.Rect(x0, y0, x1 - x0, y1 - y0))
        return rects


def _columns(areas: list[pygame.Rect]) -> dict[int, tuple[int, int]]:
    """Band index -> the columns [x0, x1) the areas crossing that band span."""
    columns: dict[int, tuple[int, int]] = {}
    for a in areas:
        for i in range(a.y // BAND_H, (a.bottom - 1) // BAND_H + 1):
            x0, x1 = columns.get(i, (a.x, a.right))
            columns[i] = (min(x0, a.x), max(x1, a.right))
    return columns


@contextmanager
def _pixels(surface: pygame.Surface):
    """A zero-copy view of the surface's pixels; the surface is unlocked when it closes."""
    buffer = surface.get_buffer()
    try:
        with memoryview(buffer) as view:
            yield view
    finally:
        del buffer


def outside(rect: pygame.Rect, hole: pygame.Rect | None) -> list[pygame.Rect]:
    """The parts of `rect` outside `hole`: up to four strips (above, below, left, right)."""
    inner = rect.clip(hole) if hole is not None else pygame.Rect(rect.x, rect.y, 0, 0)
    if not inner.w or not inner.h:
        return [rect]
    strips = [pygame.Rect(rect.x, rect.y, rect.w, inner.y - rect.y),
              pygame.Rect(rect.x, inner.bottom, rect.w, rect.bottom - inner.bottom),
              pygame.Rect(rect.x, inner.y, inner.x - rect.x, inner.h),
              pygame.Rect(inner.right, inner.y, rect.right - inner.right, inner.h)]
    return [r for r in strips if r.w > 0 and r.h > 0]


def merge_areas(areas: list[pygame.Rect], bounds: pygame.Rect, most: int = MAX_AREAS) -> list[pygame.Rect]:
    """`areas` clipped to `bounds`, overlapping ones joined, then the pair whose union adds the
    least joined until at most `most` are left (each is one clipped pass over the scene)."""
    rects = [r.clip(bounds) for r in areas]
    rects = [r for r in rects if r.w > 0 and r.h > 0]
    joined = True
    while joined:
        joined = False
        for i in range(len(rects)):
            for j in range(i + 1, len(rects)):
                if rects[i].colliderect(rects[j]):
                    rects[i] = rects[i].union(rects.pop(j))
                    joined = True
                    break
            if joined:
                break
    while len(rects) > most:
        best = None
        for i in range(len(rects)):
            for j in range(i + 1, len(rects)):
                u = rects[i].union(rects[j])
                cost = u.w * u.h - rects[i].w * rects[i].h - rects[j].w * rects[j].h
                if best is None or cost < best[0]:
                    best = (cost, i, j)
        _cost, i, j = best
        rects[i] = rects[i].union(rects.pop(j))
        # a union may now overlap another: join those too
        rects = merge_areas(rects, bounds, len(rects))
    return rects
