"""The outline around a place to click (a hint's, a lesson's), kept clear of the headings and
labels the table draws beside it.

A play-test saw the lesson's ring drawn through the very heading the step spoke of (Koinobori's
"Your pole · level 2", "Draw row", Ladybird's "Food tiles", the letter under Paddy's event
card).  The table names those texts (`TableScene.outline_labels`); on a side where one stands,
the outline comes in to the place's own edge, or inside it, rather than cross the text; a text
inside the place itself (a button's word) is the place's own and the outline goes round it.
"""
from __future__ import annotations

import pygame

from ...ui import paint, theme

EDGE = (20, 18, 16)   # the dark edge that makes the yellow read on light and dark alike
TIGHT = 5             # px: how far out the plain outline reaches (its dark edge)


def ring(rect: pygame.Rect) -> pygame.Rect:
    """The ring drawn around an outlined place: a small place gets one you see."""
    return rect.inflate(max(18, 48 - rect.w), max(18, 48 - rect.h))


def room(rect: pygame.Rect, labels: list[pygame.Rect], reach: int) -> tuple[int, int, int, int]:
    """How far out of `rect` (top, right, bottom, left) an outline may reach without crossing one
    of `labels`; `reach` when nothing stands within it (negative: the label runs into the place,
    the outline comes inside)."""
    top = right = bottom = left = reach
    near = rect.inflate(2 * reach, 2 * reach)
    for label in labels:
        if not label.colliderect(near) or rect.contains(label):
            continue
        if rect.collidepoint(label.center):   # mostly inside: the place's own text, gone round
            continue
        # the side the label stands beyond: above or below first (a heading over a card, a
        # letter under it, however far it runs along), else left or right
        if label.centery < rect.top:
            top = min(top, rect.top - label.bottom)
        elif label.centery >= rect.bottom:
            bottom = min(bottom, label.top - rect.bottom)
        elif label.centerx < rect.left:
            left = min(left, rect.left - label.right)
        else:
            right = min(right, label.left - rect.right)
    return top, right, bottom, left


def _out(rect: pygame.Rect, top: int, right: int, bottom: int, left: int) -> pygame.Rect:
    """`rect` grown by each side's amount (shrunk where it is negative)."""
    return pygame.Rect(rect.x - left, rect.y - top, rect.w + left + right, rect.h + top + bottom)


def shapes(rect: pygame.Rect, labels: list[pygame.Rect], with_ring: bool = False) -> list[tuple[pygame.Rect, str, int, int]]:
    """The strokes of `rect`'s outline, outermost first: (rect, kind, width, radius), kind
    "edge" (dark), "ring" (steady yellow) or "line" (the pulse's colour).
    The plain outline (the hint's): a dark edge 5 px out, a yellow line within it.  With a ring
    (the lesson's) a wider ring around it too, unless a label stands within the ring's reach:
    then the plain outline alone, brought in on that side."""
    strokes = []
    if with_ring:
        wide = ring(rect)
        out = max(rect.top - wide.top, rect.left - wide.left) + 2
        if min(room(rect, labels, out)) >= out:
            strokes += [(wide.inflate(4, 4), "edge", 2, 14), (wide, "ring", 3, 12)]
    sides = [min(TIGHT, r) for r in room(rect, labels, TIGHT)]
    strokes += [(_out(rect, *sides), "edge", 3, 10), (_out(rect, *(s - 2 for s in sides)), "line", 4, 9)]
    return strokes


def draw(surface: pygame.Surface, rect: pygame.Rect, colour: tuple, labels: list[pygame.Rect],
         with_ring: bool = False) -> None:
    """Outline `rect` in `colour` (the pulse's), its ring in the steady yellow of what can be
    clicked (white is the keyboard's focus ring), clear of `labels`."""
    for shape, kind, width, radius in shapes(rect, labels, with_ring):
        ink = {"edge": EDGE, "ring": theme.LEGAL}.get(kind, colour)
        paint.rect(surface, ink, shape, width, border_radius=radius)
