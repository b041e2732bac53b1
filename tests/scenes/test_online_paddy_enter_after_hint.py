"""A play-test (2026-12-06, online Paddy, both windows): after H, "Place an animal on D2 from the
reserve", Enter with the ring where the hint put it (the reserve) did nothing and a second Enter
put the hint away; after "play event C", Enter with the mouse used last only said how Enter is
used.  Two windows on a real loopback server, real clicks and keys: each hinted move is made by
Enter, and the other window sees it.  The hint is delivered as the hint worker delivers it."""
from __future__ import annotations

import random

import pygame

from driver import advance, key
from game.rules.paddy import PlaceAnimal, PlayEvent
from hint_enter import mouse_moved
from online_windows import clickable, play_turn, press, pump, server, settled, windows  # noqa: F401 (the fixtures)
from test_online_windows import meet, to_move


def enter_makes(app, table, action, ring: bool, pairs) -> None:
    before, seq = len(table.match.actions), table.match.seq
    if ring:
        key(app, pygame.K_TAB)
    else:
        mouse_moved(app)
    assert app.focus.shown == ring
    table._hint_arrived(action, None)
    app.render()
    key(app, pygame.K_RETURN)
    advance(app, 50)
    assert table.match.actions[before:before + 1] == [action], \
        (table.match.actions[before:], action, table.message)
    apps = [a for a, _t in pairs]
    pump(apps, lambda: all(settled(t) for _a, t in pairs) and len({t.match.seq for _a, t in pairs}) == 1,
         what="both windows to see the hinted move")
    for _a, other in pairs:   # (the server has it: the other window's table moved on)
        assert other.match.seq > seq and other.state.step == table.state.step


def test_online_paddy_enter_makes_the_hinted_event_and_animal(server, windows):
    pairs = meet(server, windows, "Paddy")
    chooser = random.Random(7)
    wanted = {"event": lambda a: isinstance(a, PlayEvent),
              "reserve": lambda a: isinstance(a, PlaceAnimal) and a.src < 0}
    for _ in range(200):
        if not wanted:
            break
        app, table = to_move(pairs)
        table.input_grace = 0
        legal = table.state.legal_actions()
        name = next((n for n, fits in wanted.items() if any(fits(a) for a in legal)), None)
        if name is not None and table._hint_possible():
            fits = wanted.pop(name)
            enter_makes(app, table, chooser.choice([a for a in legal if fits(a)]), name == "reserve", pairs)
            if table.turn_done:
                key(app, pygame.K_RETURN)
            continue
        if any(clickable(table, a) for a in legal):
            play_turn(app, table, chooser)
            continue
        table.act(chooser.choice(legal))   # a tile (no outline to click for it alone)
        pump([app], lambda: table.match.sent is None and settled(table), what="the tile placed")
        if table.turn_done:
            press(app, "End turn")
    assert not wanted, f"never met: {list(wanted)}"
