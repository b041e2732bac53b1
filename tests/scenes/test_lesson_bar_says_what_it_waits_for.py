"""The top bar says what a lesson waits for while it holds the computer whose turn it is (a
play-test, 2026-12-06 session 3): at the Paddy lesson's harvest note (step 14) and at "Lesson
complete" the bar read "Kai (computer, Normal) is thinking — Kai plays a paddy card…" while
nothing moved until the learner clicked Next, Play on or Leave the lesson."""
from __future__ import annotations

from driver import advance, button_pos, click, recorded_texts
from game.scenes.common.tutorial import END_BAR_WORDS, NOTE_BAR_WORDS
from test_tutorial_scene import make_app, open_lesson, play_through


def bar_words(app, table, texts) -> str:
    texts.clear()
    app.full_frame = True
    app.render()
    bar = table.layout.zone("bar")
    return " ".join(t for t, rect in texts if bar.contains(rect))


def test_the_paddy_lessons_bar_names_the_note_and_the_end_not_the_computer_thinking(monkeypatch):
    texts = recorded_texts(monkeypatch)
    app = make_app()
    table = open_lesson(app, "paddy")
    guide = table.lesson
    held = []

    def each_frame():
        seat = table.match.state.current_player()
        if guide.holds_computer() and seat != table.viewer:
            held.append(guide.lesson.index(table.match))
            assert "is thinking" not in table.bar_text, table.bar_text
            assert table.bar_text == (END_BAR_WORDS if guide.finished() else NOTE_BAR_WORDS)
        return guide.finished()

    play_through(app, table, each_frame)
    assert guide.finished() and held and held[-1] is None   # (None: the lesson complete)
    assert any(n is not None for n in held), "a note read while the computer is to move (the harvest)"
    drawn = bar_words(app, table, texts)
    assert "Lesson complete" in drawn and "thinking" not in drawn, drawn
    advance(app, 3000)                        # the computer still waits for the learner
    assert table.bar_text == END_BAR_WORDS
    # Play on: an ordinary game, the computer thinks again and the bar says so
    click(app, button_pos(guide, "Play on"))
    assert not guide.active and "is thinking" in table.bar_text, table.bar_text
