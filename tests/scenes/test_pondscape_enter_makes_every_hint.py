"""H, then Enter, for every kind of Pondscape hint, with the focus ring hidden and with it shown
where the hint put it: the move is made whole, or its next part is, never nothing (as Paddy's,
a play-test, 2026-12-06).  Real key events; the hint is the worker's answer (hint_enter.py)."""
from __future__ import annotations

import pytest

from game.rules.pondscape.actions import Done, Jump, Play, Take, Tuck
from hint_enter import check_title, of_kind

KINDS = [of_kind(*k) if isinstance(k, tuple) else of_kind(k) for k in (Take, Play, Jump, Tuck, Done,)]


@pytest.mark.parametrize("ring", [False, True], ids=["ring hidden", "ring shown"])
@pytest.mark.parametrize("wanted", KINDS, ids=lambda w: w.__name__)
def test_enter_after_a_hint_makes_the_hinted_move(wanted, ring):
    check_title("pondscape", wanted, ring)
