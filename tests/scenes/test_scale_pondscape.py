"""Pondscape's table in a 2560x1440 window (issue 30, UI scale): real mouse events at window
pixels land on what is drawn there, the picked card follows the pointer, the card pictures are
composed again when the window's size changes, and the 2x picture is the 1x one made sharper
(the same colours over every card)."""
from __future__ import annotations

import random

import pygame
import pytest

from game.rules.base import Setup
from game.rules.match import Match
from game.rules.pondscape import Play, Take
from game.scenes.common.handoff import HandoffScene
from game.scenes.pondscape import PondscapeScene
from at_scale import (app_at, click, click_px, close, last_pixel, move_px, press_px, region_colour,
                          release_px, resize, save, window_px)

BIG = (2560, 1440)


@pytest.fixture
def app():
    app = app_at(BIG)
    yield app
    pygame.quit()


def open_table(app, players: int = 2, seed: int = 5, moves: int = 0) -> PondscapeScene:
    """A table `moves` random actions in, shown to the seat to act (its hand-off clicked
    through at window pixels)."""
    match = Match(Setup("pondscape", ("Ana", "Ben", "Cy")[:players]), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        match.apply(rng.choice(match.state.legal_actions()))
    scene = PondscapeScene(app, match)
    app.reset(scene)
    app.render()
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    assert app.top is scene and scene.viewer == match.state.current_player()
    app.input.pointer = (-100, -100)
    app.render()
    return scene


def hand_point(scene, card: int) -> tuple[int, int]:
    rect = scene.hand_rects[scene.hand.index(card)]
    return rect.x + 6, rect.centery + 30   # (hand cards overlap from the right)


def test_a_take_and_a_play_by_clicks_on_the_last_pixels_of_the_cards_at_2x(app):
    scene = open_table(app)
    assert app.scale == 2 and app.view.topleft == (0, 0)
    state, seat = scene.state, scene.state.current_player()
    # the display card's bottom-right pixel (the pixel row and column a rounding may lose)
    card = state.display[1]
    click_px(app, last_pixel(app, scene.slot_rects[1]))
    assert scene.match.actions == [Take(1)] and card in scene.hand
    # a pixel just outside the pond's first space (left of its drawn edge) is not the space
    move_px(app, (window_px(app, scene.cell_rects[0].topleft)[0] - 1, window_px(app, scene.cell_rects[0].center)[1]))
    assert scene._cell_at(app.input.pointer) is None
    picked = scene.hand[0]
    click(app, hand_point(scene, picked))
    assert scene.selected == picked
    cell = max(scene.legal_cells)
    rect = scene.cell_rects[cell]
    empty = region_colour(app.canvas, rect)
    move_px(app, window_px(app, rect.center))   # the picked card's ghost comes onto the space
    assert scene._cell_at(app.input.pointer) == cell
    assert not close(region_colour(app.canvas, rect), empty, 2)
    save(app, "pondscape-ghost-2x")
    click_px(app, last_pixel(app, rect))
    assert scene.match.actions[-1] == Play(picked, cell, False)
    assert state.ponds[seat][cell] == picked


def test_the_dragged_card_is_drawn_under_the_pointer_and_lands_where_it_is_let_go_at_2x(app):
    scene = open_table(app, players=1, seed=8)
    click(app, scene.slot_rects[0].center)
    card = scene.hand[-1]
    start = window_px(app, hand_point(scene, card))
    press_px(app, start)
    target = scene.cell_rects[12]
    for step in (0.25, 0.5, 0.75):   # on the way (over the wood between the hand and the pond)
        pixel = (round(start[0] + (window_px(app, target.center)[0] - start[0]) * step),
                 round(start[1] + (window_px(app, target.center)[1] - start[1]) * step))
        move_px(app, pixel, dragging=True)
        assert scene.drag == (card, app.input.pointer)
        image = scene._card_image(card, False, scene.cell_size)
        under = image.get_rect(center=app.input.pointer)
        assert image.scale == 2 and image.pixel_size() == (under.w * 2, under.h * 2)   # drawn sharp
        # the card drawn centred on the pointer: the canvas there is the card's own picture
        shown = app.canvas.subsurface(under.clip(app.canvas.get_rect())).surface
        assert close(pygame.transform.average_color(shown)[:3],
                     pygame.transform.average_color(image.surface)[:3], 6), step
    save(app, "pondscape-drag-2x")
    move_px(app, window_px(app, target.center), dragging=True)
    release_px(app, window_px(app, target.center))
    assert scene.state.ponds[0][12] == card and scene.drag is None


def settle(app) -> None:
    """Time enough for every motion on the table to end (the taken card reaches the hand)."""
    for _ in range(3):
        for scene in app.stack:
            scene.update(5000)
        app.step()


def pond_picture(app, scene) -> list[bytes]:
    """The pixels of each filled pond space and hand card (inside their edges: the wood
    around them is not the table's), as drawn now."""
    app.full_frame = True
    app.render()
    rects = [r.inflate(-8, -8) for r, entry in zip(scene.cell_rects, scene.view["ponds"][scene.focus]) if entry]
    rects += [r.inflate(-8, -8) for r in scene.hand_rects]
    return [pygame.image.tobytes(app.canvas.subsurface(r).surface, "RGB") for r in rects]


def test_a_window_widened_to_2x_composes_the_cards_again_and_keeps_the_1x_colours():
    app = app_at((1280, 720))
    try:
        scene = open_table(app, players=2, seed=3, moves=12)
        click(app, scene.slot_rects[0].center)
        click(app, hand_point(scene, scene.hand[0]))   # picked: a ghost, kept as a translucent copy
        settle(app)
        free = min(scene.legal_cells)
        app.input.pointer = scene.cell_rects[free].center
        small = pond_picture(app, scene)
        rects = [*scene.cell_rects, *scene.hand_rects, *scene.slot_rects, *scene.row_rects, *scene.food_rects]
        colours_1x = [region_colour(app.canvas, r) for r in rects]

        resize(app, BIG)
        assert app.scale == 2
        app.input.pointer = scene.cell_rects[free].center
        widened = pond_picture(app, scene)
        # what the scene would draw had it never seen the 1x window: every picture made anew
        scene.art._cache.clear()
        scene._fades.clear()
        assert pond_picture(app, scene) == widened
        save(app, "pondscape-widened-2x")
        # the same table: each card's mean colour is the 1x one (drawn sharper, in the same
        # place at the same size; 7 was the most measured, a food card's thin strokes)
        colours_2x = [region_colour(app.canvas, r) for r in rects]
        for rect, c1, c2 in zip(rects, colours_1x, colours_2x):
            assert close(c1, c2, 10), (rect, c1, c2)

        resize(app, (1280, 720))   # and back: the 1x pictures exactly as before
        app.input.pointer = scene.cell_rects[free].center
        assert pond_picture(app, scene) == small
    finally:
        pygame.quit()
