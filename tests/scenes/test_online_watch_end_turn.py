"""A play-test (2026-12-06, session 2): a spectator's bar said "Watching — Waiting for Ana to
end their turn…" and its players panel highlighted Ana, while the lower panels (Koinobori's
hand, pole and abilities) already showed the next seat's.  They stay on the seat whose End turn
is awaited until it is pressed (Pondscape: the pond drawn large).  Three windows on a real
loopback server: a host, a guest and a watcher, real clicks."""
from __future__ import annotations

import random

import pytest

from driver import recorded_texts
from online_windows import (click_move, host_table, is_table, join_table, press, pump, server,  # noqa: F401
                            settled, watch_table, windows)  # (server, windows: the shared fixtures)
from test_online_windows import to_move


def shown_seat(table) -> int:
    """The seat whose lower panels the spectator's table shows."""
    return table.hand_owner if table.title_id == "koinobori" else table.focus


@pytest.mark.parametrize("title_name", ["Koinobori", "Pondscape"])
def test_a_spectator_s_panels_stay_on_the_seat_whose_end_turn_is_awaited(server, windows, monkeypatch,
                                                                        title_name):
    host, guest, watcher = windows(), windows(), windows()
    shared = host_table(host, server.url, title_name)
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    join_table(guest, shared["address"], shared["code"], "Hanako")
    pump([host, guest], lambda: is_table(guest), what="the guest's table")
    watching = watch_table(watcher, shared["watch"])
    pairs = [(host, host.top), (guest, guest.top)]
    apps = [host, guest, watcher]
    chooser = random.Random(6)
    for _n in range(80):   # moves up to one that ends a turn (no End turn yet)
        app, table = to_move(pairs)
        legal = [a for a in table.state.legal_actions() if table.hint_rects(a)]
        click_move(app, table, chooser.choice(legal))
        if table.match.sent is not None:   # (a move that shows new cards shows with the server's state)
            pump([app], lambda: table.match.sent is None, what="the server's cards")
        if table.turn_done:
            break
    else:
        raise AssertionError("no turn-ending move made")
    mover = table.match.seat
    pump(apps, lambda: settled(table) and watching.match.seq == table.match.seq,
         what="the watcher to see the move")
    assert watching.match.awaited() == mover and watching.state.current_player() != mover
    assert "to end their turn" in watching.bar_text and watching.seat_on_turn() == mover
    assert shown_seat(watching) == mover
    if title_name == "Koinobori":   # the hand panel's heading names the mover
        texts = recorded_texts(monkeypatch)
        watcher.full_frame = True
        watcher.render()
        hand = watching.layout.zone("hand")
        headings = [t for t, r in texts if hand.colliderect(r)]
        assert any(t.startswith(watching.player_name(mover)) for t in headings), headings
    press(app, "End turn")
    pump(apps, lambda: watching.match.awaited() != mover and settled(table), what="the turn to pass")
    assert shown_seat(watching) == watching.state.current_player() != mover
