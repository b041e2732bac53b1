"""H, then Enter, for every kind of Ladybird hint, with the focus ring hidden and with it shown
where the hint put it: the move is made whole, or its next part is, never nothing (as Paddy's,
a play-test, 2026-12-06).  Real key events; the hint is the worker's answer (hint_enter.py)."""
from __future__ import annotations

import pytest

from game.rules.ladybird.actions import Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed, Invade, PlaceCard, TakeFood, TakeOrchard, UseTile
from hint_enter import check_title, of_kind

KINDS = [of_kind(*k) if isinstance(k, tuple) else of_kind(k) for k in (Choose, Invade, FlowerBed, Draft, DrawTwo, UseTile, PlaceCard, TakeOrchard, TakeFood, EndPicnic, Discard,)]


@pytest.mark.parametrize("ring", [False, True], ids=["ring hidden", "ring shown"])
@pytest.mark.parametrize("wanted", KINDS, ids=lambda w: w.__name__)
def test_enter_after_a_hint_makes_the_hinted_move(wanted, ring):
    check_title("ladybird", wanted, ring)
