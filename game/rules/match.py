"""A match: setup + seed + the actions taken, and the state they produce.

The action list is the single source of truth.  Saves store it, loading replays it
through the rules (so a save can never produce an illegal state), and undo replays all
but the last action.  Undo follows Board Game Arena's policy: only the current player's
own actions within the current turn, never past a draw, a shuffle or a reveal.  (Undo
restores a copy of the state taken before the action, which is what replaying all but the last
action gives, at the cost of one copy: a replay per undo let one client of a table server buy
milliseconds of its only thread with every message, and a table's stored history of undos
cost as many replays to load.)  An action
that ends the turn without revealing anything can be *held* (`apply(..., hold_turn_end=True)`):
it stays undoable until the mover confirms the end of the turn (`confirm_turn_end`).

A seat's automatic step (`GameState.forced_action()`: Ladybird's placement of a revealed card,
the sticky leaf passing on) is no one's decision, so it is not in the action list: the match
applies it by itself once the turn before it is final — at once after an action that is not
held (replays, computers, simulations), and only at `confirm_turn_end` after a held one, so
nothing of the next seat happens while the mover may still undo.  Its log lines are filed
under the seat whose step it is.  A save's action list is therefore the same as before such
steps were split out of the previous seat's action: old saves replay unchanged.
"""
from __future__ import annotations

from typing import Any

from ..i18n import _
from .base import Action, GameState, IllegalAction, Setup, action_from_json
from .registry import state_class, title_info

MAX_FORCED = 64  # automatic steps in a row: more means rules that never hand back a decision
MAX_SNAPSHOTS = 64  # states kept for undo (those of the undoable actions; older ones fall back to a replay)


class ReplayError(IllegalAction):
    """Replaying an action list stopped at an action the rules refuse: `number` (from 1), the
    `action` itself and the rules' `reason` in player words."""

    def __init__(self, number: int, action: Action, reason: str) -> None:
        super().__init__(_("action {number} ({action}) is illegal: {reason}").format(
            number=number, action=action.describe(), reason=reason))

        self.number, self.action, self.reason = number, action, reason


class Match:
    def __init__(self, setup: Setup, seed: int, start: dict | None = None) -> None:
        """A match of `setup` dealt from `seed`, or (with `start`) continuing from that position."""
        info = title_info(setup.title)
        if not info.min_players <= len(setup.players) <= info.max_players:
            raise ValueError(f"{info.name} is for {info.min_players}-{info.max_players} players, "
                             f"not {len(setup.players)}")
        self.setup = setup
        self.seed = seed
        self.start = start  # the position the match began from (None: dealt from the seed)
        self.state_type = state_class(setup.title)
        self.state: GameState = self._opening()
        self.actions: list[Action] = []
        # Actions before this index can no longer be undone.
        self._undo_floor = 0
        self.turn_end_held = False  # the last action ended a turn and awaits confirm_turn_end()
        # who each line of state.log belongs to: (seat that acted or None for the setup,
        # the turn_id it was written in); parallel to state.log, rebuilt by replay
        self.log_marks: list[tuple[int | None, int]] = [(None, 0)] * len(self.state.log)
        # for undo: number of actions -> (the state, its log marks) before the next action
        self._snapshots: dict[int, tuple[GameState, list]] = {}
        self.keep_snapshots = True   # (off while a replay rebuilds the match: nothing is undone there)
        self.forced_waiting = False  # a held turn end: the next seat's automatic steps wait
        self._apply_forced()  # a position may stop before an automatic step

    def _opening(self) -> GameState:
        if self.start is not None:
            return self.state_type.from_position(self.start)
        return self.state_type.new(self.setup, self.seed)

    @classmethod
    def from_state(cls, state: GameState) -> "Match":
        """A match that continues from `state` (e.g. a position file); undo stops at it."""
        return cls(Setup(state.TITLE, state.player_names()), 0, start=state.to_position())

    # --- playing ------------------------------------------------------------------------
    def check(self, action: Action) -> str | None:
        return self.state.check(action)

    def apply(self, action: Action, hold_turn_end: bool = False) -> bool:
        """Apply `action` or raise IllegalAction with the rules' reason.

        Returns True when the action ended the turn or passed the decision to another seat.
        Such an action is final at once, unless `hold_turn_end` and it revealed nothing: then
        it stays undoable until `confirm_turn_end()`."""
        state = self.state
        turn, reveals, seat = state.turn_id, state.reveal_count, state.current_player()
        lines = len(state.log)
        before = (state.clone(), list(self.log_marks)) if self.keep_snapshots else None
        state.apply(action)
        if before is not None:
            self._snapshots[len(self.actions)] = before
            if len(self._snapshots) > MAX_SNAPSHOTS:
                del self._snapshots[min(self._snapshots)]
        self.actions.append(action)
        self._mark_log(lines, seat, turn)
        revealed = state.reveal_count != reveals
        ended = state.turn_id != turn or state.current_player() != seat
        if revealed or (ended and not hold_turn_end):
            self._set_floor(len(self.actions))
        self.turn_end_held = ended and hold_turn_end and not revealed
        self.forced_waiting = ended and hold_turn_end
        if not self.forced_waiting:
            self._apply_forced()
        return ended

    def _apply_forced(self) -> None:
        """Apply the automatic steps now pending, each filed in the log under its own seat."""
        state = self.state
        for _n in range(MAX_FORCED):
            step = state.forced_action()
            if step is None:
                return
            turn, seat, lines = state.turn_id, state.current_player(), len(state.log)
            state.apply(step)
            self._mark_log(lines, seat, turn)
        raise RuntimeError(f"{self.setup.title}: the rules forced {MAX_FORCED} steps in a row")

    def _mark_log(self, before: int, seat: int | None, turn: int) -> None:
        log = self.state.log
        if len(self.log_marks) != before:  # the rules rewrote history (should not happen): start over
            self.log_marks = [(None, 0)] * before
        self.log_marks.extend([(seat, turn)] * (len(log) - before))
        del self.log_marks[len(log):]

    def log_groups(self) -> list[tuple[int | None, list[str]]]:
        """The whole log grouped by turn: (seat or None for setup lines, its lines), oldest first.
        A new group starts whenever the seat or its turn changes."""
        groups: list[tuple[int | None, list[str]]] = []
        last = object()
        for line, mark in zip(self.state.log, self.log_marks):
            if mark != last:
                groups.append((mark[0], []))
                last = mark
            groups[-1][1].append(line)
        return groups

    def lines_since_turn_of(self, seat: int) -> list[str]:
        """Every log line written after `seat`'s last turn (the hand-off's "since your last turn")."""
        marks = self.log_marks
        # a turn of the seat's that has just begun (its automatic first step, applied once the
        # previous seat ended its turn) is not its last turn: its lines are news to it as well
        begun = marks[-1][1] if marks and marks[-1][0] == seat else None
        last = -1
        for i, (who, turn) in enumerate(marks):
            if who == seat and turn != begun:
                last = i
        if last < 0:
            return list(self.state.log)
        # skip the rest of that seat's own turn
        i = last + 1
        return list(self.state.log[i:])

    def confirm_turn_end(self) -> None:
        """The mover ends the turn: nothing before now can be undone any more, and the next
        seat's automatic steps (held until now) are applied."""
        self._set_floor(len(self.actions))
        self.turn_end_held = False
        self.forced_waiting = False
        self._apply_forced()

    # --- undo ---------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return len(self.actions) > self._undo_floor

    def _set_floor(self, floor: int) -> None:
        """Nothing before action `floor` can be undone: its states are no longer kept."""
        self._undo_floor = floor
        if self._snapshots:
            self._snapshots = {n: kept for n, kept in self._snapshots.items() if n >= floor}

    def undo(self) -> Action:
        """Take back the last action (the state before it restored, or, when no copy of it was
        kept, the rest replayed); raise IllegalAction if not allowed."""
        if not self.can_undo():
            raise IllegalAction("Nothing to undo: your turn has not started, or cards were revealed.")
        undone = self.actions[-1]
        kept = self._snapshots.pop(len(self.actions) - 1, None)
        if kept is not None:
            self.state, self.log_marks = kept[0], kept[1]
            self.actions.pop()
        else:
            floor = self._undo_floor
            replayed = Match.replay(self.setup, self.seed, self.actions[:-1], self.start)
            self.state, self.actions = replayed.state, replayed.actions
            self.log_marks = replayed.log_marks
            self._undo_floor = floor
        self.turn_end_held = False
        self.forced_waiting = False
        return undone

    # --- replaying and serialising ------------------------------------------------------
    @classmethod
    def replay(cls, setup: Setup, seed: int, actions: list[Action], start: dict | None = None,
               hold_last: bool = False) -> "Match":
        """Rebuild a match by applying `actions` in order; raise ReplayError (an IllegalAction)
        on the first one the rules refuse.  `hold_last`: the last action's turn end is held
        (its next seat's automatic steps wait, as in the match replayed)."""
        match = cls(setup, seed, start)
        match.keep_snapshots = False   # (a replay undoes nothing: no copies of every state)
        for number, action in enumerate(actions, start=1):
            try:
                match.apply(action, hold_turn_end=hold_last and number == len(actions))
            except IllegalAction as error:
                raise ReplayError(number, action, str(error)) from None
        match.keep_snapshots = True
        return match

    def actions_to_json(self) -> list[dict]:
        return [a.to_json() for a in self.actions]


def actions_from_json(title: str, data: Any) -> list[Action]:
    """Parse a saved action list of `title`; ValueError names the first bad entry."""
    if not isinstance(data, list):
        raise ValueError("actions must be a list")
    types = state_class(title).ACTION_TYPES
    actions = []
    for number, item in enumerate(data, start=1):
        try:
            actions.append(action_from_json(item, types))
        except (TypeError, ValueError) as error:
            raise ValueError(f"action {number}: {error}") from None
    return actions
