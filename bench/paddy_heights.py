"""Paddy: how tall do stacks get?  Random 4-player games through the rules alone.

For each game it records the tallest plot that ever stood on the board and the largest drop
from a plot to the plot just behind it (row above on screen), which is how much of a top face a
front stack can hide in the table's oblique view.  Prints the distributions and the percentiles
the board drawing is sized from (game/scenes/paddy/board.py: STEP_LEVELS).

    .venv/bin/python bench/paddy_heights.py [GAMES] [PLAYERS]
"""
from __future__ import annotations

import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules.paddy import STATE_CLASS, PlacePaddy  # noqa: E402
from game.simulate import default_setup  # noqa: E402


def one_game(seed: int, players: int) -> tuple[int, int]:
    """(tallest plot, largest front-over-back step) seen at any moment of one random game."""
    state = STATE_CLASS.new(default_setup("paddy", players), seed)
    chooser = random.Random(seed ^ 0x5EED)
    tallest = hide = 0
    while not state.is_over():
        action = chooser.choice(state.legal_actions())
        state.apply(action)
        if isinstance(action, PlacePaddy) and action.tile:
            lv = state.level
            tallest = max(tallest, max(lv))
            hide = max(hide, max(lv[c] - lv[c - 8] for c in range(8, 64)))
    return tallest, hide


def percentile(counts: Counter, share: float) -> int:
    """The smallest value v with at least `share` of the games at or below v."""
    total = sum(counts.values())
    running = 0
    for v in sorted(counts):
        running += counts[v]
        if running >= share * total:
            return v
    return max(counts)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    tallest, hide = Counter(), Counter()
    start = time.perf_counter()
    for seed in range(1, games + 1):
        t, h = one_game(seed, players)
        tallest[t] += 1
        hide[h] += 1
    elapsed = time.perf_counter() - start
    print(f"paddy stack heights: {games} random {players}-player games in {elapsed:.0f} s")
    for name, counts in (("tallest plot of the game", tallest), ("largest front-over-back step", hide)):
        print(f"  {name}:")
        running = 0
        for v in sorted(counts):
            running += counts[v]
            print(f"    {v:3d}: {counts[v]:6d} games  (cumulative {100 * running / games:7.3f} %)")
        print(f"    median {percentile(counts, 0.5)}, 99 % {percentile(counts, 0.99)}, "
              f"99.9 % {percentile(counts, 0.999)}, max {max(counts)}")


if __name__ == "__main__":
    main()
