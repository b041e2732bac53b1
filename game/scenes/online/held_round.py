"""An online table's held turn end in every window: while a seat's move waits for its End
turn, the bar and the board name the round (and status) that move was made in, as the mover's
own window does, not the next round the rules are already in (a play-test's host read
"Round 3/15" beside the guest's "Round 2 of 15" for the guest's held last turn of round 2).
Mixin of OnlineTable; the round comes from the title (`round_number`, `held_round`)."""
from __future__ import annotations

from ... import i18n
from ...rules.base import AUTOMA


class HeldRound:
    """The round kept for another seat's held move (`held_move_of`) and for a window opened on a
    held turn end."""

    held_move_of: int | None = None   # the seat whose move `_play_arrival` kept the round of

    def shows_held_move(self) -> bool:
        """Also another seat's move played here whose turn end the table waits for: the bar
        and the board name the round (and status) it was made in, as the mover's window does,
        not the next one the rules are already in."""
        if super().shows_held_move():
            return True
        seat = self.match.awaited() if hasattr(self, "session") else None
        return seat is not None and seat == self.held_move_of and self._waits_for_end_turn(seat)

    def _waits_for_end_turn(self, seat) -> bool:
        """Another seat has made its move and the table waits for its End turn (the rules'
        current player is already the next one)."""
        return (seat not in (None, AUTOMA) and seat != self.match.seat and not self.state.is_over()
                and seat != self.state.current_player())

    def _round_now(self) -> tuple:
        """The status and round shown before another seat's move is played here."""
        return (i18n.language(), self.status_text()), self.state.round_number()

    def _hold_round_of_arrival(self, kept: tuple) -> None:
        """After another seat's move (`_play_arrival`): when its turn's end now waits, keep the
        round and status it was made in (`kept`, from `_round_now`)."""
        if self._waits_for_end_turn(self.match.awaited()):
            self.status_before_move, self.round_before_move = kept
            self.held_move_of = self.match.awaited()
            self._update_chrome()   # (the bar was laid out by `act` with the rules' round)

    def _keep_held_round(self) -> None:
        """A held turn end this window came to without playing its move (opened on it, or a state
        adopted whole): the round of that turn, when the title can read it from the position
        (`held_round`), for the bar and the board as the mover's window names it."""
        self.held_move_of = None
        seat = self.match.awaited()
        if seat in (None, AUTOMA) or self.state.is_over():
            return
        if self.turn_done and seat == self.match.seat:
            if getattr(self, "round_before_move", None) is None:   # (reopened: no move of it here)
                self.round_before_move = self.held_round(seat)
            return
        if self._waits_for_end_turn(seat):
            held = self.held_round(seat)
            if held is not None:
                self.round_before_move, self.status_before_move = held, None
                self.held_move_of = seat
