"""What one client may make a table keep for good, and the server remember (a security review):
every undo and every seat handed over is an entry stored and replayed whenever the table is
loaded, so a seat's undos and a table's hand-overs are counted; a table of people handed to
computers counts against its address's computer tables; a wrong host token is a failed
look-up; and a look-up of a code no table has leaves nothing behind."""
from __future__ import annotations

import asyncio
import random

from game.online.server import tables as server_tables
from game.online.server.table_server import TableServer
from game.online.store.sqlite_store import SQLiteStore

from .wire import Wire, create


def serve(tmp_path, scenario, **options):
    async def go():
        server = TableServer(SQLiteStore(tmp_path), **options)
        async with server.serve("127.0.0.1", 0) as ws_server:
            await scenario(server, f"ws://127.0.0.1:{ws_server.sockets[0].getsockname()[1]}")
        await server.close()

    asyncio.run(go())


async def _undoable_move(wire: Wire, chooser: random.Random) -> dict:
    """Play this seat's moves until one can be taken back; the last ack."""
    for _n in range(40):
        state = wire.state
        assert state["to_act"] == state["seat"], state
        move = chooser.choice(wire.game_state().legal_actions())
        got = await wire.reply({"type": "act", "id": wire.new_id(), "seq": state["seq"], "action": move.to_json()})
        assert got["type"] == "ack", got
        await wire.next("state")
        if wire.state["undo"]:
            return wire.state
    raise AssertionError("no undoable move found")


def test_a_seat_may_undo_so_many_times_at_a_table(tmp_path, monkeypatch):
    monkeypatch.setattr(server_tables, "MAX_UNDOS_PER_SEAT", 3)

    async def scenario(server, url):
        host = await Wire.open(url)
        created = await create(host, "koinobori", 2, first_player=1)
        seat = await Wire.open(url)
        await seat.rpc({"type": "attach", "token": created["seats"][0]["token"]}, "state")
        chooser = random.Random(2)
        answers = []
        for n in range(4):
            state = await _undoable_move(seat, chooser)
            got = await seat.reply({"type": "undo", "id": f"u{n}", "seq": state["seq"]})
            answers.append(got["type"] if got["type"] == "ack" else got["code"])
            if got["type"] == "ack":
                await seat.next("state")
        assert answers == ["ack", "ack", "ack", "no_undo"], answers
        assert "taken back 3 moves at this table" in got["message"]
        for wire in (host, seat):
            await wire.close()

    serve(tmp_path, scenario)


def test_a_table_s_seats_may_be_handed_over_so_many_times(tmp_path, monkeypatch):
    from game.online.server import handlers
    monkeypatch.setattr(handlers, "MAX_HAND_OVERS", 2)

    async def scenario(server, url):
        host = await Wire.open(url)
        created = await create(host, "pondscape", 2, seats=["human", "invite"])
        await host.rpc({"type": "attach", "token": created["seats"][0]["token"]}, "state")
        answers = []
        for n, kind in enumerate(("easy", "human", "easy")):
            got = await host.reply({"type": "hand_over", "id": f"h{n}", "host": created["host"], "seat": 2,
                                    "kind": kind})
            answers.append(got["type"] if got["type"] == "ack" else got["code"])
        assert answers == ["ack", "ack", "illegal"], answers
        await host.close()

    serve(tmp_path, scenario)


def test_handing_a_table_of_people_to_computers_counts_as_a_computers_table(tmp_path):
    async def scenario(server, url):
        host = await Wire.open(url)
        await create(host, "ladybird", 2, seats=["hard", "hard"])
        people = await create(host, "ladybird", 2, seats=["human", "human"])
        await host.rpc({"type": "attach", "token": people["spectator"]}, "state")
        got = await host.reply({"type": "hand_over", "id": "h", "host": people["host"], "seat": 1, "kind": "hard"})
        assert got["type"] == "error" and got["code"] == "rate", got
        assert "unfinished tables whose computers are playing" in got["message"]
        # a person's seat stays a person's: handing it back to human is not a computers' table
        got = await host.reply({"type": "hand_over", "id": "h2", "host": people["host"], "seat": 1, "kind": "human"})
        assert got["type"] == "ack", got
        await host.close()

    serve(tmp_path, scenario, computer_tables=1)


def test_a_wrong_host_token_is_a_failed_look_up(tmp_path):
    async def scenario(server, url):
        host = await Wire.open(url)
        created = await create(host, "koinobori", 2, seats=["human", "invite"])
        await host.rpc({"type": "attach", "token": created["seats"][0]["token"]}, "state")
        watcher = await Wire.open(url)
        await watcher.rpc({"type": "attach", "token": created["spectator"]}, "state")
        codes = []
        for n in range(4):
            got = await watcher.reply({"type": "hand_over", "id": f"g{n}", "host": "G" * 31 + str(n), "seat": 2,
                                       "kind": "easy"})
            codes.append(got["code"])
        assert codes[:3] == ["not_host"] * 3 and codes[3] == "rate", codes
        # the address has used its look-ups: a code is no longer looked up from it
        got = await watcher.reply({"type": "join", "code": created["table"], "name": "x"})
        assert got["code"] == "rate", got
        # while it is locked out, the host's right token still hands a seat over (a NAT)
        got = await host.reply({"type": "hand_over", "id": "right", "host": created["host"], "seat": 2,
                                "kind": "easy"})
        assert got["type"] == "ack", got
        for wire in (host, watcher):
            await wire.close()

    serve(tmp_path, scenario, lookups_per_minute=3)


def test_a_code_no_table_has_leaves_no_lock_behind(tmp_path):
    async def scenario(server, url):
        guest = await Wire.open(url)
        for code in ("ABCDE-FGHJK", "BCDEF-GHJKM", "CDEFG-HJKMN"):
            got = await guest.reply({"type": "join", "code": code, "name": "x"})
            assert got["code"] == "unknown", got
        assert not any(code in server.locks for code in ("ABCDEFGHJK", "BCDEFGHJKM", "CDEFGHJKMN"))
        await guest.close()

    serve(tmp_path, scenario)


def test_a_table_with_a_history_of_undos_loads_to_the_game_it_was():
    """A table replayed from its entries keeps the state before a move only where an undo
    will take it back, or near the end (a copy for every move made loading several times
    dearer): undone moves, undos in a row and an undo after loading all give the same game
    as the table that took them live."""
    from game.online.server.creating import table_record
    from game.online.server.tables import Table
    from game.online.store import Entry

    for title in ("paddy", "ladybird"):
        record = table_record({"type": "create", "title": title, "players": ["A", "B", "C"],
                               "seats": ["human"] * 3}, "en")[0]
        live = Table.load(record, [])
        chooser = random.Random(3)
        undos = 0
        while not live.state.is_over() and live.seq < 400:
            seat = live.owner()
            if live.held():
                live.accept(Entry(live.seq + 1, "end_turn", live.movers[-1], {}))
            elif seat is not None and live.may_undo(seat) and chooser.random() < 0.4:
                live.accept(Entry(live.seq + 1, "undo", seat, {}))
                undos += 1
            else:
                action = chooser.choice(live.state.legal_actions())
                live.accept(Entry(live.seq + 1, "act", seat, {"action": action.to_json(), "hold": seat is not None}))
        assert undos > 20, undos
        loaded = Table.load(record, list(live.entries), langs=("en", "ja"))
        assert loaded.failure is None
        assert loaded.state.to_position() == live.state.to_position()
        assert loaded.matches["ja"].state.to_position()["turn_id"] == live.state.to_position()["turn_id"]
        seat = loaded.owner()
        if seat is not None and loaded.may_undo(seat):   # an undo right after loading
            loaded.accept(Entry(loaded.seq + 1, "undo", seat, {}))
            live.accept(Entry(live.seq + 1, "undo", seat, {}))
            assert loaded.state.to_position() == live.state.to_position()
