"""How long a node takes to rebuild a table from its stored entries (issue 26: "a table nobody
watches is dropped from memory and rebuilt from the store when needed, with snapshots every so
many moves if replaying gets slow").

For each title, a whole game of computers (random, seeded) is made into stored entries (every
move an "act" entry, as the server stores them; End turn is not held, so there is none), then
`Table.load` rebuilds it from them, as a node does on first use: the replay through the rules in
English, and again with a second language kept (a Japanese-speaking player attached).  Prints
the entries of the game and the median rebuild time of REPEAT runs.

    nice .venv/bin/python bench/online_rebuild.py [--repeat 9]

A rebuild far below a move's round trip needs no snapshots (docs/dev/performance.md).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.online.store import Entry, SeatRow, TableRecord  # noqa: E402
from game.online.server.tables import Table  # noqa: E402
from game.rules.base import AUTOMA, Setup  # noqa: E402
from game.rules.match import Match  # noqa: E402
from game.rules.registry import TITLES, title_info  # noqa: E402


def whole_game(title: str, players: int, seed: int) -> tuple[TableRecord, list[Entry]]:
    """A random game of `title` to its end, as a table record and its act entries."""
    names = [f"P{n + 1}" for n in range(players)]
    setup = Setup(title=title, players=tuple(names))
    match = Match(setup, seed)
    rng = random.Random(seed)
    entries: list[Entry] = []
    while not match.state.is_over():
        mover = match.state.current_player()
        action = rng.choice(match.state.legal_actions())
        match.apply(action)
        entries.append(Entry(len(entries) + 1, "act", None if mover == AUTOMA else mover,
                             {"action": action.to_json(), "hold": False}))
    seats = [SeatRow(n, "human", name, True, f"h{n}") for n, name in enumerate(names)]
    record = TableRecord("BENCHTABLE", title, setup.to_json(), seed, None, seats, "s", "h", 0.0)
    return record, entries


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=9)
    args = parser.parse_args()
    print(f"rebuilding a finished table from its entries (median of {args.repeat})")
    print(f"  {'title':<11}{'players':>8}{'entries':>9}{'en':>10}{'en + ja':>10}{'per entry':>11}")
    for title in TITLES:
        players = max(2, title_info(title).min_players)
        record, entries = whole_game(title, players, seed=7)
        times = {}
        for langs in (("en",), ("en", "ja")):
            runs = []
            for _ in range(args.repeat):
                started = time.perf_counter()
                table = Table.load(record, entries, langs)
                runs.append(time.perf_counter() - started)
                assert table.state.is_over() and not table.failure
            times[langs] = statistics.median(runs) * 1000
        per = times[("en",)] / len(entries)
        print(f"  {title:<11}{players:>8}{len(entries):>9}{times[('en',)]:>8.1f} ms{times[('en', 'ja')]:>7.1f} ms"
              f"{per:>8.3f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
