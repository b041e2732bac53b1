"""How much of today's harvest a Paddy seat really keeps (issue 31): the value's weight on the
board's harvest, fitted to the final scores of greedy games.

    python bench/paddy_value_fit.py --players 4 --games 40 --seed 1
    python bench/paddy_value_fit.py --players 2 --games 40 --seed 1 --out F.jsonl   # keep the rows

Hard's and Normal's value (game/ai/titles/paddy.py `values`) is a seat's banked points plus
the harvest the board would give now, weighted 1 + LATER_HARVEST x (4 - cycle): the coming
harvest, and half of it again for each later one.  That weight is a guess, the same at every
table, and at four seats three other players can join a terrace between two of a seat's tiles.
This measures it: every seat plays the greedy policy of the reply check (its best-looking tile
by `gain_ahead`, greedy animals and waterfalls, seeing the true state), and at each tile decision
every seat's banked points and harvest-now are kept with its final score.  Within a position,
each seat's points still to come (final less banked) and its harvest-now are taken relative
to the table's mean, since only differences between seats decide a game; the least-squares
slope of one on the other is the weight the value should give the harvest.  Printed by cycle
and by how much of the cycle's tiles are still to place, beside the value's weight.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.ai.knowledge import knowledge_for  # noqa: E402
from game.ai.titles.paddy import CYCLES, LATER_HARVEST  # noqa: E402
from game.rules.paddy import harvest  # noqa: E402
from game.rules.base import AUTOMA, Setup  # noqa: E402
from game.rules.registry import state_class  # noqa: E402

K = knowledge_for("paddy")


def play(players: int, seed: int) -> list[dict]:
    """One greedy game; a row per tile decision and seat, with the seat's final score."""
    setup = Setup("paddy", tuple(f"Greedy {i + 1}" for i in range(players)), seats=("easy",) * players)
    state = state_class("paddy").new(setup, seed)
    rng = random.Random(seed)
    rows = []
    while not state.is_over():
        seat, legal = state.current_player(), state.legal_actions()
        if seat is None or seat == AUTOMA or len(legal) == 1:
            state.apply(legal[0])
            continue
        if state.step == "paddy":
            now = K._harvest(state)
            parts = harvest_parts(state)
            for p in range(players):
                rows.append({"game": seed, "cycle": state.cycle, "pos": len(rows) // players, "seat": p,
                             "banked": state.scores[p], "now": now[p], **parts[p]})
        state.apply(K._policy(state, rng, seat, best_tile=True))
    tiles = {c: sum(1 for r in rows if r["cycle"] == c) // players for c in range(1, CYCLES + 1)}
    first = {c: min((r["pos"] for r in rows if r["cycle"] == c), default=0) for c in tiles}
    for row in rows:
        row["final"] = state.scores[row["seat"]]
        # the share of the cycle's tiles still to place, this one included
        row["left"] = 1.0 - (row["pos"] - first[row["cycle"]]) / max(1, tiles[row["cycle"]])
    return rows


def harvest_parts(state) -> list[dict]:
    """Each seat's harvest-now split by how safe its majorities are (the lead over the next
    seat on the terrace: 1, 2, 3 or more animals), with what it still holds to play: animals
    and waterfalls in reserve, and an event card not yet played."""
    masks, levels, tof = state.terraces()
    full = harvest(state.level, masks, levels, tof, state.animals, state.waterfalls, state.dew, state.mud)
    n = state.num_players
    parts = [{"lead1": 0, "lead2": 0, "lead3": 0, "reserve": sum(1 for c in state.animals[p] if c < 0),
              "waterfalls": state.wf_reserve[p],
              "event": int(bool(state.event_hands[p]) and not state.event_used[p])}
             for p in range(n)]
    for t in full["terraces"]:
        who = t["majority"]
        if who is None:
            continue
        counts = t["animals"]
        lead = counts[who] - max(k for q, k in enumerate(counts) if q != who)
        parts[who][f"lead{min(lead, 3)}"] += t["profile"] + t["irrigation"] + t["highest"]
    return parts


def value_weight(cycle: int) -> float:
    return 1.0 + LATER_HARVEST * (CYCLES - cycle)


def fit(rows: list[dict]) -> tuple[float, float, int]:
    """(slope, its standard error by games, positions) of points-to-come on harvest-now, both
    relative to the table's mean at the position."""
    by_pos: dict[tuple, list[dict]] = {}
    for r in rows:
        by_pos.setdefault((r["game"], r["pos"]), []).append(r)
    xs, ys, games = [], [], []
    for (game, _pos), seats in by_pos.items():
        mx = statistics.fmean(r["now"] for r in seats)
        my = statistics.fmean(r["final"] - r["banked"] for r in seats)
        for r in seats:
            xs.append(r["now"] - mx)
            ys.append(r["final"] - r["banked"] - my)
            games.append(game)
    if len(xs) < 3:
        return float("nan"), float("nan"), len(by_pos)
    sxx = sum(x * x for x in xs)
    slope = sum(x * y for x, y in zip(xs, ys)) / sxx if sxx else float("nan")
    # standard error clustered by game: positions of one game are far from independent
    per_game: dict[int, float] = {}
    for x, y, g in zip(xs, ys, games):
        per_game[g] = per_game.get(g, 0.0) + x * (y - slope * x)
    se = (sum(v * v for v in per_game.values())) ** 0.5 / sxx if sxx else float("nan")
    return slope, se, len(by_pos)


def invert(m: list[list[float]]) -> list[list[float]]:
    """Gauss-Jordan inverse of a small matrix (numpy is not a dependency of the game)."""
    n = len(m)
    a = [list(row) + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(m)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[pivot] = a[pivot], a[c]
        d = a[c][c]
        a[c] = [v / d for v in a[c]]
        for r in range(n):
            if r != c and a[r][c]:
                f = a[r][c]
                a[r] = [v - f * w for v, w in zip(a[r], a[c])]
    return [row[n:] for row in a]


def fit_parts(rows: list[dict], features: list[str]) -> tuple[list[float], list[float], int]:
    """(coefficients, standard errors clustered by game, positions) of points-to-come on
    several features at once, all relative to the table's mean at the position."""
    by_pos: dict[tuple, list[dict]] = {}
    for r in rows:
        by_pos.setdefault((r["game"], r["pos"]), []).append(r)
    xs, ys, games = [], [], []
    for (game, _pos), seats in by_pos.items():
        means = [statistics.fmean(r[f] for r in seats) for f in features]
        my = statistics.fmean(r["final"] - r["banked"] for r in seats)
        for r in seats:
            xs.append([r[f] - m for f, m in zip(features, means)])
            ys.append(r["final"] - r["banked"] - my)
            games.append(game)
    varied = [i for i in range(len(features)) if any(x[i] for x in xs)]
    if len(varied) < len(features):   # a feature the same for every seat says nothing: fit without it
        beta, se, n = fit_parts(rows, [features[i] for i in varied]) if varied else ([], [], len(by_pos))
        out_b, out_s = [float("nan")] * len(features), [float("nan")] * len(features)
        for j, i in enumerate(varied):
            out_b[i], out_s[i] = beta[j], se[j]
        return out_b, out_s, n
    k = len(features)
    if len(xs) <= k:
        return [float("nan")] * k, [float("nan")] * k, len(by_pos)
    xtx = [[sum(x[i] * x[j] for x in xs) for j in range(k)] for i in range(k)]
    xty = [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(k)]
    inv = invert(xtx)
    beta = [sum(inv[i][j] * xty[j] for j in range(k)) for i in range(k)]
    scores: dict[int, list[float]] = {}
    for x, y, g in zip(xs, ys, games):
        e = y - sum(b * v for b, v in zip(beta, x))
        s = scores.setdefault(g, [0.0] * k)
        for i in range(k):
            s[i] += x[i] * e
    meat = [[sum(s[i] * s[j] for s in scores.values()) for j in range(k)] for i in range(k)]
    cov = [[sum(inv[i][a] * meat[a][b] * inv[b][j] for a in range(k) for b in range(k)) for j in range(k)]
           for i in range(k)]
    return beta, [max(0.0, cov[i][i]) ** 0.5 for i in range(k)], len(by_pos)


PARTS = ["lead1", "lead2", "lead3", "reserve", "waterfalls", "event"]


def report(rows: list[dict]) -> None:
    players = 1 + max(r["seat"] for r in rows)
    print(f"# Paddy, {players} seats, {len({r['game'] for r in rows})} greedy games: the harvest's fitted weight")
    print("| cycle | the cycle's tiles still to place | positions | fitted weight +- se | the value's weight |")
    print("|---|---|---|---|---|")
    for cycle in range(1, CYCLES + 1):
        for lo, hi, label in ((0.5, 1.01, "more than half"), (0.0, 0.5, "half or less")):
            part = [r for r in rows if r["cycle"] == cycle and lo <= r["left"] < hi]
            slope, se, n = fit(part)
            print(f"| {cycle} | {label} | {n} | {slope:.2f} +- {se:.2f} | {value_weight(cycle):.2f} |")
        slope, se, n = fit([r for r in rows if r["cycle"] == cycle])
        print(f"| {cycle} | all | {n} | {slope:.2f} +- {se:.2f} | {value_weight(cycle):.2f} |")
    if "lead1" not in rows[0]:
        return
    print()
    print("The harvest split by each majority's lead over the next seat (points of terraces held by")
    print("1, 2, 3+ animals), the animals and waterfalls still in reserve, and an event card still to")
    print("play, fitted together:")
    print("| cycle | positions | " + " | ".join(PARTS) + " |")
    print("|---|---|" + "---|" * len(PARTS))
    for cycle in range(1, CYCLES + 1):
        beta, se, n = fit_parts([r for r in rows if r["cycle"] == cycle], PARTS)
        cells = " | ".join(f"{b:.2f} +- {e:.2f}" for b, e in zip(beta, se))
        print(f"| {cycle} | {n} | {cells} |")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4, help="seats in the games played (2-4)")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", help="append the rows to this JSON-lines file")
    p.add_argument("--read", nargs="*", default=[], help="report on rows kept by --out instead of playing")
    args = p.parse_args()
    rows: list[dict] = []
    for path in args.read:
        with open(path, encoding="utf-8") as f:
            rows += [json.loads(line) for line in f if line.strip()]
    if not args.read:
        start = time.perf_counter()
        for g in range(args.games):
            game_rows = play(args.players, args.seed + g)
            rows += game_rows
            if args.out:
                with open(args.out, "a", encoding="utf-8") as f:
                    f.writelines(json.dumps(r) + "\n" for r in game_rows)
            print(f"game {g + 1}/{args.games}: {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    report(rows)


if __name__ == "__main__":
    main()
