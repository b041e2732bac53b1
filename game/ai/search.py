"""The searches behind Normal and Hard: play-outs, flat Monte Carlo and Information Set MCTS.

Information Set MCTS (Cowling, Powley and Whitehouse 2012, "single observer"): every
iteration deals one determinization from the seat's information state, walks the one tree
of action sequences with the actions legal in that deal (a child's "availability" counts the
iterations in which it could have been chosen, and UCB uses it instead of the parent's
visits), adds one node, plays out with the title's policy and backs up each seat's reward
into the nodes of that seat's decisions.  Root actions (and, where a title asks, the
searching seat's later decisions in the same turn) start from their one-step evaluation and
widen from their best-looking actions, so a small budget still plays sensibly.  The
evaluation counts as a few visits where play-outs end where it is measured (a prior in the
same units), else as a progressive bias that fades as visits add up.  Exploration is
scaled to the range of rewards seen, so a solo score (a narrow range) is searched as keenly
as a win or a loss.

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

RootStats = list  # [(action, visits chosen, visits, total reward, bias)]: ISMCTS.root_stats

MIN_ITERATIONS = 4
NORMAL_PRIOR = 3.0
MIN_SPREAD = 0.02   # the smallest reward range exploration is scaled to
PRIOR_LIMIT = 300   # later decisions of the searching seat with more actions are not pre-scored


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
        self.stopped = False          # whether `stop` ended the search (a cancelled search)
        self.done = 0

    def fraction(self, part: float) -> float | None:
        """The moment `part` of a timed budget is spent (None for an iteration budget)."""
        if self.deadline is None:
            return None
        return self.start + part * (self.deadline - self.start)

    def more(self) -> bool:
        if self.stop is not None and self.stop():
            self.stopped = True
            return False
        if self.iterations is not None:
            return self.done < self.iterations
        return self.done < MIN_ITERATIONS or time.perf_counter() < self.deadline


def playout(state: GameState, knowledge: Knowledge, rng: random.Random,
            end: int | None = None) -> list[float]:
    """Play `state` on with the title's play-out policy (changing it), cut after
    knowledge.playout_turns turns (or when turn `end` is reached, when given), and return
    every seat's reward."""
    limit = knowledge.playout_limit(state)
    start = state.turn_id
    if end is not None:
        start, limit = 0, end
    pick = knowledge.playout_action
    while not state.is_over():
        if limit is not None and state.turn_id - start >= limit:
            break
        legal = state.legal_actions()
        state.apply(legal[0] if len(legal) == 1 else pick(state, legal, rng))
    return knowledge.rewards(state)


def one_step_gains(info: InfoState, knowledge: Knowledge, legal: list[Action],
                   clock: "Clock | None" = None, ahead: bool = False,
                   also: Action | None = None) -> dict[Action, float]:
    """Each action's immediate gain for the seat (Easy's view; with `ahead`, the title's
    `gain_ahead`), on the information state's fixed deal; actions the title deems not worth
    a look are left out (but `also`, when given: the review judges the move played).  With a
    timed `clock`, looking stops when the title's `look_share` of the budget is spent (the
    rest count as the worst seen)."""
    base = info.canonical()
    gains = {}
    cands = knowledge.candidates(base, legal)
    if also is not None and also not in cands:
        cands = [*cands, also]
    cutoff = clock.fraction(knowledge.look_share) if clock is not None else None
    gain = knowledge.gain_ahead if ahead else knowledge.gain
    for i, action in enumerate(cands):
        after = base.clone(rng=random.Random(i))   # a fresh generator is cheaper than a copy
        after.apply(action)
        gains[action] = gain(after, info.seat)
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
    gains = one_step_gains(info, knowledge, legal, clock, ahead=True)
    cands = ranked(gains, legal)[:width]
    if len(cands) == 1:
        return cands[0]
    seat = info.seat
    # The one-step gain counts as NORMAL_PRIOR play-outs' worth of reward (every candidate gets
    # as many play-outs, so the units need not match), so a small budget plays like a greedy
    # player and the play-outs correct it as they add up.
    solo = info.num_players == 1
    weight = NORMAL_PRIOR
    totals = [weight * (gains[a] / knowledge.solo_scale if solo else squash(gains[a] / knowledge.scale))
              for a in cands]
    counts = [weight] * len(cands)
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
    __slots__ = ("action", "player", "children", "visits", "avail", "total", "bias", "prior")

    def __init__(self, action: Action | None, player: int | None) -> None:
        self.action = action
        self.player = player          # the seat that chose `action` (AUTOMA / None: nobody's)
        self.children: dict[Action, Node] = {}
        self.visits = 0.0
        self.avail = 0.0
        self.total = 0.0
        self.bias = 0.0               # progressive bias: the normalised one-step gain
        self.prior: tuple[list[Action], dict[Action, float], frozenset] | None = None   # ISMCTS._prior

    def seed(self, reward: float, weight: float) -> None:
        """Count the one-step evaluation as `weight` visits with that reward."""
        self.visits = self.avail = weight
        self.total = reward * weight


class ISMCTS:
    """One search from an information state; `run` returns the chosen action."""

    def __init__(self, info: InfoState, knowledge: Knowledge, rng: random.Random) -> None:
        self.info = info
        self.k = knowledge = knowledge.for_hard()
        self.rng = rng
        self.c = knowledge.exploration
        self.prior_visits = knowledge.prior_visits
        self.bias_weight = knowledge.prior_weight
        self.widen = knowledge.widening
        self.in_turn = knowledge.in_turn_priors
        self.horizon = knowledge.search_turns
        self.solo = info.num_players == 1
        self.root = Node(None, None)
        self.iterations = 0
        self.lo, self.hi = 1e18, -1e18   # the rewards seen: exploration scales with their range

    def _as_reward(self, gain: float) -> float:
        """A one-step gain in the units of a play-out's reward."""
        k = self.k
        return gain / k.solo_scale if self.solo else squash(gain / k.scale)

    def _start(self, node: Node, gain: float, lo: float, span: float) -> None:
        """Give a new node the one-step gain of its action: as prior visits when the title's
        play-outs end where the gain is measured (same units), else as a progressive bias."""
        if self.prior_visits > 0:
            node.seed(self._as_reward(gain), self.prior_visits)
        else:
            node.bias = (gain - lo) / span

    def run(self, legal: list[Action], budget: Budget, stop=None, include: Action | None = None) -> Action:
        """Search and return the chosen action (the most visited root child).  `include`, an
        action of `legal`, is searched at the root whatever its look and the widening say (a
        tenth of the iterations at least go through it), so `root_value()` has its value (the
        review's "move played")."""
        only = self.search(legal, budget, stop, include)
        return only if only is not None else self.decide()

    def search(self, legal: list[Action], budget: Budget, stop=None,
               include: Action | None = None) -> Action | None:
        """The search itself (see `run`); returns the action when there is nothing to search
        (one candidate), else None, and `decide` chooses."""
        clock = self.clock = Clock(budget, stop)
        gains = one_step_gains(self.info, self.k, legal, clock, ahead=True, also=include)
        order = ranked(gains, legal)
        self.include = include
        self.gains = gains
        # the move to judge gets a tenth of the iterations at least, through play-outs of its own
        self.forced = 0 if include is None else max(1, (budget.iterations or 40) // 10)
        self.given = self.forced
        if len(order) == 1:
            return order[0]
        seat = self.info.seat
        lo, span = _range(gains)
        for a in order:
            self._start(self.root.children.setdefault(a, Node(a, seat)), gains[a], lo, span)
        self.order = order
        self.checks = self.k.reply_top if include is None else 0
        self.end = clock.deadline
        if self.checks > 0 and clock.deadline is not None:
            self.end = clock.fraction(1.0 + self.k.reply_grace)         # the check's last start
            kept = self.k.reply_share_for(self.info.num_players)
            clock.deadline = clock.fraction(1.0 - kept)                  # time kept for the check
        while clock.more():
            self.iterate()
            clock.done += 1
        self.iterations = clock.done
        return None

    def root_stats(self) -> "RootStats":
        """The root's children as (action, the visits the search chose, all visits, total
        reward, bias), in the look's order: what another process's tree sends back to be
        merged."""
        given = {self.include: self.given - self.forced} if self.include is not None else {}
        out = []
        for a in self.order:
            n = self.root.children[a]
            out.append((a, n.visits - given.get(a, 0), n.visits, n.total, n.bias))
        return out

    def decide(self, others: list["RootStats"] = (), helper=None) -> Action:
        """The most visited root action over this tree and `others` (ties: the better mean,
        then the look), checked against the next player's reply where the title asks
        (`helper`, when given, plays half of the check's deals in the other process)."""
        merged: dict[Action, list[float]] = {}
        for stats in (self.root_stats(), *others):
            for a, chosen, visits, total, bias in stats:
                m = merged.setdefault(a, [0.0, 0.0, 0.0, bias])
                m[0] += chosen
                m[1] += visits
                m[2] += total

        def key(a):   # the visits the searches chose, then the mean reward, then the look
            chosen, visits, total, bias = merged[a]
            return chosen, total / visits if visits else 0.0, bias
        kids = sorted(merged, key=key, reverse=True)
        if self.checks > 0 and not self._cancelled():   # a cancelled search answers at once
            return self._reply_check(kids[:self.checks], helper)
        return kids[0]

    def _reply_check(self, actions: list[Action], helper=None) -> Action:
        """The action, of `actions` (most visited first), whose mean reward after the next
        player's reply (the title's `reply_reward`) is best, each played on the same deals;
        a tie keeps the search's order.  The search's play-outs end with the turn, so they
        cannot see a terrace the next player takes; this looks once, at the few actions the
        search liked best (docs/dev/computer-players.md, "Why Paddy's Hard lost to Normal").

        With a `helper` (the window's worker) the odd-numbered deals are played in the helper
        process at the same time as the even ones here; the deals are dealt here from this
        search's generator either way (the helper gets each deal's generator state), so an
        iteration budget gives the same action with or without it."""
        if len(actions) == 1:
            return actions[0]
        k = self.k
        deals = []          # (generator state before the deal, the deal, its play-out seed)
        for _n in range(k.reply_deals):
            before = self.rng.getstate()
            deals.append((before, self.info.sample(self.rng, k.deduce), self.rng.randrange(1 << 30)))
        theirs = list(range(1, len(deals), 2)) if helper is not None else []
        if theirs:
            left = None if self.end is None else max(0.0, self.end - time.perf_counter())
            helper.start_replies(self.info, actions, [(n, deals[n][0]) for n in theirs], left, self.clock.stop)
            if not helper.asked:
                theirs = []    # no helper after all (it is gone): every deal is played here
        rewards: dict[int, list[float]] = {}
        self._play_deals([n for n in range(len(deals)) if n not in theirs], deals, actions, rewards)
        if theirs:
            rewards.update(helper.collect())
            # deals the helper did not send (it failed): played here as time allows, so an
            # iteration budget gives the same action with or without the helper
            self._play_deals([n for n in theirs if n not in rewards], deals, actions, rewards)
        totals = [0.0] * len(actions)
        for n in sorted(rewards):      # in deal order: the same sums as one process's
            for i, r in enumerate(rewards[n]):
                totals[i] += r
        self.reply_totals = dict(zip(actions, totals))
        self.reply_deals = sorted(rewards)
        best = max(range(len(actions)), key=lambda i: (totals[i], -i))
        return actions[best]

    def _play_deals(self, numbers: list[int], deals: list, actions: list[Action],
                    rewards: dict[int, list[float]]) -> None:
        """Play the check's deals `numbers` here into `rewards`: with a timed budget a deal
        starts only before the check's end (the first one always), and a cancelled decision
        starts none."""
        for n in numbers:
            if self._cancelled():
                return
            if rewards and self.end is not None and time.perf_counter() > self.end:
                return         # a timed budget spent: the deals checked so far decide
            _state, deal, seed = deals[n]
            rewards[n] = reply_rewards(deal, seed, actions, self.k, self.info.seat)

    def _cancelled(self) -> bool:
        """Whether the decision was cancelled (during the search, or since it ended)."""
        clock = self.clock
        return clock.stopped or (clock.stop is not None and clock.stop())

    def root_value(self, action: Action) -> float:
        """The searching seat's mean reward after `action` at the root (play-outs, plus the
        one-step prior where the title counts it as visits); a child never visited is worth
        its one-step gain in reward units."""
        node = self.root.children.get(action)
        if node is not None and node.visits > 0:
            return node.total / node.visits
        return self._as_reward(self.gains[action])

    def _width(self, visits: float) -> int:
        """Progressive widening: a decision considers its best-looking actions first."""
        return max(2, int(self.widen * math.sqrt(visits + 1)))

    def _prior(self, node: Node, state: GameState, legal: list[Action]):
        """(actions best first, one-step gains, every action listed then) for a later decision
        of the searching seat in the same turn as the root (a Paddy tile's animals, the card a
        Pondscape player plays after taking one), on this iteration's deal; computed once per
        node.  Only the title's `candidates` are judged and searched, as at the root: the seat
        will choose among those when it gets there (Paddy's animals taken back or moved again
        were 57% of the judging and led the tree round in circles, docs/dev/computer-players.md)."""
        if node.prior is None:
            seat, gain = self.info.seat, self.k.gain_ahead
            deadline = self.clock.deadline
            gains = {}
            for i, a in enumerate(self.k.candidates(state, legal)):
                if deadline is not None and gain is not self.k.gain and time.perf_counter() > deadline:
                    # a timed search past its time: the plain gain for the rest, so one long
                    # listing judged with the title's look ahead cannot hold the answer back
                    gain = self.k.gain
                after = state.clone(rng=random.Random(i))
                after.apply(a)
                gains[a] = gain(after, seat)
            node.prior = (ranked(gains, legal), gains, frozenset(legal))
        return node.prior

    def iterate(self) -> None:
        rng = self.rng
        state = self.info.sample(rng, self.k.deduce)
        seat, turn = self.info.seat, state.turn_id
        end = None if self.horizon is None else turn + self.horizon
        node = self.root
        path = [node]
        while not state.is_over():
            if end is not None and state.turn_id >= end:
                break          # the title's horizon: the tree grows no further
            legal = state.legal_actions()
            player = state.current_player()
            children = node.children
            gains = None
            if node is self.root:
                cands = self.order[:self._width(node.visits)]
                if self.include is not None and self.include not in cands:
                    cands = [*cands, self.include]
                untried = ()
            elif (self.in_turn and player == seat and state.turn_id == turn
                  and 1 < len(legal) <= PRIOR_LIMIT):
                order, gains, seen = self._prior(node, state, legal)
                listed = set(legal)
                cands = [a for a in order if a in listed][:self._width(node.visits)]
                if not seen.issuperset(legal):     # legal in this deal only: its candidates
                    cands += [a for a in self.k.candidates(state, legal) if a not in seen]
                untried = [a for a in cands if a not in children]
            else:
                cands = legal
                untried = [a for a in legal if a not in children]
            if untried:
                # a new node: the best-looking untried action where there are gains, else any
                if gains is not None or len(untried) == 1:
                    a = untried[0]
                else:
                    a = untried[rng.randrange(len(untried))]
                child = children[a] = Node(a, player)
                if gains is not None and a in gains:
                    self._start(child, gains[a], *_range(gains))
                for b in cands:
                    n = children.get(b)
                    if n is not None:
                        n.avail += 1
                state.apply(a)
                path.append(child)
                break
            kids = [children[a] for a in cands]
            for n in kids:
                n.avail += 1
            if node is self.root and self.forced > 0:
                self.forced -= 1
                child = children[self.include]
            else:
                child = self._select(kids)
            state.apply(child.action)
            path.append(child)
            node = child
            if child.visits <= 0:
                break
        rewards = playout(state, self.k, rng, end)
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
            if n.visits <= 0:
                score = 1e9 + n.bias          # unvisited: the best-looking first
            else:
                score = (n.total / n.visits + c * math.sqrt(math.log(max(n.avail, 1.0)) / n.visits)
                         + w * n.bias / (n.visits + 1))
            if score > best_score:
                best, best_score = n, score
        return best


def _range(gains: dict[Action, float]) -> tuple[float, float]:
    lo, hi = min(gains.values()), max(gains.values())
    return lo, (hi - lo) or 1.0


def reply_rewards(deal: GameState, seed: int, actions: list[Action], knowledge: Knowledge,
                  seat: int) -> list[float]:
    """Each action's `reply_reward` on one deal of the reply check (ISMCTS._reply_check),
    every action's turns played with the same play-out seed; `knowledge` is Hard's."""
    out = []
    for a in actions:
        state = deal.clone(rng=random.Random(seed))
        state.apply(a)
        out.append(knowledge.reply_reward(state, seat, random.Random(seed)))
    return out


def helper_reply_rewards(info: InfoState, knowledge: Knowledge, actions: list[Action], deals: list,
                         seconds: float | None, stop=None) -> list[tuple[int, list[float]]]:
    """The helper process's share of a reply check: (deal number, each action's reward) for
    `deals`, (number, generator state) pairs from which the deals are dealt again exactly as
    the first process dealt them; with `seconds`, the deals after the first stop when that
    time has passed (a timed budget's check), and a cancelled decision stops them all."""
    k = knowledge.for_hard()
    end = None if seconds is None else time.perf_counter() + seconds
    out = []
    for n, before in deals:
        if stop is not None and stop():
            break
        if out and end is not None and time.perf_counter() > end:
            break
        rng = random.Random()
        rng.setstate(before)
        deal = info.sample(rng, k.deduce)
        out.append((n, reply_rewards(deal, rng.randrange(1 << 30), actions, k, info.seat)))
    return out


# --- Hard's decision: one tree or several (root parallelisation) ---------------------------
def tree_stats(info: InfoState, knowledge: Knowledge, legal: list[Action], budget: Budget,
               seed: int, stop=None) -> RootStats:
    """The root statistics of one more tree searched from `info` with its own generator (a
    helper tree of `hard_choice`, in this process or another)."""
    search = ISMCTS(info, knowledge, random.Random(seed))
    if search.search(legal, budget, stop) is not None:
        return []
    return search.root_stats()


def hard_choice(info: InfoState, legal: list[Action], knowledge: Knowledge, budget: Budget,
                rng: random.Random, stop=None, helper=None) -> Action:
    """Hard's action: the title's `search_trees` trees searched from the same information
    state with different generators, their root statistics added together (root
    parallelisation, Chaslot, Winands and van den Herik 2008: independent trees share nothing
    while they search, so each can run on its own core, and together they sample more deals).

    `helper`, when given, searches the other trees at the same time in other processes (the
    window's worker: `start(info, legal, budget, seeds, stop)` then `collect()`); without
    one, an iteration budget searches them here one after the other (the ladder: the same
    choice as with a helper, repeatable), and a time budget searches one tree only, since
    one core's time cannot hold two trees' worth.  A one-tree title that checks replies
    (Paddy) gives the helper half of the check's deals instead (ISMCTS._reply_check)."""
    trees = knowledge.for_hard().search_trees
    if trees <= 1 or (helper is None and budget.iterations is None):
        search = ISMCTS(info, knowledge, rng)
        only = search.search(legal, budget, stop)
        return only if only is not None else search.decide(helper=helper)
    seeds = [rng.randrange(1 << 62) for _ in range(trees - 1)]
    if helper is not None:
        helper.start(info, legal, budget, seeds, stop)
    search = ISMCTS(info, knowledge, rng)
    only = search.search(legal, budget, stop)
    got = helper.collect() if helper is not None else []
    if only is not None:
        return only
    if budget.iterations is not None:
        # the trees the helper did not send (none without one, or it failed): searched here,
        # so an iteration budget gives the same action with or without the helper
        got = got + [tree_stats(info, knowledge, legal, budget, s, stop) for s in seeds[len(got):]]
    return search.decide(got, helper)
