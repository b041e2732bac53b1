"""Where Koinobori's table puts things: card sizes and the rectangles of every pole space,
row card, hand card, personal-pole slot and player line, computed from the Tiled zones.

Pure geometry, recomputed in the scene's refresh() (never per frame).
"""
from __future__ import annotations

import pygame

from ...rules.koinobori.data import OWN_POLE_SIZE, POLE_SIZE

TILE_H = 68
TILE_GAP = 4
HAND_CARD = (80, 110)
HAND_STEP = 88
ROW_CARD = (62, 86)
ROW_STEP = 64
OWN_CARD = (62, 86)
LEVEL_CARD = (80, 110)
SCORE_CARD = (62, 86)
RAISE = 8     # a selected hand card sits this much higher (its ring keeps clear of the heading)

PANEL_DARK = (30, 27, 24)


class PoleColumn:
    """One festival pole's column: its hit area, flag tile, the 5 spaces (bottom first),
    the bamboo pole, and the header (closed tag / result) and footer places.  The pole's
    number sits on the bamboo beside the flag, so the footer's line (the colour leading and
    what it is worth to you) has the column's whole width: beside the number it ran into the
    next pole's number on six poles (play-test)."""

    __slots__ = ("column", "flag", "slots", "pole_x", "header", "closed_tag", "footer_x", "footer_y", "bamboo",
                 "number")

    def __init__(self, column: pygame.Rect, tile_w: int, zone_bottom: int) -> None:
        tx = column.x + 30
        self.column = column
        self.flag = pygame.Rect(tx, zone_bottom - 28 - TILE_H, tile_w, TILE_H)
        self.slots = [pygame.Rect(tx, self.flag.y - (k + 1) * (TILE_H + TILE_GAP), tile_w, TILE_H)
                      for k in range(POLE_SIZE)]
        self.pole_x = column.x + 14
        head = self.slots[-1].y
        # the header clear of the top space's glow (8 px) and the focus ring around it (9 px):
        # the "4/5" count was drawn over by both (a play-test, at 1024x600)
        self.header = pygame.Rect(column.x + 4, head - 36, column.w - 8, 26)
        self.closed_tag = pygame.Rect(0, 0, 92, 24)
        self.closed_tag.midleft = (self.slots[0].x, self.header.centery)
        self.footer_x = column.x + 6
        self.footer_y = self.flag.bottom + 14
        self.number = pygame.Rect(0, 0, 22, 20)
        self.number.midbottom = (self.pole_x, self.flag.bottom - 1)
        # the bamboo pole, from above the top space down to the flag: (x, y), (w, h)
        self.bamboo = ((self.pole_x - 7, head - 20), (14, self.flag.bottom - head + 20))


def pole_columns(zone: pygame.Rect, count: int) -> list[PoleColumn]:
    col_w = min(150, zone.w // count)
    x0 = zone.x + (zone.w - col_w * count) // 2
    tile_w = min(112, col_w - 36)
    return [PoleColumn(pygame.Rect(x0 + i * col_w, zone.y, col_w, zone.h), tile_w, zone.bottom)
            for i in range(count)]


def row_slot(zone: pygame.Rect, k: int) -> pygame.Rect:
    """The draw row's place number k from the left (a card, or the gap one was taken from)."""
    return pygame.Rect(zone.x + 2 + k * ROW_STEP, zone.y + 32, *ROW_CARD)


def deck_rect(zone: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(zone.right - ROW_CARD[0] - 2, zone.y + 32, *ROW_CARD)


def hand_rects(zone: pygame.Rect, count: int, raised: int | None) -> list[pygame.Rect]:
    """`count` cards left to right; card number `raised` (the selected one) sits higher."""
    rects = []
    for k in range(count):
        r = pygame.Rect(zone.x + 10 + k * HAND_STEP, zone.y + 44, *HAND_CARD)
        if k == raised:
            r.y -= RAISE
        rects.append(r)
    return rects


def level_rect(zone: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(zone.x + 8, zone.y + 36, *LEVEL_CARD)


def own_rects(zone: pygame.Rect) -> list[pygame.Rect]:
    return [pygame.Rect(zone.x + 100 + k * 72, zone.y + 48, *OWN_CARD) for k in range(OWN_POLE_SIZE)]


def own_drop_zone(zone: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(zone.x, zone.y + 28, zone.w, zone.h - 28)


def player_rects(zone: pygame.Rect, count: int) -> list[pygame.Rect]:
    line_h = min(30, (zone.h - 34) // max(1, count))
    return [pygame.Rect(zone.x + 6, zone.y + 30 + q * line_h, zone.w - 12, line_h - 2) for q in range(count)]


OPEN_HEADING_H = 28


def open_player_cells(zone: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The players panel while every hand is face up (a finished game's replay): a cell per
    seat, its name on a line of its own above its cards and counts; two columns from three
    seats on (a play-test read names broken mid-word beside 20 px cards in the one-line rows)."""
    cols = 1 if count <= 2 else 2
    rows = -(-count // cols)
    # the panel's heading while there is room for it (five seats: none, a cell names its numbers)
    top, gap = zone.y + (OPEN_HEADING_H if count <= 4 else 6), 4
    h = (zone.bottom - 4 - top - gap * (rows - 1)) // max(1, rows)
    w = (zone.w - 12 - gap * (cols - 1)) // cols
    return [pygame.Rect(zone.x + 6 + (q % cols) * (w + gap), top + (q // cols) * (h + gap), w, h)
            for q in range(count)]


def scoring_card_rects(zone: pygame.Rect, count: int) -> list[pygame.Rect]:
    return [pygame.Rect(zone.x + 2 + k * 76, zone.y + 32, *SCORE_CARD) for k in range(count)]
