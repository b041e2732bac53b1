"""Drawing Pondscape's shared and own board: the pond (with end-of-game score marks), the player's
food cards with their tucked cards, the central food row with the jumping frog, the deck and the
display.  Draw only: everything read here was derived in refresh()."""
from __future__ import annotations

from ...i18n import _
import math

import pygame

from ...rules.pondscape.board import NEIGHBOURS, ROUNDS
from ...rules.pondscape.data import NUM_FOODS
from ...ui import draw, theme
from .art import SHEET
from ...ui import paint

# the pond's title line, this far above its top row: clear of a lesson's outline and ring
# around a top-row space (11 units: LessonGuide.reach), descenders and Japanese type included
HEADING_ABOVE = 22


class PondBoard:
    """Mixin of PondscapeScene."""

    # --- cached surfaces -------------------------------------------------------------------------
    def _glow(self, surface: pygame.Surface, rect: pygame.Rect, colour=theme.LEGAL) -> None:
        draw.glow(surface, rect, colour)

    def _faded(self, key: tuple, image: pygame.Surface, alpha: int) -> pygame.Surface:
        """A translucent copy of `image`, made once per key and window scale (not per frame)."""
        key = (*key, image.scale)
        surf = self._fades.get(key)
        if surf is None:
            surf = self._fades[key] = image.copy()
            surf.set_alpha(alpha)
        return surf

    def _frog_image(self, side: int, alpha: int | None = None) -> pygame.Surface:
        image = self.assets.sprite(SHEET, "jumping_frog", (side, side))
        return image if alpha is None else self._faded(("frog", side, alpha), image, alpha)

    def _card_image(self, card: int | None, water: bool, size) -> pygame.Surface:
        if card is None:
            return self.art.back(size)
        return self.art.water(card, size) if water else self.art.front(card, size)

    # --- the pond ----------------------------------------------------------------------------------
    def _draw_pond(self, surface, hidden, flashes, pointer) -> None:
        a, view, seat = self.assets, self.view, self.focus
        zone = self.layout.zone("pond")
        y = zone.y - HEADING_ABOVE
        draw.player_shape(surface, seat, (zone.x + 10, y), 18)
        right = self.row_rects[0].x   # (the food row's label begins there)
        if not self.state.is_over() and not self._status:
            right = draw.text(surface, a, _("Round {view} of {ROUNDS}").format(view=self.round_shown(), ROUNDS=ROUNDS),
                              (zone.right, y), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, anchor="midright").x
        # a 16-character name (the replay names the seat shown) shrinks before the round's words
        room = right - 18 - (zone.x + 26) - self.change_width(seat, theme.BODY_SIZE)
        title = draw.text_fit(surface, a, self.pond_title, (zone.x + 26, y), room, theme.BODY_SIZE,
                              theme.INK_ON_DARK, True, "midleft", smallest=11)
        self._draw_change(surface, seat, (title.right + 8, title.centery), theme.BODY_SIZE)
        if not self.in_view(surface, zone, *self.cell_rects):
            return
        pond = view["ponds"][seat]
        hover = self._cell_at(pointer)
        # the free spaces glow once there is a card to put there: picked up, or being dragged
        holding = self.selected is not None or self.drag is not None
        for cell, rect in enumerate(self.cell_rects):
            entry = pond[cell]
            if entry is None or ("cell", seat, cell) in hidden:
                surface.blit(self.art.empty(self.cell_size), rect)
                if cell in self.legal_cells and holding:
                    if self.selected is not None and (hover == cell or self.drag is not None and
                                                      rect.collidepoint(self.drag[1])):
                        image = self._card_image(self.selected, self.face_down, self.cell_size)
                        surface.blit(self._faded(("ghost", self.selected, self.face_down), image, 150), rect)
                    self._glow(surface, rect)
                continue
            water = entry["face_down"]
            if water and entry["card"] is None:
                surface.blit(self.art.public_water(entry["back"], self.cell_size), rect)
            else:
                surface.blit(self._card_image(entry["card"], water, self.cell_size), rect)
            self.drawn.append(("water" if water else "front", entry["card"], seat))
            alpha = flashes.get(("cell", seat, cell))
            if alpha:
                paint.rect(surface, theme.SELECTED, rect.inflate(4, 4), 3, border_radius=8)
        if self.details:
            self._draw_score_marks(surface)
        else:
            self._draw_live_marks(surface, flashes)

    def _draw_score_marks(self, surface) -> None:
        a = self.assets
        for kind, cells, label, colour in self.score_marks:
            if kind == "group":
                cellset = set(cells)
                for c in cells:
                    rect = self.cell_rects[c]
                    paint.rect(surface, colour, rect.inflate(2, 2), 4, border_radius=8)
                    for n in NEIGHBOURS[c]:   # join each pair of grouped neighbours once
                        if n > c and n in cellset:
                            paint.line(surface, colour, rect.center, self.cell_rects[n].center, 8)
            anchor = self.cell_rects[cells[0]]
            image = a.text(label, theme.SCORE_SIZE, theme.INK, True)
            # at the card's foot, clear of the food symbols in its top corners
            badge = image.get_rect(midbottom=(anchor.centerx, anchor.bottom - 6)).inflate(14, 4)
            paint.rect(surface, theme.PAPER, badge, border_radius=10)
            paint.rect(surface, colour, badge, 3, border_radius=10)
            surface.blit(image, image.get_rect(center=badge.center))

    def _draw_my_foods(self, surface, flashes) -> None:
        a, view, seat = self.assets, self.view, self.focus
        tucked = view["tucked"][seat]
        frog = self.straddled
        for food, rect in enumerate(self.food_rects):
            count = tucked[food]["count"]
            for i in range(min(count, 4)):
                surface.blit(self.art.back((rect.w, rect.h)), rect.move(6 + 4 * i, 4 + 2 * i))
            surface.blit(self.art.food_card(food, rect.size), rect)
            if food in self.legal_foods:
                self._glow(surface, rect)
            elif food in frog:
                paint.rect(surface, theme.INK_ON_DARK_SOFT, rect.inflate(4, 4), 2, border_radius=8)
            if flashes.get(("food", food)):
                paint.rect(surface, theme.SELECTED, rect.inflate(6, 6), 3, border_radius=8)
            badge = self.badge_rects[food]
            paint.ellipse(surface, theme.PAPER if count else (70, 64, 58), badge)
            paint.ellipse(surface, theme.INK, badge, 2)
            draw.text(surface, a, str(count), badge.center, theme.SMALL_SIZE,
                      theme.INK if count else theme.INK_ON_DARK_SOFT, True, "center")
            if food in frog:
                surface.blit(self._frog_image(26), (rect.x - 4, rect.bottom - 22))

    # --- the food row, deck and display ----------------------------------------------------------
    def _draw_row(self, surface, tweens) -> None:
        a, view = self.assets, self.view
        first = self.row_rects[0]
        draw.text(surface, a, _("Food row \u00b7 the jumping frog straddles two foods"), (first.x, first.y - 24),
                  theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
        straddled = self.straddled
        for food, rect in enumerate(self.row_rects):
            surface.blit(self.art.food_card(food, rect.size), rect)
            if food in straddled:
                paint.rect(surface, theme.INK_ON_DARK, rect.inflate(4, 4), 2, border_radius=8)
        for position, steps in self.jump_targets.items():
            box = self.boundary_rect(position)
            ghost = self._frog_image(40, 120)
            surface.blit(ghost, ghost.get_rect(center=box.center))
            self._glow(surface, box)
            # under the spot, below a lesson's ring around it (LessonGuide.reach: 11 units)
            draw.text(surface, a, f"+{steps}", (box.centerx, box.bottom + 18), theme.SMALL_SIZE, theme.LEGAL, True,
                      "center")
        moving = [t for t in tweens if isinstance(t.payload, dict) and t.payload.get("frog")]
        frog_img = self._frog_image(44)
        if moving:
            t = moving[0]
            hop = (t.end[0] - t.start[0]) * t.progress
            position = t.start[0] + hop
            if position > NUM_FOODS - 0.5:   # past the end of the row: come round from the left
                position -= NUM_FOODS
            x, y = self.frog_point(position)
            y -= round(abs(math.sin(math.pi * hop)) * 26)
            surface.blit(frog_img, frog_img.get_rect(center=(x, y)))
        else:
            x, y = self.frog_point(view["frog"])
            surface.blit(frog_img, frog_img.get_rect(center=(x, y)))
            if view["frog"] == NUM_FOODS - 1:   # straddling the spider and the fly: show the wrap
                ghost = self._frog_image(44, 110)
                surface.blit(ghost, self.wrap_ghost_rect(ghost.get_size()))
        deck = self.layout.zone("deck")
        if view["deck_count"]:
            for i in range(min(3, view["deck_count"] // 20 + 1)):
                surface.blit(self.art.back(deck.size), deck.move(3 * i, -3 * i))
        else:
            paint.rect(surface, theme.INK_ON_DARK_SOFT, deck, 2, border_radius=8)
        draw.text(surface, a, _("Deck {view}").format(view=view['deck_count']), (deck.centerx + 3, deck.bottom + 12), theme.SMALL_SIZE,
                  theme.INK_ON_DARK, True, "center")

    def _draw_display(self, surface, hidden, flashes, pointer) -> None:
        view = self.view
        for slot, rect in enumerate(self.slot_rects):
            move = self.move_rects[slot]
            surface.blit(self.assets.sprite(SHEET, f"movement_card_{slot}", move.size), move)
            card = view["display"][slot]
            if card is None or ("slot", slot) in hidden:
                surface.blit(self.art.empty(rect.size), rect)
            else:
                lift = -6 if slot in self.legal_slots and rect.collidepoint(pointer) else 0
                surface.blit(self.art.front(card, rect.size), rect.move(0, lift))
                self.drawn.append(("front", card, None))
                if slot in self.legal_slots:
                    self._glow(surface, rect.move(0, lift))
            if flashes.get(("slot", slot)):
                paint.rect(surface, theme.ILLEGAL, rect.inflate(6, 6), 3, border_radius=8)
