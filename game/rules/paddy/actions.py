"""Paddy's actions: small frozen values, one per atomic decision.  Cells are ints, row * 8 + col."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import _
from ..base import Action
from .data import event_name
from .geometry import cell_name, footprint_cells, half_word, plots_name, side_word


@dataclass(frozen=True)
class KeepEvents(Action):
    """Setup: keep these two different event letters from the four drawn (sorted, e.g. ("A", "F"))."""
    letters: tuple

    def describe(self) -> str:
        """Names the letters: only the person keeping them reads this (an undo, a hint)."""
        if len(self.letters) == 2:
            return _("Keep event cards {first} and {second}").format(first=self.letters[0], second=self.letters[1])
        return _("Keep two event cards")


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
        half = half_word(self.half)
        if self.tile == 0:
            return _("Play a {card}-plot card and a {half} card (no tile left)").format(card=self.card, half=half)
        plots = footprint_cells(self.tile, self.rotation, self.cell) or (self.cell,)
        return _("Place a {tile}-plot tile on {plots} ({card}-plot card, {half} card)").format(
            tile=self.tile, plots=plots_name(plots), card=self.card, half=half)


@dataclass(frozen=True)
class PlaceAnimal(Action):
    """Place Animals: put one of your animals on `dst`, from your reserve (`src` = -1) or moved from plot `src`."""
    src: int
    dst: int

    def describe(self) -> str:
        if self.src < 0:
            return _("Place an animal on {cell} from the reserve").format(cell=cell_name(self.dst))
        return _("Place an animal on {cell} from {source}").format(cell=cell_name(self.dst),
                                                                   source=cell_name(self.src))


@dataclass(frozen=True)
class ReturnAnimal(Action):
    """Any time in your turn: return your animal on plot `cell` to your reserve."""
    cell: int

    def describe(self) -> str:
        return _("Return the animal on {cell} to the reserve").format(cell=cell_name(self.cell))


@dataclass(frozen=True)
class PlaceWaterfall(Action):
    """Place Waterfall: put one of your waterfalls on the `side` ("N"/"E"/"S"/"W") edge of plot `cell`."""
    cell: int
    side: str

    def describe(self) -> str:
        return _("Place a waterfall on the {side} edge of {cell}").format(side=side_word(self.side),
                                                                          cell=cell_name(self.cell))


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
        if self.cell >= 0:
            return _("Play event {letter} ({name}) on {cell}").format(letter=self.letter, name=name,
                                                                      cell=cell_name(self.cell))
        return _("Play event {letter} ({name})").format(letter=self.letter, name=name)


@dataclass(frozen=True)
class RemoveTile(Action):
    """Devastating erosion: remove placed tile number `tile` (see state.tiles)."""
    tile: int

    def describe(self) -> str:
        return _("Remove tile #{tile}").format(tile=self.tile)


@dataclass(frozen=True)
class Done(Action):
    """End the current optional step (animals, waterfall = end of turn and draw) or pass on a harvest event."""

    def describe(self) -> str:
        return _("Done")



@dataclass(frozen=True)
class EndCycle(Action):
    """The automatic step (state.forced_action) at a cycle's end: the growing phase ends, the
    harvest is counted and the next cycle is sown (no one decides it; saves never hold it)."""

    def describe(self) -> str:
        return _("The cycle ends: the harvest")


ACTION_TYPES = {cls.__name__: cls for cls in (
    KeepEvents, PlacePaddy, PlaceAnimal, ReturnAnimal, PlaceWaterfall, PlayEvent, RemoveTile, Done, EndCycle)}
