"""What the online client tells its callers: the failures a request can end with (each one
sentence for a person) and the events its listener hears (connection.py)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...i18n import _


class OnlineError(Exception):
    """Something the online client could not do; str() is one sentence for a person."""


class Refused(OnlineError):
    """The server refused a request: `code` (docs/online.md, "Error codes") and its sentence."""

    def __init__(self, reply: dict) -> None:
        self.reply = reply
        self.code = str(reply.get("code", "server"))
        super().__init__(str(reply.get("message") or self.code))


class Unreachable(OnlineError):
    """No server of the list answered (for as long as the client was told to try)."""


class ConnectionLost(OnlineError):
    """The connection dropped before the answer to a request that is not sent twice, or the
    client was closed while the request waited."""


def client_closed() -> ConnectionLost:
    """What a request meets once the client was closed (or stopped without a reason)."""
    return ConnectionLost(_("the connection to the table server was closed"))


@dataclass(frozen=True)
class Event:
    kind: str   # "state", "error", "status", "message"
    data: Any


class Fatal(Exception):
    """A refusal that no reconnection can mend (an unsupported protocol version)."""

    def __init__(self, error: OnlineError) -> None:
        super().__init__(str(error))
        self.error = error


class HandshakeFailed(Exception):
    """The server did not answer hello (or attach) as the protocol says: try again later."""
