"""Computer-only games: `python -m game arena`, bench/arena.py and the tests use this.

Seats rotate: in game g the seat i is played by entry (i + g) % n of `kinds`, so every
entry plays every position equally often over n games.  A shared win counts 1/k to each of
the k winners.  Decision times count only decisions with a real choice (two or more legal
actions); they include building the seat's InfoState.
"""
from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass, field

from ..rules.base import AUTOMA, Setup
from ..rules.registry import state_class, title_info
from .infostate import InfoState
from .players import LEVELS, make_player
from .search import Budget

MAX_ACTIONS = 100_000


@dataclass
class SeatStats:
    kind: str
    games: int = 0
    wins: float = 0.0
    scores: list[int] = field(default_factory=list)
    times_ms: list[float] = field(default_factory=list)

    def to_json(self) -> dict:
        low, high = wilson(self.wins, self.games)
        return {
            "kind": self.kind,
            "wins": round(self.wins, 3),
            "win_rate": round(self.wins / self.games, 4) if self.games else 0.0,
            "win_rate_low": round(low, 4),
            "win_rate_high": round(high, 4),
            "mean_score": round(statistics.fmean(self.scores), 2) if self.scores else 0.0,
            "median_decision_ms": round(statistics.median(self.times_ms), 2) if self.times_ms else 0.0,
            "max_decision_ms": round(max(self.times_ms), 2) if self.times_ms else 0.0,
            "decisions": len(self.times_ms),
        }


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (shared wins count as fractions)."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def parse_kinds(text: str) -> list[str]:
    kinds = [k.strip().lower() for k in text.split(",") if k.strip()]
    for k in kinds:
        if k not in LEVELS:
            raise ValueError(f"unknown seat kind {k!r}; choose from {', '.join(LEVELS)}")
    return kinds


def decision_seed(seed: int, game: int, step: int) -> int:
    return (seed * 1_000_003 + game * 10_007 + step) & 0x7FFFFFFF


def play_game(title: str, kinds: list[str], seed: int, budget_for, game_index: int = 0,
              on_decision=None):
    """One game with kinds[i] at seat i; returns the final state.  `budget_for(kind)` gives
    each decision's Budget (None: the level's default); `on_decision(seat, ms)` is told the
    time of every real decision."""
    setup = Setup(title, tuple(f"{k.title()} {i + 1}" for i, k in enumerate(kinds)), seats=tuple(kinds))
    state = state_class(title).new(setup, seed)
    players = [make_player(k) for k in kinds]
    step = 0
    while not state.is_over():
        seat = state.current_player()
        legal = state.legal_actions()
        if seat == AUTOMA or len(legal) == 1:
            state.apply(legal[0])
        else:
            start = time.perf_counter()
            info = InfoState(state, seat)
            action = players[seat].choose(info, budget_for(kinds[seat]), decision_seed(seed, game_index, step))
            elapsed = (time.perf_counter() - start) * 1000.0
            if on_decision is not None:
                on_decision(seat, elapsed)
            state.apply(action)
        step += 1
        if step > MAX_ACTIONS:
            raise RuntimeError(f"{title}: game did not end (seed {seed})")
    return state


def run_arena(title: str, kinds: list[str], games: int, seed: int, budget_ms: float | None = None,
              iterations: int | None = None, solo: bool = False, progress=None) -> dict:
    info = title_info(title)
    n = len(kinds)
    if solo:
        if not info.has_solo:
            raise ValueError(f"{info.name} has no solo mode")
        if n != 1:
            raise ValueError("--solo plays one computer seat: give one kind in --seats")
    elif not max(2, info.min_players) <= n <= info.max_players:
        raise ValueError(f"{info.name} is for {max(2, info.min_players)}-{info.max_players} players "
                         f"(use --solo for its solo mode), not {n}")
    if games < 1:
        raise ValueError("--games must be at least 1")
    if iterations is not None:
        budget = Budget(iterations=iterations)
    elif budget_ms is not None:
        budget = Budget(time_ms=budget_ms)
    else:
        budget = None

    def budget_for(kind: str):
        return budget if kind in ("normal", "hard") else None

    state_class(title)
    stats = [SeatStats(k) for k in kinds]
    for g in range(games):
        entry_at = [(i + g) % n for i in range(n)]          # seat i -> entry
        seat_kinds = [kinds[e] for e in entry_at]
        state = play_game(title, seat_kinds, seed + g, budget_for, g,
                          lambda seat, ms: stats[entry_at[seat]].times_ms.append(ms))
        sheet = state.score_sheet()
        totals = sheet.totals()
        winners = sheet.winners
        for seat, e in enumerate(entry_at):
            stats[e].games += 1
            stats[e].scores.append(totals[seat])
            if seat in winners and n > 1:
                stats[e].wins += 1.0 / len(winners)
        if progress is not None:
            by_entry = [0] * n
            for seat, e in enumerate(entry_at):
                by_entry[e] = totals[seat]
            progress(g + 1, games, by_entry, sorted(entry_at[w] for w in winners))
    return {"title": title, "games": games, "seats": [s.to_json() for s in stats]}


def format_report(result: dict, solo: bool = False) -> str:
    lines = [f"{result['title']}: {result['games']} games"]
    for i, s in enumerate(result["seats"]):
        if solo:
            head = f"  seat {i + 1} {s['kind']:<7} mean score {s['mean_score']:.1f}"
        else:
            head = (f"  seat {i + 1} {s['kind']:<7} wins {s['wins']:g} ({100 * s['win_rate']:.1f}%, "
                    f"95% interval {100 * s['win_rate_low']:.1f}-{100 * s['win_rate_high']:.1f}%), "
                    f"mean score {s['mean_score']:.1f}")
        lines.append(head + f", decision median {s['median_decision_ms']:.1f} ms, "
                            f"worst {s['max_decision_ms']:.1f} ms")
    return "\n".join(lines)
