"""End-game scoring of one pond, in the rulebook's five steps.

1. frog groups, per species condition;  2. solitary desert tree frogs;  3. water-card points;
4. habitat variety;  5. tucked cards × matching food symbols in the pond.

Wild desert tree frogs ("any one food" / "two different foods") are assigned the foods that give
the best total; the assignment is part of the result so a scene can show it.
"""
from __future__ import annotations

from itertools import combinations

from .data import (BACK_FOODS, BACK_POINTS, CARD_HABITAT, CARD_SOLITARY, CARD_SPECIES, CARD_WILD,
                   DESERT, FOODS, FRONT_FOODS, HABITATS, IS_FROG, NUM_FOODS, SOLITARY,
                   SPECIES, SPECIES_CONDITIONS, group_points, habitat_points)

ROWS, COLS = 3, 5
CELLS = ROWS * COLS
STEP_NAMES = ("Frog groups", "Solitary frogs", "Water cards", "Habitats", "Tucked cards")


def _neighbours(cell: int) -> tuple[int, ...]:
    r, c = divmod(cell, COLS)
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < ROWS and 0 <= cc < COLS:
            out.append(rr * COLS + cc)
    return tuple(out)


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(i) for i in range(CELLS))
SINGLE_CHOICES: tuple[tuple[int, ...], ...] = tuple((f,) for f in range(NUM_FOODS))
PAIR_CHOICES: tuple[tuple[int, ...], ...] = tuple(combinations(range(NUM_FOODS), 2))
HORNED = SPECIES.index("horned")


def shown_foods(card: int, face_down: bool) -> tuple[int, ...]:
    """The printed food symbols of the face that shows (never the back preview on a front)."""
    return BACK_FOODS[card] if face_down else FRONT_FOODS[card]


def score_pond(cards: list[int], down: list[bool], tucked: list[int],
               wild: dict[int, tuple[int, ...]] | None = None) -> dict:
    """Score one pond.  `cards[cell]` is a card id or -1, `down[cell]` True for a water card,
    `tucked[food]` the number of cards tucked under that food card of the player's row.
    `wild` forces the foods of the wild desert tree frogs ({cell: food indices}); by default they
    are chosen to give the best total."""
    # Classify cells.
    kind = [""] * CELLS           # "", "water", "frog", "habitat"
    species = [-1] * CELLS
    base_counts = [0] * NUM_FOODS
    cell_foods: list[tuple[int, ...]] = [()] * CELLS
    wild_cells: list[int] = []
    for cell in range(CELLS):
        card = cards[cell]
        if card < 0:
            continue
        if down[cell]:
            kind[cell] = "water"
        elif IS_FROG[card]:
            kind[cell] = "frog"
            species[cell] = CARD_SPECIES[card]
            if CARD_WILD[card]:
                wild_cells.append(cell)
        else:
            kind[cell] = "habitat"
        foods = shown_foods(card, down[cell])
        cell_foods[cell] = foods
        for f in foods:
            base_counts[f] += 1
    present_species = {s for s in species if s >= 0}
    water_cells = [c for c in range(CELLS) if kind[c] == "water"]

    # Groups (desert tree frogs never group).
    seen = [False] * CELLS
    groups = []
    for start in range(CELLS):
        s = species[start]
        if s < 0 or s == DESERT or seen[start]:
            continue
        members, stack = [], [start]
        seen[start] = True
        while stack:
            cell = stack.pop()
            members.append(cell)
            for n in NEIGHBOURS[cell]:
                if not seen[n] and species[n] == s:
                    seen[n] = True
                    stack.append(n)
        members.sort()
        member_set = set(members)
        around = sorted({n for m in members for n in NEIGHBOURS[m]} - member_set)
        groups.append((s, members, around))

    # Conditions that do not depend on wild foods.
    max_tucked = max(tucked) if tucked else 0

    def group_met(s: int, around: list[int], distinct_foods: int) -> bool:
        name = SPECIES[s]
        if name == "horned":
            return distinct_foods >= 4
        if name == "red_eyed":
            return len(present_species) <= 3
        if name == "golden":
            return max_tucked >= 4
        if name == "tomato":
            return len(water_cells) >= 4
        if name == "clown":
            return len({species[n] for n in around if kind[n] == "frog"}) >= 3
        if name == "cobalt":
            return sum(1 for n in around if kind[n] == "habitat") >= 2
        if name == "bullfrog":
            kinds = {kind[n] for n in around}
            return "water" in kinds and "frog" in kinds and "habitat" in kinds
        return False

    horned_points = sum(group_points(len(m)) for s, m, _ in groups if s == HORNED)
    variety_cells = [c for c in range(CELLS) if kind[c] == "frog" and CARD_SOLITARY[cards[c]] == "adj_food_variety"]

    def variety(cell: int, assign: dict[int, tuple[int, ...]]) -> int:
        found = set()
        for n in NEIGHBOURS[cell]:
            found.update(cell_foods[n])
            if n in assign:
                found.update(assign[n])
        return len(found)

    # Best wild assignment: an exact dynamic programme over the wild cards.  What a choice changes
    # beyond its (additive) tucked-card points is which foods are present at all (the horned frog's
    # condition) and which foods surround each food-variety frog, so the state is those bit masks.
    best_assign: dict[int, tuple[int, ...]] = {}
    if wild is not None:
        best_assign = {c: tuple(wild[c]) for c in wild_cells}
    elif wild_cells:
        use_global = horned_points > 0
        base_mask = 0
        for f in range(NUM_FOODS):
            if base_counts[f]:
                base_mask |= 1 << f
        vbase = []
        for v in variety_cells:
            m = 0
            for n in NEIGHBOURS[v]:
                for f in cell_foods[n]:
                    m |= 1 << f
            vbase.append(m)
        states: dict[tuple, tuple[int, tuple]] = {(base_mask if use_global else 0, tuple(vbase)): (0, ())}
        for cell in wild_cells:
            choices = SINGLE_CHOICES if CARD_WILD[cards[cell]] == 1 else PAIR_CHOICES
            adjacent = [i for i, v in enumerate(variety_cells) if cell in NEIGHBOURS[v]]
            new_states: dict[tuple, tuple[int, tuple]] = {}
            for (g, vm), (lin, chosen) in states.items():
                for choice in choices:
                    m = 0
                    gain = 0
                    for f in choice:
                        m |= 1 << f
                        gain += tucked[f]
                    key = (g | m if use_global else 0,
                           tuple(x | m if i in adjacent else x for i, x in enumerate(vm)))
                    value = lin + gain
                    old = new_states.get(key)
                    if old is None or value > old[0]:
                        new_states[key] = (value, chosen + (choice,))
            states = new_states
        best_value = None
        for (g, vm), (lin, chosen) in states.items():
            value = lin + 2 * sum(bin(x).count("1") for x in vm)
            if use_global and bin(g).count("1") >= 4:
                value += horned_points
            if best_value is None or value > best_value:
                best_value, best_assign = value, dict(zip(wild_cells, chosen))
    counts = base_counts[:]
    for foods in best_assign.values():
        for f in foods:
            counts[f] += 1
    distinct_foods = sum(1 for n in counts if n)

    # Step 1: groups.
    group_rows = []
    for s, members, around in groups:
        met = group_met(s, around, distinct_foods)
        pts = group_points(len(members)) if met else 0
        group_rows.append({"species": SPECIES[s], "cells": members, "size": len(members), "met": met,
                           "points": pts, "condition": SPECIES_CONDITIONS[SPECIES[s]]})
    # Step 2: solitary desert tree frogs.
    solitary_rows = []
    for cell in range(CELLS):
        if kind[cell] != "frog":
            continue
        cond = CARD_SOLITARY[cards[cell]]
        if not cond:
            continue
        r = cell // COLS
        row_cells = range(r * COLS, r * COLS + COLS)
        if cond == "adj_water":
            n = sum(1 for x in NEIGHBOURS[cell] if kind[x] == "water")
        elif cond == "adj_habitat":
            n = sum(1 for x in NEIGHBOURS[cell] if kind[x] == "habitat")
        elif cond == "adj_frog":
            n = sum(1 for x in NEIGHBOURS[cell] if kind[x] == "frog")
        elif cond == "adj_food_variety":
            n = variety(cell, best_assign)
        elif cond == "row_water":
            n = sum(1 for x in row_cells if kind[x] == "water")
        elif cond == "row_habitat":
            n = sum(1 for x in row_cells if kind[x] == "habitat")
        else:
            n = 0
        solitary_rows.append({"cell": cell, "card": cards[cell], "condition": cond, "count": n,
                              "points": n * int(SOLITARY[cond]["points"])})
    # Step 3: water points.
    water_rows = [{"cell": c, "card": cards[c], "points": BACK_POINTS[cards[c]]} for c in water_cells]
    # Step 4: habitat variety.
    habitat_cells = [c for c in range(CELLS) if kind[c] == "habitat"]
    types = sorted({CARD_HABITAT[cards[c]] for c in habitat_cells})
    habitat_row = {"types": [HABITATS[t] for t in types], "cells": habitat_cells,
                   "points": habitat_points(len(types)) if types else 0}
    # Step 5: tucked cards.
    tucked_rows = [{"food": FOODS[f], "tucked": tucked[f], "symbols": counts[f], "points": tucked[f] * counts[f]}
                   for f in range(NUM_FOODS)]
    steps = [sum(g["points"] for g in group_rows), sum(s["points"] for s in solitary_rows),
             sum(w["points"] for w in water_rows), habitat_row["points"], sum(t["points"] for t in tucked_rows)]
    return {
        "groups": group_rows,
        "solitary": solitary_rows,
        "water": water_rows,
        "habitats": habitat_row,
        "tucked": tucked_rows,
        "wild": [{"cell": c, "foods": [FOODS[f] for f in foods]} for c, foods in sorted(best_assign.items())],
        "food_counts": {FOODS[f]: counts[f] for f in range(NUM_FOODS)},
        "steps": dict(zip(STEP_NAMES, steps)),
        "total": sum(steps),
    }
