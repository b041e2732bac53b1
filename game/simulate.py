"""Random play through the rules alone: for the `simulate` command, tests and benchmarks."""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

from .rules.base import Setup
from .rules.registry import state_class, title_info

MAX_ACTIONS = 100_000  # a game that has not ended by then is a rules bug


@dataclass
class GameResult:
    seed: int
    actions: int
    totals: list[int]
    winners: list[int]


def default_setup(title: str, players: int) -> Setup:
    return Setup(title, tuple(f"P{i + 1}" for i in range(players)))


def play_random_game(title: str, players: int, seed: int) -> tuple[GameResult, object]:
    """One full game with a uniformly random legal action at each step (from `seed`)."""
    state = state_class(title).new(default_setup(title, players), seed)
    chooser = random.Random(seed ^ 0x5EED)
    count = 0
    while not state.is_over():
        forced = state.forced_action()
        if forced is not None:   # a seat's automatic step: no one chooses it (as in a match)
            state.apply(forced)
            continue
        actions = state.legal_actions()
        if not actions:
            raise RuntimeError(f"{title}: no legal action but the game is not over (seed {seed}, step {count})")
        state.apply(chooser.choice(actions))
        count += 1
        if count > MAX_ACTIONS:
            raise RuntimeError(f"{title}: game did not end after {MAX_ACTIONS} actions (seed {seed})")
    sheet = state.score_sheet()
    return GameResult(seed, count, sheet.totals(), sheet.winners), state


def simulate(title: str, players: int, games: int, seed: int, out=print) -> float:
    """Play `games` random games, print each result, and return actions per second."""
    info = title_info(title)
    if not info.min_players <= players <= info.max_players:
        raise ValueError(f"{info.name} is for {info.min_players}-{info.max_players} players")
    state_class(title)  # import the rules before the clock starts: throughput is of play, not loading
    total_actions, start = 0, time.perf_counter()
    for g in range(games):
        result, _ = play_random_game(title, players, seed + g)
        total_actions += result.actions
        out(f"game {g + 1} seed {result.seed}: {result.actions} actions, scores {result.totals}, "
            f"winners {[w + 1 for w in result.winners]}")
    elapsed = time.perf_counter() - start
    rate = total_actions / elapsed if elapsed > 0 else float("inf")
    out(f"{games} games, {total_actions} actions in {elapsed:.2f} s: {rate:,.0f} actions/s "
        f"({games / elapsed:.1f} games/s)")
    return rate
