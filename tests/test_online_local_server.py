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


def test_a_remembered_port_another_program_took_gives_a_free_one_without_a_word(data):
    """A review: local-server.json named a port another program (not a table server) now held.
    The server tried there, stopped (and aborted at exit, "could not acquire lock for <stdin>",
    which the window showed as its reason), then started on a free port, but the first refusal
    stood: every Create of the session was refused.  Now the free port is taken silently."""
    import socket

    squatter = socket.socket()
    squatter.bind(("0.0.0.0", 0))
    squatter.listen()
    try:
        taken = squatter.getsockname()[1]
        (data / "local-server.json").write_text(json.dumps({"port": taken}))
        server = LocalServer()
        server.start()
        assert server.wait(60), server.problem
        assert server.problem is None and server.port != taken and not server.external
        assert hello(server.url)["type"] == "hello"
        assert json.loads((data / "local-server.json").read_text())["port"] == server.port
        server.stop()
    finally:
        squatter.close()


def test_a_server_whose_port_is_taken_stops_with_its_sentence_not_an_abort(tmp_path):
    """`serve --stop-with-stdin` on a taken port: exit 2 and one sentence (its stdin watcher
    reads the descriptor, so no buffer lock is held at exit)."""
    import socket
    import subprocess
    import sys

    squatter = socket.socket()
    squatter.bind(("127.0.0.1", 0))
    squatter.listen()
    try:
        port = squatter.getsockname()[1]
        # (its standard input held open, as the window holds it, while it stops)
        process = subprocess.Popen([sys.executable, "-m", "game", "serve", "--port", str(port), "--data",
                                    str(tmp_path / "s"), "--stop-with-stdin"], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            code = process.wait(60)
            said = process.stderr.read()
        finally:
            process.kill()
            process.stdin.close()
    finally:
        squatter.close()
    assert code == 2, (code, said[-400:])
    assert said.strip().splitlines()[-1].startswith(f"error: port {port} is already in use")
    assert "Fatal Python error" not in said
