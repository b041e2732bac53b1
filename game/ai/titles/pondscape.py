"""Pondscape strategy for the computer players.

Value: the pond's score as it stands: most points come from cards already in the pond, so
play-outs are cut after a few turns (solo too: random play-outs to the end were worse).

Hard sees more (`PondscapeHardKnowledge`, through Knowledge.for_hard): play-outs cut after a
few turns end in half-built ponds, where a frog group whose condition is not met yet scores
nothing and a tucked card counts only the symbols already there.  Hard's value adds what the
pond is on its way to: a share of an unmet group's points as far as its condition is built
(while the pond still has room to finish it), and the symbols the empty spaces will likely
bring to the tucked cards.  Its play-outs build groups as players do: half the time a card
goes face up next to a frog of its species when one can (uniformly random play-outs scatter
frogs).  The habit reads only the play-out's own state (a deal of the hidden cards).  Easy
and Normal keep the plain score and random play-outs (docs/dev/computer-players.md,
"Pondscape's Hard").
"""
from __future__ import annotations

import random

from ...rules.base import Action, GameState
from ...rules.pondscape.data import CARD_SPECIES, group_points
from ...rules.pondscape.scoring import joining_species
from ..knowledge import Knowledge

FOODS_PER_CARD = 0.18
"""About how many symbols of one food a card brings to a pond: a face shows 1.0 symbol on
average, a back (water) 0.67, so 0.9 a card if about 70% go face up, over 5 foods (a guess
at the mix, not measured)."""


class PondscapeKnowledge(Knowledge):
    scale = 10.0
    review_limits = (0.1, 0.2)
    review_solo = (6.0, 15.0)   # points of the expected solo score
    solo_scale = 150.0
    playout_turns = 6

    def for_hard(self) -> Knowledge:
        return HARD


class PondscapeHardKnowledge(PondscapeKnowledge):
    """Hard's view: the score plus what the pond is on its way to (see the module docstring)."""

    group_share = 0.5
    """An unmet group is credited this share of its points times the part of its condition
    already built (2 of the clown's 3 species: a third of its points)."""
    tuck_share = 0.5
    """The share of the symbols the empty spaces would bring on average credited to tucked cards."""

    playout_habit = 0.5
    """How often a play-out's card goes face up next to a frog of its species (when it can)
    instead of anywhere at random: random play-outs scatter frogs, players build groups."""

    search_trees = 2
    """Two trees (one a core in the window's worker, search.hard_choice): screened on the
    ladder's games 50-58, where one tree had won 3 of 9 against Normal (mean margin -12.9),
    two won 6 of 9 (+8.7); the ladder measures it again from game 0."""

    playout_turns_at = {2: 10, 3: 9, 4: 12}
    """Play-out length (turn_id steps) by seats where it is not playout_turns: at four seats six
    turns are a round and a half, so a play-out stops before the searching seat's second move
    lands and the pond's later shape is left to the guessed potential.  Twelve (three of its
    own turns) was screened on the 4-player ladder row's 34 games at the same CPU time (0.8
    of the count, bench/ladder.py DEARER_ITERATIONS): Hard's wins went from 10.5 to 22, mean
    margin -11.0 to +2.8 (docs/dev/computer-players.md).  At two seats ten (five of its own
    turns), screened after the bullfrog rule was corrected, on the row's games 0-59 at the
    same CPU time (0.82 of the count): see docs/dev/computer-players.md, "Pondscape's Hard
    after the bullfrog fix".  At three seats nine (three of its own turns), screened on the
    row's games 0-29 since that fix at the same CPU time (0.83 of the count): Hard's wins 14 ->
    20 of 30, mean margin +0.9 -> +6.6 (same section).  Solo keeps six: not screened."""

    def for_hard(self) -> Knowledge:
        return self

    def playout_action(self, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        if state.phase == "play" and self.playout_habit > 0 and rng.random() < self.playout_habit:
            grows = self.growing(state, legal)
            if grows:
                return grows[rng.randrange(len(grows))]
        return legal[rng.randrange(len(legal))]

    @staticmethod
    def growing(state, legal: list[Action]) -> list[Action]:
        """The plays that put a frog face up next to a face-up frog of its species (the rules'
        `joining_species`)."""
        near = joining_species(state.ponds[state.current], state.downs[state.current])
        return [a for a in legal if not a.face_down and a.cell in near and CARD_SPECIES[a.card] in near[a.cell]]

    def values(self, state: GameState) -> list[float]:
        if state.is_over():
            return super().values(state)
        return [float(self.pond_value(state, p)) for p in range(state.num_players)]

    def pond_value(self, state, seat: int) -> float:
        """The pond's score now plus its potential."""
        details = state.score_details(seat)
        return details["total"] + self.potential(state.ponds[seat], [len(t) for t in state.tucked[seat]],
                                                  details)

    def potential(self, pond: list[int], tucked: list[int], details: dict) -> float:
        """Points the pond is likely to add to `details` (score_pond's result for it) as its
        empty spaces fill: partly built group conditions and tucked cards' future symbols."""
        empty = sum(1 for c in pond if c < 0)
        if empty == 0:
            return 0.0
        extra = 0.0
        for g in details["groups"]:
            if g["met"]:
                continue
            need = g["need"]       # None for the red-eyed frog's ceiling: more cards cannot mend it
            if need is None:
                continue
            if g["counts"] == "around":         # only an empty space next to the group can add to it
                if not any(pond[n] < 0 for n in g["around"]):
                    continue
            elif g["counts"] == "water" and need - g["have"] > empty:   # a water card a space at most
                continue
            extra += self.group_share * min(g["have"], need) / need * group_points(g["size"])
        extra += self.tuck_share * FOODS_PER_CARD * empty * sum(tucked)
        return extra


KNOWLEDGE = PondscapeKnowledge()
HARD = PondscapeHardKnowledge()
