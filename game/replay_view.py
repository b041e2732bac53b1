"""What the replay viewer may show of a saved game: the rules' Timeline (game/rules/replay.py:
its steps, moves and turns, the true match at any step) with the person at the screen.

A finished game hides nothing.  An unfinished game is shown, at every step, only as `seen_by`
sees it, so `shown_state` gives the rules' `determinize(seen_by, ...)` of the true state:
everything that seat could not see is dealt afresh, and a table drawing it cannot show another
seat's hand because it never has it.  `seen_by` is the person at the screen: the one seat a
person plays (the solo player, or the one person among computers: the table shows that seat's
cards at all times).  When several people share the screen (hot seat) or none plays, it is
None: only what every seat sees (every hidden card re-dealt), since a replay is watched by
whoever is at the screen, outside anyone's turn (a play-test saw a hot-seat replay open on the
hand of the seat to act, with no hand-off; see the scene's docstring).

This is the viewer's choice, not a rule, so it lives beside the viewer: game/rules is the
computers' code that bench/ladder.py's record of games is keyed to.
"""
from __future__ import annotations

import random

from .rules.base import GameState, Setup
from .rules.match import Match
from .rules.replay import MASK_SEED, Timeline


class ViewedTimeline(Timeline):
    """A Timeline shown to the person at the screen (see the module)."""

    def __init__(self, setup: Setup, seed: int, actions: list, start: dict | None = None) -> None:
        super().__init__(setup, seed, actions, start)
        people = [seat for seat in range(len(setup.players)) if setup.seat_kind(seat) == "human"]
        # whose own cards an unfinished game shows: None, only public ones
        self.seen_by: int | None = people[0] if not self.finished and len(people) == 1 else None

    @property
    def public_only(self) -> bool:
        """An unfinished game shown with no seat's hidden cards (several people, or none)."""
        return not self.finished and self.seen_by is None

    def may_show(self, seat: int | None) -> bool:
        """Whether the table may be shown as `seat` (None: as whoever moves) sees it."""
        return self.finished or (seat == self.seen_by and not self.public_only)

    def shown_state(self, state: GameState, rng: random.Random | None = None) -> GameState:
        """`state` as the table may show it: itself when the game is finished, else what
        `seen_by` could know of it (everything else dealt afresh from `rng`, by default a
        fixed seed: the same step looks the same every time it is shown)."""
        if self.finished:
            return state
        return state.determinize(self.seen_by, rng if rng is not None else random.Random(MASK_SEED))

    def playable_at(self, step: int, seed: int) -> Match:
        """A new match from `step` that learns nothing the replay hides: the true match of a
        finished game (it hides nothing), else one started from the position the replay
        shows there, everything it hides dealt afresh from `seed` (not MASK_SEED: a fixed
        deal could be compared with the game played on), and from that generator on."""
        match = self.match_at(step)
        if self.finished:
            return match
        shown = self.shown_state(match.state, random.Random(seed))
        copy = Match(self.setup, seed, start=shown.to_position())
        if len(copy.log_marks) == len(match.log_marks):
            copy.log_marks = list(match.log_marks)   # who wrote each line (public): the hand-off's news
        return copy
