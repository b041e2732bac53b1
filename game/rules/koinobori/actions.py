"""Koinobori's atomic decisions.  Every action is made by the seat returned by
``current_player()``; none carries the player."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import _
from ..base import Action
from .data import card_name


@dataclass(frozen=True)
class TakeCard(Action):
    """Take the card at `index` (0 = left end) of the draw row into your hand.

    At the start of a turn this begins the *take* action; it is also how the Take 1,
    Take 2 and Refresh abilities take their cards."""

    index: int

    def describe(self) -> str:
        return _("Take the card at row position {position}").format(position=self.index + 1)


@dataclass(frozen=True)
class PlayCard(Action):
    """Play `card` from your hand onto festival pole `pole` (0 = leftmost).

    ``stack=False`` puts it in the space above the top card (or above the flag);
    ``stack=True`` (Stack-icon cards only) covers the pole's top card instead."""

    card: int
    pole: int
    stack: bool = False

    def describe(self) -> str:
        if self.stack:
            return _("Play {card} covering the top card of festival pole {pole}").format(
                card=card_name(self.card), pole=self.pole + 1)
        return _("Play {card} onto festival pole {pole}").format(card=card_name(self.card), pole=self.pole + 1)


@dataclass(frozen=True)
class PlayToOwnPole(Action):
    """Put `card` face down on your personal pole (the whole play action; ends the turn)."""

    card: int

    def describe(self) -> str:
        return _("Put {card} face down on your own pole").format(card=card_name(self.card))


@dataclass(frozen=True)
class MoveTop(Action):
    """Move ability: move the top card of pole `source` (with anything stacked under it)
    to the top of pole `target`."""

    source: int
    target: int

    def describe(self) -> str:
        return _("Move the top card of pole {source} to pole {target}").format(source=self.source + 1,
                                                                               target=self.target + 1)


@dataclass(frozen=True)
class Steal(Action):
    """Steal ability: draw a random card from seat `player`'s hand."""

    player: int

    def describe(self) -> str:
        return _("Steal a random card from player {number}").format(number=self.player + 1)


@dataclass(frozen=True)
class Refresh(Action):
    """Refresh ability: discard the whole draw row and lay out 7 new cards (then take 1)."""

    def describe(self) -> str:
        return _("Refresh the draw row")


@dataclass(frozen=True)
class Done(Action):
    """Finish the current optional step: stop taking, stop playing (ends the turn),
    or skip / stop using a card's ability.  ``state.done_label()`` names it."""

    def describe(self) -> str:
        return _("Done")


@dataclass(frozen=True)
class Pass(Action):
    """Only legal when you can neither take nor play a card."""

    def describe(self) -> str:
        return _("Pass")



ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls
    for cls in (TakeCard, PlayCard, PlayToOwnPole, MoveTop, Steal, Refresh, Done, Pass)
}
