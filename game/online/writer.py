"""The store's writer thread: every store call of the server, in order, off the event loop,
with the moves of concurrent tables committed together.

One commit (an fsync with SQLite's synchronous=FULL) per move made the store thread the
bottleneck of a loaded server: 500 tables' moves queued behind each other's disk flushes.
Here the thread takes every `append` waiting in its queue at once and hands them to
`Store.append_many` (one transaction, one commit), then answers each caller: an entry's
future resolves only after the commit that holds it, so the server still acknowledges a move
only once it is durable.  A table's entries never wait in the queue together (the server
appends under the table's lock), so a batch holds at most one entry per table.  Other calls
(loads, claims, hand-overs) run one at a time in their place in the queue.
"""
from __future__ import annotations

import asyncio
import queue
import threading
import time

from .store import Entry, Store

MAX_BATCH = 256   # entries in one transaction


class StoreWriter:
    """Runs store calls on one thread; `call` for any call, `append` for entries (batched)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self.appended = 0                  # entries stored (for the metrics)
        self.latencies: list[float] = []   # seconds of each store call or batch (the metrics)
        self._thread = threading.Thread(target=self._run, name="store-writer", daemon=True)
        self._thread.start()

    async def call(self, fn, *args):
        """fn(*args) on the writer thread, in queue order; its result or its exception."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self._jobs.put((fn, args, loop, future))
        return await future

    async def append(self, code: str, entry: Entry) -> None:
        """Store one entry; returns once the transaction holding it is committed."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self._jobs.put((None, (code, entry), loop, future))
        await future

    def close(self) -> None:
        """Finish every call queued so far, then stop the thread (blocking)."""
        self._jobs.put(None)
        self._thread.join()

    # --- the thread ------------------------------------------------------------------------
    def _took(self, started: float) -> None:
        self.latencies.append(time.perf_counter() - started)
        if len(self.latencies) > 20_000:
            del self.latencies[:10_000]

    @staticmethod
    def _answer(loop, future, result=None, error=None) -> None:
        def settle():
            if future.done():
                return
            if error is not None:
                future.set_exception(error)
            else:
                future.set_result(result)
        try:
            loop.call_soon_threadsafe(settle)
        except RuntimeError:   # the loop is closed: nobody waits any more
            pass

    def _run(self) -> None:
        pending = None
        while True:
            job = pending if pending is not None else self._jobs.get()
            pending = None
            if job is None:
                return
            fn, args, loop, future = job
            if fn is not None:
                started = time.perf_counter()
                try:
                    result = fn(*args)
                except BaseException as error:  # handed to the caller
                    self._answer(loop, future, error=error)
                else:
                    self._answer(loop, future, result)
                self._took(started)
                continue
            batch = [job]
            while len(batch) < MAX_BATCH:
                try:
                    more = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if more is None or more[0] is not None:
                    pending = more
                    break
                batch.append(more)
            started = time.perf_counter()
            try:
                errors = self.store.append_many([args for _fn, args, _loop, _future in batch])
            except BaseException as error:  # the whole transaction failed: every caller hears it
                errors = [error] * len(batch)
            self._took(started)
            self.appended += sum(1 for error in errors if error is None)
            for (_fn, _args, loop, future), error in zip(batch, errors):
                self._answer(loop, future, error=error)
