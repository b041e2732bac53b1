"""While an ended turn waits for End turn, nothing of the next seat shows: the players panel
still marks the mover as on turn and the top bar keeps the round the move was made in (a
play-test saw Koinobori's panel highlight the next player, and Pondscape's bar read "Round 2 of
15" after the last move of round 1, before End turn)."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import click, make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.koinobori.table import KoinoboriScene
from game.scenes.pondscape.table import PondscapeScene
from game.ui import textrecord


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def _turn_ending(match: Match):
    """A legal move of the seat to act that hands the turn to the other seat, or None."""
    seat = match.state.current_player()
    for action in match.state.legal_actions():
        probe = Match.replay(match.setup, match.seed, list(match.actions), match.start)
        probe.apply(action)
        if probe.state.current_player() not in (seat, None) and not probe.state.is_over():
            return action, probe
    return None


def _open_past_handoff(app, match, scene_class):
    registry.open_table(app, match)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    scene = app.find(scene_class)
    assert app.top is scene and scene.viewer == match.state.current_player()
    return scene


def test_pondscape_the_bar_keeps_the_round_until_end_turn():
    app = make_app()
    match = Match(Setup("pondscape", ("Ana", "Ben"), 0, seats=("human", "human")), 4)
    chooser = random.Random(4)
    found = None
    for _ in range(200):
        found = _turn_ending(match)
        if found is not None and found[1].state.round_number() == match.state.round_number() + 1:
            break
        match.apply(chooser.choice(match.state.legal_actions()))
        match.confirm_turn_end()
    action, _probe = found
    rounds_before = match.state.round_number()
    scene = _open_past_handoff(app, match, PondscapeScene)
    mover = scene.viewer
    scene._update_chrome()
    before = scene._status
    assert scene.act(action)
    assert scene.turn_done and match.state.round_number() == rounds_before + 1
    assert scene.seat_on_turn() == mover
    assert scene._status == before           # "Round N of 15" (or nothing where the bar has no room)
    assert scene.round_shown() == rounds_before
    if before == "":                         # then the pond's header names the round: the same one
        with textrecord.recording() as rec:
            app.render()
        words = [t.string for t in rec.texts]
        assert f"Round {rounds_before} of 15" in words and f"Round {rounds_before + 1} of 15" not in words
    scene.end_turn()
    assert scene.round_shown() == rounds_before + 1
    assert not scene.turn_done and scene.seat_on_turn() == match.state.current_player() != mover
    assert scene._status != before or before == ""
    pygame.quit()


def test_koinobori_the_players_panel_does_not_say_the_next_seat_is_on_turn(app):
    match = Match(Setup("koinobori", ("Ana", "Ben"), 0, seats=("human", "human")), 6)
    chooser = random.Random(6)
    found = None
    for _ in range(200):
        found = _turn_ending(match)
        if found is not None:
            break
        match.apply(chooser.choice(match.state.legal_actions()))
        match.confirm_turn_end()
    action, _probe = found
    scene = _open_past_handoff(app, match, KoinoboriScene)
    mover = scene.viewer
    assert scene.act(action)
    assert scene.turn_done
    nxt = match.state.current_player()
    assert nxt != mover and scene.seat_on_turn() == mover
    tip = scene.tooltip_at(scene.player_rects[nxt].center)
    assert tip is not None and "Their turn now." not in tip.lines
    mine = scene.tooltip_at(scene.player_rects[mover].center)
    assert mine is not None and "Your turn now." in mine.lines
    scene.end_turn()
