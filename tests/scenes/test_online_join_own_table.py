"""A review (2026-12-07): the host pasted their own invitation into Join with a code and took the
invited friend's only seat, with no warning and no way back (the friend was then told every seat
was taken).  Now Join with a code, given the link of a table this window plays a seat at, says so
and offers "Open my seat" first ("Join as another player" stays, for someone else at this
computer); the friend's seat stays free.  A real server on loopback."""
from __future__ import annotations

import pygame

from driver import click, key, type_text
from game.i18n import _
from game.scenes.online.join import SEATED_HERE
from game.scenes.online.notices import ALREADY_SEATED
from game import layoutcheck
from game.ui import textrecord
from online_windows import (host_table, is_table, join_table, press, pump, server, settled,  # noqa: F401
                            type_into, windows, data)


def test_joining_ones_own_table_offers_ones_seat_and_leaves_the_friends_free(windows, server):
    host, friend = windows(), windows()
    invitation = host_table(host, server.url, "Ladybird")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host) and settled(host.top), what="the host's table")
    press(host, "Menu")
    press(host, "Leave the table")

    press(host, "Join with a code")   # (from the online menu the table was left to)
    join = host.top
    type_into(host, join.link, invitation["link"])
    click(host, join.name.rect.center)
    key(host, pygame.K_a, pygame.KMOD_CTRL)
    type_text(host, "Ana2")
    labels = [_(b.label) for b in join.buttons]
    assert labels[:2] == [_("Open my seat"), _("Join as another player")], labels
    with textrecord.recording(host.canvas.get_size()) as recorder:
        host.full_frame = True
        host.render()
    said = "".join(t.string for t in recorder.texts)
    assert layoutcheck._drawn(host) == []   # (every text drawn whole: the second button's label was cut)
    assert _(SEATED_HERE).format(seat=1, name="Ana").replace(" ", "")[:40] in said.replace(" ", "")
    press(host, "Open my seat")
    pump([host], lambda: is_table(host) and settled(host.top), what="the host's own seat")
    table = host.top
    assert table.match.seat == 0
    assert table.message is not None and table.message[0] == _(ALREADY_SEATED).format(seat=1)

    join_table(friend, invitation["address"], invitation["code"], "Hanako")   # the seat is still the friend's
    pump([friend], lambda: is_table(friend) and settled(friend.top), what="the friend's table")
    assert friend.top.match.seat == 1
