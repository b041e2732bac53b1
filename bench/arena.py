"""The computer players' target table (issue 14), measured with the arena.

    python bench/arena.py                         # the issue's table: 200 games, 1 s a decision
    python bench/arena.py --games 20 --budget-ms 200 --titles koinobori,ladybird
    python bench/arena.py --iterations 100        # repeatable for a seed
    python bench/arena.py --clone                 # clone() against a pickle round trip and a replay

Each row is printed as soon as it is measured (the full table at the default budget takes
days on a two-core laptop; pass fewer games or a smaller budget and say so when quoting).
Nothing is asserted: the targets are listed beside the figures.
"""
from __future__ import annotations

import argparse
import os
import pickle
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.ai.arena import run_arena  # noqa: E402
from game.rules.registry import TITLES, title_info  # noqa: E402

TWO_PLAYER = [
    ("hard,random", "Hard vs Random", "Hard wins >= 95%"),
    ("hard,easy", "Hard vs Easy", "Hard wins >= 70%"),
    ("normal,easy", "Normal vs Easy", "Normal wins >= 60%"),
]


def rows_for(title: str, args) -> list[tuple[str, list[str], bool, str, str, int]]:
    """(label, seats, solo, target, what to quote, games) for one title."""
    info = title_info(title)
    rows = [(label, seats.split(","), False, target, "win", args.games) for seats, label, target in TWO_PLAYER]
    if not args.skip_multi:
        for n in range(3, info.max_players + 1):
            rows.append((f"Hard vs Random x{n - 1} ({n} players)", ["hard"] + ["random"] * (n - 1), False,
                         "(reported)", "win", args.multi_games or args.games))
    if info.has_solo:
        target = {"pondscape": "mean >= 100", "ladybird": "mean >= 2 x random"}.get(title, "(reported)")
        rows.append(("Solo, Hard", ["hard"], True, target, "score", args.games))
        rows.append(("Solo, Random", ["random"], True, "(baseline)", "score", max(args.games, 100)))
    return rows


def measure(args) -> None:
    titles = args.titles.split(",") if args.titles else list(TITLES)
    budget = (f"{args.iterations} iterations" if args.iterations
              else f"{args.budget_ms:g} ms" if args.budget_ms else "default (Hard 1 s, Normal 0.3 s)")
    print(f"# Arena: {args.games} games per row, seed {args.seed}, Normal/Hard budget {budget}")
    print("| title | match | result | 95% interval | mean scores | Hard decision median / worst (ms) "
          "| Easy decision median (ms) | target |")
    print("|---|---|---|---|---|---|---|---|", flush=True)
    for title in titles:
        for label, seats, solo, target, quote, games in rows_for(title, args):
            if args.rows and not any(word.lower() in label.lower() for word in args.rows.split(",")):
                continue
            start = time.perf_counter()
            r = run_arena(title, seats, games, args.seed, budget_ms=args.budget_ms,
                          iterations=args.iterations, solo=solo)
            first = r["seats"][0]
            if quote == "win":
                result = f"{100 * first['win_rate']:.1f}% ({first['wins']:g}/{r['games']})"
                interval = f"{100 * first['win_rate_low']:.0f}-{100 * first['win_rate_high']:.0f}%"
            else:
                result, interval = f"mean {first['mean_score']:.1f}", "-"
            scores = " / ".join(f"{s['kind']} {s['mean_score']:.1f}" for s in r["seats"])
            hard = [s for s in r["seats"] if s["kind"] == "hard"]
            easy = [s for s in r["seats"] if s["kind"] == "easy"]
            hard_t = f"{hard[0]['median_decision_ms']:.0f} / {hard[0]['max_decision_ms']:.0f}" if hard else "-"
            easy_t = f"{easy[0]['median_decision_ms']:.1f}" if easy else "-"
            print(f"| {title} | {label} | {result} | {interval} | {scores} | {hard_t} | {easy_t} | {target} |"
                  f"  <!-- {time.perf_counter() - start:.0f} s -->", flush=True)


def clone_figures() -> None:
    """How long a copy of a mid-game state takes: clone(), a pickle round trip, a replay."""
    from game.rules.match import Match
    from game.simulate import default_setup
    import random

    print("| title | actions so far | clone() µs | clone(rng=new) µs (search) | pickle round trip µs | replay µs |")
    print("|---|---|---|---|---|---|")
    for title in TITLES:
        info = title_info(title)
        match = Match(default_setup(title, max(2, info.min_players)), 3)
        chooser = random.Random(3)
        for _ in range(60):
            if match.state.is_over():
                break
            match.apply(chooser.choice(match.state.legal_actions()))
        state = match.state
        state.legal_actions()

        def per_call(fn, n):
            t = time.perf_counter()
            for _ in range(n):
                fn()
            return (time.perf_counter() - t) / n * 1e6

        c = statistics.median(per_call(state.clone, 200) for _ in range(3))
        cr = statistics.median(per_call(lambda: state.clone(rng=random.Random(1)), 200) for _ in range(3))
        p = statistics.median(per_call(lambda: pickle.loads(pickle.dumps(state, -1)), 100) for _ in range(3))
        r = per_call(lambda: Match.replay(match.setup, match.seed, match.actions), 10)
        print(f"| {title} | {len(match.actions)} | {c:.0f} | {cr:.0f} | {p:.0f} | {r:.0f} |")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget-ms", type=float)
    p.add_argument("--iterations", type=int)
    p.add_argument("--titles", help="comma-separated, default all")
    p.add_argument("--skip-multi", action="store_true", help="leave out the 3-5 player rows")
    p.add_argument("--multi-games", type=int, help="games for the 3-5 player rows (default --games)")
    p.add_argument("--rows", help="only rows whose label contains one of these words, e.g. 'solo,easy'")
    p.add_argument("--clone", action="store_true", help="print the clone/pickle/replay figures only")
    args = p.parse_args()
    if args.clone:
        clone_figures()
    else:
        measure(args)


if __name__ == "__main__":
    main()
