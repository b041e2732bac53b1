"""Computer players at the table: chosen per seat on the setup screen, moving through the
worker process (the window goes on), hand-offs only between people, a game to watch when
nobody plays, hints, and no undo past a computer's move."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from driver import advance, button_pos, click, end_turn, key, make_app
from game import settings
from game.rules.base import AUTOMA, Setup
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.pause import PauseScene
from game.scenes.common.setup import SetupScene
from game.scenes.common.table import TableScene
from titles import AVAILABLE

TIMEOUT_S = 90  # generous: CI shares two cores between the suite and the worker processes


@pytest.fixture
def app():
    before = settings.load()
    yield make_app()
    settings.save(before)   # other tests expect people at every seat and the default speed


def start(app, title: str, seats: tuple[str, ...], seed: int = 5) -> TableScene:
    names = tuple(f"Seat {i + 1}" for i in range(len(seats)))
    registry.start_new(app, Setup(title, names, 0, seats=seats), seed)
    return app.find(TableScene)


def run_until(app, table: TableScene, done, on_handoff=None, mover=None) -> None:
    """Let time pass (scene timers fast-forwarded, the worker's search in real time) and let
    the people play random legal moves, until `done()`."""
    chooser = random.Random(1)
    end = time.monotonic() + TIMEOUT_S
    while not done():
        assert time.monotonic() < end, "the computer player did not move in time"
        top = app.top
        if isinstance(top, HandoffScene):
            if on_handoff:
                on_handoff(top.seat)
            top._ready()
            continue
        if table.turn_done and top is table:
            end_turn(app)
            continue
        seat = table.state.current_player()
        if (top is table and seat not in (None, AUTOMA) and not table.state.is_over()
                and not table.computers.is_computer(seat) and table.viewer == seat):
            (mover or (lambda: table.act(chooser.choice(table.state.legal_actions()))))()
            continue
        advance(app, 250)
        time.sleep(0.005)


def kind_button(scene: SetupScene, seat: int, label: str):
    zone = scene.layout.zone(f"kind_{seat}")
    for button in scene.buttons:
        if button.label == label and zone.collidepoint(button.rect.center):
            return button
    raise AssertionError(f"no {label} button for seat {seat}")


def test_the_setup_screen_sets_each_seat_and_remembers_it(app):
    scene = app.push(SetupScene(app, "koinobori"))
    click(app, kind_button(scene, 1, "Hard").rect.center)
    assert kind_button(scene, 1, "Hard").selected and kind_button(scene, 0, "Human").selected
    click(app, button_pos(scene, "Start game"))
    table = app.find(TableScene)
    assert table.match.setup.seats == ("human", "hard")
    assert settings.load()["seats"][:2] == ["human", "hard"]
    again = app.push(SetupScene(app, "koinobori"))
    assert kind_button(again, 1, "Hard").selected        # remembered for the next game
    click(app, kind_button(again, 1, "Human").rect.center)  # all people: saves keep the old form
    assert again.setup().seats == ()


@pytest.mark.parametrize("title", AVAILABLE)
def test_one_person_against_a_computer_sees_no_hand_off(title, app):
    table = start(app, title, ("human", "easy"))
    handoffs: list[int] = []
    seen_viewers: set = set()

    def three_computer_turns() -> bool:
        seen_viewers.add(table.viewer)
        moves = sum(1 for group_seat, _lines in table.match.log_groups() if group_seat == 1)
        return table.state.is_over() or moves >= 3

    run_until(app, table, three_computer_turns, on_handoff=handoffs.append)
    assert handoffs == []
    assert seen_viewers == {0}     # the person's own cards are always on show
    assert any(seat == 1 for seat, _lines in table.match.log_groups())  # the computer's moves are logged


@pytest.mark.parametrize("title", AVAILABLE)
def test_hand_offs_happen_only_between_people(title, app):
    table = start(app, title, ("human", "easy", "human"))
    handoffs: list[int] = []
    run_until(app, table, lambda: table.state.is_over() or len(handoffs) >= 4, on_handoff=handoffs.append)
    assert handoffs and set(handoffs) <= {0, 2}


def test_a_game_of_computers_plays_to_the_end_for_a_spectator(app):
    table = start(app, "koinobori", ("easy", "easy"))
    viewers = set()
    run_until(app, table, lambda: viewers.add(table.viewer) or table.state.is_over())
    assert viewers == {None}   # nobody's hand is shown
    speed = table.watch_speed
    click(app, button_pos(table, "Speed"))
    assert table.watch_speed == (speed + 1) % len(settings.WATCH_SPEEDS)
    assert settings.load()["watch_speed"] == table.watch_speed


def test_the_window_answers_while_a_computer_thinks_and_a_pause_stops_it(app):
    table = start(app, "koinobori", ("hard", "human"))
    advance(app, 10)   # the question goes to the worker
    assert table.computers.thinking
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)   # at once, while the search runs elsewhere
    moves = len(table.match.actions)
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline:
        advance(app, 250)
        time.sleep(0.01)
    assert len(table.match.actions) == moves   # paused: the computer does not move under the menu
    app.pop()
    run_until(app, table, lambda: table.state.current_player() == 1 or table.state.is_over())
    assert len(table.match.actions) > moves


def test_undo_never_goes_back_past_a_computer_move(app):
    table = start(app, "koinobori", ("easy", "human"))
    run_until(app, table, lambda: table.state.current_player() == 1)
    assert not table.match.can_undo()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.message is not None and "undo" in table.message[0].lower()
    assert len(table.match.actions) >= 1


@pytest.mark.parametrize("title", AVAILABLE)
def test_hint_highlights_the_hard_players_move_for_the_person_to_act(app, title):
    table = start(app, title, ("human", "easy"))
    assert table.viewer == 0 and table.state.current_player() == 0
    key(app, pygame.K_h)
    assert table.computers.hint_pending
    run_until(app, table, lambda: table.hinted is not None, mover=lambda: advance(app, 100))
    assert table.hinted in table.state.legal_actions()
    assert table.message[0].startswith("Hint:")
    assert table.hint_rects(table.hinted), "the hinted move is outlined on the table"
    app.render()   # drawn with its outline (tests/scenes/test_hints.py checks the pixels)
    table.act(table.hinted)
    assert table.hinted is None


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("title", AVAILABLE)
def test_the_prompt_stays_left_of_the_hint_button(app, title, lang):
    """The bar's prompt is laid out for the buttons shown: Hint appears once the table is open
    for the person, and the prompt never runs under it."""
    from game import i18n

    before = i18n.language()
    i18n.set_language(lang)
    try:
        app.apply_language()
        table = start(app, title, ("human", "hard"))
        advance(app, 50)
        app.render()
        extra = table._extra_bar_button()
        assert extra is table._hint_button
        size, lines = table._bar_lines
        widest = max(app.assets.font(size, True, text=line).size(line)[0] for line in lines)
        assert table._bar_x + widest <= extra.rect.x, (lines, extra.rect)
    finally:
        i18n.set_language(before)
        app.apply_language()


def test_play_again_keeps_the_computers_at_their_seats(app):
    """"Play again" on the results started the same names as people at one screen: a game
    against a computer came back hot-seat, with hand-offs (the regression hunt; the setup was
    copied without its seats)."""
    from game.rules.match import Match
    from game.scenes.common.results import ResultsScene

    setup = Setup("koinobori", ("Ana", "Kai"), 0, seats=("human", "normal"))
    match = Match(setup, 4)
    chooser = random.Random(4)
    while not match.state.is_over():
        match.apply(chooser.choice(match.state.legal_actions()))
    app.push(ResultsScene(app, match))
    app.render()
    click(app, button_pos(app.top, "Play again"))
    table = app.find(TableScene)
    assert table is not None and table.match is not match
    assert table.match.setup.seats == ("human", "normal")
    assert table.match.setup.players == ("Ana", "Kai") and table.computers.is_computer(1)
