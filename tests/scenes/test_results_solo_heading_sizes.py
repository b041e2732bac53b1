"""A play-test (2026-12-06): the solo results' category headings came in mixed type sizes
(カエルの群れ and 孤独なカエル at 13 beside 水カード and 生息地 at 16; the same in English), and
the achievement label オタマジャクシ touched its box's sides.  Each row is in one size now, and
a rank's label keeps clear of its box's sides; in English and Japanese, at 1280x720 and 1024x600."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game import i18n
from game.scenes.common.results import ResultsScene
from game.ui import draw, paint, theme
from test_results import finished


@pytest.fixture
def language():
    yield
    i18n.set_language("en")


def drawn(app, scene, monkeypatch) -> tuple[list[tuple[str, int, pygame.Rect]], list[pygame.Rect]]:
    """(text, size, rect) of every text drawn in one frame, and every 50 px high box painted."""
    seen, boxes = [], []
    real, real_rect = draw.text, paint.rect

    def record(surface, assets, string, pos, size=theme.BODY_SIZE, colour=theme.INK, bold=False, anchor="topleft"):
        rect = real(surface, assets, string, pos, size, colour, bold, anchor)
        seen.append((string, size, rect))
        return rect

    def record_rect(surface, colour, rect, *args, **kwargs):
        if pygame.Rect(rect).h == 50:
            boxes.append(pygame.Rect(rect))
        return real_rect(surface, colour, rect, *args, **kwargs)

    monkeypatch.setattr(draw, "text", record)
    monkeypatch.setattr(paint, "rect", record_rect)
    app.reset(scene)
    app.render()
    monkeypatch.setattr(draw, "text", real)
    monkeypatch.setattr(paint, "rect", real_rect)
    return seen, boxes


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("title", ["pondscape", "ladybird"])
@pytest.mark.parametrize("size", [None, (1024, 600)])
def test_each_row_of_solo_headings_is_in_one_size_and_rank_labels_keep_clear(tmp_path, monkeypatch, language,
                                                                            lang, title, size):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    i18n.set_language(lang)
    app = make_app(size)
    try:
        app.apply_language()
        scene = ResultsScene(app, finished(title, 1))
        texts, painted = drawn(app, scene, monkeypatch)
        table = scene.layout.zone("solo_table")
        headings = [(s, z) for s, z, r in texts if table.collidepoint(r.center) and not s.lstrip("−-").isdigit()]
        assert len(headings) >= len(scene.sheet.categories) + 1, headings
        assert len({z for _s, z in headings}) == 1, headings
        if not scene.ranks:
            return
        notes = scene.layout.zone("solo_notes")
        boxes = sorted({tuple(b) for b in painted if notes.contains(b)})
        boxes = [pygame.Rect(b) for b in boxes]
        assert len(boxes) == len(scene.ranks)
        assert all(b.right + 4 <= c.left for b, c in zip(boxes, boxes[1:])) and boxes[-1].right <= notes.right
        labels = [(s, z, r, box) for s, z, r in texts for box in boxes if box.collidepoint(r.center)]
        assert {s for s, _z, _r, _b in labels} >= {name for name, _low in scene.ranks if " " not in name}
        assert len({z for _s, z, _r, _b in labels}) == 1, labels
        assert min(z for _s, z, _r, _b in labels) >= 14   # not squeezed small to make the room
        for string, _z, rect, box in labels:
            assert rect.left - box.left >= 5 and box.right - rect.right >= 5, (string, rect, box)
            assert rect.top >= box.top + 2 and rect.bottom <= box.bottom - 2, (string, rect, box)
    finally:
        pygame.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [None, (1024, 600)])
def test_the_first_scores_news_stays_in_its_column(tmp_path, monkeypatch, language, lang, size):
    """A review: Ladybird's first solo score, whose results have no ranks, drew "Your first
    score in this mode" in the large type 20 px past its column, near the high scores."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    i18n.set_language(lang)
    app = make_app(size)
    try:
        app.apply_language()
        scene = ResultsScene(app, finished("ladybird", 1))
        assert not scene.ranks and scene.best_news == i18n._("Your first score in this mode")
        texts, _painted = drawn(app, scene, monkeypatch)
        column = scene.layout.zone("solo_table")   # the left column's width (the breakdown's rule)
        news = [(s, r) for s, _z, r in texts if s.rstrip("…") and i18n._("Your first score in this mode").startswith(s.rstrip("…"))]
        assert news and all(r.right <= column.right for _s, r in news), (news, column)
    finally:
        pygame.quit()
