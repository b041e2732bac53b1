"""Ladybird's actions: one small decision each."""
from __future__ import annotations

from dataclasses import dataclass

from ..base import Action
from .data import TILE_NAMES, card_name


@dataclass(frozen=True)
class Choose(Action):
    """Reveal phase: put `card` from your hand face down (revealed once everyone has chosen)."""
    card: int

    def describe(self) -> str:
        return "Choose a card face down"  # secret: never names the card


@dataclass(frozen=True)
class PassReveal(Action):
    """Reveal phase: you hold no card you may reveal, so you reveal nothing this round."""

    def describe(self) -> str:
        return "Reveal nothing"


@dataclass(frozen=True)
class Invade(Action):
    """Your revealed harlequin replaces the top card of `player`'s `colour` column."""
    player: int
    colour: str

    def describe(self) -> str:
        return f"Invade seat {self.player + 1}'s {self.colour} column"


@dataclass(frozen=True)
class FlowerBed(Action):
    """Put the flower bed you just earned on top of your `colour` column."""
    colour: str

    def describe(self) -> str:
        return f"Flower bed on the {self.colour} column"


@dataclass(frozen=True)
class Draft(Action):
    """Take the card at pool `slot` (row * 3 + column) into your hand."""
    slot: int

    def describe(self) -> str:
        return f"Draft the card at pool slot {self.slot + 1}"


@dataclass(frozen=True)
class DrawTwo(Action):
    """No card of the unlocked stage is in the pool: draw 2 from the deck instead."""

    def describe(self) -> str:
        return "Draw 2 cards from the deck"


@dataclass(frozen=True)
class UseTile(Action):
    """Use garden tile `tile` (1-5); `option` is "A" or "B" for the Shed and Tea time, else ""."""
    tile: int
    option: str

    def describe(self) -> str:
        name = TILE_NAMES[self.tile - 1] if 1 <= self.tile <= len(TILE_NAMES) else f"tile {self.tile}"
        return f"Use the {name}" + (f" ({self.option})" if self.option else "")


@dataclass(frozen=True)
class PlaceCard(Action):
    """Rose garden / Shed A: place `card` from your hand into your garden."""
    card: int

    def describe(self) -> str:
        return f"Place the {card_name(self.card)}"


@dataclass(frozen=True)
class TakeOrchard(Action):
    """Orchard / Shed B: take the face-up orchard card at `slot` with its aphids."""
    slot: int

    def describe(self) -> str:
        return f"Take orchard card {self.slot + 1}"


@dataclass(frozen=True)
class TakeFood(Action):
    """Picnic: take the top food tile of `stack` (0-7), paying its aphids."""
    stack: int

    def describe(self) -> str:
        return f"Take the food tile on stack {self.stack + 1}"


@dataclass(frozen=True)
class EndPicnic(Action):
    """Picnic: take no (further) food tile."""

    def describe(self) -> str:
        return "End the picnic"


@dataclass(frozen=True)
class Discard(Action):
    """End of round: discard `card` from a hand above the limit of 4."""
    card: int

    def describe(self) -> str:
        return f"Discard the {card_name(self.card)}"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls
    for cls in (Choose, PassReveal, Invade, FlowerBed, Draft, DrawTwo, UseTile, PlaceCard,
                TakeOrchard, TakeFood, EndPicnic, Discard)
}
