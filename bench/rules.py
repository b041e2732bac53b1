"""Rules throughput per title: random full games (legal-action listing + a random choice + apply),
beside python-chess random playouts timed in the same run, interleaved round by round so both
see the same load on this shared machine (python-chess is installed for the benchmark only:
`pip install -e ".[bench]"`, which `make bench` does).

Reference: python-chess, `board.push(random.choice(list(board.legal_moves)))` until
`board.is_game_over()`, moves per second.  Goal (issue 16): every title >= 4x the reference.

    .venv/bin/python bench/rules.py [SECONDS]
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules.registry import TITLES, is_available, state_class, title_info  # noqa: E402
from game.simulate import default_setup  # noqa: E402

SECONDS = 6.0     # per title and player count, in ROUNDS slices
ROUNDS = 6
GOAL = 4.0


class Rate:
    """Actions (or moves) and seconds, added up over slices."""

    def __init__(self) -> None:
        self.actions = 0
        self.seconds = 0.0

    @property
    def per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0


def chess_slice(rate: Rate, seconds: float, rng: random.Random) -> None:
    import chess

    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            rate.actions += 1
    rate.seconds += time.perf_counter() - start


def title_slice(title: str, players: int, rate: Rate, seconds: float, seeds: list[int], rng: random.Random) -> None:
    cls = state_class(title)
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        seeds[0] += 1
        state = cls.new(default_setup(title, players), seeds[0])
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
            rate.actions += 1
        state.score_sheet()
    rate.seconds += time.perf_counter() - start


def main(seconds: float = SECONDS) -> list[dict]:
    try:
        import chess  # noqa: F401
    except ImportError:
        print("rules throughput: python-chess is not installed (pip install -e '.[bench]'; make bench does it)")
        return []
    rows = []
    print(f"rules throughput, random play (listing + choice + apply), each beside python-chess random "
          f"playouts timed in the same run, {ROUNDS} interleaved slices (goal: >= {GOAL:.0f}x):")
    for title in TITLES:
        if not is_available(title):
            print(f"  {title}: not in this build")
            continue
        info = title_info(title)
        for players in sorted({info.min_players, info.max_players}):
            ours, ref = Rate(), Rate()
            seeds = [0]
            rng_ours, rng_ref = random.Random(1), random.Random(1)
            for _ in range(ROUNDS):
                chess_slice(ref, seconds / ROUNDS / 2, rng_ref)
                title_slice(title, players, ours, seconds / ROUNDS, seeds, rng_ours)
            ratio = ours.per_second / ref.per_second
            ok = ratio >= GOAL
            print(f"  {title:10s} {players}p: {ours.per_second:9,.0f} actions/s   python-chess {ref.per_second:7,.0f} "
                  f"moves/s   ratio {ratio:5.2f}x  (goal >= {GOAL:.0f}x: {'ok' if ok else 'MISSED'})")
            rows.append({"figure": f"{title} {players}p rules throughput", "goal": f">= {GOAL:.0f}x",
                         "measured": f"{ours.per_second:,.0f} actions/s",
                         "reference": f"python-chess {ref.per_second:,.0f} moves/s",
                         "ratio": f"{ratio:.2f}x", "ok": ok})
    return rows


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else SECONDS)
