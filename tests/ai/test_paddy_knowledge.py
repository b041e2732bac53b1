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


def test_hard_searches_its_own_turn_only_among_the_candidates():
    """Hard's tree walks the seat's later decisions of the root's turn among the title's
    candidates (as the root does) and grows no further than the end of that turn (Paddy's
    play-outs and priors end there): no node takes an animal back or moves one placed in the
    step while the candidates hold another choice, and every node is the seat's."""
    from game.ai.infostate import InfoState
    from game.ai.search import ISMCTS, Budget

    for seed in (1, 2, 3):
        state, _plot = animals_step(seed)
        info = InfoState(state, state.current_player())
        search = ISMCTS(info, KNOWLEDGE, random.Random(seed))
        search.run(info.legal_actions(), Budget(iterations=150))
        nodes, replay = 0, [(search.root, state.clone())]
        while replay:
            node, at = replay.pop()
            for action, child in node.children.items():
                nodes += 1
                assert child.player == info.seat
                legal = at.legal_actions()
                assert action in KNOWLEDGE.candidates(at, legal) or action not in legal
                after = at.clone()
                if action in legal:
                    after.apply(action)
                    replay.append((child, after))
        assert nodes > 3
