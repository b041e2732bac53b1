"""An online table's bar once this seat's turn is done says, whole, what End turn and Undo do,
with 16-character names, at 1280x720 and 1024x600, in English and Japanese.

A play-test of 2026-12-06 (session 3): Ladybird online in Japanese, three seats, the host's card
to reveal chosen: the bar read 「…『ターン終了』でケロケロ沼の住人たかはしみどりに交代するか、…」, the
Undo half cut (Ladybird has no help panel that says it again; only the tooltip had it).  The
online bar has less room than one screen's (the seats' marks beside the prompt)."""
from __future__ import annotations

import asyncio

import pygame
import pytest

from driver import click, make_app
from game import i18n
from game.i18n import _
from game.layoutcheck import window_pos
from game.online.client.connection import OnlineClient
from game.scenes.common.chrome import PROMPT_SMALLEST
from game.scenes.online import known
from game.ui import textrecord
from online_windows import data, is_table, pump, server, settled  # noqa: F401  (fixtures)

NAMES = {"en": ["Bartholomew-Smit", "Maximilianus XVI", "Wilhelmina Jones"],
         "ja": ["棚田の水守り山本さくら之介様です", "ケロケロ沼の住人たかはしみどり", "鯉のぼり大好きおじいちゃん様です"]}


def click_at(app, pos) -> None:
    click(app, window_pos(app, pos))


def press(app, label: str) -> None:
    buttons = [b for b in getattr(app.top, "buttons", []) if _(b.label) == label]
    if hasattr(app.top, "_live_bar_buttons"):
        buttons += [b for b in app.top._live_bar_buttons() if _(b.label) == label]
    assert buttons, f"no button {label!r} on {type(app.top).__name__}"
    click_at(app, buttons[0].rect.center)


def open_ladybird(server, app, names):
    """A three-seat Ladybird table (every seat a person, the host first), opened as the host
    from My online tables."""
    async def create() -> dict:
        client = OnlineClient([server.url], give_up_after=30)
        await client.connect(timeout=30)
        try:
            return await client.create("ladybird", list(names), ["human"] * 3, seed=5, first_player=1)
        finally:
            await client.close()

    created = asyncio.run(create())
    entry = {"server": server.url + "/", "table": created["table"], "seat": 1, "host": created.get("host"),
             "token": created["seats"][0]["token"], "title": "ladybird", "names": list(names)}
    assert known.remember(entry) is None
    press(app, _("Play online"))
    press(app, _("My online tables"))
    tables = app.top
    pump([app], lambda: getattr(tables, "rows", None), what="the remembered table's row")
    click_at(app, tables.rows[0][0].center)
    pump([app], lambda: is_table(app) and settled(app.top), what="the table")
    return app.top


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_bar_says_what_end_turn_and_undo_do_whole_after_the_card_to_reveal(server, data, lang, size):
    i18n.set_language(lang)
    app = make_app(size)
    app.go_home()
    table = None
    try:
        names = NAMES[lang]
        table = open_ladybird(server, app, names)
        assert table.match.seat == 0 and table.state.current_player() == 0
        choice = table.state.legal_actions()[0]
        for rect in table.hint_rects(choice):   # the card to reveal, clicked
            click_at(app, rect.center)
        pump([app], lambda: table.turn_done and settled(table), what="the card chosen")
        assert table.match.can_undo()
        size_px, lines = table._bar_lines
        shown = ("".join if lang == "ja" else " ".join)(lines)
        with textrecord.recording() as rec:
            app.full_frame = True
            app.render()
        bar = table.layout.zone("bar")
        drawn = [t for t in rec.texts if t.string in lines and bar.contains(pygame.Rect(t.pos, (1, 1)))]
        assert len(drawn) == len(lines), (lines, [t.string for t in rec.texts])
        room = table.prompt_room(table._status)
        assert size_px >= PROMPT_SMALLEST, (size_px, lines)
        assert all(table.assets.width(line, size_px, True) <= room for line in lines), (room, lines)
        # both halves whole: End turn hands over (to the next seat, named, perhaps cut) and Undo
        if lang == "ja":
            assert "「ターン終了」" in shown and "「取り消し」" in shown and shown.endswith("。"), lines
            assert "交代" in shown, lines
        else:
            assert "End turn hands over to" in shown and "Undo" in shown, lines
        assert names[1][:4] in shown, f"the next seat is not named: {lines}"
        assert not any(t.full for t in drawn) or all(names[1] in t.full for t in drawn if t.full), \
            f"cut elsewhere than in the next seat's name: {lines}"
    finally:
        i18n.set_language("en")
        if table is not None and getattr(table, "session", None) is not None:
            table.session.close()
        pygame.quit()
