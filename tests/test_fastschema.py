"""fastschema.py's quick predicates say yes exactly when jsonschema does, on the project's
schemas: valid messages, files and actions, and thousands of copies damaged one node at a time
(a value replaced by one of another type or past a bound, a key dropped or added)."""
import copy
import random

import pytest

from game import schemas
from game.fastschema import compiled
from game.online import protocol
from game.rules.registry import TITLES

ID = "a1b2c3d4"
TOKEN = "tAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

CLIENT_SAMPLES = [
    {"type": "hello", "protocol": 1, "lang": "ja", "client": "tabletop"},
    {"type": "create", "title": "koinobori", "players": ["Ann", "Bo"], "seats": ["human", "invite"],
     "options": {"variant": "x", "n": 3}, "first_player": 2, "seed": 7, "position": None,
     "secret": "s" * 32},
    {"type": "join", "code": "ABCDE-FGHJK", "name": "Chi", "token": "t" * 32},
    {"type": "attach", "token": TOKEN, "last_seq": 12},
    {"type": "act", "id": ID, "seq": 3, "action": {"type": "play", "card": 5, "cells": [1, [2, 3]], "ok": True}},
    {"type": "end_turn", "id": ID, "seq": 4},
    {"type": "undo", "id": ID, "seq": 4},
    {"type": "hand_over", "id": ID, "host": TOKEN, "seat": 2, "kind": "easy"},
    {"type": "tables", "tokens": [TOKEN, TOKEN]},
    {"type": "ping"},
]
SERVER_SAMPLES = [
    {"type": "ack", "table": "ABCDE-FGHJK", "id": ID, "seq": 3, "duplicate": False},
    {"type": "state", "table": "ABCDE-FGHJK", "seq": 3, "title": "paddy", "seat": None, "cause": "move",
     "players": [{"seat": 1, "name": "Ann", "kind": "human", "status": "online"}], "position": {"a": 1},
     "log": {"from": 0, "lines": ["x"], "marks": [[None, 0], [1, 2]]},
     "moves": [{"seq": 3, "seat": 1, "kind": "act", "action": {"type": "PlacePaddy", "card": None}},
               {"seq": 2, "seat": None, "kind": "claim", "action": None}], "to_act": 0, "held": False,
     "undo": False, "over": True, "scores": [1, 2], "winners": [1]},
    {"type": "error", "code": "stale", "message": "No.", "re": "act", "id": ID, "table": "X", "seq": 1},
]


def _values(rng: random.Random):
    return [None, True, False, 0, 1, -1, 1.0, 1.5, -0.0, 5, 6, 2**53, 2**63, 10**6, 10**6 + 1, -10**6 - 1,
            "", "a", "a\n", "A" * 16, "A" * 17, "A" * 64, "A" * 65, " Ann", "ja", "en", "human", "play",
            "1bad", "ABCDE-FGHJK", TOKEN, TOKEN + "\n", "t" * 22, [], [1], [[1, [2, [3, [4]]]]],
            ["Ann"] * 6, {}, {"type": "x"}, {"k": rng.randrange(3)}]


def _paths(value, at=()):
    yield at
    if isinstance(value, dict):
        for key, sub in value.items():
            yield from _paths(sub, at + (key,))
    elif isinstance(value, list):
        for i, sub in enumerate(value):
            yield from _paths(sub, at + (i,))


def _damaged(sample, rng: random.Random):
    data = copy.deepcopy(sample)
    path = rng.choice(list(_paths(data)))
    parent = data
    for part in path[:-1]:
        parent = parent[part]
    if not path:
        return rng.choice(_values(rng))
    what = rng.randrange(4)
    if what == 0 and isinstance(parent, dict):
        del parent[path[-1]]
    elif what == 1 and isinstance(parent, dict):
        parent[rng.choice(["extra", "seq", "id", "Type", "lang"])] = rng.choice(_values(rng))
    elif what == 2 and isinstance(parent, list):
        parent.append(rng.choice(_values(rng)))
    else:
        parent[path[-1]] = rng.choice(_values(rng))
    return data


def _agree(schema, data):
    quick = compiled(schema, schemas.FORMATS)
    assert quick is not None
    valid = not any(True for _e in schemas._validator(schema).iter_errors(data))
    assert quick(data) == valid, data


@pytest.mark.parametrize("side,samples", [("client", CLIENT_SAMPLES), ("server", SERVER_SAMPLES)])
def test_the_messages_quick_check_agrees_with_jsonschema(side, samples):
    table = protocol.CLIENT if side == "client" else protocol.SERVER
    rng = random.Random(25)
    for sample in samples:
        schema = table[sample["type"]]
        _agree(schema, sample)
        assert protocol.schema_problem(sample, side) is None
        for _n in range(400):
            data = _damaged(sample, rng)
            _agree(schema, data)
            if isinstance(data, dict) and data.get("type") == sample["type"]:
                # the refusal is jsonschema's, word for word
                from jsonschema.exceptions import best_match
                error = best_match(schemas._validator(schema).iter_errors(data))
                expected = None if error is None else schemas._words(error).replace(
                    schemas._("the file"), schemas._("the message"))
                assert protocol.schema_problem(data, side) == expected


def test_each_titles_actions_quick_check_agrees_with_jsonschema():
    from game.rules.base import Setup
    from game.rules.match import Match
    from game.online.server.tables import action_schema

    rng = random.Random(7)
    for title in TITLES:
        match = Match(Setup.from_json({"title": title, "players": ["A", "B"]}), 3, None)
        for action in match.state.legal_actions()[:20]:
            data = action.to_json()
            schema = action_schema(title, data["type"])
            _agree(schema, data)
            for _n in range(60):
                _agree(schema, _damaged(data, rng))


def test_files_quick_check_agrees_with_jsonschema():
    rng = random.Random(3)
    sample = {"format": "tabletop-save", "version": 1, "title": "paddy",
              "setup": {"title": "paddy", "players": ["Ann", "Bo"], "first_player": None,
                        "options": {"x": 1}, "seats": ["human", "easy"]},
              "seed": 5, "actions": [{"type": "pass", "n": [1, 2]}], "digest": "0" * 64,
              "finished": False, "name": "My game"}
    _agree(schemas.SAVE, sample)
    for _n in range(500):
        _agree(schemas.SAVE, _damaged(sample, rng))


def test_an_unknown_keyword_gets_no_quick_check():
    assert compiled({"type": "string", "format": "email"}) is None
    assert compiled({"oneOf": [{"type": "string"}]}) is None
    assert compiled({"type": "object", "properties": {"a": {"not": {}}}}) is None
    assert compiled({"type": "integer", "maximum": 3})(3) is True
    assert compiled({"type": "integer", "maximum": 3})(3.0) is False   # a whole number is written as one
    assert compiled({"enum": [1]})(True) is False


def test_a_large_refused_move_is_not_walked_by_jsonschema(monkeypatch):
    """A security review: a 60 KB `act` whose move held 15 lists of 1,000 floats (no allowed
    kind of value) cost about 2 s of the server's one thread in jsonschema's search for the
    best error, walking every "anyOf" branch of every float.  The search now narrows to the
    refused field first, and a large value there is refused without jsonschema's walk."""
    import json

    seen = []
    real = schemas._validator

    class Watched:
        def __init__(self, schema):
            self.schema, self.inner = schema, real(schema)

        def iter_errors(self, data):
            members = schemas._members(self.schema, data)
            walked = [data] if members is None else [v for _k, v, s in members if s is not True]
            shallow = any(self.schema is kept[1] for kept in schemas._shallows.values())
            seen.append(0 if shallow else max(_count(v) for v in walked) if walked else 0)
            return self.inner.iter_errors(data)

    monkeypatch.setattr(schemas, "_validator", Watched)
    action = {"type": "T", **{f"k{i}": [1.5] * 1000 for i in range(15)}}
    text = json.dumps({"type": "act", "id": "x", "seq": 0, "action": action}, separators=(",", ":"))
    assert len(text) > 60_000
    with pytest.raises(protocol.ProtocolError) as refused:
        protocol.parse(text)
    assert str(refused.value) == "The message is damaged: \u201caction.k0\u201d is not an allowed kind of value."
    assert seen and max(seen) <= schemas.SMALL_VALUE, seen
    # a small refused value still gets jsonschema's own words, at its place
    small = {"type": "act", "id": "x", "seq": 0, "action": {"type": "T", "k0": [1, [2, 1.5]]}}
    assert protocol.schema_problem(small) == "is damaged: \u201caction.k0[1][1]\u201d is not an allowed kind of value"


def _count(value) -> int:
    if isinstance(value, dict):
        return 1 + sum(_count(v) for v in value.values())
    if isinstance(value, list):
        return 1 + sum(_count(v) for v in value)
    return 1


def test_a_whole_number_written_as_a_float_is_no_integer():
    """A security review: `create` with "seed": 9e18 was dealt from random.Random(9e18), a
    float, and stored as the int 9000000000000000000, which deals another game: after a
    restart the table failed.  Both checks refuse 1.0 where a whole number is wanted."""
    create = {"type": "create", "title": "koinobori", "players": ["A", "B"], "seats": ["human", "human"],
              "seed": 9e18}
    assert protocol.schema_problem(create) == "is damaged: \u201cseed\u201d is not an allowed kind of value"
    create["seed"] = 9 * 10**18
    assert protocol.schema_problem(create) is None
    _agree({"type": "integer"}, 1.0)
    _agree({"type": "integer"}, 1)
