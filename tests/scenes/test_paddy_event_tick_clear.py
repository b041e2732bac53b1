"""Paddy's players panel: the check on a seat's event back (its event of this cycle played)
never covers the event-card count beside the back.  A play-test saw the tick, which stood out
of the back's corner, touch the "1" (read as covering it), and run over the current seat's
frame at 1024x600.  Checked on the drawn rects of the tick and of the count, in English and
Japanese, at both sizes."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import key, make_app
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.paddy import PaddyScene
from game.ui import paint, textrecord


def events_played(seed: int) -> Match:
    """A two-seat game in which both seats have played their event of this cycle."""
    match = Match(Setup("paddy", ("Ana", "Kai"), 0, seats=("human", "human")), seed)
    chooser = random.Random(seed)
    for _ in range(400):
        st = match.state
        if all(st.event_used):
            return match
        acts = st.legal_actions()
        events = [a for a in acts if type(a).__name__ == "PlayEvent"]
        match.apply(events[0] if events else chooser.choice(acts))
        match.confirm_turn_end()
    raise AssertionError("no game with both events played")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_event_tick_keeps_clear_of_the_event_count(monkeypatch, size, lang):
    i18n.set_language(lang)
    app = make_app(size)
    match = events_played(1)
    scene = registry.open_table(app, match)
    assert isinstance(scene, PaddyScene)
    if app.top is not scene:   # the hot-seat hand-over: the next player takes the screen
        key(app, pygame.K_RETURN)
    assert app.top is scene and scene.viewer is not None
    ticks: list[pygame.Rect] = []
    drawing = []
    real_check, real_circle = scene._draw_used_check, paint.circle

    def check(surface, corner):
        drawing.append(corner)
        try:
            return real_check(surface, corner)
        finally:
            drawing.pop()

    def circle(surface, colour, center, radius, *args, **kwargs):
        done = real_circle(surface, colour, center, radius, *args, **kwargs)
        if drawing:
            ticks.append(pygame.Rect(done))
        return done

    monkeypatch.setattr(scene, "_draw_used_check", check)
    monkeypatch.setattr(paint, "circle", circle)
    app.input.pointer = (-10_000, -10_000)
    app.full_frame = True
    with textrecord.recording() as rec:
        app.render()
    assert len(ticks) >= 2 * 2, ticks   # a badge (two circles) on each seat's row
    for q, row in enumerate(scene.player_rows):
        tick = [r for r in ticks if row.contains(r)]
        assert tick, (q, row, ticks)
        tick = tick[0].unionall(tick)
        count = str(scene.view["hand_sizes"][q]["events"])
        # the count: right of the tick's back, left of the harvest forecast
        shown = [t.ink for t in rec.texts if t.string == count and row.contains(t.ink)
                 and tick.x - 30 <= t.ink.x < scene.now_rect(q).x]
        assert shown, (q, count, [(t.string, t.ink) for t in rec.texts if row.contains(t.ink)])
        for ink in shown:   # with a gap between them (the tick touched the "1": it read as covered)
            assert not ink.colliderect(tick.inflate(4, 4)), (q, ink, tick)
        # and the tick keeps inside the row (it ran over the current seat's frame at 1024x600)
        assert row.inflate(-4, -4).contains(tick), (q, row, tick)
