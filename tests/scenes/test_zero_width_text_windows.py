"""A player name the font draws at zero width (a lone U+FE0F: a security test, 2026-12-06), in
real windows: pygame raised "Text has zero width" and every window at the table died, again at
each reopening.  A save holding such a name (tests/data/*_vs16.json are the tester's saves)
opens from the Load screen and its table draws; an online table holding one reopens after a
restart and the host's window draws it."""
from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from driver import button_pos, click, key, make_app
from game import i18n, paths, startup
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.load import LoadScene
from game.scenes.common.table import TableScene

DATA = Path(__file__).parent.parent / "data"


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)  # no start-up check message on the menu
    app = make_app()
    app.go_home()
    yield app
    i18n.set_language("en")


def frames(app, count: int = 3) -> None:
    for _ in range(count):
        app.full_frame = True
        app.render()
        app.step()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", ["paddy_vs16.json", "koi_vs16.json"])
def test_a_save_holding_a_name_that_shows_nothing_opens_from_the_load_screen_and_draws(app, name, lang):
    i18n.set_language(lang)
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(DATA / name, folder / name)
    click(app, button_pos(app.top, "Load game"))
    listing = app.top
    assert isinstance(listing, LoadScene)
    frames(app)   # the list names the players ("Player 1, ️, Player 3")
    rect, row = next((r, row) for r, row in listing._rows())
    assert row.status == "ok", row.problem
    click(app, (rect.x + 40, rect.centery))
    frames(app)
    if isinstance(app.top, HandoffScene):   # hot seat: "pass the computer to ..." names a seat
        click(app, app.top.button.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and "\ufe0f" in table.match.setup.players
    frames(app)
    for x in range(40, 1280, 120):   # pointing at things draws their tips (a seat's name in some)
        for y in range(60, 720, 90):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
            app.step()
    key(app, pygame.K_l)   # the full log names the seats too
    frames(app)



# --- an online table that holds such a name (stored before the rule) -------------------------------
def test_an_online_table_holding_a_name_that_shows_nothing_reopens_and_draws(tmp_path, monkeypatch):
    """The tester's guest joined as U+FE0F: the host's window died at each reopening.  Such a
    table (the name put in the server's store, as one stored before the rule) reopens after a
    restart and the host's window draws it."""
    import sqlite3

    from online_windows import Server, host_table, is_table, press, pump, settled, window

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)
    server = Server(tmp_path / "server").start()
    host = window()
    try:
        host_table(host, server.url, "Paddy", names=("Ana", "Hanako"), second="Easy")
        press(host, "Go to the table")
        pump([host], lambda: is_table(host), what="the host's table")
        table = host.top
        server.kill()
        pump([host], lambda: table.link_status != "online", what="the host to notice")
        with sqlite3.connect(server.data / "tables.sqlite3") as db:
            assert db.execute("UPDATE seats SET name = ? WHERE name = 'Hanako'", ("\ufe0f",)).rowcount == 1
        server.start()
        pump([host], lambda: table.link_status == "online" and settled(table)
             and "\ufe0f" in [p["name"] for p in table.match.latest["players"]], what="the name back")
        frames(host)
        press(host, "Menu")   # Players and seats, the menu: they name the seats too
        frames(host)
    finally:
        for scene in host.stack:
            if getattr(scene, "online", False):
                scene.session.close()
        server.kill()
