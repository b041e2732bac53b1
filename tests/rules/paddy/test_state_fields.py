"""PaddyState keeps its fields in __slots__ (state.py says why): a field set anywhere in the
rules but missing from the slots would silently land in the instance dict instead, slower, so
after whole games, clones and a position round trip only GameState's own fields may be there.
clone() copies the slotted fields like the others: the copy plays on without touching them."""
import random

from game.rules.base import slot_names
from game.rules.registry import state_class
from game.simulate import default_setup

BASE_FIELDS = {"turn_id", "reveal_count", "log", "rng"}   # GameState's, kept in __dict__


def _play(state, rng, steps=10 ** 6):
    for _n in range(steps):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_every_field_of_a_played_game_is_a_slot_or_a_base_field():
    cls = state_class("paddy")
    assert "level" in slot_names(cls) and "_legal" in slot_names(cls)
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        state = _play(cls.new(default_setup("paddy", players), seed), random.Random(seed))
        assert state.is_over()
        assert set(vars(state)) <= BASE_FIELDS
        loaded = cls.from_position(state.to_position())
        assert set(vars(loaded)) <= BASE_FIELDS
        half = _play(cls.new(default_setup("paddy", players), seed), random.Random(seed), steps=120)
        assert set(vars(half.clone())) <= BASE_FIELDS


def test_a_clone_copies_the_slotted_fields_and_plays_on_alone():
    cls = state_class("paddy")
    state = _play(cls.new(default_setup("paddy", 3), 5), random.Random(5), steps=150)
    copy = state.clone()
    for name in ("level", "lvmask", "animals", "stacks", "paddy_hands", "scores"):
        assert getattr(copy, name) == getattr(state, name)
        assert getattr(copy, name) is not getattr(state, name), name
    before = state.to_position()
    _play(copy, random.Random(9))
    assert copy.is_over()
    assert state.to_position() == before
