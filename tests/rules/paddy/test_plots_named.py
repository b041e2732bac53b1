"""A placed tile is named by the plots it covers, in the log and in describe_action, in both
languages: an L of three plots never by a corner of its bounding box it does not cover."""
import re

import pytest

from game import i18n
from game.rules.base import Setup
from game.rules.paddy import PaddyState, PlacePaddy, RemoveTile
from game.rules.paddy.geometry import cell_name, footprint_cells

CELL = re.compile(r"(?<![A-Za-z0-9])[A-H][1-8](?![0-9])")


def named(text: str) -> set[str]:
    """The plot names a text mentions (a square's "B2–C3" names its two corners)."""
    return set(CELL.findall(text.replace("\u2013", " ")))


@pytest.fixture(params=["en", "ja"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def first_l_placement(state: PaddyState) -> PlacePaddy:
    for action in state.legal_actions():
        if isinstance(action, PlacePaddy) and action.tile == 3:
            return action
    raise AssertionError("no L placement in this position")


def in_paddy_step(seed: int) -> PaddyState:
    s = PaddyState.new(Setup("paddy", ("Ana", "Ben")), seed)
    while s.step == "draft":
        s.apply(s.legal_actions()[0])
    return s


def test_an_l_tile_is_named_by_the_three_plots_it_covers(lang):
    checked = 0
    for seed in range(40):
        s = in_paddy_step(seed)
        if not any(isinstance(a, PlacePaddy) and a.tile == 3 for a in s.legal_actions()):
            continue
        action = first_l_placement(s)
        covered = {cell_name(c) for c in footprint_cells(3, action.rotation, action.cell)}
        assert named(s.describe_action(action)) == covered, s.describe_action(action)
        s.apply(action)
        line = next(line for line in reversed(s.log) if "3" in line and named(line))
        assert named(line) == covered, line
        checked += 1
    assert checked >= 5


def test_every_rotation_and_anchor_of_the_l_names_only_its_plots(lang):
    for rotation in range(4):
        for anchor in range(64):
            cells = footprint_cells(3, rotation, anchor)
            if cells is None:
                continue
            text = PlacePaddy(3, "day", 3, rotation, anchor).describe()
            assert named(text) == {cell_name(c) for c in cells}, text


def test_a_square_is_named_by_its_corners_and_an_erosion_by_the_tile_it_removes(lang):
    text = PlacePaddy(4, "night", 4, 0, 9).describe()
    assert "B2" in text and "C3" in text and "\u2013" in text
    s = in_paddy_step(3)
    placed = next(a for a in s.legal_actions() if isinstance(a, PlacePaddy) and a.tile == 3)
    s.apply(placed)
    tile = s.new_tile
    cells = {cell_name(c) for c in s.tiles[tile][3]}
    assert named(s.describe_action(RemoveTile(tile))) == cells
