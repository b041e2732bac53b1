"""Koinobori strategy for the computer players.

Value: the scoring as if the game ended now (the rules' own provisional scoring), which
counts each player's personal pole against the festival poles' leading colours.  A game
is short, so play-outs run to the end.

Play-outs follow a player's habits rather than uniform chance: the mover mostly plays
cards that make its own pole's colours score more on the festival poles, puts on its pole
cards whose colours score now, and takes cards of its colours.  Uniformly random play-outs
steer no pole, so every card on a personal pole looked like a likely penalty and Hard
hoarded its hand.  The policy reads only the play-out's state (a deal of the hidden cards),
never anything the seat could not see.
"""
from __future__ import annotations

import random

from ...rules.base import Action, GameState
from ...rules.koinobori.actions import Done, MoveTop, PlayCard, PlayToOwnPole, TakeCard
from ...rules.koinobori.data import CARD_CARP, NUM_COLOURS
from ..knowledge import Knowledge

_COLOURS = range(NUM_COLOURS)


def _tally(pole: list[list[int]]) -> list[int]:
    tally = [0] * NUM_COLOURS
    for space in pole:
        for c in CARD_CARP[space[-1]]:
            tally[c] += 1
    return tally


def _leader(tally: list[int], flag: int) -> tuple[int, int]:
    """(scoring colour, value) of a tally, as the rules resolve a pole (see scoring.resolve_pole)."""
    for count in sorted({c for c in tally if c > 0}, reverse=True):
        found = -1
        for c in _COLOURS:
            if tally[c] == count:
                if found >= 0:
                    found = -2
                    break
                found = c
        if found >= 0:
            return found, count
    return flag, 1


class KoinoboriKnowledge(Knowledge):
    scale = 4.0
    review_limits = (0.12, 0.25)   # its values are the noisiest: about 0.03 apart between seeds at 600 iterations
    playout_turns = None
    exploration = 1.2   # Hard vs Easy, 150 iterations, 20 games each: c 0.35 55%, 0.7 72%, 1.2 78%, 2.0 65%
    playout_random = 0.25
    """How often a play-out move is uniformly random instead of the habit's best."""

    def values(self, state: GameState) -> list[float]:
        return [float(t) for t in state.scoring()["totals"]]

    def playout_action(self, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        if rng.random() < self.playout_random:
            return legal[rng.randrange(len(legal))]
        scores = self.habit_scores(state, legal)
        best = max(scores)
        tops = [a for a, s in zip(legal, scores) if s == best]
        return tops[0] if len(tops) == 1 else tops[rng.randrange(len(tops))]

    def habit_scores(self, state: GameState, legal: list[Action]) -> list[float]:
        """How much each action helps the mover, in rough points (see the module docstring)."""
        p = state.current
        own = [0] * NUM_COLOURS
        for card in state.own_poles[p]:
            for c in CARD_CARP[card]:
                own[c] += 1
        poles, flags = state.poles, state.flags
        tallies: dict[int, list[int]] = {}
        leaders: dict[int, tuple[int, int]] = {}

        def before(i: int) -> tuple[list[int], tuple[int, int]]:
            if i not in tallies:
                tallies[i] = _tally(poles[i])
                leaders[i] = _leader(tallies[i], flags[i])
            return tallies[i], leaders[i]

        out = []
        for a in legal:
            kind = type(a)
            if kind is PlayCard:
                tally, (col, val) = before(a.pole)
                t = tally[:]
                if a.stack:
                    for c in CARD_CARP[poles[a.pole][-1][-1]]:
                        t[c] -= 1
                carp = CARD_CARP[a.card]
                for c in carp:
                    t[c] += 1
                ncol, nval = _leader(t, flags[a.pole])
                out.append(own[ncol] * nval - own[col] * val + 0.25 * sum(own[c] for c in carp))
            elif kind is PlayToOwnPole:
                worth = 0.5
                for c in CARD_CARP[a.card]:
                    v = 0
                    for i in range(len(poles)):
                        col, val = before(i)[1]
                        if col == c:
                            v += val
                    worth += v if v else -1.0
                out.append(worth)
            elif kind is TakeCard:
                out.append(0.3 + 0.3 * sum(1 for c in CARD_CARP[state.row[a.index]] if own[c]))
            elif kind is MoveTop:
                ts, (scol, sval) = before(a.source)
                tt, (tcol, tval) = before(a.target)
                moved = CARD_CARP[poles[a.source][-1][-1]]
                ts, tt = ts[:], tt[:]
                for c in moved:
                    ts[c] -= 1
                    tt[c] += 1
                ncs, nvs = _leader(ts, flags[a.source])
                nct, nvt = _leader(tt, flags[a.target])
                out.append(own[ncs] * nvs + own[nct] * nvt - own[scol] * sval - own[tcol] * tval)
            elif kind is Done:
                out.append(0.0)
            else:   # Steal, Refresh, Pass
                out.append(0.3)
        return out


    def for_hard(self) -> Knowledge:
        return HARD


class KoinoboriHardKnowledge(KoinoboriKnowledge):
    """Hard's view: the same habits and values, on deals that keep each opponent's cards seen
    taken from the draw row with that opponent (see hidden.py in the rules)."""

    deduce = True

    playout_turns_at = {5: 10}
    """Play-out length (turn_id steps) by seats where it is not playout_turns (to the end).  At
    five seats a play-out to the end is long and noisy (four opponents' habits, some thirty
    turns), and Hard's root values came out within their own noise of each other; ten turns
    (two of its own), valued by the scoring as it stands, cost 0.41 of the time, so the same
    time searches 2.44 times as many (bench/ladder.py DEARER_ITERATIONS).  Screened on the
    five-seat ladder row's 39 games at that share: Hard's wins 7.5 -> 16, mean margin -5.5 ->
    -3.2 (docs/dev/computer-players.md, "Koinobori at five seats: ten-turn play-outs")."""

    def for_hard(self) -> Knowledge:
        return self


KNOWLEDGE = KoinoboriKnowledge()
HARD = KoinoboriHardKnowledge()
