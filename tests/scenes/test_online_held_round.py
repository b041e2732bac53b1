"""A play-test (2026-12-06, o8): Pondscape online, the guest played the last turn of round 2 and
had not pressed End turn yet: the guest's window said "Round 2 of 15", the host's "Round 3/15"
(the rules' next round), and went back to 2 on the guest's Undo.  Every window names the round
of the turn under way, the held one, until its End turn.  Two windows (and a watcher) on a real
loopback server (and a watcher opened on the held turn end), real clicks."""
from __future__ import annotations

import random
import re

import pytest

from driver import recorded_texts
from online_windows import (click_move, clickable, host_table, is_table, join_table, press, pump, server,  # noqa: F401
                            settled, watch_table, windows)  # (server, windows: the shared fixtures)
from test_online_windows import to_move


def rounds_drawn(app, texts) -> set[int]:
    """The round numbers a whole frame of `app` draws ("Round 2 of 15" on the board, and in
    the bar where it has room)."""
    del texts[:]
    app.top.full_frame = True
    app.render()
    return {(int(m.group(1)), t) for t, _r in texts for m in [re.match(r"Round (\d+)", t)] if m}


def test_every_window_names_the_held_turn_s_round_until_end_turn(server, windows, monkeypatch):
    host, guest, watcher = windows(), windows(), windows()
    shared = host_table(host, server.url, "Pondscape")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    join_table(guest, shared["address"], shared["code"], "Hanako")
    pump([host, guest], lambda: is_table(guest), what="the guest's table")
    watching = watch_table(watcher, shared["watch"])
    pairs = [(host, host.top), (guest, guest.top)]
    apps = [host, guest, watcher]
    texts = recorded_texts(monkeypatch)
    chooser = random.Random(4)
    for _n in range(200):   # turns up to one that ends a round (no End turn for it yet)
        app, table = to_move(pairs)
        before = table.state.round_number()
        legal = [a for a in table.state.legal_actions() if table.hint_rects(a)]
        click_move(app, table, chooser.choice(legal))
        if table.match.sent is not None:   # (a move that shows new cards shows with the server's state)
            pump([app], lambda: table.match.sent is None, what="the server's cards")
        if table.turn_done and table.state.round_number() != before:
            break
        if table.turn_done:
            press(app, "End turn")
    else:
        raise AssertionError("no round-ending move made")
    other = next(t for _a, t in pairs if t is not table)
    pump(apps, lambda: settled(table) and other.match.seq == watching.match.seq == table.match.seq,
         what="the others to see the move")
    assert other.match.awaited() == table.match.seat == watching.match.awaited()
    for shown in (table, other, watching):
        assert shown.round_shown() == before, type(shown).__name__
    for window in apps:
        drawn = rounds_drawn(window, texts)
        assert {r for r, _t in drawn} == {before}, (window.top.match.seat, drawn)
    # a window opened on the held turn end (no move of it played there) names its round too
    late = windows()
    latecomer = watch_table(late, shared["watch"])
    pump([late], lambda: latecomer.match.seq == table.match.seq, what="the late watcher")
    assert latecomer.match.awaited() == table.match.seat
    drawn = rounds_drawn(late, texts)
    assert {r for r, _t in drawn} == {before}, drawn
    apps.append(late)
    press(app, "End turn")
    pump(apps, lambda: settled(table) and other.match.seq == watching.match.seq == table.match.seq
         == latecomer.match.seq and other.match.awaited() != table.match.seat, what="the turn to pass")
    for window in apps:
        drawn = rounds_drawn(window, texts)
        assert {r for r, _t in drawn} == {before + 1}, (window.top.match.seat, drawn)


@pytest.mark.parametrize("title_name", ["Ladybird", "Paddy", "Koinobori"])
def test_the_bar_s_round_line_agrees_across_windows_while_a_turn_end_waits(server, windows, title_name):
    """The other titles: while a turn end waits, every window's round / phase line for it (before
    a bar gives part of it up for its prompt) is the mover's (Paddy: the cycle and "End of turn";
    Ladybird: the day and round, which its rules keep until the End turn; Koinobori: none)."""
    host, guest, watcher = windows(), windows(), windows()
    shared = host_table(host, server.url, title_name)
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    join_table(guest, shared["address"], shared["code"], "Hanako")
    pump([host, guest], lambda: is_table(guest), what="the guest's table")
    watching = watch_table(watcher, shared["watch"])
    pairs = [(host, host.top), (guest, guest.top)]
    apps = [host, guest, watcher]
    chooser = random.Random(3)
    ends = 0
    for _n in range(400):   # (until six turn ends: a Paddy turn is several moves, how many by the deal)
        app, table = to_move(pairs)
        legal = [a for a in table.state.legal_actions() if clickable(table, a)]
        if legal:
            click_move(app, table, chooser.choice(legal))
        else:   # (Paddy's paddy tile: placed through the table's act, as its clicks end in)
            table.act(chooser.choice(table.state.legal_actions()))
        if table.match.sent is not None:
            pump([app], lambda: table.match.sent is None, what="the server's cards")
        if not table.turn_done:
            continue
        other = next(t for _a, t in pairs if t is not table)
        pump(apps, lambda: settled(table) and other.match.seq == watching.match.seq == table.match.seq,
             what="the others to see the move")
        ends += 1
        mover_line = table.held_status_text()
        assert other.held_status_text() == mover_line == watching.held_status_text(), title_name
        press(app, "End turn")
        if ends >= 6:
            break
    assert ends >= 6
