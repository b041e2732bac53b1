"""A change of language at an online table connects again, in the new words (the server writes
the log and prompts in the connection's language).  A move made at once, while that new
connection is still being made, waits for it to be attached to the seat: sent between a bare
connection and its attach, the server refused it as unattached, and the table lost the move or
its End turn (a CI run timed out waiting for a turn that never came back).  A real server on
loopback, a real window."""
from __future__ import annotations

import random

from game import i18n
from online_windows import data, pump, server, settled, windows  # noqa: F401  (fixtures)
from test_online_moves import _computer_table


def test_a_move_made_during_the_language_change_reaches_the_server_once(server, windows, data):
    host, mine = _computer_table(server, windows, "Ladybird")
    pump([host], lambda: settled(mine) and mine.match.awaited() == 0, what="the host's turn")
    heard = []
    polled = mine.session.poll

    def poll():
        events = polled()
        heard.extend(events)
        return events

    mine.session.poll = poll
    seq = mine.match.seq
    i18n.set_language("ja")
    mine.language_changed()                 # the new connection is on its way...
    action = random.Random(1).choice(mine.state.legal_actions())
    assert mine.act(action)                 # ...and the move is made now, not after it
    refused = lambda: [e for e in heard if e.get("type") == "error"]   # noqa: E731
    pump([host], lambda: refused() or mine.match.sent is None and settled(mine) and mine.match.seq > seq,
         what="the move's state")
    assert not refused(), refused()
    if mine.turn_done:                      # its End turn too
        ended = mine.match.seq
        mine.end_turn()
        pump([host], lambda: refused() or settled(mine) and mine.match.seq > ended, what="the End turn's state")
        assert not refused(), refused()
        assert not mine.turn_done
    moves = [m for e in heard if e.get("type") == "state" for m in e.get("moves") or []]
    made = [m["action"] for m in moves if m.get("seat") == 1 and m.get("kind") == "act"]
    assert made == [action.to_json()]       # it reached the server, once
    # the table speaks Japanese now (the server's prompt in the bar)
    assert any("\u3040" <= ch <= "\u30ff" for ch in mine.bar_text), mine.bar_text
