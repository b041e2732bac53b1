"""`held` is a turn end waiting for End turn: a finished table has none (a docs reader saw a
spectator attaching after the end get `held` true with `over` true and `to_act` null)."""
import asyncio
import random

from .wire import Wire, create, play_to_end, seat_wires


def test_a_finished_table_is_not_held(server):
    """A spectator attaching after the end got `held` true with `over` true and `to_act` null:
    `held` is a turn end waiting for End turn, which a finished game never has."""
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 2, seed=19)
        wires = await seat_wires(server.url, created)
        last = await play_to_end(wires, random.Random(19))
        assert last["over"]
        watcher = await Wire.open(server.url)
        got = await watcher.rpc({"type": "attach", "token": created["spectator"]}, "state")
        assert got["over"] and got["to_act"] is None and got["held"] is False, (got["held"], got["to_act"])
        again = await Wire.open(server.url)
        got = await again.rpc({"type": "attach", "token": created["seats"][0]["token"]}, "state")
        assert got["held"] is False
        for wire in (host, watcher, again, *wires):
            await wire.close()

    asyncio.run(run())
