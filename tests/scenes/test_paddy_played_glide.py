"""Paddy: another seat's played cards move as they land (issue 24, "Show what just happened"):
a computer's paddy card and day/night card travel from its hand in the players panel to where
they stay marked, frame by frame, ending at the mark's place; a click lands them at once and
still does what it does, so input never waits for them."""
import random

import pygame
from game.ui.canvas import pixels
from game.ui import paint
import pytest

from driver import advance, click, make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import Done, PlacePaddy
from game.scenes import registry
from game.scenes.paddy import PaddyScene
from game.ui.anim import Tween


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def computer_to_place(seed: int = 3) -> Match:
    match = Match(Setup("paddy", ("You", "Computer"), 0, seats=("human", "random")), seed)
    chooser = random.Random(seed)
    while not (match.state.current_player() == 1 and match.state.step == "paddy"):
        match.apply(chooser.choice(match.state.legal_actions()))
    return match


def open_table(app, monkeypatch, match) -> PaddyScene:
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    scene.show_to(0)
    monkeypatch.setattr(scene.computers, "begin", lambda seat, pace: None)
    monkeypatch.setattr(scene.computers, "update", lambda dt: None)
    return scene


def glides(scene) -> list[Tween]:
    return [t for t in scene.anims.of(Tween) if t.payload[0] == "played"]


def place(scene) -> PlacePaddy:
    action = next(a for a in scene.state.legal_actions() if isinstance(a, PlacePaddy))
    assert scene.act(action, by_viewer=False)
    return action


def test_a_computers_played_cards_travel_to_their_mark(app, monkeypatch):
    scene = open_table(app, monkeypatch, computer_to_place())
    action = place(scene)
    moving = glides(scene)
    assert [t.payload[2:] for t in moving] == [(0, f"card_paddy_{action.card}"), (1, f"card_{action.half}")]
    row = scene.player_rows[1]
    assert all(row.collidepoint(t.start) for t in moving)          # from the seat's hand in its row
    assert [t.end for t in moving] == [scene.played_spot(1, 0).topleft, scene.played_spot(1, 1).topleft]
    first = moving[0]
    places = []
    for _n in range(5):
        scene.anims.update(50)                                       # the table's frames, 50 ms apart
        places.append(first.pos)
    assert len(set(places)) == len(places)                          # it moves every frame
    assert all(abs(b[0] - first.end[0]) < abs(a[0] - first.end[0]) for a, b in zip(places, places[1:]))
    advance(app, 600)
    assert glides(scene) == []                                       # landed, in a short time
    assert scene.last_moves[1]["cards"] == (action.card, action.half)
    assert scene.played_gliding(1) == set()                          # the mark is drawn at its place now


def test_the_glide_is_drawn_and_changes_frame_by_frame(app, monkeypatch):
    scene = open_table(app, monkeypatch, computer_to_place())
    place(scene)
    moving = glides(scene)[0]
    spot = scene.played_spot(1, 0)
    way = pygame.Rect(moving.start, (1, 1)).union(spot).inflate(24, 24)

    def picture() -> bytes:
        surface = paint.layer((1280, 720))
        scene.draw(surface)
        return pygame.image.tobytes(pixels(surface.subsurface(way)), "RGB")

    shots = []
    for _n in range(4):
        shots.append(picture())
        scene.anims.update(60)
    scene.anims.update(600)
    landed = picture()
    assert len(set(shots)) == len(shots)                 # the frames change as the cards travel
    assert all(shot != landed for shot in shots)
    assert picture() == landed                            # and stay put once landed


def test_a_click_lands_the_cards_and_still_acts(app, monkeypatch):
    scene = open_table(app, monkeypatch, computer_to_place())
    place(scene)
    while scene.state.current_player() == 1:              # the computer finishes its turn at once
        acts = scene.state.legal_actions()
        scene.act(Done() if Done() in acts else acts[0], by_viewer=False)
    assert glides(scene) and scene.state.current_player() == 0 and scene.state.step == "paddy"
    scene.input_grace = 0                                 # (the table's grace after a computer's move)
    scene.press_in_turn = True
    kind, value, rect = next(c for c in scene.hand_cards if c[0] == "paddy")
    scene._no_auto = True
    scene.sel_card = scene.sel_half = None
    click(app, rect.center)
    assert glides(scene) == []                            # landed at once
    assert scene.sel_card == value                        # and the click picked the card as ever


def test_in_hot_seat_the_next_person_sees_the_last_persons_cards_glide_in(app):
    from driver import end_turn
    from game.scenes.common.handoff import HandoffScene
    from game.scenes.common.turnflow import HANDOFF_DELAY_MS
    match = Match(Setup("paddy", ("Ana", "Ben"), 0), 5)
    chooser = random.Random(5)
    while not (match.state.current_player() == 0 and match.state.step == "paddy"):
        match.apply(chooser.choice(match.state.legal_actions()))
        match.confirm_turn_end()
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    scene.show_to(0)
    action = next(a for a in scene.state.legal_actions() if isinstance(a, PlacePaddy))
    assert scene.act(action)
    assert glides(scene) == []                         # Ana sees her own cards go, not glide to a mark
    while scene.state.current_player() == 0 and not scene.turn_done:
        acts = scene.state.legal_actions()
        scene.act(Done() if Done() in acts else acts[0])
    end_turn(app)
    advance(app, HANDOFF_DELAY_MS + 50)
    assert isinstance(app.top, HandoffScene)
    click(app, app.top.button.rect.center)            # Ben takes over
    assert scene.viewer == 1
    assert [t.payload[1:] for t in glides(scene)] == [(0, 0, f"card_paddy_{action.card}"),
                                                      (0, 1, f"card_{action.half}")]
    assert [m for m in scene.marks_to_show() if m[0] == 0][0][1]["cards"] == (action.card, action.half)
    scene.anims.update(1000)
    scene.show_to(1)                                  # seen once: no second glide for the same turn
    assert glides(scene) == []
