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
