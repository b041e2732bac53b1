"""Ladybird's actions: one small decision each."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import _
from ..base import Action
from .data import COLOURS, TILE_NAMES, card_name, colour_word, tile_name


def _colour(colour: object) -> str:
    """A colour id in the current language (an unknown value as it is)."""
    return colour_word(colour) if colour in COLOURS else str(colour)


@dataclass(frozen=True)
class Choose(Action):
    """Reveal phase: put `card` from your hand face down (revealed once everyone has chosen)."""
    card: int

    def describe(self) -> str:
        return _("Choose a card face down")  # secret: never names the card


@dataclass(frozen=True)
class PassReveal(Action):
    """Reveal phase: you hold no card you may reveal, so you reveal nothing this round."""

    def describe(self) -> str:
        return _("Reveal nothing")


@dataclass(frozen=True)
class Invade(Action):
    """Your revealed harlequin replaces the top card of `player`'s `colour` column."""
    player: int
    colour: str

    def describe(self) -> str:
        return _("Invade seat {number}'s {colour} column").format(number=self.player + 1, colour=_colour(self.colour))


@dataclass(frozen=True)
class FlowerBed(Action):
    """Put the flower bed you just earned on top of your `colour` column."""
    colour: str

    def describe(self) -> str:
        return _("Flower bed on the {colour} column").format(colour=_colour(self.colour))


@dataclass(frozen=True)
class Draft(Action):
    """Take the card at pool `slot` (row * 3 + column) into your hand."""
    slot: int

    def describe(self) -> str:
        return _("Draft the card at pool slot {number}").format(number=self.slot + 1)


@dataclass(frozen=True)
class DrawTwo(Action):
    """No card of the unlocked stage is in the pool: draw 2 from the deck instead."""

    def describe(self) -> str:
        return _("Draw 2 cards from the deck")


@dataclass(frozen=True)
class UseTile(Action):
    """Use garden tile `tile` (1-5); `option` is "A" or "B" for the Shed and Tea time, else ""."""
    tile: int
    option: str

    def describe(self) -> str:
        name = tile_name(self.tile) if 1 <= self.tile <= len(TILE_NAMES) else _("tile {number}").format(
            number=self.tile)
        if self.option:
            return _("Use the {tile} ({option})").format(tile=name, option=self.option)
        return _("Use the {tile}").format(tile=name)


@dataclass(frozen=True)
class PlaceCard(Action):
    """Rose garden / Shed A: place `card` from your hand into your garden."""
    card: int

    def describe(self) -> str:
        return _("Place the {card}").format(card=card_name(self.card))


@dataclass(frozen=True)
class TakeOrchard(Action):
    """Orchard / Shed B: take the face-up orchard card at `slot` with its aphids."""
    slot: int

    def describe(self) -> str:
        return _("Take orchard card {number}").format(number=self.slot + 1)


@dataclass(frozen=True)
class TakeFood(Action):
    """Picnic: take the top food tile of `stack` (0-7), paying its aphids."""
    stack: int

    def describe(self) -> str:
        return _("Take the food tile on stack {number}").format(number=self.stack + 1)


@dataclass(frozen=True)
class EndPicnic(Action):
    """Picnic: take no (further) food tile."""

    def describe(self) -> str:
        return _("End the picnic")


@dataclass(frozen=True)
class Discard(Action):
    """End of round: discard `card` from a hand above the limit of 4."""
    card: int

    def describe(self) -> str:
        return _("Discard the {card}").format(card=card_name(self.card))


# The automatic steps (state.forced_action): nobody decides them and saves never hold them;
# the match applies them once the previous turn is final.
@dataclass(frozen=True)
class BeginTurn(Action):
    """Garden phase: a seat's turn begins with its revealed card (a native card is placed, a
    harlequin with nothing to invade goes back to the hand)."""

    def describe(self) -> str:
        return _("Place the revealed card")


@dataclass(frozen=True)
class PassLeaf(Action):
    """End of round: the sticky leaf passes to the next player and a new round starts."""

    def describe(self) -> str:
        return _("Pass the sticky leaf")


ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls
    for cls in (Choose, PassReveal, Invade, FlowerBed, Draft, DrawTwo, UseTile, PlaceCard,
                TakeOrchard, TakeFood, EndPicnic, Discard, BeginTurn, PassLeaf)
}
