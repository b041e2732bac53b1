"""Settings, the UI scale's + greyed because the screen cannot hold the next step (a play-test
of 2026-12-06, session 2: at 150 % on a 1920x1080 screen the + was greyed and the reason showed
only on hover or with the ring on it): the row's help says it always, whole, in English and
Japanese, at every scale where the + can be greyed so."""
from __future__ import annotations

import pygame
import pytest

from driver import click, make_app
from game import i18n, settings
from game.scenes.common import settings_screen
from game.scenes.common.settings_screen import SettingsScene
from game.ui import textrecord, uiscale

@pytest.fixture
def saved_settings():
    before = settings.load()
    yield
    settings.save(before)
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", [100, 125, 150, 175])
def test_the_greyed_plus_says_why_under_it_without_hovering(saved_settings, monkeypatch, scale, lang):
    room = uiscale.window_size(scale, None)          # a screen just big enough for this scale
    if scale == 150:
        room = (1920, 1080)                          # (the play-test's: 1920x1080 at 150 %)
    monkeypatch.setattr(uiscale, "usable_area", lambda index=0: pygame.Rect((0, 0), room))
    app = make_app()
    app.set_ui_scale(scale)
    i18n.set_language(lang)
    app.push(SettingsScene(app))
    scene = app.top
    app.step()
    minus, plus = scene.scale_buttons
    assert scene.ui_scale == scale and not plus.enabled
    larger = settings.UI_SCALES[settings.UI_SCALES.index(scale) + 1]
    needs = uiscale.window_size(larger, None)
    app.input.pointer = (5, 5)                        # the pointer far from +, no ring shown
    assert not app.keyboard
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    shown = "".join(t.string for t in rec.texts).replace(" ", "")
    for part in (f"{larger}%", f"{needs[0]}×{needs[1]}", f"{room[0]}×{room[1]}"):
        assert part in shown, f"the reason for the greyed + ({part}) is not on the screen"
    said = scene.help_text(next(o for o in settings_screen.OPTIONS if o.key == settings_screen.UI_SCALE_KEY))
    assert said.replace(" ", "") in shown, "the reason is not drawn whole"
    problems = [str(f) for f in rec.findings([]) if f.kind in ("dropped", "outside", "overlap", "tiny", "cut")]
    assert not problems, problems


def test_a_scale_the_screen_cannot_hold_is_shown_as_the_scale_in_effect(saved_settings, monkeypatch):
    """A stored 200 % on a 1920x1080 screen made a 150 % window, but Settings said 200 % and −
    went to 175 %, which changed nothing (a play-test): the scale in effect is shown and − steps
    down from it."""
    monkeypatch.setattr(uiscale, "usable_area", lambda index=0: pygame.Rect(0, 0, 1920, 1080))
    app = make_app()
    app.set_ui_scale(200)
    assert app.ui_scale == 150
    app.push(SettingsScene(app))
    scene = app.top
    app.step()
    minus, plus = scene.scale_buttons
    assert scene.ui_scale == 150 and not plus.enabled and minus.enabled
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    shown = [t.string for t in rec.texts]
    assert any("150" in s and "%" in s for s in shown) and not any("200 %" in s or s == "200%" for s in shown)
    scale = app.window.get_width() / 1280   # the window is 1920x1080: a click is in its pixels
    click(app, (round(minus.rect.centerx * scale), round(minus.rect.centery * scale)))
    assert app.ui_scale == 125 and app.window_size_at(125) == (1600, 900)
