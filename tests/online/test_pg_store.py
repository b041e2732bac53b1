"""What only the PostgreSQL store has (game/online/store/pg_store.py), on a real throw-away cluster:
its schema made and migrated at open, the notification of every entry, the leases of
computer seats, and a database restart survived by the same store object.  (The Store
contract itself runs on it in test_store.py.)"""
import psycopg
import pytest

from game.online.store.pg_store import PostgresStore, StoreUnavailable, migrations
from game.online.store import Entry, SeqTaken

from .test_store import record


def test_the_schema_is_made_once_and_its_version_recorded(pg_url):
    first = PostgresStore(pg_url)
    second = PostgresStore(pg_url)   # a second node starting on the same database
    newest = migrations()[-1][0]
    assert first.version == second.version == newest
    with psycopg.connect(pg_url) as conn:
        rows = conn.execute("SELECT version, name FROM schema_version ORDER BY version").fetchall()
    assert rows == [(v, name) for v, name, _sql in migrations()]
    first.close()
    second.close()


def test_every_entry_is_notified_with_its_code_and_seq_only(pg_url):
    store = PostgresStore(pg_url)
    store.create_table(record())
    with psycopg.connect(pg_url, autocommit=True) as listener:
        listener.execute("LISTEN tabletop_entries")
        store.append("ABCDEFGHJK", Entry(1, "act", 0, {"action": {"type": "Secret", "card": 7}, "hold": True}, "0:a"))
        store.append_many([("ABCDEFGHJK", Entry(2, "end_turn", 0, {}, "0:b"))])
        got = [n.payload for n in listener.notifies(timeout=5, stop_after=2)]
    assert got == ["ABCDEFGHJK:1", "ABCDEFGHJK:2"]
    assert [e.seq for e in store.entries_after("ABCDEFGHJK", 1)] == [2]
    store.close()


def test_a_lease_is_held_by_one_node_until_it_expires_or_is_let_go(pg_url):
    a, b = PostgresStore(pg_url), PostgresStore(pg_url)
    a.create_table(record())
    assert a.take_lease("ABCDEFGHJK", "node-a", 30) == ""          # new: nobody held it
    assert a.take_lease("ABCDEFGHJK", "node-a", 30) == "node-a"    # renewed by its holder
    assert b.take_lease("ABCDEFGHJK", "node-b", 30) is None        # refused to another node
    assert a.renew_leases("node-a", ["ABCDEFGHJK"], 0) == ["ABCDEFGHJK"]   # now expired
    assert b.expired_leases() == ["ABCDEFGHJK"]
    assert b.take_lease("ABCDEFGHJK", "node-b", 30) == "node-a"    # taken over
    assert a.renew_leases("node-a", ["ABCDEFGHJK"], 30) == []   # the old holder hears it lost it
    b.release_lease("ABCDEFGHJK", "node-b")
    assert a.take_lease("ABCDEFGHJK", "node-a", 30) == ""
    a.close()
    b.close()


def test_the_store_outlives_a_database_restart(pg_cluster, pg_url):
    store = PostgresStore(pg_url)
    store.create_table(record())
    store.append("ABCDEFGHJK", Entry(1, "act", 0, {"action": {}}, "0:a"))
    pg_cluster.restart()
    store.append("ABCDEFGHJK", Entry(2, "act", 0, {"action": {}}, "0:b"))   # connects again
    with pytest.raises(SeqTaken):
        store.append("ABCDEFGHJK", Entry(3, "act", 0, {"action": {}}, "0:b"))
    assert [e.seq for e in store.load("ABCDEFGHJK")[1]] == [1, 2]
    store.close()


def test_a_database_that_stays_away_is_one_clear_error(pg_cluster):
    store = PostgresStore(pg_cluster.url("postgres"), retry_s=0.5)
    store._drop()
    store.url = pg_cluster.url("no_such_database")
    with pytest.raises(StoreUnavailable):
        store.list_open()
