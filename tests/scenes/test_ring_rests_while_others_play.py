"""Keyboard play against a computer (a play-test of 2026-12-06, session 2): after End turn by
Enter the focus ring parked on Undo, greyed while the computer played.  Now it rests on nothing
usable-looking: hidden while others play (a Tab shows it on a bar button that may be used), and
when the person's turn comes back it shows where the turn's next move begins."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from driver import advance, key, make_app
from game.rules.base import Setup
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.table import TableScene
from game.ui.tooltip import REST_MS
from keyboard import focused, on_rect, press, targets
from titles import every_title


def table_vs_computer(app, title: str, seed: int) -> TableScene:
    registry.start_new(app, Setup(title, ("Ana", "Ben"), 0, seats=("human", "random")), seed)
    table = app.find(TableScene)
    advance(app, 1000)
    assert table.viewer == 0
    return table


def greyed(table: TableScene, target) -> bool:
    """The target is a button that is greyed (disabled) now."""
    if not (isinstance(target.key, tuple) and target.key[:1] == ("button",)):
        return False
    buttons = [*table._live_bar_buttons(), *table.buttons]
    return any(tuple(b.rect.topleft) == tuple(target.key[2]) and not b.enabled for b in buttons)


def move_by_keys(app, table: TableScene, chooser: random.Random) -> bool:
    """One legal move of the person, made by Enter on the places its hint outlines (in order:
    a card, then where it goes); False when no move could be made so (then one is acted)."""
    legal = table.state.legal_actions()
    chooser.shuffle(legal)
    for action in legal:
        rects = table.hint_rects(action)
        if not rects:
            continue
        done = len(table.match.actions)
        for rect in rects:
            press(app, on_rect(rect, targets(app)), repr(action))
            if len(table.match.actions) > done or table.turn_done:
                return True
        table.back_out()   # (a choice half made is put back: another move is tried)
    table.act(legal[0])
    return False


def wait_for_the_turn(app, table: TableScene) -> int:
    """Let the computer play (real time: its worker is a process) until the person may act
    again; at each step the ring stands on nothing, or on nothing greyed.  The steps seen."""
    end = time.monotonic() + 60
    steps = 0
    while not table.state.is_over() and not (table._person_to_act() and not table.turn_done):
        assert time.monotonic() < end, "the computer did not move in time"
        here = app.focus.target()
        assert here is None or not greyed(table, here), (
            f"while the computer plays the ring stands on the greyed {here.key!r}")
        if isinstance(app.top, HandoffScene):
            raise AssertionError("a hand-off at a table with one person")
        advance(app, 100)
        time.sleep(0.003)
        steps += 1
    app.step()
    return steps


@every_title
@pytest.mark.parametrize("seed", [2, 5])
def test_after_end_turn_by_enter_the_ring_rests_then_shows_where_the_next_move_begins(title, seed):
    app = make_app()
    table = table_vs_computer(app, title, seed)
    chooser = random.Random(seed)
    key(app, pygame.K_TAB)
    turns = tips_waiting = 0
    for _ in range(40):
        if table.state.is_over() or turns >= 2:
            break
        if not app.keyboard:
            key(app, pygame.K_TAB)
        move_by_keys(app, table, chooser)
        if not table.turn_done:
            if not table._person_to_act():
                wait_for_the_turn(app, table)   # (a move that passed the turn at once)
            continue
        assert focused(app).rect == table._end_button.rect, "the ring did not wait on End turn"
        key(app, pygame.K_RETURN)                # End turn by Enter: the computer's turn
        assert not table.turn_done
        if table._person_to_act() or table.state.is_over():
            continue                             # (the same person goes on: a new round's first move)
        assert app.focus.target() is None or not greyed(table, app.focus.target())
        wait_for_the_turn(app, table)
        if table.state.is_over():
            break
        here = focused(app)
        assert app.keyboard and here is not None, "the ring did not come back with the turn"
        starts = [r for a in table.state.legal_actions() for r in table.move_begins_at(a)]
        assert any(r.collidepoint(here.at) for r in starts), (
            f"the turn came back with the ring on {here.key!r}, where no move begins")
        # and no tooltip opens there by itself, over what the computer just did (a play-test's
        # covered the other seat's new tile and animals); it waits for a key to move the ring
        for _ in range(3):
            advance(app, REST_MS)
        assert table.hover.visible is None, f"the ring came back and opened {table.hover.tip.title!r}"
        tips_waiting += table.hover.tip is not None
        turns += 1
    assert turns >= 1, "no End turn by Enter was followed by the computer's turn"
    # (the check above had a tooltip to hold back: Paddy's turn begins on a hand card, which has none)
    assert tips_waiting or title == "paddy"


def test_a_tab_while_the_computer_plays_shows_the_ring_on_a_usable_bar_button():
    app = make_app()
    table = table_vs_computer(app, "koinobori", 3)
    chooser = random.Random(3)
    key(app, pygame.K_TAB)
    for _ in range(10):
        move_by_keys(app, table, chooser)
        if table.turn_done:
            break
    assert table.turn_done
    key(app, pygame.K_RETURN)
    assert not table._person_to_act()
    key(app, pygame.K_TAB)                        # the person looks for the bar meanwhile
    here = focused(app)
    assert app.keyboard and here is not None and here.group == "bar" and not greyed(table, here), here
