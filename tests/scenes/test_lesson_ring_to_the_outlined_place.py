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


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_harvest_preview_opened_in_a_lesson_has_no_outlines_over_it_nor_the_note(lang, size, monkeypatch):
    """The same play-test opened the preview ("Harvest now?") at step 2: the yellow outlines of
    the hand's cards stayed drawn over its words, and the note hid its footer."""
    from game import i18n
    from game.scenes.common import outline

    i18n.set_language(lang)
    texts = driver.recorded_texts(monkeypatch)
    drawn = []
    real = outline.draw
    monkeypatch.setattr(outline, "draw", lambda surface, rect, *a, **k: (drawn.append(pygame.Rect(rect)),
                                                                            real(surface, rect, *a, **k))[1])
    app = at_scale.app_at(size)
    app.go_home()
    app.render()
    at_scale.click(app, app.top.layout.zone(f"learn_{list(TITLES).index('paddy')}").center)
    table = app.find(TableScene)
    guide = table.lesson
    driver.click(app, driver.button_pos(guide, "Next"))
    assert guide.expected() is not None
    harvest = next(b for b in table.buttons if "arvest" in b.label or "収穫" in i18n._(b.label))
    driver.click(app, harvest.rect.center)
    assert table.show_harvest == "now"
    texts.clear()
    drawn.clear()
    app.full_frame = True
    app.render()
    hand = table.layout.zone("hand")
    assert not [r for r in drawn if r.colliderect(hand)], "a lesson outline is drawn over the preview"
    footer = i18n._("point at or focus a row to see its terrace")
    shown = [rect for text, rect in texts if hand.contains(rect) and rect.bottom <= guide.panel.top]
    assert any(footer in text or text in footer for text, rect in texts
               if rect.bottom <= guide.panel.top and hand.contains(rect) and len(text) > 3), "the note hides the footer"
    covered = [(text, rect) for text, rect in texts if hand.contains(rect) and guide.panel.colliderect(rect)
               and not text.startswith(guide.words()[0][:6])]
    inside = [(t, r) for t, r in covered if not guide.panel.contains(r)]
    assert not inside, inside
    assert shown
