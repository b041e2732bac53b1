"""Saves record who plays each seat; a computer's decisions are ordinary actions."""
import json

import pytest

from game.ai import InfoState, make_player
from game.rules.base import AUTOMA, Setup
from game.rules.match import Match
from game.saves import load_match, match_to_json, save_match


def test_setup_round_trips_the_seat_kinds():
    setup = Setup("paddy", ("Ana", "Bot"), 0, (), ("human", "hard"))
    assert Setup.from_json(json.loads(json.dumps(setup.to_json()))) == setup
    assert setup.seat_kind(1) == "hard" and setup.seat_kind(0) == "human"


def test_an_all_human_setup_keeps_its_old_form():
    setup = Setup("paddy", ("Ana", "Ben"), 0)
    assert "seats" not in setup.to_json()
    assert setup.seat_kind(1) == "human"
    old = {"title": "paddy", "players": ["Ana", "Ben"], "first_player": 0, "options": {}}
    assert Setup.from_json(old) == setup


@pytest.mark.parametrize("seats", [["human"], ["human", "genius"], "hard,human", [1, 2]])
def test_bad_seat_kinds_are_refused(seats):
    data = {"title": "paddy", "players": ["Ana", "Ben"], "first_player": 0, "options": {}, "seats": seats}
    with pytest.raises(ValueError, match="seats"):
        Setup.from_json(data)


def test_a_game_with_a_computer_seat_saves_and_replays_without_search(tmp_path):
    setup = Setup("koinobori", ("Ana", "Bot"), 0, (), ("human", "easy"))
    match = Match(setup, 11)
    bot = make_player("easy")
    steps = 0
    while not match.state.is_over() and steps < 40:
        seat = match.state.current_player()
        if setup.seat_kind(seat) == "human" or seat == AUTOMA:
            match.apply(match.state.legal_actions()[0])
        else:
            match.apply(bot.choose(InfoState(match.state, seat), None, steps))
        steps += 1
    path = tmp_path / "bot.json"
    save_match(match, path)
    data = json.loads(path.read_text())
    assert data["setup"]["seats"] == ["human", "easy"]
    assert all("type" in a for a in data["actions"])          # plain actions, nothing else
    loaded = load_match(path)
    assert loaded.setup.seats == ("human", "easy")
    assert loaded.state.to_position() == match.state.to_position()


def test_a_save_from_before_computer_players_still_loads(tmp_path):
    match = Match(Setup("ladybird", ("Ann", "Ben"), 0), 3)
    for _ in range(5):
        match.apply(match.state.legal_actions()[0])
    data = match_to_json(match)
    assert "seats" not in data["setup"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    assert load_match(path).setup.seats == ()


def test_undo_never_goes_back_past_a_computers_move():
    setup = Setup("pondscape", ("Ann", "Bot"), 0, (), ("human", "easy"))
    match = Match(setup, 2)
    # the human takes a card and plays it: their turn ends, the computer plays its whole turn
    while match.state.current_player() == 0:
        match.apply(match.state.legal_actions()[0])
    bot = make_player("easy")
    while match.state.current_player() == 1:
        match.apply(bot.choose(InfoState(match.state, 1), None, 0))
    assert match.state.current_player() == 0
    assert not match.can_undo()
