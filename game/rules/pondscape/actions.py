"""Pondscape's actions: small frozen values, one per atomic decision."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _, ngettext
from ..base import Action
from .data import FOOD_NAMES, NUM_FOODS, card_name

SLOT_NAMES = (N_("left"), N_("middle"), N_("right"))   # marked: _(SLOT_NAMES[s])


def cell_name(cell: object) -> str:
    if isinstance(cell, int) and 0 <= cell < 15:
        return _("row {row}, column {column}").format(row=cell // 5 + 1, column=cell % 5 + 1)
    return _("space {value}").format(value=repr(cell))


def food_name(food: object) -> str:
    """A food in lower case inside a sentence ("fly"), in the current language."""
    if isinstance(food, int) and not isinstance(food, bool) and 0 <= food < NUM_FOODS:
        return _(FOOD_NAMES[food]).lower()
    return _("food {value}").format(value=repr(food))


def slot_name(slot: object) -> str:
    if isinstance(slot, int) and 0 <= slot < 3:
        return _("{side} (movement {number})").format(side=_(SLOT_NAMES[slot]), number=slot)
    return _("slot {value}").format(value=repr(slot))


@dataclass(frozen=True)
class Take(Action):
    """Step 1: take the display card in `slot` (0, 1, 2 = under movement card 0, 1, 2)."""
    slot: int

    def describe(self) -> str:
        return _("Take the {slot} display card").format(slot=slot_name(self.slot))


@dataclass(frozen=True)
class Play(Action):
    """Step 4: put `card` from hand on pond space `cell` (row * 5 + column, row 0 at the top),
    face up, or face down as a water card."""
    card: int
    cell: int
    face_down: bool

    def describe(self) -> str:
        if self.face_down:
            return _("Play {card} face down as water at {space}").format(card=card_name(self.card),
                                                                         space=cell_name(self.cell))
        return _("Play {card} face up at {space}").format(card=card_name(self.card), space=cell_name(self.cell))


@dataclass(frozen=True)
class Jump(Action):
    """Jumping-frog effect: move the jumping frog 1 or 2 borders forward."""
    steps: int

    def describe(self) -> str:
        return ngettext("Move the jumping frog {n} border forward", "Move the jumping frog {n} borders forward",
                        self.steps if isinstance(self.steps, int) else 2).format(n=self.steps)


@dataclass(frozen=True)
class Tuck(Action):
    """Tuck `card` from hand under your own food card `food` (jumping-frog or special tuck)."""
    card: int
    food: int

    def describe(self) -> str:
        return _("Tuck {card} under your {food}").format(card=card_name(self.card), food=food_name(self.food))


@dataclass(frozen=True)
class Done(Action):
    """Stop tucking (the rest of a tuck is optional)."""

    def describe(self) -> str:
        return _("Finish tucking")


@dataclass(frozen=True)
class CroakerTurn(Action):
    """Solo only: the Croaker flips its top card, moves the frog and takes a display card."""

    def describe(self) -> str:
        return _("The Croaker takes its turn")


@dataclass(frozen=True)
class BeginTurn(Action):
    """A seat's automatic step (state.forced_action): its turn begins with an empty display, so
    it takes no card (and passes when its hand is empty too).  Saves never hold it."""

    def describe(self) -> str:
        return _("Begin the turn without a card to take")


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls for cls in (Take, Play, Jump, Tuck, Done, CroakerTurn, BeginTurn)
}
