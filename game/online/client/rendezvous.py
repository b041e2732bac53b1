"""Which address of several the clients of one table meet at (docs/online.md, nodes.py).

Every client of a table puts first the same address of its list, chosen by rendezvous hashing
of the table's meeting key (codes.meeting_key: made from the invite code by a seat, told to a
spectator by the server, which never tells it the code) and the addresses: two clients meet
there whatever the order of their lists, and a list that lost or gained an address moves only
the tables it must.  An address that failed to connect recently is left out, so the clients
meet on the next node while one is down.
"""
from __future__ import annotations

import hashlib

from .. import codes

UNREACHABLE_FOR_S = 60.0  # an address that failed to connect this recently is left out of the choice


def meeting_key_of(code: str | None) -> str | None:
    """The meeting key of the table with invite code `code` (any spelling), or None when it is
    not in a code's form.  (A watch id has that form: a spectator of a server before protocol
    3, which names no key, meets where its watch id's key says, maybe not its seats' node.)"""
    stored = codes.normalize(code) if code else None
    return codes.meeting_key(stored) if stored else None


def home_address(urls: list[str], key: str) -> str:
    """The address, of `urls`, that every client of the table with meeting key `key` tries
    first: the highest hash of (key, address)."""

    def weight(url: str) -> bytes:
        return hashlib.blake2b(f"{key.upper()}|{url.rstrip('/').lower()}".encode(), digest_size=8).digest()

    return max(urls, key=weight)


def meeting_address(urls: list[str], key: str, unreachable: dict[str, float], now: float) -> str:
    """`home_address` among the addresses that did not fail within the last UNREACHABLE_FOR_S
    (`unreachable`: address -> time.monotonic() of its last failure), or among all of them when
    every one did."""
    answering = [u for u in urls if now - unreachable.get(u, -UNREACHABLE_FOR_S) >= UNREACHABLE_FOR_S]
    return home_address(answering or urls, key)
