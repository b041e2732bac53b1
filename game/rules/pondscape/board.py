"""The fixed shape of a Pondscape game: rounds, the display, the 3×5 pond and the food row the
jumping frog walks round.  Shared by the rules modules and read by the scene, so that no number
or adjacency is written twice."""
from __future__ import annotations

from typing import Any

from ...i18n import N_, _
from .actions import food_name
from .data import CROAKER_CARDS, NUM_FOODS

TITLE = "pondscape"
ROUNDS = 15
HAND_START = 3
DISPLAY_SLOTS = 3
NUM_CROAKER = len(CROAKER_CARDS)
PHASES = ("take", "play", "special_tuck", "jump", "jump_tuck", "croaker", "begin", "over")  # begin: automatic
TUCK_PHASES = ("special_tuck", "jump_tuck")
TIEBREAK = N_("Tie: the tied player with more cards left in hand wins; "
              "if that is tied too, those players share the victory.")   # marked: _(TIEBREAK)

ROWS, COLS = 3, 5
CELLS = ROWS * COLS


def _neighbours(cell: int) -> tuple[int, ...]:
    r, c = divmod(cell, COLS)
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < ROWS and 0 <= cc < COLS:
            out.append(rr * COLS + cc)
    return tuple(out)


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(i) for i in range(CELLS))
"""Orthogonal neighbours of each pond space (what 'adjacent' means for groups and solitary frogs)."""


def is_int(value: Any) -> bool:
    """A real int (positions and actions from JSON must not pass a bool for a number)."""
    return isinstance(value, int) and not isinstance(value, bool)


def frog_foods(frog: int) -> tuple[int, int]:
    """The two food cards (indices in row order) the jumping frog straddles at position `frog`."""
    return frog, (frog + 1) % NUM_FOODS


def frog_after(frog: int, steps: int) -> int:
    """Where the jumping frog sits after `steps` jumps: the food row wraps round."""
    return (frog + steps) % NUM_FOODS


def frog_place(frog: int) -> str:
    a, b = frog_foods(frog)
    return _("between the {food} and the {other}").format(food=food_name(a), other=food_name(b))

