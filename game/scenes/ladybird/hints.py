"""Where Ladybird's hinted move is clicked: the hand card, the pool or orchard card, the food
stack, the garden tile (and its A/B button), a garden column, or the step's button."""
from __future__ import annotations

import pygame

from ...rules.ladybird import (Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed, Invade, PassReveal,
                               PlaceCard, TakeFood, TakeOrchard, UseTile)
from ...rules.ladybird import data as D


def hint_rects(scene, action) -> list[pygame.Rect]:
    """The rectangles of `scene` (a LadybirdScene) that the person clicks to make `action`."""
    L = scene.layout
    wide = L.zone("btn_a").union(L.zone("btn_b"))

    def button(rect: pygame.Rect) -> list[pygame.Rect]:
        """`rect` when a button stands there: a replay's table (whose seat only watches) has
        none, and its second opinion outlined an empty place under the garden tiles."""
        return [rect] if any(b.rect == rect for b in scene.buttons) else []

    def hand(card: int) -> list[pygame.Rect]:
        return [r for c, r in zip(scene.hand, scene.hand_rects) if c == card][:1]

    def column(seat: int, colour: str) -> list[pygame.Rect]:
        if not 0 <= seat < len(scene.seats) or colour not in D.COLOURS:
            return []
        index = D.COLOURS.index(colour)
        return [r for c, r in scene.seats[seat].columns if c == index][:1]

    if isinstance(action, Choose):   # at a shared screen the choice is confirmed with a button
        if scene.hot_seat and scene.selected == action.card:
            return button(wide)          # the hint picked the card: only the confirmation is left
        return hand(action.card) + (button(wide) if scene.hot_seat else [])
    if isinstance(action, (PlaceCard, Discard)):
        return hand(action.card)
    if isinstance(action, Draft):
        return scene.pool_rects[action.slot:action.slot + 1]
    if isinstance(action, TakeOrchard):
        return scene.orchard_rects[action.slot:action.slot + 1]
    if isinstance(action, TakeFood):
        return scene.stack_rects[action.stack:action.stack + 1]
    if isinstance(action, UseTile):
        tile = scene.tile_rects[action.tile - 1:action.tile] if scene.tiles_seat is not None else []
        if scene.tile_pick == action.tile and len(D.TILE_OPTIONS[action.tile - 1]) > 1:
            tile = []                    # the hint picked the tile: its A or B button is left
        option = {"A": button(L.zone("btn_a")), "B": button(L.zone("btn_b"))}.get(action.option, [])
        return tile + option
    if isinstance(action, Invade):
        return column(action.player, action.colour)
    if isinstance(action, FlowerBed):
        return column(scene.viewer if scene.viewer is not None else -1, action.colour)
    if isinstance(action, (PassReveal, DrawTwo, EndPicnic)):
        return button(wide)
    return []


def take_up_hint(scene, action) -> None:
    """What the hint suggests is picked, as the person's own first click would pick it (the card
    to reveal, the two-way tile), so the click left outlined is accepted."""
    if isinstance(action, Choose) and scene.hot_seat and scene.state.check(action) is None:
        scene.selected = action.card
    elif (isinstance(action, UseTile) and len(D.TILE_OPTIONS[action.tile - 1]) > 1
          and scene.state.step == "garden" and action.tile in scene.tile_ok):
        scene.tile_pick = action.tile
