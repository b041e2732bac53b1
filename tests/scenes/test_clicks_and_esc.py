"""Clicks belong to the person whose turn it is, and Esc always opens the pause menu (issue 24):
while a computer plays a click only hurries it; a press made before the person's turn came
back, or a click just as it came back (made to hurry), never reaches the title's scene as an
action; a click after that does.  Esc on any table opens the pause menu, whatever the scene
does with keys (Paddy cleared its selection and the menu never opened)."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import advance, click, key, make_app
from game import settings
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.pause import PauseScene
from game.scenes.common.table import INPUT_GRACE_MS
from titles import AVAILABLE


@pytest.fixture
def app():
    before = settings.load()
    yield make_app()
    settings.save(before)


def at_computers_turn(app, title: str, seed: int = 3):
    """A table of a person (seat 0) and a computer (seat 1), stopped at the computer's turn,
    with the computer's worker kept out (its moves are applied by the test)."""
    setup = Setup(title, ("Ann", "Bot"), 0, seats=("human", "easy"))
    match = Match(setup, seed)
    chooser = random.Random(seed)
    while match.state.current_player() != 1:
        match.apply(chooser.choice(match.state.legal_actions()))
    table = app.push(registry.scene_class(title)(app, match))
    table._update_computers = lambda dt_ms: False
    table.show_to(0)
    seen = []
    original = table.handle_table

    def record(event):
        if event.kind in ("down", "up", "click", "right_click"):
            seen.append(event.kind)
        return original(event)

    table.handle_table = record
    return table, match, seen


def free_spot(table) -> tuple[int, int]:
    """A point on the table away from the bar and every button."""
    bar = table.layout.zone("bar")
    rects = [b.rect for b in table.buttons + table._live_bar_buttons()] + [bar]
    if table.layout.has("log"):
        rects.append(table.layout.zone("log"))
    for y in range(bar.bottom + 40, 700, 37):
        for x in range(40, 1240, 53):
            if not any(r.inflate(8, 8).collidepoint(x, y) for r in rects):
                return x, y
    raise AssertionError("no free spot")


def computer_moves(table, match) -> None:
    while match.state.current_player() == 1:
        table.act(match.state.legal_actions()[0], by_viewer=False)


@pytest.mark.parametrize("title", AVAILABLE)
def test_a_press_before_the_turn_came_back_is_not_an_action(title, app):
    table, match, seen = at_computers_turn(app, title)
    spot = free_spot(table)
    click(app, spot)                                   # during the computer's turn: it hurries
    assert seen == [] and len(match.actions) == len([*match.actions])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    app.step()                                         # pressed while the computer plays...
    computer_moves(table, match)
    advance(app, INPUT_GRACE_MS + 50)
    actions = len(match.actions)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    app.step()                                         # ...released on the person's turn
    assert seen == [] and len(match.actions) == actions
    click(app, spot)                                   # a fresh click is the person's
    assert "click" in seen


@pytest.mark.parametrize("title", AVAILABLE)
def test_a_click_just_as_the_turn_comes_back_only_hurries(title, app):
    table, match, seen = at_computers_turn(app, title)
    spot = free_spot(table)
    computer_moves(table, match)
    assert match.state.current_player() == 0 and table.viewer == 0
    actions = len(match.actions)
    click(app, spot)                                   # the hurrying click, one beat late
    assert seen == [] and len(match.actions) == actions
    advance(app, INPUT_GRACE_MS)
    click(app, spot)
    assert "click" in seen


@pytest.mark.parametrize("title", AVAILABLE)
def test_esc_always_opens_the_pause_menu(title, app):
    table, match, _seen = at_computers_turn(app, title)
    computer_moves(table, match)
    advance(app, INPUT_GRACE_MS)
    if getattr(table, "card_ok", None):               # Paddy: a card picked, which Esc used to drop
        table.sel_card = sorted(table.card_ok)[0]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    key(app, pygame.K_ESCAPE)                          # and Esc closes it again
    assert app.top is table
    table.turn_done = True                             # a held turn end: Esc still pauses
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


@pytest.mark.parametrize("title", AVAILABLE)
def test_the_bar_shows_a_computers_turn_in_public_words(title, app):
    """While a computer moves, the top bar says what it is doing in words every seat may read
    (the rules' public_prompt), never the instructions its own prompt would give it ("…the
    terrace at E1 is tied, so change it before you choose Done"); a person reads their own."""
    table, match, _seen = at_computers_turn(app, title)
    chooser = random.Random(7)
    differed = 0
    for _n in range(120):
        state = match.state
        if state.is_over():
            break
        seat = state.current_player()
        table._update_chrome()
        if table.computers.is_computer(seat):
            assert state.public_prompt() in table.bar_text and "computer" in table.bar_text
            if state.prompt() != state.public_prompt():
                differed += 1
                assert state.prompt() not in table.bar_text
        elif seat == table.viewer:   # the rules' prompt, or the title's own words for it (own_prompt)
            assert (table.own_prompt() or state.prompt()) in table.bar_text
        table.act(chooser.choice(state.legal_actions()), by_viewer=False)
        table.show_to(0)
    assert differed, "no computer turn whose prompt speaks to the mover was met"


def test_a_hot_seat_table_between_people_shows_public_words(app):
    """A table hidden for the hand-off (nobody's cards in view) names what the next person
    will do in public words, not that person's own instructions."""
    setup = Setup("paddy", ("Ann", "Ben"), 0)
    match = Match(setup, 4)
    while match.state.step != "paddy":
        match.apply(match.state.legal_actions()[0])
    table = app.push(registry.scene_class("paddy")(app, match))
    table.show_to(None)
    table._update_chrome()
    assert match.state.public_prompt() in table.bar_text
    assert match.state.prompt() not in table.bar_text
