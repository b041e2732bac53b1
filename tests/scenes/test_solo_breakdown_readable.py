"""A play-test (2026-12-06) at --size 1024x600: the Japanese headings of a solo game's score
breakdown (カエルの群れ, 押し込んだカード...) were drawn at 13 px on the 1280x720 plan, 10 real
pixels, below the readable least, because the row was cut into equal columns.  The row is
shared out by need when that holds every heading on one line in larger type; each heading is
at least READABLE real pixels, whole, clear of its neighbours, and over its own number."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game import i18n
from game.scenes.common.results import ResultsScene
from game.scenes.registry import scene_class
from game.ui import numbers, textrecord
from game.ui.canvas import current_scale
from titles import random_match


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    yield
    i18n.set_language("en")
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("title", ["pondscape", "ladybird"])
def test_every_breakdown_heading_is_readable_whole_and_over_its_number(title, size, lang):
    i18n.set_language(lang)
    app = make_app(size)
    match = random_match(title, players=1, steps=100_000, seed=5)
    app.go_home()
    app.push(scene_class(title)(app, match))
    results = app.push(ResultsScene(app, match, record=True))
    area = results.layout.zone("solo_table")
    app.full_frame = True
    with textrecord.recording() as rec:
        app.render()
    drawn = [t for t in rec.texts if area.collidepoint(t.ink.center) and t.string.strip()]
    sheet = results.sheet
    headings = [*sheet.categories, i18n._("Total")]
    values = [sheet.rows[0].get(c, 0) for c in sheet.categories] + [sheet.totals()[0]]
    top = min(t.ink.top for t in drawn)
    heads = [t for t in drawn if t.ink.top < top + 40 and not t.string.lstrip("\u2212-").isdigit()]
    heads.sort(key=lambda t: (t.ink.centerx, t.ink.top))
    # each heading's lines, whole, in order (a two-line heading is two texts over one centre)
    columns: list[list] = []
    for t in heads:
        if columns and abs(columns[-1][0].ink.centerx - t.ink.centerx) <= 2:
            columns[-1].append(t)
        else:
            columns.append([t])
    said = ["".join(t.string for t in sorted(col, key=lambda t: t.ink.top)).replace(" ", "") for col in columns]
    assert said == [h.replace(" ", "") for h in headings], said
    where = (title, size, lang)
    assert min(round(t.size * current_scale()) for t in heads) >= textrecord.READABLE, (where, [(t.string, t.size) for t in heads])
    inks = [col[0].ink.unionall([t.ink for t in col]) for col in columns]
    for left, right in zip(inks, inks[1:]):
        assert right.left - left.right >= 4, (where, left, right)    # a gap between two headings
    numbers_drawn = [t for t in drawn if t not in heads]
    for col, ink, value in zip(columns, inks, values):
        number = next(t for t in numbers_drawn if abs(t.ink.centerx - ink.centerx) <= 3)
        assert number.string == numbers.score(value), (where, col[0].string, number.string)
