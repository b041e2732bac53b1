"""A guest's seat the host handed to a computer while they were away: their My online tables
row says so (a play-tester's said "Waiting for the others"; only the opened table told them).
Two real windows and a real server on loopback, real clicks."""
from __future__ import annotations

from game.ui import textrecord
from online_windows import press, pump, server, windows  # noqa: F401  (the shared fixtures)
from test_online_windows import hand_away_guest_to, meet


def guests_list(guest):
    if type(guest.top).__name__ != "OnlineMenuScene":
        press(guest, "Play online")
    press(guest, "My online tables")
    tables = guest.top
    pump([guest], lambda: bool(tables.news), what="the guest's list to be answered")
    return tables


def test_the_guests_list_says_the_host_handed_their_seat_to_a_computer(server, windows):
    (host, mine), (guest, theirs) = meet(server, windows, "Koinobori")
    hand_away_guest_to(host, mine, guest, "Easy")
    tables = guests_list(guest)
    _line, state, mine_to_play = tables.row_words(tables.entries[0])
    assert state.startswith("The host handed your seat to a computer (Easy)"), state
    assert not mine_to_play
    with textrecord.recording() as rec:
        guest.full_frame = True
        guest.render()
    # drawn under the names line: whole, or without the game's progress where the table's place
    # (its address, whose port differs from run to run) leaves no room for it (c8ea719)
    said = "The host handed your seat to a computer (Easy)"
    assert any(t.string == state or (t.string.startswith(said) and state.startswith(t.string.rstrip("…")))
               for t in rec.texts), [t.string for t in rec.texts if said[:20] in t.string]


def test_the_host_sees_that_a_handed_seats_player_is_back(server, windows):
    """A play-tester's host saw only "computer (Easy)" in Players and seats while the guest was
    back at the table: nothing told them to hand the seat back."""
    from test_online_windows import reopen_table

    (host, mine), (guest, theirs) = meet(server, windows, "Koinobori")
    hand_away_guest_to(host, mine, guest, "Easy")
    players = host.top
    assert type(players).__name__ == "PlayersScene"
    assert players.seat_words(1) == "computer (Easy)"
    back = reopen_table(guest)
    pump([host, guest], lambda: players.seat_words(1) == "computer (Easy) · its player is back",
         what="the host to see the guest back")
    with textrecord.recording() as rec:
        host.full_frame = True
        host.render()
    assert "computer (Easy) · its player is back" in [t.string for t in rec.texts]
    assert back.connection_words(1) == "computer (Easy) (you)"   # (the guest knows they are back)
    press(guest, "Menu")
    press(guest, "Leave the table")
    pump([host], lambda: players.seat_words(1) == "computer (Easy)", what="the guest to be away again")
