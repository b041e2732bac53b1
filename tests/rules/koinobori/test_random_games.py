"""Property test: many random full games at every player count.

After every action: every component is accounted for (component_census), check() agrees
with legal_actions() on the legal actions and on a sample of illegal ones, and the game
always ends.
"""
import random

import pytest

from game.rules.koinobori import (Done, KoinoboriState, MoveTop, Pass, PlayCard, PlayToOwnPole,
                                  Refresh, Steal, TakeCard, component_census)

from .helpers import new_game

GAMES_PER_COUNT = 500          # 2,000 fully checked games
QUICK_GAMES_PER_COUNT = 1000   # 4,000 more games, census checked at the end only
MAX_ACTIONS = 3000


def random_action(rng: random.Random, n: int):
    kind = rng.randrange(8)
    if kind == 0:
        return TakeCard(rng.randrange(-1, 9))
    if kind == 1:
        return PlayCard(rng.randrange(81), rng.randrange(-1, n + 2), rng.random() < 0.3)
    if kind == 2:
        return PlayToOwnPole(rng.randrange(81))
    if kind == 3:
        return MoveTop(rng.randrange(-1, n + 2), rng.randrange(-1, n + 2))
    if kind == 4:
        return Steal(rng.randrange(-1, n + 1))
    return (Refresh(), Done(), Pass())[kind - 5]


def play_checked_game(n: int, seed: int) -> KoinoboriState:
    state = new_game(n, seed=seed, first=None)
    rng = random.Random(seed * 7919 + n)
    assert component_census(state) == []
    for _ in range(MAX_ACTIONS):
        if state.is_over():
            break
        legal = state.legal_actions()
        assert legal, "a player always has something to do"
        assert len(set(legal)) == len(legal)
        legal_set = set(legal)
        for action in legal:
            assert state.check(action) is None, (action, state.check(action))
        for _ in range(4):
            probe = random_action(rng, n)
            reason = state.check(probe)
            if probe in legal_set:
                assert reason is None
            else:
                assert isinstance(reason, str) and reason, probe
        before = (state.turn_id, state.reveal_count)
        state.apply(rng.choice(legal))
        assert state.turn_id >= before[0] and state.reveal_count >= before[1]
        problems = component_census(state)
        assert problems == [], problems
    assert state.is_over(), "random play must end"
    return state


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_games_fully_checked(n):
    ends_by_completion = 0
    for seed in range(GAMES_PER_COUNT):
        state = play_checked_game(n, seed)
        if all(len(pole) == 5 for pole in state.poles):
            ends_by_completion += 1
        sheet = state.score_sheet()
        assert sheet.winners and max(sheet.totals()) == sheet.totals()[sheet.winners[0]]
        assert len(state.scoring()["poles"]) == n + 1
    assert ends_by_completion == GAMES_PER_COUNT


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_many_more_random_games(n):
    seen_abilities, seen_actions = set(), set()
    for seed in range(10_000, 10_000 + QUICK_GAMES_PER_COUNT):
        state = new_game(n, seed=seed, first=None)
        rng = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            if state.is_over():
                break
            action = rng.choice(state.legal_actions())
            state.apply(action)
            seen_actions.add(type(action).__name__ + ("+stack" if getattr(action, "stack", False) else ""))
            if state.ability:
                seen_abilities.add(state.ability)
        assert state.is_over()
        assert component_census(state) == []
    assert seen_abilities == {"move", "steal", "refresh", "take"}
    # random play exercises every kind of decision (Pass needs an empty row: not expected)
    assert {"TakeCard", "PlayCard", "PlayCard+stack", "PlayToOwnPole", "MoveTop", "Steal",
            "Refresh", "Done"} <= seen_actions
