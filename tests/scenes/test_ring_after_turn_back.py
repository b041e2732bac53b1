"""Tab on Paddy's table reaches the hand, the event draft and "Keep these two" (a keyboard
play-test: during the draft Tab seemed only to toggle Hint and "Harvest now?", and later Tab from
Hint skipped the hand).

The cause: while a computer moves the ring stands in the bar; when the turn comes back (after
the short grace in which a click only hurries) the ring goes back to the table, but nothing drew
a frame, so it stayed drawn on Hint while Tab and Enter already worked from the hand.  Now a
frame shows it where it stands.  And Tab into the table's buttons goes to the one that moves the
turn on (Keep these two), not to the look-only "Harvest now?" first in the row."""
from __future__ import annotations

import time

import pygame
import pytest

from driver import advance, key, make_app
from game import settings
from game.rules.base import Setup
from game.scenes import registry
from game.scenes.common.table import TableScene
from keyboard import focused, go_to
from test_focus_ring import ring_pixels


@pytest.fixture
def app():
    before = settings.load()
    yield make_app()
    settings.save(before)


def draft_after_the_computer(app) -> TableScene:
    """Paddy against an Easy computer who chooses its events first; the ring shown from the
    start; returned once the person may act and the loop has been idle a step."""
    registry.start_new(app, Setup("paddy", ("Ana", "Ben"), 1, seats=("human", "easy")), 42)
    table = app.find(TableScene)
    key(app, pygame.K_TAB)
    assert app.keyboard
    end = time.monotonic() + 30
    while not table._person_to_act():
        assert time.monotonic() < end, "the computer did not choose its events in time"
        advance(app, 50)
        time.sleep(0.005)
    assert table.state.step == "draft" and table.viewer == 0
    app.step()   # an idle pass of the loop: no input, no animation
    return table


def test_when_the_turn_comes_back_the_ring_is_drawn_where_tab_goes_from(app):
    table = draft_after_the_computer(app)
    here = focused(app)
    assert here.group == "hand", here   # back on the table: the event draft
    assert ring_pixels(app, here.rect) > 60, "the ring is not drawn where it stands"
    seen = []
    for _ in range(3):
        key(app, pygame.K_TAB)
        seen.append(focused(app).group)
    assert seen[-1] == "hand" and {"buttons", "bar"} <= set(seen)   # every area, then the hand again


def test_tab_reaches_keep_these_two_once_two_are_chosen(app):
    table = draft_after_the_computer(app)
    key(app, pygame.K_TAB)   # first through the buttons: the ring stops on "Harvest now?" there
    assert focused(app).group == "buttons" and focused(app).rect.collidepoint(table.buttons[0].rect.center)
    for value in sorted({v for kind, v, _ in table.hand_cards if kind == "event"})[:2]:
        go_to(app, lambda t, v=value: t.key == ("card", "event", v), f"event {value}")
        key(app, pygame.K_RETURN)
    assert len(table.draft_pick) == 2
    keep = next(b for b in table.buttons if b.label.startswith("Keep"))
    assert keep.enabled
    for _ in range(3):
        key(app, pygame.K_TAB)
        if focused(app).group == "buttons":
            break
    assert focused(app).rect == keep.rect, "Tab to the buttons does not land on Keep these two"
    before = len(table.match.actions)
    key(app, pygame.K_RETURN)
    assert len(table.match.actions) == before + 1



def test_the_ring_moved_on_by_a_hinted_move_opens_no_tooltip_until_a_key_moves_it():
    """A lesson's play-test (Play on, then H and Enter on Paddy's tile step): the ring went on to
    an animal by itself and opened its tooltip over the plots that glowed for the next click.
    It opens only once a key moves the ring."""
    from game.rules.paddy import PlacePaddy
    from game.ui.tooltip import REST_MS
    from hint_enter import enter_makes_the_hinted_move, table_with_a_hint_of

    for seed in (1, 2, 3):
        got = table_with_a_hint_of("paddy", lambda a: isinstance(a, PlacePaddy) and a.tile > 0, seed)
        if got is not None:
            break
    app, table, action = got
    enter_makes_the_hinted_move(app, table, action, ring=True)
    for _ in range(3):
        advance(app, REST_MS)
    here = focused(app)
    assert here is not None and table.hover.visible is None, (here.key, table.hover.tip and table.hover.tip.title)
    for arrow in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP):
        key(app, arrow)
        for _ in range(3):
            advance(app, REST_MS)
        if table.hover.visible is not None:
            break
    assert table.hover.visible is not None   # moved by a key: it opens after its rest
