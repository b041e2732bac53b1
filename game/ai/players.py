"""Computer players.  Every player decides from an InfoState only (see infostate.py):

    action = make_player("hard").choose(InfoState.to_act(state), Budget(iterations=300), seed=7)

- Random: a uniformly random legal action.
- Easy: the best immediate gain (one action ahead, on the seat's fixed deal of the hidden
  cards) with some noise: sensible, short-sighted.  No search; a few ms to tens of ms.
- Normal: looks ahead: its best-looking actions are each followed by sampled deals of the
  hidden cards and quick play-outs; the best mean result wins.  Default 0.3 s.
- Hard: Information Set MCTS with the title's play-out policy and evaluation (Pondscape:
  two trees, on two cores in the window; Paddy: its best moves checked against the next
  player's reply, the check's deals shared by the two cores; search.hard_choice).  Default
  0.9 s of search (about 1 s a decision in all; Paddy's check may start its last deal up to
  0.27 s past the budget);
  `Budget(iterations=N)` makes it repeatable.

Given the same InfoState, budget (with iterations) and seed, a player always returns the
same action, and it cannot return an illegal one: it picks from info.legal_actions().
"""
from __future__ import annotations

import random

from ..rules.base import Action
from .infostate import InfoState
from .knowledge import knowledge_for
from .search import Budget, flat_monte_carlo, hard_choice, one_step_gains, ranked

LEVELS = ("random", "easy", "normal", "hard")

DEFAULT_BUDGETS = {
    "random": Budget(iterations=1),
    "easy": Budget(iterations=1),
    "normal": Budget(time_ms=300),
    "hard": Budget(time_ms=900),   # with the one-step look and set-up, about 1 s a decision
}

HINT_ITERATIONS = {"normal": 200, "hard": 600}
"""`python -m game hint` searches a fixed number of iterations by default, so the same file,
level and seed always give the same move (the window's Hint uses the time budget)."""

EASY_NOISE = 0.35   # Easy's noise, in units of the title's scale (a clear difference)
NORMAL_WIDTH = 6    # Normal compares its best-looking actions only


class Player:
    """A computer player of one level.  Subclasses implement `_choose`."""

    level = ""

    def choose(self, info: InfoState, budget: Budget | None = None, seed: int = 0,
               stop=None, helper=None) -> Action:
        """The action for info.seat, which must be the seat to act.  `stop()` returning True
        ends a search early (the best action so far is returned).  `helper` searches Hard's
        other trees, or plays half of its reply check's deals, in another process
        (search.hard_choice; the window's worker)."""
        if not isinstance(info, InfoState):
            raise TypeError("a computer player decides from an InfoState (what its seat may see), "
                            f"not from a {type(info).__name__}")
        if info.current_player() != info.seat:
            raise ValueError("it is not this seat's decision")
        legal = info.legal_actions()
        if not legal:
            raise ValueError("there is no legal action")
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(seed)
        return self._choose(info, legal, budget or DEFAULT_BUDGETS[self.level], rng, stop, helper)

    def _choose(self, info, legal, budget, rng, stop, helper) -> Action:
        raise NotImplementedError


class RandomPlayer(Player):
    level = "random"

    def _choose(self, info, legal, budget, rng, stop, helper) -> Action:
        return legal[rng.randrange(len(legal))]


class EasyPlayer(Player):
    level = "easy"

    def _choose(self, info, legal, budget, rng, stop, helper) -> Action:
        k = knowledge_for(info.title)
        gains = one_step_gains(info, k, legal)
        noise = EASY_NOISE * k.scale
        order = ranked(gains, legal)
        return max(order, key=lambda a: gains[a] + rng.gauss(0.0, noise))


class NormalPlayer(Player):
    level = "normal"

    def _choose(self, info, legal, budget, rng, stop, helper) -> Action:
        return flat_monte_carlo(info, legal, knowledge_for(info.title), budget, rng, NORMAL_WIDTH, stop)


class HardPlayer(Player):
    level = "hard"

    def _choose(self, info, legal, budget, rng, stop, helper) -> Action:
        return hard_choice(info, legal, knowledge_for(info.title), budget, rng, stop, helper)


_PLAYERS = {cls.level: cls for cls in (RandomPlayer, EasyPlayer, NormalPlayer, HardPlayer)}


def make_player(level: str) -> Player:
    try:
        return _PLAYERS[level]()
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}") from None
