"""A web page cannot reach a table server: a browser names the page that opens a WebSocket in
its Origin header, and the server refuses any origin `serve --allow-origin` does not name
(HTTP 403), while Tabletop's own clients, which send none, connect as before.  Real server
processes on loopback."""
from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from game.online.client.connection import OnlineClient
from online.conftest import ROOT, start_server

HELLO = {"type": "hello", "protocol": 1, "lang": "en", "client": "tests"}


async def said_hello(url: str, origin: str | None) -> bool:
    """True when a connection from `origin` (None: no Origin header) gets the server's hello;
    False when the handshake is refused with 403."""
    try:
        ws = await connect(url, origin=origin, open_timeout=30)
    except InvalidStatus as refusal:
        assert refusal.response.status_code == 403
        return False
    async with ws:
        await ws.send(json.dumps(HELLO))
        return json.loads(await asyncio.wait_for(ws.recv(), 30))["type"] == "hello"


def test_a_web_page_is_refused_and_tabletop_s_clients_are_not(tmp_path):
    proc = start_server(tmp_path / "data")
    try:
        async def go():
            assert await said_hello(proc.url, None)
            for page in ("https://evil.example", "http://127.0.0.1:8000", "null"):
                assert not await said_hello(proc.url, page), page
            client = OnlineClient([proc.url], give_up_after=30)   # the program's own client
            await client.connect(timeout=30)
            made = await client.create("koinobori", ["Ann", "Bob"], ["human", "human"])
            await client.close()
            return made

        assert asyncio.run(go())["table"]
    finally:
        proc.stop()


def test_allow_origin_lets_that_page_in_and_no_other(tmp_path):
    proc = start_server(tmp_path / "data", "--allow-origin", "https://Tables.Example/",   # as a browser sends it
                        "--allow-origin", "http://localhost:8080")
    try:
        async def go():
            assert await said_hello(proc.url, "https://tables.example")
            assert await said_hello(proc.url, "http://localhost:8080")
            assert await said_hello(proc.url, None)
            assert not await said_hello(proc.url, "https://tables.example.evil.example")
            assert not await said_hello(proc.url, "http://localhost:8081")

        asyncio.run(go())
    finally:
        proc.stop()


@pytest.mark.parametrize("origin", ["tables.example", "https://tables.example/page", "ftp://tables.example",
                                    "https://", "https://tables.example:port", "https://me@tables.example"])
def test_an_origin_that_is_not_one_is_refused_in_one_sentence(origin):
    done = subprocess.run([sys.executable, "-m", "game", "serve", "--port", "0", "--allow-origin", origin],
                          capture_output=True, text=True, timeout=60, cwd=ROOT, env=dict(os.environ, TABLETOP_LANG="en"))
    assert done.returncode == 2
    assert "an origin is a web page's scheme, host and port, like https://example.org" in done.stderr
    assert "Traceback" not in done.stderr
