"""Removing tables from My online tables, with real mouse and key events against a real table
server on loopback: each row's × (its tooltip says what it does), a right click, Delete on the
row chosen with the arrow keys; the question says what removing means (the table stays on the
server, the seat's token is forgotten here; a finished table only in plain words); Cancel and
Esc keep it; the file is rewritten without it; a disk that refuses is said and the row stays."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame
import pytest

from driver import advance, click, key
from game.scenes.online import known
from game.scenes.online.forget import ForgetScene
from game.scenes.online.tables import TablesScene
from online.conftest import ROOT
from online_windows import Server, data, press, pump, window  # noqa: F401  (data: a fixture)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = Server(tmp_path_factory.mktemp("server")).start()
    yield running
    running.kill()


@pytest.fixture
def app():
    made = window()
    yield made
    for scene in made.stack:
        if isinstance(scene, TablesScene):
            scene.back()
    pygame.quit()


def headless(server, *args: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "game", "online", *args, "--server", server.url, "--json"],
                          capture_output=True, text=True, env=env, cwd=str(ROOT), timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def remembered(server) -> list[dict]:
    """Three tables in My online tables: a seat I host, a seat I was invited to, one I watch
    (its game played to the end by the headless client and the server's computer)."""
    hosted = headless(server, "create", "koinobori", "--players", "2", "--names", "Ana", "Hanako")
    guest = headless(server, "create", "ladybird", "--players", "2", "--names", "Ben", "Carla")
    watched = headless(server, "create", "koinobori", "--players", "2", "--computer", "2:random")
    assert headless(server, "play", f"--token={watched['seats'][0]['token']}", "--level", "random")["over"]
    rows = [
        {"server": server.url + "/", "table": hosted["table"], "seat": 1, "token": hosted["seats"][0]["token"],
         "title": "koinobori", "names": ["Ana", "Hanako"], "host": hosted["host"], "spectator": hosted["spectator"]},
        {"server": server.url + "/", "table": guest["table"], "seat": 2, "token": guest["seats"][1]["token"],
         "title": "ladybird", "names": ["Ben", "Carla"]},
        {"server": server.url + "/", "table": watched["table"], "seat": None, "token": watched["spectator"],
         "title": "koinobori", "names": []},
    ]
    for row in reversed(rows):   # newest first: the list shows them in this order
        assert known.remember(row) is None
    return rows


def open_list(app) -> TablesScene:
    if type(app.top).__name__ != "OnlineMenuScene":
        press(app, "Play online")
    press(app, "My online tables")
    tables = app.top
    assert isinstance(tables, TablesScene)
    pump([app], lambda: all("Asking" not in tables.row_words(e)[1] for e in tables.entries),
         what="the servers' answers")
    return tables


def cross_of(tables, entry):
    return next(button for button, e in tables.crosses if e["token"] == entry["token"])


def tokens() -> list[str]:
    return [e["token"] for e in known.load()[0]]


def test_the_cross_asks_first_and_removes_only_this_computers_memory(data, server, app):
    hosted, guest, watched = remembered(server)
    tables = open_list(app)
    assert tables.row_words(watched)[1] == "Game over"
    cross = cross_of(tables, hosted)
    # the pointer rests on the ×: its tooltip says what it does
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=cross.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    advance(app, 200)
    advance(app, 400)
    assert tables.hover.visible is not None and tables.hover.visible.title == "Remove from this list"
    click(app, cross.rect.center)
    question = app.top
    assert isinstance(question, ForgetScene)
    assert "stays on the server" in question.words and "cannot take your seat" in question.words
    assert "host" in question.words      # the host's token goes with it
    app.render()
    press(app, "Cancel")
    assert app.top is tables and tokens() == [hosted["token"], guest["token"], watched["token"]]
    click(app, cross.rect.center)
    key(app, pygame.K_ESCAPE)             # Esc cancels too
    assert app.top is tables and len(tokens()) == 3
    click(app, cross.rect.center)
    press(app, "Remove from the list")
    assert app.top is tables
    assert tokens() == [guest["token"], watched["token"]]       # the file, rewritten
    assert [e["token"] for _r, e in tables.rows] == tokens()    # the list on screen
    assert tables.message.startswith("Removed from the list") and not tables.message_bad
    # the table itself stays on the server: its seat's token still attaches
    state = headless(server, "state", f"--token={hosted['token']}")
    assert state["table"] == hosted["table"] and state["seat"] == 1


def test_right_click_and_delete_on_the_chosen_row_and_a_finished_table_in_plain_words(data, server, app):
    hosted, guest, watched = remembered(server)
    tables = open_list(app)
    # right click on the guest's row: the question, about that row
    row = next(rect for rect, e in tables.rows if e["token"] == guest["token"])
    click(app, row.center, button=3)
    assert isinstance(app.top, ForgetScene) and "Ladybird" in app.top.line
    key(app, pygame.K_ESCAPE)
    assert len(tokens()) == 3
    # the arrow keys choose the third row (the watched, finished table); Delete asks, Enter removes
    for _ in range(3):
        key(app, pygame.K_DOWN)
    assert tables.entries[tables.selected]["token"] == watched["token"]
    key(app, pygame.K_DELETE)
    question = app.top
    assert isinstance(question, ForgetScene)
    assert question.words.startswith("The game is over") and "cannot" not in question.words
    key(app, pygame.K_RETURN)
    assert app.top is tables and tokens() == [hosted["token"], guest["token"]]
    assert tables.entries[tables.selected]["token"] == guest["token"]   # the choice moves to the row now last
    # a watched table still open: its own words
    open_one = dict(hosted, seat=None, token=hosted["spectator"], host=None, spectator=None)
    assert known.remember(open_one) is None
    press(app, "Back")
    tables = open_list(app)
    assert tables.row_words(open_one)[1].startswith("Watching")
    click(app, cross_of(tables, open_one).rect.center)
    assert "watch link" in app.top.words and "seat" not in app.top.words
    key(app, pygame.K_ESCAPE)


def test_a_disk_that_refuses_is_said_and_the_row_stays(data, server, app, monkeypatch):
    hosted, guest, watched = remembered(server)
    tables = open_list(app)
    before = known.path().read_bytes()
    click(app, cross_of(tables, guest).rect.center)

    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patched:
        patched.setattr(os, "replace", refuse)
        press(app, "Remove from the list")
    assert app.top is tables
    assert tables.message_bad and tables.message == "Could not save “online-tables.json”: the disk is full."
    assert known.path().read_bytes() == before
    assert guest["token"] in [e["token"] for _r, e in tables.rows]
