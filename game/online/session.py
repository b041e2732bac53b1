"""The window's bridge to a table server: the connection runs in a background thread (its own
asyncio loop), so the UI thread never waits on the network.

The scene calls the non-blocking methods (`attach`, `move`, `request`) and, every frame,
`poll()` returns what arrived since: the server's messages as they came (`state`, `ack`,
`error`, `created`, `joined`, `tables`...) and `{"type": "status", "status": ...}` when the
connection goes up or down (`connecting`, `online`, `reconnecting`, `closed`), with
`problem` (one sentence) when an attempt failed.

What the connection does by itself (docs/online.md, "Sequence of a game"): `hello` first;
after a drop it reconnects with back-off, says `hello` again, re-attaches with the last seq it
saw, and sends again, under the same ids, the moves not yet acknowledged (the server applies
an id at most once).  Moves made while the connection is down wait in that queue.
"""
from __future__ import annotations

import asyncio
import json
import queue
import secrets
import threading
from typing import Any

import websockets

from ..i18n import _

PROTOCOL = 1
CLIENT = "tabletop window"
BACKOFF_S = (0.2, 0.5, 1.0, 2.0, 3.0)   # waits between attempts; the last repeats
OPEN_TIMEOUT_S = 5.0
MOVES = ("act", "end_turn", "undo")


def new_id() -> str:
    return secrets.token_urlsafe(12)


def normal_url(address: str) -> str:
    """`host:port`, `ws://host:port` or `wss://...` as a WebSocket address."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")):
        return address
    return "ws://" + address


class Session:
    """One connection to one server, kept up until `close()`."""

    def __init__(self, url: str, lang: str = "en") -> None:
        self.url = normal_url(url)
        self.lang = lang
        self.status = "connecting"
        self.token: str | None = None       # the seat (or spectator) token attached with
        self.last_seq: int | None = None    # the last seq seen in a state (resume)
        self._inbox: queue.Queue = queue.Queue()
        self._pending: list[dict] = []      # moves sent (or to send) and not yet acknowledged
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue | None = None
        self._wake: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._closing = False
        self._ws = None                     # the open connection (network thread only)
        self._ready = threading.Event()

    # --- the UI thread's side -------------------------------------------------------------
    def start(self) -> "Session":
        self._thread = threading.Thread(target=self._run, name="online-session", daemon=True)
        self._thread.start()
        self._ready.wait(5)
        return self

    def attach(self, token: str, last_seq: int | None = None) -> None:
        """Attach to the seat of `token` (again after every reconnection)."""
        self.token, self.last_seq = token, last_seq
        self._send({"type": "attach", "token": token, "last_seq": last_seq})

    def move(self, kind: str, seq: int, action: dict | None = None) -> str:
        """Send a move (`act` with `action`, `end_turn`, `undo`) chosen at `seq`; kept and sent
        again after a reconnection until acknowledged or refused.  Returns its id."""
        message = {"type": kind, "id": new_id(), "seq": seq}
        if kind == "act":
            message["action"] = action
        self._call(self._pending.append, message)
        self._send(message)
        return message["id"]

    def request(self, message: dict) -> None:
        """A one-off message (`create`, `join`, `tables`, `hand_over`): sent once, when connected."""
        self._send(dict(message))

    def set_lang(self, lang: str) -> None:
        """Texts in `lang` from now on: the connection is made again (hello says the language),
        so the state that follows has the log and the words in it."""
        if lang != self.lang:
            self.lang = lang
            self._call(self._drop)

    def _drop(self) -> None:
        if self._ws is not None:
            asyncio.ensure_future(self._ws.close())

    @property
    def waiting_moves(self) -> int:
        return len(self._pending)

    def poll(self) -> list[dict]:
        """Everything that arrived since the last poll, oldest first (never waits)."""
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self) -> None:
        self._closing = True
        if self._loop is not None and self._wake is not None:
            self._loop.call_soon_threadsafe(self._wake.set)
        if self._thread is not None:
            self._thread.join(2)

    # --- between the threads -----------------------------------------------------------------
    def _send(self, message: dict) -> None:
        self._call(self._outbox.put_nowait, message)

    def _call(self, fn, *args) -> None:
        self._loop.call_soon_threadsafe(fn, *args)

    def _say(self, message: dict) -> None:
        self._inbox.put(message)

    def _set_status(self, status: str, problem: str | None = None) -> None:
        self.status = status
        event: dict[str, Any] = {"type": "status", "status": status}
        if problem:
            event["problem"] = problem
        self._say(event)

    # --- the network thread ------------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        self._outbox = asyncio.Queue()
        self._wake = asyncio.Event()
        self._ready.set()
        try:
            loop.run_until_complete(self._keep_connected())
        finally:
            loop.close()

    async def _keep_connected(self) -> None:
        attempt = 0
        while not self._closing:
            try:
                async with websockets.connect(self.url, open_timeout=OPEN_TIMEOUT_S,
                                              max_size=2 ** 20, ping_interval=20) as ws:
                    self._ws = ws
                    await self._hello(ws)
                    attempt = 0
                    self._set_status("online")
                    await self._serve(ws)
                self._ws = None
                if not self._closing:
                    self._set_status("reconnecting", _("The connection to the server was lost."))
            except (OSError, asyncio.TimeoutError, websockets.WebSocketException, ValueError) as error:
                self._ws = None
                if self._closing:
                    break
                self._set_status("reconnecting", _problem(error))
            if self._closing:
                break
            await self._pause(BACKOFF_S[min(attempt, len(BACKOFF_S) - 1)])
            attempt += 1
        self._set_status("closed")

    async def _pause(self, seconds: float) -> None:
        try:
            await asyncio.wait_for(self._wake.wait(), seconds)
        except asyncio.TimeoutError:
            pass

    async def _hello(self, ws) -> None:
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "lang": self.lang, "client": CLIENT}))
        reply = json.loads(await asyncio.wait_for(ws.recv(), OPEN_TIMEOUT_S))
        if reply.get("type") != "hello":
            raise ValueError(reply.get("message") or _("The server did not answer as a table server."))
        if self.token is not None:   # a reconnection: the seat again, from the last seq seen
            await ws.send(json.dumps({"type": "attach", "token": self.token, "last_seq": self.last_seq}))
            for message in list(self._pending):
                await ws.send(json.dumps(message))
            self._resent = {m["id"] for m in self._pending}
        else:
            self._resent = set()

    async def _serve(self, ws) -> None:
        sender = asyncio.ensure_future(self._sender(ws))
        closer = asyncio.ensure_future(self._wake.wait())
        try:
            async for raw in _messages(ws, closer):
                try:
                    message = json.loads(raw)
                except (TypeError, ValueError):
                    continue
                if isinstance(message, dict):
                    self._received(message)
        finally:
            sender.cancel()
            closer.cancel()

    async def _sender(self, ws) -> None:
        while True:
            message = await self._outbox.get()
            if message.get("type") == "attach":
                self._resent = set()
            elif message.get("type") in MOVES and message["id"] in self._resent:
                continue   # already sent again at the reconnection
            try:
                await ws.send(json.dumps(message))
            except websockets.WebSocketException:
                if message.get("type") not in MOVES:   # a move waits in _pending; anything else is said again later
                    self._outbox.put_nowait(message)
                raise

    def _received(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "state" and isinstance(message.get("seq"), int):
            self.last_seq = message["seq"]
        if kind in ("ack", "error") and message.get("id") is not None:
            ids = [m["id"] for m in self._pending]
            if message["id"] in ids:
                at = ids.index(message["id"])
                if kind == "ack":
                    del self._pending[at]
                else:   # refused: the moves chosen after it were built on it
                    del self._pending[at:]
        self._say(message)


async def _messages(ws, closer):
    """The connection's messages until it closes or `closer` finishes (the session closes)."""
    while True:
        receive = asyncio.ensure_future(ws.recv())
        done, _pending = await asyncio.wait({receive, closer}, return_when=asyncio.FIRST_COMPLETED)
        if receive not in done:
            receive.cancel()
            return
        yield receive.result()


def _problem(error: BaseException) -> str:
    """Why the connection failed, in one sentence for the screen."""
    if isinstance(error, ValueError) and str(error):
        return str(error)
    if isinstance(error, websockets.InvalidURI):
        return _("That is not a server address (for example 192.168.1.20:8765).")
    if isinstance(error, websockets.ConnectionClosed):
        return _("The connection to the server was lost.")
    return _("No table server answers at that address.")
