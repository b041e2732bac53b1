"""Screen Paddy's Hard with a reply check that hears every following seat (issue 31), on the
ladder's own games, before the change is made in game/ (docs/dev/computer-players.md,
"Paddy at a bigger table").

    python bench/paddy_every_reply.py paddy --row hard-vs-normal/3 --games 0-31 --shard 0/2 --out F0
    python bench/paddy_every_reply.py paddy --row hard-vs-normal/3 --games 0-31 --shard 1/2 --out F1
    python bench/ladder_screen.py paddy --row hard-vs-normal/3 --compare F0 F1 --record-code 170630333c22

Today's check plays the seat's turn out, then the next seat's greedy reply.  Here, at three
seats and more, each following seat replies greedily in turn until the seat is to place a
tile again; at two seats it is the same as today's.  The check costs about three times as
much at three seats, so Hard's search is cut to pay for it: Hard plays at HARD_ITERATIONS
(6,100 x 0.6 / 0.8, its search stopping at 0.6 of a timed budget instead of 0.8) in every row
but the two-player one.  Everything else is `bench/ladder_screen.py` (its options, its
pairing with the record).  The knob lives here, not in game/, because a knob there changes
Paddy's code version and every Paddy row would have to be carried for a screen.
"""
from __future__ import annotations

import importlib.util
import os
import sys
import types

HARD_ITERATIONS = int(os.environ.get("HARD_ITERATIONS", "4575"))


def _load_screen():
    """bench/ladder_screen.py as a module, by its path (bench/ is not a package)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ladder_screen.py")
    spec = importlib.util.spec_from_file_location("bench_ladder_screen_every", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


screen = _load_screen()


def every_reply(self, state, seat: int, rng) -> float:
    """`PaddyKnowledge.reply_reward` with every following seat replying: the seat's turn is
    finished with the play-out policy, then each other seat in turn (while it is to place a
    tile) plays its best-looking tile with greedy animals and waterfalls."""
    turn = state.turn_id
    while not state.is_over() and state.turn_id == turn:
        state.apply(self._policy(state, rng, seat))
    for _n in range(state.num_players - 1):
        replier = state.current
        if state.is_over() or replier is None or replier == seat or state.step != "paddy":
            break
        turn = state.turn_id
        while not state.is_over() and state.turn_id == turn:
            state.apply(self._policy(state, rng, replier, best_tile=True))
    return self.gain(state, seat)


def main(argv=None) -> None:
    from game.ai.knowledge import knowledge_for

    set_knobs, budgets_for = screen.set_knobs, screen.ladder.budgets_for

    def with_every_reply(title, knobs):
        changed = set_knobs(title, knobs)          # Hard's own copy of the knowledge
        hard = knowledge_for(title).for_hard()
        hard.reply_reward = types.MethodType(every_reply, hard)
        return dict(changed, every_reply=True, hard_iterations=HARD_ITERATIONS)

    def cut_search(row, iterations):
        budgets = budgets_for(row, iterations)
        if "hard" in budgets and row.key != "hard-vs-normal/2":
            budgets = dict(budgets, hard=HARD_ITERATIONS)
        return budgets

    screen.set_knobs, screen.ladder.budgets_for = with_every_reply, cut_search
    screen.main(argv)


if __name__ == "__main__":
    main()
