"""Paddy's tile decisions judged by a full-round oracle (issue 31): where Hard's edge over
Normal comes from, and why it shrinks at three seats.

    python bench/paddy_oracle.py --players 3 --positions 60 --seed 1      # Hard and Normal judged
    python bench/paddy_oracle.py --players 3 --positions 60 --seed 100 --checks   # reply-check variants

Positions are tile decisions ("paddy" step) spread through games of Easy players.  At each,
Hard (its search at the ladder's count, then its reply check) and Normal (flat Monte Carlo at
the ladder's count) choose from the seat's information state.  The oracle sees the whole
state: it applies a pick, then every seat plays greedily with the cards it really holds (its
best-looking tile by `gain_ahead`, then greedy animals and waterfalls) until the seat is to
place a tile again, and reads the seat's margin (`gain`), averaged over two draws of the
decks.  Printed: each pick's mean margin, and the paired difference with its standard
error.  `best8` is the oracle's best of Hard's eight most visited tiles: what a check that
knew the hidden hands could reach.

The oracle is a proxy, not the game: it shares the value with the players, and its replies are
the greedy ones the reply check assumes, so it favours a wider check by construction.  It
agreed in direction with the ladder where both exist (two seats: Hard well ahead; three
seats: barely).  `--checks` re-runs only the check after one search per position, with
variants of its width, its deals, and replies by every following seat (`all`), and prints
each variant's CPU time; `--checks 8x4 16x2 all6x6` names the variants (tiles x deals,
`all` for every following seat).  `--knobs scale=16 prior_visits=10` judges whole Hard
decisions (search and check) with each knob set on a copy of Hard's knowledge, against
today's: a cheap first look at a change before a screen of real games
(bench/ladder_screen.py).
"""
from __future__ import annotations

import argparse
import copy
import importlib.util
import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.ai.arena import decision_seed  # noqa: E402
from game.ai.infostate import InfoState  # noqa: E402
from game.ai.knowledge import knowledge_for  # noqa: E402
from game.ai.players import NORMAL_WIDTH, make_player  # noqa: E402
from game.ai.search import ISMCTS, Budget, flat_monte_carlo  # noqa: E402
from game.rules.base import AUTOMA, Setup  # noqa: E402
from game.rules.registry import state_class  # noqa: E402

K = knowledge_for("paddy")
ITERATIONS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ladder", "iterations.json")
ONE_REPLY = type(K).reply_reward


def tile_positions(count: int, seed: int, players: int) -> list[tuple]:
    """(the true state, the seat's information state) at `count` tile decisions of Easy games."""
    found: list[tuple] = []
    game = 0
    while len(found) < count:
        setup = Setup("paddy", tuple(f"Easy {i + 1}" for i in range(players)), seats=("easy",) * players)
        state = state_class("paddy").new(setup, seed + game)
        easy, got, step = make_player("easy"), [], 0
        while not state.is_over():
            seat, legal = state.current_player(), state.legal_actions()
            if seat == AUTOMA or len(legal) == 1:
                state.apply(legal[0])
            else:
                info = InfoState(state, seat)
                if state.step == "paddy":
                    got.append((state.clone(rng=random.Random(step)), info))
                state.apply(easy.choose(info, None, decision_seed(seed, game, step)))
            step += 1
        stride = max(1, len(got) // max(2, count // 3 + 1))   # about a third of the positions a game
        found += got[stride::stride][:count - len(found)]
        game += 1
    return found


def play_round(state, seat: int, rng: random.Random, knowledge=K) -> None:
    """Every seat plays greedily (the best-looking tile, greedy animals and waterfalls) until
    `seat` is to place a tile again or the game ends; forced steps are applied."""
    started = False
    while not state.is_over():
        current = state.current_player()
        if current == seat and state.step == "paddy" and started:
            return
        legal = state.legal_actions()
        if len(legal) == 1 or current is None or current == AUTOMA:
            state.apply(legal[0])
            continue
        started = True
        state.apply(knowledge._policy(state, rng, current, best_tile=current != seat))


def oracle(state, seat: int, action) -> float:
    """The seat's margin after `action` and a greedy round with the real hands, two draws."""
    out = []
    for draw in (1, 2):
        s = state.clone(rng=random.Random(draw))
        s.apply(action)
        play_round(s, seat, random.Random(draw))
        out.append(K.gain(s, seat))
    return statistics.fmean(out)


def every_reply(self, state, seat: int, rng: random.Random) -> float:
    """A variant of `reply_reward` for `--checks`: the seat's turn finished with the play-out
    policy, then every other seat replies greedily until the seat is to place a tile again."""
    turn = state.turn_id
    while not state.is_over() and state.turn_id == turn:
        state.apply(self._policy(state, rng, seat))
    play_round(state, seat, rng, self)
    return self.gain(state, seat)


VARIANTS = {   # name: (reply_top, reply_deals, reply_reward)
    "today 8x4": (8, 4, ONE_REPLY),
    "8x8": (8, 8, ONE_REPLY),
    "all 8x4": (8, 4, every_reply),
    "all 8x8": (8, 8, every_reply),
    "all 6x6": (6, 6, every_reply),
    "all 4x8": (4, 8, every_reply),
}


def check_variant(spec: str) -> tuple:
    """'8x4' (the next seat's reply, 8 tiles x 4 deals) or 'all6x6' (every following seat's)."""
    every = spec.startswith("all")
    top, _, deals = spec.removeprefix("all").partition("x")
    return int(top), int(deals), every_reply if every else ONE_REPLY


def knob_variant(spec: str):
    """A copy of Hard's knowledge with `name=value` set, parsed as bench/ladder_screen.py's
    `--set` parses it (the attribute's own type)."""
    k = copy.copy(K)
    setattr(k, *_screen().knob_value(K, spec))
    return k


def _screen():
    """bench/ladder_screen.py as a module, by its path (bench/ is not a package)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ladder_screen.py")
    spec = importlib.util.spec_from_file_location("bench_ladder_screen_for_oracle", path)
    module = sys.modules.get(spec.name)
    if module is None:
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
    return module


def paired(name: str, values: list[float], base: list[float]) -> str:
    d = [v - b for v, b in zip(values, base)]
    se = statistics.stdev(d) / len(d) ** 0.5 if len(d) > 1 else float("nan")
    return f"{name:10s} mean margin {statistics.fmean(values):7.2f}   vs first {statistics.fmean(d):+6.2f} +- {se:.2f}"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--positions", type=int, default=60)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--checks", nargs="*", metavar="VARIANT",
                   help="compare variants of Hard's reply check (default: the list in VARIANTS)")
    p.add_argument("--knobs", nargs="+", metavar="NAME=VALUE",
                   help="compare whole Hard decisions with each knob set, against today's")
    args = p.parse_args()
    if args.checks:
        VARIANTS.clear()
        VARIANTS.update({"today 8x4": (8, 4, ONE_REPLY)})
        VARIANTS.update({spec: check_variant(spec) for spec in args.checks})
    knobs = {spec: knob_variant(spec) for spec in args.knobs or ()}
    with open(ITERATIONS, encoding="utf-8") as f:
        counts = json.load(f)["titles"]["paddy"]
    hard_n, normal_n = int(counts["hard"]["cpu"]), int(counts["normal"]["cpu"])
    checks = args.checks is not None
    names = list(VARIANTS) if checks else ["hard", "normal", "search only", "best8"] + list(knobs)
    judged: dict[str, list[float]] = {n: [] for n in names + (["normal", "best8"] if checks else [])}
    cost: dict[str, list[float]] = {n: [] for n in VARIANTS}
    for i, (true, info) in enumerate(tile_positions(args.positions, args.seed, args.players)):
        legal, seat = true.legal_actions(), info.seat
        search = ISMCTS(info, K, random.Random(i))
        if search.search(legal, Budget(iterations=hard_n)) is not None:
            continue
        normal = flat_monte_carlo(info, legal, K, Budget(iterations=normal_n), random.Random(i), NORMAL_WIDTH)
        memo: dict = {}

        def judge(a):
            if a not in memo:
                memo[a] = oracle(true, seat, a)
            return memo[a]
        kids = sorted(search.root.children.values(), key=lambda n: (-n.visits, -n.total / max(n.visits, 1)))
        picks = {"normal": normal, "search only": kids[0].action}
        if checks:
            after_search = search.rng.getstate()
            for name, (top, deals, reward) in VARIANTS.items():
                search.rng.setstate(after_search)      # every variant deals the same deals
                search.checks, K.reply_deals = top, deals
                type(K).reply_reward = reward
                K._memo.clear()      # each variant pays for its own harvests
                start = time.process_time()
                try:
                    picks[name] = search.decide()
                finally:
                    type(K).reply_reward, K.reply_deals = ONE_REPLY, type(K).reply_deals
                cost[name].append(time.process_time() - start)
        else:
            picks["hard"] = search.decide()
            for name, k in knobs.items():      # the same seed as Hard's own search
                other = ISMCTS(info, k, random.Random(i))
                other.search(legal, Budget(iterations=hard_n))
                picks[name] = other.decide()
        for name in judged:
            judged[name].append(max(judge(k.action) for k in kids[:8]) if name == "best8" else judge(picks[name]))
        print(f"position {i}: {len(legal)} tiles; " + ", ".join(f"{n} {v[-1]:.1f}" for n, v in judged.items()),
              flush=True)
    first = judged[names[0]]
    print(f"\n{len(first)} tile decisions at {args.players} seats (seed {args.seed}), Hard {hard_n} / Normal {normal_n} iterations:")
    for name, values in judged.items():
        print(paired(name, values, first))
    if checks:
        for name, spent in cost.items():
            print(f"{name:10s} check CPU median {statistics.median(spent):.3f} s, worst {max(spent):.3f} s")


if __name__ == "__main__":
    main()
