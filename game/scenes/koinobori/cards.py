"""Koinobori card pictures for the table scene, composed once from sprite frames and cached.

Portrait cards (draw row, hand, personal pole) show their carp stacked like streamers with
the ability icon under a single carp; pole tiles are the landscape strip a card shows on a
festival pole.  Every carp frame carries its colour's pattern and letter, so colour is never
the only cue.
"""
from __future__ import annotations

import pygame

from ...rules.koinobori import CARD_ABILITY, CARD_CARP, COLOUR_IDS
from ... import i18n
from ...i18n import pgettext
from ...ui import theme
from ...ui import paint
from ...ui.canvas import current_scale

ABILITY_FRAMES = {
    "stack": "ability_stack", "move": "ability_move", "extra_play": "ability_extra_play",
    "take2": "ability_take_2", "take1": "ability_take_1", "steal": "ability_steal",
    "refresh": "ability_refresh",
}
SKY = (222, 234, 242)
FRAME_BLUE = (58, 106, 160)
INDIGO = (40, 58, 104)
LETTERS = {"dark_green": "G", "orange": "O", "black": "B", "purple": "V", "yellow_green": "Y", "pink": "P"}


def carp_frame(colour: int | str) -> str:
    cid = colour if isinstance(colour, str) else COLOUR_IDS[colour]
    return f"carp_{cid}"


class CardArt:
    """Cached card surfaces for one Assets instance."""

    def __init__(self, assets) -> None:
        self.assets = assets
        self._cache: dict[tuple, pygame.Surface] = {}

    def _get(self, key: tuple, make) -> pygame.Surface:
        # the start flag's label is in the language it was drawn in; every card at the window's
        # scale (one made at another would be blitted stretched, soft)
        key = (*key, i18n.language(), current_scale())
        surface = self._cache.get(key)
        if surface is None:
            surface = make()
            self._cache[key] = surface
        return surface

    # --- portrait cards --------------------------------------------------------------
    def face(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        return self._get(("face", card, size), lambda: self._make_face(card, size))

    def _make_face(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        a = self.assets
        w, h = size
        surface = paint.layer(size, pygame.SRCALPHA)
        surface.blit(a.sprite("koinobori", "card_face", size), (0, 0))
        carp = CARD_CARP[card]
        ability = CARD_ABILITY[card]
        cw = round(w * 0.8)
        ch = cw // 2
        gap = 3
        block = len(carp) * ch + (len(carp) - 1) * gap
        icon = round(min(w * 0.42, h * 0.3))
        if ability:
            block += gap + icon
        if block > h - 12:  # shrink to fit tiny sizes
            scale = (h - 12) / block
            cw, ch, icon = round(cw * scale), round(ch * scale), round(icon * scale)
            block = len(carp) * ch + (len(carp) - 1) * gap + ((gap + icon) if ability else 0)
        y = (h - block) // 2
        for colour in carp:
            surface.blit(a.sprite("koinobori", carp_frame(colour), (cw, ch)), ((w - cw) // 2, y))
            y += ch + gap
        if ability:
            surface.blit(a.sprite("koinobori", ABILITY_FRAMES[ability], (icon, icon)), ((w - icon) // 2, y))
        return surface

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self.assets.sprite("koinobori", "card_back_koinobori", size)

    # --- pole tiles ----------------------------------------------------------------------
    def tile(self, card: int, size: tuple[int, int], covered: int = 0) -> pygame.Surface:
        return self._get(("tile", card, size, covered), lambda: self._make_tile(card, size, covered))

    def _tile_base(self, size: tuple[int, int], fill, edge) -> pygame.Surface:
        w, h = size
        surface = paint.layer(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        paint.rect(surface, theme.PAPER, rect, border_radius=6)
        paint.rect(surface, fill, rect.inflate(-8, -8), border_radius=4)
        paint.rect(surface, edge, rect.inflate(-8, -8), width=1, border_radius=4)
        paint.rect(surface, theme.PAPER_EDGE, rect, width=2, border_radius=6)
        return surface

    def _make_tile(self, card: int, size: tuple[int, int], covered: int) -> pygame.Surface:
        a = self.assets
        w, h = size
        surface = self._tile_base(size, SKY, FRAME_BLUE)
        carp = CARD_CARP[card]
        ability = CARD_ABILITY[card]
        if len(carp) == 3:
            # three streamers in a zig-zag, so each stays large enough to read
            cw = min(48, (w - 16) // 2)
            ch = cw // 2
            step = (h - 8 - ch) // 2
            for k, colour in enumerate(carp):
                x = 6 if k % 2 == 0 else 8 + cw
                surface.blit(a.sprite("koinobori", carp_frame(colour), (cw, ch)), (x, 4 + k * step))
        else:
            ch = min(28, (h - 10) // 2) if len(carp) == 2 else min(26 if ability else 32, h - 24)
            cw = ch * 2
            block = len(carp) * ch + (len(carp) - 1) * 2
            y = (h - block) // 2
            for colour in carp:
                surface.blit(a.sprite("koinobori", carp_frame(colour), (cw, ch)), (8, y))
                y += ch + 2
        if ability:
            icon = min(30, h - 16, w - cw - 18)
            surface.blit(a.sprite("koinobori", ABILITY_FRAMES[ability], (icon, icon)),
                         (w - icon - 8, (h - icon) // 2))
        if covered:
            # a small dog-ear with the count of cards stacked under this one
            tab = pygame.Rect(w - 26, h - 22, 22, 18)
            paint.rect(surface, INDIGO, tab, border_radius=4)
            label = a.text(f"+{covered}", 14, theme.INK_ON_DARK, True)
            surface.blit(label, label.get_rect(center=tab.center))
        return surface

    def flag_tile(self, colour: int, size: tuple[int, int]) -> pygame.Surface:
        return self._get(("flag", colour, size), lambda: self._make_flag(colour, size))

    def _make_flag(self, colour: int, size: tuple[int, int]) -> pygame.Surface:
        a = self.assets
        w, h = size
        surface = self._tile_base(size, (206, 222, 236), INDIGO)
        # a pennant on a short staff, then the flag's carp
        paint.line(surface, (120, 96, 60), (12, 10), (12, h - 10), 3)
        paint.polygon(surface, INDIGO, [(14, 12), (30, 17), (14, 22)])
        ch = min(26, h // 2 - 4)
        cw = ch * 2
        surface.blit(a.sprite("koinobori", carp_frame(colour), (cw, ch)), (20, 14))
        label = a.text(pgettext("the start flag card's label", "flag"), 16, INDIGO, True)
        surface.blit(label, (20, h - label.get_height() - 6))
        return surface

    # --- scoring cards -------------------------------------------------------------------
    def scoring(self, colour_id: str, positive: bool, size: tuple[int, int]) -> pygame.Surface:
        frame = f"scoring_card_{colour_id}_{'pos' if positive else 'neg'}"
        return self.assets.sprite("koinobori", frame, size)

    def level(self, level: int, size: tuple[int, int]) -> pygame.Surface:
        return self.assets.sprite("koinobori", f"pole_level_{level}", size)

    def carp(self, colour, size: tuple[int, int]) -> pygame.Surface:
        return self.assets.sprite("koinobori", carp_frame(colour), size)


def letter(colour_id: str) -> str:
    return LETTERS.get(colour_id, "?")


def carp_letter(colour: int | str) -> str:
    """The letter of a carp colour (an index or an id), as its cards print it: G O B V Y P."""
    return letter(colour if isinstance(colour, str) else COLOUR_IDS[colour])


