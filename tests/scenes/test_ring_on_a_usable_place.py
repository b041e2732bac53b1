"""After a move the focus ring does not stay on a thing of the table that no move uses now (a
keyboard play-test: Koinobori's ring on the empty place above a pole once the plays were spent,
Ladybird's on an emptied pool slot, a Paddy lesson's on the reserve while cards were to be
chosen).  It goes to the nearest place some legal move is made with (what the hint outlines)."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import key, make_app
from game.rules.base import AUTOMA
from game.scenes.common.handoff import HandoffScene
from keyboard import focused, press, with_key
from test_hints import settle, table_of


def used(table, target) -> bool:
    return any(r.collidepoint(target.at) for a in table.state.legal_actions() for r in table.hint_rects(a))


@pytest.mark.parametrize("title", ["koinobori", "ladybird", "paddy"])
def test_after_each_move_the_ring_stands_on_a_place_a_move_uses(title):
    app = make_app()
    table = table_of(app, title, seed=5)
    key(app, pygame.K_TAB)
    chooser = random.Random(5)
    checked = 0
    for _ in range(24):
        settle(app, table)
        if table.state.is_over():
            break
        if not app.keyboard:
            key(app, pygame.K_TAB)
        here = focused(app)
        table_keys = {t.key for t in table.table_targets()}
        if here is not None and here.key in table_keys:
            assert used(table, here), f"the ring stands on {here.key!r}, which no legal move uses"
            checked += 1
        action = chooser.choice(table.state.legal_actions())
        table.act(action)
        app.step()
    assert checked >= 5


def test_in_the_paddy_lesson_the_ring_goes_to_next_and_to_the_places_taught():
    """Learn to play Paddy, played through: whenever a note waits for Next the ring stands on
    Next (a play-test's stayed on Hint, and Enter asked for a hint); whenever the learner is to
    move and the ring stands on the table, it is on a place the taught move is made with (a
    play-test's stood on the reserve while cards were to be chosen)."""
    from test_tutorial_scene import open_lesson, play_through

    app = make_app()
    table = open_lesson(app, "paddy")
    guide = table.lesson
    seen = {"notes": 0, "moves": 0}

    def each_frame() -> bool:
        here = focused(app)
        if guide.finished() or here is None:
            return False
        if guide.lesson.waiting_note(table.match):
            assert here.group == "lesson" and here.rect == guide.buttons[0].rect, \
                f"a note waits for Next but the ring stands on {here.key!r}"
            seen["notes"] += 1
            return False
        expected = guide.expected()
        table_keys = {t.key for t in table.table_targets()}
        if expected is not None and table._person_to_act() and not table.turn_done and here.key in table_keys:
            rects = table.hint_rects(expected)
            assert any(r.collidepoint(here.at) for r in rects), \
                f"the ring stands on {here.key!r}, which {expected!r} does not use"
            seen["moves"] += 1
        return False

    play_through(app, table, each_frame)
    assert seen["notes"] >= 2 and seen["moves"] >= 2, seen
