"""Colour vision (issue 30): busy tables of every title, as protanopes, deuteranopes and tritanopes
see them (Machado et al. 2009 at severity 1.0, tools/colour_vision.py), keep apart what a player
must tell apart.  The measure and its thresholds are in docs/art.md ("Colour vision"):

- every seat's colour is drawn on its busy table, and any two seats' colours stay at least APART
  (CIEDE2000) under every simulation; each seat's mark has a shape of its own too;
- every colour that is a rule (Paddy's day and night, Koinobori's carp, Pondscape's foods,
  Ladybird's columns) is drawn on its busy table, and any two members, as the table draws their
  frames, differ in at least SYMBOL_PIXELS pixels by APART or more under every simulation: where
  their colours merge, a letter, pattern, plant or silhouette is still there.

The tables are rendered by the real scenes (the smoke run's busy positions) and their pixels read."""
import sys
from pathlib import Path

import pygame
from game.ui import paint
from game.ui.canvas import pixels
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import colour_vision as cv  # noqa: E402  (tools/colour_vision.py)
from game import smoke
from game.launch import make_app
from game.rules.registry import TITLES, title_info
from game.scenes import registry
from game.ui import draw, theme

FOUND = 2.5        # CIEDE2000: a pixel of the rendered table "is" a palette colour within this
FOUND_PIXELS = 20  # how many such pixels show that the table draws the colour


@pytest.fixture(scope="module")
def app():
    return make_app()


def busy_table_colours(app, title: str) -> dict[bytes, int]:
    """How many pixels of each colour the title's busy table (most players) draws."""
    scene = registry.scene_class(title)(app, smoke.busy_match(title, title_info(title).max_players))
    smoke.show(app, scene)
    app.render()
    data = pygame.image.tobytes(pixels(app.canvas), "RGB")
    counts: dict[bytes, int] = {}
    for i in range(0, len(data), 3):
        key = data[i:i + 3]
        counts[key] = counts.get(key, 0) + 1
    return counts


def drawn(counts: dict[bytes, int], colour) -> int:
    """Pixels of the table within FOUND of `colour`."""
    target = cv.lab(colour)
    return sum(n for key, n in counts.items() if cv.ciede2000(cv.lab(tuple(key)), target) < FOUND)


def test_the_simulation_is_machado_2009_and_the_difference_ciede2000():
    # Sharma, Wu & Dalal (2005), the formula's published test pairs 1, 7 and 34
    assert cv.ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert cv.ciede2000((50, 0, 0), (50, -1, 2)) == pytest.approx(2.3669, abs=1e-4)
    assert cv.ciede2000((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514)) == pytest.approx(0.9082, abs=1e-4)
    for kind in cv.KINDS:   # the matrices keep greys (their rows sum to 1) and move pure colours
        assert all(abs(sum(row) - 1) < 1e-3 for row in cv.MACHADO_2009[kind])
        assert cv.simulate((128, 128, 128), kind) == (128, 128, 128)
    # red and green merge for the red-green dichromacies, blue and green for the tritanope
    assert cv.difference((208, 62, 52), (78, 150, 70), "deuteranopia") < 6 < cv.difference((208, 62, 52), (78, 150, 70))
    assert cv.difference((62, 104, 190), (132, 82, 162), "protanopia") < 6


def test_two_components_of_one_flat_colour_each_are_not_told_apart():
    """The check can fail: two cards that differ only by colours a deuteranope merges."""
    a, b = paint.layer((56, 77), pygame.SRCALPHA), paint.layer((56, 77), pygame.SRCALPHA)
    a.fill((208, 62, 52, 255))
    b.fill((78, 150, 70, 255))
    assert cv.pixels_apart(a, b, None) == 56 * 77
    assert cv.pixels_apart(a, b, "deuteranopia") == 0
    paint.circle(b, (250, 244, 226), (28, 38), 9)   # a symbol on one of them
    assert cv.pixels_apart(a, b, "deuteranopia") >= cv.SYMBOL_PIXELS


@pytest.mark.parametrize("title", TITLES)
def test_every_seat_is_drawn_in_its_colour_and_the_colours_stay_apart(app, title):
    counts = busy_table_colours(app, title)
    seats = title_info(title).max_players
    colours = theme.PLAYER_COLOURS[:seats]
    for q, colour in enumerate(colours):
        assert drawn(counts, colour) >= FOUND_PIXELS, f"seat {q + 1}'s colour is not on the {title} table"
    for kind in cv.KINDS:
        for i, a in enumerate(colours):
            for j in range(i + 1, seats):
                assert cv.difference(a, colours[j], kind) >= cv.APART, (kind, i + 1, j + 1)


def test_every_seat_mark_has_a_shape_of_its_own():
    """Seen with no colour at all, the five marks still differ: their outlines are other shapes."""
    size = 20
    masks = []
    for seat in range(len(theme.PLAYER_COLOURS)):
        surface = paint.layer((size + 4, size + 4), pygame.SRCALPHA)
        draw.player_shape(surface, seat, (size // 2 + 2, size // 2 + 2), size)
        masks.append(pygame.mask.from_surface(pixels(surface)))
    for i, a in enumerate(masks):
        for b in masks[i + 1:]:
            union = a.count() + b.count() - a.overlap_area(b, (0, 0))
            assert union - a.overlap_area(b, (0, 0)) >= 0.15 * union   # at least 15 % of the pair differs


def test_the_click_me_glow_is_told_from_a_frame_by_its_shape():
    """A review: Ladybird's glow round a draftable card looked, as a deuteranope sees it, like an
    orange card's own yellow-looking frame.  The glow's crisp outline is double: across its edge
    a scan meets the highlight colour twice, with a gap of another colour between (a card's
    frame is one band)."""
    surface = paint.layer((120, 120))
    surface.fill((40, 36, 32))
    draw.glow(surface, pygame.Rect(30, 30, 60, 60))
    row = pixels(surface)
    runs, inside = 0, False
    for x in range(0, 60):   # from the left, through the left edge, at the rect's middle height
        near = sum(abs(a - b) for a, b in zip(row.get_at((x, 60))[:3], theme.LEGAL[:3])) < 60
        runs += near and not inside
        inside = near
    assert runs == 2, runs


@pytest.mark.parametrize("name", list(cv.rule_sets()))
def test_every_rule_colour_is_drawn_and_told_apart_by_a_symbol_where_it_merges(app, name):
    each = cv.rule_sets()[name]
    counts = busy_table_colours(app, each.title)
    for member, colour in each.colours.items():
        assert drawn(counts, colour) >= FOUND_PIXELS, f"{name}: {member} is not on the {each.title} table"
    frames = {m: app.assets.sprite(each.sheet, each.frame_of(m), each.size) for m in each.colours}
    members = list(each.colours)
    for kind in (None, *cv.KINDS):
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                apart = cv.pixels_apart(frames[a], frames[b], kind)
                assert apart >= cv.SYMBOL_PIXELS, f"{name}: {a} and {b} merge for {kind or 'normal vision'}"
