"""What a pointer move can change on Koinobori's table (see common/damage.py): only the hover
look of its buttons.  The poles, the row, the hand and the panels never read the pointer (a
dragged card or a tooltip makes a whole frame), so drawing skips the layers outside the clip."""
from __future__ import annotations

import pygame

from ..common.damage import buttons_damage

REACH = 24   # what a layer draws around its rects (glows, badges, frames, raised cards)


class KoinoboriDamageMixin:
    """`table_pointer_damage` and the layers' extents of `KoinoboriScene`."""

    def table_still_key(self) -> tuple:
        return (self.selected, self.move_source, self.peek, self.press, self.drag_pos, self.reveal_ms,
                self.hand_owner)

    def table_pointer_damage(self, before, after) -> list[pygame.Rect] | None:
        if self.press is not None or self.drag_pos is not None:
            return None
        return buttons_damage(self.buttons, before, after)

    def in_view(self, surface: pygame.Surface, zone: str, rects=()) -> bool:
        """Whether what a layer draws in the layout's `zone` and over `rects` (cards that may
        stick out of it), and just around them, can show through the clip."""
        extent = self.layout.zone(zone).unionall(list(rects)) if rects else self.layout.zone(zone)
        return surface.get_clip().colliderect(extent.inflate(2 * REACH, 2 * REACH))
