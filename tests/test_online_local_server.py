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


# A window reduced to what matters here: it starts this computer's server as the window does
# (local_server()), says the server's pid and port, and waits to be killed.
PARENT = """
import time
from game.scenes.online.local_server import local_server
server = local_server()
server.start()
assert server.wait(60), server.problem
print(server.process.pid, server.port, flush=True)
time.sleep(600)
"""


def gone(pid: int) -> bool:
    """The process `pid` has ended (a zombie not yet reaped by whoever adopted it counts)."""
    import os
    from pathlib import Path

    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:   # alive, or a zombie: Linux says which
        return "\nState:\tZ" in Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False


def test_the_local_server_stops_by_itself_when_the_window_is_killed(data):
    """A play-test: after kill -9 of the window, its server stayed, listening on every
    interface, and the next run adopted it and never stopped it.  The server watches its
    standard input, a pipe from the window, and stops when the system closes it."""
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    env = dict(os.environ, PYTHONPATH=str(root), TABLETOP_DATA_DIR=str(data))
    parent = subprocess.Popen([sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True, env=env,
                              cwd=str(root))
    pid = None
    try:
        pid, port = map(int, parent.stdout.readline().split())
        assert hello(f"ws://127.0.0.1:{port}/")["type"] == "hello"
        parent.kill()                  # kill -9 of the window
        parent.wait(10)
        end = time.monotonic() + 10
        while time.monotonic() < end and not gone(pid):
            time.sleep(0.1)
        assert gone(pid), "the server outlived the window that started it"
        with pytest.raises(OSError):   # and nothing listens on its port any more
            hello(f"ws://127.0.0.1:{port}/")
    finally:
        if parent.poll() is None:
            parent.kill()
        if pid is not None and not gone(pid):
            os.kill(pid, signal.SIGKILL)
