"""Ladybird's table in a 2560x1440 window (issue 30, UI scale): a round played by mouse events
at window pixels (the secret choice, the hand-off, the reveal's flip, a draft on the pool card's
last pixel), the table laid out and composed again when the window's size changes, and the 2x
picture the 1x one made sharper (the same colours over every card, panel and tile)."""
from __future__ import annotations

import pygame
import pytest

from game.rules.ladybird import Choose, Draft
from game.rules.match import Match
from game.scenes.common.handoff import HandoffScene
from game.scenes.ladybird import LadybirdScene
from game.simulate import default_setup
from game.smoke import busy_match
from game.ui.anim import Flash
from at_scale import app_at, click, click_px, close, last_pixel, region_colour, resize, save, window_px

BIG = (2560, 1440)


@pytest.fixture
def app():
    app = app_at(BIG)
    yield app
    pygame.quit()


def key(app, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    app.step()


def pass_device(app) -> None:
    """End the turn (Enter), wait for the hand-off and click its button at window pixels."""
    scene = app.stack[0]
    if getattr(scene, "turn_done", False):
        key(app, pygame.K_RETURN)
    if getattr(scene, "handoff_wait", 0) > 0:
        scene.update(scene.handoff_wait + 100)
        app.step()
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)


def settle(app) -> None:
    """Time enough for every motion on the table to end."""
    for _ in range(3):
        for scene in app.stack:
            scene.update(5000)
        app.step()


def button(scene, label: str) -> pygame.Rect:
    return next(b.rect for b in scene.buttons if b.label.startswith(label))


def choose_by_clicks(app, scene) -> int:
    """The seat to act picks its first legal card and confirms it, by clicks."""
    card = next(a.card for a in scene.state.legal_actions() if isinstance(a, Choose))
    r = scene.hand_rects[scene.hand.index(card)]
    click_px(app, window_px(app, (r.x, r.bottom - 1)))   # the card's first pixel column, last row
    assert scene.selected == card
    click(app, button(scene, "Choose this card").center)
    return card


def test_a_round_played_by_clicks_at_window_pixels_at_2x(app):
    scene = LadybirdScene(app, Match(default_setup("ladybird", 2), 11))
    app.reset(scene)
    pass_device(app)
    assert app.scale == 2 and app.top is scene
    first = scene.state.current_player()
    card = choose_by_clicks(app, scene)
    assert scene.state.revealed[first] == card
    pass_device(app)
    second = scene.state.current_player()
    assert second != first and scene.viewer == second
    choose_by_clicks(app, scene)
    # both cards turn over together: the flip is drawn at the window's scale mid-way
    flips = [f for f in scene.anims.items if isinstance(f, Flash) and f.payload[0] == "flip"]
    assert flips
    scene.update(flips[0].duration // 2)
    app.full_frame = True
    app.render()
    save(app, "ladybird-flip-2x")
    settle(app)   # the flip and the cards' travel end
    pass_device(app)
    assert scene.state.step == "draft", scene.state.step
    seat = scene.state.current_player()
    slot = min(scene.pool_ok)
    taken = scene.state.pool[slot]
    before = len(scene.match.actions)
    click_px(app, last_pixel(app, scene.pool_rects[slot]))   # the pool card's bottom-right pixel
    assert scene.match.actions[before:] == [Draft(slot)]
    assert taken in scene.state.hands[seat]


def seat_pixels(app, scene) -> list[bytes]:
    """The seats' panels, pool and hand as drawn now (inside their rounded edges)."""
    app.full_frame = True
    app.render()
    rects = [s.rect.inflate(-16, -16) for s in scene.seats]
    rects += [r.inflate(-6, -6) for r in (*scene.pool_rects, *scene.hand_rects)]
    return [pygame.image.tobytes(app.canvas.subsurface(r).surface, "RGB") for r in rects]


def test_a_window_widened_to_2x_lays_the_seats_out_and_composes_the_cards_again():
    app = app_at((1280, 720))
    try:
        scene = LadybirdScene(app, busy_match("ladybird", 4))
        app.reset(scene)
        scene.show_to(scene.state.current_player())
        app.input.pointer = (-100, -100)
        settle(app)   # (the seat shown sees this round's reveal turn over first)
        small = seat_pixels(app, scene)
        L = scene.layout
        zones = [L.zone(name) for name in ("pool", "orchard", "food", "hand", "tiles")]
        rects = zones + [s.rect for s in scene.seats] + [*scene.pool_rects, *scene.stack_rects, *scene.hand_rects]
        colours_1x = [region_colour(app.canvas, r) for r in rects]

        resize(app, BIG)
        assert app.scale == 2
        widened = seat_pixels(app, scene)
        save(app, "ladybird-widened-2x")
        # what the scene draws had it never seen the 1x window: measured and composed anew (the
        # seats leave room for the word "Revealed" as measured at this scale)
        scene.art._cache.clear()
        scene.refresh()
        assert seat_pixels(app, scene) == widened
        # the same table: each part's mean colour is the 1x one (drawn sharper, not moved)
        colours_2x = [region_colour(app.canvas, r) for r in rects]
        for rect, c1, c2 in zip(rects, colours_1x, colours_2x):
            assert close(c1, c2, 10), (rect, c1, c2)

        resize(app, (1280, 720))   # and back: the 1x pictures exactly as before
        assert seat_pixels(app, scene) == small
    finally:
        pygame.quit()
