"""A play-test (2026-12-06, o8): in Players and seats, just after the host handed an away guest's
seat to a computer, its "Hand to a person" was grey and said nothing; the play-tester took it for
refused until the guest came back.  It waits only a moment (a second click must not give the
seat straight back), and the screen says so while it waits, without a click; then it gives the
seat back while its person is still away (the seat waits for them, as any away seat).  Real
windows, a real server, real clicks."""
from __future__ import annotations

from driver import advance, click
from game.scenes.online.pause import SETTLE_MS
from online_windows import press, pump, server, windows  # noqa: F401
from test_online_windows import meet


def test_a_just_handed_seat_says_why_it_waits_then_goes_back_while_its_person_is_away(server, windows):
    pairs = meet(server, windows, "Pondscape")
    (host, mine), (guest, theirs) = pairs
    press(guest, "Menu")
    press(guest, "Leave the table")
    pump([host], lambda: mine.match.status_of(1) == "away", what="the guest to be away")
    press(host, "Menu")
    press(host, "Players and seats")
    press(host, "Hand to a computer…")
    players = host.top
    easy = next(b for b in players.buttons if b.label == "Easy")
    click(host, easy.rect.center)
    pump([host], lambda: mine.match.status_of(1) == "computer" and players.message != "Asked the server…",
         what="the seat to be a computer's")
    back = next(b for b in players.buttons if b.label == "Hand to a person")
    assert not back.enabled
    assert "can be given back in a moment" in players.message   # (said without a click)
    advance(host, SETTLE_MS + 10)
    back = next(b for b in players.buttons if b.label == "Hand to a person")
    assert back.enabled and "in a moment" not in players.message
    assert mine.match.status_of(1) == "computer" and mine.match.person_back(1) is False   # (still away)
    click(host, back.rect.center)
    pump([host], lambda: mine.match.kind_of(1) == "human", what="the seat to go back to its person")
    assert mine.match.status_of(1) == "away"   # it waits for its person, as any away seat
    assert players.seat_words(1) == "away"
