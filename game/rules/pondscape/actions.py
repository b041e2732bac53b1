"""Pondscape's actions: small frozen values, one per atomic decision."""
from __future__ import annotations

from dataclasses import dataclass

from ..base import Action
from .data import FOOD_NAMES, NUM_FOODS, card_name

SLOT_NAMES = ("left", "middle", "right")


def cell_name(cell: object) -> str:
    if isinstance(cell, int) and 0 <= cell < 15:
        return f"row {cell // 5 + 1}, column {cell % 5 + 1}"
    return f"space {cell!r}"


def food_name(food: object) -> str:
    if isinstance(food, int) and not isinstance(food, bool) and 0 <= food < NUM_FOODS:
        return FOOD_NAMES[food].lower()
    return f"food {food!r}"


def slot_name(slot: object) -> str:
    if isinstance(slot, int) and 0 <= slot < 3:
        return f"{SLOT_NAMES[slot]} (movement {slot})"
    return f"slot {slot!r}"


@dataclass(frozen=True)
class Take(Action):
    """Step 1: take the display card in `slot` (0, 1, 2 = under movement card 0, 1, 2)."""
    slot: int

    def describe(self) -> str:
        return f"Take the {slot_name(self.slot)} display card"


@dataclass(frozen=True)
class Play(Action):
    """Step 4: put `card` from hand on pond space `cell` (row * 5 + column, row 0 at the top),
    face up, or face down as a water card."""
    card: int
    cell: int
    face_down: bool

    def describe(self) -> str:
        side = "face down as water" if self.face_down else "face up"
        return f"Play {card_name(self.card)} {side} at {cell_name(self.cell)}"


@dataclass(frozen=True)
class Jump(Action):
    """Jumping-frog effect: move the jumping frog 1 or 2 spaces."""
    steps: int

    def describe(self) -> str:
        return f"Move the jumping frog {self.steps} space{'s' if self.steps != 1 else ''}"


@dataclass(frozen=True)
class Tuck(Action):
    """Tuck `card` from hand under your own food card `food` (jumping-frog or special tuck)."""
    card: int
    food: int

    def describe(self) -> str:
        return f"Tuck {card_name(self.card)} under your {food_name(self.food)}"


@dataclass(frozen=True)
class Done(Action):
    """Stop tucking (the rest of a tuck is optional)."""

    def describe(self) -> str:
        return "Finish tucking"


@dataclass(frozen=True)
class CroakerTurn(Action):
    """Solo only: the Croaker flips its top card, moves the frog and takes a display card."""

    def describe(self) -> str:
        return "The Croaker takes its turn"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls for cls in (Take, Play, Jump, Tuck, Done, CroakerTurn)
}
