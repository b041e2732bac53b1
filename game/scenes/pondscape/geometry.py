"""Where things sit on Pondscape's table, computed once from the Tiled layout (levels/pondscape.tmx):
pond spaces, the player's food cards, the central food row, the display, controls, hand and the
small ponds of the other seats."""
from __future__ import annotations

import pygame

from ...rules.pondscape.board import CELLS, COLS, DISPLAY_SLOTS, ROWS
from ...rules.pondscape.data import NUM_FOODS

HAND_CARD = (96, 132)
DISPLAY_CARD = (96, 132)
FOOD_CARD = (56, 78)
MINI = (28, 28)
OTHER_BOX_H, OTHER_BOX_STEP = 156, 162


class PondGeometry:
    """Mixin of PondscapeScene: fixed rectangles and the few that follow the hand size."""

    def _geometry(self) -> None:
        L = self.layout
        pond = L.zone("pond")
        gap = int(L.prop("pond", "gap", 6))
        cw = (pond.w - gap * (COLS - 1)) // COLS
        ch = (pond.h - gap * (ROWS - 1)) // ROWS
        self.cell_size = (cw, ch)
        self.cell_rects = [pygame.Rect(pond.x + (c % COLS) * (cw + gap), pond.y + (c // COLS) * (ch + gap), cw, ch)
                           for c in range(CELLS)]
        foods = L.zone("foods")
        fw, fh = FOOD_CARD
        self.food_rects = [pygame.Rect(self.cell_rects[f].x + 4, foods.y + (foods.h - fh) // 2, fw, fh)
                           for f in range(NUM_FOODS)]
        # each food card's count of tucked cards, a round badge on its top right corner
        self.badge_rects = [pygame.Rect(r.right, r.y + 1, 26, 26) for r in self.food_rects]
        row = L.zone("food_row")
        rgap = int(L.prop("food_row", "gap", 24))
        rw = (row.w - rgap * (NUM_FOODS - 1)) // NUM_FOODS
        rh = min(row.h, round(rw * 100 / 72))
        self.row_gap = rgap
        self.row_rects = [pygame.Rect(row.x + i * (rw + rgap), row.y + (row.h - rh) // 2, rw, rh)
                          for i in range(NUM_FOODS)]
        disp = L.zone("display")
        sw, sh = DISPLAY_CARD
        sgap = (disp.w - DISPLAY_SLOTS * sw) // 2
        self.move_rects = [pygame.Rect(disp.x + s * (sw + sgap) + (sw - 72) // 2, disp.y, 72, 40)
                           for s in range(DISPLAY_SLOTS)]
        self.slot_rects = [pygame.Rect(disp.x + s * (sw + sgap), disp.y + 48, sw, sh) for s in range(DISPLAY_SLOTS)]
        ctl = L.zone("controls")
        self.control_rects = [pygame.Rect(ctl.x, ctl.y + 48 + i * 46, ctl.w, 40) for i in range(3)]
        self.hand_zone = L.zone("hand")
        self.others_zone = L.zone("others")

    def frog_point(self, position: float) -> tuple[int, int]:
        """Centre of the jumping frog sitting after food card `position` (may be fractional)."""
        r0 = self.row_rects[0]
        step = r0.w + self.row_gap
        return (round(r0.right + self.row_gap / 2 + position * step), r0.centery)

    def wrap_ghost_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the faded copy of a frog straddling the spider and the fly sits: before the first
        food card, as after the last, but clear of the pond's spaces on its left (centred on the
        boundary it overlapped the pond's right column by a few pixels: a play-test)."""
        x, y = self.frog_point(-1)
        rect = pygame.Rect(0, 0, *size)
        rect.center = (x, y)
        rect.left = max(rect.left, max(r.right for r in self.cell_rects) + 4)
        return rect

    def boundary_rect(self, position: int) -> pygame.Rect:
        x, y = self.frog_point(position)
        return pygame.Rect(x - 22, y - 24, 44, 48)

    def hand_card_rect(self, index: int, count: int) -> pygame.Rect:
        """Card `index` of a hand of `count`: spaced out, overlapping once the hand is long."""
        zone = self.hand_zone
        w, h = HAND_CARD
        step = w + 10 if count <= 1 else min(w + 10, (zone.w - w) // (count - 1))
        return pygame.Rect(zone.x + index * step, zone.y + 38, w, h)

    def _layout_others(self, seats: list[int]) -> None:
        """Boxes of the smaller ponds of every other seat (the Croaker's panel in solo uses the zone)."""
        zone = self.others_zone
        self.other_seats = seats
        self.other_rects: dict[int, pygame.Rect] = {}
        y = zone.y
        for p in seats:
            self.other_rects[p] = pygame.Rect(zone.x, y, zone.w, OTHER_BOX_H)
            y += OTHER_BOX_STEP

    def _mini_cell(self, seat: int, cell: int) -> pygame.Rect:
        box = self.other_rects.get(seat, self.others_zone)
        x0, y0 = box.x + 6, box.y + 44   # under the name line and the who-plays line
        return pygame.Rect(x0 + (cell % COLS) * (MINI[0] + 3), y0 + (cell // COLS) * (MINI[1] + 3), *MINI)

    # --- what is under the pointer -------------------------------------------------------------
    def _hand_at(self, pos) -> int | None:
        if self.viewer is None:
            return None
        for card, rect in reversed(list(zip(self.hand, self.hand_rects))):
            if rect.collidepoint(pos):
                return card
        return None

    def _cell_at(self, pos) -> int | None:
        for cell, rect in enumerate(self.cell_rects):
            if rect.collidepoint(pos):
                return cell
        return None

    def _food_at(self, pos) -> int | None:
        for food, rect in enumerate(self.food_rects):
            if rect.inflate(24, 8).collidepoint(pos):
                return food
        return None
