"""Ladybird's components composed from the sprite sheet, each composed once per size and cached.

A ladybird card shows its column colour twice (border and plant badge), its life-cycle stage as
an icon in the top band (so an overlapped card in a column still shows it), as its big picture
(egg clutch, larva, pupa or adult, in its type's colours) and in words at the bottom, and its
type as a small ladybird in the top band.  Harlequins are dark cards of their own.
"""
from __future__ import annotations

import pygame

from ... import i18n
from ...i18n import _
from ...rules.ladybird import data as D
from ...ui import theme
from ...ui import paint
from ...ui.canvas import current_scale

SHEET = "ladybird"
HQ_DARK = (40, 36, 34)
HQ_EDGE = (196, 52, 44)
HONEYDEW = (236, 178, 40)
DARK = (30, 27, 24)          # the table's dark panels (pool, orchard, food, hand, tiles)
DARK_EDGE = (70, 62, 54)
CARD_ASPECT = 1.375          # a ladybird card's height / width
WORD_LEAST_H = 76            # a card this tall (or taller) has its stage word at its foot


def type_frame(type_index: int) -> str:
    return "ladybird_" + D.TYPES[type_index].replace("-", "_")


def stage_frame(stage_index: int, type_index: int) -> str:
    """A card's big picture: its stage drawn in its type's colours (the adult is the ladybird)."""
    stage = D.STAGES[stage_index]
    if stage == "adult":
        return type_frame(type_index)
    if stage == "egg":
        return "egg_cluster"
    return f"{stage}_" + D.TYPES[type_index].replace("-", "_")


class LadybirdArt:
    """The table's components as surfaces, composed once per size."""

    def __init__(self, assets) -> None:
        self.assets = assets
        self._cache: dict[tuple, pygame.Surface] = {}
        self._scale = current_scale()   # what the kept pictures were composed at

    def sprite(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        return self.assets.sprite(SHEET, name, size)

    # ------------------------------------------------------------------ ladybird cards
    def _cached(self, key: tuple, compose) -> pygame.Surface:
        """The surface composed for `key`, composing it (`compose()`) the first time only."""
        key = (*key, i18n.language())   # a card's stage word is in the language it was drawn in
        if self._scale != current_scale():   # the window's scale changed: compose them sharp again
            self._cache.clear()
            self._scale = current_scale()
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = compose()
        return surf

    def card(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        return self._cached(("card", card, size), lambda: self._compose_card(card, size))

    def _compose_card(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = paint.layer(size, pygame.SRCALPHA)
        band = max(16, round(w * 0.3))
        if D.IS_HARLEQUIN[card]:
            rect = surf.get_rect()
            paint.rect(surf, HQ_DARK, rect, border_radius=6)
            paint.rect(surf, HQ_EDGE, rect, 3, border_radius=6)
            # a checked band so the harlequin reads as "no colour" without relying on hue
            for i in range(0, w - 8, 8):
                colour = (232, 224, 210) if (i // 8) % 2 == 0 else HQ_EDGE
                paint.rect(surf, colour, (4 + i, 4, 8, band - 6))
            icon = self.sprite("ladybird_harlequin", (band - 2, band - 2))
            surf.blit(icon, (w - band - 2, 2))
            big = round(w * 0.62)
            surf.blit(self.sprite("ladybird_harlequin", (big, big)), ((w - big) // 2, band + (h - band - big) // 2))
            return surf
        colour = D.COLOURS[D.CARD_COLOUR[card]]
        surf.blit(self.sprite(f"card_face_{colour}", size), (0, 0))
        stage = D.STAGES[D.CARD_STAGE[card]]
        icon = band - 2
        surf.blit(self.sprite(f"stage_{stage}", (icon, icon)), (w - icon - 3, 2))
        small = band - 4
        surf.blit(self.sprite(type_frame(D.CARD_TYPE[card]), (small, small)), (w - 2 * icon - 4, 3))
        big = round(w * 0.5)
        picture = stage_frame(D.CARD_STAGE[card], D.CARD_TYPE[card])
        surf.blit(self.sprite(picture, (big, big)), ((w - big) // 2, band + 4))
        if h >= WORD_LEAST_H:
            label = self.assets.text(_(stage), theme.SMALL_SIZE, theme.INK, True)   # the rules' stage word
            surf.blit(label, label.get_rect(midbottom=(w // 2, h - 4)))
        return surf

    def faded_card(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        """The card half transparent: what a seat revealed this round, already played."""
        def compose() -> pygame.Surface:
            surf = self.card(card, size).copy()
            surf.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
            return surf
        return self._cached(("faded", card, size), compose)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self.sprite("card_back_ladybird", size)

    # ------------------------------------------------------------------ other components
    def orchard(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        return self.sprite(f"orchard_card_{D.COLOURS[D.ORCHARD_COLOUR[card]]}", size)

    def lifecycle(self, colour: str, size: tuple[int, int]) -> pygame.Surface:
        return self.sprite(f"life_cycle_card_{colour}", size)

    def food(self, tile: int, size: int) -> pygame.Surface:
        return self._cached(("food", tile, size), lambda: self._compose_food(tile, size))

    def _compose_food(self, tile: int, size: int) -> pygame.Surface:
        surf = paint.layer((size, size), pygame.SRCALPHA)
        mould = D.FOOD_MOULD[tile]
        surf.blit(self.sprite("mould_tile" if mould else "food_tile", (size, size)), (0, 0))
        bug = round(size * 0.5)
        surf.blit(self.sprite(type_frame(D.FOOD_TYPE[tile]), (bug, bug)), (round(size * 0.12), round(size * 0.2)))
        value = self.assets.text(f"+{D.FOOD_VALUE[tile]}", theme.SMALL_SIZE, theme.INK, True)
        surf.blit(value, value.get_rect(bottomright=(size - 4, size - 2)))
        if not mould:
            cost = self.assets.text(str(D.FOOD_COST[tile]), theme.SMALL_SIZE, theme.INK, True)
            surf.blit(cost, cost.get_rect(center=(round(size * 0.8), round(size * 0.2))))
        if D.FOOD_HONEYDEW[tile]:
            x, y = 8, size - 14
            paint.polygon(surf, HONEYDEW, [(x, y - 9), (x + 5, y), (x - 5, y)])
            paint.circle(surf, HONEYDEW, (x, y + 1), 5)
            paint.circle(surf, theme.INK, (x, y + 1), 5, 1)
        return surf

    def garden_tile(self, number: int, used: bool, seat: int, size: int) -> pygame.Surface:
        if used:
            name = f"garden_portrait_{theme.PLAYER_COLOUR_NAMES[seat % 4]}"
        else:
            name = "garden_" + D.TILE_NAMES[number - 1].lower().replace(" ", "_")
        return self.sprite(name, (size, size))
