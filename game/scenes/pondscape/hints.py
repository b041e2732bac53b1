"""Where Pondscape's hinted move is clicked: the display card, the hand card and the pond space
(the flip button too for a water card), the frog's spot, the food card, or Finish tucking; a
button only where it is drawn (a replay draws none)."""
from __future__ import annotations

import pygame

from ...rules.pondscape import Done, Jump, Play, Take, Tuck


def hint_rects(scene, action) -> list[pygame.Rect]:
    """The rectangles of `scene` (a PondscapeScene) that the person clicks to make `action`."""
    own = scene.focus == scene.viewer   # the pond shown is the person's own

    def control(index: int) -> list[pygame.Rect]:
        """A control's place, where its button is drawn: none in a replay (the second opinion's
        move there outlined an empty box beside the food row)."""
        rect = scene.control_rects[index]
        return [rect] if any(button.rect == rect for button in scene.buttons) else []

    def hand(card: int) -> list[pygame.Rect]:
        if scene.selected == card:
            return []                    # picked up (by the hint or the person): it shows as selected
        return [r for c, r in zip(scene.hand, scene.hand_rects) if c == card][:1] if own else []

    if isinstance(action, Take):
        return scene.slot_rects[action.slot:action.slot + 1]
    if isinstance(action, Play):
        flip = control(0) if action.face_down and not scene.face_down else []   # turned to water first
        return hand(action.card) + flip + (scene.cell_rects[action.cell:action.cell + 1] if own else [])
    if isinstance(action, Jump):
        spots = sorted(scene.jump_targets.values())
        button = control(spots.index(action.steps)) if action.steps in spots else []
        # the lit spot first: where the keyboard's ring waits for the jump (scenes/common/tablefocus.py)
        return [scene.boundary_rect(p) for p, steps in scene.jump_targets.items() if steps == action.steps] + button
    if isinstance(action, Tuck):   # the food card with its count badge (an outline would cut the count)
        food = action.food
        return hand(action.card) + ([scene.food_rects[food].union(scene.badge_rects[food])] if own else [])
    if isinstance(action, Done):
        return control(2)
    return []


def take_up_hint(scene, action) -> None:
    """What the hint suggests is picked, as the person's own clicks would pick it (the hand card,
    turned to water if the move plays it so), so the click left outlined is accepted."""
    if isinstance(action, (Play, Tuck)) and action.card in scene.hand and scene.focus == scene.viewer:
        scene.selected = action.card
        scene.face_down = isinstance(action, Play) and action.face_down
