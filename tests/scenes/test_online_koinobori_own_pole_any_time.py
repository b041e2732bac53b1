"""Koinobori's rulebook lets a player look at the cards on their own personal pole at any time.
A play-test (2026-12-06, online, 5 seats): the host's click on their own pole while another
seat played said "Waiting for ..." (36a, 37a); it worked on their own turn (39a).  Two windows
and a spectator on a real loopback server, real clicks: the host looks while the guest plays,
face up on the host's window alone (the guest's and the spectator's show it face down)."""
from __future__ import annotations

import random

from driver import click
from game.rules.koinobori.actions import PlayToOwnPole
from online_windows import (click_move, host_table, is_table, join_table, play_turn, press, pump,  # noqa: F401
                            server, settled, watch_table, windows)
from test_online_windows import to_move


def test_the_host_looks_at_their_own_pole_while_the_guest_plays(server, windows):
    host, guest, watcher = windows(), windows(), windows()
    shared = host_table(host, server.url, "Koinobori")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    join_table(guest, shared["address"], shared["code"], "Hanako")
    pump([host, guest], lambda: is_table(guest), what="the guest's table")
    mine, theirs = host.top, guest.top
    pump([host, guest], lambda: mine.match.status_of(1) == "online", what="the host to see the guest")
    watching = watch_table(watcher, shared["watch"])
    pairs = [(host, mine), (guest, theirs)]
    chooser = random.Random(5)
    for _ in range(200):
        app, table = to_move(pairs)
        if table is theirs and mine.state.own_poles[0]:
            break
        own = [a for a in table.state.legal_actions() if isinstance(a, PlayToOwnPole)]
        if table is mine and own and not mine.state.own_poles[0]:
            click_move(app, table, own[0])
            pump([app], lambda: settled(table), what="the card on the host's pole")
            if table.turn_done:
                press(app, "End turn")
            continue
        play_turn(app, table, chooser)
    assert mine.state.current_player() == 1 and mine.state.own_poles[0], "the host never put a card on their pole"
    mine.input_grace = 0
    click(host, mine.own_zone.center)   # the guest's turn: the host looks at their own pole
    assert mine.peek and mine.own_pole_face_up(0), mine.message
    assert mine.message is None or not mine.message[0].startswith("Waiting for")
    # nothing of it elsewhere: the guest's window and the spectator's show the host's pole face down
    pump([watcher], lambda: watching.match.seq == mine.match.seq, what="the spectator to catch up")
    assert not theirs.own_pole_face_up(0) and not theirs.peek
    assert not watching.own_pole_face_up(0) and not watching.peek
    click(watcher, watching.own_zone.center)   # a spectator's click looks at nothing
    assert not watching.peek and not watching.own_pole_face_up(0)
    click(host, mine.own_zone.center)   # face down again
    assert not mine.peek
