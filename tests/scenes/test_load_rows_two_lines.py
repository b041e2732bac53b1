"""The Load and Continue lists: each entry on at most two lines.  A play-test (2026-12-06, at
1024x600) saw an unfinished Koinobori game's entry on three: its name, "Koinobori · 2026-12-06 ·
0 of 3 festival poles complete", and under it the same progress and title again before the
date, the players and the file name.  The line under a save's name no longer repeats what the
name says, and a line a little too long is drawn a size or two smaller (never under the
readable least) before it takes two lines.  Checked on the recorded text rects of every row,
saves named in English and in Japanese, listed in both languages, at both window sizes.
(Four sixteen-letter names may still take a line of their own: tests/scenes/test_load_long_names.py
shows them whole.)"""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game import i18n
from game.rules.registry import TITLES
from game.saves import default_save_name, save_named
from game.scenes.common.load import ContinueScene, LoadScene
from game.ui import draw, textrecord
from titles import AVAILABLE, random_match
from game.autosaves import start_game


def sample_saves() -> None:
    """Every title's game half played (named as the Save dialog offers, in English and in
    Japanese, and its autosave) and finished, with two and with four seats."""
    for lang in ("en", "ja"):
        i18n.set_language(lang)
        for title in AVAILABLE:
            info = TITLES[title]
            for players in sorted({max(2, info.min_players), min(4, info.max_players)}):
                match = random_match(title, players=players, steps=40, seed=5)
                save_named(match, name=default_save_name(match))
                if lang == "en":
                    start_game(match).save(match)
                    done = random_match(title, players=players, steps=100_000, seed=5)
                    save_named(done, name=default_save_name(done))


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("screen", [LoadScene, ContinueScene])
def test_every_entry_takes_at_most_two_lines(tmp_path, monkeypatch, screen, lang, size):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app(size)
    try:
        sample_saves()
        i18n.set_language(lang)
        app.apply_language()
        scene = screen(app)
        app.push(scene)
        least = draw.readable_size()
        checked: set[str] = set()
        while True:
            with textrecord.recording() as rec:
                app.full_frame = True
                app.render()
            rows = scene._rows()
            assert rows
            for rect, row in rows:
                lines = [t for t in rec.texts if rect.collidepoint(t.ink.center)
                         and t.ink.right < scene.watch_rect(rect).x]
                assert 1 <= len(lines) <= 2, (row.name, [t.string for t in lines])
                assert not [t for t in lines if t.full], ("cut", [t.full for t in lines if t.full])
                assert all(t.size >= least for t in lines), [(t.string, t.size) for t in lines]
                checked.add(str(row.path))
            if not scene.hidden()[1]:
                break
            scene.scroll_to(scene.scroll + len(rows))
        assert len(checked) == len(scene.files) >= (8 if screen is ContinueScene else 24)
    finally:
        i18n.set_language("en")
        pygame.quit()
