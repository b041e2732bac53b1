"""A cheap proxy for Paddy ideas at a bigger table (issue 31): one seat plays a policy, the
others the greedy policy of Hard's reply check, on paired seeds.

    python bench/paddy_greedy_table.py --policy harvest --top 6 --deals 4 --games 48
    python bench/paddy_greedy_table.py --policy harvest --top 6 --deals 1 --cheat --games 60
    python bench/paddy_greedy_table.py --policy next --top 6 --deals 4 --games 48
    python bench/paddy_greedy_table.py --policy harvest --noise 3 --games 48   # seats not quite greedy
    python bench/paddy_greedy_table.py --policy normal --games 48   # the game's Normal in the seat
    python bench/paddy_greedy_table.py --policy events --when last --games 300
    python bench/paddy_greedy_table.py --policy fallow --games 300
    python bench/paddy_greedy_table.py --places --games 200      # harvest by place, cycle by cycle

Every seat but one plays greedily with the cards it really holds (its best-looking tile by
`gain_ahead`, greedy animals and waterfalls: `PaddyKnowledge._policy(best_tile=True)`, about
half a second a game).  The policy seat (game g: seat g mod players) plays:

- `harvest`: its `--top` best-looking tiles, each played on `--deals` deals of what it cannot
  see (`determinize`; `--cheat`: the true state, deck order included), every seat then greedy to
  the cycle's harvest; the tile whose mean margin in banked points after that harvest is best.
- `next`: the same, but stopping when the seat is to place a tile again (or at the cycle's
  end) and judging the position with the value (`gain`), as Hard's check at three seats does.
- `events`: greedy, but before placing a tile it looks through each event card it may play
  now (A, B, C: the best tile after it, after the best removal for C) and plays the card when
  that beats its best tile without it by `--threshold` points (`--when last`: only on its last
  tile of the cycle); it never plays a card blind at the paddy step (at the harvest it plays
  Dew and Mud as the greedy seats do, by the play-out policy).
- `fallow`: greedy, keeps Restorative fallow (F) in the set-up draft when drawn and plays it
  whenever the rules allow.
- `normal`, `hard`: the game's own level at the ladder's count for the table, from its InfoState.
  Set an idea's figure beside `hard`'s: today's Hard gains as much over a greedy seat as the
  harvest planner does (docs/dev/computer-players.md, "a planner in Hard's seat").

`--noise N` makes the other seats misjudge each tile's look by Gaussian noise of N points (the
seat's own baseline game stays greedy).

`harvest` and `next` only choose among tiles: they play no card before the tile (the greedy
seats seldom do, about once in eight games).

`--places` plays greedy games only and prints, cycle by cycle, the mean harvest by the seat's
place in that cycle's turn order (the order of the seats' first tiles; the last place also
places the cycle's last tile, unless a seat played Restorative fallow) and each place's worth
less the cycle's mean (the table of the screened turn-order value,
bench/ladder/screens/paddy-turn-order-4p.patch); place 1 is the score leader from the second
cycle on.

Each game is also played with the seat greedy (same seed and seat; each seat draws its own
random choices from a generator of its own, so a policy seat's choices do not change what the
others choose by chance), and the paired changes in its win share and in its margin over the
other seats' mean are printed with their standard errors.  The
greedy seats are a model of Normal, not Normal: a gain here is a reason to screen real games
(bench/ladder_screen.py), not a result (docs/dev/computer-players.md, "Paddy at four seats:
the harvest as the check's horizon, and the event cards").
"""
from __future__ import annotations

import argparse
import functools
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.ai.knowledge import knowledge_for  # noqa: E402
from game.rules.base import AUTOMA, Setup  # noqa: E402
from game.rules.registry import state_class  # noqa: E402

K = knowledge_for("paddy")


def kind(action) -> str:
    return type(action).__name__


def greedy(state, rng):
    """The greedy seat's step; a step nobody chooses (the harvest) or one with a single
    choice is taken as it comes."""
    legal = state.legal_actions()
    seat = state.current_player()
    if seat is None or seat == AUTOMA or len(legal) == 1:
        return legal[0]
    return K._policy(state, rng, seat, best_tile=True)


def noisy(state, rng, noise: float):
    """A greedy seat that misjudges each tile's look by Gaussian noise of `noise` points (as
    Easy misjudges, and as a Normal's search differs from the greedy look); 0: `greedy`.  The
    policy seat's play-on still models every seat as noise-free greedy."""
    if noise <= 0 or state.step != "paddy" or state.turn_event is not None:
        return greedy(state, rng)
    seat = state.current_player()
    looks = [] if seat is None or seat == AUTOMA else tile_looks(state, seat)
    if len(looks) < 2:
        return greedy(state, rng)
    return max(looks, key=lambda t: t[0] + rng.gauss(0.0, noise))[1]


def tile_looks(state, seat) -> list[tuple[float, object]]:
    """(gain_ahead, tile) of each tile the seat may place now, best-looking first (ties: the
    rules' listing order)."""
    looks = []
    for i, a in enumerate(K.candidates(state, state.legal_actions())):
        if kind(a) == "PlacePaddy":
            after = state.clone(rng=random.Random(i))
            after.apply(a)
            looks.append((K.gain_ahead(after, seat), i, a))
    looks.sort(key=lambda t: (-t[0], t[1]))
    return [(g, a) for g, _i, a in looks]


def best_tile(state, seat):
    """(gain_ahead, tile) of the seat's best-looking tile now, or None."""
    looks = tile_looks(state, seat)
    return looks[0] if looks else None


def lead(state, seat) -> float:
    """The seat's banked points less the best other seat's."""
    return state.scores[seat] - max(state.scores[q] for q in range(state.num_players) if q != seat)


def judged_tile(state, seat, args, seed):
    """The `harvest` / `next` policies' tile: the best of the top tiles after greedy play on."""
    best = None
    for _g, a in tile_looks(state, seat)[:args.top]:
        total = 0.0
        for d in range(args.deals):
            deal = (state.clone(rng=random.Random(d)) if args.cheat
                    else state.determinize(seat, random.Random(seed * 100 + d)))
            deal.apply(a)
            rng, cycle, turn = random.Random(d), deal.cycle, deal.turn_id
            while not deal.is_over() and deal.cycle == cycle:
                if (args.policy == "next" and deal.step == "paddy" and deal.current == seat
                        and deal.turn_id != turn):
                    break
                deal.apply(greedy(deal, rng))
            total += K.gain(deal, seat) if args.policy == "next" else lead(deal, seat)
        if best is None or total > best[0]:
            best = (total, a)
    return best[1] if best else None


def event_choice(state, seat, threshold):
    """An event card (A, B or C) worth playing before the tile, looked through, or None."""
    events = [a for a in state.legal_actions() if kind(a) == "PlayEvent" and a.letter in "ABC"]
    base = best_tile(state, seat) if events else None
    if base is None:
        return None
    pick, top = None, base[0] + threshold
    for e in events:
        after = state.clone(rng=random.Random(0))
        after.apply(e)
        follow = [after]
        if after.step == "erode":
            follow = []
            for j, r in enumerate(after.legal_actions()):
                if kind(r) == "RemoveTile":
                    removed = after.clone(rng=random.Random(j))
                    removed.apply(r)
                    follow.append(removed)
        for f in follow:
            b = best_tile(f, seat)
            if b and b[0] > top:
                top, pick = b[0], e
    return pick


def best_removal(state, seat):
    """Devastating erosion's removal: the one after which the seat's best tile looks best."""
    best = None
    for j, r in enumerate(state.legal_actions()):
        if kind(r) != "RemoveTile":
            continue
        after = state.clone(rng=random.Random(j))
        after.apply(r)
        b = best_tile(after, seat)
        if b and (best is None or b[0] > best[0]):
            best = (b[0], r)
    return best[1] if best else None


LEVEL_POLICIES = ("normal", "hard")


@functools.cache
def level_counts(players: int) -> dict[str, int]:
    """Normal's and Hard's iteration counts in the ladder's Hard vs Normal row at this table
    (bench/ladder.py `budgets_for`: Hard's shrinks where its reply check keeps more time)."""
    from bench.ladder_screen import hard_row, ladder

    return ladder.budgets_for(hard_row("paddy", f"hard-vs-normal/{players}"), ladder.load_iterations())


def level_step(state, seat, level, seed, counts: dict[str, int] | None = None):
    """The game's own Normal or Hard at the ladder's count for this table (or `counts`),
    deciding from the seat's InfoState (`seed` drawn from the seat's generator): how the
    proxy's greedy seats compare with the players the ladder plays."""
    from game.ai import Budget, InfoState, make_player

    count = (counts or level_counts(state.num_players))[level]
    return make_player(level).choose(InfoState(state, seat), Budget(iterations=count), seed)


def policy_step(state, rng, seat, args, seed):
    """The policy seat's step (one with a choice): its policy's pick, or the greedy step."""
    if args.policy in LEVEL_POLICIES:
        return level_step(state, seat, args.policy, rng.getrandbits(31))
    legal = state.legal_actions()
    pick = None
    if args.policy in ("harvest", "next") and state.step == "paddy" and state.turn_event is None:
        pick = judged_tile(state, seat, args, seed)
    elif args.policy in ("events", "fallow"):
        if kind(legal[0]) == "KeepEvents":
            with_f = [a for a in legal if "F" in a.letters]
            pick = rng.choice(with_f) if with_f else None
        fallow = [a for a in legal if kind(a) == "PlayEvent" and a.letter == "F"]
        if pick is None and fallow and args.policy == "fallow":
            pick = fallow[0]
        if args.policy == "events" and pick is None:
            if state.step == "erode":
                pick = best_removal(state, seat)
            elif state.step == "paddy" and state.turn_event is None and (
                    args.when == "any" or (len(state.paddy_hands[seat]) == 1 and not state.paddy_deck)):
                pick = event_choice(state, seat, args.threshold)
        if pick is None and args.policy == "events":
            pick = K._policy(state, rng, seat, best_tile=True)
            if kind(pick) == "PlayEvent" and state.step == "paddy":    # never a card blind
                pick = best_tile(state, seat)[1]
    return pick or K._policy(state, rng, seat, best_tile=True)


def seat_generators(players: int, seed: int) -> list[random.Random]:
    """A generator a seat, and one for the steps nobody chooses: what one seat draws by chance
    never shifts another's, so the policy run and the greedy run stay paired."""
    return [random.Random(seed * 10 + q) for q in range(players + 1)]


def play(players: int, seed: int, seat: int, args, as_policy: bool) -> tuple[float, float]:
    """(the seat's win share, its score less the other seats' mean) in one game."""
    setup = Setup("paddy", tuple(f"Greedy {i + 1}" for i in range(players)), seats=("easy",) * players)
    state = state_class("paddy").new(setup, seed)
    rngs = seat_generators(players, seed)
    while not state.is_over():
        legal = state.legal_actions()
        now = state.current_player()
        rng = rngs[now if now is not None and now >= 0 else players]
        if as_policy and now == seat and len(legal) > 1:
            state.apply(policy_step(state, rng, seat, args, seed))
        else:
            noise = getattr(args, "noise", 0.0) if now != seat else 0.0   # the seat: greedy
            state.apply(noisy(state, rng, noise))
    sheet = state.score_sheet()
    totals = sheet.totals()
    win = 1 / len(sheet.winners) if seat in sheet.winners else 0.0
    return win, totals[seat] - statistics.mean(totals[q] for q in range(players) if q != seat)


def harvest_by_place(players: int, seed: int) -> dict[int, list[int]]:
    """One greedy game: {cycle: the harvest of the seat in each place of that cycle's turn
    order (the order of the seats' first tiles)}."""
    setup = Setup("paddy", tuple(f"Greedy {i + 1}" for i in range(players)), seats=("easy",) * players)
    state = state_class("paddy").new(setup, seed)
    rngs = seat_generators(players, seed)
    out: dict[int, list[int]] = {}
    order: list[int] = []
    banked = list(state.scores)
    while not state.is_over():
        if state.step == "paddy" and state.turn_event is None and state.current not in order:
            order.append(state.current)
        cycle, now = state.cycle, state.current_player()
        state.apply(greedy(state, rngs[now if now is not None and now >= 0 else players]))
        if state.cycle != cycle or state.is_over():
            out[cycle] = [state.scores[seat] - banked[seat] for seat in order]
            order, banked = [], list(state.scores)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--policy", choices=("harvest", "next", "events", "fallow") + LEVEL_POLICIES)
    parser.add_argument("--places", action="store_true", help="greedy games' harvest by place in turn order")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=48)
    parser.add_argument("--first", type=int, default=0, help="first game number (seed 4000 + game)")
    parser.add_argument("--top", type=int, default=6)
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--cheat", action="store_true", help="judge on the true state (an upper bound)")
    parser.add_argument("--noise", type=float, default=0.0,
                        help="the other seats misjudge each tile by Gaussian noise of this many points")
    parser.add_argument("--threshold", type=float, default=0.0)
    parser.add_argument("--when", choices=("any", "last"), default="last")
    args = parser.parse_args()
    start = time.perf_counter()
    if args.places:
        by_cycle: dict[int, list[list[int]]] = {}
        for g in range(args.first, args.first + args.games):
            for cycle, got in harvest_by_place(args.players, 4000 + g).items():
                for place, points in enumerate(got):
                    by_cycle.setdefault(cycle, [[] for _ in range(args.players)])[place].append(points)
        for cycle, places in sorted(by_cycle.items()):
            means = [statistics.mean(got) for got in places if got]
            centre = statistics.mean(means)
            print(f"cycle {cycle}, {len(places[0])} games: mean harvest by place "
                  + " ".join(f"{m:.1f}" for m in means)
                  + "; less the cycle's mean " + " ".join(f"{m - centre:+.2f}" for m in means))
        return
    if args.policy is None:
        parser.error("give --policy or --places")
    rows = []
    for g in range(args.first, args.first + args.games):
        seed, seat = 4000 + g, g % args.players
        w1, m1 = play(args.players, seed, seat, args, True)
        w0, m0 = play(args.players, seed, seat, args, False)
        rows.append((w1, w0, m1, m0))
        print(f"game {g}: policy {w1:.2f} ({m1:+.1f}), greedy {w0:.2f} ({m0:+.1f})", flush=True)
    n = len(rows)
    wins, margins = paired([r[0] - r[1] for r in rows]), paired([r[2] - r[3] for r in rows])
    print(f"{args.policy} at {args.players} seats, {n} games: win share {sum(r[0] for r in rows) / n:.3f} "
          f"(greedy {sum(r[1] for r in rows) / n:.3f}), change {wins[0]:+.3f} +- {wins[1]:.3f}; "
          f"margin over the other seats' mean {statistics.mean(r[2] for r in rows):+.1f} "
          f"(greedy {statistics.mean(r[3] for r in rows):+.1f}), change {margins[0]:+.2f} +- {margins[1]:.2f}; "
          f"{time.perf_counter() - start:.0f} s")


def paired(diffs: list[float]) -> tuple[float, float]:
    """(mean, standard error) of paired differences."""
    se = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else float("nan")
    return statistics.mean(diffs), se


if __name__ == "__main__":
    main()
