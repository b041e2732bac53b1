"""The server's one computer worker, shared fairly: its requests taken by group in turn (a
security test's 12 all-Hard tables of one address delayed another table's Random computer
5.8 s), a table of computers nobody watches waits, and one address may have only a few
tables of playing computers."""
import asyncio
import time

from game.ai.infostate import InfoState
from game.online.server.computers import Computers
from game.online.server.table_server import TableServer
from game.online.store.sqlite_store import SQLiteStore
from game.rules.base import Setup
from game.rules.match import Match

from .wire import Wire, create


def test_the_computers_worker_takes_the_groups_in_turn():
    """One group's queued requests no longer go all before another group's (first come first
    served): the second group's request is answered second."""
    async def run():
        computers = Computers()
        match = Match(Setup.from_json({"title": "paddy", "players": ["A", "B"]}), 1)
        info = InfoState(match.state, match.state.current_player())
        order = []

        async def ask(group, n):
            await computers.choose(info, "random", n, group)
            order.append(group)

        try:
            await ask("warm", 0)   # (the worker started)
            order.clear()
            tasks = [asyncio.create_task(ask("many", n)) for n in range(4)]
            await asyncio.sleep(0)
            tasks.append(asyncio.create_task(ask("one", 9)))
            await asyncio.gather(*tasks)
        finally:
            computers.close()
        return order

    order = asyncio.run(run())
    assert order.index("one") <= 1, order


def test_a_table_of_computers_nobody_watches_waits_for_a_watcher(tmp_path):
    """All-computer tables nobody is attached to played on for ever (and after every restart):
    now they wait once nobody watched them for unwatched_s, and play on when someone attaches."""
    async def go():
        server = TableServer(SQLiteStore(tmp_path), unwatched_s=0.5)
        async with server.serve("127.0.0.1", 0) as ws_server:
            url = f"ws://127.0.0.1:{ws_server.sockets[0].getsockname()[1]}"
            host = await Wire.open(url)
            created = await create(host, "koinobori", 2, seats=["hard", "hard"])
            code = next(iter(server.tables))
            table = server.tables[code]
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and (code in server.thinking or time.monotonic() - table.used < 0.6):
                await asyncio.sleep(0.05)
            stopped = table.seq
            await asyncio.sleep(1.0)
            assert table.seq == stopped and not table.state.is_over(), "it played on with nobody watching"
            watcher = await Wire.open(url)
            await watcher.rpc({"type": "attach", "token": created["spectator"]}, "state")
            got = await watcher.next("state", timeout=20)
            assert got["seq"] > stopped
            for wire in (host, watcher):
                await wire.close()
        await server.close()

    asyncio.run(go())


def test_one_address_may_have_a_few_tables_of_playing_computers(tmp_path):
    async def go():
        server = TableServer(SQLiteStore(tmp_path), computer_tables=2)
        async with server.serve("127.0.0.1", 0) as ws_server:
            url = f"ws://127.0.0.1:{ws_server.sockets[0].getsockname()[1]}"
            host = await Wire.open(url)
            for _n in range(2):
                await create(host, "ladybird", 3, seats=["hard", "hard", "hard"])
            refused = await host.reply({"type": "create", "title": "ladybird", "players": ["a", "b", "c"],
                                        "seats": ["hard", "hard", "hard"]})
            assert refused["type"] == "error" and refused["code"] == "rate", refused
            assert "unfinished tables whose computers are playing" in refused["message"]
            # people's tables are not counted
            await create(host, "paddy", 2, seats=["human", "invite"])
            await host.close()
        await server.close()

    asyncio.run(go())
