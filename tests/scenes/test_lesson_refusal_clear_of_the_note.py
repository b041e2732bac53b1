"""Paddy's lesson, step 5 (a play-test at 1024x600): "Done: no waterfall" chosen instead of the
event card E was refused in a red box beside the button that covered the lesson's note and
repeated its words.  The refusal now names the taught move (once "the one its note describes")
and stands clear of it, at both sizes and in both languages."""
from __future__ import annotations

import pytest

import at_scale
import driver
from game import i18n
from game.rules.paddy import PlayEvent
from game.rules.registry import TITLES
from game.scenes.common.table import TableScene
from game.ui import draw


@pytest.fixture(autouse=True)
def scaled_clicks(monkeypatch):
    import test_hints
    import test_tutorial_scene

    for module in (driver, test_hints, test_tutorial_scene):
        monkeypatch.setattr(module, "click", at_scale.click, raising=False)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_done_refused_at_the_event_step_stands_clear_of_the_note(lang, size, monkeypatch):
    from test_tutorial_scene import play_through

    i18n.set_language(lang)
    boxes = []
    real = draw._callout_paint
    monkeypatch.setattr(draw, "_callout_paint", lambda surface, rect, images, colour: (
        boxes.append((pygame_rect(rect), [line for line, _image in images])), real(surface, rect, images, colour))[1])
    app = at_scale.app_at(size)
    app.go_home()
    app.render()
    at_scale.click(app, app.top.layout.zone(f"learn_{list(TITLES).index('paddy')}").center)
    table = app.find(TableScene)
    guide = table.lesson
    play_through(app, table, lambda: isinstance(guide.expected(), PlayEvent))
    step = guide.lesson.step(table.match)
    done = table.layout.zone("btn_done")
    moves = len(table.match.actions)
    at_scale.click(app, done.center)
    assert len(table.match.actions) == moves, "Done was not refused"
    words = table.message[0]
    assert words == i18n._("That move is allowed, but the lesson asks for another one now: "
                           "“{move}”.").format(move=table.match.state.describe_action(step.action))
    assert i18n._(step.say)[:20] not in words
    boxes.clear()
    app.full_frame = True
    app.render()
    shown = [rect for rect, lines in boxes if lines and words.startswith(lines[0])]
    assert shown, boxes
    assert not shown[-1].colliderect(guide.panel), (shown[-1], guide.panel)


def pygame_rect(rect):
    import pygame

    return pygame.Rect(rect)
