"""The default server (SQLite) answers /healthz, /readyz and /metrics over plain HTTP on its
WebSocket port (health.py), and never imports psycopg: `python -m game serve` with no store
named needs nothing but the project's own requirements."""
import os
import subprocess
import sys
import urllib.error
import urllib.request

import pytest

from .conftest import ROOT, start_server


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
    code = ("import sys; import game.cli, game.online.commands, game.online.server.serve_cli, game.online.server.table_server, "
            "game.online.store.sqlite_store; from game.online.server.table_server import TableServer; "
            "print('psycopg' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=str(ROOT), timeout=60)
    assert done.stdout.strip() == "False", done.stderr


def _get_with(server, path, authorization=None):
    """(status, body, WWW-Authenticate) of a GET, errors included."""
    request = urllib.request.Request(server.url.replace("ws://", "http://") + path)
    if authorization is not None:
        request.add_header("Authorization", authorization)
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, answer.read().decode(), answer.headers.get("WWW-Authenticate")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(), error.headers.get("WWW-Authenticate")


def test_a_metrics_token_keeps_the_figures_from_anyone_without_it(tmp_path):
    token = "m3tr1cs-T0ken_" + "x" * 20
    (tmp_path / "token").write_text(token + "\n", encoding="utf-8")
    proc = start_server(tmp_path / "data", "--metrics-token-file", str(tmp_path / "token"))
    try:
        for refused in (None, "Bearer wrong-token-but-long-enough-1234", f"Basic {token}", token, f"Bearer {token}x",
                        f"Bearer {token[:-1]}"):
            status, text, challenge = _get_with(proc, "/metrics", refused)
            assert status == 401 and "tabletop_" not in text and challenge.startswith("Bearer"), refused
        status, text, _ = _get_with(proc, "/metrics", f"Bearer {token}")
        assert status == 200 and "tabletop_open_tables" in dict(line.split() for line in text.splitlines())
        assert _get_with(proc, "/metrics", f"bearer  {token} ")[0] == 200   # the scheme in any case
        # health and readiness stay open to the load balancer
        assert _get_with(proc, "/healthz")[:2] == (200, "ok\n")
        assert _get_with(proc, "/readyz")[:2] == (200, "ready\n")
    finally:
        proc.stop()


@pytest.mark.parametrize("content", [None, "", "short-token", "has a space in it but is long enough", "\u00e9" * 30])
def test_a_metrics_token_file_that_cannot_serve_is_refused_in_one_sentence(tmp_path, content):
    path = tmp_path / "token"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "game", "serve", "--port", "0", "--metrics-token-file", str(path)],
                          capture_output=True, text=True, timeout=60, cwd=str(ROOT),
                          env=dict(os.environ, TABLETOP_LANG="en"))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    expected = ("the metrics token file cannot be read" if content is None
                else "the metrics token file's first line must be 22 to 200 letters, digits or punctuation")
    assert expected in done.stderr


def test_readyz_requests_at_once_share_one_call_on_the_store(tmp_path):
    """Each /readyz check is a call on the store's one thread; a security review noted that
    anyone reaching the port could queue them up.  Fifty requests at once over HTTP make one
    call, and requests within the next second reuse its answer."""
    import asyncio
    import time

    from game.online.server.table_server import TableServer
    from game.online.store.sqlite_store import SQLiteStore

    async def go():
        store = SQLiteStore(tmp_path)
        calls = []
        real_ping = store.ping
        store.ping = lambda: (calls.append(time.monotonic()), real_ping())[1]
        server = TableServer(store, http_per_address=100)   # (50 at once: not what this test counts)
        async with server.serve("127.0.0.1", 0) as ws_server:
            url = f"http://127.0.0.1:{ws_server.sockets[0].getsockname()[1]}/readyz"

            def get():
                with urllib.request.urlopen(url, timeout=10) as answer:
                    return answer.status

            statuses = await asyncio.gather(*(asyncio.to_thread(get) for _n in range(50)))
            assert statuses == [200] * 50
            assert len(calls) <= 2, len(calls)   # (one, or two if the requests straddled a second)
        await server.close()

    asyncio.run(go())


def test_plain_http_requests_are_counted_per_address(tmp_path):
    """/healthz, /readyz and /metrics take the server's one thread like messages do: past the
    address's allowance (here 1 a second, bursts of 2; 20 and 40 by default) they are answered
    429, while another address is still answered; /metrics' text is made once a second however
    often it is asked for (a security review's open point)."""
    import asyncio
    import http.client

    from game.online.server.table_server import TableServer
    from game.online.store.sqlite_store import SQLiteStore

    def get(port, path, source="127.0.0.1"):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=(source, 0))
        try:
            connection.request("GET", path)
            answer = connection.getresponse()
            return answer.status, answer.read().decode()
        finally:
            connection.close()

    async def go():
        server = TableServer(SQLiteStore(tmp_path), http_per_address=1)
        made = []
        async with server.serve("127.0.0.1", 0) as ws_server:
            port = ws_server.sockets[0].getsockname()[1]
            answers = [await asyncio.to_thread(get, port, path) for path in ["/metrics", "/healthz", "/readyz"] * 8]
            statuses = [status for status, _text in answers]
            # (the bucket refills 1 a second: generous for a slow machine, 24 requests in under 10 s)
            assert statuses[:2] == [200] * 2 and statuses.count(429) >= 12, statuses
            assert (429, "too many requests from your address\n") in answers
            assert await asyncio.to_thread(get, port, "/healthz", "127.0.0.2") == (200, "ok\n")
        await server.close()

        server = TableServer(SQLiteStore(tmp_path))   # the default allowance: 20 a second, bursts of 40
        real_figures = server.health.figures
        server.health.figures = lambda: (made.append(1), real_figures())[1]
        made.clear()
        async with server.serve("127.0.0.1", 0) as ws_server:
            port = ws_server.sockets[0].getsockname()[1]
            answers = [await asyncio.to_thread(get, port, "/metrics") for _n in range(12)]
            assert [status for status, _text in answers] == [200] * 12
            assert len(made) <= 4, made   # one text a second (12 requests: well under 4 s)
        await server.close()

    asyncio.run(go())
