"""Paddy's actions: small frozen values, one per atomic decision.  Cells are ints, row * 8 + col."""
from __future__ import annotations

from dataclasses import dataclass

from ..base import Action
from .data import event_name
from .geometry import SIDE_WORD, cell_name


@dataclass(frozen=True)
class KeepEvents(Action):
    """Setup: keep these two different event letters from the four drawn (sorted, e.g. ("A", "F"))."""
    letters: tuple

    def describe(self) -> str:
        return "Keep two event cards"


@dataclass(frozen=True)
class PlacePaddy(Action):
    """Place Paddy: play a paddy card (`card` = its tile size 1/3/4) and a day/night card (`half`),
    and place a tile of `tile` plots (the card's size; 1 in the fallback or when the supply is
    out; 0 = no tile left at all, with rotation 0 and cell -1) with `rotation` at anchor `cell`
    (top-left cell of the tile's 2x2 bounding box)."""
    card: int
    half: str
    tile: int
    rotation: int
    cell: int

    def describe(self) -> str:
        if self.tile == 0:
            return f"Play a {self.card}-plot card and a {self.half} card (no tile left)"
        extra = f", rotation {self.rotation}" if self.tile == 3 else ""
        return f"Place a {self.tile}-plot tile at {cell_name(self.cell)}{extra} ({self.card}-plot card, {self.half} card)"


@dataclass(frozen=True)
class PlaceAnimal(Action):
    """Place Animals: put one of your animals on `dst`, from your reserve (`src` = -1) or moved from plot `src`."""
    src: int
    dst: int

    def describe(self) -> str:
        where = "from the reserve" if self.src < 0 else f"from {cell_name(self.src)}"
        return f"Place an animal on {cell_name(self.dst)} {where}"


@dataclass(frozen=True)
class ReturnAnimal(Action):
    """Any time in your turn: return your animal on plot `cell` to your reserve."""
    cell: int

    def describe(self) -> str:
        return f"Return the animal on {cell_name(self.cell)} to the reserve"


@dataclass(frozen=True)
class PlaceWaterfall(Action):
    """Place Waterfall: put one of your waterfalls on the `side` ("N"/"E"/"S"/"W") edge of plot `cell`."""
    cell: int
    side: str

    def describe(self) -> str:
        return f"Place a waterfall on the {SIDE_WORD.get(self.side, '?')} edge of {cell_name(self.cell)}"


@dataclass(frozen=True)
class PlayEvent(Action):
    """Play event card `letter` now.  G takes a plot of the chosen terrace, H the plot of the
    chosen waterfall, as `cell`; every other card has cell -1."""
    letter: str
    cell: int = -1

    def describe(self) -> str:
        try:
            name = event_name(self.letter)
        except KeyError:
            name = "?"
        target = f" on {cell_name(self.cell)}" if self.cell >= 0 else ""
        return f"Play event {self.letter} ({name}){target}"


@dataclass(frozen=True)
class RemoveTile(Action):
    """Devastating erosion: remove placed tile number `tile` (see state.tiles)."""
    tile: int

    def describe(self) -> str:
        return f"Remove tile #{self.tile}"


@dataclass(frozen=True)
class Done(Action):
    """End the current optional step (animals, waterfall = end of turn and draw) or pass on a harvest event."""

    def describe(self) -> str:
        return "Done"


ACTION_TYPES = {cls.__name__: cls for cls in (
    KeepEvents, PlacePaddy, PlaceAnimal, ReturnAnimal, PlaceWaterfall, PlayEvent, RemoveTile, Done)}
