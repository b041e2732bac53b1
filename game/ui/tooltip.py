"""Tooltips: what a component is and does, shown after the pointer rests on it.

A scene answers `tooltip_at(pos)` with a `Tooltip` (or None); `Hover` times the rest and
`draw_tooltip` draws the box beside the pointer, kept inside the screen and wrapped to fit.
One system for the whole client: cards, icons, plots, opponents' boards.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from . import draw, textrecord, theme
from .assets import Assets
from . import paint
from .canvas import current_scale

REST_MS = 350        # the pointer rests this long before a tooltip shows
MAX_WIDTH = 380      # text wraps at this width (logical pixels)
PAD = 12
PARA_GAP = 5         # extra space between two of a tooltip's lines (each may wrap)


@dataclass(frozen=True)
class Tooltip:
    """`title` in bold, then `lines` (each wrapped).  `icon` is a (sheet, frame) drawn beside
    the title; `picture` draws a larger view (e.g. an opponent's pond) into a rect of
    `picture_size` under the text.  `key` identifies what is hovered: the same key keeps
    the tooltip up while the pointer moves within the component."""

    title: str
    lines: tuple[str, ...] = ()
    icon: tuple[str, str] | None = None
    picture: Callable[[pygame.Surface, pygame.Rect], None] | None = field(default=None, compare=False)
    picture_size: tuple[int, int] = (0, 0)
    key: object = None


class Hover:
    """Times the pointer's rest and remembers the tooltip to show."""

    def __init__(self) -> None:
        self.tip: Tooltip | None = None
        self.pos = (0, 0)
        self.rest_ms = 0
        self.shown = False
        self._arrived = False   # the pointer came to this tip since the last update
        self.quiet = False      # the tip waits for the pointer to move on (`hold`)

    def moved(self, pos: tuple[int, int], tip: Tooltip | None) -> bool:
        """The pointer is at `pos` over `tip`; True when what is shown changed."""
        if tuple(pos) != tuple(self.pos):
            self.quiet = False
        self.pos = pos
        same = tip is not None and self.tip is not None and (tip.key or tip.title) == (self.tip.key or self.tip.title)
        if same:
            self.tip = tip
            return False
        changed = self.shown
        self.tip, self.rest_ms, self.shown = tip, 0, False
        self._arrived = True
        return changed

    def refreshed(self, tooltip_at: Callable[[tuple[int, int]], "Tooltip | None"]) -> None:
        """The table changed under a resting pointer (a move of the automa, another seat's): ask
        again what is there, so a tooltip never describes what is gone."""
        if self.tip is not None:
            self.moved(self.pos, tooltip_at(self.pos))

    def hold(self) -> bool:
        """The pointer was put here by the program, not by the player (the keyboard's ring
        went back to the table when the turn came back, or followed its thing after a move):
        no tooltip opens by itself until the pointer moves, or a key moves the ring (play-tests:
        the ring's tooltip opened unasked over the tile and animals the other seat had just
        placed).  True when a shown tooltip went."""
        was_shown = self.shown
        self.quiet, self.shown, self.rest_ms = True, False, 0
        return was_shown

    def clear(self) -> None:
        self.tip, self.rest_ms, self.shown, self.quiet = None, 0, False, False

    def update(self, dt_ms: int) -> bool:
        """Advance the rest timer; True while waiting to show (the frame loop must keep running)
        and on the frame the tooltip appears."""
        if self.tip is None or self.shown or self.quiet:
            return False
        if self._arrived:
            # the first update after the pointer arrived: `dt_ms` is the time since the last
            # frame, which passed before the move (up to a whole idle sleep), not resting here
            self._arrived = False
            return True
        self.rest_ms += dt_ms
        if self.rest_ms >= REST_MS:
            self.shown = True
        return True

    @property
    def visible(self) -> Tooltip | None:
        return self.tip if self.shown else None


_laid_out: tuple = (None, None, None, None, None)   # (tip, assets, scale, title images, body images): the last one drawn


class _Line:
    """A rendered line and its text (the layout checks record the text)."""
    __slots__ = ("text", "image")

    def __init__(self, text: str, image: pygame.Surface) -> None:
        self.text, self.image = text, image

    def get_width(self) -> int:
        return self.image.get_width()

    def get_height(self) -> int:
        return self.image.get_height()


def _blit_line(surface: pygame.Surface, line: _Line, pos: tuple[int, int]) -> None:
    surface.blit(line.image, pos)
    if textrecord.current is not None:
        textrecord.current.note_text(surface, line.text, line.image.get_rect(topleft=pos), line.image)


def _lay_out(assets: Assets, tip: Tooltip) -> tuple[list, list]:
    """The tooltip's lines wrapped and rendered, once per tooltip shown (not once per frame)."""
    global _laid_out
    if _laid_out[0] is tip and _laid_out[1] is assets and _laid_out[2] == current_scale():
        return _laid_out[3], _laid_out[4]
    title_lines = assets.wrap(tip.title, MAX_WIDTH - (40 if tip.icon else 0), theme.BODY_SIZE, True)
    # each of `lines` is a paragraph: its wrapped lines sit close, paragraphs a little apart
    body = [(k > 0 and i == 0, line) for k, text in enumerate(tip.lines)
            for i, line in enumerate(assets.wrap(text, MAX_WIDTH, theme.SMALL_SIZE))]
    title_imgs = [_Line(t, assets.text(t, theme.BODY_SIZE, theme.INK_ON_DARK, True)) for t in title_lines]
    body_imgs = [(PARA_GAP if new else 0, _Line(t, assets.text(t, theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)))
                 for new, t in body]
    _laid_out = (tip, assets, current_scale(), title_imgs, body_imgs)
    return title_imgs, body_imgs


def clear_of(box: pygame.Rect, bounds: pygame.Rect, avoid, anchor: pygame.Rect | None = None) -> pygame.Rect:
    """`box` (already off the focus ring) moved to a place round the ring, or round `anchor`
    (the pointer's spot) when given, that covers none of `avoid` (a lesson's note, the outlined
    places, the places a click may go now), or as little of them as can be: beside or above the
    ring rather than over what the person is asked to read or choose (a play-test's tooltip for
    the ring's target hid the outlined space and the lesson's note; a Paddy plot's, beside the
    pointer, hid the glowing plots an animal could go to)."""
    ring = draw.keep_clear if anchor is None else anchor
    avoid = [pygame.Rect(r) for r in avoid]
    if ring is None or box.collidelist(avoid) < 0:
        return box
    w, h = box.size
    # beside the ring, or just past an edge of what it keeps clear of
    xs = [ring.x, ring.right - w, ring.right + 4, ring.x - 4 - w, ring.centerx - w // 2]
    ys = [ring.bottom + 4, ring.y - 4 - h, ring.y, ring.bottom - h, ring.centery - h // 2]
    for r in avoid:
        xs += [r.right + 4, r.x - 4 - w]
        ys += [r.bottom + 4, r.y - 4 - h]

    def far(rect: pygame.Rect) -> int:
        return abs(rect.centerx - ring.centerx) + abs(rect.centery - ring.centery)

    places = [box] + [pygame.Rect(x, y, w, h).clamp(bounds) for y in dict.fromkeys(ys) for x in dict.fromkeys(xs)]
    # the nearest place that covers neither the ring nor any of `avoid` (a board's many glowing
    # plots make thousands of places: each is tested in one call, the coverage counted only if
    # none is clear)
    clear = [p for p in places if p.collidelist(avoid) < 0 and not p.colliderect(ring)]
    if clear:
        return min(clear, key=far)

    def cost(rect: pygame.Rect) -> tuple:
        covered = sum(rect.clip(r).w * rect.clip(r).h for r in avoid)
        return (rect.colliderect(ring), covered, far(rect))

    return min(places, key=cost)


def draw_tooltip(surface: pygame.Surface, assets: Assets, tip: Tooltip, pointer: tuple[int, int],
                 avoid=()) -> pygame.Rect:
    """The tooltip box beside `pointer`, inside `surface`; returns its rect.  It keeps clear,
    if it can, of the rects in `avoid` (and, while the focus ring is shown, of the ring; else of
    the pointer's spot, never drawn under the pointer)."""
    title_imgs, body_imgs = _lay_out(assets, tip)
    icon_w = 40 if tip.icon else 0
    width = max([icon_w + i.get_width() for i in title_imgs] + [i.get_width() for _, i in body_imgs]
                + [tip.picture_size[0]])
    height = (sum(i.get_height() for i in title_imgs) + (6 if body_imgs else 0)
              + sum(gap + i.get_height() + 2 for gap, i in body_imgs)
              + (tip.picture_size[1] + 8 if tip.picture else 0))
    if tip.icon:
        height = max(height, 34)
    box = pygame.Rect(0, 0, width + 2 * PAD, height + 2 * PAD)
    box.topleft = (pointer[0] + 18, pointer[1] + 18)
    screen = surface.get_rect()
    if box.right > screen.right:
        box.right = pointer[0] - 12
    if box.bottom > screen.bottom:
        box.bottom = pointer[1] - 12
    box.clamp_ip(screen)
    box = draw.clear_of_ring(box, screen)
    if avoid:
        spot = None if draw.keep_clear is not None else pygame.Rect(pointer[0] - 12, pointer[1] - 12, 30, 30)
        box = clear_of(box, screen, avoid, spot)
    draw.layer()
    with draw.box(surface, box, "tooltip"):
        _draw_box(surface, assets, tip, box, title_imgs, body_imgs, icon_w)
    return box


def _draw_box(surface, assets, tip, box, title_imgs, body_imgs, icon_w) -> None:
    paint.rect(surface, (20, 18, 16), box.move(0, 3), border_radius=8)
    paint.rect(surface, (34, 30, 28), box, border_radius=8)
    paint.rect(surface, theme.PAPER_EDGE, box, width=2, border_radius=8)
    x, y = box.x + PAD, box.y + PAD
    if tip.icon:
        try:
            surface.blit(assets.sprite(tip.icon[0], tip.icon[1], (32, 32)), (x, y))
        except (KeyError, FileNotFoundError, OSError):
            pass
    for image in title_imgs:
        _blit_line(surface, image, (x + icon_w, y))
        y += image.get_height()
    if tip.icon:
        y = max(y, box.y + PAD + 34)
    if body_imgs:
        y += 6
    for gap, image in body_imgs:
        y += gap
        _blit_line(surface, image, (x, y))
        y += image.get_height() + 2
    if tip.picture:
        y += 8
        tip.picture(surface, pygame.Rect(x, y, *tip.picture_size))
