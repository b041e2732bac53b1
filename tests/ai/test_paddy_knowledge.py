"""Paddy's computer players do not shuffle animals within the Place Animals step: an animal
placed earlier in the step is not moved again (it could have gone to its last plot at once)."""
from __future__ import annotations

import random

from game.ai.titles.paddy import KNOWLEDGE
from game.rules.paddy import PlaceAnimal
from game.rules.registry import state_class
from game.simulate import default_setup


def animals_step(seed: int):
    """A 2-player game played at random up to a Place Animals step where an animal has just
    come from the reserve and may move on (its plot is a legal source)."""
    rng = random.Random(seed)
    state = state_class("paddy").new(default_setup("paddy", 2), seed)
    for _ in range(400):
        legal = state.legal_actions()
        fresh = [a for a in legal if isinstance(a, PlaceAnimal) and a.src < 0]
        if state.step == "animals" and fresh:
            for action in fresh:
                after = state.clone()
                after.apply(action)
                if any(isinstance(a, PlaceAnimal) and a.src == action.dst for a in after.legal_actions()):
                    return after, action.dst
        state.apply(rng.choice(legal))
    raise AssertionError("no Place Animals step with a movable new animal")


def test_an_animal_placed_in_this_step_is_not_moved_again():
    for seed in (1, 2, 3):
        state, plot = animals_step(seed)
        legal = state.legal_actions()
        candidates = KNOWLEDGE.candidates(state, legal)
        assert any(isinstance(a, PlaceAnimal) and a.src == plot for a in legal)   # the rules allow it
        assert not any(isinstance(a, PlaceAnimal) and a.src == plot for a in candidates)
