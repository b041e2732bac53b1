"""Rate limits of the table server: token buckets per connection and per client address.

A connection's messages pass through its own `Bucket`, and through its address's (`PerAddress`),
which all the connections of that address share; look-ups that failed (a wrong code or token)
and tables created are counted per client address too, so one client cannot guess codes, fill
the store or take the server's time however many connections it opens (and it may open only
so many at once: `server.CONNECTIONS_PER_ADDRESS`).

A client's address is the one its connection comes from, or with `serve --trusted-proxy`
the one that proxy names in X-Forwarded-For (`client_address`); an IPv6 address counts as its
/64 network (one machine is given a whole /64 and may use any address in it).
"""
from __future__ import annotations

import ipaddress
import time
from collections import OrderedDict

LOOKUPS_PER_MINUTE = 30     # failed code/token look-ups per client address (and the burst)
CREATES_PER_HOUR = 600      # tables one client address may create an hour (and the burst)
MESSAGES_PER_ADDRESS_PER_S = 200   # messages per second from one address, all its connections together
HTTP_PER_ADDRESS_PER_S = 20        # plain HTTP requests (health, readiness, metrics) a second from one address
MAX_ADDRESSES = 100_000     # addresses remembered; past it the least recently used is forgotten


class Bucket:
    """A token bucket: `rate` per second, at most `burst` saved up."""

    __slots__ = ("rate", "burst", "tokens", "at")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst, self.tokens, self.at = rate, burst, burst, time.monotonic()

    def _fill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now

    def take(self) -> bool:
        self._fill()
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def empty(self) -> bool:
        self._fill()
        return self.tokens < 1.0


class PerAddress:
    """One bucket per client address, made full on first use: `count` per `period_s`.  At most
    `most` addresses are remembered: past that the one used longest ago is forgotten (its
    bucket had the most time to refill), never the whole table at once."""

    def __init__(self, count: int, period_s: float, most: int = MAX_ADDRESSES) -> None:
        self.count, self.period_s, self.most = count, period_s, most
        self._buckets: OrderedDict[str, Bucket] = OrderedDict()

    def __len__(self) -> int:
        return len(self._buckets)

    def take(self, address: str) -> bool:
        """Spend one from the address's allowance; False when it had none left."""
        return self._bucket(address).take()

    def exhausted(self, address: str) -> bool:
        """True while the address has nothing left (an address never seen has its whole allowance)."""
        bucket = self._buckets.get(address)
        return bucket is not None and bucket.empty()

    def _bucket(self, address: str) -> Bucket:
        bucket = self._buckets.get(address)
        if bucket is None:
            while len(self._buckets) >= self.most:
                self._buckets.popitem(last=False)
            bucket = self._buckets[address] = Bucket(self.count / self.period_s, self.count)
        else:
            self._buckets.move_to_end(address)
        return bucket


def address_key(address: str) -> str:
    """The key a client address is counted under: an IPv4 address as it is (an IPv4-mapped
    IPv6 one as its IPv4), an IPv6 address as its /64 network; anything else as it is."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if ip.version == 6:
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


def _plain(address: str) -> str:
    """An address as `serve --trusted-proxy` writes it (an IPv4-mapped IPv6 one as its IPv4)."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    return str(ip.ipv4_mapped) if ip.version == 6 and ip.ipv4_mapped is not None else str(ip)


def client_address(peer: str, forwarded_for: str | None, trusted: frozenset[str]) -> str:
    """The address a connection is counted under: its peer's, or, when the peer is one of the
    `trusted` proxies (`serve --trusted-proxy`), the last address its X-Forwarded-For header
    names that is not itself a trusted proxy (a client may put anything it likes at the front
    of that header; each proxy appends the address it saw).  Never trusted otherwise."""
    if _plain(peer) not in trusted or not forwarded_for:
        return address_key(peer)
    for hop in reversed([part.strip() for part in forwarded_for.split(",")]):
        if _plain(hop) in trusted:
            continue
        try:
            return address_key(str(ipaddress.ip_address(hop)))
        except ValueError:
            break   # not an address: the proxy's header is not what it should be
    return address_key(peer)
