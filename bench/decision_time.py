"""Hard's decision time at its default budget (issue 31: median <= 1 s, worst <= 3 s), per title.

    python bench/decision_time.py                     # make decision-time: every title, 16 positions each
    python bench/decision_time.py --titles paddy --positions 32 --levels normal,hard

Positions are bench/iterations.py's (real two-seat games of Easy players, spread through the
game; Paddy's include its tile placements and animal steps).  Each decision is a whole
`choose()` at the level's default budget: the one-step look, the search, Paddy's reply check
and the final choice.  Two clocks:
- `cpu`: the search's clock reads this process's CPU time (as bench/iterations.py does) and
  the decision is timed in CPU time: what it takes on an idle machine of this speed, nearly
  whatever else runs on this shared one.  The figure to quote.
- `wall`: the real wall clock under the load measured, printed beside it.
A player never waits on either: the table asks a worker process (game/ai/worker.py) and keeps
drawing; this says how long the computer's turn looks.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import types

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from iterations import positions  # noqa: E402

from game.ai import search  # noqa: E402
from game.ai.players import DEFAULT_BUDGETS, make_player  # noqa: E402
from game.rules.registry import TITLES  # noqa: E402


def decision_seconds(level: str, infos: list, cpu_clock: bool) -> list[float]:
    """Seconds each default-budget decision took (CPU seconds with `cpu_clock`)."""
    saved = search.time
    clock = time.process_time if cpu_clock else time.perf_counter
    if cpu_clock:
        search.time = types.SimpleNamespace(perf_counter=time.process_time)
    try:
        out = []
        for i, info in enumerate(infos):
            start = clock()
            make_player(level).choose(info, DEFAULT_BUDGETS[level], seed=i)
            out.append(clock() - start)
        return out
    finally:
        search.time = saved


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--positions", type=int, default=16)
    p.add_argument("--titles", help="comma-separated, default all")
    p.add_argument("--levels", default="hard", help="comma-separated, default hard")
    p.add_argument("--no-wall", action="store_true", help="CPU clock only (half the time)")
    args = p.parse_args(argv)
    titles = args.titles.split(",") if args.titles else list(TITLES)
    print(f"# load average before: {os.getloadavg()[0]:.2f} (1 min), {os.cpu_count()} cores")
    print("| title | level | budget | decisions | CPU: median | CPU: worst | wall under load: median | worst |")
    print("|---|---|---|---|---|---|---|---|", flush=True)
    for title in titles:
        infos = positions(title, args.positions)
        for level in args.levels.split(","):
            cpu = decision_seconds(level, infos, True)
            wall = [] if args.no_wall else decision_seconds(level, infos, False)
            walls = (f"{statistics.median(wall):.2f} s | {max(wall):.2f} s" if wall else "- | -")
            print(f"| {title} | {level} | {DEFAULT_BUDGETS[level].time_ms:g} ms | {len(cpu)} | "
                  f"{statistics.median(cpu):.2f} s | {max(cpu):.2f} s | {walls} |", flush=True)
    print(f"# load average after: {os.getloadavg()[0]:.2f} (1 min)")


if __name__ == "__main__":
    main()
