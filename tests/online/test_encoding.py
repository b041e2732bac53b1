"""A state's text made from its position's text encoded once (protocol.dumps_with,
protocol.position_text) is byte for byte what encoding the whole message gives."""
import json
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


def test_the_client_decodes_every_message_as_json_loads_does():
    from game.online.client.decoding import Decoder

    decoder, seen = Decoder(), 0
    texts = []
    for n, position in enumerate(_positions()):
        data = {"type": "state", "seq": n, "position": position, "log": {"lines": ['"rng":[3,[1]]']}}
        texts.append(protocol.dumps_with(data, "position", protocol.position_text(position)))
    rng_text = protocol.dumps(next(_positions())["rng"])
    texts += [texts[0].replace('"log":{', '"log":{"rng":' + rng_text + ','),   # twice: decoded whole
              texts[0].replace(rng_text, "4"),                                  # another generator
              '{"type":"state","position":{"rng":' + rng_text + '}}',
              '{"type":"state","position":{"x":"' + rng_text.replace('"', '') + '"}}',
              '{"type":"ack","id":"a","rng":' + rng_text + '}', '[1]', '"x"']
    for text in texts:
        got = decoder.loads(text)
        assert got == json.loads(text) and protocol.dumps(got) == protocol.dumps(json.loads(text)), text[:200]
        seen += decoder._text is not None and decoder._text in text
    assert seen > len(texts) // 2   # the generator's text was cut out of most of them
