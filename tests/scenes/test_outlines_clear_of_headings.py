"""A Japanese play-test: the lesson's yellow outline (and its ring) was drawn through the heading
of the very place the step spoke of: Koinobori's "Your pole · level 2  2 points now (−1)" (step
9/10) and "Draw row", Ladybird's "Food tiles", the letter "E" under Paddy's event card.  Clicked
through each lesson in English and in Japanese, at those steps no stroke of the outline (as drawn:
every rectangle the lesson paints outside its own panel) meets the heading's or label's text;
and the hint's outline (H) of the first draw-row card keeps clear of "Draw row" too."""
from __future__ import annotations

import pytest

from driver import recorded_texts
from game import i18n
from game.i18n import _
from game.rules.koinobori import TakeCard
from game.ui import paint
from test_tutorial_scene import make_app, open_lesson, play_through


def strokes_of(monkeypatch, owner, method: str) -> list:
    """Every rectangle `owner.method` paints (the outline's strokes), gathered while it draws."""
    drawn, inside = [], []
    real_rect, real_method = paint.rect, getattr(owner, method)

    def rect(surface, colour, shape, *args, **kwargs):
        if inside:
            drawn.append(shape.copy())
        return real_rect(surface, colour, shape, *args, **kwargs)

    def wrapped(*args, **kwargs):
        inside.append(True)
        try:
            return real_method(*args, **kwargs)
        finally:
            inside.pop()

    monkeypatch.setattr(paint, "rect", rect)
    monkeypatch.setattr(owner, method, wrapped)
    return drawn


def headings(title: str, table) -> list[str]:
    """The texts beside the place each of these steps outlines."""
    if title == "koinobori":
        own = _("{title} · level {level}").format(title=_("Your pole"), level=table.state.level(0))
        return [_("Draw row"), table.row_hint, own, table.worth_title()]
    if title == "ladybird":
        return [_("Food tiles"), _("cost top right")] + [_("{n} left").format(n=len(s)) for s in table.state.stacks]
    return ["A", "E", _("Events")]


STEPS = {"koinobori": {1, 14}, "ladybird": {8}, "paddy": {4}}   # 2/10 and 9/10; 5/7; 5/14


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("title", sorted(STEPS))
def test_the_lessons_outline_crosses_no_heading_beside_it(title, lang, monkeypatch):
    i18n.set_language(lang)
    texts = recorded_texts(monkeypatch)
    app = make_app()
    table = open_lesson(app, title)
    guide = table.lesson
    strokes = strokes_of(monkeypatch, guide, "draw")
    checked = set()

    def check() -> None:
        number = guide.lesson.index(table.match) if guide.active else None
        if number not in STEPS[title] or number in checked or not guide.outlines():
            return
        checked.add(number)
        texts.clear()
        strokes.clear()
        app.full_frame = True
        app.render()
        wanted = [w for w in headings(title, table) if w]
        near = [(s, r) for s, r in texts if s in wanted]
        assert near, (wanted, [s for s, _r in texts])
        outline = [r for r in strokes if not guide.panel.contains(r)]
        assert outline, "the lesson drew no outline"
        for text, rect in near:
            for stroke in outline:
                assert not stroke.colliderect(rect), (title, lang, number, text, rect, stroke)

    play_through(app, table, check)
    assert checked == STEPS[title]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hints_outline_crosses_no_heading_beside_it(lang, monkeypatch):
    i18n.set_language(lang)
    texts = recorded_texts(monkeypatch)
    app = make_app()
    table = open_lesson(app, "koinobori")
    guide = table.lesson
    play_through(app, table, lambda: guide.expected() == TakeCard(0))
    strokes = strokes_of(monkeypatch, table, "_draw_hint")
    table.hinted = TakeCard(0)   # what H outlines: the draw row's first card
    texts.clear()
    app.full_frame = True
    app.render()
    heading = [r for s, r in texts if s == _("Draw row")]
    assert heading and strokes
    assert not any(stroke.colliderect(heading[0]) for stroke in strokes), (heading, strokes)
