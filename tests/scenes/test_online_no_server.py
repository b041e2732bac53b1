"""The online screens when no table server answers, with real mouse events and real server
processes on loopback: Host a table and Join with a code say that no server answers at the
address (not that a server refused), as My online tables does; My online tables, its server
down, says so when a row is clicked, asks again on Refresh, and opens the table once the
server is back."""
from __future__ import annotations

import asyncio
import socket

import pygame
import pytest

from driver import click, key, type_text
from game.online.client.connection import OnlineClient
from game.scenes.online import known
from game.scenes.online.tables import TablesScene
from online_windows import data, is_table, press, pump, quick_give_up, server, type_into, window, windows  # noqa: F401  (fixtures)

CHECK = "check the address, and that the server (or the host's program) is running."   # (what to do next)

pytestmark = pytest.mark.usefixtures("quick_give_up")


def silent_address() -> str:
    """A loopback address where nothing listens (a port just freed)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"127.0.0.1:{port}"


@pytest.fixture
def app():
    made = window()
    yield made
    pygame.quit()


def said(app) -> str:
    scene = app.top
    return scene.message if scene.message_bad else ""


def test_creating_a_table_where_no_server_runs_says_so(app):
    address = silent_address()
    press(app, "Play online")
    press(app, "Host a table")
    press(app, "Koinobori")
    press(app, "Another server")
    click(app, app.top.address.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)   # (the address last hosted on is remembered: replaced)
    type_text(app, address)
    press(app, "Create the table")
    pump([app], lambda: said(app), what="the problem")
    assert said(app) == f"No table server answers at ws://{address}/; " + CHECK


def test_joining_where_no_server_runs_says_so(app):
    address = silent_address()
    press(app, "Play online")
    press(app, "Join with a code")
    join = app.top
    type_into(app, join.address, address)
    type_into(app, join.code, "ABCDE-FGHJK")
    click(app, join.name.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    type_text(app, "Ana")
    press(app, "Join the table")
    pump([app], lambda: said(app), what="the problem")
    assert said(app) == f"No table server answers at ws://{address}/; " + CHECK


def saved_table(server) -> dict:
    """A table on `server` whose first seat this window remembers (known.py)."""
    async def create() -> dict:
        client = OnlineClient([server.url], give_up_after=30)
        await client.connect(timeout=30)
        try:
            return await client.create("koinobori", ["Ana", "Hanako"], ["human", "human"])
        finally:
            await client.close()

    created = asyncio.run(create())
    entry = {"server": server.url + "/", "table": created["table"], "seat": 1,
             "token": created["seats"][0]["token"], "title": "koinobori", "names": ["Ana", "Hanako"]}
    assert known.remember(entry) is None
    return entry


def test_my_tables_with_the_server_down_says_so_and_opens_once_it_is_back(data, server, windows):
    """A play-test: a click on a row while the server was down showed "Opening the table…"
    for good, Refresh then left every row on "Asking the server…"."""
    entry = saved_table(server)
    nobody = f"No table server answers at {server.url}/; " + CHECK
    server.kill()
    app = windows()
    press(app, "Play online")
    press(app, "My online tables")
    tables = app.top
    assert isinstance(tables, TablesScene)
    pump([app], lambda: tables.row_words(entry)[1] == nobody, timeout=30, what="the row to say no server answers")
    row = tables.rows[0][0]

    click(app, row.center)              # opening ...
    assert tables.opening is not None and tables.message == "Opening the table…"
    press(app, "Refresh")               # ... given up for the list, which is asked again
    assert tables.opening is None and tables.row_words(entry)[1] == "Asking the server…"
    pump([app], lambda: tables.row_words(entry)[1] == nobody, timeout=30, what="Refresh's answer")

    click(app, row.center)              # opening with no server: said, and the row stays usable
    pump([app], lambda: tables.opening is None, timeout=30, what="the opening to give up")
    assert tables.message == nobody and tables.message_bad
    assert tables.row_words(entry)[1] == nobody

    server.start()                      # on its port again: a click opens the table
    click(app, row.center)
    pump([app], lambda: is_table(app), timeout=30, what="the table")
    assert app.top.entry["token"] == entry["token"]


def test_refresh_with_the_server_down_says_so_and_the_joined_names_stay(data, server, windows):
    """A play-test: Refresh, the server down, left the last answer ("Your turn") on the row;
    reopened, the list named the placeholder the table was saved with, not the friend who
    joined."""
    entry = saved_table(server)
    assert known.remember(dict(entry, names=["Ana", "Ben"])) is None   # saved before the friend joined
    nobody = f"No table server answers at {server.url}/; " + CHECK
    app = windows()
    press(app, "Play online")
    press(app, "My online tables")
    tables = app.top
    pump([app], lambda: (entry["server"], entry["token"]) in tables.news, what="the server's answer")
    row = tables.entries[0]
    line, state, _mine = tables.row_words(row)
    assert line == "Koinobori — Ana · Hanako" and state != nobody
    server.kill()
    press(app, "Refresh")
    pump([app], lambda: tables.row_words(row)[1] == nobody, timeout=30, what="Refresh to say no server answers")
    assert tables.row_words(row)[0] == "Koinobori — Ana · Hanako"
    press(app, "Back")
    press(app, "My online tables")        # the list again, the server still down
    again = app.top
    pump([app], lambda: again.row_words(again.entries[0])[1] == nobody, timeout=30, what="the row to say so")
    assert again.row_words(again.entries[0])[0] == "Koinobori — Ana · Hanako"


def test_a_friend_who_joins_while_the_host_plays_is_listed_by_name(data, server, windows):
    """The host opened the table before the friend joined (its second seat's placeholder
    name): the name the friend joined under is kept for My online tables."""
    from online_windows import host_table, join_table

    host, guest = windows(), windows()
    shared = host_table(host, server.url, "Koinobori", names=("Ana", "Ben"))
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    mine = host.top
    assert [e["names"] for e in known.read() if e["token"] == mine.entry["token"]] == [["Ana", "Ben"]]
    join_table(guest, shared["address"], shared["code"], "Hanako")
    pump([host, guest], lambda: mine.match.status_of(1) == "online", what="the host to see the guest")
    assert [e["names"] for e in known.read() if e["token"] == mine.entry["token"]] == [["Ana", "Hanako"]]
