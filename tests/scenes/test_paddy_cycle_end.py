"""Paddy's table at a cycle's end (issue 24): the person's last move of the growing phase waits
for End turn with nothing of the harvest shown (the rules' automatic step, applied by the match
only once the turn is final), Undo takes the move back until then, End turn brings the harvest
(its summary and the score markers moving), and the log files it under no seat ("Game")."""
import random

import pygame
import pytest

from driver import button_pos, click, make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.log import GAME, LogScene
from game.scenes.paddy import PaddyScene


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def last_move_of_a_cycle() -> tuple[Match, object]:
    """A game against a computer where the person (seat 0) has the move that ends cycle 1's
    growing phase, and no one has a Dew or Mud to decide on: End turn brings the harvest."""
    setup = Setup("paddy", ("You", "Computer"), 0, seats=("human", "random"))
    for seed in range(1, 80):
        match = Match(setup, seed)
        chooser = random.Random(seed)
        while match.state.cycle == 1 and not match.state.is_over():
            st = match.state
            if st.current_player() == 0:
                for action in st.legal_actions():
                    probe = st.clone()
                    probe.apply(action)
                    if probe.step != "harvest":
                        continue
                    while (step := probe.forced_action()) is not None:
                        probe.apply(step)
                    if probe.harvests:
                        return match, action
            match.apply(chooser.choice(st.legal_actions()))
    raise AssertionError("no seed gives the person the last move of a cycle")


def open_table(app, monkeypatch, match) -> PaddyScene:
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    scene.show_to(0)
    # the computer's moves would come from a worker process: here it never moves by itself
    monkeypatch.setattr(scene.computers, "begin", lambda seat, pace: None)
    monkeypatch.setattr(scene.computers, "update", lambda dt: None)
    return scene


def test_the_harvest_waits_for_end_turn_and_undo_works_until_then(app, monkeypatch):
    match, action = last_move_of_a_cycle()
    scene = open_table(app, monkeypatch, match)
    before = match.state.to_position()
    lines = len(match.state.log)
    assert scene.act(action, (640, 360))
    st = scene.state
    assert scene.turn_done and st.step == "harvest" and st.harvests == []
    assert scene.show_harvest is None and not any("harvest" in line for line in st.log[lines:])
    assert "the harvest" in scene.bar_text and "Undo" in scene.bar_text
    for _n in range(10):
        app.step()
    assert scene.state.step == "harvest"           # time passing does not bring it either
    click(app, button_pos(scene, "Undo"))
    assert not scene.turn_done and scene.state.to_position() == before
    assert scene.act(action, (640, 360)) and scene.turn_done
    app.step()   # a frame first: the click's frame then spans only the click, so time spent above on a
    #              busy machine (the move, its autosave and sound) cannot end the 400 ms markers' move in it
    click(app, button_pos(scene, "End turn"))
    st = scene.state
    assert not scene.turn_done and len(st.harvests) == 1 and st.cycle == 2
    assert scene.show_harvest == 0                  # the summary of the harvest just counted
    assert any(item.payload == ("score", 0) for item in scene.anims.items)   # the markers move
    assert not scene.match.can_undo()               # the new cycle's deal is a reveal


def test_the_log_files_the_harvest_under_game(app, monkeypatch):
    match, action = last_move_of_a_cycle()
    scene = open_table(app, monkeypatch, match)
    assert scene.act(action, (640, 360))
    click(app, button_pos(scene, "End turn"))
    log = LogScene(app, scene)
    heading = None
    for kind, value in log.rows:
        if kind == "header":
            heading = value
        elif " harvest: " in value:
            break
    else:
        raise AssertionError("no harvest line in the log")
    assert heading == GAME
    assert log.rows[0] == ("header", None)          # the setup keeps its own heading
