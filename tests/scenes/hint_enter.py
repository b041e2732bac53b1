"""H, then Enter, for every kind of hinted move of a title (a play-test, 2026-12-06: Paddy's
Enter after "Place an animal on D2 from the reserve" did nothing with the ring on the reserve
and a second Enter cleared the hint; after "play event C" it only said how Enter is used).
The hint is the one the hint worker would deliver (`_hint_arrived`), chosen among the legal
moves so that every kind is met; every key is a real key event."""
from __future__ import annotations

import random

import pygame

from driver import advance, key, make_app
from game.rules.base import Setup
from game.scenes import registry
from game.scenes.common.table import TableScene
from test_hints import settle

DECISIONS = 400


def mouse_moved(app, pos=(3, 3)) -> None:
    """The mouse used last: the ring hides."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    app.step()


def table_with_a_hint_of(title: str, wanted, seed: int, players=("Ana", "Ben"), size=None, ready=None):
    """A table (humans only) played by random legal moves until the person at the screen may
    make a move `wanted(action)` accepts (and `ready(table, action)`, if given, says the table
    is as wanted); (app, table, that move), or None."""
    app = make_app(size)
    registry.start_new(app, Setup(title, players, 0), seed)
    table = app.find(TableScene)
    chooser = random.Random(seed)
    for _ in range(DECISIONS):
        settle(app, table)
        st = table.state
        if st.is_over():
            return None
        table.input_grace = 0
        legal = st.legal_actions()
        if st.current_player() == table.viewer and table._hint_possible():
            fits = [a for a in legal if wanted(a) and (ready is None or ready(table, a))]
            if fits:
                return app, table, chooser.choice(fits)
        table.act(chooser.choice(legal))
    return None


def enter_makes_the_hinted_move(app, table, action, ring: bool) -> None:
    """The hint `action` arrives; with the ring hidden one Enter makes it whole; with the ring
    shown (it goes where the move begins) each Enter makes the move or its next part, never
    nothing and never the hint put away, until the move is made."""
    table.input_grace = 0
    moves = len(table.match.actions)
    if ring:
        key(app, pygame.K_TAB)
        assert app.focus.shown
    else:
        mouse_moved(app)
        assert not app.focus.shown
    table._hint_arrived(action, None)
    app.render()
    presses = 0
    while len(table.match.actions) == moves:
        assert table.hinted == action, f"the hint was put away after {presses} Enter: {table.message}"
        assert presses <= (0 if not ring else len(table.hint_rects(action)) + 1), \
            f"{presses} Enter did not make {action}: {table.message and table.message[0]}"
        key(app, pygame.K_RETURN)
        advance(app, 50)
        presses += 1
    assert table.match.actions[moves] == action, (table.match.actions[moves:], action)


def of_kind(cls, src=None):
    """A `wanted` for `table_with_a_hint_of`: moves of class `cls` (Paddy's PlaceAnimal: from
    the reserve when `src` is "reserve", an animal on the board moved when "board")."""
    def wanted(action) -> bool:
        if type(action) is not cls:
            return False
        if src is not None:
            return (action.src < 0) == (src == "reserve")
        return True
    wanted.__name__ = cls.__name__ + (f"-{src}" if src else "")
    return wanted


def check_title(title: str, wanted, ring: bool) -> None:
    for seed in (1, 2, 3, 4, 5):
        got = table_with_a_hint_of(title, wanted, seed)
        if got is not None:
            break
    assert got is not None, f"no {wanted.__name__} to hint in {title}"
    app, table, action = got
    enter_makes_the_hinted_move(app, table, action, ring)
    pygame.quit()
