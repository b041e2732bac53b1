"""The default server (SQLite) answers /healthz, /readyz and /metrics over plain HTTP on its
WebSocket port (health.py), and never imports psycopg: `python -m game serve` with no store
named needs nothing but the project's own requirements."""
import os
import subprocess
import sys
import urllib.request

from .conftest import ROOT


def _get(server, path):
    with urllib.request.urlopen(server.url.replace("ws://", "http://") + path, timeout=10) as answer:
        return answer.status, answer.read().decode()


def test_health_readiness_and_metrics_of_the_default_server(server):
    assert _get(server, "/healthz") == (200, "ok\n")
    assert _get(server, "/readyz") == (200, "ready\n")
    status, text = _get(server, "/metrics")
    figures = dict(line.split() for line in text.splitlines())
    assert status == 200 and "tabletop_open_tables" in figures and "tabletop_store_latency_p99_ms" in figures
    assert "tabletop_leases_held" not in figures   # one node: no leases
    maps = f"/proc/{server.proc.pid}/maps"
    if os.path.exists(maps):   # Linux: psycopg's compiled part (and its libpq) never loaded
        assert "psycopg" not in open(maps).read()


def test_the_default_server_does_not_import_psycopg():
    code = ("import sys; import game.cli, game.online.commands, game.online.serve_cli, game.online.server, "
            "game.online.sqlite_store; from game.online.server import TableServer; "
            "print('psycopg' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=str(ROOT), timeout=60)
    assert done.stdout.strip() == "False", done.stderr
