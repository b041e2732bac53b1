"""Computer seats played by the server (in its worker process), and the host's hand-over."""
import asyncio
import random

from .wire import Wire, create, play_to_end, seat_wires


def test_a_table_with_a_computer_seat_plays_to_the_end(server):
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 3, seats=["human", "random", "easy"], seed=3)
        assert [s["seat"] for s in created["seats"]] == [1]
        wires = await seat_wires(server.url, created)
        assert [p["status"] for p in wires[0].state["players"]] == ["online", "computer", "computer"]
        last = await play_to_end(wires, random.Random(1))
        assert last["over"] and len(last["winners"]) >= 1
        await host.close()
        await wires[0].close()

    asyncio.run(run())


def test_the_host_hands_an_away_seat_to_a_computer_and_back(server):
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "pondscape", 2, seed=8)
        wires = await seat_wires(server.url, created)
        await play_to_end(wires, random.Random(2), stop=lambda s: s["seq"] >= 6)
        await wires[1].close()   # seat 2 leaves
        await asyncio.sleep(0.1)
        await host.rpc({"type": "attach", "token": created["spectator"]}, "state")
        assert [p["status"] for p in host.state["players"]] == ["online", "away"]
        refused = await host.reply({"type": "hand_over", "id": "h0", "host": created["spectator"],
                                    "seat": 2, "kind": "random"})
        assert refused["code"] == "not_host"
        ack = await host.reply({"type": "hand_over", "id": "h1", "host": created["host"], "seat": 2,
                                "kind": "random"})
        assert ack["type"] == "ack"
        while host.state["seq"] < ack["seq"]:
            await host.next("state")
        assert host.state["players"][1]["status"] == "computer"
        # seat 1 plays on; the computer answers for seat 2
        await play_to_end(wires[:1], random.Random(3), stop=lambda s: s["seq"] >= ack["seq"] + 10)
        back = await host.reply({"type": "hand_over", "id": "h2", "host": created["host"], "seat": 2,
                                 "kind": "human"})
        assert back["type"] == "ack"
        again = await Wire.open(server.url)
        got = await again.rpc({"type": "attach", "token": created["seats"][1]["token"]}, "state")
        assert got["players"][1]["status"] == "online" and got["players"][1]["kind"] == "human"
        last = await play_to_end([wires[0], again], random.Random(4))
        assert last["over"]
        for wire in (host, wires[0], again):
            await wire.close()

    asyncio.run(run())
