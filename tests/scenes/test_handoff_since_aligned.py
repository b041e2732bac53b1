"""The hand-off screen's "Since your last turn" lines start where their heading starts (a
play-tester saw them one space in from it, as if by mistake): every line, wrapped ones and the
"… earlier lines" row too, in both languages, on the screen a real game opens."""
from __future__ import annotations

import pytest

from driver import button_pos, click, make_app, recorded_texts
from game import i18n
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.setup import SetupScene

LONG = ("Chiyo Watanabe-K can place no waterfall (no free plot of level 4+ with a lower neighbour or the "
        "board's edge, on a terrace without a waterfall).")


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    i18n.set_language("en")


def since_lines(scene, seen) -> tuple[int, list[tuple[str, int]]]:
    """The heading's left edge, and each line under it with its left edge."""
    heading = i18n._("Since the game began" if scene.first_turn else "Since your last turn")
    note = scene.layout.zone("note")
    [head] = [r for s, r in seen if s == heading]
    lines = [(s, r.x) for s, r in seen if note.contains(r) and r.y > head.bottom - 2]
    return head.x, lines


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_since_your_last_turn_lines_start_under_the_heading(app, monkeypatch, lang):
    i18n.set_language(lang)
    setup = app.push(SetupScene(app, "paddy"))
    setup.choose_count(3)
    click(app, button_pos(setup, "Start game"))
    scene = app.top
    assert isinstance(scene, HandoffScene) and scene.note
    seen = recorded_texts(monkeypatch)
    app.full_frame = True
    app.render()
    left, lines = since_lines(scene, seen)
    assert lines and all(x == left for _s, x in lines), (left, lines)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_wrapped_entries_and_the_earlier_lines_row_align_too(app, monkeypatch, lang):
    i18n.set_language(lang)
    scene = app.push(HandoffScene(app, "Ann", 0, lambda: None, [LONG] * 8 + ["Cycle 1: the growing phase ends."]))
    seen = recorded_texts(monkeypatch)
    app.full_frame = True
    app.render()
    left, lines = since_lines(scene, seen)
    assert lines[0][0].startswith("\u2026") and len(lines) >= 4, lines   # the count row, wrapped entries
    assert all(x == left for _s, x in lines), (left, lines)
