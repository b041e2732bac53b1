"""My online tables at 1024x600 (a play-test, 2026-12-06, session 2): a row whose seat the host
had handed to a computer drew "The host handed your seat to a computer (Normal) · 0 of 4
festival poles complete" and shrank "Table WM4GK-GE7AN on ws://127.0.0.1:…" beside it to tiny
type, cut.  Both are drawn whole, in type no smaller than the readable least, at 1024x600 and
1280x720, in English and Japanese: the state gives up the game's progress when both do not fit,
and the row's tooltip says the whole state.  A real server on loopback."""
from __future__ import annotations

import asyncio

import pytest

from driver import click, make_app
from game import i18n
from game.layoutcheck import window_pos
from game.online.client.connection import OnlineClient
from game.scenes.online import known
from game.scenes.online.tables import shown_code
from game.ui import draw, textrecord
from online_windows import data, pump, server  # noqa: F401  (fixtures)

NAMES = ["棚田の水守り山本さくら之介様です", "Bartholomew-Smit", "プレイヤー3"]


def handed_koinobori(server) -> dict:
    """A Koinobori table whose second seat the host handed to a computer (Normal); that seat's
    entry, remembered in My online tables."""
    async def create() -> dict:
        client = OnlineClient([server.url], give_up_after=30)
        await client.connect(timeout=30)
        try:
            created = await client.create("koinobori", NAMES, ["human", "human", "human"])
            await client.attach(created["seats"][0]["token"])
            await client.hand_over(created["host"], 2, "normal")
            return created
        finally:
            await client.close()

    created = asyncio.run(create())
    token = next(s["token"] for s in created["seats"] if s["seat"] == 2)
    entry = {"server": server.url + "/", "table": created["table"], "seat": 2, "token": token,
             "title": "koinobori", "names": NAMES}
    assert known.remember(entry) is None
    return entry


def press(app, label: str) -> None:
    buttons = [b for b in app.top.buttons if i18n._(b.label) == label]
    assert buttons, label
    click(app, window_pos(app, buttons[0].rect.center))


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_handed_seat_s_row_draws_its_state_and_place_whole_and_readable(data, server, lang, size):
    entry = handed_koinobori(server)
    i18n.set_language(lang)
    app = make_app(size)
    app.go_home()
    try:
        press(app, i18n._("Play online"))
        press(app, i18n._("My online tables"))
        tables = app.top
        pump([app], lambda: bool(tables.news), what="the server's answer")
        _line, state, _turn = tables.row_words(entry)
        handed = i18n._("The host handed your seat to a computer ({level})").format(level=i18n._("Normal"))
        assert state.startswith(handed) and len(state) > len(handed), state   # (with the progress)
        with textrecord.recording() as rec:
            app.full_frame = True
            app.render()
        rect = tables.rows[0][0]
        drawn = {t.string: t for t in rec.texts if rect.contains(t.ink)}
        # the address as the invitation shows it (a play-test saw "ws://127.0.0.1:18792/" here)
        place = i18n._("Table {code} on {server}").format(code=shown_code(entry["table"]),
                                                          server=f"127.0.0.1:{server.port}")
        assert entry["server"].startswith("ws://")
        least = draw.readable_size()
        assert place in drawn and drawn[place].size >= least, (place, {s: t.size for s, t in drawn.items()})
        shown = state if state in drawn else handed
        assert shown in drawn and drawn[shown].size >= least, (state, {s: t.size for s, t in drawn.items()})
        assert not drawn[place].ink.colliderect(drawn[shown].ink)
        assert [f for f in rec.findings() if f.kind in ("cut", "tiny", "outside", "overlap")] == []
        if shown != state:   # the whole state, in the row's tooltip
            tip = tables.tooltip_at(rect.center)
            assert tip is not None and state in tip.lines, tip
    finally:
        i18n.set_language("en")
