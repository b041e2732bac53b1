"""While another seat's turn-ending move waits for its End turn, the rules' current player is
already the next seat, but the server still waits for the mover.  A play-test saw the next
seat's window glow its hand and the draw row (Koinobori), show the "take a card" instructions
(Pondscape) and pick up cards with an active "Put the cards back" (Paddy) beside "Waiting for
Ana to end their turn…".  Two windows on a real loopback server, real clicks: nothing of the
next seat's turn shows in its window until the mover's End turn arrives, then it does."""
from __future__ import annotations

import random

import pytest

from driver import recorded_texts
from online_windows import (click_move, clickable, press, pump, server, settled,  # noqa: F401
                            windows)  # (server, windows: the shared fixtures)
from test_online_windows import meet, to_move

# Paddy's buttons that are always there (the others are the seat's moves)
PADDY_ALWAYS = {"Harvest now?", "Numbers: on", "Numbers: off"}


def shows_moves(table) -> list[str]:
    """What of its own turn the table shows now (legal highlights, a move's instructions, a card
    picked up, a move's button): empty when it only waits."""
    shown = []
    title = table.title_id
    if title == "koinobori":
        shown += [name for name in ("take_ok", "hand_ok", "targets", "move_sources", "steal_ok", "refresh_ok")
                  if getattr(table, name)]
        if table._turn_line():
            shown.append(table._turn_line())
    elif title == "pondscape":
        if table.phase is not None:
            shown.append(f"phase {table.phase}")
        shown += [name for name in ("legal_slots", "legal_cells", "legal_foods", "jump_targets") if getattr(table, name)]
    elif title == "paddy":
        shown += [name for name in ("legal", "card_ok", "event_ok") if getattr(table, name)]
        if table.sel_card is not None or table.sel_half is not None:
            shown.append("a card picked up")
        shown += [b.label for b in table.buttons if b.label not in PADDY_ALWAYS and not b.label.startswith("Harvests")]
    elif title == "ladybird":
        shown += [name for name in ("legal", "hand_ok", "pool_ok", "orchard_ok") if getattr(table, name)]
    return shown


def drawn(app, texts) -> list[str]:
    """The texts one frame of `app` draws."""
    del texts[:]
    app.full_frame = True
    app.render()
    return [t for t, _r in texts]


@pytest.mark.parametrize("title_name", ["Koinobori", "Pondscape", "Paddy", "Ladybird"])
def test_the_next_seat_only_waits_until_the_movers_end_turn(server, windows, monkeypatch, title_name):
    pairs = meet(server, windows, title_name)
    apps = [a for a, _t in pairs]
    chooser = random.Random(3)
    for _n in range(80):
        app, table = to_move(pairs)
        other_app, other = next((a, t) for a, t in pairs if t is not table)
        legal = [a for a in table.state.legal_actions() if clickable(table, a)]
        click_move(app, table, chooser.choice(legal))
        if table.match.sent is not None:   # (a move that shows new cards shows with the server's state)
            pump([app], lambda: table.match.sent is None, what="the server's cards")
        if table.turn_done:
            if table.state.current_player() == other.match.seat:
                break
            press(app, "End turn")
    else:
        raise AssertionError("no turn ending that hands over to the other seat")
    mover = table.match.seat
    pump(apps, lambda: settled(table) and other.match.seq == table.match.seq and settled(other),
         what="the other window to see the move")
    # the rules already name the other seat; the server waits for the mover's End turn
    assert other.state.current_player() == other.match.seat and other.match.awaited() == mover
    assert "to end their turn" in other.bar_text
    texts = recorded_texts(monkeypatch)
    words = drawn(other_app, texts)
    assert shows_moves(other) == [], shows_moves(other)
    if title_name == "Pondscape":   # (its instructions panel)
        assert not any(w.startswith("Take a card") for w in words), words
    heard = len(other_app.sound.requests)
    press(app, "End turn")
    pump(apps, lambda: other.match.awaited() == other.match.seat and settled(other), what="the turn to pass")
    assert list(other_app.sound.requests)[heard:].count("your_turn") == 1, list(other_app.sound.requests)[heard:]
    words = drawn(other_app, texts)
    assert shows_moves(other), "after the End turn the seat's moves show"
    if title_name == "Pondscape" and other.state.phase == "take":
        assert any(w.startswith("Take a card") for w in words), words
