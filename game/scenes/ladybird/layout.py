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
TILE_SIZE = 46   # leaves the help under the tiles room for three lines
SCORE_H = 68     # a seat's total: its label, the number and what the last change did
END_SCORE_H = 50  # the final total: its label and the number (no change under it)
RAISE = 8     # a selected hand card sits this much higher (its ring keeps clear of the heading)


COUNTER_W = 50  # a header counter: its 20 px icon, then two digits, a clear gap before the next
COUNTER_W_SHORT = 46   # the same in the four-seat row: an 18 px icon and two digits in 14 px type
HEAD_TALL = 70  # a two-row header (name and computer level above, counters and garden tiles below)
HEAD_SHORT = 40  # the four-seat grid's one-row header (name and level as two lines)
FOOT_H = 22     # under each column: its sign and the points it is worth now
CHANGE_H = 14   # and under them, while the game goes on, what the last move changed (when not beside)
FOOD_ROW = 22   # a food type's row in the summary: its 20 px icon and "+N"
EDGE = 10       # what is drawn at a panel's right side keeps this far in: clear of the seat on
                # turn's 4 px frame by 6 px ("公開済み" and the four-seat card touched it: a play-test)


class Seat:
    """Where one seat's panel and its parts are on the table (rebuilt in refresh)."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.header = pygame.Rect(0, 0, 0, 0)
        self.name_box = pygame.Rect(0, 0, 0, 0)                    # the name (and a computer's level)
        self.two_rows = False                                       # name row above the counters row
        self.columns: list[tuple[int, pygame.Rect]] = []           # (colour index, whole column area)
        self.card_rects: list[list[tuple[int, pygame.Rect]]] = []  # per column: (card, rect), bottom first
        self.bonus: list[pygame.Rect] = []                          # per column: its bonus cards' row
        self.bonus_icon = 20                                        # their size
        self.feet: list[pygame.Rect] = []                           # per column: its sign and points
        self.revealed = pygame.Rect(0, 0, 0, 0)
        self.score = pygame.Rect(0, 0, 0, 0)                       # the running (at the end, final) total
        self.food_label = (0, 0)                                   # where "Food" is written
        self.revealed_label = (0, 0)                               # where "Revealed" is written
        self.hand_end = pygame.Rect(0, 0, 0, 0)                    # the hand, face up, once the game is over
        self.hand_cards: list[pygame.Rect] = []                    # its cards there, top first (end_hand_rects)
        self.food_rects: dict[int, pygame.Rect] = {}              # type index -> rect in the summary
        self.food_text_w = 26                                      # room for a type's "+N" beside its icon
        self.counters: dict[str, pygame.Rect] = {}                 # memories / aphids / hand: icon + number
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
        r = pygame.Rect(zone.x + 6 + k * step_x, zone.y + 48, *HAND_CARD)
        if card == selected:
            r.y -= RAISE
        rects.append(r)
    return rects


def tile_rects(zone: pygame.Rect) -> list[pygame.Rect]:
    return [pygame.Rect(zone.x + 6 + k * 58, zone.y + 28, TILE_SIZE, TILE_SIZE) for k in range(D.NUM_DAYS)]


def seat_card_size(n: int) -> tuple[int, int]:
    return (80, 110) if n == 1 else (72, 99) if n == 2 else (56, 77) if n == 3 else (58, 80)


def seat_rects(zone: pygame.Rect, n: int) -> list[pygame.Rect]:
    """One panel per seat: the whole zone for one, side by side for two and three (three tall
    panels use all the room: no quadrant is left empty), a 2x2 grid for four."""
    if n <= 3:
        w = (zone.w - 8 * (n - 1)) // n
        return [pygame.Rect(zone.x + q * (w + 8), zone.y, w, zone.h) for q in range(n)]
    half_w, half_h = (zone.w - 8) // 2, (zone.h - 8) // 2
    return [pygame.Rect(zone.x + (q % 2) * (half_w + 8), zone.y + (q // 2) * (half_h + 8), half_w, half_h)
            for q in range(n)]


def _header(s: Seat, rect: pygame.Rect, tall: bool, leaf_room: int) -> None:
    """The header: shape, sticky leaf and name (with a computer's level); the counters
    (memories, aphids, hand) and the garden tiles, on a second row when the panel is tall."""
    s.two_rows = tall
    s.header = pygame.Rect(rect.x + 2, rect.y + 2, rect.w - 4, (HEAD_TALL if tall else HEAD_SHORT) - 4)
    row_y = rect.y + (42 if tall else 9)
    # the four-seat row is tight: smaller tiles and counters leave the name its whole width
    tile, step = (24, 26) if tall else (19, 20)
    counter_w = COUNTER_W if tall else COUNTER_W_SHORT
    tx = rect.right - 8 - D.NUM_DAYS * step
    s.tile_rects = [pygame.Rect(tx + k * step, row_y + (0 if tall else 2), tile, tile) for k in range(D.NUM_DAYS)]
    cx = rect.x + 10 if tall else tx - 4 - 3 * counter_w
    for k, name in enumerate(("memories", "aphids", "hand")):
        s.counters[name] = pygame.Rect(cx + k * counter_w, row_y, counter_w - 2, 24)
    s.hand_icon = pygame.Rect(s.counters["hand"].x, row_y + 1, 22, 22)
    name_x = rect.x + 34 + leaf_room
    name_right = rect.right - 8 if tall else cx - 6
    s.name_box = pygame.Rect(name_x, rect.y + 2, name_right - name_x, 38 if tall else 36)


END_CARD = (58, 80)   # a hand card at the end of the game, where the revealed card was
END_STEP_LEAST = 12   # the stacked hand's step before its cards are drawn smaller (the band's icons show)


def end_hand_height(count: int) -> int:
    """How tall the hand stacked at the end of the game is with every card's top band showing
    above the next and the last card whole (an empty hand: a card's place, "none")."""
    w, h = END_CARD
    return h + max(0, count - 1) * (max(16, round(w * 0.3)) + 3)


def end_hand_rects(box: pygame.Rect, count: int) -> list[pygame.Rect]:
    """`count` hand cards stacked down `box` at the end of the game, top first: each card's top
    band (its colour, type and stage) above the next, the last whole, every card inside `box`.
    A short box stacks them closer, then draws them smaller (a play-test saw the last card cut
    to its band at the panel's foot: the stack was clipped to one card's height)."""
    if not count:
        return []
    w = min(box.w, END_CARD[0])
    while True:
        h = round(w * END_CARD[1] / END_CARD[0])
        band = max(16, round(w * 0.3)) + 3
        step = band if count < 2 else min(band, (box.h - h) // (count - 1))
        if (step >= END_STEP_LEAST or w <= 24) and h <= box.h:
            break
        w -= 2
    step = max(1, step)
    return [pygame.Rect(box.x, box.y + i * step, w, h) for i in range(count)]


def layout_seats(zone: pygame.Rect, tableaux: list[list[dict]], food_types: list[list[int]],
                 solo: bool, label_w: int, leaf: int | None = None, over: bool = False,
                 hands: list[int] | None = None) -> list[Seat]:
    """One panel per seat (`seat_rects`) with its header, columns (bonus cards above, sign and
    points below), revealed card, total, food summary (`food_types[q]`: the types seat q has
    food for).  `label_w` is the width of the "Revealed" label; `leaf` the seat holding the
    sticky leaf (drawn beside its shape); `over`: the game is over, each foot also holds its
    column's cards x points per card, and the hand (`hands[q]` cards) is shown face up where
    the revealed card was, in a place as tall as its stack needs where the panel has the room
    (`end_hand_rects`)."""
    ends = [end_hand_height(k) for k in hands] if over and hands is not None else [END_CARD[1]] * len(tableaux)
    foot_h = FOOT_H + 18 if over else FOOT_H + CHANGE_H
    n = len(tableaux)
    rects = seat_rects(zone, n)
    cw, ch = seat_card_size(n)
    col_w = cw + (4 if n >= 3 else 6 if n == 2 else 8)   # four seats: room beside for a column of food
    tall = n <= 3
    strip = 0   # three tall panels: the side goes underneath, as tall as the most food types need
    if n == 3:
        fx_off = 8 + 68 + max(58, label_w) + 8          # the food's left edge in a panel (as below)
        per_row3 = max(1, (rects[0].w - 4 - fx_off) // 50)
        rows = -(-max([len(t) for t in food_types] + [1]) // per_row3)
        strip = max(96 + 4, 22 + rows * FOOD_ROW + 2)   # (+4: the revealed card clear of the seat on turn's frame)
        if over:   # the hand stacked where the revealed card was: the strip grows (to a third of the panel)
            strip = max(strip, min(20 + max(ends) + 6, rects[0].h // 3))
    seats: list[Seat] = []
    for q, rect in enumerate(rects):
        s = Seat(rect)
        _header(s, rect, tall, 20 if q == leaf else 0)
        body_top = s.header.bottom + 4
        s.bonus_icon = min(26, cw // 3)   # all three kinds of bonus card side by side above the column
        bonus_h = s.bonus_icon + 4
        top = body_top + bonus_h
        bottom = rect.bottom - 6 - strip
        avail = bottom - foot_h - top
        for k, tab in enumerate(tableaux[q]):
            c = D.COLOURS.index(tab["colour"])
            x = rect.x + 8 + k * col_w
            cards = tab["cards"]
            most = 30 if n <= 3 else 24
            step = most if len(cards) <= 1 else min(most, max(4, (avail - ch) // (len(cards) - 1)))  # never past its foot
            s.columns.append((c, pygame.Rect(x - 2, body_top - 2, cw + 4, bottom - body_top + 2)))
            s.bonus.append(pygame.Rect(x, body_top, cw, bonus_h - 2))
            s.card_rects.append([(card, pygame.Rect(x, top + i * step, cw, ch)) for i, card in enumerate(cards)])
            below = top + (len(cards) - 1) * step + ch + 2 if cards else top
            s.feet.append(pygame.Rect(x, min(below, bottom - foot_h), cw, foot_h))
        if n == 3:
            side = rect.x + 8
            side_top = bottom + 4
            s.score = pygame.Rect(side, side_top + 2, 60, SCORE_H)
            s.revealed = pygame.Rect(side + 68, side_top + 20, 58, 74)   # "played" fits its tag in Japanese
            s.revealed_label = (s.revealed.x, side_top)
            fx = max(s.revealed.right, s.revealed.x + label_w) + 8
            s.food_label = (fx, side_top)
            per_row = max(1, (rect.right - 4 - fx) // 50)   # the strip is as tall as its rows need
            s.food_text_w = 26
            for i, t in enumerate(food_types[q]):
                s.food_rects[t] = pygame.Rect(fx + (i % per_row) * 50, side_top + 22 + (i // per_row) * FOOD_ROW,
                                              20, 20)
            s.hand_end = pygame.Rect(s.revealed.x, s.revealed.y, s.revealed.w, rect.bottom - 6 - s.revealed.y)
            s.hand_cards = end_hand_rects(s.hand_end, hands[q]) if over and hands is not None else []
            seats.append(s)
            continue
        side = rect.x + 8 + 5 * col_w + 4
        side_w = rect.right - 6 - side
        if n == 4:
            _four_seat_side(s, rect, side, body_top, food_types[q], label_w, ends[q] if over else None)
            s.hand_cards = end_hand_rects(s.hand_end, hands[q]) if over and hands is not None else []
            seats.append(s)
            continue
        space = 64
        per_row = max(1, (rect.right - side - 4) // space)
        food_h = 26 + -(-len(food_types[q]) // per_row) * 22   # "Food" and its rows
        s.revealed = pygame.Rect(side, body_top + 20, 58, 80)
        narrow = not solo and side_w < s.revealed.w + 6 + 56
        if over and narrow:   # the hand where the revealed card was, as tall as the room under it allows
            room = rect.bottom - 6 - s.revealed.y - (6 + SCORE_H + 4 + food_h)   # (the score and food under it)
            s.revealed.h = max(END_CARD[1], min(ends[q], room))
        if solo:  # nothing is ever waiting face down in solo: the score heads the side
            s.revealed = pygame.Rect(side, body_top - 6, 58, 0)
            s.score = pygame.Rect(side, body_top - 6, side_w, SCORE_H)
            below = s.score.bottom
        elif not narrow:  # the score beside the revealed card
            s.score = pygame.Rect(s.revealed.right + 6, s.revealed.y, side_w - s.revealed.w - 6, SCORE_H)
            below = s.revealed.bottom
        else:  # a narrow side (two seats): the score under the revealed card
            s.score = pygame.Rect(side, s.revealed.bottom + 6, side_w, SCORE_H)
            below = s.score.bottom
        s.revealed_label = (min(s.revealed.x, rect.right - EDGE - label_w), s.revealed.y - 20)
        s.food_label = (side, below + 4)
        s.hand_end = s.revealed if s.revealed.h else pygame.Rect(side, rect.bottom - 88, 58, 80)
        if solo and over:   # under the food, as tall as the stack needs and the panel allows
            top = max(below + 4 + food_h + 24, rect.bottom - 6 - ends[q])
            s.hand_end = pygame.Rect(side, top, 58, max(0, rect.bottom - 6 - top))
        s.hand_cards = end_hand_rects(s.hand_end, hands[q]) if over and hands is not None else []
        fx, fy = side, below + 26
        s.food_text_w = space - 24
        for i, t in enumerate(food_types[q]):
            s.food_rects[t] = pygame.Rect(fx + (i % per_row) * space, fy + (i // per_row) * 22, 20, 20)
        seats.append(s)
    return seats



def _four_seat_side(s: Seat, rect: pygame.Rect, side: int, body_top: int, types: list[int], label_w: int,
                    end_h: int | None = None) -> None:
    """The side of a four-seat panel (a quarter of the zone, 184 px under the header): the food
    summary as one column of every type at the left, one type a row (all seven fit, each "+N"
    at full size), and the revealed card with the score under it at the right.  At the end of
    the game (`end_h`: how tall the stacked hand is) the hand is where the revealed card was and
    runs down to the panel's foot, the final score under the food when it has the room there."""
    s.revealed = pygame.Rect(rect.right - EDGE - 58, body_top + 26, 58, 80)
    s.score = pygame.Rect(s.revealed.x, s.revealed.bottom + 4, 58, SCORE_H)
    s.revealed_label = (min(s.revealed.x, rect.right - EDGE - label_w), body_top)
    s.hand_end = s.revealed
    if end_h is not None and end_h > s.revealed.h:
        under_food = body_top + 26 + len(types) * FOOD_ROW + 4
        foot = rect.bottom - 6
        if under_food + END_SCORE_H <= foot:   # the final score under the food: the hand runs to the foot
            s.score = pygame.Rect(side, under_food, s.revealed.x - 6 - side, END_SCORE_H)
            s.hand_end = pygame.Rect(s.revealed.x, s.revealed.y, 58, foot - s.revealed.y)
        else:   # (food of many types) the final score at the foot, the hand down to it
            s.score = pygame.Rect(s.revealed.x, foot - END_SCORE_H, 58, END_SCORE_H)
            s.hand_end = pygame.Rect(s.revealed.x, s.revealed.y, 58, s.score.y - 4 - s.revealed.y)
    s.food_label = (side, body_top)
    s.food_text_w = s.revealed.x - 6 - (side + 22)
    for i, t in enumerate(types):
        s.food_rects[t] = pygame.Rect(side, body_top + 26 + i * FOOD_ROW, 20, 20)
