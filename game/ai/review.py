"""The computer's second opinion on a finished game: for each decision of each human seat,
the Hard player's value of the move played and of its own best move, both from the mover's
information state (what that seat could see then, nothing more).

One search per move: Hard's Information Set MCTS from `InfoState(state, seat)` (the hidden
cards dealt afresh on every iteration), with the move played always searched at the root
whatever its look and the widening say, so both values are the same statistic of the same
tree: the mean reward of a root child.  `best` is the child Hard would play (the most
visited, not counting the visits forced on the move played), so with enough iterations it is
the Hint's move.

What a value means (the search's own reward, `Knowledge.rewards`), as `MoveReview` gives it:
- with other players: the seat's expected result from 0 (a sure loss) to 1 (a sure win):
  `win_weight` (0.8) of it is the share of the win, the rest the final margin squashed by the
  title's `scale`; a play-out cut before the end counts the margin as it stands.  Roughly "the
  chance of winning" as Hard sees it.
- solo: the expected final score in points (the reward times the title's `solo_scale`).

A move is marked when it lost at least the title's `review_doubtful` ("?!") or
`review_mistake` ("?") against the best move (`mark`), in those units.  Moves with one legal
action, the automa's and the computer seats' moves are not reviewed.  Deterministic: the
same state, move, iterations and seed give the same review (`move_seed`).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..rules.base import AUTOMA, Action, Setup
from ..rules.match import Match
from .infostate import InfoState
from .knowledge import knowledge_for
from .search import ISMCTS, Budget

REVIEW_ITERATIONS = 600
"""Iterations per move by default (the Hint's): about 0.1-0.2 s a move, and a game has up to
a few hundred decisions, so a review takes about a minute in the background."""

ENGINE = 3    # 2: Paddy's Hard searches its own turn only, among the candidates; 3: Pondscape's Hard values what a pond is on its way to (issue 31)
"""Bumped whenever the search or the values change, so reviews kept beside saves are made again."""

@dataclass(frozen=True)
class MoveReview:
    """One reviewed move: `index` in the save's action list (from 0), the mover's `seat` (from
    0), the move `played`, Hard's `best`, and both values (see the module docstring)."""

    index: int
    seat: int
    played: Action
    best: Action
    value_played: float
    value_best: float

    @property
    def loss(self) -> float:
        """How much worse the move played is than the best, never below 0."""
        return max(0.0, self.value_best - self.value_played)


@dataclass(frozen=True)
class Decision:
    """A decision to review: the action's index, the seat, what it knew, what it played."""

    index: int
    seat: int
    info: InfoState
    played: Action


def decisions(setup: Setup, seed: int, actions: list[Action], start: dict | None = None) -> list[Decision]:
    """The human seats' decisions with a real choice in the game `setup` + `seed` (+ `start`)
    + `actions`, replayed through a Match (so automatic steps follow as they did)."""
    match = Match(setup, seed, start)
    match.keep_snapshots = False   # (nothing is undone here: no copies of the states)
    out = []
    for index, action in enumerate(actions):
        state = match.state
        seat = state.current_player()
        if (seat is not None and seat != AUTOMA and setup.seat_kind(seat) == "human"
                and len(state.legal_actions()) > 1):
            out.append(Decision(index, seat, InfoState(state, seat), action))
        match.apply(action)
    return out


def move_seed(seed: int, index: int) -> random.Random:
    """The search's generator for the move at `index` (each move its own, so a review done in
    parts, or in another process, is the same as one done at once)."""
    return random.Random(f"review {seed} {index}")


def review_decision(decision: Decision, iterations: int = REVIEW_ITERATIONS, seed: int = 0,
                    stop=None) -> MoveReview:
    """Hard's values of the move played and of its best move, from the mover's information state."""
    info = decision.info
    legal = info.legal_actions()
    if decision.played not in legal:
        raise ValueError("the move played is not legal in the mover's information state")
    knowledge = knowledge_for(info.title)
    search = ISMCTS(info, knowledge, move_seed(seed, decision.index))
    best = search.run(legal, Budget(iterations=iterations), stop, include=decision.played)
    unit = knowledge.solo_scale if info.num_players == 1 else 1.0
    return MoveReview(decision.index, decision.seat, decision.played, best,
                      round(search.root_value(decision.played) * unit, 4),
                      round(search.root_value(best) * unit, 4))


def mark(title: str, solo: bool, loss: float) -> str | None:
    """"mistake", "doubtful" or None for a move that lost `loss` (thresholds per title)."""
    k = knowledge_for(title)
    doubtful, mistake = k.review_solo if solo else k.review_limits
    if loss >= mistake:
        return "mistake"
    if loss >= doubtful:
        return "doubtful"
    return None
