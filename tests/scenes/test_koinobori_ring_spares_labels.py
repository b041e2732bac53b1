"""The focus ring leaves a target's own labels readable (a play-test, 2026-12-06 session 2): round
your own pole it runs below the pole's heading ("Your pole · Level 2  2 points now"), and round
the pole's top card being moved it leaves the card's "Moving" badge drawn over it."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app, key
from driver import recorded_texts as recorded
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.koinobori import KoinoboriScene
from keyboard import focused, go_to
from rules.koinobori.helpers import BK, DG, OR, PK, PU, YG, Cards, build


def table(app, state) -> KoinoboriScene:
    match = Match(Setup("koinobori", ("Ann", "Ben"), 0, seats=("human", "normal")), 0, start=state.to_position())
    scene = KoinoboriScene(app, match)
    app.reset(scene)
    app.render()
    return scene


def untouched_by_the_ring(app, rect: pygame.Rect) -> bool:
    """Whether the pixels in `rect` are the same with the ring shown as with it hidden."""
    app.render()
    shown = app.canvas.subsurface(rect).copy()
    app.focus.shown = False
    app.render()
    hidden = app.canvas.subsurface(rect).copy()
    app.focus.shown = True
    app.render()
    return all(shown.get_at((x, y)) == hidden.get_at((x, y)) for x in range(rect.w) for y in range(rect.h))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_ring_round_your_own_pole_leaves_its_heading(monkeypatch, lang):
    i18n.set_language(lang)
    try:
        app = make_app()
        c = Cards()
        scene = table(app, build(2, flags=[DG, OR, PK], own=[[c.get(BK)], []], hands=[[c.get(YG)], [c.get(PU)]],
                                 row=c.any(7), cards=c))
        go_to(app, lambda t: t.key == "own", "your own pole")
        texts = recorded(monkeypatch)
        app.render()
        zone = scene.layout.zone("own_pole")
        heads = [rect for text, rect in texts if rect.top < scene.own_zone.top and zone.colliderect(rect)]
        assert heads, texts
        for rect in heads:
            assert untouched_by_the_ring(app, rect), f"the ring is drawn over the heading at {rect}"
        # Enter there still plays the chosen card onto the pole (the click is the zone's)
        assert focused(app).rect == scene.own_zone
    finally:
        i18n.set_language("en")


def test_the_ring_on_the_card_being_moved_leaves_its_moving_badge():
    app = make_app()
    c = Cards()
    mover = c.get(YG, ability="move")
    scene = table(app, build(2, flags=[DG, OR, PK], poles=[[c.get(DG)], [c.get(OR), c.get(OR)], []],
                             hands=[[mover], [c.get(PU)]], row=c.any(7), cards=c))
    go_to(app, lambda t: t.key == ("hand", mover), "the move card")
    key(app, pygame.K_RETURN)
    go_to(app, lambda t: t.key == ("pole", 2), "pole 3")
    key(app, pygame.K_RETURN)
    assert scene.state.step == "ability" and scene.state.ability == "move", scene.message
    go_to(app, lambda t: t.key == ("top", 1), "pole 2's top card")
    key(app, pygame.K_RETURN)
    assert scene.move_source == 1, scene.message
    assert focused(app).key == ("top", 1)
    badge = scene.badge_box(i18n._("Moving"), scene.slot_rects[1][1].midtop)
    assert untouched_by_the_ring(app, badge), "the ring is drawn over the Moving badge"
