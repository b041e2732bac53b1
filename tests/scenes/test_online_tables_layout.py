"""My online tables in Japanese: a row's players' names are drawn whole at their size beside a
long state (a play-tester saw 「ほかのプレイヤーを待っています・3日目（全5日）、ラウンド1」 squeeze
the names line to small type and cut it: "・C…").  The names line has the row's width; the
state and where the table is share the line under it.  A real server on loopback."""
from __future__ import annotations

import asyncio

import pytest

from game import i18n
from game.online.client.connection import OnlineClient
from game.scenes.online import known
from game.ui import textrecord, theme
from online_windows import data, japanese, press, pump, server, windows  # noqa: F401  (fixtures)

NAMES = ["Bartholomew-Smit", "棚田の水守り山本さくら之介様です", "Chiyo"]


def saved_ladybird(server, seat: int) -> dict:
    async def create() -> dict:
        client = OnlineClient([server.url], give_up_after=30)
        await client.connect(timeout=30)
        try:
            return await client.create("ladybird", NAMES, ["human", "human", "human"])
        finally:
            await client.close()

    created = asyncio.run(create())
    token = next(s["token"] for s in created["seats"] if s["seat"] == seat)
    entry = {"server": server.url + "/", "table": created["table"], "seat": seat, "token": token,
             "title": "ladybird", "names": NAMES}
    assert known.remember(entry) is None
    return entry


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_names_line_is_whole_beside_a_long_state(data, server, windows, lang):
    for seat in (1, 2, 3):   # (one of them is to act: "Your turn", in bold body type)
        saved_ladybird(server, seat)
    app = windows()
    i18n.set_language(lang)
    try:
        press(app, i18n._("Play online"))
        press(app, i18n._("My online tables"))
        tables = app.top
        pump([app], lambda: len(tables.news) == 3, what="the server's answers")
        with textrecord.recording() as rec:
            app.full_frame = True
            app.render()
        for rect, entry in tables.rows:
            line, state, _turn = tables.row_words(entry)
            assert "5" in state and NAMES[1] in line   # (the progress, the names)
            drawn = {t.string: t for t in rec.texts if rect.contains(t.ink)}
            assert line in drawn and drawn[line].size == theme.BODY_SIZE, (line, drawn.keys())
            assert state in drawn, (state, drawn.keys())
        assert [f for f in rec.findings() if f.kind in ("cut", "name cut", "dropped", "outside", "overlap")] == []
    finally:
        i18n.set_language("en")
