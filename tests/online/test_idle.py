"""Tables nobody uses are dropped from the server's memory and read back from the store when
next needed, unchanged (the server run in-process here, to look at what it holds)."""
import asyncio
import random

from game.online.server.table_server import TableServer
from game.online.store.sqlite_store import SQLiteStore

from .wire import Wire, create, play_to_end, seat_wires


def test_an_idle_table_is_unloaded_and_comes_back(tmp_path):
    async def go():
        server = TableServer(SQLiteStore(tmp_path), idle_s=0.3, chosen_deals=True)   # (a seeded table of two)
        async with server.serve("127.0.0.1", 0) as ws_server:
            url = f"ws://127.0.0.1:{ws_server.sockets[0].getsockname()[1]}"
            host = await Wire.open(url)
            created = await create(host, "pondscape", 2, seed=5)
            wires = await seat_wires(url, created)
            await play_to_end(wires, random.Random(1), stop=lambda s: s["seq"] >= 8)
            seen = max(w.state["seq"] for w in wires)
            assert len(server.tables) == 1
            for wire in wires:
                await wire.close()
            for _n in range(50):
                await asyncio.sleep(0.1)
                if not server.tables:
                    break
            assert server.tables == {}
            wires = await seat_wires(url, created)
            assert wires[0].state["seq"] == seen and len(server.tables) == 1
            last = await play_to_end(wires, random.Random(2))
            assert last["over"]
            for wire in (host, *wires):
                await wire.close()
        await server.close()

    asyncio.run(go())
