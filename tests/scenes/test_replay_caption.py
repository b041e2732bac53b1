"""The replay's caption shows a review mark whole: "Move 86 of 98 · Ana · ? mistake" beside
the review's status was cut to "? mis…" (play-test); the caption takes smaller type first."""
from __future__ import annotations

import pygame
import pytest

from driver import advance, make_app
from game import paths
from game.review_text import MARK_SIGNS
from game.saves import save_match
from game.scenes.common import replay_review
from game.scenes.common.replay import MoveMark, ReplayScene
from game.ui import textrecord, theme
from titles import random_match


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(replay_review, "ITERATIONS", 20)
    app = make_app()
    yield app
    pygame.quit()


def test_a_marked_moves_caption_is_shown_whole_beside_the_review_status(app):
    match = random_match("koinobori", 5, steps=100_000, seed=4)
    assert match.state.is_over()
    path = paths.saves_dir() / "koinobori-five.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    save_match(match, path)
    from game.scenes.common.load import LoadScene
    from driver import click
    load = app.push(LoadScene(app))
    rect, _row = next((r, w) for r, w in load._rows() if w.path == path)
    click(app, load.watch_rect(rect).center)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    assert replay.review is not None
    # the finished review's status, as the play-test saw it (the review itself runs in a worker)
    monkey_status = "Review: 12 marked"
    replay.review.status = lambda: monkey_status
    step = replay.timeline.steps - 3
    replay.set_marks({step: MoveMark(theme.REVIEW_MISTAKE, f"{MARK_SIGNS['mistake']} mistake")})
    replay.go(step)
    advance(app, 40)
    with textrecord.recording() as rec:
        app.render()
    caption = replay.caption()
    assert caption.endswith("mistake")
    drawn = [t for t in rec.texts if t.string == caption]
    assert drawn, [t.string for t in rec.texts if "Move" in t.string]
    assert not [t for t in rec.texts if t.full == caption], "the caption was cut"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_mark_stays_whole_in_the_captions_own_type_beside_the_finished_reviews_status(lang, size, tmp_path,
                                                                                         monkeypatch):
    """A play-test read "Move 2 of 97 · Alexandrina Wu · ? m…", in smaller type, once "Review: 21
    marked" stood beside it: the caption keeps its type and the mark; the status yields (smaller
    type), then the caption's shorter form, then the name is cut."""
    import dataclasses

    from game import i18n
    from game.rules.match import Match
    from game.scenes.common.replay import open_replay

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    app = make_app(size)
    i18n.set_language(lang)
    try:
        base = random_match("koinobori", 5, steps=100_000, seed=4)
        names = ["Bartholomew-Smit", "Alexandrina Wu", "WWWWWWWWWWWWWWWW",
                 "\u68da\u7530\u306e\u6c34\u5b88\u308a\u5c71\u672c\u3055\u304f\u3089\u4e4b\u4ecb\u69d8\u3067\u3059",
                 "Konstantinos Pap"]
        match = Match.replay(dataclasses.replace(base.setup, players=names), base.seed, base.actions, base.start)
        replay = open_replay(app, match, 0)

        class Finished:   # a finished review's status line, as the viewer asks it (replay_review.py)
            def status(self):
                return i18n.ngettext("Review: {n} marked", "Review: {n} marked", 21).format(n=21)

            def note_at(self, step):
                return None

            def update(self, dt_ms):
                return False

            def language_changed(self):
                pass

        replay.review = Finished()
        words = f"{MARK_SIGNS['mistake']} {i18n._('mistake')}"
        replay.set_marks({k: MoveMark(theme.REVIEW_MISTAKE, words) for k in range(1, 8)})
        for step in range(1, 8):
            replay.go(step)
            app.full_frame = True
            with textrecord.recording() as rec:
                app.render()
            bar = [t for t in rec.texts if t.ink.bottom <= 28 and t.ink.x >= replay.track.x - 2
                   and t.ink.right <= replay.track.right + 2]
            caption = [t for t in bar if t.box is not None and t.box.name == "replay caption"]
            status = [t for t in bar if t.box is not None and t.box.name == "replay review status"]
            assert len(caption) == 1 and caption[0].string.endswith(f"\u00b7 {words}"), [t.string for t in bar]
            assert caption[0].size == theme.SMALL_SIZE, caption[0].size
            assert status and status[0].string == "Review: 21 marked" or lang == "ja"
            assert status and status[0].size >= 12 and not status[0].full
            assert caption[0].ink.right < status[0].ink.x, (caption[0].ink, status[0].ink)
    finally:
        i18n.set_language("en")
