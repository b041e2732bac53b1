"""How much of an opponent's face-down cards a watching Koinobori player knows (issue 31).

    python bench/koinobori_seen.py                 # 2 to 5 players, 8 games each
    python bench/koinobori_seen.py --players 5 --games 20

At every decision of games between Easy players, over every seat but the one to act: the
share of that seat's face-down cards (hand and personal pole) that are `seen` (taken from the
face-up draw row and not played out since, game/rules/koinobori/hidden.py), and the share of
them in hand.  Why Hard's deals keep the seen cards with their taker (docs/dev/computer-players.md,
"What a watching player knows").
"""
from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.ai.infostate import InfoState  # noqa: E402
from game.ai.players import make_player  # noqa: E402
from game.rules.base import Setup  # noqa: E402
from game.rules.koinobori import KoinoboriState  # noqa: E402


def shares(players: int, games: int) -> tuple[float, float, int]:
    """(seen share, in-hand share, decisions counted) over `games` Easy games."""
    hidden = seen = in_hand = decisions = 0
    easy = make_player("easy")
    for seed in range(1, games + 1):
        state = KoinoboriState.new(Setup("koinobori", tuple(f"P{i + 1}" for i in range(players))), seed)
        step = 0
        while not state.is_over():
            seat, legal = state.current_player(), state.legal_actions()
            if len(legal) > 1:
                decisions += 1
                for q in range(players):
                    if q != seat:
                        hidden += len(state.hands[q]) + len(state.own_poles[q])
                        seen += len(state.seen[q])
                        in_hand += len(state.hands[q])
            state.apply(legal[0] if len(legal) == 1 else easy.choose(InfoState(state, seat), None, step))
            step += 1
    return seen / hidden, in_hand / hidden, decisions


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5])
    parser.add_argument("--games", type=int, default=8)
    args = parser.parse_args(argv)
    print("| players | seen share of an opponent's face-down cards | in hand | decisions |")
    print("|---|---|---|---|")
    for n in args.players:
        s, h, d = shares(n, args.games)
        print(f"| {n} | {100 * s:.0f}% | {100 * h:.0f}% | {d} |")


if __name__ == "__main__":
    main()
