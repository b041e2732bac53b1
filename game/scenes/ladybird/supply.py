"""Drawing Ladybird's common supply: the pool with the deck and discards, the orchard row with
each card's aphids, and the food-tile stacks; plus the dark zone headings and a component in
flight, which every part of the table uses."""
from __future__ import annotations

from ...i18n import _
import pygame

from ...rules.ladybird import data as D
from ...ui import draw, theme
from .art import DARK, DARK_EDGE
from ...ui import paint


class Supply:
    """Pool, orchard and food drawing of LadybirdScene (draw only: never changes state)."""

    def _draw_component(self, surface, key, rect) -> None:
        kind, ident = key
        if kind == "c":
            surface.blit(self.art.card(ident, rect.size), rect)
        elif kind == "back":   # a drafted card on its way, face down, to another seat's hand
            surface.blit(self.art.back(rect.size), rect)
        elif kind == "o" and rect.w < 40:   # landing among a column's bonus cards: its icon
            surface.blit(self.art.sprite(f"orchard_icon_{D.COLOURS[D.ORCHARD_COLOUR[ident]]}", rect.size), rect)
        elif kind == "o":
            surface.blit(self.art.orchard(ident, rect.size), rect)
        else:
            surface.blit(self.art.food(ident, min(rect.size)), rect)

    def _heading(self, surface, zone: pygame.Rect, text: str, right: str = "") -> None:
        draw.panel(surface, zone, DARK, radius=8, edge=DARK_EDGE, shadow=False)
        room = zone.w - 16
        heads = []
        if right:
            heads.append(draw.text(surface, self.assets, right, (zone.right - 8, zone.y + 4), theme.SMALL_SIZE,
                                   theme.INK_ON_DARK_SOFT, anchor="topright"))
            room -= heads[-1].w + 10
        # (a heading with a 16-character name, in the replay viewer, shrinks rather than run over)
        heads.append(draw.text_fit(surface, self.assets, text, (zone.x + 8, zone.y + 4), room, theme.SMALL_SIZE,
                                   theme.INK_ON_DARK, True, smallest=11))
        self.note_labels(f"heading {zone.x},{zone.y}", *heads)   # an outlined card under it keeps clear of it

    def _empty_slot(self, surface, key: tuple, card: int, r: pygame.Rect) -> bool:
        """Draw an empty space where no card is, or where the card is still on its way there."""
        if card < 0 or key in self._moving:
            surface.blit(self.art.sprite("pool_slot", r.size), r)
            return True
        return False

    def _draw_pool(self, surface) -> None:
        st = self.state
        zone = self.layout.zone("pool")
        unlocked = self.view["unlocked"]
        self._heading(surface, zone, _("Pool"), _("unlocked: {card}").format(card=_(unlocked)) if unlocked and self.my_turn else "")
        for s, r in enumerate(self.pool_rects):
            card = st.pool[s]
            if self._empty_slot(surface, ("c", card), card, r):
                continue
            surface.blit(self.art.card(card, r.size), r)
            if s in self.pool_ok:   # (outside the card's coloured frame: never over its colour)
                draw.glow(surface, r.inflate(4, 4), radius=8)
        surface.blit(self.art.back(self.deck_rect.size), self.deck_rect)
        a = self.assets
        draw.text(surface, a, _("Deck"), (self.deck_rect.centerx, self.deck_rect.bottom + 4), theme.SMALL_SIZE,
                  theme.INK_ON_DARK_SOFT, anchor="midtop")
        draw.text(surface, a, str(len(st.deck)), (self.deck_rect.centerx, self.deck_rect.bottom + 22),
                  theme.BODY_SIZE, theme.INK_ON_DARK, True, "midtop")
        draw.text(surface, a, _("Discards"), (self.deck_rect.centerx, self.deck_rect.bottom + 50), theme.SMALL_SIZE,
                  theme.INK_ON_DARK_SOFT, anchor="midtop")
        draw.text(surface, a, str(len(st.discard)), (self.deck_rect.centerx, self.deck_rect.bottom + 68),
                  theme.BODY_SIZE, theme.INK_ON_DARK, True, "midtop")

    def _draw_orchard(self, surface) -> None:
        st = self.state
        zone = self.layout.zone("orchard")
        self._heading(surface, zone, _("Orchard cards"))
        aphid = self.art.sprite("aphid", (20, 20))
        for k, r in enumerate(self.orchard_rects):
            card = st.orchard_row[k]
            if self._empty_slot(surface, ("o", card), card, r):
                continue
            surface.blit(self.art.orchard(card, r.size), r)
            badge = pygame.Rect(r.x + 3, r.bottom - 26, r.w - 6, 23)
            paint.rect(surface, DARK, badge, border_radius=8)
            surface.blit(aphid, (badge.x + 2, badge.y + 1))
            draw.text_fit(surface, self.assets, f"\u00d7{st.orchard_aphids[k]}", (badge.x + 21, badge.centery),
                          badge.right - 2 - (badge.x + 21), theme.SMALL_SIZE, theme.INK_ON_DARK, True, "midleft",
                          smallest=11)   # "x13" stays on its badge
            if k in self.orchard_ok:
                draw.glow(surface, r, radius=6)
        r = self.orchard_deck_rect
        if st.orchard_deck:
            paint.rect(surface, theme.PAPER_SHADE, r, border_radius=6)
            paint.rect(surface, theme.PAPER_EDGE, r, 2, border_radius=6)
        ink = theme.INK if st.orchard_deck else theme.INK_ON_DARK_SOFT
        draw.text(surface, self.assets, _("Deck"), (r.centerx, r.y + 16), theme.SMALL_SIZE, ink, anchor="midtop")
        draw.text(surface, self.assets, str(len(st.orchard_deck)), (r.centerx, r.y + 38), theme.BODY_SIZE,
                  ink, True, "midtop")

    def _draw_food(self, surface) -> None:
        st = self.state
        zone = self.layout.zone("food")
        self._heading(surface, zone, _("Food tiles"), _("cost top right"))
        counts = []
        for k, r in enumerate(self.stack_rects):
            stack = st.stacks[k]
            if not stack:
                paint.rect(surface, DARK_EDGE, r, 2, border_radius=6)
            else:
                if len(stack) > 1:
                    surface.blit(self.art.food(stack[-2], r.w), r.move(3, 3))
                if ("f", stack[-1]) not in self._moving:
                    surface.blit(self.art.food(stack[-1], r.w), r)
                if k in self.stack_ok:
                    draw.glow(surface, r, radius=6)
            counts.append(draw.text(surface, self.assets, _("{n} left").format(n=len(stack)), (r.centerx + 2, r.bottom + 6),
                                    theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, anchor="midtop"))
        self.note_labels("food left", *counts)   # an outlined stack keeps clear of its count
