"""A finished Pondscape game's score summary lists the frog groups under the figures: at
1024x600 in Japanese a play-tester read them about 8 px high, ending in "…" with groups left
out.  Now they are at least READABLE real pixels high; what has no room ends in "…", and the
tooltip over the summary gives every group."""
from __future__ import annotations

import random

import pytest

from driver import make_app
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.pondscape.table import PondscapeScene
from game.ui import textrecord
from game.ui.canvas import current_scale


def finished_with_many_groups() -> Match:
    for seed in range(1, 60):
        match = Match(Setup("pondscape", ("Ana", "Ben")), seed)
        chooser = random.Random(seed)
        while not match.state.is_over():
            match.apply(chooser.choice(match.state.legal_actions()))
        if len(match.state.score_details(0)["groups"]) >= 5:
            return match
    pytest.fail("no game with five groups")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_groups_are_readable_and_whole_in_the_tooltip(lang, size):
    i18n.set_language(lang)
    try:
        app = make_app(size)
        match = finished_with_many_groups()
        scene = PondscapeScene(app, match)
        app.reset(scene)
        scene.settle()
        app.full_frame = True
        with textrecord.recording() as rec:
            app.render()
        assert scene.groups_text
        head = scene.groups_text[:4]
        lines = [t for t in rec.texts if t.string.startswith(head)]
        assert lines, [t.string for t in rec.texts]
        zone = scene.layout.zone("preview")
        shown = [t for t in rec.texts if zone.contains(t.ink) and t.ink.top >= lines[0].ink.top]
        assert min(round(t.size * current_scale()) for t in shown) >= textrecord.READABLE, [(t.string, t.size) for t in shown]
        tip = scene.tooltip_at(lines[0].ink.center)
        assert tip is not None and scene.groups_text in tip.lines, tip
    finally:
        i18n.set_language("en")
