"""Which address of several the seats of one table meet at (docs/online.md, nodes.py).

Every client of a table puts first the same address of its list, chosen by rendezvous hashing
of the table's code and the addresses: two clients meet there whatever the order of their
lists, and a list that lost or gained an address moves only the tables it must.  An address
that failed to connect recently is left out, so the seats meet on the next node while one is down.
"""
from __future__ import annotations

import hashlib

UNREACHABLE_FOR_S = 60.0  # an address that failed to connect this recently is left out of the choice


def home_address(urls: list[str], code: str) -> str:
    """The address, of `urls`, that every client of table `code` tries first: the highest hash
    of (code, address)."""
    key = "".join(ch for ch in str(code).upper() if ch not in "- \t")   # ABCDE-FGHJK as ABCDEFGHJK

    def weight(url: str) -> bytes:
        return hashlib.blake2b(f"{key}|{url.rstrip('/').lower()}".encode(), digest_size=8).digest()

    return max(urls, key=weight)


def meeting_address(urls: list[str], code: str, unreachable: dict[str, float], now: float) -> str:
    """`home_address` among the addresses that did not fail within the last UNREACHABLE_FOR_S
    (`unreachable`: address -> time.monotonic() of its last failure), or among all of them when
    every one did."""
    answering = [u for u in urls if now - unreachable.get(u, -UNREACHABLE_FOR_S) >= UNREACHABLE_FOR_S]
    return home_address(answering or urls, code)
