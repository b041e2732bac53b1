"""Drawing every seat's garden panel: the header (name, sticky leaf, memories, aphids, hand size,
garden tiles), the colour columns with their bonus cards on top, the card revealed this round
(face down while it is secret, flipping over when all are revealed, then faded and tagged
"played" once placed, until the next reveal), the running score and the food summary; at the
end of the game, the final breakdown instead (scores.py)."""
from __future__ import annotations

from ...i18n import _
import pygame

from ...rules.ladybird import data as D
from ...ui import draw, theme
from ...ui.anim import Flash
from .art import type_frame


class Gardens:
    """Seat panel drawing of LadybirdScene (draw only: never changes state)."""

    def _draw_seat(self, surface, q: int, flip) -> None:
        a = self.assets
        seat = self.seats[q]
        rect = seat.rect
        seat_view = self.view["seats"][q]
        current = q == self.view["current"]
        draw.panel(surface, rect, theme.PAPER, radius=10)
        if current:
            pygame.draw.rect(surface, theme.PLAYER_COLOURS[q % 5], rect, 4, border_radius=10)
        self._draw_seat_header(surface, q, seat, seat_view)
        self._draw_columns(surface, q, seat)
        if not seat.columns:
            draw.text(surface, a, _("No columns yet"), (rect.x + 12, rect.y + 44), theme.SMALL_SIZE, theme.INK_SOFT)
        if self.column_points is None:
            self._draw_revealed(surface, q, seat, seat_view["revealed"], flip)
        else:
            self._draw_column_points(surface, q, seat)
        self._draw_total(surface, q, seat)
        # food summary by ladybird type
        fr = seat.food_rects
        draw.text(surface, a, _("Food"), seat.food_label, theme.SMALL_SIZE, theme.INK_SOFT)
        for t, value in self.food_totals[q].items():
            rr = fr[t]
            if rr.bottom > rect.bottom - 2:
                continue
            surface.blit(self.art.sprite(type_frame(t), (20, 20)), rr)
            draw.text(surface, a, f"+{value}", (rr.right + 2, rr.centery), theme.SMALL_SIZE, theme.INK, True,
                      "midleft")

    def _draw_seat_header(self, surface, q: int, seat, seat_view: dict) -> None:
        st = self.state
        a = self.assets
        rect = seat.rect
        header = pygame.Rect(rect.x + 2, rect.y + 2, rect.w - 4, 30)
        pygame.draw.rect(surface, theme.PAPER_SHADE, header, border_top_left_radius=9, border_top_right_radius=9)
        draw.player_shape(surface, q, (rect.x + 18, rect.y + 17), 20)
        name = self.player_name(q)  # your own seat is framed in blue: the name keeps all its room
        hx = seat.hand_icon.x
        leaf = q == st.leaf and st.num_players > 1
        name_x = rect.x + 34
        if leaf:  # the sticky leaf sits beside the seat's shape, leaving the name its room
            surface.blit(self.art.sprite("sticky_leaf", (20, 20)), (rect.x + 30, rect.y + 7))
            name_x += 20
        mx = hx - 88  # the counters, right to left from the hand icon: memories, aphids, hand
        draw.text_fit(surface, a, name, (name_x, rect.y + 17), mx - 6 - name_x, theme.SMALL_SIZE, theme.INK, True,
                      "midleft", smallest=12)  # a 16-character name shrinks before it is cut
        surface.blit(self.assets.sprite("ui", "icon_hand", (22, 22)), seat.hand_icon)
        draw.text(surface, a, str(seat_view["hand_count"]), (hx + 24, rect.y + 17), theme.SMALL_SIZE, theme.INK,
                  True, "midleft")
        ax = hx - 44
        surface.blit(self.art.sprite("aphid", (20, 20)), (ax, rect.y + 7))
        draw.text(surface, a, str(seat_view["aphids"]), (ax + 22, rect.y + 17), theme.SMALL_SIZE, theme.INK, True,
                  "midleft")
        surface.blit(self.art.sprite("memory", (20, 20)), (mx, rect.y + 7))
        draw.text(surface, a, str(seat_view["memories"]), (mx + 22, rect.y + 17), theme.SMALL_SIZE, theme.INK, True,
                  "midleft")
        tiles = seat_view["tiles"]  # the tiles seat q has by now (one more each day)
        for k, r in enumerate(seat.tile_rects):
            if k < len(tiles):
                surface.blit(self.art.garden_tile(k + 1, tiles[k]["used"], q, r.w), r)
            else:
                pygame.draw.rect(surface, theme.PAPER_EDGE, r, 1, border_radius=4)

    def _draw_columns(self, surface, q: int, seat) -> None:
        """The columns with their bonus cards on top, the legal targets glowing, a flash over a
        column just invaded or given a flower bed."""
        a = self.assets
        tableau = self.tableaux[q]
        for k, (c, area) in enumerate(seat.columns):
            tab = tableau[k]
            bonus = seat.bonus[k]
            bx = bonus.x
            for o in tab["orchard"][:1]:
                if ("o", o) not in self._moving:
                    surface.blit(self.art.orchard(o, (16, 22)), (bx, bonus.y))
                if len(tab["orchard"]) > 1:
                    draw.text(surface, a, str(len(tab["orchard"])), (bx + 17, bonus.centery), theme.SMALL_SIZE,
                              theme.INK, True, "midleft")
                bx += 28
            if tab["lifecycle"] is not None:
                surface.blit(self.art.lifecycle(tab["colour"], (16, 22)), (bx, bonus.y))
                bx += 18
            if tab["flowerbed"] is not None:
                surface.blit(self.art.sprite("flower_bed", (22, 22)), (bx, bonus.y))
            for card, r in seat.card_rects[k]:
                if ("c", card) in self._moving:
                    continue
                surface.blit(self.art.card(card, r.size), r)
            if (q, c) in self.column_ok:
                top = seat.card_rects[k][-1][1] if seat.card_rects[k] else area
                draw.glow(surface, top, radius=6)
        for f in self.anims.of(Flash):
            if f.payload[0] == "column" and f.payload[2] in D.COLOURS:
                who = f.payload[1] if f.payload[1] is not None else self.view["current"]
                if who == q:
                    for c, area in seat.columns:
                        if D.COLOURS[c] == f.payload[2]:
                            draw.tint(surface, area, (*theme.SELECTED, f.alpha // 3))

    def _draw_revealed(self, surface, q: int, seat, shown, flip) -> None:
        """The card revealed this round: face down while secret, face up once revealed."""
        a = self.assets
        r = seat.revealed
        if not r.h:
            return
        draw.text(surface, a, _("Revealed"), seat.revealed_label, theme.SMALL_SIZE, theme.INK_SOFT)
        if flip is not None and q in flip.payload[1]:
            p = flip.elapsed / flip.duration
            half = abs(1 - 2 * p)
            w = max(2, round(r.w * half))
            image = self.art.back(r.size) if p < 0.5 else self.art.card(flip.payload[1][q], r.size)
            image = pygame.transform.scale(image, (w, r.h))
            surface.blit(image, image.get_rect(center=r.center))
        elif shown == "hidden":
            surface.blit(self.art.back(r.size), r)
        elif isinstance(shown, int) and shown >= 0:
            if ("c", shown) not in self._moving:
                surface.blit(self.art.card(shown, r.size), r)
        elif self.round_reveal.get(q, -1) >= 0:
            # revealed this round and already played: it stays in sight, faded, until the next reveal
            card = self.round_reveal[q]
            surface.blit(self.art.faded_card(card, r.size), r)
            tag = pygame.Rect(r.x, r.bottom - 22, r.w, 20)
            pygame.draw.rect(surface, theme.PAPER_SHADE, tag, border_radius=4)
            draw.text(surface, a, _("played"), tag.center, theme.SMALL_SIZE, theme.INK_SOFT, anchor="center")
        else:
            pygame.draw.rect(surface, theme.PAPER_EDGE, r, 2, border_radius=6)
            if shown == -1 or self.round_reveal.get(q) == -1:
                draw.text(surface, a, _("none"), r.center, theme.SMALL_SIZE, theme.INK_SOFT, anchor="center")
