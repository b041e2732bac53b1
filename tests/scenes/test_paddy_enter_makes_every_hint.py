"""H, then Enter, for every kind of Paddy hint, with the focus ring hidden and with it shown
where the hint put it (a play-test, 2026-12-06: "Place an animal on D2 from the reserve", Enter,
Enter: the ring sat on the reserve, nothing happened and the second Enter put the hint away;
"play event C", Enter with the ring hidden only said how Enter is used).  Real key events;
the hint is the worker's answer, delivered as it delivers it (hint_enter.py)."""
from __future__ import annotations

import pytest

from game.rules.paddy import Done, KeepEvents, PlaceAnimal, PlacePaddy, PlaceWaterfall, PlayEvent, RemoveTile, ReturnAnimal
from hint_enter import check_title, of_kind

KINDS = [of_kind(*k) if isinstance(k, tuple) else of_kind(k) for k in (PlacePaddy, PlayEvent, (PlaceAnimal, "reserve"), (PlaceAnimal, "board"), ReturnAnimal, PlaceWaterfall, RemoveTile, KeepEvents, Done,)]


@pytest.mark.parametrize("ring", [False, True], ids=["ring hidden", "ring shown"])
@pytest.mark.parametrize("wanted", KINDS, ids=lambda w: w.__name__)
def test_enter_after_a_hint_makes_the_hinted_move(wanted, ring):
    check_title("paddy", wanted, ring)
