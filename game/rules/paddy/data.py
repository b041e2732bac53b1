"""Paddy's component data, loaded once from data/components.json (see the file for which values are ours)."""
from __future__ import annotations

import json
import os

# os.path rather than pathlib: pathlib costs a few ms to import, paid by every simulate run.
_PATH = os.path.join(os.path.dirname(os.path.realpath(__file__)), "data", "components.json")

with open(_PATH, encoding="utf-8") as _f:
    RAW = json.load(_f)

COLS = RAW["board"]["columns"]
ROWS = RAW["board"]["rows"]
assert COLS == 8 and ROWS == 8, "the bitboard code assumes an 8x8 board"
DAY_COLUMNS = tuple(RAW["board"]["day_columns"])
NIGHT_COLUMNS = tuple(RAW["board"]["night_columns"])

TILE_SIZES = (1, 3, 4)
TILE_COUNTS = {size: int(RAW["tiles"][str(size)]) for size in TILE_SIZES}

PADDY_CARDS = tuple(int(t) for t in RAW["paddy_cards"]["cards"])  # card id -> tile size
DN_CARDS = tuple(str(h) for h in RAW["day_night_cards"]["cards"])  # card id -> "day"/"night"
assert all(t in TILE_SIZES for t in PADDY_CARDS)
assert all(h in ("day", "night") for h in DN_CARDS)

ANIMALS = int(RAW["reserve"]["animals"])
WATERFALLS = int(RAW["reserve"]["waterfalls"])

_S = RAW["scoring"]
CYCLES = int(_S["cycles"])
WATERFALL_MIN_LEVEL = int(_S["waterfall_min_level"])
IRRIGATION = int(_S["irrigation_per_waterfall"])
HIGHEST_BONUS = int(_S["highest_terrace_bonus"])
HAND_PADDY = int(_S["hand_paddy"])
HAND_DN = int(_S["hand_day_night"])
EVENTS_DRAWN = int(_S["events_drawn"])
EVENTS_KEPT = int(_S["events_kept"])

_E = RAW["events"]
EVENT_INFO = {c["letter"]: c for c in _E["cards"]}
EVENT_LETTERS = tuple(c["letter"] for c in _E["cards"])
_COPIES = int(_E["copies"])
# Event card ids: copy k of letter i has id i * copies + k; copy 0 carries the 2-player removal icon.
EVENT_CARDS = tuple(letter for letter in EVENT_LETTERS for _ in range(_COPIES))
EVENT_TWO_PLAYER_REMOVED = tuple(i % _COPIES == 0 for i in range(len(EVENT_CARDS)))


def event_name(letter: str) -> str:
    return EVENT_INFO[letter]["name"]
