"""Leaving an online table (or closing the window) while a move of this seat has not reached the
server: the window asks first, and nothing is lost without a word (game/scenes/online/unsent.py).

A play-test of 2026-12-06 (session 3): the server killed, a seat's move and End turn made
meanwhile ("Reconnecting… (your moves wait …)"), Menu → Leave the table: the connection closed
with the moves still waiting in it, and the table, reopened once the server was back, asked for
the same move again.  Here a real server process on loopback is killed (kill -9) and started
again on its port; two windows play Koinobori through it with real mouse and key events."""
from __future__ import annotations

import random

import pygame

from driver import key
from game.i18n import _
from game.scenes.online.unsent import LEAVE_WORDS, QUIT_WORDS
from game.ui import textrecord
from online_windows import is_table, play_turn, press, pump, server, settled, windows  # noqa: F401  (fixtures)
from test_online_windows import meet, quiet_turn, reopen_table, to_move


def moves_waiting(server, windows):
    """Host and guest at a Koinobori table; the server killed; the guest's move (and its End
    turn, when it ended the turn) made while it is down, waiting in the guest's connection.
    ((host, its table), (guest, its table), the host's seq before, how many moves wait)."""
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    chooser = random.Random(3)
    app, table = to_move(pairs)
    while table is not theirs:
        play_turn(app, table, chooser)
        app, table = to_move(pairs)
    seq = mine.match.seq
    server.kill()
    pump([guest], lambda: theirs.link_status != "online", what="the guest to notice")
    before = theirs.match.expect
    quiet_turn(guest, theirs, chooser)
    sent = theirs.match.expect - before
    assert theirs.session.waiting_moves == sent > 0
    return (host, mine), (guest, theirs), seq, sent


def shown_words(app) -> str:
    """Every text the window draws now, run together."""
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    cut = [t.full for t in rec.texts if t.full]
    assert not cut, f"cut: {cut}"
    return " ".join(t.string for t in rec.texts)


def said(app, words: str) -> bool:
    return _(words).replace(" ", "") in shown_words(app).replace(" ", "")


def test_leave_the_table_asks_first_and_the_move_reaches_the_server(server, windows):
    (host, mine), (guest, theirs), seq, sent = moves_waiting(server, windows)
    press(guest, "Menu")
    press(guest, "Leave the table")
    question = guest.top
    assert type(question).__name__ == "UnsentScene", "left with the move unsent, without a word"
    assert said(guest, LEAVE_WORDS) and said(guest, "Stay until it is sent") and said(guest, "Leave anyway")
    assert theirs.session.waiting_moves == sent   # (the connection is still open)

    key(guest, pygame.K_ESCAPE)   # the default: stay, back at the table (the menu goes too)
    assert guest.top is theirs and theirs.session.waiting_moves == sent
    press(guest, "Menu")
    press(guest, "Leave the table")
    assert type(guest.top).__name__ == "UnsentScene"
    key(guest, pygame.K_RETURN)   # Enter: the default too
    assert guest.top is theirs
    press(guest, "Menu")
    press(guest, "Leave the table")
    key(guest, pygame.K_TAB)      # the keyboard's ring starts on the default
    key(guest, pygame.K_RETURN)
    assert guest.top is theirs and theirs.session.waiting_moves == sent

    press(guest, "Menu")
    press(guest, "Leave the table")
    question = guest.top
    server.start()   # on its port: the move goes, and the leaving asked for goes ahead by itself
    pump([host, guest], lambda: type(guest.top).__name__ == "OnlineMenuScene", what="the guest to leave")
    pump([host], lambda: mine.match.seq == seq + sent and settled(mine), what="the host to see the guest's move")
    again = reopen_table(guest)
    pump([guest], lambda: settled(again) and again.match.seq == seq + sent, what="the guest's table again")
    assert again.state.turn_id == mine.state.turn_id   # the guest's move is there, applied once
    assert again.state.current_player() == mine.state.current_player()


def test_leave_anyway_leaves_at_once(server, windows):
    (host, mine), (guest, theirs), seq, sent = moves_waiting(server, windows)
    press(guest, "Menu")
    press(guest, "Leave the table")
    press(guest, "Leave anyway")
    assert type(guest.top).__name__ == "OnlineMenuScene"


def test_closing_the_window_asks_first_and_closes_once_the_move_is_sent(server, windows):
    (host, mine), (guest, theirs), seq, sent = moves_waiting(server, windows)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    guest.step()
    assert guest.running, "the window closed with the move unsent, without a word"
    question = guest.top
    assert type(question).__name__ == "UnsentScene"
    assert said(guest, QUIT_WORDS) and said(guest, "Stay until it is sent") and said(guest, "Close anyway")
    pygame.event.post(pygame.event.Event(pygame.QUIT))   # closed again: the same question, once
    guest.step()
    assert guest.running and guest.top is question and sum(s is question for s in guest.stack) == 1

    key(guest, pygame.K_ESCAPE)
    assert guest.running and guest.top is theirs
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    guest.step()
    assert guest.running and type(guest.top).__name__ == "UnsentScene"
    server.start()
    pump([host, guest], lambda: not guest.running, what="the window to close once its move is answered")
    pump([host], lambda: mine.match.seq == seq + sent, what="the host to see the guest's move")


def test_close_anyway_closes(server, windows):
    (host, mine), (guest, theirs), seq, sent = moves_waiting(server, windows)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    guest.step()
    press(guest, "Close anyway")
    assert not guest.running


def test_nothing_waiting_leaves_and_closes_at_once(server, windows):
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    pump([guest], lambda: settled(theirs), what="the guest's table")
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    host.step()
    assert not host.running
    press(guest, "Menu")
    press(guest, "Leave the table")
    assert type(guest.top).__name__ == "OnlineMenuScene"


def test_a_change_of_language_keeps_the_moves_waiting(server, windows):
    """The language is changed while the moves wait (Settings: the table connects again in the
    new words): the new connection sends them once the server is back, under their ids; the old
    one, closed, refused them ("the connection … was closed") and the table put them back."""
    from game import i18n

    (host, mine), (guest, theirs), seq, sent = moves_waiting(server, windows)
    shown = theirs.state.to_position()
    try:
        i18n.set_language("ja")
        guest.apply_language()
        guest.step()
        assert theirs.session.waiting_moves == sent and theirs.state.to_position() == shown, theirs.message
        server.start()
        pump([host, guest], lambda: mine.match.seq >= seq + sent and settled(mine) and settled(theirs),
             what="the guest's moves on the server")
    finally:
        i18n.set_language("en")
    assert mine.match.seq == seq + sent and theirs.match.seq == mine.match.seq   # applied, once each
    assert mine.state.turn_id == theirs.state.turn_id
