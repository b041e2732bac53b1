"""Enter after H in Paddy's Place paddy step, with real key and mouse events (a play-test at
1920x1080: H, the hint outlined the plot and picked up its cards, then Enter did nothing and said
nothing).  Enter and Space act where the focus ring is, and the ring hides while the mouse is
used: Enter then went to the table, which has no Enter of its own before End turn.  Now Enter
after a hint whose cards are still picked up goes on with it (the ring shows on the outlined
plot, and Enter places the tile there, one press); after a hint whose cards were changed it says
how Enter is used; with no hint, Enter shows the ring (as on every screen)."""
from __future__ import annotations

import pygame
import pytest

from at_scale import app_at, click, move
from driver import advance, key
from game.rules.match import Match
from game.rules.paddy import PlacePaddy
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.turnflow import HANDOFF_DELAY_MS
from game.scenes.paddy import PaddyScene
from test_hint_moves_the_ring import wait_for_the_hint
from test_paddy_hand_picks import position

SIZES = [(1280, 720), (1920, 1080)]
HOW = "Enter acts where the focus ring is: show it with Tab or an arrow key."


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def table(request):
    app = app_at(request.param)
    registry.open_table(app, Match.from_state(position([1, 4], ["day", "night"])))
    scene = app.find(PaddyScene)
    if scene.handoff_wait > 0:
        advance(app, HANDOFF_DELAY_MS + 50)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    scene.input_grace = 0
    assert scene.viewer == 0 and scene.state.step == "paddy" and scene.sel_card is None
    yield app, scene
    pygame.quit()


def mouse_used(app, scene) -> None:
    """The pointer moves over the info box (the ring hides, as for a player using the mouse)."""
    move(app, scene.layout.zone("info").center)
    assert not app.keyboard


def test_enter_after_a_hint_places_the_hinted_tile_in_one_press(table):
    app, scene = table
    mouse_used(app, scene)
    key(app, pygame.K_h)
    wait_for_the_hint(app, scene)
    hinted = scene.hinted
    assert isinstance(hinted, PlacePaddy) and (scene.sel_card, scene.sel_half) == (hinted.card, hinted.half)
    advance(app, 3000)                                   # the hint has finished pulsing
    mouse_used(app, scene)
    key(app, pygame.K_RETURN)
    assert scene.match.actions and scene.match.actions[-1] == hinted   # placed: one Enter
    assert scene.state.step != "paddy"
    assert app.keyboard                                  # and the ring shows where it was placed


def test_enter_without_a_hint_shows_the_ring_and_the_next_enter_acts_there(table):
    """As on every screen: Enter the table has no use for while the ring is hidden shows it
    where it stood (it said "show it with Tab or an arrow key"); nothing is played by it."""
    app, scene = table
    mouse_used(app, scene)
    actions = len(scene.match.actions)
    key(app, pygame.K_RETURN)
    assert len(scene.match.actions) == actions and scene.state.step == "paddy"
    assert app.keyboard and app.focus.target() is not None
    assert scene.message is None or scene.message[0] != HOW


def test_enter_after_the_hinted_cards_were_changed_places_nothing_and_says_why(table):
    app, scene = table
    mouse_used(app, scene)
    key(app, pygame.K_h)
    wait_for_the_hint(app, scene)
    hinted = scene.hinted
    other = next(rect for kind, value, rect in scene.hand_cards if kind == "paddy" and value != hinted.card)
    click(app, other.center)                             # the person chose the other paddy card
    assert scene.sel_card != hinted.card
    actions = len(scene.match.actions)
    key(app, pygame.K_RETURN)
    assert len(scene.match.actions) == actions and scene.state.step == "paddy"
    assert scene.message is not None and scene.message[0] == HOW
