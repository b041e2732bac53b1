"""Property test: random full games at 1-4 players keep every component accounted for."""
import random

import pytest

from game.rules.ladybird import (Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed, Invade,
                                 PassReveal, PlaceCard, TakeFood, TakeOrchard, UseTile,
                                 component_census)
from game.rules.ladybird import data as D

from .helpers import new

# Every action shape, legal or not, to sample illegal ones from.
UNIVERSE = (
    [Choose(c) for c in range(-1, D.NUM_CARDS + 1)] + [PassReveal(), DrawTwo(), EndPicnic()]
    + [Invade(q, c) for q in range(-1, 5) for c in D.COLOURS + ("gold",)]
    + [FlowerBed(c) for c in D.COLOURS + ("gold",)]
    + [Draft(s) for s in range(-1, 10)]
    + [UseTile(t, o) for t in range(0, 7) for o in ("", "A", "B", "C")]
    + [PlaceCard(c) for c in range(-1, D.NUM_CARDS + 1)]
    + [TakeOrchard(s) for s in range(-1, 4)] + [TakeFood(s) for s in range(-1, 9)]
    + [Discard(c) for c in range(-1, D.NUM_CARDS + 1)]
)
MAX_ACTIONS = 3000


def play_checked(n: int, seed: int, census_every: int = 1) -> int:
    s = new(n, seed=seed, first=None)
    rng = random.Random(seed * 7 + n)
    steps = 0
    turn, reveals = s.turn_id, s.reveal_count
    rounds_seen = {s.round_number()}
    while not s.is_over():
        legal = s.legal_actions()
        assert legal, f"no legal action at step {s.step}"
        assert len(set(legal)) == len(legal)
        for a in legal:
            assert s.check(a) is None, (a, s.check(a))
        legal_set = set(legal)
        for a in rng.sample(UNIVERSE, 4):
            reason = s.check(a)
            assert (reason is None) == (a in legal_set), (a, reason)
            if reason is not None:
                assert isinstance(reason, str) and reason.endswith(".")
        s.apply(rng.choice(legal))
        steps += 1
        assert steps < MAX_ACTIONS, "the game does not end"
        assert s.turn_id >= turn and s.reveal_count >= reveals
        turn, reveals = s.turn_id, s.reveal_count
        if not s.is_over():
            rounds_seen.add(s.round_number())
        if steps % census_every == 0:
            problems = component_census(s)
            assert not problems, problems
    assert not component_census(s)
    assert rounds_seen == set(range(1, 16)) and (s.day, s.round) == (5, 5)
    sheet = s.score_sheet()
    assert sheet.winners and all(0 <= w < n for w in sheet.winners)
    return steps


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_random_games_with_census_after_every_action(n):
    for seed in range(120 if n > 1 else 250):
        play_checked(n, seed)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_many_more_random_games_end_soundly(n):
    for seed in range(1000, 1000 + (400 if n > 1 else 600)):
        play_checked(n, seed, census_every=25)
