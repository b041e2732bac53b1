"""What the keyboard reaches on Koinobori's table (issue 30): the hand, the draw row, each
festival pole (the space a card would go to, and its top card to cover), the personal pole and,
for the steal ability, the other players.  Enter on a hand card picks it up, Enter on a pole
plays it there; Esc puts it back."""
from __future__ import annotations

import pygame

from ...ui.focus import Target, visible_parts
from ..common.firsttab import FirstTab
from ..common.tablefocus import WAITING


class KoinoboriFocus(FirstTab):
    """table_targets() and back_out() of `KoinoboriScene`."""

    def table_targets(self) -> list[Target]:
        st = self.state
        out = [Target(rect, ("hand", card), "hand") for card, rect in zip(self.hand_cards, visible_parts(self.hand_rects))]
        out += [Target(pygame.Rect(rect), ("row", k), "row") for k, rect in enumerate(self.row_rects)]
        for pole, column in enumerate(self.columns):
            slots, filled = self.slot_rects[pole], len(st.poles[pole])
            free = pygame.Rect(slots[filled]) if filled < len(slots) else pygame.Rect(column)
            out.append(Target(free, ("pole", pole), "poles"))
            if filled:
                out.append(Target(pygame.Rect(slots[filled - 1]), ("top", pole), "poles"))
        out.append(Target(pygame.Rect(self.own_zone), "own", "poles"))
        if st.step == "ability" and st.ability == "steal":
            out += [Target(pygame.Rect(rect), ("player", q), "players") for q, rect in enumerate(self.player_rects)]
        return out

    def look_targets(self) -> list[Target]:
        """Your own pole, to turn its cards face up or down while the turn waits for End turn."""
        if not self.state.own_poles[self.viewer]:
            return []
        return [Target(pygame.Rect(self.own_zone), ("own", WAITING), "poles")]

    def back_out(self) -> bool:
        if self.selected is None and self.move_source is None:
            return False
        self.selected = None
        self.move_source = None
        self.refresh()
        return True
