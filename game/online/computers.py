"""The computer seats: decisions made in a worker process, never on the server's event loop.

A search takes up to a second of CPU (Hard), which would stall every table if run on the
loop or in a thread (the interpreter lock).  One worker process ("spawn", as the window's
game/ai/worker.py) answers one request at a time; only the seat's InfoState crosses to it
(never the true state), so a computer sees no more than its seat.  The decision comes back as
the action's JSON; the server appends it as an ordinary entry, if the table is still at the
seq it was asked at.  The worker ends by itself when the server is gone (even after kill -9).
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor

from ..ai.infostate import InfoState


def decide(info: InfoState, level: str, seed: int) -> dict:
    """In the worker: the level's choice for the seat, as an action's JSON."""
    from ..ai.players import make_player

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
    from ..ai import players  # noqa: F401  (import the search once, before the first move)

    return True


class Computers:
    """The worker process (started at the first request)."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_leave_with_parent)
        return self._pool

    async def choose(self, info: InfoState, level: str, seed: int) -> dict:
        """The action's JSON; an exception if the worker failed (it is restarted next time)."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor(), decide, info, level, seed)
        except Exception:
            self.close()
            raise

    def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
