"""Random play through the rules alone: for the `simulate` command, tests and benchmarks."""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

from .i18n import _, ngettext
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
    """Play `games` random games, print each result (in the current language), and return
    actions per second."""
    info = title_info(title)
    if not info.min_players <= players <= info.max_players:
        raise ValueError(_("{title} is for {low} to {high} players, not {count}").format(
            title=info.name, low=info.min_players, high=info.max_players, count=players))
    state_class(title)  # import the rules before the clock starts: throughput is of play, not loading
    total_actions, start = 0, time.perf_counter()
    for g in range(games):
        result, _ = play_random_game(title, players, seed + g)
        total_actions += result.actions
        out(ngettext("game {number} seed {seed}: {actions} action, scores {scores}, winners {winners}",
                     "game {number} seed {seed}: {actions} actions, scores {scores}, winners {winners}",
                     result.actions).format(number=g + 1, seed=result.seed, actions=result.actions,
                                            scores=result.totals, winners=[w + 1 for w in result.winners]))
    elapsed = time.perf_counter() - start
    rate = total_actions / elapsed if elapsed > 0 else float("inf")
    # one count chooses the form: a game has many actions (Japanese has one form anyway)
    out(ngettext("{games} game, {actions} actions in {seconds} s: {rate} actions/s ({per_second} games/s)",
                 "{games} games, {actions} actions in {seconds} s: {rate} actions/s ({per_second} games/s)",
                 games).format(games=games, actions=total_actions, seconds=f"{elapsed:.2f}", rate=f"{rate:,.0f}",
                               per_second=f"{games / elapsed:.1f}" if elapsed > 0 else "inf"))
    return rate
