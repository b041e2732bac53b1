"""Fixtures of the AI tests."""
import pytest

from game.ai.worker import Worker


@pytest.fixture
def worker():
    """The window's worker (its process and tree helper start at the first request)."""
    w = Worker()
    yield w
    w.close()
