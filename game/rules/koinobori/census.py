"""The component census of a Koinobori position: every card and flag accounted for once."""
from __future__ import annotations

from typing import Any

from .data import ALL_CARDS, LEVELS, NUM_CARDS, NUM_FLAGS, OWN_POLE_SIZE, POLE_SIZE, ROW_SIZE


def component_census(state: Any) -> list[str]:
    """Every component accounted for: the problems found (empty when all is well).

    All 81 carp cards appear exactly once among deck, row, discard, hands, personal poles
    and festival poles (covered cards included); the festival poles carry distinct start
    flags, one more than the players; no pole exceeds its size; no hand exceeds its limit.
    """
    problems = []
    seen: list[int] = []
    seen += state.deck
    seen += state.row
    seen += state.discard
    for hand in state.hands:
        seen += hand
    for own in state.own_poles:
        seen += own
    for pole in state.poles:
        for space in pole:
            seen += space
    if len(seen) != NUM_CARDS or set(seen) != ALL_CARDS:
        missing = sorted(ALL_CARDS - set(seen))
        doubled = sorted({c for c in seen if seen.count(c) > 1})
        problems.append(f"{len(seen)} carp cards found, expected {NUM_CARDS} "
                        f"(missing {missing[:10]}, repeated {doubled[:10]})")
    n = len(state.names)
    if len(state.flags) != n + 1 or len(set(state.flags)) != len(state.flags):
        problems.append("the festival poles need one distinct start flag each, players + 1 of them")
    if not all(0 <= f < NUM_FLAGS for f in state.flags):
        problems.append("unknown start flag")
    if len(state.poles) != len(state.flags):
        problems.append("one festival pole per start flag")
    for i, pole in enumerate(state.poles):
        if len(pole) > POLE_SIZE:
            problems.append(f"pole {i + 1} has more than {POLE_SIZE} cards")
        if any(not space for space in pole):
            problems.append(f"pole {i + 1} has an empty space")
    for p in range(n):
        if len(state.own_poles[p]) > OWN_POLE_SIZE:
            problems.append(f"{state.names[p]}'s pole holds more than {OWN_POLE_SIZE} cards")
        if len(state.hands[p]) > LEVELS[min(len(state.own_poles[p]), OWN_POLE_SIZE)].hand:
            problems.append(f"{state.names[p]} holds more cards than the hand limit")
    if len(state.row) > ROW_SIZE:
        problems.append("the draw row holds more than 7 cards")
    return problems
