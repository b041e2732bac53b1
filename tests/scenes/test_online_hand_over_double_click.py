"""A play-test (2026-12-06): in Players and seats the host chose a level for an away guest's seat
("Hard"), and "Hand to a person" appeared under the pointer where the level had been: a second
click 0.8 s later gave the seat straight back.  For a moment after a hand-over that button waits,
and a click on it says why; then it gives the seat back as before.  Real windows, a real server."""
from __future__ import annotations

import random

from driver import advance, click
from game.scenes.online.pause import SETTLE_MS
from online_windows import play_turn, press, pump, server, settled, windows  # noqa: F401
from test_online_windows import meet, to_move


def test_a_second_click_after_a_hand_over_does_not_give_the_seat_back(server, windows):
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    chooser = random.Random(5)
    app, table = to_move(pairs)
    while table is theirs:
        play_turn(app, table, chooser)
        app, table = to_move(pairs)
    press(guest, "Menu")
    press(guest, "Leave the table")
    pump([host], lambda: mine.match.status_of(1) == "away", what="the guest to be away")
    press(host, "Menu")
    press(host, "Players and seats")
    press(host, "Hand to a computer…")
    players = host.top
    hard = next(b for b in players.buttons if b.label == "Hard")
    spot = hard.rect.center
    click(host, spot)
    pump([host], lambda: mine.match.status_of(1) == "computer", what="the seat to be a computer's")
    back = next(b for b in players.buttons if b.label == "Hand to a person")
    assert back.rect.collidepoint(spot)                  # under the pointer, where Hard was
    click(host, spot)                                    # the impatient second click
    assert not back.enabled and "can be given back in a moment" in players.message
    pump([host], lambda: settled(mine), what="a beat")
    assert mine.match.kind_of(1) == "hard"               # still the computer's
    advance(host, SETTLE_MS + 10)
    back = next(b for b in players.buttons if b.label == "Hand to a person")
    assert back.enabled
    click(host, back.rect.center)                        # meant: the seat goes back
    pump([host], lambda: mine.match.kind_of(1) == "human", what="the seat to go back to its player")
