"""Fixtures of the AI tests."""
import multiprocessing

import pytest

from game.ai import worker as worker_module
from game.ai.worker import Worker


@pytest.fixture
def worker():
    """The window's worker (its process and tree helper start at the first request)."""
    w = Worker()
    yield w
    w.close()


@pytest.fixture
def helper_conn():
    """This process's end of the pipe to a real tree helper process (worker._serve_trees), as
    the window's worker holds it; the helper leaves when the pipe closes."""
    ctx = multiprocessing.get_context("spawn")
    ours, theirs = ctx.Pipe(duplex=True)
    cancelled = ctx.Value("q", 0, lock=False)
    process = ctx.Process(target=worker_module._serve_trees, args=(theirs, cancelled), daemon=True)
    process.start()
    theirs.close()
    yield ours
    ours.close()
    process.join(10)
