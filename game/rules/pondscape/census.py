"""The invariants of a Pondscape state: every one of the 120 pond cards in exactly one place, the
Croaker's six cards, and phase data that fits the phase.  Used on loading and by the tests."""
from __future__ import annotations

from ...i18n import _
from .board import NUM_CROAKER, ROUNDS
from .data import BACK_LEAF, FRONT_LEAF, NUM_CARDS, NUM_FOODS, SPECIAL_TUCK


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


def turn_problems(state) -> list[str]:
    """What the turn flow guarantees and a position breaks, in player words: from the first
    player round the table, the seats before the one to act have played one turn more than the
    rest; the Croaker's turn follows each of the solo player's; and the phase follows from the
    card just played ([] when sound).  census_problems above counts the cards."""
    s = state
    if s.phase == "over":
        return []
    out: list[str] = []
    n = len(s.names)
    p = s.current
    t = s.turns[p]
    if t >= ROUNDS and s.phase != "croaker":
        out.append(_("{player} is to act but has already played all {n} turns").format(player=s.names[p], n=ROUNDS))
    if s.solo:
        behind = 1 if s.phase == "croaker" else 0
        if s.croaker_turns != t - behind:
            out.append(_("the Croaker's turn count ({croaker}) does not fit the player's ({turns}) in this "
                         "phase").format(croaker=s.croaker_turns, turns=t))
    else:
        for i in range(n):
            q = (s.first_player + i) % n
            ahead = 1 if i < (p - s.first_player) % n else 0
            if s.turns[q] != t + ahead:
                out.append(_("{player}'s turn count ({turns}) does not fit the turn order").format(
                    player=s.names[q], turns=s.turns[q]))
                break
    after_play = s.phase in ("special_tuck", "jump", "jump_tuck")
    if (s.played is not None) != after_play:
        out.append(_("the phase does not fit the card played this turn"))
    elif after_play:
        card, cell, down = s.played
        leaf = BACK_LEAF[card] if down else FRONT_LEAF[card]
        if s.ponds[p][cell] != card or s.downs[p][cell] != down:
            out.append(_("the card played this turn is not in the pond of the seat to act"))
        elif s.phase == "special_tuck" and (down or SPECIAL_TUCK[card] <= 0 or s.pending_leaf != leaf):
            out.append(_("a special tuck without a card played face up that asks for one"))
        elif s.phase != "special_tuck" and leaf != "jump":
            out.append(_("a jumping frog's move without a card played that shows it"))
    if s.phase != "special_tuck" and (s.pending_leaf is not None or s.tucks_left):
        out.append(_("a leaf or a tuck is pending outside a special tuck"))
    if s.phase != "jump_tuck" and s.jump_foods:
        out.append(_("foods are open for a jumping-frog tuck outside one"))
    return out
