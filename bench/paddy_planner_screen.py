"""Screen a different Hard for Paddy at four seats on the ladder's own games (issue 31): a
planner that plays each candidate tile on to the cycle's harvest, instead of the tree search.

    nice -n 5 python bench/paddy_planner_screen.py --games 0-47 --shard K/2 --out F   # K = 0, 1
    python bench/ladder_screen.py paddy --row hard-vs-normal/4 --compare F0 F1 --record-code 7fba3ce621bc
    python bench/paddy_planner_screen.py --time 24    # CPU of a planned tile, 24 positions

The proxy (bench/paddy_greedy_table.py `--policy harvest --top 6 --deals 4`) says such a seat
beats greedy seats at 45.8% where greedy wins 20.8% (+13.9 +- 4.4 points a game), while the
same check bolted onto Hard's search (bench/ladder/screens/paddy-harvest-check-4p.patch) moved
real games by +1.4 +- 3.7 only.  Two things differ: there the candidates were the search's most
visited moves and the seat's animals were searched too; here, as in the proxy, the seat's tile
is the planner's and its animal and waterfall steps are the greedy ones the planner assumes.
So this asks whether the proxy's gain survives real Normals as opponents.

The planner decides from its InfoState only: its deals are `info.sample`, the greedy animal
and waterfall steps read only the seat's own pieces on the board.  Steps the proxy never
chooses (the event draft, event cards at the harvest, Devastating erosion's removal) are
Hard's as today.  A diagnostic in this process, never a player of the game.
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

from bench import paddy_greedy_table as proxy  # noqa: E402
from bench.ladder_screen import hard_row, ladder, parse_games, play_games  # noqa: E402
from bench.paddy_greedy_table import K, greedy, lead  # noqa: E402  (the proxy's greedy seat)
from game.ai import players  # noqa: E402


def tile_looks(state, seat) -> list:
    """The seat's tiles now, best-looking (`gain_ahead`) first (the proxy's order)."""
    return [a for _g, a in proxy.tile_looks(state, seat)]


def planned_tile(info, top: int, deals: int, rng: random.Random):
    """The tile, of the seat's `top` best-looking, whose mean banked lead after every seat plays
    greedily to the cycle's harvest, on `deals` deals of what the seat cannot see, is best."""
    seat = info.seat
    samples = [info.sample(random.Random(rng.getrandbits(64))) for _d in range(deals)]
    best = None
    for a in tile_looks(info.canonical(), seat)[:top]:
        total = 0.0
        for d, sample in enumerate(samples):
            deal = sample.clone(rng=random.Random(d))
            deal.apply(a)
            play_rng, cycle = random.Random(d), deal.cycle
            while not deal.is_over() and deal.cycle == cycle:
                deal.apply(greedy(deal, play_rng))
            total += lead(deal, seat)
        if best is None or total > best[0]:
            best = (total, a)
    return best[1] if best else None


def planner_class(top: int, deals: int):
    """Hard with its Paddy tiles planned to the harvest and its animals and waterfalls greedy."""
    hard_choose = players.HardPlayer._choose

    class PlannerHard(players.HardPlayer):
        def _choose(self, info, legal, budget, rng, stop, helper):
            if info.title != "paddy":
                return hard_choose(self, info, legal, budget, rng, stop, helper)
            state = info.canonical()
            pick = None
            if state.step == "paddy" and state.turn_event is None:
                pick = planned_tile(info, top, deals, rng)
            elif state.step in ("animals", "waterfall"):
                pick = K._policy(state, rng, info.seat, best_tile=True)
            if pick is None or pick not in legal:
                return hard_choose(self, info, legal, budget, rng, stop, helper)
            return pick
    return PlannerHard


def time_tiles(positions: int, top: int, deals: int, out=print) -> list[float]:
    """CPU seconds of `planned_tile` at the tile decisions of greedy four-seat games (seeds
    4000 on, every seat's tiles in turn until `positions` are timed)."""
    from game.ai.infostate import InfoState
    from game.rules.base import Setup
    from game.rules.registry import state_class

    times: list[float] = []
    seed = 4000
    while len(times) < positions:
        setup = Setup("paddy", tuple(f"Greedy {i + 1}" for i in range(4)), seats=("easy",) * 4)
        state = state_class("paddy").new(setup, seed)
        rng = random.Random(seed)
        while not state.is_over() and len(times) < positions:
            if state.step == "paddy" and state.turn_event is None and len(state.legal_actions()) > 1:
                start = time.process_time()
                planned_tile(InfoState.to_act(state), top, deals, random.Random(len(times)))
                times.append(time.process_time() - start)
            state.apply(greedy(state, rng))
        seed += 1
    ordered = sorted(times)
    out(f"planned tile, top {top} x {deals} deals, {len(times)} positions: CPU median "
        f"{statistics.median(times):.2f} s, 90th percentile {ordered[int(0.9 * (len(ordered) - 1))]:.2f} s, "
        f"worst {ordered[-1]:.2f} s")
    return times


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--row", default="hard-vs-normal/4")
    parser.add_argument("--games", default="0-47")
    parser.add_argument("--shard", default="0/1")
    parser.add_argument("--top", type=int, default=6)
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--out")
    parser.add_argument("--time", type=int, metavar="N", help="time the planned tile at N positions instead")
    args = parser.parse_args(argv)
    if args.time:
        time_tiles(args.time, args.top, args.deals)
        return
    k, n = map(int, args.shard.split("/"))
    players._PLAYERS["hard"] = planner_class(args.top, args.deals)
    row = hard_row("paddy", args.row)
    budgets = ladder.budgets_for(row, ladder.load_iterations())
    describe = json.dumps({"planner": "harvest", "top": args.top, "deals": args.deals}, sort_keys=True)
    play_games(row, budgets, parse_games(args.games), (k, n), describe, args.out)


if __name__ == "__main__":
    main()
