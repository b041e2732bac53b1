"""Property test: many random full games at every player count (solo included).

After every action all 120 cards are accounted for, and on a sample of positions check() agrees with
legal_actions() both ways.  Every game must end within a bounded number of actions.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.base import AUTOMA, IllegalAction
from game.rules.pondscape import STATE_CLASS, census_problems, component_census
from game.rules.pondscape.legality import CROAKER, DONE, JUMP, PLAY, TAKE, TUCK

from .helpers import new_game

GAMES = {1: 1500, 2: 1000, 3: 700, 4: 500}
ALL_ACTIONS = list(TAKE) + list(PLAY) + [JUMP[1], JUMP[2]] + list(TUCK) + [DONE, CROAKER]
MAX_ACTIONS = 2000


def play_random_game(players: int, seed: int, sample_checks: bool) -> STATE_CLASS:
    rng = random.Random(seed)
    s = new_game(players, seed=seed, first=None)
    steps = 0
    last_turn = s.turn_id
    while not s.is_over():
        acts = s.legal_actions()
        assert acts, "a pending decision with no legal action"
        seat = s.current_player()
        if seat == AUTOMA:
            assert len(acts) == 1
        if sample_checks and rng.random() < 0.2:
            legal = set(acts)
            for a in rng.sample(acts, min(3, len(acts))):
                assert s.check(a) is None
            for a in rng.sample(ALL_ACTIONS, 12):
                if a not in legal:
                    reason = s.check(a)
                    assert isinstance(reason, str) and reason, a
                    before = s.reveal_count, s.turn_id, len(s.log)
                    with pytest.raises(IllegalAction):
                        s.apply(a)
                    assert (s.reveal_count, s.turn_id, len(s.log)) == before
        s.apply(acts[rng.randrange(len(acts))])
        assert s.turn_id >= last_turn
        last_turn = s.turn_id
        problems = census_problems(s)
        assert not problems, problems
        steps += 1
        assert steps < MAX_ACTIONS, "the game does not end"
    assert all(t == 15 for t in s.turns)
    if players == 1:
        assert s.croaker_turns == 15
    assert sum(component_census(s).values()) == 120
    sheet = s.score_sheet()
    assert sheet.winners and all(0 <= w < players for w in sheet.winners)
    for p in range(players):
        assert sheet.total(p) == s.score_details(p)["total"] >= 0
    return s


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_full_games(players):
    for i in range(GAMES[players]):
        play_random_game(players, seed=players * 100_000 + i, sample_checks=i % 10 == 0)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**32 - 1))
def test_random_games_hypothesis(players, seed):
    s = play_random_game(players, seed, sample_checks=True)
    assert STATE_CLASS.from_position(s.to_position()).to_position() == s.to_position()
