"""The searches behind Normal and Hard: play-outs, flat Monte Carlo and Information Set MCTS.

Information Set MCTS (Cowling, Powley and Whitehouse 2012, "single observer"): every
iteration deals one determinization from the seat's information state, walks the one tree
of action sequences with the actions legal in that deal (a child's "availability" counts the
iterations in which it could have been chosen, and UCB uses it instead of the parent's
visits), adds one node, plays out with the title's policy and backs up each seat's reward
into the nodes of that seat's decisions.  Root actions start from a one-step evaluation
(progressive bias), and the root widens from its best-looking actions, so a small budget
still plays sensibly.  Exploration is scaled to the range of rewards seen, so a solo score
(a narrow range) is searched as keenly as a win or a loss.

Budgets: `Budget(iterations=N)` runs exactly N iterations (repeatable for a seed);
`Budget(time_ms=T)` runs until T ms have passed (at least a few iterations).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Callable

from ..rules.base import AUTOMA, Action, GameState
from .infostate import InfoState
from .knowledge import Knowledge, squash

MIN_ITERATIONS = 4
PRIOR_PLAYOUTS = 3.0
MIN_SPREAD = 0.02   # the smallest reward range exploration is scaled to


@dataclass(frozen=True)
class Budget:
    """What one decision may spend: a fixed number of iterations (repeatable) or a time."""

    time_ms: float | None = None
    iterations: int | None = None

    def __post_init__(self) -> None:
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("iterations must be at least 1")
        if self.time_ms is not None and self.time_ms <= 0:
            raise ValueError("the time budget must be positive")


class Clock:
    """Counts iterations against a Budget; `stop` is polled too (a cancelled search)."""

    def __init__(self, budget: Budget, stop: Callable[[], bool] | None = None) -> None:
        self.iterations = budget.iterations
        self.start = time.perf_counter()
        self.deadline = None
        if budget.iterations is None:
            self.deadline = self.start + (budget.time_ms or 1000.0) / 1000.0
        self.stop = stop
        self.done = 0

    def fraction(self, part: float) -> float | None:
        """The moment `part` of a timed budget is spent (None for an iteration budget)."""
        if self.deadline is None:
            return None
        return self.start + part * (self.deadline - self.start)

    def more(self) -> bool:
        if self.stop is not None and self.stop():
            return False
        if self.iterations is not None:
            return self.done < self.iterations
        return self.done < MIN_ITERATIONS or time.perf_counter() < self.deadline


def playout(state: GameState, knowledge: Knowledge, rng: random.Random) -> list[float]:
    """Play `state` on with the title's play-out policy (changing it), cut after
    knowledge.playout_turns turns, and return every seat's reward."""
    limit = knowledge.playout_limit(state)
    start = state.turn_id
    pick = knowledge.playout_action
    while not state.is_over():
        if limit is not None and state.turn_id - start >= limit:
            break
        legal = state.legal_actions()
        state.apply(legal[0] if len(legal) == 1 else pick(state, legal, rng))
    return knowledge.rewards(state)


def one_step_gains(info: InfoState, knowledge: Knowledge, legal: list[Action],
                   clock: "Clock | None" = None) -> dict[Action, float]:
    """Each action's immediate gain for the seat (Easy's view), on the information state's
    fixed deal; actions the title deems not worth a look are left out.  With a timed
    `clock`, looking stops at a third of the budget (the rest count as the worst seen)."""
    base = info.canonical()
    gains = {}
    cands = knowledge.candidates(base, legal)
    cutoff = clock.fraction(1 / 3) if clock is not None else None
    for i, action in enumerate(cands):
        after = base.clone(rng=random.Random(i))   # a fresh generator is cheaper than a copy
        after.apply(action)
        gains[action] = knowledge.gain(after, info.seat)
        if cutoff is not None and time.perf_counter() > cutoff:
            worst = min(gains.values())
            for rest in cands:
                gains.setdefault(rest, worst)
            break
    return gains


def ranked(gains: dict[Action, float], legal: list[Action]) -> list[Action]:
    """Actions best first by gain, ties kept in the rules' listing order."""
    order = {a: i for i, a in enumerate(legal)}
    return sorted(gains, key=lambda a: (-gains[a], order[a]))


# --- flat Monte Carlo (Normal) ---------------------------------------------------------------
def flat_monte_carlo(info: InfoState, legal: list[Action], knowledge: Knowledge, budget: Budget,
                     rng: random.Random, width: int, stop=None) -> Action:
    """Try the `width` best-looking actions in turn, each followed by one sampled deal and one
    play-out, and take the one with the best mean reward for the seat."""
    clock = Clock(budget, stop)
    gains = one_step_gains(info, knowledge, legal, clock)
    cands = ranked(gains, legal)[:width]
    if len(cands) == 1:
        return cands[0]
    seat = info.seat
    # The one-step gain counts as PRIOR_PLAYOUTS play-outs' worth of reward, so a small budget
    # plays like a greedy player and the play-outs correct it as they add up.
    solo = info.num_players == 1
    totals = [PRIOR_PLAYOUTS * (gains[a] / knowledge.solo_scale if solo else squash(gains[a] / knowledge.scale))
              for a in cands]
    counts = [PRIOR_PLAYOUTS] * len(cands)
    i = 0
    while clock.more():
        k = i % len(cands)
        state = info.sample(rng)
        state.apply(cands[k])
        totals[k] += playout(state, knowledge, rng)[seat]
        counts[k] += 1
        clock.done += 1
        i += 1
    best = max(range(len(cands)), key=lambda k: (totals[k] / counts[k], -k))
    return cands[best]




# --- Information Set MCTS (Hard) -------------------------------------------------------------
class Node:
    __slots__ = ("action", "player", "children", "visits", "avail", "total", "bias")

    def __init__(self, action: Action | None, player: int | None, bias: float = 0.0) -> None:
        self.action = action
        self.player = player          # the seat that chose `action` (AUTOMA / None: nobody's)
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.bias = bias              # progressive bias from the one-step gain (root only)


class ISMCTS:
    """One search from an information state; `run` returns the chosen action."""

    def __init__(self, info: InfoState, knowledge: Knowledge, rng: random.Random,
                 exploration: float | None = None, bias_weight: float = 0.5, widen: float = 2.0) -> None:
        self.info = info
        self.k = knowledge
        self.rng = rng
        self.c = knowledge.exploration if exploration is None else exploration
        self.bias_weight = bias_weight
        self.widen = widen
        self.root = Node(None, None)
        self.iterations = 0
        self.lo, self.hi = 1e18, -1e18   # the rewards seen: exploration scales with their range

    def run(self, legal: list[Action], budget: Budget, stop=None) -> Action:
        clock = Clock(budget, stop)
        gains = one_step_gains(self.info, self.k, legal, clock)
        order = ranked(gains, legal)
        if len(order) == 1:
            return order[0]
        lo, hi = min(gains.values()), max(gains.values())
        span = (hi - lo) or 1.0
        seat = self.info.seat
        for a in order:
            self.root.children[a] = Node(a, seat, (gains[a] - lo) / span)
        self.order = order
        while clock.more():
            self.iterate()
            clock.done += 1
        self.iterations = clock.done
        kids = [self.root.children[a] for a in order]
        best = max(kids, key=lambda n: (n.visits, n.total / n.visits if n.visits else 0.0, n.bias))
        return best.action

    def _root_width(self) -> int:
        """Progressive widening: the root considers its best-looking actions first."""
        return max(2, int(self.widen * math.sqrt(self.root.visits + 1)))

    def iterate(self) -> None:
        rng = self.rng
        state = self.info.sample(rng)
        node = self.root
        path = [node]
        root_level = True
        while not state.is_over():
            legal = state.legal_actions()
            player = state.current_player()
            if root_level:
                kids = [node.children[a] for a in self.order[:self._root_width()]]
                root_level = False
            else:
                children = node.children
                untried = [a for a in legal if a not in children]
                if untried:
                    a = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                    child = Node(a, player)
                    children[a] = child
                    for b in legal:
                        n = children.get(b)
                        if n is not None:
                            n.avail += 1
                    state.apply(a)
                    path.append(child)
                    break
                kids = [children[a] for a in legal]
            for n in kids:
                n.avail += 1
            child = self._select(kids)
            state.apply(child.action)
            path.append(child)
            node = child
            if child.visits == 0:
                break
        rewards = playout(state, self.k, rng)
        for r in rewards:
            if r < self.lo:
                self.lo = r
            if r > self.hi:
                self.hi = r
        for n in path:
            n.visits += 1
            if n.player is not None and n.player != AUTOMA:
                n.total += rewards[n.player]

    def _select(self, kids: list[Node]) -> Node:
        best, best_score = kids[0], -1e18
        spread = max(self.hi - self.lo, MIN_SPREAD)
        c, w = self.c * spread, self.bias_weight * spread
        for n in kids:
            if n.visits == 0:
                score = 1e9 + n.bias
            else:
                score = (n.total / n.visits + c * math.sqrt(math.log(max(n.avail, 1)) / n.visits)
                         + w * n.bias / (n.visits + 1))
            if score > best_score:
                best, best_score = n, score
        return best
