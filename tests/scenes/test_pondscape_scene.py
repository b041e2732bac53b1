"""Pondscape's table scene, driven headless with real mouse events at the places it draws."""
from __future__ import annotations

import random

import pygame
from game.ui import paint
import pytest

from driver import advance, button_pos, click, drag, end_turn, key, make_app
from game.rules.base import AUTOMA, Setup
from game.rules.match import Match
from game.rules.pondscape import CroakerTurn, Done, Jump, Play, Take, Tuck
from game.scenes.common.handoff import HandoffScene
from game.scenes.pondscape import PondscapeScene
from game.scenes.common.results import ResultsScene
from game.scenes.common.table import AUTOMA_STEP_MS, INPUT_GRACE_MS
from game.ui.anim import Tween

NAMES = ("Ana", "Ben", "Cy")


@pytest.fixture(scope="module")
def app():
    app = make_app()
    yield app


def pass_device(app) -> None:
    """End the mover's turn, then click through a hot-seat hand-off if one shows."""
    end_turn(app)
    if getattr(app.top, "handoff_wait", 0) > 0:
        advance(app, 1000)
    top = app.top
    if isinstance(top, HandoffScene):
        click(app, top.button.rect.center)


def open_table(app, players: int, seed: int = 5, advance_to: str | None = None) -> PondscapeScene:
    match = Match(Setup("pondscape", NAMES[:players]), seed)
    rng = random.Random(seed)
    if advance_to is not None:
        while match.state.phase != advance_to:
            match.apply(rng.choice(match.state.legal_actions()))
    scene = PondscapeScene(app, match)
    app.reset(scene)
    pass_device(app)
    assert app.top is scene
    assert scene.viewer == match.state.current_player()
    return scene


def hand_point(scene: PondscapeScene, card: int) -> tuple[int, int]:
    """A visible point of a hand card (cards overlap when the hand is long)."""
    rect = scene.hand_rects[scene.hand.index(card)]
    return rect.x + 6, rect.centery + 30


def test_clicking_a_display_card_takes_it(app):
    scene = open_table(app, 2)
    state = scene.state
    seat = state.current_player()
    card = state.display[1]
    hand_before = len(state.hands[seat])
    assert 1 in scene.legal_slots
    click(app, scene.slot_rects[1].center)
    assert state.phase == "play"
    assert card in state.hands[seat] and len(state.hands[seat]) == hand_before + 1
    assert scene.match.actions == [Take(1)]
    assert any(isinstance(t, Tween) for t in scene.anims.items)      # the card travels to the hand
    assert card in scene.hand


def test_an_illegal_click_shows_the_rules_reason_and_changes_nothing(app):
    scene = open_table(app, 2)
    before = scene.state.to_position()
    card = scene.hand[0]
    click(app, hand_point(scene, card))                 # picking a card up is fine...
    assert scene.selected == card
    click(app, scene.cell_rects[7].center)              # ...but playing it before taking is not
    assert scene.message is not None and scene.message[0] == "First take a card from the display."
    assert scene.state.to_position() == before and scene.match.actions == []
    click(app, scene.slot_rects[0].center)
    click(app, scene.slot_rects[2].center)              # a second take
    assert scene.message[0] == "You already took a card this turn."
    assert scene.match.actions == [Take(0)]


def test_place_by_click_by_drag_and_face_down_by_right_click(app):
    scene = open_table(app, 2)
    state = scene.state
    seat = state.current_player()
    click(app, scene.slot_rects[0].center)
    card = scene.hand[0]
    click(app, hand_point(scene, card))
    assert 4 in scene.legal_cells
    click(app, scene.cell_rects[4].center)
    assert state.ponds[seat][4] == card and state.downs[seat][4] is False

    scene = open_table(app, 1, seed=8)
    state = scene.state
    click(app, scene.slot_rects[0].center)
    card = scene.hand[-1]
    drag(app, hand_point(scene, card), scene.cell_rects[12].center)
    assert state.ponds[0][12] == card and state.downs[0][12] is False

    scene = open_table(app, 1, seed=9)
    state = scene.state
    click(app, scene.slot_rects[0].center)
    card = scene.hand[1]
    click(app, hand_point(scene, card))
    click(app, scene.cell_rects[0].center, button=3)   # right click: face down as water
    assert state.ponds[0][0] == card and state.downs[0][0] is True


def test_the_toggle_button_places_face_down_and_a_taken_space_is_refused(app):
    scene = open_table(app, 1, seed=4)
    state = scene.state
    click(app, scene.slot_rects[2].center)
    click(app, button_pos(scene, "Flip"))
    assert scene.face_down
    card = scene.hand[0]
    click(app, hand_point(scene, card))
    click(app, scene.cell_rects[3].center)
    assert state.ponds[0][3] == card and state.downs[0][3]
    # finish this turn and the Croaker's, then try the same space again
    while state.current_player() != 0 or state.phase != "play":
        if state.current_player() == AUTOMA:
            end_turn(app)
            advance(app, AUTOMA_STEP_MS)
        else:
            scene.act(state.legal_actions()[-1])
    advance(app, INPUT_GRACE_MS)   # clicks just after the Croaker's move only hurry (issue 24)
    other = scene.hand[0]
    click(app, hand_point(scene, other))
    before = state.to_position()
    click(app, scene.cell_rects[3].center)
    assert scene.message[0] == "That pond space is taken: a placed card never moves."
    assert state.to_position() == before


def test_the_hand_off_appears_when_the_seat_changes(app):
    scene = open_table(app, 2, seed=3)
    state = scene.state
    first = state.current_player()
    while state.current_player() == first:
        action = next((a for a in state.legal_actions() if not isinstance(a, (Jump, Tuck))), None)
        scene.act(action or state.legal_actions()[0])
    assert scene.turn_done and app.top is scene     # the mover first sees the move land
    end_turn(app)
    assert isinstance(app.top, HandoffScene)
    assert scene.viewer is None
    scene.draw(paint.layer((1280, 720)))      # the table under the (opaque) hand-off shows nothing private
    in_hands = {card for hand in state.hands for card in hand}
    assert not any(side != "back" and card in in_hands for side, card, _seat in scene.drawn)
    pass_device(app)
    assert scene.viewer == state.current_player() != first


def test_other_seats_private_cards_are_never_drawn_face_up(app):
    match = Match(Setup("pondscape", NAMES), 21)
    rng = random.Random(21)
    while sum(match.state.turns) < 15 or match.state.phase != "take":
        match.apply(rng.choice(match.state.legal_actions()))
    scene = PondscapeScene(app, match)
    app.reset(scene)
    pass_device(app)
    me = scene.viewer
    state = scene.state
    app.render()
    for seat in range(3):
        if seat == me:
            continue
        secret = set(state.hands[seat])
        secret |= {state.ponds[seat][c] for c in range(15) if state.downs[seat][c]}
        drawn_ids = {card for side, card, s in scene.drawn if s == seat and card is not None}
        assert not drawn_ids & secret
        assert any(side == "back" for side, _c, s in scene.drawn if s == seat) or not state.hands[seat]
        # the view the scene draws from has no hand and no water fronts for that seat
        assert all(e is None or not e["face_down"] or e["card"] is None for e in scene.view["ponds"][seat])
    assert scene.view["hand"] == state.hands[me]
    own_faces = {card for side, card, s in scene.drawn if s == me and side == "front"}
    assert set(state.hands[me]) <= own_faces


def test_jump_and_tuck_through_the_food_rows(app):
    scene = open_table(app, 2, seed=1, advance_to="jump")
    state = scene.state
    frog = state.frog
    target = (frog + 2) % 5
    assert set(scene.jump_targets) == {(frog + 1) % 5, target}
    click(app, scene.boundary_rect(target).center)
    assert state.frog == target and state.phase == "jump_tuck"
    lit = sorted(scene.legal_foods)
    unlit = next(f for f in range(5) if f not in lit)
    card = scene.hand[0]
    click(app, hand_point(scene, card))
    before = state.to_position()
    click(app, scene.food_rects[unlit].center)
    assert "tuck only under those" in scene.message[0]
    assert state.to_position() == before
    seat = state.current_player()
    click(app, scene.food_rects[lit[0]].center)
    assert card in state.tucked[seat][lit[0]]
    if state.phase == "jump_tuck":
        click(app, button_pos(scene, "Finish tucking"))
    assert state.phase != "jump_tuck"


def test_the_croakers_turn_is_shown_step_by_step(app):
    scene = open_table(app, 1, seed=12)
    state = scene.state
    while state.current_player() != AUTOMA:
        action = next((a for a in state.legal_actions() if isinstance(a, (Take, Play, Done))), None)
        scene.act(action or state.legal_actions()[0])
    assert state.current_player() == AUTOMA
    assert scene.turn_done and scene.automa_wait == 0     # the Croaker waits for "End turn"
    end_turn(app)
    app.render()
    assert scene.automa_wait > 0                          # it waits before acting, so the player can follow
    advance(app, AUTOMA_STEP_MS // 2)
    assert state.current_player() == AUTOMA
    advance(app, AUTOMA_STEP_MS)
    assert scene.match.actions[-1] == CroakerTurn()
    last = state.croaker_last
    assert last is not None
    assert any("The Croaker flips a card" in line for line in state.log)
    lines = scene.croaker_lines(scene.view["croaker"]["last"])
    assert lines[0].startswith("1. Flipped") and len(lines) >= 3
    if last["moves"]:
        assert any(isinstance(t.payload, dict) and t.payload.get("frog") for t in scene.anims.of(Tween))
    if last["taken"] >= 0:
        assert any(isinstance(t.payload, dict) and t.payload.get("card") == last["taken"]
                   for t in scene.anims.of(Tween))
    app.render()


def test_a_whole_game_is_played_through_the_scene_to_the_results(app):
    scene = open_table(app, 2, seed=31)
    state = scene.state
    rng = random.Random(31)
    for _ in range(2000):
        if state.is_over():
            break
        pass_device(app)
        seat = state.current_player()
        legal = state.legal_actions()
        action = rng.choice(legal)
        count = len(scene.match.actions)
        if isinstance(action, Take):
            click(app, scene.slot_rects[action.slot].center)
        elif isinstance(action, Play):
            if scene.selected != action.card:
                click(app, hand_point(scene, action.card))
            click(app, scene.cell_rects[action.cell].center, button=3 if action.face_down else 1)
        elif isinstance(action, Jump):
            click(app, scene.boundary_rect((state.frog + action.steps) % 5).center)
        elif isinstance(action, Tuck):
            click(app, hand_point(scene, action.card))
            click(app, scene.food_rects[action.food].center)
        elif isinstance(action, Done):
            click(app, button_pos(scene, "Finish tucking"))
        assert len(scene.match.actions) == count + 1, (action, scene.message)
        assert scene.match.actions[-1] == action
        assert seat is not None
    assert state.is_over()
    app.render()
    assert scene.details is not None and scene.score_marks is not None
    advance(app, 10_000)
    assert app.top is scene  # the results wait for the player
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)
    assert app.top.sheet.totals() == state.score_sheet().totals()


def test_jump_buttons_and_food_help_come_from_the_rules(app):
    scene = open_table(app, 2, seed=1, advance_to="jump")
    state = scene.state
    assert scene.jump_targets == state.jump_targets()
    assert scene.symbols == state.food_symbols(scene.focus)
    frog = state.frog
    click(app, button_pos(scene, "Jump 2 borders"))
    assert scene.match.actions[-1] == Jump(2) and state.frog == (frog + 2) % 5
    assert scene.can_finish == (state.check(Done()) is None)
    app.input.pointer = scene.food_rects[0].center
    app.render()                                        # the food help panel draws from the cached counts
