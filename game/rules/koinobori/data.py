"""Koinobori component data, loaded once from data/cards.json.

The JSON file is the one place to correct the card list or the level table; values we
designed ourselves are marked "ours" there.  Everything here is plain tuples for speed.
"""
from __future__ import annotations

import json
import os
from typing import NamedTuple

_PATH = os.path.join(os.path.dirname(__file__), "data", "cards.json")


class Level(NamedTuple):
    level: int
    take: int
    play: int
    hand: int
    take_anywhere: bool
    ours: bool


class DataError(ValueError):
    """The data file is malformed."""


def _load(path: str = _PATH) -> dict:
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


_RAW = _load()

COLOUR_IDS: tuple[str, ...] = tuple(_RAW["colours"]["ids"])
COLOUR_NAMES: tuple[str, ...] = tuple(_RAW["colours"]["names"])
NUM_COLOURS = len(COLOUR_IDS)
COLOUR_INDEX = {c: i for i, c in enumerate(COLOUR_IDS)}

ABILITY_IDS: tuple[str, ...] = tuple(_RAW["abilities"]["ids"])
ABILITY_NAMES: dict[str, str] = dict(zip(_RAW["abilities"]["ids"], _RAW["abilities"]["names"]))

FLAG_COLOURS: tuple[int, ...] = tuple(COLOUR_INDEX[c] for c in _RAW["flags"]["carp"])
NUM_FLAGS = len(FLAG_COLOURS)

LEVELS: tuple[Level, ...] = tuple(
    Level(int(x["level"]), int(x["take"]), int(x["play"]), int(x["hand"]),
          bool(x["take_anywhere"]), bool(x.get("ours", False)))
    for x in _RAW["levels"]["list"]
)

_S = _RAW["scoring"]
PENALTY = int(_S["penalty_per_unscored_carp"])
FLAG_VALUE = int(_S["flag_fallback_value"])
POLE_SIZE = int(_S["pole_size"])
OWN_POLE_SIZE = int(_S["own_pole_size"])
ROW_SIZE = int(_S["row_size"])
REFILL_AT = int(_S["refill_at_or_below"])
STARTING_HAND = int(_S["starting_hand"])

CARDS_OURS = bool(_RAW["cards"].get("ours", True))

MIN_PLAYERS, MAX_PLAYERS = 2, 5  # the box


def _cards() -> tuple[tuple[tuple[int, ...], ...], tuple[str | None, ...]]:
    carp, abilities = [], []
    for number, entry in enumerate(_RAW["cards"]["list"]):
        if entry["id"] != number:
            raise DataError(f"card ids must run 0, 1, 2, ...; entry {number} has id {entry['id']}")
        colours = tuple(COLOUR_INDEX[c] for c in entry["carp"])
        if not colours:
            raise DataError(f"card {number} shows no carp")
        ability = entry.get("ability")
        if ability is not None and ability not in ABILITY_IDS:
            raise DataError(f"card {number} has unknown ability {ability!r}")
        carp.append(colours)
        abilities.append(ability)
    return tuple(carp), tuple(abilities)


CARD_CARP, CARD_ABILITY = _cards()
NUM_CARDS = len(CARD_CARP)
ALL_CARDS = frozenset(range(NUM_CARDS))

if len(LEVELS) != OWN_POLE_SIZE + 1:
    raise DataError("the level table needs one row per personal-pole card (own_pole_size + 1)")
if len(set(FLAG_COLOURS)) != NUM_FLAGS:
    raise DataError("each start flag must show a different colour")


def card_name(card: int) -> str:
    """'orange + black' or 'pink (Steal)'."""
    text = " + ".join(COLOUR_NAMES[c] for c in CARD_CARP[card])
    ability = CARD_ABILITY[card]
    if ability:
        text += f" ({ABILITY_NAMES[ability]})"
    return text


def colour_name(colour: int) -> str:
    return COLOUR_NAMES[colour]


def card_info(card: int) -> dict:
    """JSON-able facts printed on a card: its carp (colour ids, left to right) and ability."""
    return {"id": card, "carp": [COLOUR_IDS[c] for c in CARD_CARP[card]],
            "ability": CARD_ABILITY[card], "name": card_name(card)}


# ------------------------------------------------------------------ words for the table's tooltips
_ABILITY_DOES: dict[str, str] = dict(_RAW["abilities"]["does"])
_ABILITY_WHEN: dict[str, str] = dict(_RAW["abilities"]["when"])
_HELP: dict[str, str] = {k: v for k, v in _RAW["help"].items() if not k.startswith("_")}
_HELP_VALUES = {"pole_size": POLE_SIZE, "own_pole_size": OWN_POLE_SIZE, "penalty": PENALTY,
                "refill": REFILL_AT, "row_size": ROW_SIZE, "flag_value": FLAG_VALUE}
if set(_ABILITY_DOES) != set(ABILITY_IDS) or set(_ABILITY_WHEN) != set(ABILITY_IDS):
    raise DataError("every ability needs a 'does' and a 'when' text")


def ability_help(ability: str) -> dict:
    """{"name", "does", "when"}: what a card ability does and when it triggers, in player words."""
    return {"name": ABILITY_NAMES[ability], "does": _ABILITY_DOES[ability], "when": _ABILITY_WHEN[ability]}


def help_text(key: str) -> str:
    """A rule in player words (data/cards.json "help"), with the figures of this data filled in."""
    return _HELP[key].format(**_HELP_VALUES)


def level_help(level: int) -> str:
    """What level 1-4 of a personal pole gives: 'Take up to 2 (from either end of the draw row),
    play up to 1, hold at most 4 cards.'"""
    lv = LEVELS[level - 1]
    where = "anywhere in the draw row" if lv.take_anywhere else "either end of the draw row"
    take = f"Take up to {lv.take} card{'s' if lv.take != 1 else ''} from {where}"
    return f"{take}, play up to {lv.play}, hold at most {lv.hand} cards."


def via_words(via: str) -> str:
    """Why a colour scores a pole: "majority", "cascade" or "flag" (see scoring.resolve_pole)."""
    return help_text("via_" + via)
