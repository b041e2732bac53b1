"""What a pointer move can change on Pondscape's table (see common/damage.py): the ghost of the
picked card on a free pond space, the lift of a hand card or of a display card that may be
taken, the preview panel (it explains what is under the pointer), and hovered buttons.  A
press, a drag or a tooltip make a whole frame.  Drawing skips the heavy layers outside the clip
(the other seats' ponds cost most of a whole draw)."""
from __future__ import annotations

import pygame

from ..common.damage import buttons_damage

REACH = 32   # what a layer draws around its rects (glows 8, lifts 14, badges, the frog's hop)
LIFT = 6     # a hovered hand card, or a display card that may be taken, rises this much


class PondscapeDamageMixin:
    """`table_pointer_damage` and the layers' extents of `PondscapeScene`."""

    def table_still_key(self) -> tuple:
        return (self.selected, self.face_down, self.press, self.drag, self.focus_override, self.focus,
                self.phase, id(self.view))

    def table_pointer_damage(self, before, after) -> list[pygame.Rect] | None:
        if self.press is not None or self.drag is not None:
            return None
        rects = []
        if self.selected is not None:   # the picked card's ghost on a free space that takes it
            cells = {self._cell_at(before), self._cell_at(after)}
            if len(cells) > 1:
                rects += [self.cell_rects[c].inflate(4, 4) for c in cells if c in self.legal_cells]
        for slot, rect in enumerate(self.slot_rects):
            if slot in self.legal_slots and rect.collidepoint(before) != rect.collidepoint(after):
                rects.append(lifted(rect))
        if self.viewer is not None and self.focus == self.viewer:
            cards = {self._hand_at(before), self._hand_at(after)}
            if len(cards) > 1:
                rects += [lifted(r) for card, r in zip(self.hand, self.hand_rects) if card in cards]
        if self.details is None and self._preview_subject(before) != self._preview_subject(after):
            rects.append(self.layout.zone("preview").inflate(4, 4))
        rects += buttons_damage(self.buttons, before, after)
        return rects

    def _preview_subject(self, pos) -> tuple:
        """What the preview panel explains with the pointer at `pos` (panels.py _draw_preview)."""
        return self._food_at(pos), self._inspected(pos)

    def in_view(self, surface: pygame.Surface, *rects: pygame.Rect) -> bool:
        """Whether what a layer draws over `rects`, and around them, can show through the clip."""
        extent = rects[0].unionall(list(rects[1:]))
        return surface.get_clip().colliderect(extent.inflate(2 * REACH, 2 * REACH))


def lifted(rect: pygame.Rect) -> pygame.Rect:
    """A card's rect where it rests and where it rises, with its glow and frame around."""
    return rect.union(rect.move(0, -LIFT)).inflate(20, 20)
