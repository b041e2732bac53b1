"""The top bar's seat marks follow the server's presence at once (a play-tester saw the guest's
dot stay filled "here" for 20 s after its window closed, until the Menu was opened and closed):
a presence changes nothing else of the table, so the frame that follows it is drawn as a
pointer-only frame unless the online table's still key says who is online."""
from __future__ import annotations

import random

import pygame

from online_windows import press, pump, server, windows  # noqa: F401  (the shared fixtures)
from online_windows import play_turn
from test_online_windows import meet, reopen_table, to_move


def chips_drawn(app, table) -> list[bytes]:
    """The pixels of the bar's seat marks as the window's canvas holds them now."""
    surface = app.canvas.surface
    return [pygame.image.tobytes(surface.subsurface(rect), "RGB") for rect, _seat in table.seat_chips]


def chips_as_redrawn(app, table) -> list[bytes]:
    """The same after a whole redraw (what the marks should show)."""
    app.full_frame = True
    app.render()
    return chips_drawn(app, table)


def settle(app, table) -> None:
    """The window's frames after nothing but time passed: its moves' glides over (a table
    that animates draws whole frames anyway)."""
    pump([app], lambda: not table.anims.items and table.input_grace <= 0, what="the table to be still")
    for _ in range(5):
        app.step()


def test_the_hosts_bar_marks_a_guest_away_and_back_at_once(server, windows):
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    app, table = to_move(pairs)
    while table is theirs:   # the host's turn: its bar reads the host's own prompt, whoever is online
        play_turn(app, table, random.Random(3))
        app, table = to_move(pairs)
    settle(host, mine)
    before = chips_drawn(host, mine)
    assert before == chips_as_redrawn(host, mine)
    press(guest, "Menu")
    press(guest, "Leave the table")   # the guest's window leaves: the server tells the host at once
    pump([host], lambda: mine.match.status_of(1) == "away", what="the guest to be away")
    settle(host, mine)
    away = chips_drawn(host, mine)
    assert away != before, "the guest's dot still shows them here"
    assert away == chips_as_redrawn(host, mine)
    reopen_table(guest)
    pump([host, guest], lambda: mine.match.status_of(1) == "online", what="the guest to be back")
    settle(host, mine)
    back = chips_drawn(host, mine)
    assert back == before, "the guest's dot still shows them away"
    assert back == chips_as_redrawn(host, mine)
