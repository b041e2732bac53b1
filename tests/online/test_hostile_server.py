"""A server is someone else's program: the client reads its messages as a file from elsewhere.
A fake server on loopback answers the hello properly, then sends what breaks the protocol (a
state without its seq, a position that is no object, JSON nested past Python's stack, a
message of an unknown type); the client passes each over with a log line and keeps the
connection, and a good state after them is taken as usual."""
from __future__ import annotations

import asyncio
import json
import logging

from websockets.asyncio.server import serve

from game.online import protocol
from game.online.client.connection import OnlineClient



def _state(seq: int) -> dict:
    return {"type": "state", "table": "ABCDE-FGHJK", "seq": seq, "title": "koinobori", "seat": None,
            "cause": "attach", "players": [{"seat": 1, "name": "Ann", "kind": "human", "status": "online"},
                                           {"seat": 2, "name": "Bob", "kind": "human", "status": "online"}],
            "position": {"title": "koinobori"}, "log": {"from": 0, "lines": [], "marks": []}, "moves": [],
            "to_act": 1, "held": False, "undo": False, "over": False}


BROKEN = [
    {k: v for k, v in _state(1).items() if k != "seq"},            # a state without its seq
    {**_state(1), "position": "not an object"},
    "[" * 100_000 + "]" * 100_000,                                  # deeper than Python's stack
    {"type": "surprise"},
    {**_state(1), "seq": 1.5},
]


def test_messages_that_break_the_protocol_are_passed_over(caplog):
    async def fake_server(ws):
        hello = json.loads(await ws.recv())
        await ws.send(json.dumps({"type": "hello", "protocol": hello["protocol"], "server": "fake",
                                  "limits": {"message_bytes": 65536, "messages_per_s": 20.0, "burst": 40}}))
        await ws.recv()   # the attach
        for message in BROKEN:
            await ws.send(message if isinstance(message, str) else json.dumps(message))
        good = _state(7)
        assert protocol.check_server(good) is None
        await ws.send(json.dumps(good))
        await asyncio.sleep(5)

    async def go():
        async with serve(fake_server, "127.0.0.1", 0, max_size=2**21) as server:
            port = server.sockets[0].getsockname()[1]
            client = OnlineClient([f"ws://127.0.0.1:{port}"], give_up_after=5)
            first = await asyncio.wait_for(client.attach("t" * 32), 10)
            assert first["seq"] == 7 and client.state["seq"] == 7
            await client.close()

    with caplog.at_level(logging.WARNING):
        asyncio.run(go())
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert sum("breaks the protocol" in w for w in warnings) == 4, warnings
    assert sum("not a JSON object" in w for w in warnings) == 1, warnings
