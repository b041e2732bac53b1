"""Each `state` names the entries since the connection's previous state (`moves`), every act in
the public form for the seat that receives it; an attach or a resync names none."""
import asyncio
import json
import random

from .wire import Wire, create, play_to_end, seat_wires


def _states(wire):
    return [d for d in map(json.loads, wire.texts) if d["type"] == "state"]


def _named(wire):
    """seq -> the entry as the wire's states named it; every entry named once."""
    named = {}
    for state in _states(wire):
        for move in state["moves"]:
            assert move["seq"] not in named, move
            named[move["seq"]] = move
    return named


def _face_down(state):
    return any(m["kind"] == "act" and m["seat"] == 1 and (m["action"] or {}).get("type") == "PlayToOwnPole"
               for m in state["moves"])


def test_moves_name_each_entry_once_as_each_seat_may_know_it(server):
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 3, seats=["human", "human", "easy"], seed=11)
        one, two = await seat_wires(server.url, created)
        spectator = await Wire.open(server.url)
        await spectator.rpc({"type": "attach", "token": created["spectator"]}, "state")
        last = await play_to_end([one, two], random.Random(3), stop=_face_down)
        assert _face_down(last), "seat 1 never put a card on its personal pole"
        await asyncio.sleep(0.3)
        seq = max(w.state["seq"] for w in (one, two, spectator))
        for wire in (one, two, spectator):
            first = _states(wire)[0]
            assert first["cause"] == "attach" and first["moves"] == []
            named = _named(wire)
            assert sorted(named) == list(range(first["seq"] + 1, seq + 1))   # every entry since, once
        card = next(m for m in _named(one).values() if (m["action"] or {}).get("type") == "PlayToOwnPole")
        assert isinstance(card["action"]["card"], int)                       # the mover's own: whole
        for wire in (two, spectator):                                      # the others: no card named
            again = _named(wire)[card["seq"]]
            assert again == {**card, "action": {"type": "PlayToOwnPole", "card": None}}
        computer = [m for m in _named(two).values() if m["seat"] == 3 and m["kind"] == "act"]
        assert computer and all(m["action"]["type"] for m in computer)      # the server's computer too
        # a resync (attach with last_seq) and an attach name no moves
        again = await Wire.open(server.url)
        got = await again.rpc({"type": "attach", "token": created["seats"][1]["token"], "last_seq": 1}, "state")
        assert got["cause"] == "resync" and got["moves"] == []
        for wire in (one, two, spectator, again, host):
            await wire.close()

    asyncio.run(run())


def test_the_automa_is_seat_0_and_pondscape_sends_the_steps(server):
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "pondscape", 1, seed=5)
        (one,) = await seat_wires(server.url, created)
        await play_to_end([one], random.Random(5), stop=lambda s: any(m["seat"] == 0 for m in s["moves"]))
        croaker = [m for m in _named(one).values() if m["seat"] == 0]
        assert croaker and croaker[0]["action"]["type"] == "CroakerTurn"
        assert croaker[0]["action"]["events"]   # what it flipped, moved and took, for the table to show
        await one.close()
        await host.close()

    asyncio.run(run())
