"""After each step of a lesson the focus ring goes to the place the step outlines (a play-test,
Paddy's lesson at 1024x600 by the keyboard): after Next on the first note the ring went to the
nearest button, "Harvest now?", and the next Enter opened the harvest preview instead of taking
the outlined 3-plot card; after Done and after the event card E it stood on "Done: no
waterfall", and Enter there was refused with "That move is allowed, but the lesson asks for
another one now"."""
from __future__ import annotations

import pygame
import pytest

import at_scale
import driver
from driver import key
from game.rules.registry import TITLES
from game.scenes.common.table import TableScene
from keyboard import focused


@pytest.fixture(autouse=True)
def scaled_clicks(monkeypatch):
    import test_hints
    import test_tutorial_scene

    for module in (driver, test_hints, test_tutorial_scene):
        monkeypatch.setattr(module, "click", at_scale.click, raising=False)


def paddy_lesson_at_1024():
    app = at_scale.app_at((1024, 600))
    app.go_home()
    app.render()
    at_scale.click(app, app.top.layout.zone(f"learn_{list(TITLES).index('paddy')}").center)
    table = app.find(TableScene)
    assert table is not None and table.lesson is not None
    return app, table


def test_enter_on_next_puts_the_ring_on_the_outlined_card_not_on_harvest_now():
    app, table = paddy_lesson_at_1024()
    guide = table.lesson
    key(app, pygame.K_TAB)
    app.render()
    assert guide.lesson.waiting_note(table.match) and focused(app).group == "lesson"
    key(app, pygame.K_RETURN)   # Next
    app.render()
    expected = guide.expected()
    assert expected is not None
    here = focused(app)
    first = table.move_begins_at(expected)[0]
    assert first.collidepoint(here.at), f"the ring stands on {here.key!r}, not on the outlined card"
    key(app, pygame.K_RETURN)
    app.render()
    assert table.show_harvest is None, "Enter opened the harvest preview"
    assert table.sel_card == expected.card, "Enter did not take the outlined card"


def test_after_every_step_the_ring_stands_where_the_taught_move_begins():
    from test_tutorial_scene import play_through

    app, table = paddy_lesson_at_1024()
    guide = table.lesson
    key(app, pygame.K_TAB)
    seen = {"steps": set(), "last": None}

    def each_frame() -> bool:
        number = guide.lesson.index(table.match)
        expected = guide.expected()
        if (number == seen["last"] or expected is None or table.turn_done or not table._person_to_act()
                or table.input_grace > 0):
            return False
        seen["last"] = number
        app.render()
        here = focused(app)
        assert here is not None
        starts = table.move_begins_at(expected)
        assert any(r.collidepoint(here.at) for r in starts), (
            f"step {number}: the ring stands on {here.key!r}, not where {expected!r} begins")
        seen["steps"].add(number)
        return False

    play_through(app, table, each_frame)
    assert len(seen["steps"]) >= 5, seen
