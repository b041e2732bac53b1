"""A play-test (2026-12-06, session 2): the guest made the move that ends their turn, then
closed the window before pressing End turn.  The host's bar kept saying "Waiting for Hanako to
end their turn…" (only the seat's small dot turned hollow), where a normal turn says "Waiting
for Hanako, who is away…", the words that tell the host to hand the seat to a computer.  Two
windows on a real loopback server, real clicks."""
from __future__ import annotations

import random

from online_windows import (click_move, play_turn, press, pump, server, settled,  # noqa: F401
                            windows)  # (server, windows: the shared fixtures)
from test_online_windows import meet, to_move


def test_a_pending_end_turn_of_a_seat_that_went_away_says_it_is_away(server, windows):
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    chooser = random.Random(4)
    app, table = to_move(pairs)
    while table is mine:   # the host's turn to its end: the guest's turn next
        play_turn(app, table, chooser)
        app, table = to_move(pairs)
    while not theirs.turn_done:   # the guest's moves up to the one that ends the turn, no End turn
        legal = [a for a in theirs.state.legal_actions() if theirs.hint_rects(a)]
        click_move(guest, theirs, chooser.choice(legal))
        pump([guest], lambda: settled(theirs), what="the guest's move")
    pump([host, guest], lambda: settled(mine) and mine.match.seq == theirs.match.seq,
         what="the host to see the guest's move")
    assert mine.match.awaited() == 1 and mine.state.current_player() != 1
    assert mine.bar_text == "Waiting for Hanako to end their turn…"
    press(guest, "Menu")
    press(guest, "Leave the table")   # the guest goes away; their End turn still awaited
    pump([host], lambda: mine.match.status_of(1) == "away", what="the guest to be away")
    assert mine.match.awaited() == 1
    assert mine.bar_text == "Waiting for Hanako, who is away, to end their turn…"
