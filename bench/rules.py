"""Rules throughput per title: random full games, legal-action listing + apply per second."""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules.registry import TITLES, is_available, state_class, title_info  # noqa: E402
from game.simulate import default_setup  # noqa: E402

SECONDS = 2.0


def throughput(title: str, players: int) -> tuple[float, float]:
    cls = state_class(title)
    chooser = random.Random(1)
    actions = games = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < SECONDS:
        seed += 1
        state = cls.new(default_setup(title, players), seed)
        while not state.is_over():
            state.apply(chooser.choice(state.legal_actions()))
            actions += 1
        state.score_sheet()
        games += 1
    elapsed = time.perf_counter() - start
    return actions / elapsed, games / elapsed


def main() -> None:
    print("rules throughput, random play (legal-action listing + apply; target >= 25,000/s):")
    for title in TITLES:
        if not is_available(title):
            print(f"  {title}: not in this build")
            continue
        info = title_info(title)
        for players in sorted({info.min_players, info.max_players}):
            rate, games = throughput(title, players)
            print(f"  {title:10s} {players}p: {rate:10,.0f} actions/s  {games:7.1f} games/s")


if __name__ == "__main__":
    main()
