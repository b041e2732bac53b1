"""Paddy strategy for the computer players.

Value: the points banked plus the harvest the board would give now (the rules' own
`harvest`), counted again, at a discount, for each later harvest, since terraces and animals
mostly stay.  Play-outs only finish the current turn: they place a random tile, then usually
an animal or two and a waterfall when one can go, and rarely play an event card; they never
take an animal back.  The
policy reads only action types and the rules' listings, so it does not depend on how the
animal step is split into actions.
"""
from __future__ import annotations

import random

from ...rules.base import Action, GameState
from ...rules.paddy import harvest
from ..knowledge import Knowledge

CYCLES = 4
LATER_HARVEST = 0.5   # weight of each later harvest of today's board


class PaddyKnowledge(Knowledge):
    scale = 8.0
    # Random play-outs of the other players mislead (they never contest a majority the way a
    # real player does): Hard vs Easy, 30 iterations, 30 games: play-outs of 6 turns 33%,
    # 2 turns 37%, to the end of the own turn 60% (with fewer candidates per decision).
    playout_turns = 1
    widening = 1.0
    # Play-outs end with the turn, so the one-step gain is a prior in the same units; a heavy
    # one (20 play-outs) and pre-scored animal and waterfall steps: 65% against Easy
    # (100 iterations, 20 games) where 3 prior play-outs gave 40%.
    prior_visits = 20.0
    in_turn_priors = True

    def values(self, state: GameState) -> list[float]:
        masks, levels, tof = state.terraces()
        now = harvest(state.level, masks, levels, tof, state.animals, state.waterfalls,
                      state.dew, state.mud)["players"]
        if state.is_over() or state.step == "draft":
            weight = 0.0 if state.is_over() else 1.0
        else:
            weight = 1.0 + LATER_HARVEST * (CYCLES - state.cycle)
        return [state.scores[p] + weight * now[p]["total"] for p in range(state.num_players)]

    def candidates(self, state: GameState, legal: list[Action]) -> list[Action]:
        """Taking an animal back to the reserve is left out (moving it is a placement), and so
        is moving an animal placed earlier in this step: it could have gone to its final plot
        at once, and a computer shuffling its animals (A1 to B1, B1 to A2) reads as aimless in
        the log and costs a paced move each."""
        placed = _placed_this_step(state)
        kept = [a for a in legal if type(a).__name__ != "ReturnAnimal"
                and not (type(a).__name__ == "PlaceAnimal" and a.src in placed)]
        return kept or legal

    def playout_action(self, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        by_type: dict[str, list[Action]] = {}
        for a in legal:
            by_type.setdefault(type(a).__name__, []).append(a)
        step = state.step
        events = by_type.get("PlayEvent")
        if events and rng.random() < (0.5 if step == "harvest_event" else 0.05):
            return rng.choice(events)
        for kind, chance in (("PlacePaddy", 1.0), ("RemoveTile", 1.0), ("KeepEvents", 1.0),
                             ("PlaceAnimal", 0.6), ("PlaceWaterfall", 0.7)):
            options = by_type.get(kind)
            if options and rng.random() < chance:
                if kind == "PlaceAnimal":
                    fresh = [a for a in options if getattr(a, "src", 0) < 0]
                    options = fresh or options
                return rng.choice(options)
        done = by_type.get("Done")
        if done:
            return done[0]
        return rng.choice(legal)


def _placed_this_step(state: GameState) -> set[int]:
    """The plots holding more of the current player's animals than at the start of the step
    (Place Animals; empty at any other time)."""
    start = state.arrangements[0] if state.step == "animals" and state.arrangements else None
    if start is None or state.current is None:
        return set()
    now = state.animals[state.current]
    return {c for c in set(now) if c >= 0 and now.count(c) > start.count(c)}


KNOWLEDGE = PaddyKnowledge()
