"""Short names for the component tables every Ladybird rules module indexes, and the small
helpers they share (kept here so no module imports another just for a constant)."""
from __future__ import annotations

from typing import Any

from ...i18n import pgettext
from . import data as D

COLOURS = D.COLOURS
NCOL = len(COLOURS)
NSTAGE = len(D.STAGES)
CARD_COLOUR, CARD_STAGE, CARD_TYPE, IS_HQ = D.CARD_COLOUR, D.CARD_STAGE, D.CARD_TYPE, D.IS_HARLEQUIN
POOL_COLS = D.SETUP["pool_columns"]


def pool_spaces(players: int) -> int:
    """Spaces in the common pool: the solo game lays out fewer rows."""
    rows = D.SETUP["solo_pool_rows"] if players == 1 else D.SETUP["pool_rows"]
    return rows * POOL_COLS


def orchard_width(players: int) -> int:
    """Face-up orchard cards: the solo game shows fewer."""
    return D.SETUP["solo_orchard_row"] if players == 1 else D.SETUP["orchard_row"]


def is_int(v: Any) -> bool:
    """A whole number that is not a bool (positions and actions may come from any JSON)."""
    return isinstance(v, int) and not isinstance(v, bool)


def ordinal(k: int) -> str:
    """'1st', '2nd', '3rd', '4th'... in the current language."""
    if k == 1:
        return pgettext("ordinal", "1st")
    if k == 2:
        return pgettext("ordinal", "2nd")
    if k == 3:
        return pgettext("ordinal", "3rd")
    return pgettext("ordinal", "{n}th").format(n=k)

