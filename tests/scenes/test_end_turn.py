"""Undo until the hand-off: a move that ends the turn waits for "End turn" and stays undoable
(unless it revealed something); only then does the hand-off, or the Croaker, follow."""
import random

import pygame
import pytest

from driver import button_pos, click, key, make_app
from game import settings
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.simulate import default_setup
from titles import AVAILABLE


def position_before_a_quiet_turn_end(title: str, players: int):
    """(match, action): a seeded game stopped where `action` ends the turn without revealing."""
    for seed in range(1, 60):
        match = Match(default_setup(title, players), seed)
        chooser = random.Random(seed)
        for _ in range(300):
            state = match.state
            if state.is_over() or state.current_player() is None or state.current_player() < 0:
                break
            for action in state.legal_actions():
                probe = Match.replay(match.setup, match.seed, match.actions)
                turn, reveals, seat = probe.state.turn_id, probe.state.reveal_count, probe.state.current_player()
                probe.state.apply(action)
                after = probe.state
                if (after.reveal_count == reveals and not after.is_over()
                        and (after.turn_id != turn or after.current_player() != seat)):
                    return match, action
            match.apply(chooser.choice(state.legal_actions()))
    raise AssertionError(f"{title}: no quiet turn end found")


def open_at(app, match):
    table = app.push(registry.scene_class(match.setup.title)(app, match))
    table.show_to(match.state.current_player())
    return table


@pytest.fixture
def app():
    return make_app()


@pytest.mark.parametrize("title", [t for t in AVAILABLE if t != "pondscape"] + ["pondscape-solo"])
def test_a_turn_ending_move_can_be_undone_until_end_turn(title, app):
    players = 1 if title == "pondscape-solo" else 2
    title = title.replace("-solo", "")
    match, action = position_before_a_quiet_turn_end(title, players)
    table = open_at(app, match)
    mover = match.state.current_player()
    before = match.state.to_position()
    assert table.act(action, (640, 360))
    assert table.turn_done and app.top is table and table.viewer == mover
    assert table.automa_wait == 0 and table.handoff_wait == 0   # nothing follows on its own
    assert match.can_undo()
    click(app, button_pos(table, "Undo"))
    assert match.state.to_position() == before and not table.turn_done
    assert app.top is table and table.viewer == mover
    # again, and this time end the turn with the button
    assert table.act(action, (640, 360))
    click(app, button_pos(table, "End turn"))
    assert not table.turn_done and not match.can_undo()
    if players > 1:
        assert isinstance(app.top, HandoffScene) and table.viewer is None
    else:
        assert table.automa_wait > 0  # the Croaker takes its turn now


def test_enter_ends_the_turn_and_table_clicks_are_explained_meanwhile(app):
    match, action = position_before_a_quiet_turn_end("koinobori", 3)
    table = open_at(app, match)
    table.act(action, (640, 360))
    count = len(match.actions)
    click(app, (640, 400))
    assert table.message is not None and "End turn" in table.message[0]
    assert len(match.actions) == count
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, HandoffScene)


def test_the_confirmation_can_be_turned_off_in_the_settings(app):
    stored = settings.load()
    stored["confirm_turn_end"] = False
    settings.save(stored)
    try:
        match, action = position_before_a_quiet_turn_end("koinobori", 2)
        table = open_at(app, match)
        table.act(action, (640, 360))
        assert not table.turn_done and not match.can_undo()
        assert table.handoff_wait > 0  # the old way: the move lands, then the hand-off
    finally:
        stored["confirm_turn_end"] = True
        settings.save(stored)
