"""The component census: every card, tile and bonus card of a Ladybird position accounted for
exactly once, plus the structural invariants a loaded position must keep."""
from __future__ import annotations

from . import data as D
from .common import CARD_COLOUR, COLOURS, IS_HQ, NCOL


def component_census(state) -> list[str]:
    """Every component accounted for exactly once, and the structural invariants; [] when sound."""
    s = state
    problems: list[str] = []
    n = len(s.players)
    cards = list(s.deck) + list(s.discard) + [c for c in s.pool if c >= 0]
    for p in range(n):
        cards += s.hands[p]
        if s.revealed[p] is not None and s.revealed[p] >= 0:
            cards.append(s.revealed[p])
        for c in range(NCOL):
            cards += s.cols[p][c]
    if sorted(cards) != list(range(D.NUM_CARDS)):
        problems.append(f"ladybird cards: {len(cards)} found, {len(set(cards))} distinct, "
                        f"{D.NUM_CARDS} expected")
    orchard = list(s.orchard_deck) + [o for o in s.orchard_row if o >= 0]
    lifec = [x for sup in s.lifecycle_supply for x in sup]
    flower = list(s.flowerbed_supply)
    food = [t for st in s.stacks for t in st]
    for p in range(n):
        order = s.order[p]
        if len(set(order)) != len(order):
            problems.append(f"seat {p}: a colour has two columns")
        for c in range(NCOL):
            col = s.cols[p][c]
            has_any = col or s.orch[p][c] or s.lc[p][c] >= 0 or s.fb[p][c] >= 0
            if bool(has_any) != (c in order):
                problems.append(f"seat {p}: column order does not match the {COLOURS[c]} column")
            for card in col:
                if not IS_HQ[card] and CARD_COLOUR[card] != c:
                    problems.append(f"seat {p}: {D.card_name(card)} in the {COLOURS[c]} column")
            for o in s.orch[p][c]:
                if D.ORCHARD_COLOUR[o] != c:
                    problems.append(f"seat {p}: orchard card {o} on the wrong column")
            orchard += s.orch[p][c]
            if s.lc[p][c] >= 0:
                lifec.append(s.lc[p][c])
                if D.LIFECYCLE_COLOUR[s.lc[p][c]] != c:
                    problems.append(f"seat {p}: life cycle card of the wrong colour")
                if not s.column_complete(p, c):
                    problems.append(f"seat {p}: life cycle card on an incomplete {COLOURS[c]} column")
            if s.fb[p][c] >= 0:
                flower.append(s.fb[p][c])
        food += s.food[p]
        if s.memories[p] < 0 or s.aphids[p] < 0:
            problems.append(f"seat {p}: negative memories or aphids")
        if s.step == "choose":
            held = len(s.hands[p]) + (1 if s.revealed[p] is not None and s.revealed[p] >= 0 else 0)
            if held > D.HAND_LIMIT:
                problems.append(f"seat {p}: {held} cards at the start of a round")
            if sum(s.used[p]) != s.round - 1:
                problems.append(f"seat {p}: {sum(s.used[p])} garden tiles used before round {s.round}")
        if any(s.used[p][t] for t in range(s.day, D.NUM_DAYS)):
            problems.append(f"seat {p}: a garden tile of a later day is used")
    for c in range(NCOL):
        for x in s.lifecycle_supply[c]:
            if D.LIFECYCLE_COLOUR[x] != c:
                problems.append("life cycle supply mixed up")
    if sorted(orchard) != list(range(D.NUM_ORCHARD)):
        problems.append(f"orchard cards: {len(orchard)} found, {D.NUM_ORCHARD} expected")
    if sorted(lifec) != list(range(D.NUM_LIFECYCLE)):
        problems.append(f"life cycle cards: {len(lifec)} found, {D.NUM_LIFECYCLE} expected")
    if sorted(flower) != list(range(D.NUM_FLOWERBEDS)):
        problems.append(f"flower beds: {len(flower)} found, {D.NUM_FLOWERBEDS} expected")
    if sorted(food) != list(range(D.NUM_FOOD)):
        problems.append(f"food tiles: {len(food)} found, {D.NUM_FOOD} expected")
    if any(len(st) > D.STACK_HEIGHT for st in s.stacks):
        problems.append("a food stack is too high")
    for slot, o in enumerate(s.orchard_row):
        if o < 0 and s.orchard_aphids[slot] != 0:
            problems.append("aphids on an empty orchard space")
    if s.step != "over":
        if s.step in ("choose",):
            for i in range(n):
                q = (s.leaf + i) % n
                if (i < s.turn_pos) != (s.revealed[q] is not None):
                    problems.append("reveal choices do not match the turn position")
                    break
        if s.step == "invade":
            p = s.current_player()
            r = s.revealed[p]
            if r is None or r < 0 or not IS_HQ[r]:
                problems.append("invade step without a revealed harlequin")
        if s.step == "begin":
            r = s.revealed[s.current_player()]
            if r is None or r < 0:
                problems.append("begin step without a revealed card")
        if s.step == "leaf":
            if n == 1 or s.turn_pos != 1:
                problems.append("the sticky leaf passes only between rounds of several players")
            elif any(len(h) > D.HAND_LIMIT for h in s.hands):
                problems.append("a hand above the limit when the sticky leaf passes")
    return problems
