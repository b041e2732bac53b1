"""Where everything of Ladybird's table goes: sizes, and the rectangles of the pool, orchard row,
food stacks, hand, garden tiles and every seat's garden panel.  Pure geometry, computed in
refresh() from the zones of levels/ladybird.tmx; nothing here draws or reads a rule."""
from __future__ import annotations

import pygame

from ...rules.ladybird import data as D

POOL_CARD = (64, 88)
POOL_STEP = (72, 92)
ORCH_CARD = (56, 77)
FOOD_SIZE = 56
HAND_CARD = (72, 99)
TILE_SIZE = 52
SCORE_H = 48     # a seat's total: its label and the number
RAISE = 12


class Seat:
    """Where one seat's panel and its parts are on the table (rebuilt in refresh)."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.columns: list[tuple[int, pygame.Rect]] = []           # (colour index, whole column area)
        self.card_rects: list[list[tuple[int, pygame.Rect]]] = []  # per column: (card, rect), bottom first
        self.bonus: list[pygame.Rect] = []
        self.revealed = pygame.Rect(0, 0, 0, 0)
        self.score = pygame.Rect(0, 0, 0, 0)                       # the running (at the end, final) total
        self.food_label = (0, 0)                                   # where "Food" is written
        self.revealed_label = (0, 0)                               # where "Revealed" is written
        self.food_rects: dict[int, pygame.Rect] = {}              # type index -> rect in the summary
        self.hand_icon = pygame.Rect(0, 0, 0, 0)
        self.tile_rects: list[pygame.Rect] = []


def pool_rects(zone: pygame.Rect, spaces: int) -> list[pygame.Rect]:
    return [pygame.Rect(zone.x + 6 + (s % 3) * POOL_STEP[0], zone.y + 30 + (s // 3) * POOL_STEP[1], *POOL_CARD)
            for s in range(spaces)]


def pool_deck_rect(zone: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(zone.right - 70, zone.y + 30, 56, 77)


def orchard_rects(zone: pygame.Rect, width: int) -> list[pygame.Rect]:
    return [pygame.Rect(zone.x + 6 + k * 72, zone.y + 30, *ORCH_CARD) for k in range(width)]


def orchard_deck_rect(zone: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(zone.right - 70, zone.y + 30, *ORCH_CARD)


def stack_rects(zone: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The food stacks in two rows of four."""
    return [pygame.Rect(zone.x + 6 + (k % 4) * 74, zone.y + 30 + (k // 4) * 96, FOOD_SIZE, FOOD_SIZE)
            for k in range(count)]


def hand_rects(zone: pygame.Rect, hand: list[int], selected: int | None) -> list[pygame.Rect]:
    """The hand left to right, overlapping past five cards; the selected card is raised."""
    n = len(hand)
    step_x = HAND_CARD[0] + 6 if n <= 5 else max(24, (zone.w - 12 - HAND_CARD[0]) // max(1, n - 1))
    rects = []
    for k, card in enumerate(hand):
        r = pygame.Rect(zone.x + 6 + k * step_x, zone.y + 40, *HAND_CARD)
        if card == selected:
            r.y -= RAISE
        rects.append(r)
    return rects


def tile_rects(zone: pygame.Rect) -> list[pygame.Rect]:
    return [pygame.Rect(zone.x + 2 + k * 58, zone.y + 28, TILE_SIZE, TILE_SIZE) for k in range(D.NUM_DAYS)]


def seat_card_size(n: int) -> tuple[int, int]:
    return (80, 110) if n == 1 else (72, 99) if n == 2 else (58, 80)


def layout_seats(zone: pygame.Rect, tableaux: list[list[dict]], food_types: list[list[int]],
                 solo: bool, label_w: int) -> list[Seat]:
    """One panel per seat (side by side for two, a 2x2 grid for three or four) with its columns,
    bonus cards, revealed card, total, food summary (`food_types[q]`: the types seat q has food
    for) and header icons.  `label_w` is the width of the "Revealed" label."""
    n = len(tableaux)
    if n == 1:
        rects = [zone]
    elif n == 2:
        half = (zone.w - 8) // 2
        rects = [pygame.Rect(zone.x, zone.y, half, zone.h), pygame.Rect(zone.x + half + 8, zone.y, half, zone.h)]
    else:
        half_w, half_h = (zone.w - 8) // 2, (zone.h - 8) // 2
        rects = [pygame.Rect(zone.x + (q % 2) * (half_w + 8), zone.y + (q // 2) * (half_h + 8), half_w, half_h)
                 for q in range(n)]
    cw, ch = seat_card_size(n)
    col_w = cw + (6 if n == 2 else 8)
    seats: list[Seat] = []
    for q, rect in enumerate(rects):
        s = Seat(rect)
        body_top = rect.y + 34
        bonus_h = 26
        top = body_top + bonus_h
        avail = rect.bottom - 8 - top
        for k, tab in enumerate(tableaux[q]):
            c = D.COLOURS.index(tab["colour"])
            x = rect.x + 8 + k * col_w
            cards = tab["cards"]
            most = 30 if n <= 2 else 24
            step = most if len(cards) <= 1 else min(most, max(8, (avail - ch) // (len(cards) - 1)))
            s.columns.append((c, pygame.Rect(x - 2, body_top - 2, cw + 4, rect.bottom - 6 - body_top + 2)))
            s.bonus.append(pygame.Rect(x, body_top, cw, bonus_h - 4))
            s.card_rects.append([(card, pygame.Rect(x, top + i * step, cw, ch)) for i, card in enumerate(cards)])
        side = rect.x + 8 + 5 * col_w + 4
        side_w = rect.right - 6 - side
        s.revealed = pygame.Rect(side, body_top + 20, 58, 80)
        if solo:  # nothing is ever waiting face down in solo: the score heads the side
            s.revealed = pygame.Rect(side, body_top - 6, 58, 0)
            s.score = pygame.Rect(side, body_top - 6, side_w, SCORE_H)
            below = s.score.bottom
        elif side_w >= s.revealed.w + 6 + 56:  # the score beside the revealed card
            s.score = pygame.Rect(s.revealed.right + 6, s.revealed.y, side_w - s.revealed.w - 6, SCORE_H)
            below = s.revealed.bottom
        else:  # a narrow side (two seats): the score under the revealed card
            s.score = pygame.Rect(side, s.revealed.bottom + 6, side_w, SCORE_H)
            below = s.score.bottom
        s.revealed_label = (min(s.revealed.x, rect.right - 6 - label_w), s.revealed.y - 20)
        s.food_label = (side, below + 4)
        fx, fy = side, below + 26
        per_row = max(1, (rect.right - side - 4) // 64)
        for i, t in enumerate(food_types[q]):
            s.food_rects[t] = pygame.Rect(fx + (i % per_row) * 64, fy + (i // per_row) * 22, 20, 20)
        # header: garden tiles at the right end, then the counters
        tx = rect.right - 8 - D.NUM_DAYS * 26
        s.tile_rects = [pygame.Rect(tx + k * 26, rect.y + 5, 24, 24) for k in range(D.NUM_DAYS)]
        s.hand_icon = pygame.Rect(tx - 56, rect.y + 6, 22, 22)
        seats.append(s)
    return seats
