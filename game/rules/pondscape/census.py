"""The invariants of a Pondscape state: every one of the 120 pond cards in exactly one place, the
Croaker's six cards, and phase data that fits the phase.  Used on loading and by the tests."""
from __future__ import annotations

from .board import NUM_CROAKER
from .data import NUM_CARDS, NUM_FOODS


def component_census(state) -> dict[str, int]:
    """How many of the 120 pond cards are in each zone (they always add up to 120)."""
    return {
        "deck": len(state.deck),
        "display": sum(1 for c in state.display if c >= 0),
        "hands": sum(len(h) for h in state.hands),
        "ponds": sum(1 for pond in state.ponds for c in pond if c >= 0),
        "tucked": sum(len(t) for seat in state.tucked for t in seat),
        "croaker": len(state.croaker_taken),
    }


def census_problems(state) -> list[str]:
    """Every broken invariant: each card in exactly one place, the Croaker's six cards, phase data."""
    problems = []
    seen = list(state.deck)
    seen += [c for c in state.display if c >= 0]
    for h in state.hands:
        seen += h
    for pond in state.ponds:
        seen += [c for c in pond if c >= 0]
    for seat in state.tucked:
        for t in seat:
            seen += t
    seen += state.croaker_taken
    if len(seen) != NUM_CARDS or len(set(seen)) != NUM_CARDS:
        missing = sorted(set(range(NUM_CARDS)) - set(seen))
        dupes = sorted({c for c in seen if seen.count(c) > 1})
        problems.append(f"cards: {len(seen)} placed, missing {missing[:10]}, duplicated {dupes[:10]}")
    if state.solo and sorted(state.croaker_deck + state.croaker_flipped) != list(range(NUM_CROAKER)):
        problems.append("the Croaker's six cards are not all accounted for")
    if not 0 <= state.frog < NUM_FOODS:
        problems.append("the jumping frog is off the food row")
    for p, pond in enumerate(state.ponds):
        if sum(1 for c in pond if c >= 0) > state.turns[p] + (1 if p == state.current and state.played else 0):
            problems.append(f"seat {p} has more pond cards than turns played")
    if state.phase == "jump_tuck" and not state.jump_foods:
        problems.append("a jumping-frog tuck with no food open")
    if state.phase in ("special_tuck",) and state.tucks_left <= 0:
        problems.append("a special tuck with nothing left to tuck")
    return problems
