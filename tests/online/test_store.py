"""The Store contract (game/online/store/__init__.py), run against every implementation: the SQLite
store and the PostgreSQL store (a real throw-away cluster: tests/conftest.py)."""
import sqlite3

import pytest

from game.online.store.sqlite_store import FILE_NAME, SQLiteStore
from game.online.store import Entry, SeatRow, SeqTaken, StoreError, TableRecord

STORES = {"sqlite": lambda request, folder: SQLiteStore(folder),
          "postgresql": lambda request, folder: _postgres(request.getfixturevalue("pg_url"))}


def _postgres(url):
    from game.online.store.pg_store import PostgresStore

    return PostgresStore(url)


def record(code="ABCDEFGHJK"):
    seats = [SeatRow(0, "human", "Ann", True, "h0-" + code), SeatRow(1, "human", "Guest", False, None),
             SeatRow(2, "easy", "Bot", False, None)]
    return TableRecord(code, "koinobori", {"title": "koinobori", "players": ["Ann", "Guest", "Bot"]},
                       42, None, seats, "spec-" + code, "host-" + code, 1000.0)


@pytest.fixture(params=sorted(STORES))
def store(request, tmp_path):
    made = STORES[request.param](request, tmp_path)
    yield made
    made.close()


def test_a_table_comes_back_as_stored(store):
    store.create_table(record())
    store.append("ABCDEFGHJK", Entry(1, "act", 0, {"action": {"type": "X", "n": 1}, "hold": True}, "0:a"))
    store.append("ABCDEFGHJK", Entry(2, "end_turn", 0, {}, "0:b"))
    got, entries = store.load("ABCDEFGHJK")
    assert got == record()
    assert entries == [Entry(1, "act", 0, {"action": {"type": "X", "n": 1}, "hold": True}, "0:a"),
                       Entry(2, "end_turn", 0, {}, "0:b")]
    assert store.load("ZZZZZZZZZZ") is None
    with pytest.raises(StoreError):
        store.create_table(record())


def test_an_entry_is_never_stored_twice(store):
    store.create_table(record())
    store.append("ABCDEFGHJK", Entry(1, "act", 0, {"action": {}}, "0:a"))
    with pytest.raises(SeqTaken):
        store.append("ABCDEFGHJK", Entry(1, "undo", 0, {}, "0:other"))
    with pytest.raises(SeqTaken):
        store.append("ABCDEFGHJK", Entry(2, "undo", 0, {}, "0:a"))   # the same message again
    store.append("ABCDEFGHJK", Entry(2, "act", None, {"action": {}}, None))  # automatic: no id
    store.append("ABCDEFGHJK", Entry(3, "act", None, {"action": {}}, None))
    assert [e.seq for e in store.load("ABCDEFGHJK")[1]] == [1, 2, 3]


def test_claims_kinds_tokens_and_the_end(store):
    store.create_table(record())
    store.create_table(record("BBBBBBBBBB"))
    store.claim_seat("ABCDEFGHJK", 1, "Kumiko", "h1", Entry(1, "claim", 1, {"name": "Kumiko"}))
    with pytest.raises(StoreError):
        store.claim_seat("ABCDEFGHJK", 1, "Ren", "h9", Entry(2, "claim", 1, {"name": "Ren"}))
    assert len(store.load("ABCDEFGHJK")[1]) == 1   # the refused claim added no entry
    store.set_seat_kind("ABCDEFGHJK", 0, "hard", Entry(2, "hand_over", 0, {"kind": "hard"}, "host:x"))
    got, _entries = store.load("ABCDEFGHJK")
    assert (got.seats[1].name, got.seats[1].claimed, got.seats[0].kind) == ("Kumiko", True, "hard")
    assert store.find_token("h1") == ("ABCDEFGHJK", 1)
    assert store.find_token("spec-BBBBBBBBBB") == ("BBBBBBBBBB", None)
    assert store.find_token("nothing") is None
    assert set(store.list_open()) == {"ABCDEFGHJK", "BBBBBBBBBB"}
    store.mark_ended("ABCDEFGHJK", "the rules failed")
    got, _entries = store.load("ABCDEFGHJK")
    assert got.ended and got.ended_message == "the rules failed"
    assert store.list_open() == ["BBBBBBBBBB"]


def test_sqlite_is_in_wal_mode_and_readable_while_written(tmp_path):
    store = SQLiteStore(tmp_path)
    store.create_table(record())
    mode = sqlite3.connect(tmp_path / FILE_NAME).execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"
    reader = SQLiteStore(tmp_path, read_only=True)
    store.append("ABCDEFGHJK", Entry(1, "act", 0, {"action": {}}, "0:a"))
    assert len(reader.load("ABCDEFGHJK")[1]) == 1
    with pytest.raises(sqlite3.OperationalError):
        reader.append("ABCDEFGHJK", Entry(2, "act", 0, {"action": {}}, "0:b"))
    reader.close()
    store.close()
    with pytest.raises(FileNotFoundError):
        SQLiteStore(tmp_path / "missing", read_only=True)


def test_append_many_stores_each_entry_once_and_refuses_only_the_taken_ones(store):
    """Concurrent tables' moves in one transaction: a taken seq refuses that entry alone."""
    store.create_table(record("ABCDEFGHJK"))
    store.create_table(record("MNPQRSTUVW"))
    store.append("ABCDEFGHJK", Entry(1, "end_turn", 0, {}, "0:a"))
    errors = store.append_many([("ABCDEFGHJK", Entry(2, "end_turn", 0, {}, "0:b")),
                                ("MNPQRSTUVW", Entry(1, "end_turn", 0, {}, "0:a")),
                                ("ABCDEFGHJK", Entry(1, "end_turn", 0, {}, "0:c")),       # seq taken
                                ("MNPQRSTUVW", Entry(2, "end_turn", 0, {}, "0:a"))])      # id taken
    assert errors[0] is None and errors[1] is None
    assert isinstance(errors[2], SeqTaken) and isinstance(errors[3], SeqTaken)
    assert [(e.seq, e.client_id) for e in store.load("ABCDEFGHJK")[1]] == [(1, "0:a"), (2, "0:b")]
    assert [(e.seq, e.client_id) for e in store.load("MNPQRSTUVW")[1]] == [(1, "0:a")]


def test_entries_after_one_table_or_many(store):
    """What a node reads back after another node's entries (nodes.py)."""
    store.create_table(record())
    store.create_table(record("BBBBBBBBBB"))
    for seq in (1, 2, 3):
        store.append("ABCDEFGHJK", Entry(seq, "act", 0, {"action": {"n": seq}}, f"0:{seq}"))
    store.append("BBBBBBBBBB", Entry(1, "end_turn", 1, {}, None))
    assert [e.seq for e in store.entries_after("ABCDEFGHJK", 1)] == [2, 3]
    assert store.entries_after("ABCDEFGHJK", 3) == []
    found = store.entries_after_many({"ABCDEFGHJK": 2, "BBBBBBBBBB": 1, "ZZZZZZZZZZ": 0})
    assert found == {"ABCDEFGHJK": [Entry(3, "act", 0, {"action": {"n": 3}}, "0:3")]}
    assert [r.name for r in store.seat_rows("ABCDEFGHJK")] == ["Ann", "Guest", "Bot"]
