"""Deterministic cost of one random-play action, per title, for comparing two versions of the rules.

Wall-clock throughput on a shared machine moves by +-15% from run to run, more than most single
changes to the rules gain, so A/B decisions use counts instead: valgrind's cachegrind runs
WARM warm-up games then GAMES measured games (and, separately, the warm-up alone), and the
difference per measured action gives instructions, level-1 instruction and data cache misses and
misses of a 1 MiB level 2.  For Paddy about half the wall time is those misses, not
instructions, so the figure to compare is the modelled cycle count
`Ir/3 + 12*I1 + 10*D1 + 40*L2`, which matched the measured speeds of Paddy and python-chess
within a few percent (docs/dev/performance.md).  Needs `valgrind` (Debian: apt-get install
valgrind); takes a minute or two per tree.

    .venv/bin/python bench/rules_cycles.py [--title paddy] [--players 2] [--games 40] [--warm 100] [TREE ...]

Each TREE (default: this checkout) is a checkout of the project; its rules are the ones measured.
`--title chess` measures bench/rules.py's reference, python-chess random playouts (installed by
`make bench`), per move: the ratio of the two model figures estimates that benchmark's ratio.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PLAYER = """
import random, sys
sys.path.insert(0, ".")
from game.rules.registry import state_class
from game.simulate import default_setup
title, players, warm, games, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
rng = random.Random(7)
if title == "chess":   # the reference of bench/rules.py: python-chess random playouts
    import chess
    n = 0
    for game in range(warm + games):
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            n += game >= warm
    open(out, "w").write(str(n))
    sys.exit()
cls = state_class(title)
for seed in range(warm):
    state = cls.new(default_setup(title, players), 1000 + seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
n = 0
for seed in range(games):
    state = cls.new(default_setup(title, players), seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        n += 1
open(out, "w").write(str(n))
"""


def _summary(path: Path) -> dict[str, int]:
    events: list[str] = []
    for line in path.read_text().splitlines():
        if line.startswith("events:"):
            events = line.split()[1:]
        elif line.startswith("summary:"):
            return dict(zip(events, map(int, line.split()[1:])))
    raise ValueError(f"no summary in {path}")


def measure(tree: Path, title: str, players: int, games: int, warm: int) -> dict[str, float]:
    """Per measured action: Ir, I1 misses, D1 misses, L2 misses and the modelled cycles."""
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp, "play.py")
        script.write_text(PLAYER)
        runs = {}
        for label, count in (("warm", 0), ("all", games)):
            out = Path(tmp, f"{label}.cg")
            done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=yes", "--LL=1048576,16,64",
                                   f"--cachegrind-out-file={out}", sys.executable, str(script), title,
                                   str(players), str(warm), str(count), str(Path(tmp, f"{label}.n"))],
                                  cwd=tree, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if done.returncode:
                sys.exit(f"rules_cycles: the games failed in {tree}: {done.stderr.strip().splitlines()[-1]}")
            runs[label] = _summary(out)
        actions = int(Path(tmp, "all.n").read_text())
    per = {k: (runs["all"][k] - runs["warm"][k]) / actions for k in runs["all"]}
    l2 = per["DLmr"] + per["DLmw"] + per["ILmr"]
    d1 = per["D1mr"] + per["D1mw"]
    return {"actions": actions, "Ir": per["Ir"], "I1": per["I1mr"], "D1": d1, "L2": l2,
            "cycles": per["Ir"] / 3 + 12 * per["I1mr"] + 10 * d1 + 40 * l2}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trees", nargs="*", type=Path, default=[ROOT])
    parser.add_argument("--title", default="paddy")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--warm", type=int, default=100)
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("rules_cycles: valgrind is not installed (apt-get install valgrind)")
    print(f"{args.title} {args.players}p, {args.games} random games after {args.warm} warm-up games, per action "
          f"(cachegrind; model = Ir/3 + 12*I1 + 10*D1 + 40*L2):")
    first = None
    for tree in args.trees:
        row = measure(tree.resolve(), args.title, args.players, args.games, args.warm)
        first = first or row
        print(f"  {str(tree):40s} {row['actions']:6.0f} actions  Ir {row['Ir']:8,.0f}  I1 {row['I1']:6,.0f}  "
              f"D1 {row['D1']:6,.0f}  L2 {row['L2']:4,.0f}  model {row['cycles']:8,.0f} cycles "
              f"({row['cycles'] / first['cycles']:.3f}x the first)")


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
