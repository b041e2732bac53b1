"""Saves: round trip, atomic writes, and every way a bad file is refused without crashing."""
import json
import os
import pickle

import pytest

from game import saves
from game.saves import SaveError, load_match, save_match
from titles import AVAILABLE, every_title, random_match


@every_title
def test_save_and_load_round_trip(tmp_path, title):
    match = random_match(title, steps=70)
    path = tmp_path / "game.json"
    save_match(match, path)
    loaded = load_match(path)
    assert loaded.setup == match.setup and loaded.seed == match.seed
    assert loaded.actions == match.actions
    assert loaded.state.to_position() == match.state.to_position()


@every_title
def test_a_game_begun_from_a_position_is_saved_with_it_and_replayed_from_it(tmp_path, title):
    """The replay's "Play from here" on an unfinished game starts from a position (its hidden
    cards dealt afresh): the save holds it ("start", format 2) and Continue replays from it."""
    from game.rules.match import Match

    before = random_match(title, steps=30)
    match = Match(before.setup, 77, start=before.state.to_position())
    for _ in range(5):
        if not match.state.is_over():
            match.apply(match.state.legal_actions()[0])
    path = tmp_path / "game.json"
    save_match(match, path)
    data = json.loads(path.read_text())
    assert data["version"] == 2 and data["start"] == match.start
    loaded = load_match(path)
    assert loaded.start == match.start and loaded.actions == match.actions
    assert loaded.state.to_position() == match.state.to_position()
    # a game dealt from its seed keeps the old form, which older versions read
    save_match(before, path)
    assert "start" not in json.loads(path.read_text()) and json.loads(path.read_text())["version"] == 1
    # the start is covered by the digest, and a start the title's loader refuses is refused
    data["start"] = {"title": title}   # none of the fields a position must have
    _refused(_write(tmp_path, data), "checksum")
    data["digest"] = saves._digest({k: data[k] for k in ("title", "setup", "seed", "actions", "start")})
    _refused(_write(tmp_path, data), "cannot be used")


@pytest.fixture
def good_save(tmp_path):
    if not AVAILABLE:
        pytest.skip("no title")
    match = random_match(AVAILABLE[0], steps=30)
    path = tmp_path / "good.json"
    save_match(match, path)
    return path, json.loads(path.read_text())


def _refused(path, *words):
    with pytest.raises(SaveError) as error:
        load_match(path)
    message = str(error.value)
    for word in words:
        assert word in message, message
    return message


def _write(tmp_path, data, name="bad.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def test_truncated_file_is_refused(tmp_path, good_save):
    path, _ = good_save
    text = path.read_text()
    _refused(_write(tmp_path, text[: len(text) // 2]), "damaged or truncated")


def test_empty_and_binary_files_are_refused(tmp_path):
    _refused(_write(tmp_path, ""), "empty")
    binary = tmp_path / "bin.json"
    binary.write_bytes(bytes(range(256)))
    _refused(binary, "not text")


def test_pickle_payload_is_refused_and_never_run(tmp_path):
    class Boom:
        def __reduce__(self):
            return (os.system, ("touch " + str(tmp_path / "pwned"),))

    path = tmp_path / "evil.json"
    path.write_bytes(pickle.dumps(Boom()))
    with pytest.raises(SaveError):
        load_match(path)
    assert not (tmp_path / "pwned").exists()


def test_foreign_json_is_refused(tmp_path):
    _refused(_write(tmp_path, {"name": "a spreadsheet"}), "not a Tabletop save")
    _refused(_write(tmp_path, [1, 2, 3]), "not a Tabletop save")


def test_newer_format_is_refused(tmp_path, good_save):
    _, data = good_save
    data["version"] = saves.VERSION + 1
    _refused(_write(tmp_path, data), "newer")


def test_changed_byte_is_detected(tmp_path, good_save):
    _, data = good_save
    data["seed"] += 1
    _refused(_write(tmp_path, data), "checksum")


def test_tampered_action_with_a_fixed_checksum_is_refused_by_the_rules(tmp_path, good_save):
    _, data = good_save
    # replace the first action by a copy of itself with an impossible value, then re-sign
    first = dict(data["actions"][0])
    for key, value in first.items():
        if isinstance(value, int) and not isinstance(value, bool):
            first[key] = 9999
            break
    else:
        pytest.skip("first action has no number to tamper with")
    data["actions"][0] = first
    body = {k: data[k] for k in ("title", "setup", "seed", "actions")}
    data["digest"] = saves._digest(body)
    _refused(_write(tmp_path, data), "action 1")


def test_unknown_action_type_and_missing_fields_are_refused(tmp_path, good_save):
    _, data = good_save
    data["actions"][0] = {"type": "__import__", "name": "os"}
    body = {k: data[k] for k in ("title", "setup", "seed", "actions")}
    data["digest"] = saves._digest(body)
    _refused(_write(tmp_path, data), "actions[0].type", "not in the expected form")
    data["actions"][0] = {"type": "Teleport", "name": "os"}
    body = {k: data[k] for k in ("title", "setup", "seed", "actions")}
    data["digest"] = saves._digest(body)
    _refused(_write(tmp_path, data), "unknown action type")
    del data["digest"]
    _refused(_write(tmp_path, data), "lacks \u201cdigest\u201d")


def test_unknown_title_is_refused(tmp_path, good_save):
    _, data = good_save
    data["title"] = "chess"
    data["setup"]["title"] = "chess"
    body = {k: data[k] for k in ("title", "setup", "seed", "actions")}
    data["digest"] = saves._digest(body)
    _refused(_write(tmp_path, data), "unknown game")


def test_missing_file_is_refused(tmp_path):
    _refused(tmp_path / "nope.json", "nope.json", "does not exist")


def test_deeply_nested_json_is_refused(tmp_path):
    _refused(_write(tmp_path, "[" * 100000 + "]" * 100000), "save")


def test_write_is_atomic_old_file_survives_a_failed_write(tmp_path):
    path = tmp_path / "slot.json"
    saves.write_json_atomic(path, {"a": 1})
    with pytest.raises(TypeError):
        saves.write_json_atomic(path, {"a": object()})  # fails half-way through json.dump
    assert json.loads(path.read_text()) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]  # no temp file left behind


# ---- saves made under earlier rules (issue 10) ------------------------------------------------
# Both action lists were written by hand and replay as valid saves under the rules of commit
# 065e128 (checked with `python -m game replay` on that commit); the current rules refuse their
# last action.  Loading must say so in one sentence, quoting the rule, and never crash.

OLD_LADYBIRD_ACTIONS = [  # Ann and Ben, seed 2: day 3, Ben uses the Picnic and ends it with no tile
    {"type": "Choose", "card": 10}, {"type": "Choose", "card": 21}, {"type": "Draft", "slot": 0},
    {"type": "UseTile", "tile": 1, "option": ""}, {"type": "PlaceCard", "card": 11},
    {"type": "Draft", "slot": 1}, {"type": "Draft", "slot": 4}, {"type": "UseTile", "tile": 1, "option": ""},
    {"type": "PlaceCard", "card": 77}, {"type": "Draft", "slot": 3},
    {"type": "Choose", "card": 32}, {"type": "Choose", "card": 14}, {"type": "Draft", "slot": 2},
    {"type": "UseTile", "tile": 1, "option": ""}, {"type": "PlaceCard", "card": 39},
    {"type": "Draft", "slot": 1}, {"type": "Draft", "slot": 6}, {"type": "UseTile", "tile": 1, "option": ""},
    {"type": "PlaceCard", "card": 46}, {"type": "Draft", "slot": 5},
    {"type": "Choose", "card": 27}, {"type": "Choose", "card": 20}, {"type": "Draft", "slot": 2},
    {"type": "UseTile", "tile": 2, "option": ""}, {"type": "TakeOrchard", "slot": 0},
    {"type": "Draft", "slot": 4}, {"type": "UseTile", "tile": 2, "option": ""}, {"type": "TakeOrchard", "slot": 0},
    {"type": "Choose", "card": 50}, {"type": "Choose", "card": 55}, {"type": "Draft", "slot": 3},
    {"type": "UseTile", "tile": 3, "option": ""},
    {"type": "EndPicnic"},  # allowed before issue 10; now the Picnic must take a tile it can take
]

OLD_PADDY_ACTIONS = [  # Ana and Ben, seed 4: Ana places an animal on A1, returns it, places another there
    {"type": "KeepEvents", "letters": ["B", "C"]}, {"type": "KeepEvents", "letters": ["A", "D"]},
    {"type": "PlacePaddy", "card": 1, "half": "day", "tile": 1, "rotation": 0, "cell": 0},
    {"type": "PlaceAnimal", "src": -1, "dst": 0}, {"type": "ReturnAnimal", "cell": 0},
    {"type": "PlaceAnimal", "src": -1, "dst": 0},  # now: that arrangement was already held this step
    {"type": "Done"},
]


def _old_save(tmp_path, title, players, seed, actions):
    setup = {"title": title, "players": players, "first_player": 0, "options": {}}
    body = {"title": title, "setup": setup, "seed": seed, "actions": actions}
    data = {"format": "tabletop-save", "version": 1, **body, "digest": saves._digest(body), "finished": False}
    return _write(tmp_path, data, f"{title}-old.json")


def _one_sentence(message):
    assert message.endswith(".") and ". " not in message and "\n" not in message, message


@pytest.mark.skipif("ladybird" not in AVAILABLE, reason="Ladybird not present")
def test_a_ladybird_save_under_the_old_picnic_rule_is_reported_not_crashed(tmp_path):
    from game.rules.base import Setup
    from game.rules.match import Match, actions_from_json

    path = _old_save(tmp_path, "ladybird", ["Ann", "Ben"], 2, OLD_LADYBIRD_ACTIONS)
    message = _refused(path, "ladybird-old.json\u201d cannot be replayed under the current rules",
                       "action 33 (End the picnic)", '\u201cThe picnic adds a food tile, and you can take one')
    _one_sentence(message)
    # everything before the last action is still legal: only the revised ruling refuses the save
    prefix = actions_from_json("ladybird", OLD_LADYBIRD_ACTIONS[:-1])
    state = Match.replay(Setup("ladybird", ("Ann", "Ben"), 0), 2, prefix).state
    assert state.step == "picnic" and not state.picnic_extra and state.takeable_stacks(1)


@pytest.mark.skipif("paddy" not in AVAILABLE, reason="Paddy not present")
def test_a_paddy_save_that_the_current_rules_refuse_is_reported_not_crashed(tmp_path):
    path = _old_save(tmp_path, "paddy", ["Ana", "Ben"], 4, OLD_PADDY_ACTIONS)
    message = _refused(path, "paddy-old.json\u201d cannot be replayed under the current rules",
                       "action 6 (Place an animal on A1 from the reserve)",
                       '\u201cYour animals were already arranged like this earlier in this step')
    _one_sentence(message)
