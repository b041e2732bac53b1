"""The footer of Paddy's harvest summary ("wheel scrolls · 6 terraces without animals · point at
or focus a row to see its terrace") is drawn whole inside its panel, in English and Japanese, at
1280x720 and 1024x600 (a play-test, 2026-12-06: 「ホイールでスクロール・動物のいないテラス6・行に
マウスかフォーカス枠を合わせるとテラ…」 ran over the panel's right border at both sizes)."""
from __future__ import annotations

import pygame
import pytest

from at_scale import app_at, click
from driver import advance, key
from game import i18n
from game.ui import textrecord
from game.ai.players import Budget, InfoState, make_player
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.paddy.table import PaddyScene


def _late_with_many_rows(s) -> bool:
    """Paddy's turn with more terraces holding animals than the panel shows, and some without."""
    terraces = s.harvest_now()["terraces"]
    rows = [t for t in terraces if t["majority"] is not None or any(t["animals"])]
    return (s.step == "paddy" and s.current_player() is not None and len(rows) >= 9
            and len(terraces) > len(rows))


def _advanced(seed: int, until) -> Match:
    """A four-seat game played by Easy computers (random moves leave too few animals out)."""
    match = Match(Setup("paddy", ("P1", "P2", "P3", "P4")), seed)
    player = make_player("easy")
    while not until(match.state):
        match.apply(player.choose(InfoState.to_act(match.state), Budget(iterations=20), seed=seed))
    return match


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_harvest_footer_is_whole_inside_its_panel(lang, size):
    i18n.set_language(lang)
    try:
        app = app_at(size)
        match = _advanced(1, _late_with_many_rows)
        registry.open_table(app, match)
        scene = app.find(PaddyScene)
        for _ in range(5):   # past the hand-off screen (by the keyboard: any window size)
            app.render()
            if app.top is scene:
                break
            key(app, pygame.K_RETURN)
            advance(app, 2000)
        assert app.top is scene
        click(app, scene.layout.zone("btn_now").center)
        app.render()
        assert scene.show_harvest == "now"
        assert scene.harvest_hidden > 0 and len(scene.harvest_all) > len(scene.harvest_rows), \
            "the footer should say all three things"
        words = [i18n._("wheel scrolls"), i18n._("point at or focus a row to see its terrace")]
        app.dirty = True
        with textrecord.recording() as rec:
            app.render()
        panel = scene.layout.zone("hand")
        foot = [t for t in rec.texts if any(w in t.string or t.string in w for w in words)
                and t.ink.y > panel.y + 60]
        joined = "".join(t.string for t in foot).replace(" ", "")
        for w in words:
            assert w.replace(" ", "") in joined, (w, [t.string for t in foot])
        for t in foot:
            assert panel.x <= t.ink.x and t.ink.right <= panel.right - 4, (t.string, t.ink, panel)
            assert t.ink.bottom <= panel.bottom, (t.string, t.ink, panel)
        bad = [str(f) for f in rec.findings() if any(f.string == t.string for t in foot)]
        assert not bad, bad
        # the footer stays below the last row shown
        last = scene.harvest_rows[-1][0]
        assert all(t.ink.y >= last.bottom for t in foot), ([t.ink for t in foot], last)
    finally:
        i18n.set_language("en")
