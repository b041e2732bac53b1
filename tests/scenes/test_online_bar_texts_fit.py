"""Every text the top bar of an online table can show (game/scenes/online/table.py: whom it waits
for, a turn end awaited, a seat not joined or away, a computer playing, reconnecting, the host's
program gone, the server here without the table, watching, a seat handed to a computer) with 16-character names, at 1280x720 and
1024x600, in English and Japanese: drawn whole (no cut, no "…" mid-word) in the room the bar
measures for its prompt (ChromeMixin.prompt_room, the seats' marks taken off), left of the round
line and the marks, never below the prompt's smallest type.  A play-test of 2026-12-06 (session
2): Paddy's status (which gives up the step's name, then itself, for a long prompt) was chosen
beside the one-screen words and kept beside the online table's own words ("Reconnecting…",
"Waiting for …"), which it had never measured."""
from __future__ import annotations

import asyncio

import pygame
import pytest

from driver import click, make_app
from game import i18n
from game.i18n import _
from game.online.client.connection import OnlineClient
from game.online.client.session import TABLE_MISSING
from game.scenes.common.chrome import PROMPT_SMALLEST
from game.scenes.common.computers import level_name
from game.scenes.online import known
from game.scenes.online import table as online_table
from game.layoutcheck import window_pos
from game.ui import textrecord
from online_windows import data, is_table, pump, server, settled  # noqa: F401  (fixtures)
from titles import AVAILABLE

NAMES = {"en": ["Bartholomew-Smit", "Maximilianus XVI"],
         "ja": ["棚田の水守り山本さくら之介様です", "鯉のぼり大好きおじいちゃん様です"]}


def click_at(app, pos) -> None:
    """A click at layout point `pos` (the window may be smaller than the layout: 1024x600)."""
    click(app, window_pos(app, pos))


def press(app, label: str) -> None:
    buttons = [b for b in getattr(app.top, "buttons", []) if _(b.label) == label]
    assert buttons, f"no button {label!r} on {type(app.top).__name__}"
    click_at(app, buttons[0].rect.center)


def open_online(server, app, title: str, names, position=None, seat: int = 1) -> object:
    """A table of `title` created on `server` (seat 0 a person not joined yet, who acts first;
    seat 1 this window's person), opened from My online tables."""
    async def create() -> dict:
        client = OnlineClient([server.url], give_up_after=30)
        await client.connect(timeout=30)
        try:
            if position is not None:
                return await client.create(title, list(names), ["human", "human"], position=position)
            return await client.create(title, list(names), ["human", "human"], seed=5, first_player=1)   # (1-based)
        finally:
            await client.close()

    created = asyncio.run(create())
    entry = {"server": server.url + "/", "table": created["table"], "seat": seat + 1,
             "token": created["seats"][seat]["token"], "title": title, "names": list(names)}
    assert known.remember(entry) is None
    press(app, _("Play online"))
    press(app, _("My online tables"))
    tables = app.top
    pump([app], lambda: getattr(tables, "rows", None), what="the remembered table's row")
    click_at(app, tables.rows[0][0].center)
    pump([app], lambda: is_table(app) and settled(app.top), what="the table")
    return app.top


def bar_texts(table, names) -> list[str]:
    """The online bar's texts while the other seat is to act, in the words online/table.py makes
    them."""
    other = names[0]
    assert table.state.current_player() == 0 and table.match.seat == 1
    prompt = table.state.public_prompt()
    shared = prompt if prompt.startswith(other) else _("{name}: {prompt}").format(name=other, prompt=prompt)
    computer = _("{who} is thinking — {prompt}").format(
        who=_("{name} (computer, {level})").format(name=other, level=level_name("normal")), prompt=shared)
    waiting = _("Waiting for {name}…").format(name=other)
    playing = _("{name} (computer) is playing…").format(name=other)
    waits = [waiting,
             _("Waiting for {name} to end their turn…").format(name=other),
             _("Waiting for {name}, who is away, to end their turn…").format(name=other),
             _("Waiting for {name} to join…").format(name=other),
             _("Waiting for {name}, who is away…").format(name=other),
             playing,
             _("Waiting for the table…")]

    def watching(text: str) -> str:
        return _("Watching — {text}").format(text=text)

    return waits + [
        "{} — {}".format(waiting, shared),
        computer,
        _("Reconnecting…"),
        _("Reconnecting… (your moves wait and are sent once the server answers)"),
        _(TABLE_MISSING),
        _("{missing} Your moves wait.").format(missing=_(TABLE_MISSING)),
        _(online_table.HOST_GONE),
        *(watching(t) for t in waits),
        watching(shared),
        watching(computer),
        _("The host handed your seat to a computer ({level}); only they can give it back.").format(
            level=level_name("normal")),
    ]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("title", AVAILABLE)
def test_every_online_bar_text_fits_whole_beside_the_status_and_the_seats_marks(server, data, title, lang, size):
    check_bar_texts(server, title, lang, size)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_paddy_online_bar_texts_fit_while_the_other_seat_has_a_tie_to_settle(server, data, lang, size):
    """The play-test's Paddy position: the other seat's terrace tied, its instruction long."""
    from game.positions import position_to_json
    from test_paddy_scene import tie_ahead

    state, move = tie_ahead(NAMES[lang])
    state.apply(move)
    assert state.current_player() == 0
    check_bar_texts(server, "paddy", lang, size, position_to_json(state))


def check_bar_texts(server, title, lang, size, position=None) -> None:
    i18n.set_language(lang)
    app = make_app(size)
    app.go_home()
    table = None
    try:
        table = open_online(server, app, title, NAMES[lang], position)
        bar = table.layout.zone("bar")
        problems = []
        for text in bar_texts(table, NAMES[lang]):
            # the round line as the one-screen words left it (short words: the whole status),
            # before this table's own words are laid out
            table._status = table.status_text()
            table.lay_out_bar(text)
            size_px, lines = table._bar_lines
            room = table.prompt_room(table._status)
            with textrecord.recording() as rec:
                app.full_frame = True
                app.render()
            drawn = [t for t in rec.texts if t.string in lines and bar.contains(pygame.Rect(t.pos, (1, 1)))]
            whole = "".join(lines).replace(" ", "") == text.replace(" ", "")
            right = min([r.x for r, _s in table.seat_chips] + [table._status_right])
            if not whole or any(t.full for t in drawn):
                problems.append(f"cut: {text!r} as {lines}")
            elif size_px < PROMPT_SMALLEST:
                problems.append(f"{size_px} px: {text!r}")
            elif any(table._bar_x + table.assets.width(line, size_px, True) > table._bar_x + room for line in lines):
                problems.append(f"wider than its room {room}: {text!r}")
            elif table._bar_x + room > right:
                problems.append(f"the room runs under the status or the marks: {text!r}")
        assert not problems, "\n".join(problems)
    finally:
        i18n.set_language("en")
        if table is not None and getattr(table, "session", None) is not None:
            table.session.close()
        pygame.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_paddy_online_status_is_measured_beside_the_words_the_bar_shows(server, data, lang):
    """The mover's own tied-terrace instruction is long: Paddy gives up its status beside it.
    The server then goes away: the bar says "Reconnecting…" (its own words, short), and the
    status is measured again beside those (it stayed given up for the words no longer shown)."""
    from game.positions import position_to_json
    from test_paddy_scene import tie_ahead

    i18n.set_language(lang)
    app = make_app((1280, 720))
    app.go_home()
    table = None
    try:
        state, move = tie_ahead(NAMES[lang])
        state.apply(move)
        table = open_online(server, app, "paddy", NAMES[lang], position_to_json(state), seat=0)
        assert table.match.seat == 0 and table.state.current_player() == 0
        assert table.state.prompt() in table.bar_text
        assert table._status != table.status_text()      # (the instruction needs the room)
        server.kill()
        pump([app], lambda: table.link_status != "online", what="the lost connection")
        reconnecting = _("Reconnecting… (your moves wait and are sent once the server answers)")
        assert table.bar_text == reconnecting
        assert table._status == table.status_text(), (
            f"beside {reconnecting!r} the bar shows {table._status!r}, not the whole status")
        size_px, lines = table._bar_lines
        assert "".join(lines).replace(" ", "") == reconnecting.replace(" ", "") and size_px >= PROMPT_SMALLEST
    finally:
        i18n.set_language("en")
        if table is not None and getattr(table, "session", None) is not None:
            table.session.close()
        pygame.quit()
