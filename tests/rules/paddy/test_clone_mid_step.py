"""clone() in the middle of step 2.2 (Place Animals), where the listing works from caches made
once per step and keyed to the step's own record: a copy lists and plays exactly as the
original, and playing on the copy leaves the original's listing untouched."""
import json
import random

from game.rules.registry import state_class
from game.simulate import default_setup


def test_a_copy_taken_mid_step_lists_and_plays_like_the_original():
    cls = state_class("paddy")
    checked = 0
    for seed in range(1, 9):
        state = cls.new(default_setup("paddy", 2 + seed % 3), seed)
        chooser = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            if state.step == "animals" and len(state.arrangements) >= 2:
                copy = state.clone()
                assert copy.legal_actions() == legal
                assert copy.finish_refusal() == state.finish_refusal()
                other = chooser.choice(legal)
                copy.apply(other)                      # the copy moves on...
                assert state.legal_actions() == legal  # ...the original's listing is its own
                again = state.clone()
                again.apply(other)
                assert json.dumps(again.to_position(), sort_keys=True) == json.dumps(copy.to_position(),
                                                                                      sort_keys=True)
                assert again.legal_actions() == copy.legal_actions()
                checked += 1
            state.apply(chooser.choice(legal))
    assert checked > 50
