"""Paddy: time to list every legal placement for the hand on late-game boards (target < 2 ms)."""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules.paddy import STATE_CLASS  # noqa: E402
from game.simulate import default_setup  # noqa: E402


def late_positions(count: int = 40) -> list:
    """States at the start of a placement step in the last cycle of random 4-player games."""
    positions, seed = [], 0
    while len(positions) < count:
        seed += 1
        state, chooser = STATE_CLASS.new(default_setup("paddy", 4), seed), random.Random(seed)
        while not state.is_over():
            if state.cycle == 4 and state.step == "paddy":
                positions.append(STATE_CLASS.from_position(state.to_position()))
                break
            state.apply(chooser.choice(state.legal_actions()))
    return positions


def main() -> None:
    times = []
    for state in late_positions():
        for _ in range(5):
            fresh = STATE_CLASS.from_position(state.to_position())  # nothing cached
            start = time.perf_counter()
            fresh.placement_choices()
            times.append(time.perf_counter() - start)
    print(f"paddy: listing every legal placement of a hand, last cycle, 4 players: "
          f"median {statistics.median(times) * 1000:.2f} ms, worst {max(times) * 1000:.2f} ms (target < 2 ms)")


if __name__ == "__main__":
    main()
