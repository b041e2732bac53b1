"""Paddy's top bar names the turn's end while it waits for End turn, the same however the
table came to it (a play-test of 2026-12-06, online Paddy in Japanese: the host's bar said
「サイクル 1/4・ターン終了」, then after a language switch "Cycle 1 of 4 · Place paddy", after a
restart 「水田の配置」, for another held turn 「滝の配置」; the guest read "Place paddy" for the host's
held turn).  Real windows, a real server on loopback, real clicks."""
from __future__ import annotations

import asyncio
import random

import pygame
import pytest

from driver import click
from game import i18n
from game.online.client.connection import OnlineClient
from game.positions import position_to_json
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import Done
from game.scenes.online import known
from online_windows import click_move, data, press, pump, server, settled, windows  # noqa: F401  (fixtures)

NAMES = ("Ana", "Ben")


def at_step(step: str):
    """A two-seat game played at random until seat 0, in the first cycles, is at `step` with
    Done among its moves (the move that ends its turn)."""
    match = Match(Setup("paddy", NAMES), 4)
    chooser = random.Random(4)
    while True:
        s = match.state
        if s.current_player() == 0 and s.step == step and Done() in s.legal_actions():
            return s
        match.apply(chooser.choice(s.legal_actions()))


def create(server, state) -> dict:
    async def go() -> dict:
        client = OnlineClient([server.url], give_up_after=30)
        await client.connect(timeout=30)
        try:
            return await client.create("paddy", list(NAMES), ["human", "human"], position=position_to_json(state))
        finally:
            await client.close()
    return asyncio.run(go())


def open_seat(server, app, created, seat: int):
    """Seat `seat` of the created table, remembered and opened from My online tables."""
    entry = {"server": server.url + "/", "table": created["table"], "seat": seat + 1,
             "token": created["seats"][seat]["token"], "title": "paddy", "names": list(NAMES)}
    if seat == 0 and created.get("host"):
        entry["host"] = created["host"]
    if not any(e["token"] == entry["token"] for e in known.read()):   # (reopened: as My online tables keeps it)
        assert known.remember(entry) is None
    press(app, i18n._("Play online"))
    press(app, i18n._("My online tables"))
    tables = app.top
    pump([app], lambda: tables.rows, what="the remembered tables' rows")
    rect = next(r for r, e in tables.rows if e.get("token") == entry["token"])
    click(app, rect.center)
    pump([app], lambda: table_of(app) is not None and settled(table_of(app)), what="the table")
    return table_of(app)


def table_of(app):
    """The online table in the window (under what a return to it shows over it)."""
    return next((s for s in reversed(app.stack) if getattr(s, "online", False)), None)


def held_words(cycle: int) -> str:
    return i18n._("Cycle {cycle} of {cycles} · {step}").format(cycle=cycle, cycles=4, step=i18n._("End of turn"))


@pytest.mark.parametrize("step", ["draw", "waterfall"])
def test_the_bar_names_the_turns_end_while_it_waits(server, windows, data, step):
    state = at_step(step)
    cycle = state.cycle
    created = create(server, state)
    host, guest = windows(), windows()
    mine = open_seat(server, host, created, 0)
    theirs = open_seat(server, guest, created, 1)
    assert mine.match.seat == 0 and mine.state.current_player() == 0
    click_move(host, mine, Done())
    pump([host], lambda: mine.turn_done and settled(mine), what="the turn done")
    assert mine._status == held_words(cycle), mine._status
    pump([guest], lambda: theirs._waits_for_end_turn(theirs.match.awaited()), what="the host's held end, seen")
    assert theirs._status == held_words(cycle), theirs._status     # the guest: not the next step's words
    # a language switch: the same words in Japanese
    i18n.set_language("ja")
    try:
        host.apply_language()
        host.render()
        assert mine.turn_done and mine._status == held_words(cycle), mine._status
    finally:
        i18n.set_language("en")
        host.apply_language()
    # a restart: the window closed, the table reopened from My online tables
    mine.session.close()
    pygame.quit()
    again = windows()
    mine = open_seat(server, again, created, 0)
    assert mine.turn_done, "reopened on the held turn end"
    assert mine._status == held_words(cycle), mine._status


def test_end_turn_at_a_cycles_end_starts_the_harvest_in_the_online_bar(server, windows, data):
    """The move that ends a cycle's growing phase held for End turn: the bar says End turn
    starts the harvest (it read "hands over to the harvest", 「収穫に交代」: a play-test)."""
    from test_paddy_cycle_end import last_move_of_a_cycle

    match, action = last_move_of_a_cycle()
    created = create(server, match.state)
    host = windows()
    mine = open_seat(server, host, created, 0)
    click_move(host, mine, action)
    pump([host], lambda: mine.turn_done and settled(mine), what="the turn done")
    assert mine.state.current_player() is None          # no seat is next: the harvest
    for lang in ("en", "ja"):
        i18n.set_language(lang)
        try:
            words = mine.turn_done_text()
            assert words == i18n._("Your turn is done: End turn starts the harvest; Undo takes your move back.")
        finally:
            i18n.set_language("en")
