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
