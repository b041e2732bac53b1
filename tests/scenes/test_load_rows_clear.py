"""A play-test (2026-12-06): on the Load and Continue lists at 1024x600 in Japanese, a row's
status line sat on the row's bottom border (a Japanese line's ink fills its height, and the row
left no room under its last line).  Every line of a row keeps clear of its border, in type not
smaller than the readable least, in both languages and at both window sizes."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game import i18n, layoutcheck
from game.saves import save_named
from game.scenes.common.load import ContinueScene, LoadScene
from game.ui import draw, textrecord
from titles import random_match


@pytest.mark.parametrize("size", [None, (1024, 600)])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("screen", [LoadScene, ContinueScene])
def test_a_rows_lines_keep_clear_of_its_border(tmp_path, monkeypatch, screen, lang, size):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app(size)
    i18n.set_language(lang)
    try:
        app.apply_language()
        layoutcheck.sample_saves(layoutcheck.LONG_NAMES_JA if lang == "ja" else layoutcheck.LONG_NAMES)
        for title, players in (("paddy", 2), ("pondscape", 1)):   # finished ones, as the tester's
            save_named(random_match(title, players=players, steps=100_000, seed=3))
        scene = screen(app)
        app.push(scene)
        with textrecord.recording() as rec:
            app.render()
        rows = scene._rows()
        assert rows
        least = draw.readable_size()
        for rect, _row in rows:
            inside = [t for t in rec.texts if rect.collidepoint(t.ink.center)
                      and t.ink.right < scene.watch_rect(rect).x]
            assert len(inside) >= 2
            for text in inside:
                assert text.ink.top >= rect.top + 3 and text.ink.bottom <= rect.bottom - 3, (text.string, text.ink, rect)
                assert text.size >= least, (text.string, text.size)
    finally:
        i18n.set_language("en")
        pygame.quit()
