"""At 1024x600 a lesson's panel stands clear of what the table shows around it (a play-test,
2026-12-06 session 3): Koinobori's last note (step 10) and "Lesson complete" covered the
"Scoring cards" heading and the top of the six scoring cards; Ladybird's "Lesson complete" in
Japanese grew above its zone over the bottom edge of the learner's garden."""
from __future__ import annotations

import pytest

import at_scale
import driver
from game import i18n
from game.rules.registry import TITLES
from game.scenes.common.table import TableScene


@pytest.fixture(autouse=True)
def scaled_clicks(monkeypatch):
    """The lesson helpers' clicks, in window pixels at 1024x600 (at_scale)."""
    import test_hints
    import test_tutorial_scene

    for module in (driver, test_hints, test_tutorial_scene):
        monkeypatch.setattr(module, "click", at_scale.click, raising=False)


def lesson_at_1024(title):
    app = at_scale.app_at((1024, 600))
    app.go_home()
    app.render()
    at_scale.click(app, app.top.layout.zone(f"learn_{list(TITLES).index(title)}").center)
    table = app.find(TableScene)
    assert table is not None and table.lesson is not None
    return app, table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_koinobori_last_note_and_lesson_complete_leave_the_scoring_cards_in_view(lang, monkeypatch):
    from test_tutorial_scene import play_through

    i18n.set_language(lang)
    texts = driver.recorded_texts(monkeypatch)
    app, table = lesson_at_1024("koinobori")
    guide = table.lesson
    seen = []

    def each_frame():
        if table.match.state.is_over() and guide.active:
            texts.clear()
            app.full_frame = True
            app.render()
            heading = next(rect for text, rect in texts if text == i18n._("Scoring cards"))
            cards = table.score_card_rects
            assert cards and not guide.panel.colliderect(heading.unionall(cards)), (
                guide.words(), guide.panel, heading, cards[0])
            for button in guide.buttons:
                assert guide.panel.contains(button.rect)
            seen.append(guide.words()[0])
        return guide.finished()

    play_through(app, table, each_frame)
    assert any("10" in heading for heading in seen) and seen[-1] == i18n._("Lesson complete"), seen


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ladybirds_lesson_complete_stays_off_the_gardens(lang):
    from test_tutorial_scene import play_through

    i18n.set_language(lang)
    app, table = lesson_at_1024("ladybird")
    guide = table.lesson
    play_through(app, table)
    assert guide.finished() and guide.active
    app.full_frame = True
    app.render()
    for seat in table.seats:
        assert not guide.panel.colliderect(seat.rect), (guide.panel, seat.rect)
    assert not guide.panel.colliderect(table.layout.zone("tiles"))   # (a garden tile may be used now)
    for button in guide.buttons:
        assert guide.panel.contains(button.rect)
