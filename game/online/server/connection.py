"""One client connection to the table server: what the server knows of it (its language, the
table and seat it is attached to, the log lines it holds) and its outgoing queue.

Every message to a connection goes through its queue and one task that sends them in order
(`pump`), so a client that does not read slows only itself, never a table's broadcast; one that
lets OUTBOX_MAX messages pile up unread is closed (1008).
"""
from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed, ProtocolError
from websockets.frames import CloseCode, Opcode
from websockets.protocol import State

from ...i18n import _
from .. import protocol
from .limits import Bucket, address_key
from .tables import speaking

if TYPE_CHECKING:
    from .tables import Table

log = logging.getLogger("tabletop.server")

OUTBOX_MAX = 1000           # messages queued for a client that does not read, before it is closed
QUIET_PER_S = 2.0           # messages a second a connection may send whatever its address sent (on average)
QUIET_BURST = 10            # ... and at once
CONTROL_PER_S = 10.0        # WebSocket pings and pongs a connection may send a second, on average
CONTROL_BURST = 20          # ... and in a burst; past it the connection is closed (1008)


class GuardedConnection(ServerConnection):
    """A websockets server connection whose control frames (ping, pong) are counted: the library
    answers a ping with a pong by itself, below the messages `TableServer` counts, so without
    this one connection could have the server write pongs as fast as it sends pings.  Past its
    allowance the connection is failed (1008) before the ping is answered, and what it sent
    after is not read."""

    def __init__(self, protocol, *args, **kwargs) -> None:
        super().__init__(protocol, *args, **kwargs)
        self.control = Bucket(CONTROL_PER_S, CONTROL_BURST)
        answer = protocol.recv_frame

        def recv_frame(frame) -> None:
            if (frame.opcode is Opcode.PING or frame.opcode is Opcode.PONG) and not self.control.take():
                if protocol.state is State.OPEN:
                    protocol.fail(CloseCode.POLICY_VIOLATION, "too many pings")
                raise ProtocolError("too many control frames")   # the parser stops reading
            answer(frame)

        protocol.recv_frame = recv_frame


class Connection:
    """One client connection and what the server knows of it."""

    def __init__(self, ws: ServerConnection, address: str | None = None) -> None:
        self.ws = ws
        if address is None:
            try:
                address = address_key(str(ws.remote_address[0]))
            except Exception:
                address = "?"
        self.address = address            # what the per-address limits count it under (limits.client_address)
        self.lang = "en"
        self.protocol = protocol.PROTOCOL   # the version its hello spoke (protocol.PROTOCOLS)
        self.greeted = False
        self.table: Table | None = None
        self.seat: int | None = None      # None: a spectator (when attached)
        self.lines: list[str] = []        # the log lines this connection holds
        self.stand_in: frozenset[int] = frozenset()   # of those, the lines it was told a computer played for a person
        self.moves_seen: int | None = None   # the seq of its last state (None: the next names no moves)
        self.resynced_at: int | None = None  # the table seq of the last whole state sent after a `stale`
        self.bucket = Bucket(protocol.RATE_PER_S, protocol.BURST)
        # what it may send even while the others of its address have used up the address's
        # messages (server._one): a client that sends no more than a player does is never
        # refused for what its neighbours behind the same NAT or proxy send
        self.quiet = Bucket(QUIET_PER_S, QUIET_BURST)
        self.refused, self.refused_at = 0.0, time.monotonic()   # rate refusals, draining
        self.outbox: asyncio.Queue = asyncio.Queue()   # texts to send, in order (None: stop)
        self.dropped = False
        self._closing: asyncio.Task | None = None

    def say(self, text: str, **fields) -> str:
        """A marked text (N_) in this connection's language."""
        with speaking(self.lang):
            words = _(text)
            return words.format(**fields) if fields else words

    def flooding(self) -> bool:
        """Count one refusal for the rate (refusals drain at RATE_FORGIVE_PER_S); True when the
        connection keeps on past RATE_CLOSE_AFTER and is to be closed."""
        now = time.monotonic()
        self.refused = max(0.0, self.refused - (now - self.refused_at) * protocol.RATE_FORGIVE_PER_S) + 1
        self.refused_at = now
        return self.refused > protocol.RATE_CLOSE_AFTER

    def queue(self, data: dict | str) -> None:
        """Queue a message, or its text already encoded (never waits for the client)."""
        if self.outbox.qsize() >= OUTBOX_MAX:
            if not self.dropped:
                self.dropped = True
                log.warning("closing a connection that does not read its messages")
                self._closing = asyncio.get_running_loop().create_task(self.ws.close(1008, "not reading"))
            return
        self.outbox.put_nowait(data if isinstance(data, str) else protocol.dumps(data))

    async def pump(self) -> None:
        """Send the queued messages in order until the queue says stop (None) or the connection closes."""
        while True:
            text = await self.outbox.get()
            if text is None:
                return
            try:
                await self.ws.send(text)
            except ConnectionClosed:
                return
