"""End-game scoring of one pond, in the rulebook's five steps.

1. frog groups, per species condition;  2. solitary desert tree frogs;  3. water-card points;
4. habitat variety;  5. tucked cards × matching food symbols in the pond.

Wild desert tree frogs ("any one food" / "two different foods") are assigned the foods that give
the best total; the assignment is part of the result so a scene can show it.
"""
from __future__ import annotations

from itertools import combinations

from ...i18n import N_, ngettext

from .board import CELLS, COLS, NEIGHBOURS
from .data import (BACK_FOODS, BACK_POINTS, CARD_HABITAT, CARD_SOLITARY, CARD_SPECIES, CARD_WILD,
                   DESERT, FOODS, FRONT_FOODS, HABITATS, IS_FROG, NUM_FOODS, SOLITARY,
                   SPECIES, SPECIES_CONDITIONS, group_points, habitat_points, species_condition)

# The score sheet's rows: keys of score_pond's "steps" in English; the sheet shows them translated.
STEP_NAMES = (N_("Frog groups"), N_("Solitary frogs"), N_("Water cards"), N_("Habitats"), N_("Tucked cards"))
SINGLE_CHOICES: tuple[tuple[int, ...], ...] = tuple((f,) for f in range(NUM_FOODS))
PAIR_CHOICES: tuple[tuple[int, ...], ...] = tuple(combinations(range(NUM_FOODS), 2))
HORNED = SPECIES.index("horned")
VARIETY_POINTS = int(SOLITARY["adj_food_variety"]["points"])   # per food next to a food-variety frog


def shown_foods(card: int, face_down: bool) -> tuple[int, ...]:
    """The printed food symbols of the face that shows (never the back preview on a front)."""
    return BACK_FOODS[card] if face_down else FRONT_FOODS[card]


class _Pond:
    """One pond classified once: what each space holds and the food symbols it shows."""
    __slots__ = ("cards", "kind", "species", "cell_foods", "base_counts", "wild_cells")

    def __init__(self, cards: list[int], down: list[bool]) -> None:
        self.cards = cards
        self.kind = kind = [""] * CELLS           # "", "water", "frog", "habitat"
        self.species = species = [-1] * CELLS
        self.base_counts = base_counts = [0] * NUM_FOODS   # printed symbols (wild frogs not counted)
        self.cell_foods: list[tuple[int, ...]] = [()] * CELLS
        self.wild_cells: list[int] = []
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
                    self.wild_cells.append(cell)
            else:
                kind[cell] = "habitat"
            foods = shown_foods(card, down[cell])
            self.cell_foods[cell] = foods
            for f in foods:
                base_counts[f] += 1

    def cells_of(self, kind: str) -> list[int]:
        return [c for c in range(CELLS) if self.kind[c] == kind]

    def groups(self) -> list[tuple[int, list[int], list[int]]]:
        """(species, member cells, cells around) of each orthogonally connected group of one
        species; desert tree frogs never group."""
        species = self.species
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
        return groups

    def variety(self, cell: int, assign: dict[int, tuple[int, ...]]) -> int:
        """Different food symbols on the cards next to `cell`, wild frogs' chosen foods included."""
        found = set()
        for n in NEIGHBOURS[cell]:
            found.update(self.cell_foods[n])
            if n in assign:
                found.update(assign[n])
        return len(found)


CONDITION_NEEDS = {"horned": 4, "golden": 4, "tomato": 4, "clown": 3, "cobalt": 2, "bullfrog": 3}
"""What each species' condition counts up to (its figure must reach this).  The red-eyed
frog's is a ceiling instead (RED_EYED_MOST species at most), which more cards cannot mend."""
RED_EYED_MOST = 3
CONDITION_COUNTS = {"horned": "pond", "red_eyed": "pond", "golden": "tucked", "tomato": "water",
                    "clown": "around", "cobalt": "around", "bullfrog": "around"}
"""Where each species' figure is counted: on the cards next to the group ("around", the
group row's cells "around"), the pond's water cards ("water", one a card), the whole pond's
symbols or species ("pond") or the cards tucked under one food card ("tucked")."""


def joining_species(cards: list[int], down: list[bool]) -> dict[int, set[int]]:
    """The species a frog played face up at a space of the pond (`cards`, `down` as
    score_pond's) would join a group of, for each space next to a face-up frog: those of the
    frogs next to it (desert tree frogs never group)."""
    near: dict[int, set[int]] = {}
    for cell in range(CELLS):
        card = cards[cell]
        if card >= 0 and not down[cell]:
            s = CARD_SPECIES[card]
            if s >= 0 and s != DESERT:
                for n in NEIGHBOURS[cell]:
                    near.setdefault(n, set()).add(s)
    return near


def _group_measure(pond: _Pond, s: int, around: list[int], distinct_foods: int, max_tucked: int,
                   size: int = 1) -> tuple[bool, int]:
    """The species condition of a group of `size` frogs (SPECIES_CONDITIONS in the data file
    says it in words): whether it is met, and the figure it is judged on (species, foods,
    cards...), so a scene can say why a group scores nothing now (`condition_status`)."""
    name = SPECIES[s]
    kind = pond.kind
    if name == "red_eyed":
        n = len({x for x in pond.species if x >= 0})
        return n <= RED_EYED_MOST, n
    if name == "horned":
        n = distinct_foods
    elif name == "golden":
        n = max_tucked
    elif name == "tomato":
        n = len(pond.cells_of("water"))
    elif name == "clown":
        n = len({pond.species[x] for x in around if kind[x] == "frog"})
    elif name == "cobalt":
        n = sum(1 for x in around if kind[x] == "habitat")
    elif name == "bullfrog":
        kinds = {kind[x] for x in around}
        if size > 1:
            # each frog of a group touches another, a frog card: the rulebook's condition ("1枚の
            # カエルカード" next to this frog) met by the group as a whole (DECISIONS.md: the union
            # of its members' neighbours), never judged harder than each frog alone would be
            kinds.add("frog")
        n = len(kinds & {"water", "frog", "habitat"})
    else:
        return False, 0
    return n >= CONDITION_NEEDS[name], n


def condition_status(group: dict) -> str:
    """Why a group of score_pond's "groups" scores or not, in the current language, from the
    figure its condition was judged on ("have")."""
    n, species = group["have"], group["species"]
    if species == "horned":
        text = ngettext("The pond shows {n} different food symbol (4 needed).",
                        "The pond shows {n} different food symbols (4 needed).", n)
    elif species == "red_eyed":
        text = ngettext("The pond holds {n} frog species (at most 3 allowed).",
                        "The pond holds {n} frog species (at most 3 allowed).", n)
    elif species == "golden":
        text = ngettext("The most cards under one food card: {n} (4 needed).",
                        "The most cards under one food card: {n} (4 needed).", n)
    elif species == "tomato":
        text = ngettext("The pond holds {n} water card (4 needed).",
                        "The pond holds {n} water cards (4 needed).", n)
    elif species == "clown":
        text = ngettext("The group touches frogs of {n} species (3 needed).",
                        "The group touches frogs of {n} species (3 needed).", n)
    elif species == "cobalt":
        text = ngettext("The group touches {n} habitat card (2 needed).",
                        "The group touches {n} habitat cards (2 needed).", n)
    elif species == "bullfrog":
        text = ngettext("The group touches {n} of the three kinds: water, frog, habitat (all 3 needed).",
                        "The group touches {n} of the three kinds: water, frog, habitat (all 3 needed).", n)
    else:
        return ""
    return text.format(n=n)


def _solitary_count(pond: _Pond, cell: int, cond: str, assign: dict[int, tuple[int, ...]]) -> int:
    """How many things a solitary desert tree frog at `cell` counts for its condition."""
    kind = pond.kind
    r = cell // COLS
    row_cells = range(r * COLS, r * COLS + COLS)
    if cond == "adj_water":
        return sum(1 for x in NEIGHBOURS[cell] if kind[x] == "water")
    if cond == "adj_habitat":
        return sum(1 for x in NEIGHBOURS[cell] if kind[x] == "habitat")
    if cond == "adj_frog":
        return sum(1 for x in NEIGHBOURS[cell] if kind[x] == "frog")
    if cond == "adj_food_variety":
        return pond.variety(cell, assign)
    if cond == "row_water":
        return sum(1 for x in row_cells if kind[x] == "water")
    if cond == "row_habitat":
        return sum(1 for x in row_cells if kind[x] == "habitat")
    return 0


def _best_wild(pond: _Pond, tucked: list[int], horned_points: int) -> dict[int, tuple[int, ...]]:
    """The foods of the wild desert tree frogs that give the best total.

    An exact dynamic programme over the wild cards.  What a choice changes beyond its (additive)
    tucked-card points is which foods are present at all (the horned frog's condition) and which
    foods surround each food-variety frog, so the state is those bit masks."""
    cards, wild_cells = pond.cards, pond.wild_cells
    variety_cells = [c for c in range(CELLS)
                     if pond.kind[c] == "frog" and CARD_SOLITARY[cards[c]] == "adj_food_variety"]
    use_global = horned_points > 0
    base_mask = 0
    for f in range(NUM_FOODS):
        if pond.base_counts[f]:
            base_mask |= 1 << f
    vbase = []
    for v in variety_cells:
        m = 0
        for n in NEIGHBOURS[v]:
            for f in pond.cell_foods[n]:
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
    best_assign: dict[int, tuple[int, ...]] = {}
    for (g, vm), (lin, chosen) in states.items():
        value = lin + VARIETY_POINTS * sum(bin(x).count("1") for x in vm)
        if use_global and bin(g).count("1") >= 4:
            value += horned_points
        if best_value is None or value > best_value:
            best_value, best_assign = value, dict(zip(wild_cells, chosen))
    return best_assign


def score_pond(cards: list[int], down: list[bool], tucked: list[int],
               wild: dict[int, tuple[int, ...]] | None = None) -> dict:
    """Score one pond.  `cards[cell]` is a card id or -1, `down[cell]` True for a water card,
    `tucked[food]` the number of cards tucked under that food card of the player's row.
    `wild` forces the foods of the wild desert tree frogs ({cell: food indices}); by default they
    are chosen to give the best total."""
    pond = _Pond(cards, down)
    groups = pond.groups()
    max_tucked = max(tucked) if tucked else 0
    horned_points = sum(group_points(len(m)) for s, m, _k in groups if s == HORNED)
    best_assign: dict[int, tuple[int, ...]] = {}
    if wild is not None:
        best_assign = {c: tuple(wild[c]) for c in pond.wild_cells}
    elif pond.wild_cells:
        best_assign = _best_wild(pond, tucked, horned_points)
    counts = pond.base_counts[:]
    for foods in best_assign.values():
        for f in foods:
            counts[f] += 1
    distinct_foods = sum(1 for n in counts if n)

    # Step 1: groups.
    group_rows = []
    for s, members, around in groups:
        met, have = _group_measure(pond, s, around, distinct_foods, max_tucked, len(members))
        pts = group_points(len(members)) if met else 0
        group_rows.append({"species": SPECIES[s], "cells": members, "around": around, "size": len(members),
                           "met": met, "have": have, "need": CONDITION_NEEDS.get(SPECIES[s]),
                           "counts": CONDITION_COUNTS.get(SPECIES[s]), "points": pts,
                           "condition": species_condition(SPECIES[s])})

    # Step 2: solitary desert tree frogs.
    solitary_rows = []
    for cell in pond.cells_of("frog"):
        cond = CARD_SOLITARY[cards[cell]]
        if not cond:
            continue
        n = _solitary_count(pond, cell, cond, best_assign)
        solitary_rows.append({"cell": cell, "card": cards[cell], "condition": cond, "count": n,
                              "points": n * int(SOLITARY[cond]["points"])})
    # Step 3: water points.
    water_rows = [{"cell": c, "card": cards[c], "points": BACK_POINTS[cards[c]]} for c in pond.cells_of("water")]
    # Step 4: habitat variety.
    habitat_cells = pond.cells_of("habitat")
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


def tuck_value(cards: list[int], down: list[bool], tucked: list[int], food: int) -> int:
    """What one card tucked under `food` would score at the end if the pond stayed as it is: the
    food's symbols as the final scoring counts them with that card tucked (printed symbols of the
    shown faces, plus the wild desert tree frogs' foods chosen as score_pond chooses them)."""
    more = list(tucked)
    more[food] += 1
    return score_pond(cards, down, more)["food_counts"][FOODS[food]]
