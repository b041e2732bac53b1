"""What the table server measures of itself, for the log line at its end: each move's handling
time (arrival to ack and states queued), how late the event loop wakes (its stalls, whatever
their cause) and the garbage collector's pauses (which stall every table at once)."""
from __future__ import annotations

import asyncio
import gc
import time

KEEP = 200_000   # samples kept of each kind (the oldest half dropped past it)


class Telemetry:
    def __init__(self) -> None:
        self.timings: list[float] = []   # seconds from a move's arrival to its ack and states queued
        self.lags: list[float] = []      # seconds the loop woke late (a 10 ms sleep, again and again)
        self.gc_pauses: list[tuple[int, float]] = []   # (generation, seconds) of each collection
        self._gc_started = 0.0

    def move_handled(self, seconds: float) -> None:
        self.timings.append(seconds)
        if len(self.timings) > KEEP:
            del self.timings[:KEEP // 2]

    def start(self) -> asyncio.Task:
        """Time the collector from now on; the task that watches the loop (cancel it, then stop())."""
        gc.callbacks.append(self._gc_timer)
        return asyncio.get_running_loop().create_task(self._watch_lag())

    def stop(self) -> None:
        if self._gc_timer in gc.callbacks:
            gc.callbacks.remove(self._gc_timer)

    def _gc_timer(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
        else:
            self.gc_pauses.append((info.get("generation", 0), time.perf_counter() - self._gc_started))
            if len(self.gc_pauses) > KEEP // 2:
                del self.gc_pauses[:KEEP // 4]

    async def _watch_lag(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            before = loop.time()
            await asyncio.sleep(0.01)
            self.lags.append(max(0.0, loop.time() - before - 0.01))
            if len(self.lags) > KEEP:
                del self.lags[:KEEP // 2]

    def summary(self) -> str:
        """The moves handled and their handling time, the loop's stalls and the collector's pauses."""
        def spread(values: list[float]) -> str:
            times = sorted(values)
            at = lambda q: times[min(len(times) - 1, int(q * len(times)))] * 1000.0  # noqa: E731
            return f"p50 {at(0.5):.1f} ms, p99 {at(0.99):.1f} ms, max {times[-1] * 1000.0:.1f} ms"

        words = [f"{len(self.timings)} moves handled: {spread(self.timings)}" if self.timings else "no moves handled"]
        if self.lags:
            words.append(f"loop late {spread(self.lags)}")
        full = [t for g, t in self.gc_pauses if g == 2]
        if self.gc_pauses:
            words.append(f"{len(self.gc_pauses)} collections ({sum(t for _g, t in self.gc_pauses):.1f} s), "
                         f"{len(full)} full" + (f" (max {max(full) * 1000.0:.0f} ms)" if full else ""))
        return "; ".join(words)
