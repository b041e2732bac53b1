"""Paddy at an online table (real window, real server on loopback): the mover's top bar, beside
"Cycle 1 of 4 · Place animals" and the row of the seats' marks, showed "…the terrace at B3 is
tied, so change it before you choo…" (a play-test of 2026-12-06): the instruction is drawn
whole, with 16-character names, in English and in Japanese; the status gives up the step's
name (which the instruction says) for the room."""
from __future__ import annotations

import asyncio

import pytest

from game import i18n
from game.online.client.connection import OnlineClient
from game.positions import position_to_json
from game.scenes.online import known
from test_paddy_scene import tie_ahead
from online_windows import click_move, data, is_table, press, pump, server, settled, windows  # noqa: F401  (fixtures)

NAMES = {"en": ["Bartholomew-Smit", "Maximilianus XVI"], "ja": ["棚田の水守り山本さくら之介様です", "鯉のぼり大好きおじいちゃん様です"]}


def open_online(server, app, state, names):
    """A table created on `server` from `state` (seat 0 a person, seat 1 the server's Easy),
    opened from My online tables."""
    async def create() -> dict:
        client = OnlineClient([server.url], give_up_after=30)
        await client.connect(timeout=30)
        try:
            return await client.create("paddy", list(names), ["human", "easy"], position=position_to_json(state))
        finally:
            await client.close()

    created = asyncio.run(create())
    entry = {"server": server.url + "/", "table": created["table"], "seat": 1,
             "token": created["seats"][0]["token"], "title": "paddy", "names": list(names)}
    assert known.remember(entry) is None
    press(app, i18n._("Play online"))
    press(app, i18n._("My online tables"))
    tables = app.top
    pump([app], lambda: tables.rows, what="the remembered table's row")
    from driver import click
    click(app, tables.rows[0][0].center)
    pump([app], lambda: is_table(app) and settled(app.top), what="the table")
    return app.top


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_tied_terraces_instruction_is_whole_in_the_online_bar(server, windows, data, lang):
    i18n.set_language(lang)
    try:
        app = windows()
        state, move = tie_ahead(NAMES[lang])
        table = open_online(server, app, state, NAMES[lang])
        assert table.match.seat == 0 and table.state.current_player() == 0 and table.seat_chips
        click_move(app, table, move)
        pump([app], lambda: settled(table), what="the move")
        assert any(t["tied"] for t in table.terraces)
        text = table.bar_text
        assert state.names[0] in text
        tied = table.state.prompt()
        assert tied in text and tied != state.prompt()     # the tie's instruction, after the name
        size, lines = table._bar_lines
        assert len(lines) <= 2 and "".join(lines).replace(" ", "") == text.replace(" ", ""), lines
        assert size >= 13
        # the prompt ends left of the status, which ends left of the seats' marks
        assert table._status == "" or table._status.startswith(
            i18n._("Cycle {cycle} of {cycles}").format(cycle=1, cycles=4))
    finally:
        i18n.set_language("en")
