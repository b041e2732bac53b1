"""The per-address limit on creating tables, and an internal error of the server: one `server`
error reply, nothing changed, and the server goes on (real server processes)."""
import asyncio
import random
import sqlite3

from game.online.store.sqlite_store import FILE_NAME, SCHEMA

from .conftest import start_server
from .wire import Wire, create, play_to_end, seat_wires


def test_an_address_creates_at_most_its_limit_of_tables(tmp_path):
    proc = start_server(tmp_path / "data", "--create-limit", "2")

    async def run():
        wire = await Wire.open(proc.url)
        made = [await create(wire, "koinobori", 2, seed=i) for i in range(2)]
        refused = await wire.reply({"type": "create", "title": "koinobori", "players": ["A", "B"],
                                    "seats": ["human", "human"]})
        assert refused["type"] == "error" and refused["code"] == "rate" and refused["re"] == "create"
        assert "tables" in refused["message"]
        # the tables made before still play, and the connection still answers
        seats = await seat_wires(proc.url, made[0])
        last = await play_to_end(seats, random.Random(1), stop=lambda s: s["seq"] >= 4)
        assert last["seq"] >= 4
        assert (await wire.reply({"type": "ping"}))["type"] == "pong"
        for one in (wire, *seats):
            await one.close()

    try:
        asyncio.run(run())
    finally:
        assert proc.stop() == 0
    store = sqlite3.connect(tmp_path / "data" / FILE_NAME)
    assert store.execute("SELECT COUNT(*) FROM tables").fetchone()[0] == 2   # the refused one was not stored
    store.close()


def test_an_internal_error_is_one_server_error_and_the_server_goes_on(tmp_path):
    """The store's entries table is removed behind the server's back: a move then fails inside
    the server (not a refusal of the move): the sender gets `server`, the table is unchanged;
    once the table is back, the same move is accepted and the game goes on."""
    proc = start_server(tmp_path / "data")
    path = tmp_path / "data" / FILE_NAME

    async def run():
        host = await Wire.open(proc.url)
        created = await create(host, "koinobori", 2, seed=3)
        seats = await seat_wires(proc.url, created)
        await play_to_end(seats, random.Random(2), stop=lambda s: s["seq"] >= 2)
        state = max((w.state for w in seats), key=lambda s: s["seq"])
        wire = next(w for w in seats if w.state["seat"] == state["to_act"])
        while wire.state["seq"] < state["seq"]:
            await wire.next("state")
        if state["held"]:
            msg = {"type": "end_turn", "id": "after-fault", "seq": state["seq"]}
        else:
            action = wire.game_state().legal_actions()[0]
            msg = {"type": "act", "id": "after-fault", "seq": state["seq"], "action": action.to_json()}
        outside = sqlite3.connect(path, isolation_level=None)
        saved = outside.execute("SELECT * FROM entries").fetchall()
        outside.execute("DROP TABLE entries")
        failed = await wire.reply(msg)
        assert failed["type"] == "error" and failed["code"] == "server" and failed["re"] == msg["type"]
        assert failed["seq"] == state["seq"]
        # nothing changed, and the server still answers everyone
        other = await Wire.open(proc.url)
        got = await other.rpc({"type": "attach", "token": created["spectator"]}, "state")
        assert got["seq"] == state["seq"]
        assert (await host.reply({"type": "ping"}))["type"] == "pong"
        outside.executescript(SCHEMA)
        outside.executemany("INSERT INTO entries VALUES (?,?,?,?,?,?,?)", saved)
        outside.close()
        again = await wire.reply(msg)
        assert again["type"] == "ack" and not again["duplicate"] and again["seq"] == state["seq"] + 1
        while wire.state["seq"] < again["seq"]:
            await wire.next("state")
        last = await play_to_end(seats, random.Random(4))
        assert last["over"]
        for one in (host, other, *seats):
            await one.close()

    try:
        asyncio.run(run())
    finally:
        assert proc.stop() == 0
    assert "Traceback" in (tmp_path / "data" / "server.log").read_text()
