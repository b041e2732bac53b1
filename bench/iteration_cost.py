"""Where a search iteration's time goes (issue 31: Paddy's Hard reached fewer iterations in
0.9 s than Normal in 0.3 s), per level, on bench/iterations.py's positions:

    python bench/iteration_cost.py --titles paddy                  # the split, 1000 iterations
    python bench/iteration_cost.py --titles paddy --step paddy     # tile placements only
    python bench/iteration_cost.py --titles paddy --cprofile 25    # and cProfile's top functions

One decision of each level at each position, at a fixed iteration count, timed with this
process's CPU clock (so what else runs matters little).  The split: the one-step look before
the search, dealing the hidden cards (`sample`), Hard's in-turn priors (`prior`: judging a
later decision of the seat's own turn, once per tree node), the play-outs, and the rest of the
search (`tree`: Hard's walk down the tree, Normal's first action and bookkeeping), each in
microseconds per iteration.  Each timed part reads the CPU clock twice (about 4 us a read
here), so the parts run a second time unwrapped: `unwrapped` is the true cost of an
iteration, the split says where it goes.  With cProfile (optional) the parts are not timed: it
says which functions, at a much higher cost.
"""
from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.ai import search  # noqa: E402
from game.ai.infostate import InfoState  # noqa: E402
from game.ai.players import make_player  # noqa: E402
from game.rules.registry import TITLES  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from iterations import CountingClock, positions  # noqa: E402

LEVELS = ("normal", "hard")
PARTS = ("look", "sample", "prior", "playout", "tree")


class Split:
    """Times spent in the search's parts, by wrapping them for the length of a `with`."""

    def __init__(self) -> None:
        self.spent = dict.fromkeys(PARTS, 0.0)
        self.unwrapped = 0.0

    def _timed(self, part: str, fn):
        spent, clock = self.spent, time.process_time

        def timed(*args, **kwargs):
            start = clock()
            try:
                return fn(*args, **kwargs)
            finally:
                spent[part] += clock() - start
        return timed

    def __enter__(self) -> "Split":
        self.saved = (search.one_step_gains, search.playout, InfoState.sample, search.ISMCTS._prior)
        search.one_step_gains = self._timed("look", self.saved[0])
        search.playout = self._timed("playout", self.saved[1])
        InfoState.sample = self._timed("sample", self.saved[2])
        prior, timed_prior = self.saved[3], self._timed("prior", self.saved[3])

        def _prior(ism, node, state, legal):   # only the first call of a node judges anything
            return node.prior if node.prior is not None else timed_prior(ism, node, state, legal)
        search.ISMCTS._prior = _prior
        return self

    def __exit__(self, *exc) -> None:
        search.one_step_gains, search.playout, InfoState.sample, search.ISMCTS._prior = self.saved


class Unwrapped:
    """The search's functions as they are, for the length of a `with` inside a Split's."""

    def __enter__(self) -> None:
        self.wrapped = (search.one_step_gains, search.playout, InfoState.sample, search.ISMCTS._prior)
        (search.one_step_gains, search.playout, InfoState.sample, search.ISMCTS._prior) = ORIGINAL

    def __exit__(self, *exc) -> None:
        (search.one_step_gains, search.playout, InfoState.sample, search.ISMCTS._prior) = self.wrapped


ORIGINAL = (search.one_step_gains, search.playout, InfoState.sample, search.ISMCTS._prior)


def measure(level: str, infos: list[InfoState], iterations: int, profile: cProfile.Profile | None):
    """(CPU seconds, iterations run, Split) of one decision at each position (a position whose
    look leaves one candidate runs none); without `profile`, each decision is made unwrapped
    first (the title's memo is then as warm for both)."""
    budget = search.Budget(iterations=iterations)
    total, done = 0.0, 0
    saved, search.Clock = search.Clock, CountingClock
    with Split() as split:
        for i, info in enumerate(infos):
            if profile is None:
                with Unwrapped():
                    start = time.process_time()
                    make_player(level).choose(info, budget, seed=i)
                    split.unwrapped += time.process_time() - start
            CountingClock.counts = []
            start = time.process_time()
            if profile:        # cProfile alone: its clock reads would swamp the split's
                with Unwrapped():
                    profile.enable()
                    make_player(level).choose(info, budget, seed=i)
                    profile.disable()
            else:
                make_player(level).choose(info, budget, seed=i)
            total += time.process_time() - start
            done += sum(CountingClock.counts)
    search.Clock = saved
    busy = sum(v for k, v in split.spent.items() if k != "tree")
    split.spent["tree"] = total - busy
    return total, done, split


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--titles", help="comma-separated, default all")
    p.add_argument("--positions", type=int, default=8)
    p.add_argument("--step", help="only decisions at this step of the state (Paddy: paddy, animals, ...)")
    p.add_argument("--iterations", type=int, default=1000)
    p.add_argument("--cprofile", type=int, metavar="N", help="also print cProfile's N dearest functions")
    args = p.parse_args()
    n = args.iterations
    print(f"# {n} iterations a decision; microseconds per iteration (CPU); load {os.getloadavg()[0]:.2f}")
    print("| title | level | positions | decision ms | " + " | ".join(PARTS)
          + " | search per iteration | unwrapped: search per iteration |")
    print("|---|---|---|---|" + "---|" * (len(PARTS) + 2), flush=True)
    for title in args.titles.split(",") if args.titles else TITLES:
        infos = [i for i in positions(title, args.positions, at_step=args.step) if len(i.legal_actions()) > 1]
        for level in LEVELS:
            profile = cProfile.Profile() if args.cprofile else None
            total, done, split = measure(level, infos, n, profile)
            per = {k: v * 1e6 / max(done, 1) for k, v in split.spent.items()}
            print(f"| {title} | {level} | {len(infos)} | {total * 1000 / len(infos):.0f} | "
                  + " | ".join("-" if profile else f"{per[k]:.0f}" for k in PARTS)
                  + f" | {sum(per.values()) - per['look']:.0f}"
                  + (f" | {split.unwrapped * 1e6 / max(done, 1) - per['look']:.0f} |" if not profile else " | - |"),
                  flush=True)
            if profile:
                out = io.StringIO()
                pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(args.cprofile)
                print(out.getvalue())


if __name__ == "__main__":
    main()
