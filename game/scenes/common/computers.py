"""Who plays each seat at the table, and the computer seats' moves.

A computer's move is asked of the worker process (game/ai/worker.py), so the window keeps
drawing and answering Esc, F1 and resizes while a search runs.  Only an InfoState of the
computer's own seat crosses to the worker: the seat's hand, the public table and history.
The answer is applied no sooner than the pacing delay after the question (the same pace as
the Croaker), so a player can follow each step; a click hurries it.  The same worker answers
a human's Hint with the Hard player's move.
"""
from __future__ import annotations

from ...ai import InfoState
from ...ai.players import make_player
from ...ai.worker import Worker
from ...i18n import N_, _
from ...rules.base import AUTOMA, Action
from ...rules.match import Match

LEVEL_NAMES = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
HINT_LEVEL = "hard"

_worker: Worker | None = None


def shared_worker() -> Worker:
    """One worker process for the whole program (a table asks; a newer question cancels an
    older one).  It starts at the first question and dies with the window (a daemon)."""
    global _worker
    if _worker is None:
        _worker = Worker()
    return _worker


def level_name(kind: str) -> str:
    return _(LEVEL_NAMES.get(kind, kind))


class Computers:
    """The seats of one match: which are people, and the computer move being prepared."""

    def __init__(self, match: Match) -> None:
        self.match = match
        count = len(match.setup.players)
        self.kinds = [match.setup.seat_kind(i) for i in range(count)]
        self.humans = [i for i, kind in enumerate(self.kinds) if kind == "human"]
        self.seat: int | None = None      # the computer seat whose move is being prepared
        self.ticket: int | None = None
        self.action: Action | None = None  # its decided move, waiting for the pacing delay
        self.wait_ms = 0
        self.error: str | None = None      # the last failure (the move was made in-process)
        self.hint_seat: int | None = None
        self.hint_ticket: int | None = None

    # --- who plays -------------------------------------------------------------------------
    @property
    def watching(self) -> bool:
        """No person plays: the table is a game to watch."""
        return not self.humans

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and seat != AUTOMA and self.kinds[seat] != "human"

    def kind(self, seat: int) -> str:
        return self.kinds[seat]

    # --- a computer's move -------------------------------------------------------------------
    def begin_scripted(self, seat: int, pace_ms: int, action: Action) -> None:
        """`seat` plays `action` (a lesson's scripted move: nothing is asked of the worker),
        applied once `pace_ms` have passed, as a decided move is."""
        self.cancel_hint()
        self.seat, self.action, self.wait_ms, self.ticket = seat, action, pace_ms, None

    def begin(self, seat: int, pace_ms: int) -> None:
        """Ask for `seat`'s move now; it may be applied once `pace_ms` have passed."""
        self.cancel_hint()
        self.seat, self.action, self.wait_ms = seat, None, pace_ms
        state = self.match.state
        info = InfoState(state, seat)
        try:
            self.ticket = shared_worker().request(info, self.kinds[seat], seed=self._seed())
        except OSError as error:   # no process could start: think in the window, once
            self._fallback(info, str(error))

    def _seed(self) -> int:
        """Repeatable for a game and position, different from move to move."""
        return self.match.seed * 7919 + len(self.match.actions)

    def _fallback(self, info: InfoState, problem: str) -> None:
        self.error = problem
        self.ticket = None
        self.action = make_player("easy").choose(info, seed=self._seed())

    @property
    def thinking(self) -> bool:
        return self.seat is not None and self.action is None

    def hurry(self) -> None:
        self.wait_ms = 0

    def update(self, dt_ms: int) -> Action | None:
        """The computer's move once it is decided and its pacing delay is over, else None."""
        if self.seat is None:
            return None
        self.wait_ms = max(0, self.wait_ms - dt_ms)
        if self.action is None and self.ticket is not None:
            worker = shared_worker()
            if worker.pending_ticket != self.ticket:
                # someone else asked since: ask again
                self.begin(self.seat, self.wait_ms)
                return None
            decision = worker.poll()
            if decision is not None and decision.ticket == self.ticket:
                if decision.action is None:
                    self._fallback(InfoState(self.match.state, self.seat), decision.error or "")
                else:
                    self.action = decision.action
        if self.action is not None and self.wait_ms <= 0:
            action, self.seat, self.action, self.ticket = self.action, None, None, None
            return action
        return None

    def cancel(self) -> None:
        """Forget the move being prepared (undo, leaving the table, a loaded game)."""
        if self.ticket is not None and _worker is not None and _worker.pending_ticket == self.ticket:
            _worker.cancel()
        self.seat = self.ticket = self.action = None
        self.cancel_hint()

    # --- hints -------------------------------------------------------------------------------
    def ask_hint(self, seat: int) -> None:
        """Ask the Hard player what `seat` (a person) should do now."""
        self.hint_seat = seat
        self.hint_ticket = shared_worker().request(InfoState(self.match.state, seat), HINT_LEVEL,
                                                   seed=self._seed())

    @property
    def hint_pending(self) -> bool:
        return self.hint_ticket is not None

    def poll_hint(self) -> tuple[Action | None, str | None] | None:
        """(action, problem) when the hint has arrived, else None."""
        if self.hint_ticket is None:
            return None
        worker = shared_worker()
        if worker.pending_ticket != self.hint_ticket:
            self.hint_ticket = None
            return None, _("The hint was interrupted: ask again.")
        decision = worker.poll()
        if decision is None:
            return None
        self.hint_ticket = None
        return decision.action, decision.error

    def cancel_hint(self) -> None:
        if self.hint_ticket is not None and _worker is not None and _worker.pending_ticket == self.hint_ticket:
            _worker.cancel()
        self.hint_ticket = self.hint_seat = None
