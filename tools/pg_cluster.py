"""A throw-away PostgreSQL cluster in a temporary folder, for the tests and `make load`.

    cluster = Cluster.start()            # initdb + pg_ctl start, on a free port of 127.0.0.1
    url = cluster.new_database("t1")     # "postgresql://postgres@127.0.0.1:PORT/t1"
    cluster.restart()                    # pg_ctl restart -m fast (the same port and data)
    cluster.stop()                       # pg_ctl stop -m immediate, and the folder removed

Debian's server binaries (/usr/lib/postgresql/NN/bin, or initdb on PATH).  initdb refuses to
run as root, so as root every server command runs as the `postgres` user (runuser) in a folder
it owns.  fsync stays on (the tests prove durability); the cluster is small (a few MB of
shared buffers) and trusts local connections.  `find_bin()` is None when PostgreSQL is not
installed: the tests are then skipped, unless TABLETOP_REQUIRE_POSTGRES is set (CI).
"""
from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path


def find_bin() -> Path | None:
    """The folder of initdb and pg_ctl, or None."""
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]), reverse=True):
        if os.path.exists(os.path.join(folder, "initdb")):
            return Path(folder)
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """One running cluster (see the module docstring)."""

    def __init__(self, bin_dir: Path, folder: Path, port: int) -> None:
        self.bin, self.folder, self.port = bin_dir, folder, port
        self.data = folder / "data"
        self.as_user = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []

    @classmethod
    def start(cls, max_connections: int = 200) -> "Cluster":
        bin_dir = find_bin()
        if bin_dir is None:
            raise RuntimeError("PostgreSQL is not installed (no initdb)")
        folder = Path(tempfile.mkdtemp(prefix="tabletop-pg-"))
        cluster = cls(bin_dir, folder, _free_port())
        if cluster.as_user:
            shutil.chown(folder, "postgres", "postgres")
        cluster._run("initdb", "-D", str(cluster.data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
                     "--no-locale", "--no-sync")
        with open(cluster.data / "postgresql.conf", "a") as conf:
            conf.write(f"\nlisten_addresses = '127.0.0.1'\nport = {cluster.port}\n"
                       f"unix_socket_directories = '{folder}'\nmax_connections = {max_connections}\n"
                       "shared_buffers = 32MB\nlog_min_messages = warning\n")
        cluster._pg_ctl("start")
        return cluster

    def _run(self, program: str, *args: str) -> None:
        subprocess.run([*self.as_user, str(self.bin / program), *args], check=True, cwd=self.folder,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def _pg_ctl(self, action: str, *more: str) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"), "-w", "-t", "60",
                  action, *more)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self, name: str) -> str:
        """A fresh empty database; its URL."""
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def restart(self) -> None:
        """Stop (fast: connections are cut) and start again, same port and data."""
        self._pg_ctl("restart", "-m", "fast")

    def stop(self) -> None:
        try:
            self._pg_ctl("stop", "-m", "immediate")
        except subprocess.CalledProcessError:
            pass
        for _ in range(20):
            try:
                shutil.rmtree(self.folder)
                return
            except OSError:
                time.sleep(0.1)
