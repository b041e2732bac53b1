"""The table as a player reads it: the whole log, the hand-off's summary, keys that behave the
same everywhere, text fields that select all."""
import random

import pygame
import pytest

from driver import click, end_turn, key, make_app, type_text
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.log import LogScene
from game.scenes.common.pause import PauseScene
from game.scenes.common.setup import SetupScene


@pytest.fixture
def app():
    return make_app()


def played(title="koinobori", players=("Ana", "Ben", "Cy"), steps=30, seed=4) -> Match:
    match = Match(Setup(title, players, 0), seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        match.apply(chooser.choice(match.state.legal_actions()))
    return match


def open_at(app, match):
    table = app.push(registry.scene_class(match.setup.title)(app, match))
    table.show_to(match.state.current_player())
    return table


def test_a_click_on_the_log_panel_opens_the_whole_log_grouped_by_player(app):
    match = played(steps=40)
    table = open_at(app, match)
    click(app, table.layout.zone("log").center)
    log = app.top
    assert isinstance(log, LogScene)
    headers = [seat for kind, seat in log.rows if kind == "header"]
    lines = [text for kind, text in log.rows if kind == "line"]
    assert headers[0] is None and {0, 1, 2} <= set(headers)
    assert "".join(lines).replace(" ", "") == "".join(match.state.log).replace(" ", "")  # nothing lost
    assert log.scroll == log._max_scroll() > 0   # it opens at the newest lines
    key(app, pygame.K_HOME)
    assert log.scroll == 0
    key(app, pygame.K_PAGEDOWN)
    assert log.scroll > 0
    app.render()
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_l_opens_the_log_too(app):
    table = open_at(app, played(steps=10))
    key(app, pygame.K_l)
    assert isinstance(app.top, LogScene) and app.top.table is table


def test_the_hand_off_says_what_happened_since_your_last_turn(app):
    match = played(steps=25)
    table = open_at(app, match)
    mover = match.state.current_player()
    while match.state.current_player() == mover:
        table.act(match.state.legal_actions()[0])
    end_turn(app)
    handoff = app.top
    assert isinstance(handoff, HandoffScene)
    nxt = match.state.current_player()
    assert handoff.note == match.lines_since_turn_of(nxt)
    assert handoff.note and all(line in match.state.log for line in handoff.note)
    app.render()


def test_esc_on_the_hand_off_opens_the_pause_menu_and_keeps_the_hand_hidden(app):
    match = played(steps=25)
    table = open_at(app, match)
    mover = match.state.current_player()
    while match.state.current_player() == mover:
        table.act(match.state.legal_actions()[0])
    end_turn(app)
    assert isinstance(app.top, HandoffScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and table.viewer is None
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, HandoffScene) and table.viewer is None


def test_ctrl_a_selects_a_name_field_so_typing_replaces_it(app):
    setup = app.push(SetupScene(app, "koinobori"))
    field = setup.fields[0]
    click(app, field.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    assert field.all_selected
    type_text(app, "Zoe")
    assert field.text == "Zoe"
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    assert field.text == ""


def test_long_names_fit_the_hand_off_and_its_button(app):
    name = "Maximilianus XVI"
    handoff = app.push(HandoffScene(app, name, 0, lambda: None, ["One thing happened."]))
    app.render()
    from game.ui.widgets import fitted_label
    size, label = fitted_label(app.assets, handoff.button.label, handoff.button.rect.w - 16, handoff.button.size)
    assert name in label  # smaller type, not cut


@pytest.mark.parametrize("title", ["paddy", "koinobori", "pondscape", "ladybird"])
def test_esc_reaches_the_pause_menu_from_any_table_state(title, app):
    """A first Esc may drop a selection; the second always opens the pause menu."""
    from titles import random_match

    for steps in (3, 40, 120):
        match = random_match(title, steps=steps, seed=steps)
        app.stack.clear()
        table = open_at(app, match)
        # pick something up where the title allows it: a click on the first hand card / card area
        for rect_name in ("hand_rects", "hand_cards"):
            rects = getattr(table, rect_name, None)
            if rects:
                first = rects[0]
                click(app, (first[-1] if isinstance(first, tuple) else first).center)
                break
        for _ in range(2):
            if isinstance(app.top, PauseScene):
                break
            key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, PauseScene), (title, steps)
