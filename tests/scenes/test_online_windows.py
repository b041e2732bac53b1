"""Two windows playing each other through a real table server on loopback, driven by real
mouse events: the host creates a table, the guest joins with the code, they play Koinobori to
the results screen and Pondscape partly; a refused click says why; the guest's connection is
cut (the server killed and started again) and its table says Reconnecting…, then goes on."""
from __future__ import annotations

import copy
import random

import pygame
import pytest

from driver import click, key
from game.scenes.common.results import ResultsScene
from online_windows import (clickable, host_table, is_table, join_table, play_turn, press, pump, settled,
                            server, windows)  # noqa: F401  (server, windows: the shared fixtures)


def meet(server, windows, title_name: str):
    """The host's table and the guest's, both showing the game's first state."""
    host, guest = windows(), windows()
    shared = host_table(host, server.url, title_name)
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    join_table(guest, shared["address"], shared["code"], "Hanako")
    pump([host, guest], lambda: is_table(guest), what="the guest's table")
    mine, theirs = host.top, guest.top
    pump([host, guest], lambda: mine.match.status_of(1) == "online", what="the host to see the guest")
    assert mine.match.seat == 0 and theirs.match.seat == 1
    assert theirs.player_name(1) == "Hanako" and mine.player_name(1) == "Hanako"
    return (host, mine), (guest, theirs)


def to_move(pairs):
    """The (window, table) whose seat is to act, once both show the same newest state."""
    apps = [app for app, _t in pairs]
    pump(apps, lambda: all(settled(t) for _a, t in pairs)
         and len({t.match.seq for _a, t in pairs}) == 1, what="both windows to agree")
    seat = pairs[0][1].state.current_player()
    return next(((app, t) for app, t in pairs if t.match.seat == seat), None)


def reopen_table(guest):
    """The guest, who left the table, opens it again from My online tables; its table."""
    if type(guest.top).__name__ != "OnlineMenuScene":   # (leaving the table went back to Play online)
        press(guest, "Play online")
    press(guest, "My online tables")
    tables = guest.top
    pump([guest], lambda: bool(tables.rows), what="the guest's tables")
    click(guest, tables.rows[0][0].center)
    # the table, and on it the news of the time away when turns were played meanwhile (pushed
    # by the table's first update: waiting for the table alone returned before it, or after it)
    pump([guest], lambda: (is_table(guest) and guest.top.away_news is None) or news_shown(guest),
         what="the guest's table again")
    if news_shown(guest):
        key(guest, pygame.K_RETURN)   # "Back to the table"
    assert is_table(guest)
    return guest.top


def news_shown(app) -> bool:
    return type(app.top).__name__ == "AwayNewsScene"


def quiet_turn(app, table, chooser: random.Random) -> None:
    """As play_turn, with moves that reveal nothing (while the connection is down, a move that
    would show cards is refused), up to the turn's end or a turn that only reveals."""
    from online_windows import click_move

    def reveals(action) -> bool:
        trial = copy.deepcopy(table.state)
        trial.apply(action)
        return trial.reveal_count != table.state.reveal_count

    while not table.turn_done and table.match.awaited() == table.match.seat:
        legal = [a for a in table.state.legal_actions() if clickable(table, a) and not reveals(a)]
        if not legal:
            break
        before = len(table.match.actions)
        click_move(app, table, chooser.choice(legal))
        assert len(table.match.actions) > before, table.message
    if table.turn_done:
        press(app, "End turn")


def test_two_windows_play_koinobori_to_the_results_and_pondscape_partly(server, windows):
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    assert "Waiting for" in (theirs.bar_text if theirs.state.current_player() == 0 else mine.bar_text)
    chooser = random.Random(7)
    moves = 0
    while True:
        turn = to_move(pairs)
        if mine.state.is_over():
            break
        play_turn(*turn, chooser)
        moves += 1
        assert moves < 400
    pump([host, guest], lambda: theirs.state.is_over() and mine.state.is_over(), what="the end on both")
    final = mine.match.latest
    assert final["over"] and final["scores"] == theirs.match.latest["scores"]
    assert final["winners"] == theirs.match.latest["winners"]
    for app, table in pairs:
        for _ in range(3):   # a click shows the final reveal at once, the next opens the results
            if isinstance(app.top, ResultsScene):
                break
            click(app, (400, 400))
        assert isinstance(app.top, ResultsScene)
        chart = table.match.history()   # one point per round, the last one the final totals
        assert list(chart.rounds) == sorted(set(chart.rounds)) and chart.totals[-1] == tuple(final["scores"])
    press(host, "Title menu")
    press(guest, "Title menu")

    # Pondscape, partly: a few turns each
    pairs = meet(server, windows, "Pondscape")
    for _ in range(6):
        app, table = to_move(pairs)
        play_turn(app, table, chooser)
    app, table = to_move(pairs)
    assert not table.state.is_over() and pairs[0][1].match.seq >= 6


def test_a_refused_click_says_why(server, windows):
    (host, mine), (guest, theirs) = meet(server, windows, "Koinobori")
    app, table = to_move([(host, mine), (guest, theirs)])
    other, other_table = (guest, theirs) if app is host else (host, mine)
    click(other, (400, 300))   # not this window's turn: the click says whom the table waits for
    assert other_table.message is not None and other_table.message[0].startswith("Waiting for")
    assert other_table.match.actions[-1] is None   # no move was made


def test_a_move_chosen_on_an_old_state_is_refused_by_the_server_and_put_back(server, windows):
    """The same seat open in two windows: the second has not yet read the first's move when
    its own click comes (a click is handled before the frame reads the network), so the rules
    here accept it, the server refuses it, and the window shows the server's words and state."""
    (host, mine), (guest, theirs) = meet(server, windows, "Koinobori")
    chooser = random.Random(1)
    app, table = to_move([(host, mine), (guest, theirs)])
    while table is not mine:   # the guest's turn to its end
        play_turn(app, table, chooser)
        app, table = to_move([(host, mine), (guest, theirs)])
    second = windows()
    press(second, "Play online")
    press(second, "My online tables")
    pump([second], lambda: second.top.rows and "Asking" not in second.top.row_words(second.top.rows[0][1])[1],
         what="the tables list")
    row = next(rect for rect, entry in second.top.rows if entry["seat"] == 1 and entry["table"] == mine.entry["table"])
    click(second, row.center)
    pump([second], lambda: is_table(second), what="the same seat in a second window")
    twin = second.top
    assert twin.match.seat == mine.match.seat
    seq = twin.match.seq
    play_turn(host, mine, chooser)   # the first window moves; the second has not looked yet
    pump([host], lambda: settled(mine) and mine.match.seq > seq, what="the move's state")
    legal = [a for a in twin.state.legal_actions() if twin.hint_rects(a)]
    from online_windows import click_move

    click_move(second, twin, legal[0])
    pump([second], lambda: twin.match.seq > seq and twin.message is not None and settled(twin),
         what="the refusal")
    assert twin.message[0] and twin.match.seq == mine.match.seq
    assert twin.state.to_position() == mine.state.to_position()


def test_the_guest_reconnects_after_the_server_restarts_and_its_move_goes_through(server, windows):
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
    assert "Reconnecting" in theirs.bar_text
    sent = theirs.match.expect
    quiet_turn(guest, theirs, chooser)   # made while the server is down: it waits
    sent = theirs.match.expect - sent   # the move, and its End turn when it ended the turn
    assert theirs.session.waiting_moves == sent > 0
    server.start()
    pump([host, guest], lambda: theirs.link_status == "online" and settled(theirs) and settled(mine)
         and mine.match.seq == theirs.match.seq, what="the guest to be back and its move applied")
    assert "Reconnecting" not in theirs.bar_text
    assert mine.match.seq == seq + sent    # applied once each
    assert mine.state.turn_id == theirs.state.turn_id
    assert mine.state.current_player() == theirs.state.current_player()
    app, table = to_move(pairs)   # and the game goes on
    play_turn(app, table, chooser)
    to_move(pairs)


def test_the_host_hands_an_away_guest_seat_to_a_computer(server, windows, monkeypatch):
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    chooser = random.Random(5)
    app, table = to_move(pairs)
    while table is theirs:   # the guest's turn to its end
        play_turn(app, table, chooser)
        app, table = to_move(pairs)
    press(guest, "Menu")
    press(guest, "Leave the table")   # the guest goes away; the table stays on the server
    pump([host], lambda: mine.match.status_of(1) == "away", what="the guest to be away")
    while mine.match.awaited() == 0:   # the host's turn to its end: then the table waits for the guest
        play_turn(host, mine, chooser)
        pump([host], lambda: settled(mine), what="the host's move")
    assert "away" in mine.bar_text
    press(host, "Menu")
    press(host, "Players and seats")
    press(host, "Hand to a computer…")
    assert "how strongly" in host.top.message    # the level is the host's choice (it was always Normal)
    press(host, "Hard")
    pump([host], lambda: mine.match.status_of(1) == "computer", what=f"the seat to be a computer's {host.top.message!r} {mine.message!r}")
    assert mine.match.kind_of(1) == "hard" and mine.connection_words(1) == "computer (Hard)"
    pump([host], lambda: host.top.message != "Asked the server…", what="the request's answer to replace its wait")
    seq = mine.match.seq
    press(host, "Close")
    press(host, "Resume")
    # the server's computer plays the guest's turn, and the table comes back to the host
    pump([host], lambda: mine.match.seq > seq and mine.match.awaited() == 0 and settled(mine),
         what="the computer's move")
    assert mine.connection_words(1).startswith("computer")
    assert "Waiting" not in mine.bar_text
    # the guest comes back: their own table says a computer plays their seat (a play-test saw
    # only its moves under their name)
    back = reopen_table(guest)
    pump([guest], lambda: "handed your seat" in back.bar_text, what="the guest to be told")
    assert back.bar_text == "The host handed your seat to a computer (Hard); only they can give it back."
    assert back.connection_words(1) == "computer (Hard) (you)"
    # the players panel's "plays" column says the computer's level there, as the host's window
    # does, not "you" (a play-test read "you" beside the bar's words)
    assert mine.seat_words(1) == (True, "Hard")
    assert back.seat_words(1) == (True, "Hard") and back.player_lines[1][4] == (True, "Hard")
    assert back.seat_words(0) == (False, "Human")
    from driver import recorded_texts

    texts = recorded_texts(monkeypatch)
    guest.full_frame = True
    guest.render()
    plays = back.layout.zone("players")
    column = [t for t, r in texts if plays.colliderect(r) and r.x >= plays.x + 360]   # (its "plays" column)
    assert "Hard" in column and "you" not in column, column
    # and the host gives it back: the seat waits for its person again
    press(host, "Menu")
    press(host, "Players and seats")
    players = host.top
    press(host, "Hand to a person")
    assert "invitation" in players.message         # what the seat does now is said...
    pump([host], lambda: "Asked" not in players.message, what="the server's answer")
    assert "invitation" in players.message         # ...and still said once the server answers
    pump([host, guest], lambda: mine.match.kind_of(1) == "human" and back.match.kind_of(1) == "human",
         what="the seat to be a person's again")
    assert mine.connection_words(1) == "online"               # (the guest came back meanwhile)
    pump([host, guest], lambda: "handed your seat" not in back.bar_text, what="the guest's own seat again")
    assert back.player_lines[1][4] == (False, "you")


def test_undo_takes_back_a_move_on_the_server_too(server, windows):
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    chooser = random.Random(11)
    app, table = to_move(pairs)
    other = theirs if table is mine else mine
    before, seq = table.state.to_position(), table.match.seq
    legal = [a for a in table.state.legal_actions() if table.hint_rects(a)]
    from online_windows import click_move

    click_move(app, table, chooser.choice(legal))
    assert table.match.can_undo() and len(table.match.mine) == 1
    press(app, "Undo")                       # at once on this table ...
    assert table.state.to_position() == before
    assert table.message is not None and table.message[0].startswith("Undone")
    to_move(pairs)                           # ... and on the server: a move and its undo
    assert table.match.seq == seq + 2 and other.match.seq == seq + 2
    assert table.state.to_position() == before
    assert not table.match.can_undo()


def test_a_table_left_before_end_turn_reopens_from_my_tables_waiting_for_it(server, windows):
    """Over days: the host ends a turn's move, leaves without pressing End turn, and finds the
    table again in My online tables ("Your turn"), opened with End turn offered."""
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    chooser = random.Random(2)
    app, table = to_move(pairs)
    while table is not mine:
        play_turn(app, table, chooser)
        app, table = to_move(pairs)
    from online_windows import click_move

    def reveals(action) -> bool:   # (asked of the rules: such a move could not be undone)
        trial = copy.deepcopy(mine.state)
        trial.apply(action)
        return trial.reveal_count != mine.state.reveal_count

    while not mine.turn_done:   # the host's moves up to the one that ends its turn, none revealing
        legal = [a for a in mine.state.legal_actions() if mine.hint_rects(a)]
        click_move(host, mine, chooser.choice([a for a in legal if not reveals(a)] or legal))
        pump([host], lambda: settled(mine), what="the host's move")
    press(host, "Menu")
    press(host, "Leave the table")
    assert type(host.top).__name__ == "OnlineMenuScene"
    press(host, "My online tables")
    tables = host.top
    code = mine.entry["table"]
    pump([host], lambda: any(e["table"] == code and e["seat"] == 1 and tables.row_words(e)[2] for _r, e in tables.rows),
         what="Your turn in my tables")
    row = next(rect for rect, e in tables.rows if e["table"] == code and e["seat"] == 1)
    click(host, row.center)
    pump([host], lambda: is_table(host), what="the table again")
    again = host.top
    assert again.turn_done and "End turn" in [b.label for b in again._live_bar_buttons()]
    if not again.match.server_undo:        # (only when every move of the turn had to reveal a card)
        press(host, "End turn")
        return
    assert again.match.can_undo()          # the move is this seat's and nothing was revealed
    seq = again.match.seq
    press(host, "Undo")                    # taken back on the server (no position of it was kept here)
    pump([host, guest], lambda: settled(again) and again.match.seq == seq + 1 and theirs.match.seq == seq + 1,
         what="the undo on the server")
    assert not again.turn_done and again.match.awaited() == 0
    while again.match.awaited() == 0:      # the turn played again, to its End turn
        play_turn(host, again, chooser)
        pump([host], lambda: settled(again), what="the host's move")
    pump([guest], lambda: settled(theirs) and theirs.match.seq == again.match.seq, what="the guest to see it")
    assert theirs.match.awaited() == 1


def test_a_computer_seat_from_the_start_handed_to_a_person_says_how_it_is_taken(server, windows):
    """A seat a computer played from the start has no person: handed to one, it is open, and the
    players screen says the invitation takes it (a play-test: nothing said what happened)."""
    host = windows()
    host_table(host, server.url, "Koinobori", second="Easy")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    mine = host.top
    pump([host], lambda: mine.match.status_of(1) == "computer", what="the computer's seat")
    press(host, "Menu")
    press(host, "Players and seats")
    players = host.top
    assert players.seat_words(1) == "computer (Easy)"
    press(host, "Hand to a person")
    pump([host], lambda: mine.match.status_of(1) == "free", what="the seat to be open")
    assert players.seat_words(1) == "open: anyone with the invitation may join"
    press(host, "Hand to a computer…")           # and back, at a level of the host's choosing
    press(host, "Normal")
    pump([host], lambda: mine.match.kind_of(1) == "normal", what="the seat to be Normal's")


def test_while_a_seat_s_end_turn_is_awaited_the_other_window_shows_that_seat(server, windows):
    """The other window said "Waiting for Hanako to end their turn…" beside the next seat's
    shape, and highlighted the next seat (a play-test): both show the seat waited for."""
    from online_windows import click_move

    pairs = meet(server, windows, "Koinobori")
    chooser = random.Random(9)
    for _n in range(40):
        app, table = to_move(pairs)
        other = next(t for _a, t in pairs if t is not table)
        mover = table.match.seat
        legal = [a for a in table.state.legal_actions() if table.hint_rects(a)]
        click_move(app, table, chooser.choice(legal))
        if table.turn_done:
            break
    else:
        raise AssertionError("no turn-ending move made")
    apps = [a for a, _t in pairs]
    pump(apps, lambda: other.match.awaited() == mover and other.state.current_player() != mover,
         what="the other window to wait for the mover's End turn")
    pump(apps, lambda: "to end their turn" in other.bar_text, what="the waiting words")
    assert other._bar_seat == mover and other.seat_on_turn() == mover
    press(app, "End turn")
    pump(apps, lambda: other.match.awaited() != mover, what="the turn to pass")
    assert other.seat_on_turn() == other.state.current_player()


def test_a_move_that_reveals_cards_is_refused_while_the_server_is_down(server, windows):
    """A play-test: with the server killed, a take from Koinobori's draw row refilled it at
    once with cards this window made up (its deck is a stand-in), shown face up.  Such a move
    is now refused in one sentence while the connection is down, the table unchanged; a move
    that reveals nothing is made and waits, as before; once back, the refused move can be made."""
    from online_windows import click_move

    def reveals(action) -> bool:
        trial = copy.deepcopy(mine.state)
        trial.apply(action)
        return trial.reveal_count != mine.state.reveal_count

    def ready() -> bool:
        return mine.state.is_over() or (settled(mine) and mine.match.awaited() == 0 and not mine.turn_done)

    # The server draws the deal; about one in two hundred games never offers, at the host's
    # turn, both a move that reveals and one that does not: then a new table is hosted.
    chooser = random.Random(5)
    for _table in range(4):
        host = windows()
        host_table(host, server.url, "Koinobori", second="Easy")
        press(host, "Go to the table")
        pump([host], lambda: is_table(host), what="the host's table")
        mine = host.top
        while True:   # the host's turn, with a move that reveals and one that does not
            pump([host], ready, what="the host's turn")
            if mine.state.is_over():
                break
            legal = [a for a in mine.state.legal_actions() if mine.hint_rects(a)]
            showing = [a for a in legal if reveals(a)]
            quiet = [a for a in legal if not reveals(a)]
            if showing and quiet:
                break
            play_turn(host, mine, chooser)
        if not mine.state.is_over():
            break
    else:
        raise AssertionError("no turn of four games offered both kinds of move")
    server.kill()
    pump([host], lambda: mine.link_status != "online", what="the host to notice")
    position, changes = mine.state.to_position(), len(mine.match.actions)
    click_move(host, mine, showing[0])
    assert mine.message is not None and mine.message[0] == \
        "This move shows new cards: it can be made once the server is back."
    assert mine.state.to_position() == position and len(mine.match.actions) == changes
    assert mine.session.waiting_moves == 0            # nothing was sent
    click_move(host, mine, quiet[0])                  # a move that shows nothing: made, and waits
    assert len(mine.match.actions) > changes and mine.session.waiting_moves > 0
    server.start()
    pump([host], lambda: mine.link_status == "online" and settled(mine), what="the host to be back")
    if not mine.turn_done and mine.match.awaited() == 0:   # the turn goes on: a revealing move is made now
        legal = [a for a in mine.state.legal_actions() if mine.hint_rects(a) and reveals(a)]
        if legal:
            before = mine.match.seq
            click_move(host, mine, legal[0])
            pump([host], lambda: settled(mine) and mine.match.seq > before, what="the revealing move")


def test_after_a_revealing_move_no_move_is_chosen_from_stand_in_cards(server, windows):
    """After a move that drew or revealed, this window's cards are a stand-in until the server's
    state arrives: a second move in that moment would be chosen from guessed cards (the display
    refilled after a take shows a made-up card), so it waits, in one sentence."""
    host = windows()
    host_table(host, server.url, "Pondscape", second="Easy")   # (its take refills the display mid-turn)
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    mine = host.top

    def reveals(action) -> bool:   # ... and the turn goes on after it
        trial = copy.deepcopy(mine.state)
        trial.apply(action)
        return (trial.reveal_count != mine.state.reveal_count and trial.turn_id == mine.state.turn_id
                and trial.current_player() == 0)

    chooser = random.Random(3)
    for _turn in range(60):
        pump([host], lambda: settled(mine) and mine.match.awaited() == 0 and not mine.turn_done,
             what="the host's turn")
        showing = [a for a in mine.state.legal_actions() if mine.hint_rects(a) and reveals(a)]
        if showing:
            break
        play_turn(host, mine, chooser)
    else:
        raise AssertionError("no revealing move offered")
    assert mine.act(showing[0])                          # made here, sent; nothing heard yet
    assert mine.match.reveal_until is not None
    later = mine.state.legal_actions()
    assert later and not mine.turn_done
    assert mine.match.check(later[0]) == "Waiting for the server to show the new cards…"
    pump([host], lambda: mine.match.reveal_until is None, what="the server's state with the real cards")
    assert mine.match.shown >= mine.match.expect - 1


def hand_away_guest_to(host, mine, guest, level: str) -> None:
    """The guest leaves the table; the host hands their seat to a computer at `level`."""
    press(guest, "Menu")
    press(guest, "Leave the table")
    pump([host], lambda: mine.match.status_of(1) == "away", what="the guest to be away")
    press(host, "Menu")
    press(host, "Players and seats")
    press(host, "Hand to a computer…")
    press(host, level)
    pump([host], lambda: mine.match.status_of(1) == "computer", what="the seat to be a computer's")



@pytest.mark.parametrize("title", ["Paddy", "Ladybird"])
def test_a_seat_handed_to_a_computer_says_its_level_in_its_own_players_panel(server, windows, monkeypatch, title):
    """Paddy's and Ladybird's players panels draw a computer's level under (or beside) its
    name; the guest's own seat, once the host hands it to a computer, is drawn so too in the
    guest's window, as in the host's (a play-test saw a bare name there)."""
    from driver import recorded_texts

    (host, mine), (guest, theirs) = meet(server, windows, title)
    hand_away_guest_to(host, mine, guest, "Hard")
    press(host, "Close")
    press(host, "Resume")
    back = reopen_table(guest)
    pump([guest], lambda: "handed your seat" in back.bar_text, what="the guest to be told")
    assert back.computer_level(1) == mine.computer_level(1) == "hard"
    assert back.computer_level(0) is None
    texts = recorded_texts(monkeypatch)
    for app in (host, guest):
        app.full_frame = True
        app.render()
        # the level on its own line under the name, or as a badge beside a long one
        drawn = [t for t, _r in texts]
        assert "Computer, Hard" in drawn or ("CPU" in drawn and "Hard" in drawn), drawn
        texts.clear()
