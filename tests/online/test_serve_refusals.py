"""`python -m game serve` that cannot start says why in one sentence naming what is wrong (exit
2, nothing on stdout, no traceback), not the system's words (a play-test, 2026-12-06: "[Errno 98]
error while attempting to bind on address ('127.0.0.1', 18894): address already in use",
"[Errno -2] Name or service not known", "[Errno 17] File exists: '/etc/passwd'").  Real
processes; the port in use is held by a socket the test opens."""
import os
import socket
import subprocess
import sys

import pytest

from .conftest import ROOT

ENV = dict(os.environ, PYTHONPATH=str(ROOT), TABLETOP_LANG="en")


def serve(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", "serve", *args], capture_output=True, text=True,
                          env=ENV, cwd=ROOT, timeout=60, stdin=subprocess.DEVNULL)


def refused(done: subprocess.CompletedProcess) -> str:
    """The one line a refused start prints (and checks that it is all it prints)."""
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert done.stdout == "" and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.startswith("error: ") and "Errno" not in done.stderr, done.stderr
    return done.stderr.strip()


def test_a_port_in_use_is_named(tmp_path):
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        line = refused(serve("--port", str(port), "--data", str(tmp_path / "data")))
    assert line == (f"error: port {port} is already in use on 127.0.0.1: another program (perhaps another "
                    "server) listens there; choose another --port")


def test_a_host_that_cannot_be_resolved_is_named(tmp_path):
    line = refused(serve("--host", "999.1.1.1", "--port", "0", "--data", str(tmp_path / "data")))
    assert line == ("error: the host 999.1.1.1 cannot be found: give an address of this computer, "
                    "such as 127.0.0.1 or 0.0.0.0")


def test_a_data_path_that_is_a_file_is_named(tmp_path):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder\n")
    line = refused(serve("--port", "0", "--data", str(a_file)))
    assert line == f"error: the data folder {a_file} is a file, not a folder"
    below = a_file / "server" / "data"
    line = refused(serve("--port", "0", "--data", str(below)))
    assert line == f"error: the data folder cannot be made: {a_file} on its path is a file, not a folder"
    assert a_file.read_text() == "not a folder\n"


@pytest.mark.parametrize("which", ["--certfile", "--keyfile"])
def test_a_missing_tls_file_is_named(tmp_path, which):
    there = tmp_path / "there.pem"
    there.write_text("-----BEGIN CERTIFICATE-----\n")
    missing = tmp_path / "missing.pem"
    files = {"--certfile": there, "--keyfile": there, which: missing}
    line = refused(serve("--port", "0", "--data", str(tmp_path / "data"),
                         "--certfile", str(files["--certfile"]), "--keyfile", str(files["--keyfile"])))
    assert line == f"error: the TLS file {missing} does not exist"
    line = refused(serve("--port", "0", "--data", str(tmp_path / "data"), "--certfile", str(there), "--keyfile", str(there)))
    assert line.startswith("error: the TLS certificate or key cannot be used") and line.endswith(
        ": give a PEM certificate chain and its own private key")
