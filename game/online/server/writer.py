"""The store's writer thread: every store call of the server, off the event loop, with the
moves of concurrent tables committed together.

One commit (an fsync with SQLite's synchronous=FULL) per move made the store thread the
bottleneck of a loaded server: 500 tables' moves queued behind each other's disk flushes.
Here the thread takes every `append` waiting in its queue at once and hands them to
`Store.append_many` (one transaction, one commit), then answers each caller: an entry's
future resolves only after the commit that holds it, so the server still acknowledges a move
only once it is durable.  A table's entries never wait in the queue together (the server
appends under the table's lock), so a batch holds at most one entry per table.  Other calls
(creates, look-ups of tokens, loads, claims, hand-overs) run one at a time, in their order,
one between two batches of entries: when 500 tables are created and 1,000 seats attached at
once, a move no longer waits behind the thousands of calls queued before it (each a hand-over
of the interpreter lock, a create a commit of its own).  Entries may so overtake calls queued
before them; that is safe because every caller awaits its write before the next that depends
on it (the server holds a table's lock around each), so jobs waiting together are independent.
"""
from __future__ import annotations

import asyncio
import collections
import queue
import threading
import time

from ..store import Entry, Store

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
        appends: list = []                       # entries waiting, in order
        calls: collections.deque = collections.deque()   # other calls waiting, in order
        stopping = False
        while True:
            if not appends and not calls:
                if stopping:
                    return
                stopping = self._sort(self._jobs.get(), appends, calls)
            while True:   # everything queued by now
                try:
                    job = self._jobs.get_nowait()
                except queue.Empty:
                    break
                stopping = self._sort(job, appends, calls) or stopping
            if appends:
                batch, appends[:] = appends[:MAX_BATCH], appends[MAX_BATCH:]
                self._commit(batch)
            if calls:   # one call between two batches: moves never wait behind a queue of calls
                fn, args, loop, future = calls.popleft()
                started = time.perf_counter()
                try:
                    result = fn(*args)
                except BaseException as error:  # handed to the caller
                    self._answer(loop, future, error=error)
                else:
                    self._answer(loop, future, result)
                self._took(started)

    @staticmethod
    def _sort(job, appends: list, calls) -> bool:
        """File a job under appends or calls; True for the stop mark (None)."""
        if job is None:
            return True
        (appends if job[0] is None else calls).append(job)
        return False

    def _commit(self, batch: list) -> None:
        """One transaction for the batch's entries; each caller hears once it is committed."""
        started = time.perf_counter()
        try:
            errors = self.store.append_many([args for _fn, args, _loop, _future in batch])
        except BaseException as error:  # the whole transaction failed: every caller hears it
            errors = [error] * len(batch)
        self._took(started)
        self.appended += sum(1 for error in errors if error is None)
        waiting: dict = {}   # loop -> [(future, error)]: one wake-up of each loop per batch
        for (_fn, _args, loop, future), error in zip(batch, errors):
            waiting.setdefault(loop, []).append((future, error))
        for loop, answers in waiting.items():
            try:
                loop.call_soon_threadsafe(_settle_all, answers)
            except RuntimeError:   # the loop is closed: nobody waits any more
                pass


def _settle_all(answers: list) -> None:
    for future, error in answers:
        if not future.done():
            if error is not None:
                future.set_exception(error)
            else:
                future.set_result(None)
