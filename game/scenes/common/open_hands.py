"""Every seat's hand face up in one panel, a cell per seat (its shape and name on a line of
their own, its cards under them): how Ladybird and Pondscape show the hands when a table's
`open_hands` is on (the replay of a finished game shows every seat's cards at every step;
Paddy and Koinobori draw the hands the way they do at the end of a game).

A play-test read names broken mid-word and cut beside 12-24 px cards when each seat had one
row with a 120 px name column: now a name has its cell's width (whole, in type no smaller
than the readable least) and the cards its cell's height, in as many columns as the panel's
width holds.  A cell's cards lie side by side, never over each other (card_rects: "larv" and
"pup" were read where overlapped cards covered the stage word at a card's foot), and a hand
too long for its cell ends in "+N", which the title's tooltip may name (hand_places).  A name
too long for its cell even in the smallest readable type (at 1024x600 the readable least is
larger on the plan) is cut with "…", and hovering its line gives it whole (`name_spots`)."""
from __future__ import annotations

from typing import Callable

import pygame

from ...i18n import _
from ...ui import draw, paint, theme
from ...ui.tooltip import Tooltip
from .words import count as count_of

HEADING_H = 26
NAME_H = 20          # a cell's name line
CELL_MIN_W = 190     # a cell no narrower (a 16-character name at the readable least fits)
GAP = 2
CELL_TINT = (0, 0, 0, 90)   # a seat's cell, a shade darker than the panel (two hands side by side read as one row)


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
        fitted, shown = draw.fit_size(assets, name, rect.w, size, bold, smallest=draw.readable_size())
        if shown == name:
            draw.text(surface, assets, name, rect.midleft, fitted, ink, bold, "midleft")
            return
    draw.name_in_box(surface, assets, name, rect, ink)


LEAST_CARD_W = 32   # a card no narrower (a Ladybird card's two band icons, type and stage, whole)
CARD_GAP = 4        # between two cards when the row has the room (1 at the least: never over each other)


def card_rects(count: int, area: pygame.Rect, aspect: float, least_w: int = LEAST_CARD_W) -> list[pygame.Rect]:
    """The places of `count` cards in `area`, side by side, never over each other nor out of
    `area`: in as many rows as give the largest cards (a card no taller than its row, no wider
    than its height / `aspect`), none narrower than `least_w`.  When even at `least_w` they do
    not all fit, fewer places come back (as many as fit): the caller shows all the cards but
    one less than that and "+N" in the last place (`hand_places`).

    (A play-test read "larv" and "pup" in the replay's "every seat" view: cards overlapped
    to fit one row covered the stage word at the foot of the card under them.)"""
    if not count:
        return []
    best = None
    for rows in range(1, count + 1):
        per_row = -(-count // rows)
        row_h = (area.h - CARD_GAP * (rows - 1)) // rows
        w = int(min(row_h / aspect, (area.w + 1) / per_row - 1))
        if w >= least_w and (best is None or w > best[0]):
            best = (w, rows, per_row)
    if best is None:   # not all of them: as many places as hold a card `least_w` wide
        w = least_w
        rows = max(1, (area.h + CARD_GAP) // (round(w * aspect) + CARD_GAP))
        per_row = max(1, (area.w + 1) // (w + 1))
        best = (w, rows, per_row)
        count = min(count, rows * per_row)
    w, rows, per_row = best
    return _laid(count, area, aspect, w, rows, per_row)


def _laid(count: int, area: pygame.Rect, aspect: float, w: int, rows: int, per_row: int) -> list[pygame.Rect]:
    """`count` cards `w` wide in `rows` rows of `per_row`, from the top left of `area` (right under
    the seat's name: cards centred in a tall cell stood apart from it, nearer the cell below)."""
    h = min(round(w * aspect), area.h)
    step_x = w + (min(CARD_GAP, (area.w - per_row * w) // (per_row - 1)) if per_row > 1 else CARD_GAP)
    return [pygame.Rect(area.x + (k % per_row) * step_x, area.y + (k // per_row) * (h + CARD_GAP), w, h)
            for k in range(count)]


def card_rects_at(count: int, area: pygame.Rect, aspect: float, w: int) -> list[pygame.Rect]:
    """The places of `count` cards `w` wide in `area`, in as few rows as hold them: every seat's
    cards at one size (a seat holding fewer cards drew them larger, and a play-test read two
    hands of different sizes side by side as one row).  `w` is at most the width card_rects
    gives this count in this area, so they fit."""
    if not count:
        return []
    per_row = max(1, min(count, (area.w + 1) // (w + 1)))
    rows = -(-count // per_row)
    return _laid(count, area, aspect, w, rows, -(-count // rows))


def hand_places(hand: list[int], area: pygame.Rect, aspect: float
                ) -> tuple[list[tuple[int, pygame.Rect]], tuple[pygame.Rect, list[int]] | None]:
    """Where each card of `hand` is drawn in `area` (card_rects), and, when not all of them
    fit, the place of "+N" with the cards it stands for (named by its tooltip)."""
    places = card_rects(len(hand), area, aspect)
    if len(places) >= len(hand):
        return list(zip(hand, places)), None
    shown = len(places) - 1
    return list(zip(hand[:shown], places[:shown])), (places[shown], list(hand[shown:]))


def open_hand_places(zone: pygame.Rect, hands: list[list[int]], aspect: float
                     ) -> list[tuple[pygame.Rect, pygame.Rect, list[tuple[int, pygame.Rect]],
                                     tuple[pygame.Rect, list[int]] | None]]:
    """Per seat: its cell, its name line, its cards' places and its "+N" (or None).  Every
    seat's cards are one size, the largest at which every hand fits its cell (a seat of three
    cards drew them a third larger than its neighbour's four: a play-test read the two hands
    as one row, its second name over the wrong cards), under its name from the cell's left."""
    out = []
    for cell, hand in zip(open_hand_cells(zone, len(hands)), hands):
        name_line = pygame.Rect(cell.x + 17, cell.y, cell.w - 17, NAME_H)
        area = pygame.Rect(cell.x + 1, name_line.bottom + 2, cell.w - 2, cell.bottom - name_line.bottom - 2)
        cards, more = hand_places(list(hand), area, aspect)
        out.append((cell, name_line, cards, more, area))
    widths = [(cards[0][1] if cards else more[0]).w for _c, _n, cards, more, _a in out if cards or more]
    least = min(widths, default=0)
    for q, (cell, name_line, cards, more, area) in enumerate(out):
        if cards and more is None and cards[0][1].w > least:
            cards = list(zip([card for card, _r in cards], card_rects_at(len(cards), area, aspect, least)))
        out[q] = (cell, name_line, cards, more)
    return out


def name_spots(zone: pygame.Rect, hands: list[list[int]], aspect: float) -> list[tuple[pygame.Rect, str, int]]:
    """(name line, "open_name", seat) for a title's tooltip spots: the tooltip names the seat whole."""
    return [(line, "open_name", q) for q, (_cell, line, _cards, _more) in enumerate(open_hand_places(zone, hands, aspect))]


def name_tooltip(name: str, cards: int) -> Tooltip:
    """Over a seat's name in the every-hand panel: the name whole, and how many cards it holds."""
    return Tooltip(name, (_("In hand: {cards}.").format(cards=count_of(cards, "card")),), key=("open_name", name, cards))


def draw_open_hands(surface: pygame.Surface, assets, zone: pygame.Rect, names: list[str], hands: list[list[int]],
                    image: Callable[[int, tuple[int, int]], pygame.Surface], aspect: float,
                    ink=theme.INK_ON_DARK, soft=theme.INK_ON_DARK_SOFT,
                    more: list | None = None) -> list[tuple[int, int, pygame.Rect]]:
    """Draw `hands[q]` of every seat q in `zone` (cards `image(card, size)`, `aspect` = height /
    width) under the heading "Every hand, face up"; returns (seat, card, rect) of what was drawn
    (and adds (seat, cards, rect) of each "+N" drawn for cards that did not fit to `more`)."""
    drawn: list[tuple[int, int, pygame.Rect]] = []
    draw.text(surface, assets, _("Every hand, face up"), (zone.x + 8, zone.y + 4), theme.SMALL_SIZE, ink, True)
    for q, (cell, name_line, cards, rest) in enumerate(open_hand_places(zone, hands, aspect)):
        draw.tint(surface, cell, CELL_TINT)   # each seat's name and cards one box, apart from the next
        draw.player_shape(surface, q, (cell.x + 7, name_line.centery), 12)
        one_line_name(surface, assets, names[q], name_line, ink)
        if not hands[q]:
            draw.text(surface, assets, _("no cards"), (cell.x + 2, name_line.bottom + 12), theme.SMALL_SIZE, soft,
                      anchor="midleft")
            continue
        for card, rect in cards:
            surface.blit(image(card, rect.size), rect)
            drawn.append((q, card, rect))
        if rest is not None:
            rect, hidden = rest
            paint.rect(surface, soft, rect, 2, border_radius=6)
            draw.text(surface, assets, f"+{len(hidden)}", rect.center, theme.SMALL_SIZE, ink, True, "center")
            if more is not None:
                more.append((q, hidden, rect))
    return drawn
