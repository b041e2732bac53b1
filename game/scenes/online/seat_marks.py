"""The seats' marks in an online table's bar (each seat's shape, its connection dot, the
underline under this window's own): pointing at one, or clicking it, tells whose seat it is,
who plays it and its state in words (bar_words.seat_mark_words), never by colour alone.
Mixin of OnlineTable."""
from __future__ import annotations

from ...ui.tooltip import Tooltip


class SeatMarks:
    """`tooltip_at` for the marks, and a click on one shows its words at once."""

    def tooltip_at(self, pos):
        seat = self.seat_mark_at(pos)
        if seat is not None:
            return Tooltip(self.player_name(seat), self.seat_mark_words(seat), key=("seat", seat))
        return super().tooltip_at(pos)

    def seat_mark_at(self, pos) -> int | None:
        """The seat whose mark in the bar (its shape, its dot, the underline) is at `pos`."""
        for rect, seat in self.seat_chips:
            if rect.inflate(0, 4).move(0, 2).collidepoint(pos):   # (the underline: 1-2 px below the rect)
                return seat
        return None

    def _seat_mark_clicked(self, event) -> bool:
        """A click on a seat's mark shows what it says at once, as the pointer's rest does (the
        marks are no control: off-turn the click was refused with whom the table waits for, a
        spectator's with "You are watching…", and the tooltip came only after the pointer moved
        again: a play-tester read no words for the marks)."""
        if event.kind not in ("click", "right_click") or self.seat_mark_at(event.pos) is None:
            return False
        self.hover.moved(event.pos, self.tooltip_at(event.pos))
        self.hover.shown = True
        self.app.dirty = True
        return True
