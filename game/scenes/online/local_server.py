"""The table server on this computer ("Host a table" → "This computer"): `python -m game serve`
started as a child process of the window, its tables kept in the user data folder (server/).

Decision: one server per run of the program, started when first needed and stopped (SIGTERM:
it finishes its writes) when the program quits, so nothing is left running behind the
player's back; if the window ends without quitting (a crash, kill -9), the server sees its
standard input, a pipe from the window, close and stops by itself.  It listens on every interface (friends on the same network connect to this
computer's address) on the port it had last time (remembered in local-server.json, so the
tables listed in "My online tables" are found again at the same address), or on a free one
when that port is taken.  Tables on it are saved with the server "local": whichever port it
has now.  Starting it never blocks the window: `LocalServer.start()` returns at once and the
screen polls `ready` / `problem`.  No pygame here.
"""
from __future__ import annotations

import atexit
import re
import socket
import subprocess
import sys
import threading

from ... import paths
from ...files import FileRefused, DiskError, read_json, write_json_atomic
from ...i18n import _

LOCAL = "local"           # the `server` of a saved table on this computer's server
LISTENING = re.compile(r"listening on (wss?://\S+?):(\d+)")


def command(port: int) -> list[str]:
    """How to run the server: this Python with `-m game`, or in a PyInstaller build the program
    itself (its sys.executable)."""
    data = str(paths.user_data_dir() / "server")
    head = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "game"]
    return [*head, "serve", "--host", "0.0.0.0", "--port", str(port), "--data", data, "--stop-with-stdin"]


def lan_address() -> str:
    """This computer's address on its network (what a friend types), else 127.0.0.1.  A UDP
    socket 'connected' to an outside address sends nothing but names the interface used."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))   # TEST-NET-1: never routed anywhere
            return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"


class LocalServer:
    """The one child server of this run."""

    def __init__(self) -> None:
        self.process: subprocess.Popen | None = None
        self.port: int | None = None
        self.problem: str | None = None
        self.external = False   # a server of an earlier run (or another window) answers on its port
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    @property
    def ready(self) -> bool:
        if self.port is None:
            return False
        return self.external or (self.process is not None and self.process.poll() is None)

    @property
    def url(self) -> str:
        """The address this window connects to."""
        return f"ws://127.0.0.1:{self.port}/"

    @property
    def shared_url(self) -> str:
        """The address friends connect to."""
        return f"ws://{lan_address()}:{self.port}/"

    def start(self) -> None:
        """Start it if it is not running (in a thread: reading its first line may take a second)."""
        with self._lock:
            if self.ready or (self._thread is not None and self._thread.is_alive()):
                return
            self.problem = None
            self.port = None
            self._thread = threading.Thread(target=self._launch, name="local-server", daemon=True)
            self._thread.start()

    def wait(self, seconds: float = 20.0) -> bool:
        if self._thread is not None:
            self._thread.join(seconds)
        return self.ready

    def _launch(self) -> None:
        remembered = _remembered_port()
        if remembered and _answers(remembered):   # already running (another window of this computer)
            self.port, self.external = remembered, True
            return
        problem = None
        for port in ([remembered, 0] if remembered else [0]):   # (the remembered port may be taken now)
            try:
                # stdin: a pipe nothing is written to; the server stops when it closes, which the
                # system does when this process ends, even by kill -9 or a crash (--stop-with-stdin)
                process = subprocess.Popen(command(port), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                           stdin=subprocess.PIPE, text=True, encoding="utf-8")
            except OSError as error:
                self.problem = _("The server could not start: {problem}").format(problem=error.strerror or error)
                return
            line = process.stdout.readline()
            found = LISTENING.search(line or "")
            if found:
                self.process, self.port = process, int(found.group(2))
                _remember_port(self.port)
                threading.Thread(target=_drain, args=(process.stdout,), daemon=True).start()
                threading.Thread(target=_drain, args=(process.stderr,), daemon=True).start()
                return
            process.kill()
            said = (process.stderr.read() or "").strip().splitlines()
            process.wait()
            problem = said[-1] if said else _("it stopped at once")
        # (said only when no port would do: a review's remembered port was taken, the free one
        # was fine, and the first refusal stood, refusing every Create of the session)
        self.problem = _("The server could not start: {problem}").format(problem=problem)

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is not None or not self.external:
            self.port = None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()


def _answers(port: int) -> bool:
    """A table server answers `hello` on this computer's `port`."""
    import json

    from websockets.exceptions import WebSocketException
    from websockets.sync.client import connect

    try:
        with connect(f"ws://127.0.0.1:{port}/", open_timeout=2, close_timeout=1) as ws:
            ws.send(json.dumps({"type": "hello", "protocol": 1, "lang": "en", "client": "tabletop window"}))
            reply = json.loads(ws.recv(timeout=2))
            return isinstance(reply, dict) and reply.get("type") == "hello"
    except (OSError, TimeoutError, ValueError, WebSocketException):
        return False


def _drain(stream) -> None:
    """Read what the server prints, so a full pipe never stops it."""
    try:
        for _line in stream:
            pass
    except (OSError, ValueError):
        pass


def _state_path():
    return paths.user_data_dir() / "local-server.json"


def _remembered_port() -> int | None:
    try:
        data = read_json(_state_path(), "local server file")
    except FileRefused:
        return None
    port = data.get("port") if isinstance(data, dict) else None
    return port if isinstance(port, int) and not isinstance(port, bool) and 1024 <= port <= 65535 else None


def _remember_port(port: int) -> None:
    try:
        write_json_atomic(_state_path(), {"port": port})
    except DiskError:
        pass   # the next run takes a free port again


def this_computers_port() -> int | None:
    """The port this computer's server has (or had last, if it is not started in this run)."""
    return _server.port if _server is not None and _server.port is not None else _remembered_port()


_server: LocalServer | None = None


def local_server() -> LocalServer:
    """This run's server (not started until asked); stopped when the program quits."""
    global _server
    if _server is None:
        _server = LocalServer()
        atexit.register(_server.stop)
    return _server
