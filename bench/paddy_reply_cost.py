"""What Paddy's reply check costs (issue 31): the CPU time of Hard's `reply_reward` calls at
real tile decisions, every one of the check's moves on every one of its deals.

    python bench/paddy_reply_cost.py              # 10 tile decisions
    python bench/paddy_reply_cost.py 20

Positions are bench/iterations.py's (two-seat games of Easy players, at the "paddy" step: a
tile to place).  The moves checked are the most visited of a 200-iteration search, as many
as Hard checks (`reply_top`), on `reply_deals` deals: the work one decision's check does,
which the window's worker splits between its two processes (docs/dev/computer-players.md,
"A wider reply check on two cores").
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from iterations import positions  # noqa: E402

from game.ai.knowledge import knowledge_for  # noqa: E402
from game.ai.search import ISMCTS, Budget  # noqa: E402


def main(count: int) -> None:
    k = knowledge_for("paddy").for_hard()
    top, deals = k.reply_top, k.reply_deals
    per_decision, every = [], []
    for info in positions("paddy", count, at_step="paddy"):
        search = ISMCTS(info, knowledge_for("paddy"), random.Random(1))
        legal = info.legal_actions()
        search.search(legal, Budget(iterations=200))
        kids = sorted(search.root.children.values(), key=lambda n: -n.visits)[:top]
        rng, costs = random.Random(2), []
        for _d in range(deals):
            deal, seed = info.sample(rng), rng.randrange(1 << 30)
            for n in kids:
                state = deal.clone(rng=random.Random(seed))
                state.apply(n.action)
                start = time.process_time()
                k.reply_reward(state, info.seat, random.Random(seed))
                costs.append(time.process_time() - start)
        per_decision.append(sum(costs))
        every += costs
        print(f"{len(legal)} tiles: {len(costs)} replies {sum(costs) * 1000:.0f} ms "
              f"(one: median {statistics.median(costs) * 1000:.1f}, worst {max(costs) * 1000:.1f})", flush=True)
    print(f"a check of {top} moves x {deals} deals, CPU: median {statistics.median(per_decision) * 1000:.0f} ms, "
          f"worst {max(per_decision) * 1000:.0f} ms; one reply: median {statistics.median(every) * 1000:.1f} ms, "
          f"worst {max(every) * 1000:.1f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
