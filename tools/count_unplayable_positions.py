"""Count edited positions the loader accepts but that cannot be played to the end (issue 24).

    python tools/count_unplayable_positions.py --edits 400            # every title, every count
    python tools/count_unplayable_positions.py --title paddy --edits 2000 --show 5

For each title and player count, positions from random seeded games are edited in one field
(tests/fuzz/position_edits.py); each is refused by the loader, played to the end by random
moves, or counted as a problem: stuck (nobody can move), crash (the rules raise) or endless.
"""
from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from pathlib import Path

os.environ.setdefault("TABLETOP_LANG", "en")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--title", action="append", help="only this title (repeatable)")
    parser.add_argument("--edits", type=int, default=400, help="edited positions per title and player count")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=3, help="examples of each problem to print")
    args = parser.parse_args(argv)
    from game.rules.registry import TITLES, is_available
    from fuzz.position_edits import player_counts, run

    titles = args.title or [t for t in TITLES if is_available(t)]
    total_bad = 0
    for title in titles:
        counts: Counter = Counter()
        shown: Counter = Counter()
        for players in player_counts(title):
            for what, result, detail, _doc in run(title, players, args.edits, args.seed):
                counts[result] += 1
                if result not in ("refused", "played") and shown[result, detail[:40]] < 1 \
                        and sum(v for (r, _d), v in shown.items() if r == result) < args.show:
                    shown[result, detail[:40]] += 1
                    print(f"  {title} {players}p {result}: {what}: {detail}")
        bad = counts["stuck"] + counts["crash"] + counts["endless"]
        total_bad += bad
        print(f"{title}: {sum(counts.values())} edited, {counts['refused']} refused, "
              f"{counts['played']} played to the end, {bad} accepted and unplayable "
              f"(stuck {counts['stuck']}, crash {counts['crash']}, endless {counts['endless']})", flush=True)
    return 1 if total_bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
