"""A raw test client: the `websockets` client and the messages of docs/online.md, nothing more.

Every message received is checked against the server schemas of game/online/protocol.py and
kept (`texts`, the raw frames, for the leak tests).  The client keeps the seat's whole log as
the protocol says (drop from `from`, append), so `game_state()` is the seat's GameState rebuilt
from what it received alone.
"""
from __future__ import annotations

import asyncio
import json
import random

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.online import protocol
from game.rules.registry import state_class

TIMEOUT_S = 30.0


class Wire:
    def __init__(self, ws) -> None:
        self.ws = ws
        self.texts: list[str] = []
        self.queue: asyncio.Queue = asyncio.Queue()
        self.state: dict | None = None
        self.lines: list[str] = []
        self.marks: list[list] = []        # the whole log's marks, as `lines`
        self.stand_in: set[int] = set()    # the whole log's lines of turns a computer played for a person
        self.closed = asyncio.get_running_loop().create_future()
        self._task = asyncio.get_running_loop().create_task(self._read())
        self._ids = 0
        self._tokens, self._at = protocol.BURST - 1.0, asyncio.get_running_loop().time()

    @classmethod
    async def open(cls, url: str, hello: bool = True, lang: str = "en", version: int = protocol.PROTOCOL) -> "Wire":
        wire = cls(await connect(url, max_size=None, open_timeout=TIMEOUT_S))
        if hello:
            await wire.send({"type": "hello", "protocol": version, "lang": lang, "client": "tests"})
            await wire.next("hello")
        return wire

    async def _read(self) -> None:
        try:
            async for text in self.ws:
                self.texts.append(text)
                data = json.loads(text)
                problem = protocol.check_server(data)
                assert problem is None, (problem, text[:300])
                if data["type"] == "state":
                    log = data["log"]
                    assert 0 <= log["from"] <= len(self.lines) or log["from"] == 0
                    self.lines = self.lines[:log["from"]] + log["lines"]
                    self.marks = self.marks[:log["from"]] + log["marks"]
                    self.stand_in = {i for i in self.stand_in if i < log["from"]} | set(log.get("stand_in", []))
                    assert len(log["lines"]) == len(log["marks"])
                    self.state = data
                await self.queue.put(data)
        except ConnectionClosed:
            pass
        finally:
            if not self.closed.done():
                self.closed.set_result(self.ws.close_code)

    def new_id(self) -> str:
        self._ids += 1
        return f"m{self._ids}-{random.getrandbits(32):x}"

    async def send(self, data, paced: bool = True) -> None:
        """Send one message, keeping under the server's rate limit (20 a second, burst 40)
        unless `paced` is False."""
        if paced:
            loop = asyncio.get_running_loop()
            now = loop.time()
            self._tokens = min(protocol.BURST - 1, self._tokens + (now - self._at) * (protocol.RATE_PER_S - 1))
            self._at = now
            if self._tokens < 1:
                await asyncio.sleep((1 - self._tokens) / (protocol.RATE_PER_S - 1))
                self._tokens, self._at = 1.0, loop.time()
            self._tokens -= 1
        await self.ws.send(data if isinstance(data, (str, bytes)) else json.dumps(data))

    async def next(self, kind: str | None = None, timeout: float = TIMEOUT_S) -> dict:
        """The next message (of `kind`, skipping others)."""
        while True:
            data = await asyncio.wait_for(self.queue.get(), timeout)
            if kind is None or data["type"] == kind:
                return data

    async def rpc(self, data: dict, kind: str | None = None) -> dict:
        await self.send(data)
        return await self.next(kind)

    async def reply(self, data: dict) -> dict:
        """Send, then the first ack/error/created/joined/tables/pong/hello (states skipped)."""
        await self.send(data)
        while True:
            got = await self.next()
            if got["type"] != "state":
                return got

    async def quiet(self, wait: float = 0.2) -> list[dict]:
        """Everything that arrives until nothing has for `wait` seconds."""
        out = []
        while True:
            try:
                out.append(await asyncio.wait_for(self.queue.get(), wait))
            except asyncio.TimeoutError:
                return out

    def game_state(self):
        """The seat's GameState, rebuilt from the last `state` and the log it holds."""
        position = dict(self.state["position"])
        position["log"] = list(self.lines)
        return state_class(self.state["title"]).from_position(position)

    async def close(self) -> None:
        await self.ws.close()
        try:
            await asyncio.wait_for(self._task, 10)
        except (asyncio.TimeoutError, ConnectionClosed):
            pass


async def create(wire: Wire, title: str, players: int, seats=None, **extra) -> dict:
    msg = {"type": "create", "title": title, "players": [f"P{i + 1}" for i in range(players)],
           "seats": seats or ["human"] * players, **extra}
    got = await wire.reply(msg)
    assert got["type"] == "created", got
    return got


async def seat_wires(url: str, created: dict) -> list[Wire]:
    """One attached connection per human seat of a created table, in seat order."""
    wires = []
    for seat in created["seats"]:
        wire = await Wire.open(url)
        got = await wire.rpc({"type": "attach", "token": seat["token"]}, "state")
        assert got["seat"] == seat["seat"]
        wires.append(wire)
    return wires


async def play_to_end(wires: list[Wire], chooser: random.Random, max_moves: int = 5000,
                      stop=None) -> dict:
    """Play random legal moves chosen from each seat's own received state until the game is
    over (or `stop(state)` says so); returns the last state seen.  `wires` are attached seat
    connections; the seat to act is read from `to_act`."""
    by_seat = {w.state["seat"]: w for w in wires}
    moves = 0
    while moves < max_moves:
        # the freshest state any of them holds
        await asyncio.sleep(0)
        latest = max((w.state for w in wires), key=lambda s: s["seq"])
        if latest["over"] or (stop is not None and stop(latest)):
            return latest
        wire = by_seat.get(latest["to_act"])
        if wire is None or wire.state["seq"] != latest["seq"]:
            # a computer, the automa, or a state not yet arrived: wait for the next message
            waiter = wire or wires[0]
            await waiter.next()
            continue
        state = wire.state
        if state["held"]:
            msg = {"type": "end_turn", "id": wire.new_id(), "seq": state["seq"]}
        else:
            game = wire.game_state()
            action = chooser.choice(game.legal_actions())
            msg = {"type": "act", "id": wire.new_id(), "seq": state["seq"], "action": action.to_json()}
        got = await wire.reply(msg)
        if got["type"] == "ack":
            moves += 1
            while wire.state["seq"] < got["seq"]:
                await wire.next("state")
        else:
            assert got["code"] in ("stale", "not_your_turn"), got   # the table moved on by itself
            await wire.next("state")
    raise AssertionError("the game did not end")
