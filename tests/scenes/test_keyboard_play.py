"""A whole game of every title played by key events alone (issue 30, keyboard play): from the
title menu (the game's card), the setup screen (two people at one screen, a seed typed in),
every move of both seats, the hand-off screens and End turn, to the results screen.

Which move to make is chosen at random among the legal ones; where to press for it is where a
person would click (the hint's outline, game/scenes/<title>/hints.py; Paddy's tile by its
corner plot); the keys that bring the focus ring there are planned with the ring's own moves
and pressed as real events (tests/keyboard.py).  Each move must be the one the rules record."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import advance, key, make_app, type_text
from game.rules.paddy import Done, KeepEvents, PlaceAnimal, PlacePaddy, PlaceWaterfall, PlayEvent, RemoveTile, ReturnAnimal
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.results import ResultsScene
from game.scenes.common.setup import SetupScene
from game.scenes.common.table import TableScene
from keyboard import focused, go_to, on_rect, press, targets, with_key
from titles import AVAILABLE

MAX_DECISIONS = 400


def paddy_step(table, action):
    """The next press for a Paddy move: ("target", key), ("rect", rect) or ("key", K)."""
    st = table.state
    card = {(k, v): rect for k, v, rect in table.hand_cards}
    done = table.layout.zone("btn_done")
    if isinstance(action, KeepEvents):
        for letter in action.letters:
            if letter not in table.draft_pick:
                return ("target", ("card", "event", letter))
        return ("rect", done)
    if isinstance(action, PlacePaddy):
        if table.sel_card != action.card:
            return ("target", ("card", "paddy", action.card))
        if table.sel_half != action.half:
            return ("target", ("card", "half", action.half))
        if action.tile == 0:
            return ("rect", done)
        if action.tile == 3 and table.rotation != action.rotation:
            return ("key", pygame.K_r)
        return ("target", ("plot", action.cell))
    if isinstance(action, (PlaceAnimal, ReturnAnimal)):
        src = action.src if isinstance(action, PlaceAnimal) else action.cell
        dst = ("plot", action.dst) if isinstance(action, PlaceAnimal) else "reserve"
        if src >= 0:
            return ("drag", (("plot", src), dst))   # Space picks the animal up, Enter puts it down
        if table.sel_animal is not None:
            return ("key", pygame.K_ESCAPE)
        return ("target", dst)
    if isinstance(action, PlaceWaterfall):
        return ("target", ("edge", action.cell, action.side))
    if isinstance(action, PlayEvent):
        if action.letter in ("G", "H") and table.sel_event != action.letter:
            return ("target", ("card", "event", action.letter))
        if action.cell >= 0:
            return ("target", ("plot", action.cell))
        return ("target", ("card", "event", action.letter))
    if isinstance(action, RemoveTile):
        cells = st.tiles[action.tile][3]
        keys = {t.key for t in targets(table.app)}
        return ("target", next(("plot", c) for c in cells if ("plot", c) in keys))
    if isinstance(action, Done):
        return ("rect", done)
    raise AssertionError(f"no plan for {action!r}")


def next_press(table, action):
    if table.title_id == "paddy":
        return paddy_step(table, action)
    rects = table.hint_rects(action)
    assert rects, f"nowhere to press for {action!r}"
    return ("rect", rects[0])


def make_move(app, table, action) -> None:
    """Press (by keys) where the move is made until the rules record it."""
    done = len(table.match.actions)
    for _ in range(8):
        kind, what = next_press(table, action)
        if kind == "key":
            key(app, what)
        elif kind == "drag":
            source, destination = what
            go_to(app, with_key(source), repr(source))
            key(app, pygame.K_SPACE)
            assert app.top.focus_ring.held is not None, f"Space did not pick up {source}"
            press(app, with_key(destination), repr(destination))
        elif kind == "target":
            press(app, with_key(what), repr(what))
        else:
            press(app, on_rect(what, targets(app)), f"the place at {what}")
        if len(table.match.actions) > done:
            break
    assert table.match.actions[done:done + 1] == [action], \
        f"keys for {action!r} made {table.match.actions[done:]!r} (message: {table.message})"


def choose(table, chooser: random.Random):
    legal = table.state.legal_actions()
    if table.title_id == "paddy":
        # a game of random moves is long enough: the turn's optional steps are skipped at times
        done = [a for a in legal if isinstance(a, Done)]
        if done and chooser.random() < 0.5:
            return done[0]
    return chooser.choice(legal)


def start_from_the_menu(app, title: str) -> TableScene:
    """Title menu -> the game's card -> setup: 2 seats, both Human, seed 11 -> Start game."""
    app.go_home()
    press(app, with_key(("title", title)), f"the {title} card")
    setup = app.top
    assert isinstance(setup, SetupScene)
    if setup.count != 2:
        press(app, lambda t: any(b.rect == t.rect and b.label == "2" for b in setup.buttons), "the 2-players button")
    for seat in range(2):
        if setup.kinds[seat] != "human":
            human = next(r for r, kind in setup.kind_rects[seat * 4:seat * 4 + 4] if kind == "human")
            press(app, lambda t, r=human: t.rect == r, "Human")
    press(app, lambda t: t.rect == setup.seed_field.rect, "the seed field")
    assert setup.seed_field.focused
    type_text(app, "11")
    key(app, pygame.K_TAB)                  # out of the field
    assert not setup.seed_field.focused
    start = next(b for b in setup.buttons if b.label == "Start game")
    press(app, lambda t: t.rect == start.rect, "Start game")
    table = app.find(TableScene)
    assert table is not None and table.match.seed == 11 and setup.kinds[:2] == ["human", "human"]
    return table


@pytest.mark.parametrize("title", AVAILABLE)
def test_a_whole_game_by_keys_alone(title):
    app = make_app()
    table = start_from_the_menu(app, title)
    chooser = random.Random(5)
    moves = 0
    for _ in range(MAX_DECISIONS * 4):
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, HandoffScene):
            key(app, pygame.K_RETURN)        # "I am … — show my cards"
            continue
        assert top is table, f"{type(top).__name__} came up during the game"
        if table.handoff_wait > 0 or table.input_grace > 0 or table.results_wait > 0:
            advance(app, 1000)
            continue
        if table.state.is_over():
            press(app, with_key("results"), "the results")
            continue
        if table.turn_done:
            assert focused(app).rect == table._end_button.rect, "the ring does not wait on End turn"
            key(app, pygame.K_RETURN)
            continue
        make_move(app, table, choose(table, chooser))
        moves += 1
    assert isinstance(app.top, ResultsScene), f"no results after {moves} moves"
    assert table.state.is_over() and moves >= 10
