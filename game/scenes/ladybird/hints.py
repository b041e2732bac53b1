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

    def hand(card: int) -> list[pygame.Rect]:
        return [r for c, r in zip(scene.hand, scene.hand_rects) if c == card][:1]

    def column(seat: int, colour: str) -> list[pygame.Rect]:
        if not 0 <= seat < len(scene.seats) or colour not in D.COLOURS:
            return []
        index = D.COLOURS.index(colour)
        return [r for c, r in scene.seats[seat].columns if c == index][:1]

    if isinstance(action, Choose):   # at a shared screen the choice is confirmed with a button
        return hand(action.card) + ([wide] if scene.hot_seat else [])
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
        option = {"A": [L.zone("btn_a")], "B": [L.zone("btn_b")]}.get(action.option, [])
        return tile + option
    if isinstance(action, Invade):
        return column(action.player, action.colour)
    if isinstance(action, FlowerBed):
        return column(scene.viewer if scene.viewer is not None else -1, action.colour)
    if isinstance(action, (PassReveal, DrawTwo, EndPicnic)):
        return [wide]
    return []
