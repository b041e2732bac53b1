"""Where Koinobori's hinted move is clicked: the hand card and the pole, the draw-row card, the
player to steal from, or the step's button."""
from __future__ import annotations

import pygame

from ...rules.koinobori import Done, MoveTop, Pass, PlayCard, PlayToOwnPole, Refresh, Steal, TakeCard


def hint_rects(scene, action) -> list[pygame.Rect]:
    """The rectangles of `scene` (a KoinoboriScene) that the person clicks to make `action`."""
    L = scene.layout

    def hand(card: int) -> list[pygame.Rect]:
        if scene.selected == card:
            return []                    # picked up (by the hint or the person): it shows as selected
        return [r for c, r in zip(scene.hand_cards, scene.hand_rects) if c == card][:1]

    def pole(index: int, stack: bool = False) -> list[pygame.Rect]:
        if not 0 <= index < len(scene.columns):
            return []
        slots, filled = scene.slot_rects[index], len(scene.state.poles[index])
        spot = filled - 1 if stack else filled
        return [slots[spot]] if 0 <= spot < len(slots) else [scene.columns[index]]

    if isinstance(action, TakeCard):
        return scene.row_rects[action.index:action.index + 1]
    if isinstance(action, PlayCard):
        return (hand(action.card) if action.card >= 0 else []) + pole(action.pole, action.stack)
    if isinstance(action, PlayToOwnPole):
        return hand(action.card) + [scene.own_zone]
    if isinstance(action, MoveTop):
        source = [] if scene.move_source == action.source else pole(action.source, stack=True)
        return source + pole(action.target)
    if isinstance(action, Steal):
        return scene.player_rects[action.player:action.player + 1]
    if isinstance(action, Refresh):
        return [L.zone("btn_alt")]
    if isinstance(action, (Done, Pass)):
        return [L.zone("btn_done")]
    return []


def take_up_hint(scene, action) -> None:
    """What the hint suggests is picked, as the person's own first click would pick it (the hand
    card to play, the pole whose top card moves), so the click left outlined is accepted."""
    if isinstance(action, (PlayCard, PlayToOwnPole)) and action.card >= 0 and action.card in scene.hand_cards:
        scene.selected = action.card
    elif isinstance(action, MoveTop):
        scene.move_source = action.source
