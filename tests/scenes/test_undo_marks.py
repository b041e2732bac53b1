"""A move taken back with Undo is never shown to the next person as made: the table's marks of
the seats' recent moves go back to what they were before the undone move (a play-test saw an
undone animal's ring on Paddy's board after the hot-seat hand-off)."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import click, key, make_app
from game.rules.base import Setup
from game.rules.koinobori import PlayCard
from game.rules.match import Match
from game.rules.paddy import PlaceAnimal, PlacePaddy
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.koinobori.table import KoinoboriScene
from game.scenes.paddy import PaddyScene


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def _to_seat_step(title: str, step_ok, seed: int) -> Match:
    """A hot-seat game of two people, played at random until seat 0 stands where `step_ok` says."""
    match = Match(Setup(title, ("Ana", "Ben"), 0, seats=("human", "human")), seed)
    chooser = random.Random(seed)
    for _ in range(500):
        st = match.state
        if st.current_player() == 0 and step_ok(st):
            return match
        match.apply(chooser.choice(st.legal_actions()))
        match.confirm_turn_end()
    raise AssertionError("no such position")


def _open(app, match, scene_class):
    """The table for `match`, past the hand-off screen to Ana (seat 0), as a person clicks it."""
    registry.open_table(app, match)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    scene = app.find(scene_class)
    assert app.top is scene and scene.viewer == 0
    return scene


def _undo_with_ctrl_z(app, scene) -> None:
    moves = len(scene.match.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.match.actions) == moves - 1, scene.message


def test_paddy_an_undone_animal_leaves_no_mark_for_the_next_person(app):
    match = _to_seat_step("paddy", lambda st: st.step == "paddy" and st.cycle == 1, seed=3)
    scene = _open(app, match, PaddyScene)
    placed = next(a for a in match.state.legal_actions() if isinstance(a, PlacePaddy) and a.tile)
    assert scene.act(placed)
    cells = tuple(match.state.tiles[match.state.new_tile][3])
    first = next(a for a in match.state.legal_actions() if isinstance(a, PlaceAnimal) and a.src < 0)
    assert scene.act(first)
    second = next(a for a in match.state.legal_actions() if isinstance(a, PlaceAnimal) and a.src < 0
                  and a.dst != first.dst)
    assert scene.act(second)
    assert scene.last_moves[0]["animals"] == [(-1, first.dst), (-1, second.dst)]
    _undo_with_ctrl_z(app, scene)
    mark = scene.last_moves[0]
    assert mark["animals"] == [(-1, first.dst)]          # the ring of the undone animal is gone
    assert mark["tile"] == cells and mark["cards"] == (placed.card, placed.half)   # what stands stays
    _undo_with_ctrl_z(app, scene)
    _undo_with_ctrl_z(app, scene)
    assert scene.last_moves.get(0) is None or scene.last_moves[0]["tile"] == ()    # the tile's too


def test_koinobori_an_undone_card_is_not_listed_as_played(app):
    def can_play(st) -> bool:
        return any(isinstance(a, PlayCard) for a in st.legal_actions())
    match = _to_seat_step("koinobori", can_play, seed=5)
    scene = _open(app, match, KoinoboriScene)
    before = scene._marks_snapshot()["trail"]
    play = next(a for a in match.state.legal_actions() if isinstance(a, PlayCard))
    assert scene.act(play)
    assert play.card in scene.trail[0]["played"]
    if not scene.match.can_undo():
        pytest.skip("this card closed a pole and revealed the scores")
    _undo_with_ctrl_z(app, scene)
    assert play.card not in getattr(scene, "trail", {}).get(0, {"played": []})["played"]
    assert scene._marks_snapshot()["trail"] == before


def test_koinobori_an_undo_leaves_no_score_change_behind(app):
    """A card put on your own pole changes your worth (−2, say); Undo takes it back, and the
    header must not then say "(+2)" as if a move had gained it (play-test, round 2)."""
    from game.rules.koinobori import PlayToOwnPole

    def can_own(st) -> bool:
        return any(isinstance(a, PlayToOwnPole) for a in st.legal_actions())
    match = _to_seat_step("koinobori", can_own, seed=7)
    scene = _open(app, match, KoinoboriScene)
    before = scene.last_change()
    own = next(a for a in match.state.legal_actions() if isinstance(a, PlayToOwnPole))
    assert scene.act(own)
    if not scene.match.can_undo():
        pytest.skip("the card revealed something")
    _undo_with_ctrl_z(app, scene)
    assert scene.last_change() == before


def test_pondscape_an_undo_leaves_no_score_change_behind(app):
    """A card played into the pond changes its score; Undo takes it back, and the pond's
    header keeps the change it showed before the move, not the undo's as a gain."""
    from game.rules.pondscape import Play
    from game.scenes.pondscape.table import PondscapeScene

    def can_play(st) -> bool:
        return any(isinstance(a, Play) for a in st.legal_actions())
    match = _to_seat_step("pondscape", can_play, seed=3)
    scene = _open(app, match, PondscapeScene)
    before = scene.change_total(0)
    play = next(a for a in match.state.legal_actions() if isinstance(a, Play))
    assert scene.act(play)
    if not scene.match.can_undo():
        pytest.skip("the move revealed something")
    _undo_with_ctrl_z(app, scene)
    assert scene.change_total(0) == before

