"""A review (2026-12-07): the host handed a computer's seat to a person; Carla joined it and the
log read "Carla takes ..." for the computer's moves, with no word that she took over a game
under way.  The server marks the computer's turns at that seat (tests/online/test_computers.py),
and the table tells the person who joined.  A real server on loopback; real clicks."""
from __future__ import annotations

import random

from game.i18n import _
from game.scenes.online.pause import SETTLE_MS
from game.scenes.online.notices import TOOK_OVER
from driver import advance, click
from online_windows import (host_table, is_table, join_table, play_turn, press, pump, server, settled,  # noqa: F401
                            windows, data)


def test_a_person_who_takes_over_a_computers_seat_is_told_and_its_turns_are_marked(windows, server):
    host, carla = windows(), windows()
    invitation = host_table(host, server.url, "Koinobori", second="Easy")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host) and settled(host.top), what="the host's table")
    mine = host.top
    chooser = random.Random(3)
    for _move in range(40):   # the host plays until the computer has answered a turn
        pump([host], lambda: settled(mine) and mine.match.awaited() == 0, what="the host's turn")
        if any(mark[0] == 1 for mark in mine.match.log_marks):
            break
        play_turn(host, mine, chooser)
    assert any(mark[0] == 1 for mark in mine.match.log_marks), "the computer has not moved"
    press(host, "Menu")
    press(host, "Players and seats")
    advance(host, SETTLE_MS + 10)
    players = host.top
    to_person = next(b for b in players.buttons if b.label == "Hand to a person")
    click(host, to_person.rect.center)
    pump([host], lambda: mine.match.kind_of(1) == "human", what="the seat to be a person's")

    join_table(carla, invitation["address"], invitation["code"], "Carla")
    pump([carla], lambda: is_table(carla) and settled(carla.top), what="Carla's table")
    table = carla.top
    assert table.match.seat == 1
    assert table.message is not None and _(TOOK_OVER) in table.message[0]
    computers = [i for i, mark in enumerate(table.match.log_marks) if mark[0] == 1]
    assert computers and set(computers) <= table.stand_in_lines()
