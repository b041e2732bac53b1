"""A state's text made from its position's text encoded once (protocol.dumps_with,
protocol.position_text) is byte for byte what encoding the whole message gives."""
import random

from game.ai.infostate import MASK_SEED
from game.online import protocol
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.registry import TITLES


def _positions():
    for title in TITLES:
        match = Match(Setup.from_json({"title": title, "players": ["Ann", "藤"]}), 11, None)
        rng = random.Random(4)
        for step in range(30):
            if match.state.is_over():
                break
            for seat in (0, 1, None):
                yield match.state.determinize(seat, random.Random(MASK_SEED)).to_position()
            yield match.state.to_position()   # the true generator: another state each step
            match.apply(rng.choice(match.state.legal_actions()))


def test_a_position_encoded_with_its_generator_kept_is_the_same_text():
    for position in _positions():
        assert protocol.position_text(position) == protocol.dumps(position)
    odd = {"rng": [3, [1, 2.0, True], None], "a": 1}   # not the rules' form: encoded as it is
    assert protocol.position_text(odd) == protocol.dumps(odd)
    assert protocol.position_text({"rng": [3, [1, 2], -0.0]}) == protocol.dumps({"rng": [3, [1, 2], -0.0]})
    assert protocol.position_text({"rng": [3, [1, 2], 0.0]}) == protocol.dumps({"rng": [3, [1, 2], 0.0]})


def test_a_message_with_a_value_given_as_text_is_the_same_text():
    value = {"b": [1, "é\n\"x\""], "a": None}
    for data in ({"type": "state", "seq": 3, "players": [], "seat": None, "log": {"lines": ["ü"]}},
                 {"z": 1}, {"a": 1}, {}, {"pos": 1, "posit": 2, "positions": 3, "Position": 4}):
        expected = protocol.dumps({**data, "position": value})
        assert protocol.dumps_with(data, "position", protocol.dumps(value)) == expected
