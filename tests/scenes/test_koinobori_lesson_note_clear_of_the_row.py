"""Koinobori's lesson, step 4 (a play-test: English at 1280x720, Japanese at 1024x600): the
note, taller than its zone over the log, grew upwards over the draw row.  It now stands clear of
the draw row's cards, of the poles' cards and of the "Your pole" heading (wider, growing down
from the row instead), in both languages at both sizes."""
from __future__ import annotations

import pytest

import at_scale
import driver
from game import i18n
from game.rules.registry import TITLES
from game.scenes.common.table import TableScene
from game.ui import theme


@pytest.fixture(autouse=True)
def scaled_clicks(monkeypatch):
    import test_hints
    import test_tutorial_scene

    for module in (driver, test_hints, test_tutorial_scene):
        monkeypatch.setattr(module, "click", at_scale.click, raising=False)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_step_4_note_leaves_the_draw_row_and_the_poles_in_view(lang, size, monkeypatch):
    from test_tutorial_scene import play_through

    i18n.set_language(lang)
    texts = driver.recorded_texts(monkeypatch)
    app = at_scale.app_at(size)
    app.go_home()
    app.render()
    at_scale.click(app, app.top.layout.zone(f"learn_{list(TITLES).index('koinobori')}").center)
    table = app.find(TableScene)
    guide = table.lesson
    say = next(step.say for step in guide.lesson.script.steps if step.say and "score by 1" in step.say)

    def at_step() -> bool:
        step = guide.lesson.step(table.match)
        return step is not None and step.say == say

    play_through(app, table, at_step)
    assert at_step()
    texts.clear()
    app.full_frame = True
    app.render()
    panel = guide.panel
    body = guide.words()[1]
    assert body == i18n._(say)
    zone = table.layout.zone("lesson")
    assert len(table.assets.wrap(body, zone.w - 24, theme.BODY_SIZE)) > 5   # taller than its zone: the case
    for rect in table.row_rects:
        assert not panel.colliderect(rect), ("draw row", panel, rect)
    for card, rect in table.card_rects.items():
        assert not panel.colliderect(rect), ("pole card", card, panel, rect)
    heading = next(rect for text, rect in texts if text.startswith(i18n._("Your pole")[:4]) and rect.y > 400)
    assert not panel.colliderect(heading.inflate(0, -6)), ("Your pole", panel, heading)
    for rect in guide.outlines():
        assert not panel.colliderect(rect)
    assert panel.bottom <= 710 and panel.right <= 1270
