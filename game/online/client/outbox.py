"""What the online client sends, apart from the connection itself: fresh request ids and
secrets, the requests still waiting for their answers, and the token bucket that keeps the
client under the server's rate limit (docs/online.md).  game/online/client/connection.py uses them."""
from __future__ import annotations

import asyncio
import secrets
import time
import uuid
from dataclasses import dataclass, field


@dataclass
class Pending:
    """A request waiting for its answer (sent again after a reconnection until answered)."""
    message: dict
    reply: str | None            # the answer's type for a request without id; None: an `ack`
    future: asyncio.Future
    sent_at: float | None = None  # time.monotonic() of the first sending
    connection: int = -1          # the connection it was last sent on


@dataclass
class RateBucket:
    """A token bucket that keeps the client under the server's per-connection rate limit."""
    rate: float = 10.0
    burst: float = 10.0
    tokens: float = 10.0
    stamp: float = field(default_factory=time.monotonic)

    def delay(self) -> float:
        """Take one token; the seconds to wait before sending (0 when one was there)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        self.tokens -= 1
        return 0.0 if self.tokens >= 0 else -self.tokens / self.rate


def new_secret() -> str:
    """A `create`'s secret or a `join`'s proposed token: 192 random bits (32 characters), never
    starting with "-"."""
    while True:
        secret = secrets.token_urlsafe(24)
        if not secret.startswith("-"):
            return secret


def new_id() -> str:
    """A fresh request id: 32 hex digits (uuid4), within the protocol's 1-64 [A-Za-z0-9_-]."""
    return uuid.uuid4().hex
