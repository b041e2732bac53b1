"""Positions refuse what cannot be played: hand-edited fields that pass a title's loader but
leave no seat to act or no legal move are refused through the file path, in one sentence."""
import json

import pytest

from game.files import FileRefused
from game.positions import load_position, playable_problems, position_to_json, save_position, state_from_json
from game.rules.registry import title_info
from titles import AVAILABLE, every_title, random_match


@every_title
def test_positions_from_real_play_load_and_stay_playable(title, tmp_path):
    info = title_info(title)
    for players in {info.min_players, info.max_players}:
        for steps in (0, 11, 45, 100000):
            match = random_match(title, players=players, steps=steps, seed=steps)
            path = tmp_path / "p.json"
            save_position(match.state, path)
            state = load_position(path)
            assert state.to_position() == match.state.to_position()
            assert playable_problems(state) == []


# Single-field edits found by a systematic search: each passes the title's own loader.
HAND_EDITS = [
    ("paddy", 2, 5, "step", "draft", "no legal move"),
    ("paddy", 2, 5, "step", "harvest_event", "inconsistent"),
    ("ladybird", 1, 5, "step", "garden", "no legal move"),
    ("ladybird", 1, 90, "step", "discard", "inconsistent"),
]


@pytest.mark.parametrize("title, players, steps, field, value, words", HAND_EDITS)
def test_hand_edited_positions_with_no_legal_move_are_refused(title, players, steps, field, value, words):
    if title not in AVAILABLE:
        pytest.skip(f"{title} not in this build")
    match = random_match(title, players=players, steps=steps, seed=steps)
    data = json.loads(json.dumps(position_to_json(match.state)))
    data["position"][field] = value
    from game.rules.registry import state_class

    try:
        state_class(title).from_position(data["position"])
    except ValueError:
        pytest.skip("the title's loader now refuses this edit itself")
    with pytest.raises(FileRefused) as caught:
        state_from_json(data, "edited.json")
    message = str(caught.value)
    assert message.startswith("The position \u201cedited.json\u201d cannot be played") and words in message


def test_an_over_game_needs_no_move_but_a_live_one_does():
    if not AVAILABLE:
        pytest.skip("no title")
    done = random_match(AVAILABLE[0], steps=100000)
    assert done.state.is_over() and playable_problems(done.state) == []

    class Stuck(type(done.state)):
        def is_over(self):
            return False

        def current_player(self):
            return 0

        def legal_actions(self):
            return []

    stuck = done.state.clone()
    stuck.__class__ = Stuck     # (same layout: Stuck adds no fields)
    assert playable_problems(stuck) == ["the game is not over, yet there is no legal move"]
