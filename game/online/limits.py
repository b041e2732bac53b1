"""Rate limits of the table server: token buckets per connection and per client address.

A connection's messages pass through its own `Bucket`; look-ups that failed (a wrong code or
token) and tables created are counted per client address (`PerAddress`), so one client cannot
guess codes or fill the store however many connections it opens.
"""
from __future__ import annotations

import time

LOOKUPS_PER_MINUTE = 30     # failed code/token look-ups per client address (and the burst)
CREATES_PER_HOUR = 600      # tables one client address may create an hour (and the burst)
MAX_ADDRESSES = 100_000     # addresses remembered before the table of them starts afresh


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
    """One bucket per client address, made full on first use: `count` per `period_s`."""

    def __init__(self, count: int, period_s: float) -> None:
        self.count, self.period_s = count, period_s
        self._buckets: dict[str, Bucket] = {}

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
            if len(self._buckets) > MAX_ADDRESSES:
                self._buckets.clear()
            bucket = self._buckets[address] = Bucket(self.count / self.period_s, self.count)
        return bucket
