"""Drawing the viewer's own panels: the hand (with the name of the thing under the pointer) and
the garden tiles with the help text of the tile pointed at or picked."""
from __future__ import annotations

from ...i18n import N_, _
from ..common.words import count as count_of
import pygame

from ...rules.ladybird import data as D
from ...ui import draw, theme
from .art import DARK_EDGE
from ...ui import paint

TILE_HELP = {
    1: N_("Rose garden: place a card from your hand, then draft the card it unlocks."),
    2: N_("Orchard: take a face-up orchard card with all its aphids."),
    3: N_("Picnic: take food tiles, paying their aphids (again after honeydew)."),
    4: N_("Shed: A place a card and draft, or B take an orchard card."),
    5: N_("Tea time: A gain a childhood memory, or B hold a picnic."),
}


class Panels:
    """Hand and garden-tile drawing of LadybirdScene (draw only: never changes state)."""

    def _draw_hand(self, surface) -> None:
        zone = self.layout.zone("hand")
        a = self.assets
        if self.viewer is None:   # no seat's cards are shown (an online spectator, a replay of an
            self._heading(surface, zone, _("Hand"))   # unfinished game): say why the panel is empty
            self._hidden_words(surface, zone, self.hidden_hand_words())
            return
        heading = (_("{name}'s hand ({n})").format(name=self.player_name(self.viewer), n=len(self.hand))
                   if self.watched else _("Your hand ({n})").format(n=len(self.hand)))   # (a replay names the seat)
        self._heading(surface, zone, heading,
                      _("limit {n}").format(n=D.HAND_LIMIT) if self.over_limit else "")
        for card, r in zip(self.hand, self.hand_rects):
            if ("c", card) in self._moving:
                continue
            surface.blit(self.art.card(card, r.size), r)
            if card == self.selected:
                paint.rect(surface, theme.SELECTED, r.inflate(6, 6), 3, border_radius=8)
            elif card in self.hand_ok:   # (outside the card's coloured frame: never over its colour)
                draw.glow(surface, r.inflate(4, 4), radius=8)
        hovered = self._hover_name(self._pointer_hit)
        if hovered:
            draw.text(surface, a, hovered, (zone.x + 8, zone.bottom - 24), theme.SMALL_SIZE, theme.INK_ON_DARK)
        elif not self.hand:
            draw.text(surface, a, _("No cards"), (zone.x + 8, zone.y + 40), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)

    def _hover_name(self, hit) -> str:
        """The name of what `hit` (an answer of `_hit`) points at, or ""."""
        if hit is None:
            return ""
        st = self.state
        if hit[0] == "hand":
            return D.card_name(hit[1])
        if hit[0] == "pool" and st.pool[hit[1]] >= 0:
            return D.card_name(st.pool[hit[1]])
        if hit[0] == "stack" and st.stacks[hit[1]]:
            return D.food_name(st.stacks[hit[1]][-1])
        if hit[0] == "orchard" and st.orchard_row[hit[1]] >= 0:
            return _("{name}, {aphids}").format(name=_(D.ORCHARD_CARDS[st.orchard_row[hit[1]]]['name']), aphids=count_of(st.orchard_aphids[hit[1]], 'aphid'))
        return ""

    def _draw_tiles(self, surface) -> None:
        st = self.state
        zone = self.layout.zone("tiles")
        a = self.assets
        self._heading(surface, zone, _("Garden tiles") if self.viewer is None
                      else _("{name}'s garden tiles").format(name=self.player_name(self.viewer)) if self.watched
                      else _("Your garden tiles"))
        if self.viewer is None:   # every seat's tiles are public: where they are
            self._hidden_words(surface, zone, _("Each player's garden tiles show at the top right of their garden."))
            return
        q = self.viewer
        tiles = self.view["seats"][q]["tiles"]  # the tiles the viewer has by now (one more each day)
        for k, r in enumerate(self.tile_rects):
            number = k + 1
            if k >= len(tiles):
                paint.rect(surface, DARK_EDGE, r, 2, border_radius=6)
                draw.text(surface, a, _("day {n}").format(n=number), r.center, theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, anchor="center")
                continue
            surface.blit(self.art.garden_tile(number, tiles[k]["used"], q, r.w), r)
            if self.tile_pick == number:
                paint.rect(surface, theme.SELECTED, r.inflate(6, 6), 3, border_radius=8)
            elif number in self.tile_ok:
                draw.glow(surface, r, radius=6)
        hit = self._pointer_hit
        if self.tile_pick is not None:
            text = _(TILE_HELP[self.tile_pick])
        elif hit is not None and hit[0] == "tile":
            text = _(TILE_HELP[hit[1]])
        elif st.step == "choose" and self.my_turn and self.hot_seat:
            text = _("Pick a card, then confirm: it stays hidden until everyone has chosen.")
        else:
            text = _("Point at or focus a tile to read it.")
        block = self.tile_help_block()
        draw.text_block(surface, a, text, block, self.help_size(text, block), theme.INK_ON_DARK, line_gap=0)

    def _hidden_words(self, surface, zone: pygame.Rect, text: str) -> None:
        """Why a panel of the viewer's own is empty, under its heading, whole."""
        block = pygame.Rect(zone.x + 8, zone.y + 34, zone.w - 16, zone.bottom - 8 - (zone.y + 34))
        draw.text_block(surface, self.assets, text, block, self.help_size(text, block),
                        theme.INK_ON_DARK_SOFT, line_gap=0)

    def tile_help_block(self) -> pygame.Rect:
        zone = self.layout.zone("tiles")
        top = self.tile_rects[0].bottom + 4
        return pygame.Rect(zone.x + 6, top, zone.w - 12, zone.bottom - 2 - top)

    def help_size(self, text: str, block: pygame.Rect) -> int:
        """The largest type in which `text` fits `block` whole: a tile's help is never cut."""
        for size in range(theme.SMALL_SIZE, 10, -1):
            lines = self.assets.wrap(text, block.w, size)
            if sum(self.assets.text(line, size, theme.INK_ON_DARK).get_height() for line in lines) <= block.h:
                return size
        return 11
