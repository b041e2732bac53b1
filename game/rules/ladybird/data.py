"""Ladybird's component data, loaded once from data/components.json.

Everything a player who owns the game might want to correct (card list, food tiles, the
memories table) lives in that JSON file; this module only turns it into flat tuples that
the rules index by id.  Several values there are *ours* (see its "ours" list).
"""
from __future__ import annotations

import json
from pathlib import Path

DATA_FILE = Path(__file__).resolve().parent / "data" / "components.json"

with open(DATA_FILE, encoding="utf-8") as _f:
    RAW = json.load(_f)

COLOURS: tuple[str, ...] = tuple(RAW["colours"])
COLOUR_NAMES: dict[str, str] = dict(RAW["colour_names"])
STAGES: tuple[str, ...] = tuple(RAW["stages"])
TYPES: tuple[str, ...] = tuple(RAW["types"])
HARLEQUIN_TYPE = TYPES.index("harlequin")
TWENTY_TWO_TYPE = TYPES.index("twenty-two-spot")
SETUP = dict(RAW["setup"])
HAND_SIZE = SETUP["hand_size"]
HAND_LIMIT = SETUP["hand_limit"]
NUM_STACKS = SETUP["food_stacks"]
STACK_HEIGHT = SETUP["food_stack_height"]
DRAW_WHEN_NONE = SETUP["draw_when_none"]
ANY_STAGE = len(STAGES)  # draft mode of the solo harlequin: any card of the pool

GARDEN_TILES: tuple[dict, ...] = tuple(RAW["garden_tiles"])
TILE_NAMES: tuple[str, ...] = tuple(t["name"] for t in GARDEN_TILES)
TILE_OPTIONS: tuple[tuple[str, ...], ...] = tuple(tuple(t["options"]) for t in GARDEN_TILES)
ROSE, ORCHARD, PICNIC, SHED, TEA = 1, 2, 3, 4, 5
NUM_DAYS = len(GARDEN_TILES)

MEMORIES_TABLE: tuple[int, ...] = tuple(RAW["memories_table"])


def memories_points(n: int) -> int:
    """Points for n childhood memories; past the table each token adds one more than the last."""
    table = MEMORIES_TABLE
    if n < len(table):
        return table[n]
    points, step = table[-1], table[-1] - table[-2]
    for _n in range(len(table) - 1, n):
        step += 1
        points += step
    return points


def _index(values: tuple[str, ...], value) -> int:
    return -1 if value is None else values.index(value)


CARDS: tuple[dict, ...] = tuple(RAW["ladybird_cards"])
NUM_CARDS = len(CARDS)
CARD_COLOUR: tuple[int, ...] = tuple(_index(COLOURS, c["colour"]) for c in CARDS)
CARD_STAGE: tuple[int, ...] = tuple(_index(STAGES, c["stage"]) for c in CARDS)
CARD_TYPE: tuple[int, ...] = tuple(TYPES.index(c["type"]) for c in CARDS)
IS_HARLEQUIN: tuple[bool, ...] = tuple(t == HARLEQUIN_TYPE for t in CARD_TYPE)

ORCHARD_CARDS: tuple[dict, ...] = tuple(RAW["orchard_cards"])
NUM_ORCHARD = len(ORCHARD_CARDS)
ORCHARD_COLOUR: tuple[int, ...] = tuple(COLOURS.index(c["colour"]) for c in ORCHARD_CARDS)
ORCHARD_VALUE: tuple[int, ...] = tuple(c["value"] for c in ORCHARD_CARDS)

LIFECYCLE_CARDS: tuple[dict, ...] = tuple(RAW["lifecycle_cards"])
NUM_LIFECYCLE = len(LIFECYCLE_CARDS)
LIFECYCLE_COLOUR: tuple[int, ...] = tuple(COLOURS.index(c["colour"]) for c in LIFECYCLE_CARDS)
LIFECYCLE_VALUE: tuple[int, ...] = tuple(c["value"] for c in LIFECYCLE_CARDS)

FLOWERBED_CARDS: tuple[dict, ...] = tuple(RAW["flowerbed_cards"])
NUM_FLOWERBEDS = len(FLOWERBED_CARDS)
FLOWERBED_VALUE: tuple[int, ...] = tuple(c["value"] for c in FLOWERBED_CARDS)

FOOD_TILES: tuple[dict, ...] = tuple(RAW["food_tiles"])
NUM_FOOD = len(FOOD_TILES)
FOOD_TYPE: tuple[int, ...] = tuple(TYPES.index(t["type"]) for t in FOOD_TILES)
FOOD_VALUE: tuple[int, ...] = tuple(t["value"] for t in FOOD_TILES)
FOOD_COST: tuple[int, ...] = tuple(t["cost"] for t in FOOD_TILES)
FOOD_HONEYDEW: tuple[bool, ...] = tuple(bool(t["honeydew"]) for t in FOOD_TILES)
FOOD_MOULD: tuple[bool, ...] = tuple(t["kind"] == "mould" for t in FOOD_TILES)

if NUM_FOOD != NUM_STACKS * STACK_HEIGHT:
    raise ValueError("components.json: food tiles must fill the stacks exactly")


def card_name(card: int) -> str:
    """'blue egg (seven-spot)' or 'harlequin'."""
    if not 0 <= card < NUM_CARDS:
        return f"card {card}"
    if IS_HARLEQUIN[card]:
        return "harlequin"
    return f"{COLOURS[CARD_COLOUR[card]]} {STAGES[CARD_STAGE[card]]} ({TYPES[CARD_TYPE[card]]})"


def food_name(tile: int) -> str:
    if not 0 <= tile < NUM_FOOD:
        return f"tile {tile}"
    t = FOOD_TILES[tile]
    if t["kind"] == "mould":
        return f"mould tile +{t['value']}"
    extra = ", honeydew" if t["honeydew"] else ""
    return f"{t['type']} food +{t['value']} (cost {t['cost']}{extra})"


def a(name: str) -> str:
    """'an orange egg (...)', 'a harlequin': the name with its English article."""
    return ("an " if name[:1] in "aeiou" else "a ") + name


def card_info(card: int) -> dict:
    """The card's data as the JSON file gives it (for the scene)."""
    return CARDS[card]


# ------------------------------------------------------------------ words for the table's tooltips
_TEXTS: dict = {k: v for k, v in RAW["texts"].items() if not k.startswith("_")}
_TEXT_VALUES = {"orchard_new": SETUP["orchard_aphids_new"], "orchard_growth": SETUP["orchard_aphids_growth"],
                "hand_limit": HAND_LIMIT, "draw": DRAW_WHEN_NONE,
                "table": ", ".join(str(v) for v in MEMORIES_TABLE[1:6])}


def help_text(key: str, **values) -> str:
    """A rule in player words (components.json "texts"), with this file's figures filled in."""
    return _TEXTS[key].format(**_TEXT_VALUES, **values)


def tile_help(number: int) -> str:
    """What garden tile 1-5 lets you do (both options of the Shed and Tea time)."""
    return _TEXTS["tiles"][str(number)].format(**_TEXT_VALUES)


def unlock_help(stage: int) -> str:
    """What placing a card of `stage` (an index into STAGES) lets you draft."""
    nxt = STAGES[(stage + 1) % len(STAGES)]
    return help_text("unlock", next=a(nxt), next_word=nxt)


def type_help(type_index: int) -> str:
    """How a ladybird type scores at the end."""
    return help_text("type", type=TYPES[type_index])


def food_help(tile: int) -> list[str]:
    """What a food tile costs and scores, with its honeydew or mould rule."""
    if FOOD_MOULD[tile]:
        lines = [help_text("mould")]   # it says whom its points count for
    else:
        lines = [help_text("food", type=TYPES[FOOD_TYPE[tile]])]
        cost = FOOD_COST[tile]
        lines.append(help_text("food_cost", cost=cost, cost_s="" if cost == 1 else "s"))
    if FOOD_HONEYDEW[tile]:
        lines.append(help_text("honeydew"))
    return lines
