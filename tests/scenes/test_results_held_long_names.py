"""A play-test at 1024x600 (Japanese, 2026-12-06): Ladybird's results, "What each player held",
broke "Bartholomew-Lee" as "Bartholome-" / "w-Lee" (a hyphen of ours beside the name's own)
and "ヴィルヘルミーナ・たかはし" as "ヴィルヘルミー" / "ナ・たかはし": the names' column was 130
units whatever the names.  It is now as wide as a long name needs (up to 170), so a name
breaks where it breaks by itself: after its own hyphen, after "・"."""
from __future__ import annotations

import random

import pygame
import pytest

from at_scale import click
from driver import make_app
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.common.results import ResultsScene
from game.simulate import default_setup
from game.ui import textrecord

NAMES = ("ヴィルヘルミーナ・たかはし", "Bartholomew-Lee", "Chiyo")


def finished(title: str, seed: int) -> Match:
    base = default_setup(title, len(NAMES))
    match = Match(Setup(title, NAMES, base.first_player, base.options), seed)
    rng = random.Random(seed)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_long_names_in_what_each_player_held_break_at_their_own_breaks(size, lang, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    i18n.set_language(lang)
    try:
        app = make_app(size)
        scene = ResultsScene(app, finished("ladybird", 3))
        app.reset(scene)
        app.render()
        click(app, scene.tabs[1].rect.center)
        with textrecord.recording() as rec:
            app.full_frame = True
            app.render()
        assert rec.findings(NAMES) == [], [str(f) for f in rec.findings(NAMES)]
        first_card = min(r.x for r, _seat, _entry in scene.held_rects)
        for seat, name in enumerate(NAMES):
            row = [r for r, s, _e in scene.held_rects if s == seat]
            top, bottom = min(r.y for r in row) - 20, max(r.bottom for r in row)
            lines = [t.string for t in sorted(rec.texts, key=lambda t: t.ink.y)
                     if t.ink.right <= first_card and top <= t.ink.centery <= bottom and t.string
                     and t.string in name]
            assert "".join(lines) == name, (seat, lines)   # whole, and no hyphen of ours
            if len(lines) == 2:
                assert lines in (["Bartholomew-", "Lee"], ["ヴィルヘルミーナ・", "たかはし"]), (seat, lines)
    finally:
        i18n.set_language("en")
        pygame.quit()
