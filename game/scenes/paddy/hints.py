"""Where Paddy's hinted move is clicked: the cards it plays, the plots, edges or reserve it uses."""
from __future__ import annotations

import pygame

from ...rules.paddy import (Done, KeepEvents, PlaceAnimal, PlacePaddy, PlaceWaterfall, PlayEvent, RemoveTile,
                            ReturnAnimal)
from ...rules.paddy.geometry import footprint_cells


def hint_rects(scene, action) -> list[pygame.Rect]:
    """The rectangles of `scene` (a PaddyScene) that the person clicks to make `action`."""
    art, st = scene.art, scene.state
    done = scene.layout.zone("btn_done")

    def card(kind: str, value) -> list[pygame.Rect]:
        return [rect for k, v, rect in scene.hand_cards if k == kind and v == value][:1]

    def plot(cell: int) -> list[pygame.Rect]:
        return [art.face_rect(cell)] if 0 <= cell < 64 else []

    if isinstance(action, KeepEvents):
        # a card already picked (the hint picks both) is not a place still to click: Enter on
        # the ring there put it back (a play-test's H, Enter looped on the first card)
        picked = list(getattr(scene, "draft_pick", ()))
        return [r for letter in action.letters if letter not in picked for r in card("event", letter)] + [done]
    if isinstance(action, PlacePaddy):
        # a card already picked up shows as selected: it is not a place still to click
        rects = ((card("paddy", action.card) if scene.sel_card != action.card else [])
                 + (card("half", action.half) if scene.sel_half != action.half else []))
        if action.tile == 0:
            return rects + [done]
        cells = footprint_cells(action.tile, action.rotation, action.cell) or ()
        return rects + [r for c in cells for r in plot(c)]
    if isinstance(action, PlaceAnimal):
        source = [scene.reserve_rect] if action.src < 0 else plot(action.src)
        return source + plot(action.dst)
    if isinstance(action, ReturnAnimal):
        return plot(action.cell) + [scene.reserve_rect]
    if isinstance(action, PlaceWaterfall):
        return [art.edge_mark(action.cell, action.side)]
    if isinstance(action, PlayEvent):
        return card("event", action.letter) + plot(action.cell)
    if isinstance(action, RemoveTile):
        tile = st.tiles.get(action.tile)
        return [r for c in (tile[3] if tile else ()) for r in plot(c)]
    if isinstance(action, Done):
        return [done]
    return []
