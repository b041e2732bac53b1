"""What the keyboard reaches on Ladybird's table (issue 30): the hand, the pool, the orchard
row, the food stacks, the garden tiles and every garden's columns (one area per seat).  Enter
does what a click does there; Esc puts back a card picked to reveal or a two-way tile."""
from __future__ import annotations

import pygame

from ...ui.focus import Target, button_targets, visible_parts
from ..common.firsttab import FirstTab


class LadybirdFocus(FirstTab):
    """table_targets() and back_out() of `LadybirdScene`."""

    def table_targets(self) -> list[Target]:
        out = [Target(rect, ("hand", card), "hand") for card, rect in zip(self.hand, visible_parts(self.hand_rects))]
        out += [Target(pygame.Rect(rect), ("pool", s), "pool") for s, rect in enumerate(self.pool_rects)]
        out += [Target(pygame.Rect(rect), ("orchard", s), "orchard") for s, rect in enumerate(self.orchard_rects)]
        out += [Target(pygame.Rect(rect), ("stack", k), "food") for k, rect in enumerate(self.stack_rects)]
        if self.tiles_seat is not None:
            out += [Target(pygame.Rect(rect), ("tile", k + 1), "tiles") for k, rect in enumerate(self.tile_rects)]
        for q, seat in enumerate(self.seats):
            out += [Target(pygame.Rect(rect), ("column", q, c), f"garden {q}") for c, rect in seat.columns]
        return out

    def focus_activate(self, target: Target) -> None:
        """Enter on the Shed or Tea time shows its A and B buttons: the ring goes to A (a
        play-test's stayed on the tile, where more Enters did nothing)."""
        super().focus_activate(target)
        if target.key[:1] == ("tile",) and self.tile_pick is not None and self.buttons:
            self.focus_ring.key = button_targets(self.buttons[:1], "buttons")[0].key

    def choice_keep_clear(self) -> list[pygame.Rect]:
        """The places that glow for a click now, which a tooltip must not hide (as Pondscape's
        and Paddy's): the hand's cards, the pool's, the orchard row's, the food stacks, the
        garden tiles and the columns a card can go to."""
        out = [pygame.Rect(r) for card, r in zip(self.hand, self.hand_rects) if card in self.hand_ok]
        out += [pygame.Rect(self.pool_rects[s]) for s in self.pool_ok if 0 <= s < len(self.pool_rects)]
        out += [pygame.Rect(self.orchard_rects[k]) for k in self.orchard_ok if 0 <= k < len(self.orchard_rects)]
        out += [pygame.Rect(self.stack_rects[k]) for k in self.stack_ok if 0 <= k < len(self.stack_rects)]
        out += [pygame.Rect(self.tile_rects[n - 1]) for n in self.tile_ok if 0 < n <= len(self.tile_rects)]
        for q, seat in enumerate(self.seats):
            out += [pygame.Rect(rect) for c, rect in seat.columns if (q, c) in self.column_ok]
        return out

    def back_out(self) -> bool:
        if self.selected is None and self.tile_pick is None:
            return False
        self.selected = None
        self.tile_pick = None
        self.refresh()
        return True
