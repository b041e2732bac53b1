"""The player's online tables file (game/scenes/online/known.py): entries kept newest first,
written atomically, and a damaged file refused in one sentence without stopping anything."""
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
    assert known.remember(entry(3)) is None           # a new table replaces the damaged file
    assert [r["token"] for r in known.load()[0]] == [entry(3)["token"]]


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
