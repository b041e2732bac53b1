"""A move of this window's seat that shows new cards (Koinobori's take that refills the draw
row, a Refresh, a Steal), made by real clicks against a real table server on loopback: between
the click and the server's answer the window draws no card it made up.  This seat's position
re-deals what it cannot see, so applying the move here would draw stand-in cards for one
round trip (a play-test saw them flash); the window shows the last real state until the
server's state brings the real cards, then plays the move from it.

The server's answer is held back from the table (its session's `poll` returns nothing, as a
slow network would) until it has arrived, so the frame drawn in the gap is drawn with the
real answer already known to the test, whatever the machine's speed."""
from __future__ import annotations

import random
import time

from game.rules.koinobori import PlayToOwnPole
from online_windows import (WAIT_S, clickable, click_move, data, play_turn, press, pump, server,  # noqa: F401
                            settled, windows)  # (data, server, windows: the shared fixtures)
from test_online_moves import _computer_table


def test_a_revealing_move_draws_no_made_up_card_before_the_servers_answer(server, windows, data):
    host, mine = _computer_table(server, windows, "Koinobori")
    drawn: list[int] = []
    original = mine.art.face
    mine.art.face = lambda card, size: drawn.append(card) or original(card, size)

    def faces() -> set[int]:
        drawn.clear()
        host.render()
        return set(drawn)

    chooser = random.Random(5)
    for _turn in range(60):
        pump([host], lambda: settled(mine) and (mine.match.awaited() == 0 or mine.state.is_over()),
             what="the host's turn")
        assert not mine.state.is_over(), "no move of the host's ever showed new cards"
        legal = [a for a in mine.state.legal_actions() if clickable(mine, a)]
        revealing = [a for a in legal if mine.match.reveals(a) and not isinstance(a, PlayToOwnPole)]
        if revealing:
            break
        play_turn(host, mine, chooser)
    else:
        raise AssertionError("no move of the host's ever showed new cards")
    action = chooser.choice(revealing)
    mine.settle()
    before_row, before_hand = list(mine.state.row), list(mine.state.hands[0])
    shown_before = faces()

    # the server's answer waits in the session until the test lets the table read it
    held, real_poll = [True], mine.session.poll
    mine.session.poll = lambda: [] if held[0] else real_poll()
    seq = mine.match.seq
    click_move(host, mine, action)
    assert mine.match.reveal_until == seq + 1   # sent: the state after it brings the real cards
    end = time.monotonic() + WAIT_S
    while not any(e.get("type") == "state" and e["seq"] > seq for e in list(mine.session._inbox.queue)):
        assert time.monotonic() < end, "the server never answered the move"
        time.sleep(0.01)
    answer = next(e for e in list(mine.session._inbox.queue) if e.get("type") == "state" and e["seq"] > seq)

    # the gap: the server's state has come but is not read yet
    host.step()
    in_gap = faces()
    assert in_gap <= shown_before, f"cards drawn before the server's answer: {sorted(in_gap - shown_before)}"
    assert mine.state.row == before_row and mine.state.hands[0] == before_hand   # the last real state
    assert mine.match.check(action) is not None   # and no further move meanwhile
    assert mine.match.sent == action              # (played once its state is read)

    # the answer read: the move is played from the real cards
    held[0] = False
    pump([host], lambda: mine.match.sent is None and mine.match.shown >= answer["seq"], what="the move shown")
    real = mine.match.state_type.from_position(dict(answer["position"], log=[]))
    if mine.match.shown == answer["seq"]:   # (no later state came meanwhile)
        assert mine.state.row == real.row and mine.state.hands[0] == real.hands[0]
    assert (mine.state.row, mine.state.hands[0]) != (before_row, before_hand)   # the move is shown
    if mine.turn_done:
        press(host, "End turn")
    pump([host], lambda: settled(mine), what="the host's move to settle")
