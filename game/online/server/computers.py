"""The computer seats: decisions made in a worker process, never on the server's event loop.

A search takes up to a second of CPU (Hard), which would stall every table if run on the
loop or in a thread (the interpreter lock).  One worker process ("spawn", as the window's
game/ai/worker.py) answers one request at a time, taking the tables' creators in turn
(`Computers`); only the seat's InfoState crosses to it
(never the true state), so a computer sees no more than its seat.  The decision comes back as
the action's JSON; the server appends it as an ordinary entry, if the table is still at the
seq it was asked at.  The worker ends by itself when the server is gone (even after kill -9).
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
from collections import deque
from concurrent.futures import ProcessPoolExecutor

from ...ai.infostate import InfoState


def decide(info: InfoState, level: str, seed: int) -> dict:
    """In the worker: the level's choice for the seat, as an action's JSON."""
    from ...ai.players import make_player

    return make_player(level).choose(info, None, seed).to_json()


def _leave_with_parent() -> None:
    """In the worker (the pool's initializer): end this process as soon as the server that
    started it is gone, even killed with SIGKILL, instead of living on with no parent.  The
    spawn start method gives every child a sentinel of its parent (the read end of a pipe on
    POSIX, the process handle on Windows) that becomes ready when the parent ends; a daemon
    thread waits on it.  (The pool's own queue never sees end-of-file: the worker holds both
    of its ends.)"""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _warm() -> bool:
    from ...ai import players  # noqa: F401  (import the search once, before the first move)

    return True


class Computers:
    """The worker process (started at the first request) and its queue, fair between groups.

    The worker makes one decision at a time.  Requests wait here, one queue per group (the
    server's group is the address that created the table, else the table), and the worker
    takes the groups in turn: the waiting group it served longest ago goes next.
    First come first served let one address's many computer tables make every other table's
    computer wait (a security test: 12 all-Hard tables of one address delayed another
    table's Random computer 5.8 s); now it waits for at most one decision of each other group."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._queues: dict[str, deque] = {}   # group -> (future, args) waiting, oldest first
        self._served: dict[str, int] = {}     # group -> when the worker last took one of its requests
        self._turns = 0
        self._busy = False

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_leave_with_parent)
        return self._pool

    async def choose(self, info: InfoState, level: str, seed: int, group: str = "") -> dict:
        """The action's JSON, once the worker has come to this request (in `group`'s turn);
        an exception if the worker failed (it is restarted next time)."""
        future = asyncio.get_running_loop().create_future()
        self._queues.setdefault(group, deque()).append((future, (info, level, seed)))
        self._next()
        return await future

    def waiting(self) -> int:
        """Requests not yet given to the worker."""
        return sum(len(queue) for queue in self._queues.values())

    def _next(self) -> None:
        """Give the worker, if it is free, the oldest request of the waiting group it served
        longest ago (a group new to it first)."""
        if self._busy:
            return
        while self._queues:
            group = min(self._queues, key=lambda g: self._served.get(g, 0))
            queue = self._queues[group]
            future, args = queue.popleft()
            if not queue:
                del self._queues[group]
            self._turns += 1
            self._served[group] = self._turns
            if len(self._served) > 10_000:   # (forget the groups that wait for nothing)
                self._served = {g: t for g, t in self._served.items() if g in self._queues}
            if future.done():   # (its table's task was cancelled: the server is closing)
                continue
            self._busy = True
            try:
                work = asyncio.get_running_loop().run_in_executor(self._executor(), decide, *args)
            except Exception as error:   # (a pool that cannot start: this request fails)
                self._busy = False
                self.close()
                future.set_exception(error)
                continue
            work.add_done_callback(lambda done, future=future: self._done(done, future))
            return

    def _done(self, work: asyncio.Future, future: asyncio.Future) -> None:
        self._busy = False
        if work.cancelled():
            error: BaseException | None = asyncio.CancelledError()
        else:
            error = work.exception()
        if error is not None:
            self.close()
        if not future.done():
            if error is None:
                future.set_result(work.result())
            else:
                future.set_exception(error)
        self._next()

    def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
