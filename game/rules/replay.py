"""A saved game stepped through, for the replay viewer: its moves, its turns, and the table
at any step as one seat may see it.

A save is setup + seed + actions; step k is the match after its first k actions (0: the
opening, `steps`: the end of the save), each followed by the seats' automatic steps as in
play.  A **move** is one action of the save (a decision: the automatic steps that follow it
are part of it); a **turn** is the rules' own `turn_id`: a turn starts at every step where
`turn_id` differs from the step before.

What may be shown: a finished game hides nothing.  An unfinished game is shown, at every
step, only as `seen_by` sees it — the seat to act at the end of the save (the single player
when the automa is to act) — so `shown_state` gives the rules' `determinize(seen_by, ...)`
of the true state: everything that seat could not see is dealt afresh, and a table drawing
it cannot show another seat's hand because it never has it.

Plain Python (no pygame): one replay when made (about 10 ms for a 600-action game), one more
for each step looked at.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from .base import AUTOMA, Action, GameState, Setup
from .match import Match

MASK_SEED = 0x5EA7   # the fixed deal of what a seat cannot see (the same as the computers' InfoState)


@dataclass(frozen=True)
class StepFacts:
    """What the one replay noted after k actions: the rules' `turn_id`, the seat to act, how
    many log lines there are, and who made action k (None for step 0)."""

    turn_id: int
    to_act: int | None
    log_length: int
    mover: int | None


class Timeline:
    """The steps of one saved game (see the module doc)."""

    def __init__(self, setup: Setup, seed: int, actions: list[Action], start: dict | None = None) -> None:
        self.setup, self.seed, self.start = setup, seed, start
        self.actions = list(actions)
        match = Match(setup, seed, start)
        match.keep_snapshots = False   # (nothing is undone here: no copies of the states)
        facts = [self._facts(match, None)]
        for action in self.actions:
            mover = match.state.current_player()
            match.apply(action)
            facts.append(self._facts(match, mover))
        self.final = match            # the match at the end of the save (its whole log)
        self.facts = facts
        self.finished = match.state.is_over()
        seat = match.state.current_player()
        self.seen_by: int | None = None if self.finished else (0 if seat in (None, AUTOMA) else seat)

    @classmethod
    def of(cls, match: Match) -> "Timeline":
        return cls(match.setup, match.seed, match.actions, match.start)

    @staticmethod
    def _facts(match: Match, mover: int | None) -> StepFacts:
        state = match.state
        return StepFacts(state.turn_id, state.current_player(), len(state.log), mover)

    # --- steps, moves and turns ----------------------------------------------------------------
    @property
    def steps(self) -> int:
        """The last step (the number of moves in the save)."""
        return len(self.actions)

    def clamp(self, step: int) -> int:
        return max(0, min(self.steps, step))

    def turn_starts(self) -> list[int]:
        """Every step at which a turn begins (the rules' `turn_id` changed), 0 included."""
        return [0] + [k for k in range(1, self.steps + 1)
                      if self.facts[k].turn_id != self.facts[k - 1].turn_id]

    def next_turn(self, step: int) -> int:
        """The first step after `step` where a new turn begins (the end when none does)."""
        return next((k for k in self.turn_starts() if k > step), self.steps)

    def previous_turn(self, step: int) -> int:
        """The last step before `step` where a turn began (0 at the latest)."""
        return max((k for k in self.turn_starts() if k < step), default=0)

    def mover(self, step: int) -> int | None:
        """Who made the move that led to `step` (None at step 0)."""
        return self.facts[step].mover

    def step_of_log_line(self, index: int) -> int:
        """The step whose move wrote line `index` of the whole log (0: the setup's lines)."""
        for k, facts in enumerate(self.facts):
            if facts.log_length > index:
                return k
        return self.steps

    def new_lines(self, step: int) -> range:
        """The log lines the move that led to `step` wrote (with its automatic steps)."""
        start = self.facts[step - 1].log_length if step > 0 else 0
        return range(start, self.facts[step].log_length)

    # --- the table at a step ------------------------------------------------------------------
    def match_at(self, step: int) -> Match:
        """The true match after `step` moves (a replay of the save's first moves)."""
        return Match.replay(self.setup, self.seed, self.actions[:self.clamp(step)], self.start)

    def may_show(self, seat: int | None) -> bool:
        """Whether the table may be shown as `seat` (None: as whoever moves) sees it."""
        return self.finished or seat == self.seen_by

    def shown_state(self, state: GameState) -> GameState:
        """`state` as the table may show it: itself when the game is finished, else what
        `seen_by` could know of it (everything else dealt afresh from a fixed seed)."""
        if self.finished:
            return state
        return state.determinize(self.seen_by, random.Random(MASK_SEED))
