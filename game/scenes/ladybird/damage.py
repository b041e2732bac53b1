"""What a pointer move can change on Ladybird's table (see common/damage.py): the name of the
thing under the pointer (the hand panel's last line), a garden tile's help when the pointer is on
a tile, and hovered buttons.  Drawing skips the panels outside the clip."""
from __future__ import annotations

import pygame

from ..common.damage import buttons_damage

REACH = 24   # what a panel draws around its zone or rect (glows, shadows, frames)


class LadybirdDamageMixin:
    """`table_pointer_damage` of `LadybirdScene`."""

    def table_still_key(self) -> tuple:
        return (self.selected, self.tile_pick, self.column_points is None, self.tiles_seat, self.my_turn)

    def table_pointer_damage(self, before, after) -> list[pygame.Rect] | None:
        if self.column_points is not None or self._moving:
            return None
        hit_before, hit_after = self._hit(before), self._hit(after)
        rects = []
        if self._hover_name(hit_before) != self._hover_name(hit_after):
            hand = self.layout.zone("hand")   # the name is written on the hand panel's last line
            rects.append(pygame.Rect(hand.x, hand.bottom - 28, self.app.canvas.get_width() - hand.x, 30))
            if not self.hand:
                rects.append(hand)            # "No cards" shows only while no name does
        tiles = [h for h in (hit_before, hit_after) if h is not None and h[0] == "tile"]
        if tiles and self.tile_pick is None and hit_before != hit_after:
            rects.append(self.tile_help_block().inflate(8, 8))
        rects += buttons_damage(self.buttons, before, after)
        return rects

    def in_view(self, surface: pygame.Surface, rect: pygame.Rect) -> bool:
        """Whether what is drawn in (and just around) `rect` can show through the clip."""
        return surface.get_clip().colliderect(rect.inflate(2 * REACH, 2 * REACH))
