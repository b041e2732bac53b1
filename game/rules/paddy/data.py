"""Paddy's component data, loaded once from data/components.json (see the file for which values are ours)."""
from __future__ import annotations

import json
import os

from ...i18n import N_, _


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
EVENT_CARDS = tuple(letter for letter in EVENT_LETTERS for _n in range(_COPIES))
EVENT_TWO_PLAYER_REMOVED = tuple(i % _COPIES == 0 for i in range(len(EVENT_CARDS)))


# The event cards' names and texts in data/components.json, marked for translation (the
# catalog test checks that every name and text there is listed here).
EVENT_MESSAGES = (
    N_("Meridian eclipse"),
    N_("Place Paddy step: place your tile in the half of your choice, ignoring your day/night card."),
    N_("Poaching"),
    N_("Place Paddy step: your tile may cover other players' animals; they go back to their reserves."),
    N_("Devastating erosion"),
    N_("Place Paddy step: first remove a tile that no other tile covers; its animals go back to their "
       "reserves and its waterfalls to the box."),
    N_("Summer migration"),
    N_("Place Animals step: place animals on any tile, not only the one you just placed."),
    N_("Monsoon rains"),
    N_("Place Waterfall step: the waterfall may go on a plot of any level."),
    N_("Restorative fallow"),
    N_("Start of your penultimate turn: you will play the last turn of this growing phase."),
    N_("Dew on the peaks"),
    N_("Start of the harvest: choose a terrace; this cycle its level counts 1 higher for profile."),
    N_("Mud in the ditch"),
    N_("Start of the harvest: choose a waterfall; this cycle it flows onto the terrace it stands on."),
)


def event_name(letter: str) -> str:
    """Event card `letter`'s name in the current language."""
    return _(EVENT_INFO[letter]["name"])


def event_text(letter: str) -> str:
    """What event card `letter` does, in the current language."""
    return _(EVENT_INFO[letter]["text"])

