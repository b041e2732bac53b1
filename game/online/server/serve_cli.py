"""`python -m game serve` and `python -m game online export` (docs/online.md, "Commands").

`serve` prints `listening on ws://HOST:PORT` (wss:// with TLS; the real port for --port 0) as
its first line of stdout, flushed at once, so a script or a test can start it and read where
it listens; it then runs until SIGTERM or Ctrl+C, or with --stop-with-stdin until its standard
input closes (it stops accepting, lets pending writes finish and closes every connection with
code 1001).  Logs go to stderr: table codes and seat
numbers, never a token.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import re
import signal
import sqlite3
import sys
import threading
from pathlib import Path

from ...i18n import _


def default_data_dir() -> Path:
    from ...paths import user_data_dir

    return user_data_dir() / "server"


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("a port is a whole number from 0 to 65535")) from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(_("a port is a whole number from 0 to 65535"))
    return value


def _limit(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= 10**9:
        raise argparse.ArgumentTypeError(_("the look-up limit is a whole number from 1 to 1000000000"))
    return value


def _create_limit(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= 10**9:
        raise argparse.ArgumentTypeError(_("the create limit is a whole number from 1 to 1000000000"))
    return value


def _whole(text: str, most: int) -> int | None:
    try:
        value = int(text)
    except ValueError:
        return None
    return value if 1 <= value <= most else None


def _connections(text: str) -> int:
    value = _whole(text, 10**6)
    if value is None:
        raise argparse.ArgumentTypeError(_("the connection limit is a whole number from 1 to 1000000"))
    return value


def _messages(text: str) -> int:
    value = _whole(text, 10**6)
    if value is None:
        raise argparse.ArgumentTypeError(_("the message limit is a whole number from 1 to 1000000"))
    return value


def _hello_timeout(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 1.0 <= value <= 3600.0:
        raise argparse.ArgumentTypeError(_("the hello timeout is a number of seconds from 1 to 3600"))
    return value


def _proxy(text: str) -> str:
    import ipaddress

    try:
        return str(ipaddress.ip_address(text.strip()))
    except ValueError:
        raise argparse.ArgumentTypeError(_("a trusted proxy is an IP address, like 127.0.0.1")) from None


def _origin(text: str) -> str:
    """A web page's origin as a browser sends it (scheme, host and port: lower case, no
    slash at the end), which is what the server compares the Origin header with."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(text.strip())
        parts.port   # a port that is not a number raises
    except ValueError:
        parts = None
    if (parts is None or parts.scheme.lower() not in ("http", "https") or not parts.hostname
            or parts.path not in ("", "/") or parts.query or parts.fragment or parts.username):
        raise argparse.ArgumentTypeError(_("an origin is a web page's scheme, host and port, like https://example.org"))
    return f"{parts.scheme.lower()}://{parts.netloc.lower()}"


METRICS_TOKEN_CHARS = re.compile(r"[\x21-\x7e]{22,200}")   # printable ASCII, no spaces


def _metrics_token(path: str) -> str:
    """The token on the first line of the file at `path` (a file, so that it shows in no
    process list): 22 to 200 printable ASCII characters, at least 128 random bits."""
    try:
        with open(path, encoding="utf-8") as file:
            line = file.readline(1000).strip()
    except (OSError, UnicodeDecodeError, ValueError) as error:
        problem = error.strerror if isinstance(error, OSError) and error.strerror else type(error).__name__
        raise argparse.ArgumentTypeError(_("the metrics token file cannot be read ({problem})").format(problem=problem)) from None
    if not METRICS_TOKEN_CHARS.fullmatch(line):
        raise argparse.ArgumentTypeError(
            _("the metrics token file's first line must be 22 to 200 letters, digits or punctuation (no spaces)"))
    return line


def _computer_tables(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= 10**6:
        raise argparse.ArgumentTypeError(_("the computer table limit is a whole number from 1 to 1000000"))
    return value


def _lease(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 1.0 <= value <= 3600.0:
        raise argparse.ArgumentTypeError(_("the lease is a number of seconds from 1 to 3600"))
    return value


def register(sub, online, parents) -> None:
    """Add `serve` to the top-level subparsers `sub` and `export` to the `online` group."""
    s = sub.add_parser("serve", parents=parents, help=_("run a table server for online play"))
    s.add_argument("--host", default="127.0.0.1", help=_("the address to listen on (default 127.0.0.1)"))
    s.add_argument("--port", type=_port, default=8765, help=_("the port (default 8765; 0: a free port)"))
    s.add_argument("--data", metavar=_("DIR"), help=_("the server's data folder (default: the user data folder's server/)"))
    s.add_argument("--store", metavar=_("URL"),
                   help=_("a postgresql:// database shared by several server nodes (default: the SQLite file in the data folder)"))
    s.add_argument("--node", metavar=_("NAME"), help=_("this node's name in the logs and leases (default: host name and process id)"))
    s.add_argument("--lease-s", type=_lease, default=None, metavar=_("SECONDS"),
                   help=_("with --store: seconds after which another node takes over the computer seats of a node that stopped (default 15)"))
    s.add_argument("--log-format", choices=("text", "json"), default="text",
                   help=_("the log on standard error: lines of words (default) or one JSON object a line"))
    s.add_argument("--certfile", metavar=_("FILE"), help=_("TLS certificate chain (PEM), for wss://"))
    s.add_argument("--keyfile", metavar=_("FILE"), help=_("TLS private key (PEM), with --certfile"))
    s.add_argument("--lookup-limit", type=_limit, default=None, metavar=_("N"),
                   help=_("failed code or token look-ups allowed per client address and minute (default 30)"))
    s.add_argument("--create-limit", type=_create_limit, default=None, metavar=_("N"),
                   help=_("tables one client address may create per hour (default 600)"))
    s.add_argument("--connections-per-address", type=_connections, default=None, metavar=_("N"),
                   help=_("connections one client address may hold open at once (default 128)"))
    s.add_argument("--messages-per-address", type=_messages, default=None, metavar=_("N"),
                   help=_("messages per second one client address may send, all its connections together (default 200)"))
    s.add_argument("--hello-timeout", type=_hello_timeout, default=None, metavar=_("SECONDS"),
                   help=_("seconds a new connection has to say hello before it is closed (default 10)"))
    s.add_argument("--trusted-proxy", type=_proxy, action="append", default=[], metavar=_("ADDRESS"),
                   help=_("a reverse proxy's address: the client address of its connections is the one its "
                          "X-Forwarded-For header names (may be given more than once)"))
    s.add_argument("--allow-origin", type=_origin, action="append", default=[], metavar=_("ORIGIN"),
                   help=_("a web page (https://example.org) allowed to connect; connections from any other page "
                          "are refused (may be given more than once)"))
    s.add_argument("--metrics-token-file", type=_metrics_token, default=None, metavar=_("FILE"),
                   help=_("a file whose first line is a token: /metrics then answers only requests with "
                          "the header 'Authorization: Bearer TOKEN'"))
    s.add_argument("--computer-tables", type=_computer_tables, default=None, metavar=_("N"),
                   help=_("unfinished tables with playing computers that one client address may have created (default 10)"))
    s.add_argument("--allow-chosen-deals", action="store_true",
                   help=_("let a table's creator choose its seed or start position when other people play at it "
                          "(its creator can then know every hidden card; every seat is told)"))
    s.add_argument("--stop-with-stdin", action="store_true",
                   help=_("stop when standard input closes (when the program that started the server ends)"))
    s.set_defaults(run=run_serve)
    e = online.add_parser("export", parents=parents, help=_("write a table of a server's store as a save file"))
    e.add_argument("code", metavar=_("CODE"))
    e.add_argument("out", metavar=_("OUT.json"))
    e.add_argument("--data", metavar=_("DIR"), help=_("the server's data folder (default: the user data folder's server/)"))
    e.add_argument("--store", metavar=_("URL"), help=_("a postgresql:// database to read instead of the data folder"))
    e.set_defaults(run=run_export)


def open_postgres(url: str):
    """The PostgreSQL store at `url` (made or migrated), or ValueError in one sentence."""
    if url.split("://", 1)[0].lower() not in ("postgresql", "postgres") or "://" not in url:
        raise ValueError(_("--store takes a postgresql:// address (without it the server uses the SQLite file in its data folder)"))
    try:
        from ..store.pg_store import PostgresStore
    except ImportError:
        raise ValueError(_("PostgreSQL support is not installed: install the 'postgresql' extra (psycopg)")) from None
    import psycopg

    try:
        return PostgresStore(url)
    except psycopg.Error as error:
        problem = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise ValueError(_("the database cannot be used ({problem})").format(problem=problem[:200])) from None


def open_sqlite(folder: Path):
    """The SQLite store in the data folder `folder` (made when missing), or ValueError in one
    sentence naming what is wrong with the folder (a file in its place, a file on its path, no
    permission), not the system's "[Errno 17] File exists"."""
    import sqlite3

    from ...files import os_words
    from ..store.sqlite_store import SQLiteStore

    if folder.exists() and not folder.is_dir():
        raise ValueError(_("the data folder {folder} is a file, not a folder").format(folder=folder))
    blocking = next((part for part in folder.parents if part.exists() and not part.is_dir()), None)
    if blocking is not None:
        raise ValueError(_("the data folder cannot be made: {file} on its path is a file, not a folder").format(
            file=blocking))
    try:
        return SQLiteStore(folder)
    except OSError as error:
        raise ValueError(_("the data folder {folder} cannot be used ({problem})").format(
            folder=folder, problem=os_words(error))) from None
    except sqlite3.Error as error:
        raise ValueError(_("the data folder {folder} cannot be used ({problem})").format(
            folder=folder, problem=str(error)[:120] or type(error).__name__)) from None


def listen_problem(host: str, port: int, error: OSError) -> str:
    """Why the server cannot listen on `host`:`port`, in one sentence naming them (the system
    says "[Errno 98] error while attempting to bind on address ...")."""
    import errno
    import socket

    from ...files import os_words

    if isinstance(error, socket.gaierror):
        return _("the host {host} cannot be found: give an address of this computer, such as 127.0.0.1 "
                 "or 0.0.0.0").format(host=host)
    if error.errno == errno.EADDRINUSE:
        return _("port {port} is already in use on {host}: another program (perhaps another server) "
                 "listens there; choose another --port").format(port=port, host=host)
    if error.errno == errno.EADDRNOTAVAIL:
        return _("{host} is not an address of this computer, so the server cannot listen on it").format(host=host)
    if error.errno in (errno.EACCES, errno.EPERM):
        return _("this user may not listen on port {port} (ports below 1024 need administrator rights)").format(
            port=port)
    return _("the server cannot listen on {host} port {port} ({problem})").format(
        host=host, port=port, problem=os_words(error))


def _tls(args):
    if not args.certfile and not args.keyfile:
        return None
    if not (args.certfile and args.keyfile):
        raise ValueError(_("give both --certfile and --keyfile for TLS"))
    import ssl

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    for path in (args.certfile, args.keyfile):   # (not "[Errno 2] No such file or directory")
        if not Path(path).is_file():
            raise ValueError(_("the TLS file {file} does not exist").format(file=path))
    try:
        context.load_cert_chain(args.certfile, args.keyfile)
    except ssl.SSLError as error:   # (an OSError too; "[SSL] PEM lib (_ssl.c:3905)" says little)
        if error.reason:
            raise ValueError(_("the TLS certificate or key cannot be used ({problem}): give a PEM certificate "
                               "chain and its own private key").format(problem=error.reason)) from None
        raise ValueError(_("the TLS certificate or key cannot be used: give a PEM certificate chain and its "
                           "own private key")) from None
    except OSError as error:
        from ...files import os_words

        raise ValueError(_("the TLS certificate or key cannot be used ({problem})").format(
            problem=os_words(error))) from None
    return context


def run_serve(args) -> int:
    from . import logs
    from .table_server import (COMPUTER_TABLES, CONNECTIONS_PER_ADDRESS, CREATES_PER_HOUR, HELLO_TIMEOUT_S,
                         LOOKUPS_PER_MINUTE, MESSAGES_PER_ADDRESS_PER_S, TableServer)

    node = None
    if args.store:
        from .nodes import default_node_name

        node = args.node or default_node_name()
    logs.set_up(args.log_format, node)
    ssl_context = _tls(args)
    folder = Path(args.data) if args.data else default_data_dir()
    store = open_postgres(args.store) if args.store else open_sqlite(folder)
    server = TableServer(store, args.lookup_limit or LOOKUPS_PER_MINUTE,
                         creates_per_hour=args.create_limit or CREATES_PER_HOUR, node=node,
                         host_program=args.stop_with_stdin,
                         connections_per_address=args.connections_per_address or CONNECTIONS_PER_ADDRESS,
                         messages_per_address=args.messages_per_address or MESSAGES_PER_ADDRESS_PER_S,
                         hello_timeout_s=args.hello_timeout or HELLO_TIMEOUT_S,
                         trusted_proxies=args.trusted_proxy, chosen_deals=args.allow_chosen_deals,
                         computer_tables=args.computer_tables or COMPUTER_TABLES, allowed_origins=args.allow_origin,
                         metrics_token=args.metrics_token_file)
    if server.nodes is not None and args.lease_s:
        server.nodes.lease_s = args.lease_s

    # Fewer, larger garbage collections: every move makes and drops thousands of small objects
    # (the re-dealt states), and the default thresholds spent ~7% of a loaded server's time in
    # the collector (measured with 300 tables); what is loaded at start is never collected.
    gc.freeze()
    gc.set_threshold(50_000, 20, 10)
    # The store's writer thread needs the interpreter lock back after every SQLite call; with
    # the loop busy it waited up to the default 5 ms switch interval each time, which made a
    # move's commit (hence its ack) late by tens of ms under load.  1 ms hands it over sooner.
    sys.setswitchinterval(0.001)

    async def main() -> None:
        loop = asyncio.get_running_loop()
        stop = loop.create_future()
        for sig in (signal.SIGTERM, signal.SIGINT):
            try:
                loop.add_signal_handler(sig, lambda: stop.done() or stop.set_result(None))
            except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises instead
                pass
        if args.stop_with_stdin:
            _stop_at_end_of_input(loop, stop)
        listening = False
        try:
            async with server.serve(args.host, args.port, ssl=ssl_context) as ws_server:
                listening = True
                port = ws_server.sockets[0].getsockname()[1]
                host = f"[{args.host}]" if ":" in args.host else args.host
                print(f"listening on {'wss' if ssl_context else 'ws'}://{host}:{port}", flush=True)
                if args.store:
                    logging.getLogger("tabletop.server").info("node %s on a PostgreSQL store (schema version %d)",
                                                              server.nodes.name, store.version)
                else:
                    logging.getLogger("tabletop.server").info("data folder %s", folder)
                await stop
                logging.getLogger("tabletop.server").info("stopping")
        except OSError as error:
            if listening:
                raise
            await server.close(report=False)   # (the store was opened: its files close)
            raise ValueError(listen_problem(args.host, args.port, error)) from None
        await server.close()

    asyncio.run(main())
    return 0


def _stop_at_end_of_input(loop, stop) -> None:
    """Stop as on SIGTERM once standard input reaches its end: the window that started this
    server holds the pipe's other end, and the system closes it when that process ends in any
    way (kill -9 and crashes too), on Linux, macOS and Windows alike; nothing is ever written
    to it.  (A parent's pid would have to be polled, differently on each system, and may be
    reused.)  The file descriptor is read as it is, not through sys.stdin's buffer: a thread
    waiting in the buffer holds its lock, and a server that stopped at once (its port taken)
    then aborted at exit with "could not acquire lock for <stdin>" (a review), which the window
    showed as its reason."""
    def wait() -> None:
        try:
            descriptor = sys.stdin.fileno()
            while os.read(descriptor, 4096):
                pass
        except (OSError, ValueError, AttributeError):
            pass   # no usable standard input: stop too, rather than outlive the window
        try:
            loop.call_soon_threadsafe(lambda: stop.done() or stop.set_result(None))
        except RuntimeError:
            pass   # the server has stopped already (its loop is closed)

    threading.Thread(target=wait, name="stop-with-stdin", daemon=True).start()


def run_export(args) -> int:
    from ...files import output_problem, write_json_atomic
    from ...positions import position_to_json
    from ...saves import match_to_json
    from .. import codes
    from ..store.sqlite_store import SQLiteStore
    from .tables import Table

    code = codes.normalize(args.code)
    if code is None:
        raise ValueError(_("“{code}” is not a table code (10 letters and digits, like ABCDE-FGHJK)").format(
            code=args.code[:40]))
    folder = Path(args.data) if args.data else default_data_dir()
    if args.store:
        store = open_postgres(args.store)
    else:
        try:
            store = SQLiteStore(folder, read_only=True)
        except FileNotFoundError:
            raise ValueError(_("there is no table server store in {folder}").format(folder=folder)) from None
        except sqlite3.DatabaseError as error:   # (not a database: refused in one sentence, a review)
            raise ValueError(_("the table server store in {folder} is damaged ({problem})").format(
                folder=folder, problem=type(error).__name__)) from None   # (sqlite's words are English)
    try:
        loaded = store.load(code)
    except (sqlite3.DatabaseError, ValueError) as error:   # a damaged file, or a stored row that is not JSON
        raise ValueError(_("table {code} cannot be read from the store: it is damaged ({kind})").format(
            code=codes.shown(code), kind=type(error).__name__)) from None
    finally:
        store.close()
    if loaded is None:
        raise ValueError(_("no table {code} in that store").format(code=codes.shown(code)))
    record, entries = loaded
    table = Table.load(record, entries)
    problem = output_problem(args.out)
    if problem:
        raise ValueError(problem)
    if record.start is not None:
        # a save holds setup + seed + moves; a game begun from a position is written as one
        write_json_atomic(args.out, position_to_json(table.state))
        print(_("the table began from a position: wrote its current position"), file=sys.stderr)
    else:
        write_json_atomic(args.out, match_to_json(table.record_match()))   # (as the `record` answer)
    return 0


class LocalServer:
    """A table server in a child process, started by `launch` (the window's "this computer").

    A child process rather than a thread of the window: the server switches the gettext
    language around the texts it makes for each connection, which would change the window's
    own words under it, and its searches and writes would compete with the frame loop."""

    def __init__(self, process, url: str) -> None:
        self.process, self.url = process, url
        self.port = int(url.rsplit(":", 1)[1])

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self, timeout: float = 10.0) -> int | None:
        """SIGTERM (writes finish, connections close with 1001), then the exit code."""
        import subprocess

        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout)
        return self.process.returncode


def launch(data_dir: Path | str | None = None, host: str = "127.0.0.1", port: int = 0,
           timeout: float = 30.0, log_path: Path | str | None = None) -> LocalServer:
    """Start `python -m game serve` (the same executable in a packaged build) and return once it
    listens; RuntimeError (in English, for logs) when it does not say so within `timeout`."""
    import os
    import subprocess
    import threading

    folder = Path(data_dir) if data_dir else default_data_dir()
    if getattr(sys, "frozen", False):
        command = [sys.executable, "serve"]
    else:
        command = [sys.executable, "-m", "game", "serve"]
    command += ["--host", host, "--port", str(port), "--data", str(folder)]
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    log = open(log_path, "ab") if log_path else subprocess.DEVNULL
    try:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL,
                                   env=env)
    finally:
        if log_path:
            log.close()
    first: list[bytes] = []
    reader = threading.Thread(target=lambda: first.append(process.stdout.readline()), daemon=True)
    reader.start()
    reader.join(timeout)
    line = first[0].decode("utf-8", "replace").strip() if first else ""
    if not line.startswith("listening on "):
        process.kill()
        process.wait(10)
        raise RuntimeError(f"the table server did not start (it said {line[:120]!r})")
    return LocalServer(process, line.split()[-1])
