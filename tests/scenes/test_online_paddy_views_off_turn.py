"""A play-test (2026-12-06, o8): Paddy online, "Harvest now?" (a preview that changes nothing) was
refused unless it was the seat's turn: off-turn it said "Waiting for …", and a spectator's "You
are watching…".  The buttons that only show (Harvest now?, Numbers; Harvests once there is one)
answer off-turn and for a watcher as on one's turn.  Three windows on a real loopback server
(a host, a guest and a watcher), real clicks."""
from __future__ import annotations

from driver import click
from game.i18n import _
from online_windows import (data, host_table, is_table, join_table, press, pump, server,  # noqa: F401
                            settled, watch_table, windows)  # (data, server, windows: the shared fixtures)


def view_button(table, label: str):
    return next(b for b in table.buttons if _(b.label).startswith(label))


def check_views_answer(app, table) -> None:
    """Harvest now? opens the preview and closes it again; Numbers turns the numerals off and on."""
    assert table.show_harvest is None
    click(app, view_button(table, "Harvest now?").rect.center)
    assert table.show_harvest == "now" and table.message is None, table.message
    click(app, view_button(table, "Harvest now?").rect.center)
    assert table.show_harvest is None and table.message is None, table.message
    numerals = table.numerals
    click(app, view_button(table, "Numbers").rect.center)
    assert table.numerals is not numerals and table.message is None, table.message
    click(app, view_button(table, "Numbers").rect.center)
    assert table.numerals is numerals


def test_paddy_s_view_buttons_answer_off_turn_and_for_a_watcher(data, server, windows):
    host, guest, watcher = windows(), windows(), windows()
    shared = host_table(host, server.url, "Paddy")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    join_table(guest, shared["address"], shared["code"], "Hanako")
    pump([host, guest], lambda: is_table(guest), what="the guest's table")
    watching = watch_table(watcher, shared["watch"])
    tables = [(host, host.top), (guest, guest.top)]
    pump([host, guest, watcher], lambda: all(settled(t) for _a, t in tables) and not watching.input_grace,
         what="the windows to settle")
    off_app, off = next((a, t) for a, t in tables if t.match.awaited() != t.match.seat)
    assert off.match.seat is not None and not off.turn_done
    check_views_answer(off_app, off)
    check_views_answer(watcher, watching)
