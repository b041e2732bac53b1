"""A title's strategy for the computer players: how good a position looks, how a quick
play-out chooses, how long a play-out runs.  Never a rule: every rule is asked of the state
(legal_actions, apply, score_sheet and the title's read-only queries).

`knowledge_for(title)` returns the title's subclass from game/ai/titles/<title>.py, or the
generic one.  Everything here is deterministic given the `rng` passed in.
"""
from __future__ import annotations

import importlib
import math
import random

from ..rules.base import Action, GameState


def squash(x: float) -> float:
    """A margin in units of `scale` mapped smoothly into 0..1 (0.5 = level)."""
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


class Knowledge:
    """Generic strategy: the running score is the value, play-outs are uniformly random."""

    scale = 10.0
    """Points that make a clear difference between two players (the reward's temperature)."""
    solo_scale = 100.0
    """A good solo score: a solo reward is score / solo_scale."""
    playout_turns: int | None = 6
    """A play-out stops after this many turns (turn_id steps) and the position is evaluated;
    None plays to the end of the game."""
    playout_turns_at: dict[int, int | None] = {}
    """Play-out length by number of seats where it is not playout_turns (a title's Hard
    screens its own: a round is longer with more seats)."""
    search_turns: int | None = None
    """Hard's horizon: its tree grows, and its play-outs run, only this many turns (turn_id
    steps) past the root's; None lets the tree grow freely, each play-out running
    playout_turns from where it starts (a title whose one-step gain counts as prior visits
    should end both where the gain is measured)."""
    exploration = 0.7
    """Hard's UCB exploration constant (scaled to the range of rewards seen)."""
    prior_visits = 0.0
    """Hard counts a decision's one-step gain as this many play-outs, when play-outs are cut
    soon enough that their reward and the gain are alike; 0 uses a progressive bias instead
    (weight prior_weight).  Normal always counts it as NORMAL_PRIOR play-outs."""
    prior_weight = 0.5
    in_turn_priors = False
    """Whether Hard also pre-scores the searching seat's later decisions in the root's turn
    (else they are expanded in random order)."""
    look_share = 1 / 3
    """The share of a timed budget the one-step look may spend before the search starts."""
    widening = 2.0
    """Hard considers about widening x sqrt(visits) of a decision's best-looking actions."""
    deduce = False
    """Whether the search's deals keep what the seat could deduce from the play it watched
    (GameState.determinize's `deduce`: Koinobori's cards seen taken); Hard's, where a title
    sets it, so Easy and Normal keep what they are."""
    search_trees = 1
    """Trees Hard searches from the same information state, their root statistics added up
    (search.hard_choice): the window's worker runs each in its own process, so 2 uses both
    cores of a two-core laptop in the same time; the ladder runs them one after the other."""
    reply_top = 0
    """After its search, Hard checks this many of its most visited root actions against the
    next player's reply (`reply_reward`) and takes the one that stands best; 0 (the default)
    checks nothing, for a title whose play-outs already see past the turn."""
    reply_deals = 1
    """Deals each checked action is played against (the same deals for every action)."""
    reply_share = 0.3
    """The share of a timed budget kept for the reply check (the search stops before it);
    `reply_share_for` may change it by the number of seats."""
    reply_grace = 0.0
    """How far past a timed budget's end, as a share of the budget, the check may still start
    a deal (so a check measured whole in the ladder is whole in the window too)."""
    win_weight = 0.8
    review_limits = (0.1, 0.2)
    """The review marks a move "doubtful" / a "mistake" when it lost at least this much of
    Hard's expected result (0..1) against Hard's best move (game/ai/review.py)."""
    review_solo = (8.0, 20.0)
    """The same for a solo game, in points of the expected final score."""
    """At the end of a game the reward is this much the win (shared wins split) and the rest
    the margin, so a search still prefers winning by more and losing by less."""

    # --- values -----------------------------------------------------------------------
    def values(self, state: GameState) -> list[float]:
        """Each seat's expected final score, in points, as far as this position shows."""
        return [float(t) for t in state.score_sheet().totals()]

    def gain(self, state: GameState, seat: int) -> float:
        """How good `state` looks for `seat`, in points: its value less the best other's."""
        v = self.values(state)
        if len(v) == 1:
            return v[0]
        return v[seat] - max(v[q] for q in range(len(v)) if q != seat)

    def gain_ahead(self, state: GameState, seat: int) -> float:
        """The gain Normal and Hard see in `state` (Easy sees `gain`): a title may add the
        seat's best quick follow-up, when one action is only part of a move."""
        return self.gain(state, seat)

    def reply_share_for(self, players: int) -> float:
        """The share of a timed budget kept for the reply check at a table of `players`: a
        title whose check hears more seats at a bigger table keeps more (default
        `reply_share` at every size).  The ladder scales Hard's iterations by the search's
        share, so its fixed counts stand for the same time (bench/ladder.py `budgets_for`)."""
        return self.reply_share

    def reply_reward(self, state: GameState, seat: int, rng: random.Random) -> float:
        """How good it is for the seat (larger is better, compared only among the actions
        checked) once its turn is finished and the next player has replied (changing
        `state`); only asked when `reply_top` > 0.  Default: both turns played with the
        play-out policy, then the reward."""
        start = state.turn_id
        while not state.is_over() and state.turn_id - start < 2:
            legal = state.legal_actions()
            state.apply(legal[0] if len(legal) == 1 else self.playout_action(state, legal, rng))
        return self.rewards(state)[seat]

    def rewards(self, state: GameState) -> list[float]:
        """Each seat's reward, about 0..1, at the end of a play-out (game over or cut)."""
        n = state.num_players
        if state.is_over():
            sheet = state.score_sheet()
            totals = sheet.totals()
            if n == 1:
                return [totals[0] / self.solo_scale]
            winners = sheet.winners
            out = []
            for p in range(n):
                best_other = max(totals[q] for q in range(n) if q != p)
                win = 1.0 / len(winners) if p in winners else 0.0
                out.append(self.win_weight * win
                           + (1 - self.win_weight) * squash((totals[p] - best_other) / self.scale))
            return out
        v = self.values(state)
        if n == 1:
            return [v[0] / self.solo_scale]
        return [squash((v[p] - max(v[q] for q in range(n) if q != p)) / self.scale) for p in range(n)]

    def for_hard(self) -> "Knowledge":
        """The strategy Hard's search (ISMCTS) uses: this one, unless a title gives Hard a
        richer one (Pondscape's evaluation of what a pond is on its way to), so Hard can grow
        stronger while Easy and Normal keep what they are."""
        return self

    # --- play-outs --------------------------------------------------------------------
    def playout_limit(self, state: GameState) -> int | None:
        """Turns (turn_id steps) a play-out from `state` runs before it is cut and evaluated;
        None plays to the end of the game."""
        return self.playout_turns_at.get(state.num_players, self.playout_turns)

    def playout_action(self, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        """The action a quick play-out takes (the generic one: uniformly at random)."""
        return legal[rng.randrange(len(legal))]

    def candidates(self, state: GameState, legal: list[Action]) -> list[Action]:
        """The actions worth a one-step look (default: all).  A title may drop obviously
        useless ones to keep Easy fast; never an empty list."""
        return legal


_CACHE: dict[str, Knowledge] = {}


def knowledge_for(title: str) -> Knowledge:
    k = _CACHE.get(title)
    if k is None:
        name = f"{__package__}.titles.{title}"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name != name:
                raise
            k = Knowledge()
        else:
            k = module.KNOWLEDGE
        _CACHE[title] = k
    return k
