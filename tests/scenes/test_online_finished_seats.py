"""An online table whose game is over: Menu → Players and seats offers no hand-over (a play-test,
2026-12-06 session 2, saw "Hand to a person" on a finished table's computer seat; its click was
refused twice over, in the dialog and in a red bubble on the table behind it), says once why, and
the menu no longer says "The game goes on at the server while this menu is open."  A real
window, a real server on loopback, real clicks."""
from __future__ import annotations

import random

from game.ui import textrecord
from online_windows import host_table, is_table, play_turn, press, pump, settled, server, windows  # noqa: F401


def shown(app) -> str:
    """Every text the window draws in a full frame, one after another."""
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    return " ".join(t.string for t in rec.texts)


def test_a_finished_tables_menu_and_seats_offer_no_hand_over(server, windows):
    host = windows()
    host_table(host, server.url, "Koinobori", second="Easy")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    table = host.top
    chooser = random.Random(7)
    for _ in range(400):
        pump([host], lambda: table.state.is_over() or settled(table) and table.match.awaited() == table.match.seat,
             what="the host's turn or the end")
        if table.state.is_over():
            break
        play_turn(host, table, chooser)
    assert table.state.is_over()
    pump([host], lambda: settled(table), what="the end shown")
    press(host, "Menu")
    texts = shown(host)
    assert "The game goes on at the server while this menu is open." not in texts, texts
    assert "The game is over; the table stays on the server." in texts, texts
    press(host, "Players and seats")
    players = host.top
    assert type(players).__name__ == "PlayersScene"
    assert [b.label for b in players.buttons] == ["Close"], [b.label for b in players.buttons]
    texts = shown(host)
    assert texts.count("The game is over; its seats stay as they played it.") == 1, texts
    assert not any("hand the seat of someone away" in t for t in texts), texts
