"""The player's online tables file (game/scenes/online/known.py): entries kept newest first,
written atomically, a damaged file refused in one sentence without stopping anything, and moved
aside (never overwritten) before the file is written again."""
from __future__ import annotations

import json
import os

import pytest

from game.scenes.online import known


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    return tmp_path


def entry(n: int, server: str = "ws://127.0.0.1:8765/") -> dict:
    return {"server": server, "table": "ABCDE-FGHJK", "seat": 1 + n % 2, "token": f"token{n:02d}" + "x" * 16,
            "title": "koinobori", "names": ["Ana", "Hanako"], "host": None}


def test_an_entry_is_remembered_newest_first_and_refreshed_in_place(data):
    assert known.load() == ([], None)
    assert known.remember(entry(1)) is None
    assert known.remember(entry(2)) is None
    again = dict(entry(1), names=["Ana", "Ben"])
    assert known.remember(again) is None
    rows, problem = known.load()
    assert problem is None
    assert [r["token"] for r in rows] == [again["token"], entry(2)["token"]]
    assert rows[0]["names"] == ["Ana", "Ben"]
    assert known.forget(again) is None
    assert [r["token"] for r in known.load()[0]] == [entry(2)["token"]]


def test_the_file_is_written_whole_or_not_at_all(data, monkeypatch):
    known.remember(entry(1))
    before = known.path().read_bytes()

    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    problem = known.remember(entry(2))
    assert problem and problem.count(".") >= 1        # said in words
    assert known.path().read_bytes() == before        # the old file is untouched
    assert [p.name for p in known.path().parent.iterdir() if p.name.startswith(".") or "tmp" in p.name] == []


@pytest.mark.parametrize("content", [
    b"{not json",
    b'{"format": "tabletop-online-tables"}',
    json.dumps({"format": "tabletop-online-tables", "tables": [{"server": "x", "table": "T", "token": "short",
                                                                 "title": "koinobori"}]}).encode(),
    json.dumps({"format": "tabletop-online-tables", "tables": [dict(entry(1), title="chess")]}).encode(),
    b"\x00\xff" * 10,
])
def test_a_damaged_file_is_refused_in_one_sentence_and_lists_nothing(data, content):
    known.path().write_bytes(content)
    rows, problem = known.load()
    assert rows == []
    assert problem and "online tables file" in problem and "\n" not in problem
    assert problem.rstrip().endswith(".")
    assert known.remember(entry(3)) is None           # a new table replaces the damaged file ...
    assert [r["token"] for r in known.load()[0]] == [entry(3)["token"]]
    aside = [name for name in os.listdir(data) if name.startswith("online-tables.damaged-")]
    assert len(aside) == 1 and (data / aside[0]).read_bytes() == content   # ... kept beside it (its tokens)


def test_at_most_the_newest_hundred_are_kept(data):
    for n in range(known.MOST + 5):
        known.remember(entry(n))
    rows = known.load()[0]
    assert len(rows) == known.MOST and rows[0]["token"] == entry(known.MOST + 4)["token"]


def test_forgetting_from_a_damaged_file_says_so_and_leaves_it(data):
    known.path().write_bytes(b"{not json")
    problem = known.forget(entry(1))
    assert problem and "online tables file" in problem
    assert known.path().read_bytes() == b"{not json"


# --- damage in some rows, and a newer Tabletop's file (a review, 2026-12-07: one row with a bad
# field made the whole file list nothing, and the next table hosted overwrote it, losing every
# other row's token, the only way back to those seats)
def row(token: str, **more) -> dict:
    return {"server": "ws://friend.example:8765", "table": "ABCDE-FGHJK", "seat": 1, "token": token,
            "title": "paddy", "names": ["Ana", "Ben"], **more}


def write(rows) -> bytes:
    raw = json.dumps({"format": known.FORMAT, "tables": rows}).encode()
    known.path().write_bytes(raw)
    return raw


def test_a_damaged_row_is_left_out_and_said_and_the_others_are_listed(data):
    write([row("tok_AAAAAAAAAAAAAAAA"), row("tok_BBBBBBBBBBBBBBBB", seen=-1)])
    entries, problem = known.load()
    assert [e["token"] for e in entries] == ["tok_AAAAAAAAAAAAAAAA"]
    assert problem == "1 table in the online tables file is damaged, so it is not listed."


def test_writing_over_a_file_with_damage_moves_it_aside_and_keeps_its_good_rows(data):
    before = write([row("tok_AAAAAAAAAAAAAAAA"), row("tok_BBBBBBBBBBBBBBBB", seen=-1)])
    assert known.remember(row("tok_CCCCCCCCCCCCCCCC", server="ws://127.0.0.1:9")) is None
    entries, problem = known.load()
    assert problem is None and [e["token"] for e in entries] == ["tok_CCCCCCCCCCCCCCCC", "tok_AAAAAAAAAAAAAAAA"]
    aside = [p for p in os.listdir(data) if p.startswith("online-tables.damaged-")]
    assert len(aside) == 1 and (data / aside[0]).read_bytes() == before   # the bad row's token is not lost


def test_a_newer_tabletops_fields_are_listed_and_kept_when_the_file_is_written(data):
    write([row("tok_AAAAAAAAAAAAAAAA", rating={"elo": 1500}, colour="teal")])
    entries, problem = known.load()
    assert problem is None and entries[0]["colour"] == "teal"
    assert known.note_seen(entries[0], 12) is None
    assert known.remember(row("tok_CCCCCCCCCCCCCCCC", server="ws://127.0.0.1:9")) is None
    kept = {e["token"]: e for e in known.load()[0]}["tok_AAAAAAAAAAAAAAAA"]
    assert kept["rating"] == {"elo": 1500} and kept["colour"] == "teal" and kept["seen"] == 12
    assert known.remember(row("tok_AAAAAAAAAAAAAAAA")) is None   # the row itself opened again (opening.py)
    kept = known.load()[0][0]
    assert kept["token"] == "tok_AAAAAAAAAAAAAAAA" and kept["rating"] == {"elo": 1500} and kept["colour"] == "teal"


def test_forgetting_a_row_works_in_a_file_with_a_damaged_row(data):
    write([row("tok_AAAAAAAAAAAAAAAA"), row("tok_DDDDDDDDDDDDDDDD"), row("x", seen=-1)])
    assert known.forget(row("tok_AAAAAAAAAAAAAAAA")) is None
    assert [e["token"] for e in known.load()[0]] == ["tok_DDDDDDDDDDDDDDDD"]
    assert [p for p in os.listdir(data) if p.startswith("online-tables.damaged-")]
