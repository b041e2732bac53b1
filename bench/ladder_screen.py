"""Screen a change to Hard on the ladder's own games before it is made (issue 31).

    python bench/ladder_screen.py paddy --set reply_top=8 --set reply_deals=4 --games 0-43 \\
        --shard 0/2 --out /tmp/screen-0.jsonl          # one a core: --shard 1/2 beside it
    python bench/ladder_screen.py paddy --compare /tmp/screen-0.jsonl /tmp/screen-1.jsonl
    python bench/ladder_screen.py koinobori --row hard-vs-normal/5 --set search_trees=2 --games 0-20
    python bench/ladder_screen.py koinobori --row hard-vs-normal/5 --compare F --record-code 0ac399942e23
    python bench/ladder_screen.py pondscape --row hard-vs-normal/3 --set playout_turns=9 \
        --hard-share 0.9 --games 0-39           # dearer play-outs: Hard searches 0.9 of its count
    python bench/ladder_screen.py paddy --row hard-vs-normal/4 --hard-share 2 --games 0-23   # twice the thinking

A knob of Hard's knowledge (`Knowledge.for_hard()`: scale, reply_top, search_trees, ...) is
set for this process only, and the Hard vs Normal games of the given numbers are played as
the ladder plays them (`ladder.play_one`: the same seats, seed and iteration counts), so each
game pairs with the record's game of that number at today's code (`--row` picks any Hard vs
Normal row, two players by default; `--record-code` pairs with the record at an older code
version instead, when a knob was added for the screen and so changed today's version).  `--compare` prints the
pairs: Hard's wins and mean margin before and after, and the margin's mean change with its
standard error; the paired games cancel most of the deal's luck, where two independent
samples of this size could not tell a 10-point step from noise.

A screen's games are not the ladder's record (the code they ran is not in the repository);
if the change is then made exactly so, its games can be appended to the results under a
code label of their own and `ladder.py carry` replays the first and last of them at the new
code: identical games are carried, one difference and none are.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import math
import os
import statistics
import sys


def _load_ladder():
    """bench/ladder.py as a module, by its path: bench/ is not put on sys.path, where its
    rules.py would hide the tests' `rules` package from a test run that imports this."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ladder.py")
    spec = importlib.util.spec_from_file_location("bench_ladder_for_screen", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module        # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


ladder = _load_ladder()


def parse_games(text: str) -> list[int]:
    """'0-43' or '3,5,9-11' as game numbers."""
    out: list[int] = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        out += range(int(lo), int(hi or lo) + 1)
    return out


def set_knobs(title: str, knobs: list[str]) -> dict:
    """Give Hard's knowledge of `title` the knobs (name=value, as the attribute's own type)."""
    import copy

    from game.ai.knowledge import knowledge_for

    base = knowledge_for(title)
    hard = copy.copy(base.for_hard())     # Hard's own copy: Normal keeps the shared one
    base.for_hard = hard.for_hard = lambda: hard
    changed = {}
    for knob in knobs:
        name, new = knob_value(hard, knob)
        setattr(hard, name, new)
        changed[name] = new
    return changed


def knob_value(knowledge, knob: str) -> tuple[str, object]:
    """(name, value) of `knob` ('name=value'), the value parsed as the attribute's own type
    on `knowledge` (a tuple from '3,4', empty for none; a switch from 1 / 0); AttributeError for no
    such knob."""
    name, _, value = knob.partition("=")
    old = getattr(knowledge, name)
    if isinstance(old, bool):          # e.g. ahead=0 (or 1, true, false)
        word = value.strip().lower()
        if word not in ("0", "1", "true", "false"):
            raise SystemExit(f"{name} is on or off: give 1 or 0, not {value!r}")
        return name, word in ("1", "true")
    if isinstance(old, tuple):         # e.g. every_reply_at=3,4 (empty: none)
        return name, tuple(int(v) for v in value.split(",") if v.strip())
    if old is None or isinstance(old, (int, float)):     # (a bool was read above)
        number = float(value)
        kind = type(old) if old is not None else (int if number.is_integer() else float)
        return name, kind(number)
    return name, value


MAX_HARD_SHARE = 4.0
PEEKS = ("hands", "all", "poles")
PEEK_TITLES = {"hands": "paddy", "all": "paddy", "poles": "koinobori"}


def peek_for_hard(peek: str):
    """Let Hard see what its seat may not, in this process only: an upper bound on what
    inferring the hidden cards from play could buy, never a player (issue 31's Paddy at four
    seats).  "all": every hand, the deck's order and the generator (the true state); "hands":
    the other seats' hands and the face-down card as they are, the decks shuffled afresh (both
    Paddy's); "poles" (Koinobori): the other seats' personal poles as they are, their hands
    and the deck dealt as Hard deals them (the cards seen taken kept with their takers), the
    one-step look on the plain deal as before.  The Normals still decide from their
    InfoState.  Returns the function that undoes it (a test's clean-up)."""
    import random

    from game.ai import arena
    from game.ai.infostate import InfoState
    from game.rules.base import fresh_rng

    if peek not in PEEKS:
        raise SystemExit(f"--peek takes {' or '.join(PEEKS)}, not {peek!r}")
    hard_seats: set[int] = set()

    class Peeking(InfoState):
        __slots__ = ("_sees_all", "_true")

        def __init__(self, state, seat):
            super().__init__(state, seat)
            self._sees_all = seat in hard_seats
            if self._sees_all and peek == "poles":
                self._true = state.clone()       # read by sample() only
            elif self._sees_all:
                self._state = state.clone()      # the true game: the look and canonical() too

        def sample(self, rng, deduce=False):
            if not self._sees_all:
                return super().sample(rng, deduce)
            if peek == "poles":
                return koinobori_poles_known(self._true, self.seat, rng)
            s = self._state.clone(rng=fresh_rng(rng) if peek == "hands" else None)
            if peek == "hands":
                s._drop_caches()
                s._ver += 1
                s._bver += 1
                r = random.Random(rng.getrandbits(64))
                unseen = s.paddy_facedown + s.paddy_deck
                r.shuffle(unseen)
                k = len(s.paddy_facedown)
                s.paddy_facedown, s.paddy_deck = unseen[:k], unseen[k:]
                r.shuffle(s.dn_deck)
            return s

    plain = arena.play_game

    def play_game(title, kinds, *args, **kwargs):
        hard_seats.clear()
        hard_seats.update(i for i, k in enumerate(kinds) if k == "hard")
        return plain(title, kinds, *args, **kwargs)

    old = arena.InfoState, ladder.play_game
    arena.InfoState = Peeking
    ladder.play_game = play_game

    def restore() -> None:
        arena.InfoState, ladder.play_game = old
    return restore


def koinobori_poles_known(true, seat: int, rng):
    """A deal of Koinobori's hidden cards for `seat` that keeps every other seat's personal
    pole as it is: their hands and the deck dealt afresh from the rest, the cards each was
    seen to take (and that are not on its pole) kept in its hand (hidden.py's deduced deal,
    with the poles known)."""
    from game.rules.base import deal, fresh_rng

    s = true.clone(rng=fresh_rng(rng))
    others = [q for q in range(len(true.names)) if q != seat]
    pool = list(true.deck)
    for q in others:
        pool += true.hands[q]
    hidden = set(pool)
    kept = {}
    for q in others:
        kept[q] = [c for c in true.seen[q] if c in hidden][:len(true.hands[q])]
        hidden.difference_update(kept[q])
    rest = [c for c in pool if c in hidden]
    parts = deal(rest, [len(true.hands[q]) - len(kept[q]) for q in others], rng)
    for i, q in enumerate(others):
        s.hands[q] = sorted(kept[q] + parts[i])
    s.deck = parts[-1]
    return s


def scaled_hard(budgets: dict[str, int], share: float) -> dict[str, int]:
    """`budgets` with Hard's count scaled to `share` of itself: a screened knob that makes each
    iteration dearer (longer play-outs) must search fewer of them in the same time, and a share
    above 1 asks what more thinking would buy before building it (thinking during the other
    seats' turns, a faster search)."""
    if not 0.0 < share <= MAX_HARD_SHARE:
        raise SystemExit(f"--hard-share must be above 0 and at most {MAX_HARD_SHARE:g}, not {share}")
    out = dict(budgets)
    if "hard" in out:
        out["hard"] = max(1, round(out["hard"] * share))
    return out


def hard_row(title: str, key: str):
    """The ladder's Hard vs Normal row `key` of `title`, or SystemExit naming the ones there are."""
    rows = [r for r in ladder.all_rows([title]) if r.key.startswith("hard-vs-normal/")]
    for r in rows:
        if r.key == key:
            return r
    raise SystemExit(f"{title} has no row {key!r} to screen; its Hard vs Normal rows: "
                     + ", ".join(r.key for r in rows))


def hard_margin(record: dict) -> tuple[float, float]:
    """(Hard's win share in the game, Hard's score less the best other's)."""
    h = record["seats"].index("hard")
    scores = record["scores"]
    win = 1.0 / len(record["winners"]) if h in record["winners"] else 0.0
    return win, scores[h] - max(s for i, s in enumerate(scores) if i != h)


def compare(title: str, files: list[str], path: str = ladder.RESULTS, out=print,
            row_key: str = "hard-vs-normal/2", version: str | None = None) -> None:
    """Print each screened game beside the record's game of the same number at `version`
    (today's code unless given; a game played at an older code and carried to it by replay
    counts, as in the ladder's table), then the totals (see the module docstring)."""
    row = hard_row(title, row_key)
    budgets = ladder.budgets_for(row, ladder.load_iterations())
    games, _ = ladder.read_results(path)
    named = version is not None
    version = version or ladder.running_version(title)
    carries = ladder.read_carries(path)     # games carried to `version` by replay count as its own
    recorded = {g["game"]: g for g in ladder.games_of(row, games, version, budgets, carries)}
    before, after, diffs = [], [], []
    for path in files:
        with open(path, encoding="utf-8") as f:
            for line in f:
                new = json.loads(line)
                old = recorded.get(new["game"])
                if old is None:
                    continue
                b, a = hard_margin(old), hard_margin(new)
                before.append(b)
                after.append(a)
                diffs.append(a[1] - b[1])
                out(f"game {new['game']}: record {b[0]:.1f} ({b[1]:+.0f}), screen {a[0]:.1f} ({a[1]:+.0f})")
    n = len(diffs)
    if n == 0:
        out("no screened game has a recorded game of the same number at "
            + (f"code {version}" if named else "today's code"))
        return
    se = statistics.stdev(diffs) / math.sqrt(n) if n > 1 else float("nan")
    out(f"{n} games: record {sum(w for w, _ in before):g}/{n} (mean margin "
        f"{statistics.mean(m for _, m in before):+.1f}), screen {sum(w for w, _ in after):g}/{n} "
        f"(mean margin {statistics.mean(m for _, m in after):+.1f}); margin change "
        f"{statistics.mean(diffs):+.1f} +- {se:.1f} (standard error)")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("title")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="a knob of Hard's knowledge, read as its default's type (a knob off by "
                             "default, None, takes a number: an int when it is whole)")
    parser.add_argument("--row", default="hard-vs-normal/2", help="the Hard vs Normal row, e.g. hard-vs-normal/5")
    parser.add_argument("--record-code", help="compare with the record's games at this code version "
                        "(default: today's; a screen of a knob added since the last carry)")
    parser.add_argument("--games", default="0-23", help="game numbers, e.g. 0-43 or 3,5,9-11")
    parser.add_argument("--shard", default="0/1", help="K/N: this process plays blocks K, K+N, ... of 2 games")
    parser.add_argument("--hard-share", type=float, default=1.0,
                        help="play Hard at this share of its count: below 1 for a knob that makes an "
                             "iteration dearer (measure the share with bench/iterations.py's positions "
                             "first), above 1 (at most 4) for what more thinking would buy")
    parser.add_argument("--peek", choices=PEEKS,
                        help="a diagnostic, not a player: Hard sees the other hands (and with 'all' "
                             "the deck's order) in this process (Paddy), or the other personal poles "
                             "('poles', Koinobori)")
    parser.add_argument("--out", help="append each game's record here (JSON lines)")
    parser.add_argument("--compare", nargs="+", metavar="FILE", help="pair these screened games with the record")
    args = parser.parse_args(argv)
    if args.compare:
        compare(args.title, args.compare, row_key=args.row, version=args.record_code)
        return
    k, n = map(int, args.shard.split("/"))
    changed = set_knobs(args.title, args.set)
    if args.peek:
        if args.title != PEEK_TITLES[args.peek]:
            raise SystemExit(f"--peek {args.peek} knows {PEEK_TITLES[args.peek]}'s hidden fields only")
        peek_for_hard(args.peek)
        changed["peek"] = args.peek
    row = hard_row(args.title, args.row)
    budgets = scaled_hard(ladder.budgets_for(row, ladder.load_iterations()), args.hard_share)
    if args.hard_share != 1.0:
        changed["hard_iterations"] = budgets["hard"]
    play_games(row, budgets, parse_games(args.games), (k, n), json.dumps(changed, sort_keys=True), args.out)


def play_games(row, budgets: dict[str, int], games: list[int], shard: tuple[int, int], describe: str,
               out_path: str | None) -> None:
    """Play the row's games of these numbers that fall to shard (k, n) (blocks of 2 numbers),
    printing each game's record and appending it to `out_path`."""
    k, n = shard
    for game in games:
        if (game // 2) % n != k:
            continue
        record = ladder.play_one(row, budgets, game, "screen", describe)
        line = json.dumps(record)
        print(line, flush=True)
        if out_path:
            with open(out_path, "a", encoding="utf-8") as f:
                f.write(line + "\n")


if __name__ == "__main__":
    main()
