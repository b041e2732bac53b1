"""Pondscape component data, loaded once from data/pondscape.json.

Everything the rulebook does not print (the 120-card deck, the scoring tables, the Croaker's
deck, the solo achievement table) lives in that JSON file, so a player who owns the game can
correct it in one place.  This module turns it into flat tuples indexed by card id, which the
rules read in their hot paths.
"""
from __future__ import annotations

import json
from pathlib import Path

DATA_FILE = Path(__file__).with_name("data") / "pondscape.json"

with DATA_FILE.open(encoding="utf-8") as _fh:
    RAW: dict = json.load(_fh)

FOODS: tuple[str, ...] = tuple(RAW["foods"]["order"])
FOOD_NAMES: tuple[str, ...] = tuple(RAW["foods"]["names"][f] for f in FOODS)
NUM_FOODS = len(FOODS)
FOOD_INDEX = {name: i for i, name in enumerate(FOODS)}

SPECIES: tuple[str, ...] = tuple(RAW["species"]["names"])
SPECIES_NAMES: tuple[str, ...] = tuple(RAW["species"]["names"][s] for s in SPECIES)
SPECIES_INDEX = {name: i for i, name in enumerate(SPECIES)}
SPECIES_CONDITIONS: dict[str, str] = dict(RAW["species"]["conditions"])
DESERT = SPECIES_INDEX["desert"]

HABITATS: tuple[str, ...] = tuple(RAW["habitats"]["names"])
HABITAT_NAMES: tuple[str, ...] = tuple(RAW["habitats"]["names"][h] for h in HABITATS)
HABITAT_INDEX = {name: i for i, name in enumerate(HABITATS)}

SOLITARY: dict[str, dict] = dict(RAW["solitary"]["conditions"])
LEAVES: dict[str, str] = dict(RAW["leaves"])
LEAF_DRAW = {"draw1": 1, "draw2": 2, "draw3": 3}

GROUP_POINTS: tuple[int, ...] = tuple(RAW["group_points"]["by_size"])
GROUP_BEYOND: int = int(RAW["group_points"]["beyond_per_card"])
HABITAT_POINTS: tuple[int, ...] = tuple(RAW["habitat_points"]["by_types"])
CROAKER_CARDS: tuple[tuple[int, int], ...] = tuple((int(m), int(s)) for m, s in RAW["croaker"]["cards"])
ACHIEVEMENTS: tuple[tuple[int, str], ...] = tuple((int(t), str(n)) for t, n in RAW["achievements"]["levels"])
SPECIAL_TUCK_MAX: int = int(RAW["deck"]["special_tuck_max"])

CARDS: tuple[dict, ...] = tuple(RAW["cards"])
NUM_CARDS = len(CARDS)

# Flat per-card tables (index = card id).
IS_FROG: tuple[bool, ...] = tuple(c["kind"] == "frog" for c in CARDS)
IS_HABITAT: tuple[bool, ...] = tuple(c["kind"] == "habitat" for c in CARDS)
CARD_SPECIES: tuple[int, ...] = tuple(SPECIES_INDEX[c["species"]] if c["kind"] == "frog" else -1 for c in CARDS)
CARD_HABITAT: tuple[int, ...] = tuple(HABITAT_INDEX[c["habitat"]] if c["kind"] == "habitat" else -1 for c in CARDS)
FRONT_FOODS: tuple[tuple[int, ...], ...] = tuple(tuple(FOOD_INDEX[f] for f in c["foods"]) for c in CARDS)
FRONT_LEAF: tuple[str | None, ...] = tuple(c.get("leaf") for c in CARDS)
SPECIAL_TUCK: tuple[int, ...] = tuple(int(c.get("special_tuck", 0)) for c in CARDS)
CARD_SOLITARY: tuple[str | None, ...] = tuple(c.get("solitary") for c in CARDS)
CARD_WILD: tuple[int, ...] = tuple(int(c.get("wild", 0)) for c in CARDS)
BACK_FOODS: tuple[tuple[int, ...], ...] = tuple(tuple(FOOD_INDEX[f] for f in c["back"]["foods"]) for c in CARDS)
BACK_LEAF: tuple[str | None, ...] = tuple(c["back"].get("leaf") for c in CARDS)
BACK_POINTS: tuple[int, ...] = tuple(int(c["back"].get("points", 0)) for c in CARDS)

assert all(c["id"] == i for i, c in enumerate(CARDS)), "card ids must be 0..N-1 in order"


def card_name(card: int) -> str:
    """The card's name as a player reads it, e.g. 'Clown tree frog' or 'Reed bed habitat'."""
    if not 0 <= card < NUM_CARDS:
        return f"card {card}"
    if IS_FROG[card]:
        return SPECIES_NAMES[CARD_SPECIES[card]]
    return HABITAT_NAMES[CARD_HABITAT[card]] + " habitat"


def group_points(size: int) -> int:
    if size <= 0:
        return 0
    if size < len(GROUP_POINTS):
        return GROUP_POINTS[size]
    return GROUP_POINTS[-1] + GROUP_BEYOND * (size - len(GROUP_POINTS) + 1)


def habitat_points(types: int) -> int:
    return HABITAT_POINTS[min(types, len(HABITAT_POINTS) - 1)]


def achievement(score: int) -> str:
    level = ACHIEVEMENTS[0][1]
    for threshold, name in ACHIEVEMENTS:
        if score >= threshold:
            level = name
    return level


def achievement_range(name: str) -> str:
    for i, (threshold, level) in enumerate(ACHIEVEMENTS):
        if level == name:
            if i + 1 < len(ACHIEVEMENTS):
                return f"{threshold}–{ACHIEVEMENTS[i + 1][0] - 1}" if threshold else f"under {ACHIEVEMENTS[i + 1][0]}"
            return f"{threshold}+"
    return ""


def face_text(card: int, face_down: bool) -> dict:
    """What one side of a card gives, for previews: foods, leaf effect, points, special tuck."""
    if face_down:
        return {"side": "water", "foods": [FOODS[f] for f in BACK_FOODS[card]], "leaf": BACK_LEAF[card],
                "points": BACK_POINTS[card], "special_tuck": 0}
    return {"side": "front", "foods": [FOODS[f] for f in FRONT_FOODS[card]], "leaf": FRONT_LEAF[card],
            "points": 0, "special_tuck": SPECIAL_TUCK[card], "solitary": CARD_SOLITARY[card],
            "wild": CARD_WILD[card]}

_TEXTS: dict[str, str] = {k: v for k, v in RAW["texts"].items() if not k.startswith("_")}


def help_text(key: str, **values) -> str:
    """A rule in player words (pondscape.json "texts"), for the table's tooltips."""
    return _TEXTS[key].format(levels=achievement_words(), **values)


def achievement_words() -> str:
    """'under 60 Tadpole, 60 Froglet, ...' from the achievement table."""
    levels = list(ACHIEVEMENTS)
    words = [f"under {levels[1][0]} {levels[0][1]}"] + [f"{t} {n}" for t, n in levels[1:]]
    return ", ".join(words)
