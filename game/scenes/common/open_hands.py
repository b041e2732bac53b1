"""Every seat's hand face up in one panel, a cell per seat (its shape and name on a line of
their own, its cards under them): how Ladybird and Pondscape show the hands when a table's
`open_hands` is on (the replay of a finished game shows every seat's cards at every step;
Paddy and Koinobori draw the hands the way they do at the end of a game).

A play-test read names broken mid-word and cut beside 12-24 px cards when each seat had one
row with a 120 px name column: now a name has its cell's width (whole, in type no smaller
than the readable least) and the cards its cell's height, in as many columns as the panel's
width holds."""
from __future__ import annotations

from typing import Callable

import pygame

from ...i18n import _
from ...ui import draw, textrecord, theme

HEADING_H = 26
NAME_H = 20          # a cell's name line
CELL_MIN_W = 190     # a cell no narrower (a 16-character name at the readable least fits)
GAP = 2


def open_hand_cells(zone: pygame.Rect, count: int) -> list[pygame.Rect]:
    """A cell per seat under the heading: as many columns as `zone` holds cells of
    CELL_MIN_W, the rows as even as they can be."""
    count = max(1, count)
    cols = min(count, max(1, (zone.w + GAP) // (CELL_MIN_W + GAP)))
    rows = -(-count // cols)
    cols = -(-count // rows)
    top = zone.y + HEADING_H
    w = (zone.w - GAP * (cols - 1)) // cols
    h = (zone.bottom - 4 - top - GAP * (rows - 1)) // rows
    return [pygame.Rect(zone.x + (q % cols) * (w + GAP), top + (q // cols) * (h + GAP), w, h)
            for q in range(count)]


def one_line_name(surface, assets, name: str, rect: pygame.Rect, ink, size: int = theme.SMALL_SIZE) -> None:
    """`name` whole on one line in `rect`: bold in smaller type down to the readable least,
    then regular weight (a 16-letter "WWWW..." needs 192 px bold, 176 regular, at 11 px), and
    only then its two-line fit (draw.name_in_box)."""
    for bold in (True, False):
        fitted, shown = draw.fit_size(assets, name, rect.w, size, bold, smallest=textrecord.READABLE)
        if shown == name:
            draw.text(surface, assets, name, rect.midleft, fitted, ink, bold, "midleft")
            return
    draw.name_in_box(surface, assets, name, rect, ink)


def card_rects(count: int, area: pygame.Rect, aspect: float) -> list[pygame.Rect]:
    """`count` cards in `area`: as tall as it, narrower (down to 0.7 of that) before they
    overlap, and overlapped only when even so they do not fit side by side."""
    if not count:
        return []
    full_w = area.h / aspect
    w = max(8, round(min(full_w, max(full_w * 0.7, (area.w + 4) / count - 4))))
    h = min(area.h, round(w * aspect))
    step = w + 4 if count < 2 else min(w + 4, (area.w - w) // (count - 1))
    y = area.y + (area.h - h) // 2
    return [pygame.Rect(area.x + k * step, y, w, h) for k in range(count)]


def draw_open_hands(surface: pygame.Surface, assets, zone: pygame.Rect, names: list[str], hands: list[list[int]],
                    image: Callable[[int, tuple[int, int]], pygame.Surface], aspect: float,
                    ink=theme.INK_ON_DARK, soft=theme.INK_ON_DARK_SOFT) -> list[tuple[int, int, pygame.Rect]]:
    """Draw `hands[q]` of every seat q in `zone` (cards `image(card, size)`, `aspect` = height /
    width) under the heading "Every hand, face up"; returns (seat, card, rect) of what was drawn."""
    drawn: list[tuple[int, int, pygame.Rect]] = []
    draw.text(surface, assets, _("Every hand, face up"), (zone.x + 8, zone.y + 4), theme.SMALL_SIZE, ink, True)
    for q, (cell, hand) in enumerate(zip(open_hand_cells(zone, len(hands)), hands)):
        name_line = pygame.Rect(cell.x + 17, cell.y, cell.w - 17, NAME_H)
        draw.player_shape(surface, q, (cell.x + 7, name_line.centery), 12)
        one_line_name(surface, assets, names[q], name_line, ink)
        area = pygame.Rect(cell.x + 2, name_line.bottom + 2, cell.w - 6, cell.bottom - name_line.bottom - 2)
        if not hand:
            draw.text(surface, assets, _("no cards"), (area.x, area.y + 10), theme.SMALL_SIZE, soft, anchor="midleft")
            continue
        for card, rect in zip(hand, card_rects(len(hand), area, aspect)):
            surface.blit(image(card, rect.size), rect)
            drawn.append((q, card, rect))
    return drawn
