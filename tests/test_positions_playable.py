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


# Single-field edits found by a systematic search: each once passed the title's own loader and
# was refused only as unplayable; now the loader refuses them, the Ladybird ones by its turn-flow
# checks (issue 24; tests/fuzz/test_positions_edited.py searches for more).
HAND_EDITS = [
    ("paddy", 2, 5, "step", "draft", "inconsistent position: arrangements are recorded outside the Place Animals step"),
    ("paddy", 2, 5, "step", "harvest_event", "inconsistent position: arrangements are recorded outside the Place Animals step"),
    ("ladybird", 1, 5, "step", "garden", "P1 has used 1 of today's garden tiles in round 1, which does not fit the turn order"),
    ("ladybird", 1, 90, "step", "discard", "the last round's turns end the game: there are no discards and no new round"),
]


@pytest.mark.parametrize("title, players, steps, field, value, words", HAND_EDITS)
def test_hand_edited_positions_that_cannot_be_played_are_refused(title, players, steps, field, value, words):
    if title not in AVAILABLE:
        pytest.skip(f"{title} not in this build")
    match = random_match(title, players=players, steps=steps, seed=steps)
    data = json.loads(json.dumps(position_to_json(match.state)))
    data["position"][field] = value
    with pytest.raises(FileRefused) as caught:
        state_from_json(data, "edited.json")
    message = str(caught.value)
    assert message == f"The position \u201cedited.json\u201d cannot be used: {words}.", message


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
