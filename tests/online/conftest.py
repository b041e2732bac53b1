"""Real table servers on loopback for the online tests (shared with the client's tests).

    proc = start_server(data_dir)          # `python -m game serve --port 0 --data data_dir
                                           #  --allow-chosen-deals`
    proc.url                               # "ws://127.0.0.1:PORT", read from its first line
    proc.kill()                            # kill -9 (nothing is flushed or closed)
    proc.stop()                            # SIGTERM, then wait: returns the exit code
    proc = proc.restart()                  # a new process on the same data folder (new port)

The `server` fixture is one server per test module (in a temporary data folder), stopped at
the module's end.  The tests' servers allow chosen deals (`--allow-chosen-deals`: a `seed` or
`position` at a table with guests), as their fixed games need; `chosen_deals=False` starts one
as a server starts by default.  The process's stderr (its log) goes to `data_dir/server.log`.  Every
process started is killed at the end of the session if still running.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game.online.client.connection import OnlineClient

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT_S = 60.0
# A test's client stops trying after this long without a connection, so a server that died
# under a test fails it (Unreachable) instead of leaving it reconnecting for ever: a client
# without give_up_after never gives up, by design (a player's window waits for its server).
CLIENT_GIVE_UP_S = 60.0
_started: list["ServerProcess"] = []


class ServerProcess:
    """One `python -m game serve` process."""

    def __init__(self, data_dir: Path, args: tuple[str, ...] = (), chosen_deals: bool = True,
                 protocols: tuple[int, ...] | None = None) -> None:
        self.data_dir, self.args, self.chosen_deals = Path(data_dir), tuple(args), chosen_deals
        self.protocols = protocols
        self.data_dir.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
        env.setdefault("TABLETOP_LANG", "en")
        self.log = open(self.data_dir / "server.log", "ab")
        program = ["-m", "game"]
        if protocols is not None:   # an older server's: it speaks only these protocol versions
            program = ["-c", "import sys, game.online.protocol as p, game.cli as c; "
                             f"p.PROTOCOLS = {tuple(protocols)!r}; p.PROTOCOL = p.PROTOCOLS[-1]; sys.exit(c.main())"]
        self.proc = subprocess.Popen(
            [sys.executable, *program, "serve", "--port", "0", "--data", str(self.data_dir), *self.args,
             *(("--allow-chosen-deals",) if chosen_deals else ())],
            stdout=subprocess.PIPE, stderr=self.log, env=env, cwd=str(ROOT))
        line: list[bytes] = []
        reader = threading.Thread(target=lambda: line.append(self.proc.stdout.readline()), daemon=True)
        reader.start()
        reader.join(START_TIMEOUT_S)
        first = line[0].decode().strip() if line else ""
        if not first.startswith("listening on "):
            self.kill()
            raise RuntimeError(f"the server did not start: {first!r}; see {self.data_dir / 'server.log'}")
        self.url = first.split()[-1]
        self.port = int(self.url.rsplit(":", 1)[1])
        _started.append(self)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def kill(self) -> None:
        """kill -9."""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(30)
        self.log.close()

    def stop(self, timeout: float = 30.0) -> int:
        """SIGTERM, then the exit code."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            code = self.proc.wait(timeout)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
            self.log.close()
        return code

    def restart(self) -> "ServerProcess":
        """A new server on the same data folder (the old one must be stopped or killed)."""
        return ServerProcess(self.data_dir, self.args, self.chosen_deals, self.protocols)


def online_client(urls, **options):
    """An OnlineClient for a test: as the game's, but it gives up after CLIENT_GIVE_UP_S
    without a connection unless the test says otherwise."""
    options.setdefault("give_up_after", CLIENT_GIVE_UP_S)
    return OnlineClient(urls, **options)


def start_server(data_dir, *args: str, chosen_deals: bool = True,
                 protocols: tuple[int, ...] | None = None) -> ServerProcess:
    """Start `python -m game serve --port 0 --data data_dir [args] [--allow-chosen-deals]` and
    wait for its first line; with `protocols`, a server that speaks only those versions."""
    return ServerProcess(Path(data_dir), args, chosen_deals, protocols)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """One server process for the whole test module."""
    proc = start_server(tmp_path_factory.mktemp("server"))
    yield proc
    proc.stop()


def pytest_sessionfinish(session, exitstatus):
    for proc in _started:
        if proc.alive():
            proc.proc.kill()
