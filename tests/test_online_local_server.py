"""The window's own table server (Host a table → This computer): a child process on a free
port, its first line read without blocking the window, the same port the next time, reused
when another window of this computer already runs it, and stopped with SIGTERM."""
from __future__ import annotations

import json

import pytest
from websockets.sync.client import connect

from game.scenes.online.local_server import LocalServer, command


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    return tmp_path


def hello(url: str) -> dict:
    with connect(url, open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "protocol": 1, "lang": "en"}))
        return json.loads(ws.recv(timeout=10))


def test_the_local_server_starts_answers_is_found_again_and_stops(data):
    first = LocalServer()
    first.start()                      # returns at once; the screen polls `ready`
    assert first.wait(60), first.problem
    assert first.process is not None and not first.external
    assert hello(first.url)["type"] == "hello"
    assert str(data / "server") in command(first.port)   # its tables are kept in the user data folder
    port = first.port

    other = LocalServer()              # another window of this computer: the running server is used
    other.start()
    assert other.wait(30) and other.external and other.port == port

    first.stop()
    assert first.process is None and not first.ready

    again = LocalServer()              # the next run: the remembered port, so saved tables are found
    again.start()
    assert again.wait(60), again.problem
    try:
        assert again.port == port and not again.external
        assert hello(again.url)["type"] == "hello"
    finally:
        again.stop()


def test_the_command_runs_this_python_or_the_frozen_program(data, monkeypatch):
    import sys

    assert command(0)[:3] == [sys.executable, "-m", "game"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert command(0)[:2] == [sys.executable, "serve"]


def test_a_local_server_that_died_is_started_again_on_its_port(data):
    """What an online table does when its connection drops and its server is this computer's:
    `start()` again, which brings the dead child back on the same port (so the clients' resume
    finds their tables)."""
    server = LocalServer()
    server.start()
    assert server.wait(60), server.problem
    port = server.port
    server.process.kill()              # kill -9: the child is gone
    server.process.wait(10)
    assert not server.ready
    server.start()
    try:
        assert server.wait(60), server.problem
        assert server.port == port and hello(server.url)["type"] == "hello"
    finally:
        server.stop()
