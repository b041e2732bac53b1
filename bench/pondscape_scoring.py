"""Pondscape end-game scoring time of one full pond (throughput is in bench/rules.py)."""
from __future__ import annotations

import random
import time

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules.base import Setup  # noqa: E402
from game.rules.pondscape.state import PondscapeState  # noqa: E402

NAMES = ("Ann", "Ben", "Cy", "Dee")


def scoring_time(samples: int = 200, seed: int = 2) -> float:
    """Mean seconds for one end-game score of a random full pond (4-player games)."""
    rng = random.Random(seed)
    ponds = []
    while len(ponds) < samples:
        s = PondscapeState.new(Setup("pondscape", NAMES), rng.randrange(2**31))
        while not s.is_over():
            acts = s.legal_actions()
            s.apply(acts[rng.randrange(len(acts))])
        ponds += [(s, p) for p in range(4)]
    start = time.perf_counter()
    for s, p in ponds:
        s.score_details(p)
    return (time.perf_counter() - start) / len(ponds)


def main() -> None:
    print(f"pondscape end-game scoring of one pond: {scoring_time() * 1e6:,.0f} µs")


if __name__ == "__main__":
    main()
