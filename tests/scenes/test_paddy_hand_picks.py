"""Paddy's hand in the Place paddy step, with real mouse events at several window sizes (a
play-test at 1920x1080, 4 people hot-seat): with two identical paddy or day/night cards the table
sometimes picked one for you and sometimes not (a paddy card picked by a click pulled the day
card up with it), and a click on a day card then put that pre-picked card down: "First choose a
paddy card and a day/night card".  Now the pre-pick is made once, as the step opens, of each kind
whose cards are all the same card (and can be played), and it is drawn picked; afterwards a click
on a card picks it, and only a click on the copy drawn picked puts it down."""
from __future__ import annotations

import pygame
import pytest

from at_scale import app_at, click
from game.rules.match import Match
from driver import advance
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.turnflow import HANDOFF_DELAY_MS
from game.scenes.paddy import PaddyScene
from test_paddy_scene import paddy_rule_helpers

SIZES = [(1280, 720), (1920, 1080), (1600, 900), (1366, 768)]


def position(paddy: list[int], halves: list[str]):
    """Four seats, seat 0 to place a tile on an empty board with this hand."""
    h = paddy_rule_helpers()
    s = h.after_draft(4)
    h.give_hand(s, 0, paddy, halves)
    h.at_step(s, "paddy", 0)
    return s


def open_at(size, paddy, halves):
    app = app_at(size)
    registry.open_table(app, Match.from_state(position(paddy, halves)))
    scene = app.find(PaddyScene)
    if scene.handoff_wait > 0:
        advance(app, HANDOFF_DELAY_MS + 50)
    if isinstance(app.top, HandoffScene):                            # "show my cards", clicked
        click(app, app.top.button.rect.center)
    scene.input_grace = 0
    assert scene.state.current_player() == 0 and scene.state.step == "paddy" and scene.viewer == 0
    return app, scene


def cards(scene, kind: str) -> list[tuple[int, pygame.Rect]]:
    """(index in hand_cards, rect) of the hand's cards of `kind`, left to right."""
    return [(i, rect) for i, (k, _v, rect) in enumerate(scene.hand_cards) if k == kind]


def drawn_picked(scene) -> set[int]:
    """The hand's cards drawn raised and outlined in the picked colour, as the player sees them
    (hand_cards indexes): the hand panel drawn afresh, its outlines recorded."""
    from game.scenes.paddy import panels
    from game.ui import theme
    outlined: list[pygame.Rect] = []
    real = panels.paint.rect

    def record(surface, colour, rect, *args, **kwargs):
        if tuple(colour) == tuple(theme.SELECTED) and kwargs.get("border_radius") == 10:
            outlined.append(pygame.Rect(rect))
        return real(surface, colour, rect, *args, **kwargs)

    panels.paint.rect = record
    try:
        scene._kept.clear()
        scene.app.dirty = True
        scene.app.render()
    finally:
        panels.paint.rect = real
    return {i for i, (kind, _v, rect) in enumerate(scene.hand_cards)
            if kind in ("paddy", "half") and any(o.center == rect.move(0, -4).center for o in outlined)}


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def size(request):
    yield request.param
    pygame.quit()


def test_identical_pairs_are_pre_picked_and_a_click_on_the_other_copy_picks_it(size):
    app, scene = open_at(size, [1, 1], ["night", "night"])
    (p1, r1), (p2, r2) = cards(scene, "paddy")
    (h1, s1), (h2, s2) = cards(scene, "half")
    assert (scene.sel_card, scene.sel_half) == (1, "night")          # the step's pre-pick
    assert drawn_picked(scene) == {p1, h1}                           # and it shows
    click(app, r2.center)                                            # the other copy: picks it
    assert scene.sel_card == 1 and drawn_picked(scene) == {p2, h1}
    click(app, s2.center)
    assert scene.sel_half == "night" and drawn_picked(scene) == {p2, h2}
    click(app, r2.center)                                            # the copy drawn picked: down
    assert scene.sel_card is None and drawn_picked(scene) == {h2}
    app.step()
    scene.refresh()
    assert scene.sel_card is None                                    # no pre-pick comes back
    click(app, r1.center)
    assert scene.sel_card == 1 and drawn_picked(scene) == {p1, h2}


def test_a_click_on_a_paddy_card_never_picks_the_day_card_with_it(size):
    app, scene = open_at(size, [3, 4], ["day", "day"])
    (p3, r3), (p4, r4) = cards(scene, "paddy")
    (h1, s1), (h2, s2) = cards(scene, "half")
    # the two day cards are the same card: picked as the step opens, the paddy cards differ
    assert (scene.sel_card, scene.sel_half) == (None, "day") and drawn_picked(scene) == {h1}
    click(app, s1.center)                                            # the one drawn picked: down
    assert scene.sel_half is None and drawn_picked(scene) == set()
    click(app, r4.center)
    assert (scene.sel_card, scene.sel_half) == (4, None)             # the day card stays down
    click(app, s2.center)                                            # a click on a day card picks it
    assert (scene.sel_card, scene.sel_half) == (4, "day") and drawn_picked(scene) == {p4, h2}
    click(app, s1.center)                                            # its twin: still picked
    assert scene.sel_half == "day" and drawn_picked(scene) == {p4, h1}
    click(app, r3.center)                                            # the other paddy card: swapped
    assert (scene.sel_card, scene.sel_half) == (3, "day") and drawn_picked(scene) == {p3, h1}


def test_with_different_cards_nothing_is_pre_picked_and_clicks_choose(size):
    app, scene = open_at(size, [3, 4], ["day", "night"])
    assert (scene.sel_card, scene.sel_half) == (None, None)
    (p3, r3), (p4, r4) = cards(scene, "paddy")
    (hd, sd), (hn, sn) = cards(scene, "half")
    click(app, r3.center)
    assert (scene.sel_card, scene.sel_half) == (3, None)
    click(app, sn.center)
    assert (scene.sel_card, scene.sel_half) == (3, "night") and drawn_picked(scene) == {p3, hn}
    click(app, sn.center)
    assert (scene.sel_card, scene.sel_half) == (3, None)
