"""A play-test (2026-12-06, o8): the bar's row of seat marks (each seat's shape over a dot:
online, away, computer; an underline under this window's own) said nothing in words.  Resting
the pointer on a seat's mark, or clicking it (which off-turn answered only whom the table waits
for), shows its tooltip: the seat's name, who plays it and its state.  Two windows on a real
loopback server, real mouse motion and clicks; the tooltip is looked for on the canvas."""
from __future__ import annotations

import time

import pygame

from driver import click
from online_windows import host_table, is_table, join_table, press, pump, server, windows  # noqa: F401


def frame(app) -> bytes:
    return pygame.image.tobytes(app.canvas.surface, "RGB")


def rest_on(app, pos) -> None:
    """The pointer moves to `pos` and rests there as long as a player's would (real time: the
    loop's own frames, pointer-only ones included, draw what shows)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    end = time.monotonic() + 0.8
    while time.monotonic() < end:
        app.step()
        time.sleep(0.02)


def tip_words(table) -> str:
    tip = table.hover.visible
    assert tip is not None, "no tooltip shown"
    return " · ".join((tip.title, *tip.lines))


def test_a_seat_mark_says_whose_seat_who_plays_it_and_its_state(server, windows):
    host, guest = windows(), windows()
    shared = host_table(host, server.url, "Pondscape", names=("Ana", "Hanako", "Bot"), second="Invite")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    table = host.top
    join_table(guest, shared["address"], shared["code"], "Hanako")
    pump([host, guest], lambda: is_table(guest) and table.match.status_of(1) == "online", what="the guest")
    mine, theirs = dict((s, r) for r, s in table.seat_chips)[0], dict((s, r) for r, s in table.seat_chips)[1]
    away = (640, 600)
    rest_on(host, away)
    bare = frame(host)
    rest_on(host, mine.center)
    assert tip_words(table) == "Ana · Played by you · online"
    assert frame(host) != bare   # (drawn by the loop's own frames)
    rest_on(host, away)
    rest_on(host, (theirs.centerx, theirs.bottom - 1))   # (its dot's lower edge)
    assert tip_words(table) == "Hanako · Played by a person · online"
    # a click on a mark shows its words at once, on turn and off it (no refusal instead)
    rest_on(host, away)
    click(host, theirs.center)
    assert tip_words(table) == "Hanako · Played by a person · online" and table.message is None
    rest_on(guest, away)
    guest_table = guest.top
    # one of the two windows is on turn and the other off it (whoever the deal made first):
    # both clicks on marks below are answered with words, never refused
    assert (table.match.awaited() == table.match.seat) != (guest_table.match.awaited() == guest_table.match.seat)
    marks = dict((s, r) for r, s in guest_table.seat_chips)
    click(guest, marks[0].center)
    assert tip_words(guest_table) == "Ana · Played by a person · online" and guest_table.message is None
    click(guest, (marks[1].centerx, marks[1].bottom + 1))   # (the underline under the guest's own mark)
    assert tip_words(guest_table) == "Hanako · Played by you · online"
