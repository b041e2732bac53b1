"""Pondscape card pictures, composed once per (card, side, size) from the sprite sheet and cached.

A card is drawn from the pondscape sheet's frames (docs: the sheet's JSON atlas): the blank face,
the frog or habitat picture, the food icons, the leaf effect and a small preview of its water side.
Nothing here decides a rule; the texts come from the rules' data tables.
"""
from __future__ import annotations

from ... import i18n
from ...i18n import _
from ..common.words import listed
from functools import lru_cache

import pygame

from ...rules.pondscape.data import (BACK_FOODS, BACK_LEAF, BACK_POINTS, CARD_HABITAT, CARD_SOLITARY,
                                    CARD_SPECIES, CARD_WILD, FOOD_INDEX, FOOD_NAMES, FOODS, FRONT_FOODS, FRONT_LEAF,
                                    HABITATS, IS_FROG, LEAVES, SPECIAL_TUCK, SPECIES,
                                    SPECIES_CONDITIONS, card_name, leaf_text, solitary_text)
from ...ui import theme
from ...ui import paint
from ...ui.canvas import current_scale

SHEET = "pondscape"
SPECIES_SPRITE = {
    "horned": "frog_horned", "red_eyed": "frog_red_eyed_tree", "golden": "frog_golden",
    "tomato": "frog_tomato", "clown": "frog_clown_tree", "cobalt": "frog_cobalt_dart",
    "bullfrog": "frog_indian_bullfrog", "desert": "frog_desert_tree",
}
LEAF_SPRITE = {"jump": "leaf_jump", "draw1": "leaf_draw_1", "draw2": "leaf_draw_2", "draw3": "leaf_draw_3"}
WATER = (52, 104, 150)
WATER_LIGHT = (214, 230, 240)


def picture_name(card: int) -> str:
    if IS_FROG[card]:
        return SPECIES_SPRITE[SPECIES[CARD_SPECIES[card]]]
    return "habitat_" + HABITATS[CARD_HABITAT[card]]


def leaf_words(leaf: str | None) -> str:
    return leaf_text(leaf) if leaf and leaf in LEAVES else ""


def side_lines(card: int, face_down: bool) -> tuple[str, tuple[str, ...]]:
    """`_side_lines` in the current language (cached per language)."""
    return _side_lines(card, face_down, i18n.language())


@lru_cache(maxsize=None)
def _side_lines(card: int, face_down: bool, lang: str) -> tuple[str, tuple[str, ...]]:
    """A heading and short lines saying what one side of `card` gives (for the preview panel);
    cached, as the preview asks for them every frame while a card is pointed at."""
    if face_down:
        foods = listed(_(FOOD_NAMES[f]) for f in BACK_FOODS[card]) or _("no food")
        lines = [_("Food: {foods}").format(foods=foods)]
        if BACK_LEAF[card]:
            lines.append(_("Effect: {effect}").format(effect=short_leaf(BACK_LEAF[card])))
        if BACK_POINTS[card]:
            lines.append(_("Scores {points} points at the end.").format(points=BACK_POINTS[card]))
        lines.append(_("Counts only as water."))
        return _("Face down: water card"), tuple(lines)
    foods = listed(_(FOOD_NAMES[f]) for f in FRONT_FOODS[card]) or _("no food")
    lines = [_("Food: {foods}").format(foods=foods)]
    if SPECIAL_TUCK[card]:
        lines.append(_("First: tuck up to {n} cards.").format(n=SPECIAL_TUCK[card]))
    if FRONT_LEAF[card]:
        lines.append(_("Effect: {effect}").format(effect=short_leaf(FRONT_LEAF[card])))
    if IS_FROG[card]:
        species = SPECIES[CARD_SPECIES[card]]
        if species == "desert":
            cond = CARD_SOLITARY[card]
            if cond:
                lines.append(_("Alone: {condition}").format(condition=solitary_text(cond)))
            elif CARD_WILD[card]:
                lines.append(_("Wild: any one food at the end.") if CARD_WILD[card] == 1
                             else _("Wild: any two different foods at the end."))
            else:
                lines.append(_("Never forms a group."))
        else:
            lines.append(_("Group scores if: {condition}").format(condition=_(SPECIES_CONDITIONS[species])))
    else:
        lines.append(_("Counts toward habitat variety."))
    return _("Face up: {card_name}").format(card_name=card_name(card)), tuple(lines)


def short_leaf(leaf: str) -> str:
    if leaf == "jump":
        return _("jumping frog, then tuck.")
    return leaf_words(leaf)


class CardArt:
    """Composed card surfaces, cached per (card, side, size) at the window's scale."""

    def __init__(self, assets) -> None:
        self.assets = assets
        self._cache: dict[tuple, pygame.Surface] = {}
        self._scale = current_scale()   # what the kept cards were composed at

    def _sprite(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        return self.assets.sprite(SHEET, name, (max(1, size[0]), max(1, size[1])))

    def _cached(self, key: tuple, make) -> pygame.Surface:
        if self._scale != current_scale():   # the window's scale changed: compose them sharp again
            self._cache.clear()
            self._scale = current_scale()
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = make()
        return surf

    def front(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        return self._cached(("front", card, size), lambda: self._compose_front(card, size))

    def water(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        return self.water_side(BACK_FOODS[card], BACK_LEAF[card], BACK_POINTS[card], size)

    def public_water(self, back: dict, size: tuple[int, int]) -> pygame.Surface:
        """A water card seen from across the table: only its water side (`face_text(card, True)`)."""
        foods = tuple(FOOD_INDEX[name] for name in back.get("foods", ()))
        return self.water_side(foods, back.get("leaf"), int(back.get("points", 0)), size)

    def water_side(self, foods: tuple[int, ...], leaf: str | None, points: int,
                   size: tuple[int, int]) -> pygame.Surface:
        foods = tuple(foods)
        return self._cached(("water", foods, leaf, points, size),
                            lambda: self._compose_water(foods, leaf, points, size))

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """The shared back of a hidden card (another seat's hand, the deck)."""
        return self._cached(("back", size), lambda: self._sprite("card_back_water", size).copy())

    def empty(self, size: tuple[int, int]) -> pygame.Surface:
        return self._sprite("pond_cell_empty", size)

    def food_card(self, food: int, size: tuple[int, int]) -> pygame.Surface:
        return self._sprite("food_card_" + FOODS[food], size)

    def food_icon(self, food: int, side: int) -> pygame.Surface:
        return self._sprite("food_" + FOODS[food], (side, side))

    def _number(self, value: str, px: int, colour, bold: bool = True) -> pygame.Surface:
        return self.assets.text(value, max(theme.SMALL_SIZE, px), colour, bold)

    def _compose_front(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = paint.layer(size, pygame.SRCALPHA)
        surf.blit(self._sprite("card_face", size), (0, 0))
        tiny = w < 48
        side = int(min(w * 0.72, h * 0.56))
        pic = self._sprite(picture_name(card), (side, side))
        surf.blit(pic, pic.get_rect(center=(w // 2, int(h * (0.52 if not tiny else 0.5)))))
        if tiny:
            foods = FRONT_FOODS[card]
            icon = max(8, w // 3)
            for i, f in enumerate(foods[:2]):
                surf.blit(self.food_icon(f, icon), (2 + i * (icon - 1), 2))
            return surf
        icon = max(14, w // 5)
        pad = max(3, w // 20)
        for i, f in enumerate(FRONT_FOODS[card]):
            surf.blit(self.food_icon(f, icon), (pad + i * (icon + 2), pad))
        # top-right: a small preview of the water side
        self._water_badge(surf, card, icon, (w - pad - icon - 4, pad - 1))
        leaf = FRONT_LEAF[card]
        if leaf:
            surf.blit(self._sprite(LEAF_SPRITE[leaf], (icon + 2, icon + 2)), (w - pad - icon - 2, h - pad - icon - 2))
        if SPECIAL_TUCK[card]:
            surf.blit(self._sprite("leaf_tuck", (icon + 2, icon + 2)), (pad, h - pad - icon - 2))
        return surf

    def _water_badge(self, surf: pygame.Surface, card: int, icon: int, pos: tuple[int, int]) -> None:
        rect = pygame.Rect(pos[0], pos[1], icon + 4, icon + 2)
        paint.rect(surf, WATER, rect, border_radius=5)
        foods = BACK_FOODS[card]
        if foods:
            small = self.food_icon(foods[0], icon - 2)
            surf.blit(small, small.get_rect(center=rect.center))
        elif BACK_POINTS[card]:
            num = self.assets.text(str(BACK_POINTS[card]), theme.SMALL_SIZE, WATER_LIGHT, True)
            surf.blit(num, num.get_rect(center=rect.center))

    def _compose_water(self, foods: tuple[int, ...], leaf: str | None, points: int,
                       size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = self._sprite("card_back_water", size).copy()
        if w < 48:
            if foods:
                image = self.food_icon(foods[0], max(10, w // 2))
                surf.blit(image, image.get_rect(center=(w // 2, h // 2)))
            elif points:
                num = self.assets.text(str(points), theme.SMALL_SIZE, theme.INK_ON_DARK, True)
                surf.blit(num, num.get_rect(center=(w // 2, h // 2)))
            return surf
        icon = max(18, w // 3)
        if foods:
            total = len(foods) * icon + (len(foods) - 1) * 4
            x = (w - total) // 2
            for f in foods:
                disc = pygame.Rect(x - 3, h // 2 - icon // 2 - 3, icon + 6, icon + 6)
                paint.ellipse(surf, WATER_LIGHT, disc)
                surf.blit(self.food_icon(f, icon), (x, h // 2 - icon // 2))
                x += icon + 4
        if points:
            num = self.assets.text(str(points), max(theme.SCORE_SIZE, h // 4), theme.INK_ON_DARK, True)
            disc = num.get_rect(center=(w // 2, h // 2)).inflate(14, 6)
            paint.ellipse(surf, WATER, disc)
            surf.blit(num, num.get_rect(center=(w // 2, h // 2)))
        pad = max(3, w // 20)
        if leaf:
            side = max(16, w // 5) + 2
            surf.blit(self._sprite(LEAF_SPRITE[leaf], (side, side)), (w - pad - side, h - pad - side))
        return surf
