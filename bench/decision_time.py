"""Hard's decision time at its default budget (issue 31: median <= 1 s, worst <= 3 s), per title.

    python bench/decision_time.py                     # make decision-time: every title, 16 positions each
    python bench/decision_time.py --titles paddy --positions 32 --levels normal,hard
    python bench/decision_time.py --players 4 --no-wall     # positions from 4-seat games

Positions are bench/iterations.py's (real games of Easy players, two seats unless
`--players` says more, spread through the game; Paddy's include its tile placements and
animal steps).  Each decision is a whole `choose()` at the level's default budget: the
one-step look, the search, Paddy's reply check and the final choice.  Two clocks:
- `cpu`: the search's clock reads this process's CPU time (as bench/iterations.py does) and
  the decision is timed in CPU time: what it takes on an idle machine of this speed, nearly
  whatever else runs on this shared one.  The figure to quote.
- `wall`: the real wall clock under the load measured, printed beside it.
A player never waits on either: the table asks a worker process (game/ai/worker.py) and keeps
drawing; this says how long the computer's turn looks.

`--worker` times the decisions as the window makes them instead: through game/ai/worker.py's
Worker (its process, and the tree helper where a title searches two trees at once), on the
wall clock, request to answer.  In-process `choose()` with a time budget searches one tree
only (search.hard_choice), so this is the figure for two-tree titles.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from iterations import positions, searches_on, titles_played_by  # noqa: E402

from game.ai.players import DEFAULT_BUDGETS, make_player  # noqa: E402


def decision_seconds(level: str, infos: list, cpu_clock: bool) -> list[float]:
    """Seconds each default-budget decision took (CPU seconds with `cpu_clock`)."""
    clock = time.process_time if cpu_clock else time.perf_counter
    out = []
    with searches_on(cpu_clock):
        for i, info in enumerate(infos):
            start = clock()
            make_player(level).choose(info, DEFAULT_BUDGETS[level], seed=i)
            out.append(clock() - start)
    return out


def worker_seconds(level: str, infos: list) -> list[float]:
    """Wall seconds from request to answer of each default-budget decision through a Worker."""
    from game.ai.worker import Worker

    out = []
    with Worker() as worker:
        worker.start()
        worker.request(infos[0], "easy", seed=0)   # the processes' start-up is not a decision
        worker.wait()
        for i, info in enumerate(infos):
            start = time.perf_counter()
            worker.request(info, level, DEFAULT_BUDGETS[level], seed=i)
            result = worker.wait()
            out.append(time.perf_counter() - start)
            if result is None or result.error:
                raise SystemExit(f"the worker failed: {result and result.error}")
    return out


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--positions", type=int, default=16)
    p.add_argument("--titles", help="comma-separated, default all")
    p.add_argument("--levels", default="hard", help="comma-separated, default hard")
    p.add_argument("--players", type=int, default=2, help="seats at the table the positions come from")
    p.add_argument("--no-wall", action="store_true", help="CPU clock only (half the time)")
    p.add_argument("--worker", action="store_true", help="wall time through the window's worker processes")
    args = p.parse_args(argv)
    titles = titles_played_by(args.titles, args.players, p)
    print(f"# load average before: {os.getloadavg()[0]:.2f} (1 min), {os.cpu_count()} cores; "
          f"positions from {args.players}-seat games")
    if args.worker:
        print("| title | level | budget | decisions | worker, wall: median | worst |")
        print("|---|---|---|---|---|---|", flush=True)
        for title in titles:
            infos = positions(title, args.positions, players=args.players)
            for level in args.levels.split(","):
                wall = worker_seconds(level, infos)
                print(f"| {title} | {level} | {DEFAULT_BUDGETS[level].time_ms:g} ms | {len(wall)} | "
                      f"{statistics.median(wall):.2f} s | {max(wall):.2f} s |", flush=True)
        print(f"# load average after: {os.getloadavg()[0]:.2f} (1 min)")
        return
    print("| title | level | budget | decisions | CPU: median | CPU: worst | wall under load: median | worst |")
    print("|---|---|---|---|---|---|---|---|", flush=True)
    for title in titles:
        infos = positions(title, args.positions, players=args.players)
        for level in args.levels.split(","):
            cpu = decision_seconds(level, infos, True)
            wall = [] if args.no_wall else decision_seconds(level, infos, False)
            walls = (f"{statistics.median(wall):.2f} s | {max(wall):.2f} s" if wall else "- | -")
            print(f"| {title} | {level} | {DEFAULT_BUDGETS[level].time_ms:g} ms | {len(cpu)} | "
                  f"{statistics.median(cpu):.2f} s | {max(cpu):.2f} s | {walls} |", flush=True)
    print(f"# load average after: {os.getloadavg()[0]:.2f} (1 min)")


if __name__ == "__main__":
    main()
