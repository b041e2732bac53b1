"""Why Paddy's Hard lost to Normal (issue 31): replay a ladder game and, at each of Hard's tile
decisions, ask Hard and Normal on the same information state, then judge both picks before
and after the next player's greedy reply.

    python bench/paddy_reply.py 6 5 normal,hard          # seed 6, game 5, Normal first, full counts
    python bench/paddy_reply.py 6 5 normal,hard --scale 0.25 --decisions 8

The judge is a bench oracle that sees the whole state: the seat's turn is finished with the
play-out policy, then the next player replies with the cards it really holds
(`PaddyKnowledge.reply_reward`).  Printed per decision: each pick's rank in the one-step look,
the seat's margin at the end of its turn and after the reply, and Hard's five most visited root
children (look rank, visits, mean reward).  Hard plays the game; Normal's pick is only judged.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys

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


def judge(state, seat: int, action) -> tuple[float, float]:
    """The seat's margin at the end of its turn and after the next player's greedy reply."""
    s = state.clone(rng=random.Random(1))
    s.apply(action)
    turn, rng = s.turn_id, random.Random(1)
    while not s.is_over() and s.turn_id == turn:
        legal = s.legal_actions()
        s.apply(legal[0] if len(legal) == 1 else K.playout_action(s, legal, rng))
    before = K.gain(s, seat)
    return before, K.reply_reward(s, seat, random.Random(1))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("seed", type=int)
    p.add_argument("game", type=int)
    p.add_argument("seats", help="e.g. normal,hard (seat 0 first)")
    p.add_argument("--scale", type=float, default=1.0)
    p.add_argument("--decisions", type=int, default=99, help="Hard tile decisions to judge")
    args = p.parse_args()
    seats = args.seats.split(",")
    with open(ITERATIONS, encoding="utf-8") as f:
        counts = {lv: max(1, int(v["cpu"] * args.scale)) for lv, v in json.load(f)["titles"]["paddy"].items()
                  if lv in ("normal", "hard")}
    setup = Setup("paddy", tuple(f"{k.title()} {i + 1}" for i, k in enumerate(seats)), seats=tuple(seats))
    state = state_class("paddy").new(setup, args.seed)
    players = [make_player(k) for k in seats]
    rows, step = [], 0
    while not state.is_over():
        seat, legal = state.current_player(), state.legal_actions()
        if seat == AUTOMA or len(legal) == 1:
            state.apply(legal[0])
            step += 1
            continue
        info = InfoState(state, seat)
        dseed = decision_seed(args.seed, args.game, step)
        if seats[seat] == "hard" and state.step == "paddy" and len(rows) < args.decisions:
            search = ISMCTS(info, K, random.Random(dseed))
            hard = search.run(legal, Budget(iterations=counts["hard"]))
            normal = flat_monte_carlo(info, legal, K, Budget(iterations=counts["normal"]),
                                      random.Random(dseed), NORMAL_WIDTH)
            kids = sorted(search.root.children.values(), key=lambda n: -n.visits)[:5]
            top = [(search.order.index(n.action), round(n.visits), round(n.total / n.visits, 3)) for n in kids]
            jh, jn = judge(state, seat, hard), judge(state, seat, normal)
            rows.append((jh, jn, hard == normal))
            print(f"cycle {state.cycle} step {step}: {len(search.order)} tiles; rank Hard {search.order.index(hard)} "
                  f"Normal {search.order.index(normal)}; margin at turn end / after reply: Hard {jh[0]:.1f} / {jh[1]:.1f}, "
                  f"Normal {jn[0]:.1f} / {jn[1]:.1f}; root {top}", flush=True)
            action = hard
        else:
            action = players[seat].choose(info, Budget(iterations=counts[seats[seat]]), dseed)
        state.apply(action)
        step += 1
    print("final", state.score_sheet().totals(), seats)
    if rows:
        print("decisions %d, same tile %d; mean margin after the reply: Hard %.1f, Normal %.1f; mean swing "
              "(after - before): Hard %.1f, Normal %.1f" % (
                  len(rows), sum(r[2] for r in rows), statistics.mean(r[0][1] for r in rows),
                  statistics.mean(r[1][1] for r in rows), statistics.mean(r[0][1] - r[0][0] for r in rows),
                  statistics.mean(r[1][1] - r[1][0] for r in rows)))


if __name__ == "__main__":
    main()
