"""The solo modes' high-score tables (game/highscores.py): top 10, written atomically, read
through the one validation path, a damaged file moved aside, no game entered twice."""
import json
import os

import pytest

from game import highscores
from game.files import DiskError, is_damaged_name, write_json_atomic
from game.rules.match import Match
from game.saves import load_match, save_match
from game.schemas import HIGHSCORES, schema_problem
from titles import random_match


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    return tmp_path


def solo(title="pondscape", seed=3) -> Match:
    match = random_match(title, players=1, steps=100_000, seed=seed)
    assert match.state.is_over()
    return match


def write_entries(mode, scores):
    entries = [{"name": f"P{i}", "score": s, "achievement": None, "date": "2025-01-02", "game": f"{i:064x}"}
               for i, s in enumerate(scores)]
    write_json_atomic(highscores.path_of(mode), {"format": "tabletop-highscores", "version": 1, "mode": mode,
                                                 "entries": entries})


def on_disk(mode):
    return json.loads(highscores.path_of(mode).read_text())


def test_a_finished_solo_game_is_entered_with_name_score_achievement_and_date():
    match = solo()
    table = highscores.table_for(match, today="2025-06-01")
    state = match.state
    assert table.mode == "pondscape-solo" and table.title == "Pondscape against the Croaker"
    assert table.entered and table.mine == 0 and table.before is None and not table.problems
    entry = table.entries[0]
    assert entry.name == match.setup.players[0]
    assert entry.score == state.score_sheet().totals()[0]
    assert entry.achievement == state.solo_achievement() and entry.date == "2025-06-01"
    data = on_disk("pondscape-solo")
    assert schema_problem(data, HIGHSCORES) is None
    assert data["entries"] == [entry.to_json()]


def test_a_game_opened_again_from_its_save_is_not_entered_twice(data_dir):
    match = solo()
    highscores.table_for(match)
    save_match(match, data_dir / "again.json")
    reopened = load_match(data_dir / "again.json")  # a new Match, replayed from the file
    table = highscores.table_for(reopened)
    assert not table.entered and table.mine == 0 and len(table.entries) == 1
    assert len(on_disk("pondscape-solo")["entries"]) == 1


def test_the_table_keeps_the_ten_best_and_an_older_equal_score_stays_ahead():
    match = solo("ladybird")
    score = match.state.score_sheet().totals()[0]
    write_entries("ladybird-solo", [score + 9 - i for i in range(9)] + [score])  # ten, the last equal
    table = highscores.table_for(match)
    assert table.mine is None and not table.entered  # an equal score does not push the older one out
    assert len(on_disk("ladybird-solo")["entries"]) == 10
    write_entries("ladybird-solo", [score + 5, score, score - 1])
    table = highscores.table_for(match)
    assert table.mine == 2 and table.entered and table.before == score + 5
    assert [e["score"] for e in on_disk("ladybird-solo")["entries"]] == [score + 5, score, score, score - 1]
    assert table.entries[0].achievement is None  # Ladybird has no ranks


def test_without_write_the_table_shows_the_place_and_writes_nothing():
    match = solo()
    table = highscores.table_for(match, write=False)
    assert table.mine == 0 and not table.entered
    assert not highscores.path_of("pondscape-solo").exists()


@pytest.mark.parametrize("content", [
    b"not json at all",
    b'{"format": "tabletop-highscores", "version": 1, "mode": "pondscape-solo", "entries": [{"name": 3}]}',
    json.dumps({"format": "tabletop-highscores", "version": 1, "mode": "pondscape-solo",
                "entries": [{"name": "A", "score": 1, "achievement": None, "date": "2025-01-01",
                             "game": "0" * 64}] * 11}).encode(),
    b'{"format": "tabletop-highscores", "version": 1, "mode": "pondscape-solo", "entries": [], "extra": 1}',
])
def test_a_damaged_file_is_moved_aside_and_a_new_table_starts(content):
    path = highscores.path_of("pondscape-solo")
    path.write_bytes(content)
    table = highscores.table_for(solo())
    assert table.entered and table.mine == 0 and len(table.entries) == 1
    assert len(table.problems) == 1 and "moved aside" in table.problems[0]
    assert [n for n in os.listdir(path.parent) if is_damaged_name(n)]
    assert schema_problem(on_disk("pondscape-solo"), HIGHSCORES) is None


def test_a_newer_tabletops_file_is_left_alone_and_this_score_not_kept_in_it():
    """A review: a high-score file of format 2 was moved aside as damaged by opening a finished
    solo save, and the newer Tabletop then found no table."""
    path = highscores.path_of("ladybird-solo")
    raw = json.dumps({"format": "tabletop-highscores", "version": 2, "mode": "ladybird-solo",
                      "entries": [{"name": "A", "score": 140, "medal": "gold"}]}).encode()
    path.write_bytes(raw)
    table = highscores.table_for(solo("ladybird"))
    assert not table.entered
    assert table.problems == ["The high-score file was made by a newer Tabletop (format 2), so this game's score "
                              "is not kept in it; please update Tabletop."]
    assert path.read_bytes() == raw and not [n for n in os.listdir(path.parent) if is_damaged_name(n)]


def test_a_file_that_is_not_a_file_never_stops_the_results():
    path = highscores.path_of("pondscape-solo")
    os.mkfifo(path)  # reading must not block: refused, moved aside
    table = highscores.table_for(solo())
    assert table.entered and table.problems


def test_a_failing_disk_is_said_and_the_game_still_shows(monkeypatch):
    def full(*_args, **_kw):
        raise DiskError("Could not save “x”: the disk is full.", 28, "the disk is full")

    monkeypatch.setattr(highscores, "write_json_atomic", full)
    table = highscores.table_for(solo())
    assert table.mine == 0 and not table.entered
    assert table.problems == ["This score could not be kept: the disk is full."]


def test_only_finished_solo_games_from_a_seed_are_entered():
    assert highscores.table_for(random_match("pondscape", players=2, steps=100_000)) is None
    unfinished = random_match("pondscape", players=1, steps=10)
    assert highscores.table_for(unfinished).mine is None
    from_position = Match.from_state(solo().state)  # a position can be written by hand
    table = highscores.table_for(from_position)
    assert table.mine is None and "position" in table.problems[0]
    assert not highscores.path_of("pondscape-solo").exists()
