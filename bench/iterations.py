"""Iteration equivalents of the default time budgets (issue 31): how many search iterations
Normal (0.3 s) and Hard (0.9 s) reach per decision on this machine, per title.

    python bench/iterations.py                    # all titles, writes bench/ladder/iterations.json
    python bench/iterations.py --positions 4 --titles paddy --no-write
    python bench/iterations.py --titles paddy     # re-measures Paddy, keeps the other titles' rows
    python bench/iterations.py --players 5 --titles koinobori    # at a bigger table (prints only)

Why: an arena at a time budget measures the machine's load as much as the players, so the
ladder (bench/ladder.py) plays at fixed iteration counts instead, and this bench says which
counts stand for the default budgets.  Positions come from real games (Easy players, two
seats, seeds 1.., every real decision spaced through the game); the figure is the median.

Two counts per level:
- `cpu`: the searches' clock reads this process's CPU time instead of the wall clock (the
  module's `time` is swapped for the run), so the budget is spent on this process's own work
  only: what an idle machine of this speed reaches, nearly whatever else runs.  The ladder
  uses this count.
- `wall`: the real wall-clock budget under the load that was measured (reported beside it).
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import sys
import time
import types

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.ai import search  # noqa: E402
from game.ai.arena import decision_seed  # noqa: E402
from game.ai.infostate import InfoState  # noqa: E402
from game.ai.players import DEFAULT_BUDGETS, make_player  # noqa: E402
from game.rules.base import AUTOMA, Setup  # noqa: E402
from game.rules.registry import TITLES, state_class  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ladder", "iterations.json")
LEVELS = ("normal", "hard")


class CountingClock(search.Clock):
    """The search's own Clock, remembering how many iterations each search ran."""

    counts: list[int] = []

    def more(self) -> bool:
        going = super().more()
        if not going:
            CountingClock.counts.append(self.done)
        return going


@contextlib.contextmanager
def searches_on(cpu_clock: bool):
    """Inside, the searches read this process's CPU time instead of the wall clock when
    `cpu_clock` (their module's `time` swapped), so a budget is spent on this process's own
    work whatever else runs; the clock is put back after."""
    saved = search.time
    if cpu_clock:
        search.time = types.SimpleNamespace(perf_counter=time.process_time)
    try:
        yield
    finally:
        search.time = saved


def positions(title: str, count: int, seed: int = 1, at_step: str | None = None,
              players: int = 2) -> list[InfoState]:
    """`count` information states spread through real games of Easy players (two seats unless
    told; only decisions at that step of the state, when given: Paddy's "paddy" is a tile's)."""
    found: list[InfoState] = []
    game = 0
    while len(found) < count:
        setup = Setup(title, tuple(f"Easy {i + 1}" for i in range(players)), seats=("easy",) * players)
        state = state_class(title).new(setup, seed + game)
        easy = make_player("easy")
        infos, step = [], 0
        while not state.is_over():
            seat = state.current_player()
            legal = state.legal_actions()
            if seat == AUTOMA or len(legal) == 1:
                state.apply(legal[0])
            else:
                info = InfoState(state, seat)
                if at_step is None or getattr(state, "step", None) == at_step:
                    infos.append(info)
                state.apply(easy.choose(info, None, decision_seed(seed, game, step)))
            step += 1
        stride = max(1, len(infos) // (count + 1))
        found += infos[stride::stride][:count - len(found)]
        game += 1
    return found


def titles_played_by(chosen: str | None, players: int, parser: argparse.ArgumentParser) -> list[str]:
    """The titles of `chosen` (comma-separated; None: all) that are played by `players`; a
    parser error when none is."""
    titles = [t for t in (chosen.split(",") if chosen else TITLES)
              if TITLES[t].min_players <= players <= TITLES[t].max_players]
    if not titles:
        parser.error(f"no title chosen is played by {players}")
    return titles


def count_iterations(level: str, infos: list[InfoState], cpu_clock: bool) -> list[int]:
    """The iterations of each default-budget decision at `infos` that searched at all."""
    saved_clock = search.Clock
    search.Clock = CountingClock
    try:
        out = []
        with searches_on(cpu_clock):
            for i, info in enumerate(infos):
                CountingClock.counts = []
                make_player(level).choose(info, DEFAULT_BUDGETS[level], seed=i)
                if CountingClock.counts:      # else the decision needed no search (one candidate)
                    out.append(CountingClock.counts[-1])
        return out or [0]
    finally:
        search.Clock = saved_clock


def merged(result: dict) -> dict:
    """`result` with the titles it did not measure kept from the file as they were (a row
    measured apart says when in its own `measured`; the top-level fields are this run's)."""
    try:
        with open(OUT, encoding="utf-8") as f:
            before = json.load(f)["titles"]
    except (OSError, ValueError, KeyError, TypeError):
        return result
    titles = dict(before) if isinstance(before, dict) else {}
    titles.update(result["titles"])
    return {**result, "titles": titles}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--positions", type=int, default=8)
    p.add_argument("--titles", help="comma-separated, default all")
    p.add_argument("--no-write", action="store_true", help="print only; leave bench/ladder/iterations.json")
    p.add_argument("--players", type=int, default=2,
                   help="seats at the table the positions come from; other than 2 only prints "
                        "(the ladder's counts are the two-player ones)")
    args = p.parse_args()
    if args.players != 2:
        args.no_write = True
    titles = titles_played_by(args.titles, args.players, p)
    load_before = os.getloadavg()
    result = {"measured": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "cores": os.cpu_count(),
              "positions": args.positions, "load_before": [round(x, 2) for x in load_before],
              "budgets_ms": {lv: DEFAULT_BUDGETS[lv].time_ms for lv in LEVELS}, "titles": {}}
    print(f"# load average before: {load_before[0]:.2f} (1 min), {os.cpu_count()} cores; "
          f"positions from {args.players}-seat games")
    print("| title | level | budget | iterations, CPU clock (median, min-max) | iterations, wall clock under load |")
    print("|---|---|---|---|---|", flush=True)
    for title in titles:
        infos = positions(title, args.positions, players=args.players)
        result["titles"][title] = {}
        for level in LEVELS:
            cpu = count_iterations(level, infos, True)
            wall = count_iterations(level, infos, False)
            row = {"cpu": int(statistics.median(cpu)), "cpu_all": cpu,
                   "wall": int(statistics.median(wall)), "wall_all": wall,
                   "measured": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
            result["titles"][title][level] = row
            print(f"| {title} | {level} | {DEFAULT_BUDGETS[level].time_ms:g} ms | {row['cpu']} "
                  f"({min(cpu)}-{max(cpu)}) | {row['wall']} ({min(wall)}-{max(wall)}) |", flush=True)
    result["load_after"] = [round(x, 2) for x in os.getloadavg()]
    print(f"# load average after: {result['load_after'][0]:.2f} (1 min)")
    if not args.no_write:
        result = merged(result)
        os.makedirs(os.path.dirname(OUT), exist_ok=True)
        with open(OUT, "w", encoding="utf-8") as f:
            json.dump(result, f, indent=1, sort_keys=True)
            f.write("\n")
        print(f"# written to {os.path.relpath(OUT)}")


if __name__ == "__main__":
    random.seed(0)
    main()
