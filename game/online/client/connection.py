"""The headless online client: one connection to a table server, kept alive (docs/online.md).

`OnlineClient` speaks protocol 2 over `websockets`' asyncio client, and 1 to a server that
speaks only that (an older program's: its states carry no `log.stand_in`).  It keeps the last `state`
the server sent (and the game log rebuilt from the `log` pieces), and rebuilds a `GameState`
from it for the rules-side questions (whose turn, the legal moves).  When the connection drops
or the server restarts it reconnects by itself, with exponential back-off and jitter, moving
to the next address of its list after a failure; it then says `hello` again, re-attaches with
the last seq it saw and sends again, under the same id, every move not yet acknowledged, so a
move is applied at most once and never lost.

It is asyncio all through; a window runs it in a thread of its own (game/online/client/session.py)
and hears about it through `listener`, called on the client's loop with an `Event`:

    kind "state"    data: the state message (also in `client.state`)
    kind "error"    data: an error message no request was waiting for
    kind "status"   data: "online", "reconnecting" or "offline"
    kind "message"  data: every message received, as it came (for traces)

    client = OnlineClient(["ws://127.0.0.1:8765/"], lang="en", listener=print)
    await client.connect()
    created = await client.create("koinobori", ["Ann", "Bob"], ["human", "human"])
    await client.attach(created["seats"][0]["token"])
    await client.act(client.game_state().legal_actions()[0])
    ...
    await client.close()

A refused request raises `Refused` (the server's code and sentence); a request that cannot be
sent because no server answers raises `Unreachable`.  Every request is sent again after a
reconnection until it is answered, and applied at most once: moves under their id, a `create`
under its secret (the server derives the new table's tokens from it and answers a second
sending with the same table), a `join` under the seat token it proposes.
"""
from __future__ import annotations

import asyncio
import json
import logging
import random
import time
from typing import Any, Callable

from websockets.asyncio.client import connect as ws_connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ...i18n import _
from .. import protocol
from .decoding import Decoder
from .errors import (ConnectionLost, Event, Fatal, HandshakeFailed, OnlineError, Refused, Unreachable,
                     client_closed)
from .outbox import Pending, RateBucket, new_id
from .rendezvous import meeting_address, meeting_key_of
from .requests import TableRequests
from .seen import Seen

PROTOCOL = 3
OLDER_PROTOCOLS = (2, 1)    # tried in turn when a server refuses the newer one in its hello
ONLINE, RECONNECTING, OFFLINE = "online", "reconnecting", "offline"
BACKOFF_FIRST_S = 0.1     # the first retry's delay; doubled after every failure ...
BACKOFF_CAP_S = 3.0       # ... up to this, each delay drawn between half and all of it (jitter)
# a server that answers at the address but no longer has the attached table (another server there,
# or one that lost its data) is asked again this often: the table's own may come back there
TABLE_MISSING_RETRY_S = 10.0
HANDSHAKE_TIMEOUT_S = 10.0
RATE_SHARE = 0.8          # the client sends at most this share of the server's message rate
MAX_MESSAGE_BYTES = 4 * 2**20  # what the client accepts from a server (a state with a big log)

log = logging.getLogger(__name__)


class OnlineClient(TableRequests):
    """One player's (or spectator's) connection to a table server, kept alive; see the module."""

    def __init__(self, urls: list[str] | str, lang: str = "en", *, listener: Callable[[Event], None] | None = None,
                 client: str = "tabletop", give_up_after: float | None = None, ssl=None,
                 record_round_trips: bool = False, compression: str | None = "deflate",
                 meet: bool = True, token: str | None = None) -> None:
        """`urls`: WebSocket addresses, tried in order (links.parse_servers reads them from text).
        `give_up_after`: seconds without any connection before the client stops trying (every
        waiting request then raises Unreachable); None: it never stops.  `record_round_trips`:
        keep (type, milliseconds from the first sending to the ack, time.monotonic() of that
        sending) in `round_trips`.  `meet`: with several addresses, go to a table's home address
        (`meet_at`); False keeps the list's order (the load bench's worst case).  `token`: attach
        to that seat (or spectator's view) in every handshake from the first, before the
        connection counts as online, so no move sent meanwhile reaches the server unattached."""
        self.urls = [urls] if isinstance(urls, str) else list(urls)
        self.meet = meet
        if not self.urls:
            raise ValueError(_("no server address given"))
        self.lang = lang
        self.listener = listener
        self.client_name = client[:80]
        self.give_up_after = give_up_after
        self.ssl = ssl
        self.compression = compression
        self.status = OFFLINE
        self.reconnects = 0          # successful reconnections after a connection was lost
        self.server_hello: dict | None = None
        self.seen = Seen()               # the last state, the log rebuilt, the position (seen.py)
        self.round_trips: list[tuple[str, float, float]] | None = [] if record_round_trips else None
        self.url: str | None = None      # the address of the current (or last) connection
        self.ended: str | None = None    # the server's sentence when the table was stopped
        self._record = record_round_trips
        self._token: str | None = token
        self._pending: dict[str, Pending] = {}
        self._ws = None
        self._connection = 0
        self._online = asyncio.Event()
        self._stopped = asyncio.Event()
        self._state_waiters: list[asyncio.Future] = []
        self._attach_waiter: asyncio.Future | None = None
        self._bucket = RateBucket()
        self._task: asyncio.Task | None = None
        self._failure: OnlineError | None = None
        self._was_online = False
        # the server at the address answered but no longer knew the table this client was
        # attached to (its re-attach was refused "unknown"): said as a status, tried again
        self.table_missing = False
        self._decoder = Decoder()   # the states' generator state decoded once (decoding.py)
        self._moving = False        # closing on purpose to connect to the list's (new) first address
        self._from_first = False    # the list was reordered: the next attempt takes its first address
        self._unreachable: dict[str, float] = {}   # address -> when a connection to it last failed

    # --- the connection ------------------------------------------------------------------
    async def connect(self, timeout: float | None = None) -> None:
        """Start the connection (and keep it up from then on); return once it is online.
        Raise Unreachable when no server answered within `timeout` seconds (or give_up_after)."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())
        waiter = asyncio.ensure_future(self._online.wait())
        stopper = asyncio.ensure_future(self._stopped.wait())
        try:
            done, _pending = await asyncio.wait({waiter, stopper}, timeout=timeout,
                                                return_when=asyncio.FIRST_COMPLETED)
        finally:
            waiter.cancel()
            stopper.cancel()
        if self._online.is_set():
            return
        if not done:
            self._stop(Unreachable(self._unreachable_words()))
            await self.close()
        raise self._failure or Unreachable(self._unreachable_words())

    async def close(self) -> None:
        """Close the connection and stop reconnecting; waiting requests raise ConnectionLost."""
        self._stop(client_closed())
        task, self._task = self._task, None
        if task is not None and task is not asyncio.current_task():
            task.cancel()
            try:
                await task
            except (asyncio.CancelledError, Exception):
                pass
        ws, self._ws = self._ws, None
        if ws is not None:
            await ws.close()

    def take_over(self, other: "OnlineClient") -> None:
        """The requests `other` (a client about to be closed: the window's change of language)
        has not had answered go on this client's connections, under their ids, sent again once
        it is online; whoever waits for their answers gets them from here.  Closing `other`
        then fails none of them (a move made while the server was down was lost with it)."""
        for key, pending in list(other._pending.items()):
            if not pending.future.done():
                pending.connection = -1   # (not sent on any connection of this client yet)
                self._pending[key] = pending
        other._pending.clear()

    @property
    def online(self) -> bool:
        return self._online.is_set()

    @property
    def failure(self) -> OnlineError | None:
        """Why the client stopped (None while it keeps trying)."""
        return self._failure

    def _unreachable_words(self) -> str:
        # (what to check too: a review's new player read only that nothing answered)
        return _("no table server answers at {address}; check the address, and that the server "
                 "(or the host's program) is running").format(address=", ".join(self.urls))

    def _stop(self, failure: OnlineError) -> None:
        if self._stopped.is_set():
            return
        self._failure = failure
        self._stopped.set()
        self._online.clear()
        for pending in list(self._pending.values()):
            if not pending.future.done():
                pending.future.set_exception(failure)
        self._pending.clear()
        if self._attach_waiter is not None and not self._attach_waiter.done():
            self._attach_waiter.set_exception(failure)
        self._set_status(OFFLINE)

    def _set_status(self, status: str) -> None:
        if status != self.status:
            self.status = status
            self._emit("status", status)

    def _emit(self, kind: str, data: Any) -> None:
        if self.listener is not None:
            try:
                self.listener(Event(kind, data))
            except Exception:  # a listener's fault must not stop the connection
                log.exception("online client listener failed")

    async def _run(self) -> None:
        """Connect, serve the connection until it drops, back off, connect again (forever,
        or until give_up_after seconds without a connection)."""
        index, failures, offline_since = 0, 0, time.monotonic()
        while not self._stopped.is_set():
            if self._from_first:
                index, self._from_first = 0, False
            url = self.urls[index % len(self.urls)]
            was_online = False
            try:
                async with ws_connect(url, open_timeout=HANDSHAKE_TIMEOUT_S, max_size=MAX_MESSAGE_BYTES,
                                      ssl=self.ssl if url.startswith("wss:") else None,
                                      compression=self.compression,
                                      ping_interval=20, ping_timeout=20, close_timeout=2) as ws:
                    self.url = url
                    await self._handshake(ws)
                    was_online = True
                    failures = 0
                    await self._serve(ws)
            except asyncio.CancelledError:
                raise
            except Fatal as fatal:
                self._stop(fatal.error)
                return
            except (OSError, InvalidHandshake, InvalidURI, ConnectionClosed, asyncio.TimeoutError,
                    TimeoutError, HandshakeFailed) as error:
                log.debug("connection to %s failed: %r", url, error)
                if self.table_missing and not isinstance(error, HandshakeFailed):
                    self.table_missing = False   # nothing answers now: not "no longer has the table"
                    self._emit("status", self.status)
            finally:
                self._ws = None
                self._online.clear()
            if self._stopped.is_set():
                return
            if self._moving:   # meet_at: straight to the new first address, no back-off
                self._moving, failures, offline_since = False, 0, time.monotonic()
                self._set_status(RECONNECTING)
                continue
            if was_online:
                offline_since = time.monotonic()
                self._unreachable.pop(url, None)
            else:
                self._unreachable[url] = time.monotonic()
                failures += 1
                index += 1  # the next address of the list
            if self.give_up_after is not None and time.monotonic() - offline_since > self.give_up_after:
                self._stop(Unreachable(_("the server at {address} answers, but no longer has this table").format(
                    address=url) if self.table_missing else self._unreachable_words()))
                return
            self._set_status(RECONNECTING)
            delay = min(BACKOFF_CAP_S, BACKOFF_FIRST_S * 2 ** min(failures, 10))
            if self.table_missing:   # (each try there is a failed look-up, which that server limits)
                delay = TABLE_MISSING_RETRY_S
            await asyncio.sleep(delay * random.uniform(0.5, 1.0))

    async def _handshake(self, ws) -> None:
        """hello, then (when a seat was attached) attach again with the last seq seen."""
        self._connection += 1
        self._ws = ws
        self._bucket = RateBucket()
        # newest first: a server refuses a version it does not speak and keeps the connection
        for version in (PROTOCOL, *OLDER_PROTOCOLS):
            await self._send_now({"type": "hello", "protocol": version, "lang": self.lang,
                                  "client": self.client_name})
            reply = await asyncio.wait_for(self._receive(ws), HANDSHAKE_TIMEOUT_S)
            if reply.get("type") != "error" or reply.get("code") != "protocol":
                break
        if reply.get("type") == "error":
            if reply.get("code") == "protocol":
                raise Fatal(Refused(reply))
            raise HandshakeFailed(reply)
        if reply.get("type") != "hello":
            raise HandshakeFailed(reply)
        self.server_hello = reply
        limits = reply.get("limits") if isinstance(reply.get("limits"), dict) else {}
        rate, burst = limits.get("messages_per_s"), limits.get("burst")
        if isinstance(rate, (int, float)) and rate > 0 and isinstance(burst, (int, float)) and burst >= 1:
            self._bucket = RateBucket(rate * RATE_SHARE, max(1.0, burst / 2), max(1.0, burst / 2))
        if self._token is not None:
            last_seq = self.state["seq"] if self.state is not None else None
            await self._send_now({"type": "attach", "token": self._token, "last_seq": last_seq})
            while True:  # the attach's answer: a state, or a refusal
                message = await asyncio.wait_for(self._receive(ws), HANDSHAKE_TIMEOUT_S)
                refused = message.get("type") == "error" and message.get("re") == "attach"
                if refused and message.get("code") == "unknown" and last_seq is not None:
                    # attached before, unknown now: not this table's server (any more).  Not
                    # online, and said: a review's window showed the old board as if all were
                    # well, refused every move "connect with a token first", and never went
                    # back to the table's server when it returned
                    if not self.table_missing:
                        self.table_missing = True
                        self._emit("status", self.status)
                    raise HandshakeFailed(message)
                self._dispatch(message)
                if message.get("type") == "state":
                    self.table_missing = False
                    break
                if refused:
                    if message.get("code") not in ("unknown", "ended"):
                        raise HandshakeFailed(message)   # e.g. `rate`: try again after a pause
                    break
        if self._was_online:
            self.reconnects += 1
        self._was_online = True
        self._online.set()
        self._set_status(ONLINE)
        for pending in list(self._pending.values()):  # what the last connection left unanswered
            if pending.connection != self._connection and not pending.future.done():
                await self._send_pending(pending)

    async def _receive(self, ws) -> dict:
        """The next message as a dict (a non-JSON or non-object message, or one its type's
        schema refuses: {} after a log line).  A server is someone else's program: its messages
        are checked as a file from elsewhere is, so one that breaks the protocol is passed
        over, never acted on (a table drawn from a state without a seq, say)."""
        raw = await ws.recv()
        try:
            message = self._decoder.loads(raw)
        except (TypeError, ValueError, RecursionError):   # (JSON nested past Python's stack)
            message = None
        if not isinstance(message, dict):
            log.warning("the server sent a message that is not a JSON object")
            return {}
        problem = protocol.check_server(message)
        if problem is not None:
            log.warning("the server sent a message that breaks the protocol: %s", problem)
            return {}
        self._emit("message", message)
        return message

    async def _serve(self, ws) -> None:
        while True:
            self._dispatch(await self._receive(ws))

    # --- sending ---------------------------------------------------------------------------
    async def _send_now(self, message: dict, pending: Pending | None = None) -> None:
        ws = self._ws
        if ws is None:
            raise ConnectionClosed(None, None)
        delay = self._bucket.delay()
        if delay > 0:
            await asyncio.sleep(delay)
        if pending is not None and pending.sent_at is None:
            pending.sent_at = time.monotonic()   # a round trip starts when the message leaves
        await ws.send(json.dumps(message, separators=(",", ":")))

    async def _send_pending(self, pending: Pending) -> None:
        """Send (or send again) a waiting request on the current connection, if there is one."""
        if (not self._online.is_set() or pending.connection == self._connection
                or pending.future.done()):
            return
        pending.connection = self._connection
        try:
            await self._send_now(pending.message, pending)
        except ConnectionClosed:
            pass  # the run loop sees it: sent again after the reconnection (or failed)

    async def _request(self, message: dict, reply: str | None) -> dict:
        if self._stopped.is_set():
            raise self._failure or client_closed()
        if self._task is None:
            await self.connect()
        key = message.get("id") or new_id()
        future = asyncio.get_running_loop().create_future()
        pending = Pending(message, reply, future)
        self._pending[key] = pending
        try:
            await self._send_pending(pending)
            return await future
        finally:
            if self._pending.get(key) is pending:
                del self._pending[key]

    # --- where the connection stands (the requests themselves: requests.py) -------------------
    async def meet_at(self, key: str) -> bool:
        """Put first the address every client of the table with meeting key `key` puts first
        (rendezvous.py; `meeting_key_of` makes it from a code), so the seats and spectators of
        one table meet on one node of several and no move has to cross between nodes;
        connected elsewhere, move there now (the seat is attached again there, and what
        was not yet answered is sent again).  An address this client could not reach within the
        last minute (rendezvous.UNREACHABLE_FOR_S) is left out of the choice (its node is down: meet on the next).
        The rest of the list stays the fallbacks.  True
        when the client moved or will connect there; False with one address or already there."""
        if len(self.urls) < 2 or not self.meet:
            return False
        home = meeting_address(self.urls, key, self._unreachable, time.monotonic())
        if self.urls[0] == home and (self.url in (None, home)):
            return False
        self.urls.remove(home)
        self.urls.insert(0, home)
        self._from_first = True
        ws = self._ws
        if ws is not None and self.url != home:
            self._moving = True
            self._online.clear()   # (until the new connection's hello and attach are through)
            await ws.close()
        return True

    async def attach(self, token: str) -> dict:
        """Attach this connection to the seat (or the spectator's view) `token` names, and keep
        it attached across reconnections; the first state."""
        if self._stopped.is_set():
            raise self._failure or client_closed()
        if self._task is None:
            await self.connect()
        if token != self._token:
            self.seen.forget()
            self.ended = None
        self._token = token
        waiter = asyncio.get_running_loop().create_future()
        self._attach_waiter = waiter
        if self._online.is_set():
            try:
                await self._send_now({"type": "attach", "token": token,
                                      "last_seq": self.state["seq"] if self.state else None})
            except ConnectionClosed:
                pass  # the reconnection attaches with self._token and answers the waiter
        first = await waiter
        meet = first.get("meet")   # (a server before protocol 3 sends none: a seat makes it from the code)
        key = meet if isinstance(meet, str) and 0 < len(meet) <= 40 else meeting_key_of(self.table)
        if key and await self.meet_at(key):   # several addresses: the table's own node
            await self._online.wait()
            return self.state or first
        return first

    # --- receiving -------------------------------------------------------------------------
    def _dispatch(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "state":
            self._take_state(message)
        elif kind in ("ack", "record"):
            self._answer(message.get("id"), message)
        elif kind == "error":
            self._take_error(message)
        elif kind in ("created", "joined", "tables"):
            self._answer_typed(kind, message)

    def _answer(self, key, message: dict, error: OnlineError | None = None) -> bool:
        pending = self._pending.get(key) if isinstance(key, str) else None
        if pending is None or pending.future.done():
            return False
        del self._pending[key]
        if error is not None:
            pending.future.set_exception(error)
        else:
            if self._record and pending.sent_at is not None:
                self.round_trips.append((pending.message["type"], (time.monotonic() - pending.sent_at) * 1000,
                                         pending.sent_at))
            pending.future.set_result(message)
        return True

    def _answer_typed(self, reply: str, message: dict, error: OnlineError | None = None) -> bool:
        for key, pending in self._pending.items():
            if (pending.reply == reply and pending.connection == self._connection
                    and not pending.future.done()):
                return self._answer(key, message, error)
        return False

    def _take_error(self, message: dict) -> None:
        code, re_type = message.get("code"), message.get("re")
        if code == "ended":   # the table was stopped by an error in the rules: no more moves
            self.ended = str(message.get("message") or code)
            self._wake()
        key = message.get("id")
        if code == "rate" and isinstance(key, str) and key in self._pending:
            pending = self._pending[key]  # dropped unread: send it again a little later
            pending.connection = -1
            asyncio.get_running_loop().call_later(1.0, lambda: asyncio.ensure_future(self._send_pending(pending)))
            return
        if self._answer(key, message, Refused(message)):
            return
        if re_type == "attach":
            if code == "unknown":
                self._token = None  # a token the server does not know: do not attach it again
            if self._attach_waiter is not None and not self._attach_waiter.done():
                self._attach_waiter.set_exception(Refused(message))
                return
        reply = {"create": "created", "join": "joined", "tables": "tables"}.get(re_type)
        if reply and self._answer_typed(reply, message, Refused(message)):
            return
        self._emit("error", message)

    def _take_state(self, message: dict) -> None:
        if not self.seen.take(message) and self._token is not None and self._online.is_set():
            # a gap in the log (should not happen): ask for the whole picture
            asyncio.ensure_future(self._send_quietly({"type": "attach", "token": self._token, "last_seq": None}))
        if (self._attach_waiter is not None and not self._attach_waiter.done()
                and message.get("cause") in ("attach", "resync")):
            self._attach_waiter.set_result(message)
        self._wake()
        self._emit("state", message)

    def _wake(self) -> None:
        """Answer every wait_state (a new state, or news such as the table's end)."""
        for future in self._state_waiters:
            if not future.done():
                future.set_result(None)
        self._state_waiters.clear()

    async def _send_quietly(self, message: dict) -> None:
        try:
            await self._send_now(message)
        except ConnectionClosed:
            pass


__all__ = ["OnlineClient", "OnlineError", "Refused", "Unreachable", "ConnectionLost", "Event", "new_id",
           "ONLINE", "RECONNECTING", "OFFLINE"]
