"""Paddy's table in a 2560x1440 window (scale 2, issue 30), played with real mouse events in
window pixels: clicks land on the card and plot aimed at, a dragged animal follows the pointer,
the board picture is made again when the window is resized, and the picture at 2x is the 1x
picture at twice the size."""

import pygame
import pytest

from game.rules.paddy import PlaceAnimal, PlacePaddy
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.paddy import PaddyScene
from game.smoke import show
from at_scale import app_at, click, move, press, release, resize, same_pixels, window_px, worst_region
from driver import end_turn
from test_paddy_scene import advanced


@pytest.fixture
def app():
    app = app_at(2)
    yield app
    pygame.quit()


def open_scene(app, match) -> PaddyScene:
    """The table shown to the seat to act (its hand-off button clicked in window pixels)."""
    registry.open_table(app, match)
    end_turn(app)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    scene = app.find(PaddyScene)
    assert app.top is scene and scene.viewer == match.state.current_player()
    app.render()
    return scene


def card_pos(scene, kind, value):
    return next(rect.center for k, v, rect in scene.hand_cards if (k, v) == (kind, value))


def test_the_window_pixel_of_a_layout_point_is_read_back_as_that_point(app):
    scene = open_scene(app, advanced(2, 4, lambda s: s.step == "paddy"))
    assert app.view.size == (2560, 1440) and app.canvas.pixel_size() == (2560, 1440)
    for pos in ((5, 5), (640, 360), scene.art.cell_rect(63).center, (1279, 719)):
        move(app, pos)
        assert app.input.pointer == pos
    x, y = window_px(app, (300, 200))   # the other pixel of the same layout point
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 1, y), rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    assert app.input.pointer in ((300, 200), (301, 200))


def test_cards_and_a_tile_clicked_at_2x_land_on_the_anchor_aimed_at(app):
    match = advanced(2, 4, lambda s: s.step == "paddy" and s.cycle == 1 and s.level.count(0) < 60)
    scene = open_scene(app, match)
    st = match.state
    action = next(a for a in st.legal_actions() if isinstance(a, PlacePaddy) and a.tile)
    click(app, card_pos(scene, "paddy", action.card))
    assert scene.sel_card == action.card
    if scene.sel_half != action.half:
        click(app, card_pos(scene, "half", action.half))
    assert scene.sel_half == action.half
    while action.tile == 3 and scene.rotation != action.rotation:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0))
        app.step()
    # the ghost follows the pointer: over the anchor aimed at, it shows that anchor, drawn there
    aim = scene.art.anchor_point(action.cell, action.tile)
    move(app, (640, 10))   # off the board (near it, the ghost already snaps to this anchor)
    assert scene._ghost_state(app.input.pointer) is None
    before = app.canvas.copy()
    move(app, aim)
    ghost = scene._ghost_state(app.input.pointer)
    assert ghost is not None and ghost[2] == action.cell and ghost[1] is None
    box = scene._ghost_box(ghost[0], scene._ghost_level(ghost[0]))
    assert not same_pixels(before.subsurface(box), app.canvas.subsurface(box))
    click(app, aim)
    assert match.actions[-1] == action
    assert st.step == "animals"


def test_an_animal_dragged_at_2x_follows_the_pointer_and_lands_on_the_plot(app):
    match = advanced(2, 8, lambda s: s.step == "animals" and any(
        isinstance(a, PlaceAnimal) and a.src >= 0 for a in s.legal_actions()))
    scene = open_scene(app, match)
    action = next(a for a in match.state.legal_actions() if isinstance(a, PlaceAnimal) and a.src >= 0)
    start = scene.art.cell_rect(action.src).center
    end = scene.art.cell_rect(action.dst).center
    way = ((start[0] + end[0]) // 2 + 7, (start[1] + end[1]) // 2 + 40)   # off the straight line
    press(app, start)
    move(app, way, held=True)
    assert scene.drag_pos == way   # the animal is where the pointer is, in layout units
    app.render()
    held = app.canvas.copy()
    duck = pygame.Rect(0, 0, 36, 36)
    duck.center = way
    release(app, start)   # let go where it began: no move
    assert len(match.actions) and match.actions[-1] != action
    app.render()
    assert not same_pixels(held.subsurface(duck), app.canvas.subsurface(duck))   # the duck was drawn there
    press(app, start)
    move(app, way, held=True)
    move(app, end, held=True)
    release(app, end)
    assert match.actions[-1] == action


@pytest.mark.parametrize("size", [(2560, 1440), (1024, 576)], ids=["2x", "0.8x"])
def test_the_board_picture_is_made_again_at_the_new_scale_after_a_resize(app, size):
    match = advanced(3, 5, lambda s: s.step == "paddy" and s.cycle == 2)
    resize(app, (1280, 720))
    scene = open_scene(app, match)
    assert scene.board_surface.scale == 1 and scene.board_surface.pixel_size() == scene.art.rect.size
    resize(app, size)
    scale = size[0] / 1280
    assert app.scale == scale
    picture = scene.board_surface
    assert picture.scale == scale
    assert picture.pixel_size() == (round(scale * scene.art.rect.w), round(scale * scene.art.rect.h))
    resized = app.canvas.copy()
    # the same table made at that size from the start draws the same pixels (nothing soft kept)
    pointer = app.input.pointer
    show(app, PaddyScene(app, match))   # (shown to the seat to act, as `scene` is)
    assert app.top.viewer == scene.viewer
    app.input.pointer = pointer
    app.render()
    assert same_pixels(resized, app.canvas)


def test_the_table_at_2x_is_the_1x_table_at_twice_the_size(app):
    """Every 80-unit square of the 2x canvas has the mean colour of the same square at 1x
    (text and edges are sharper at 2x, nothing is elsewhere)."""
    match = advanced(4, 3, lambda s: s.step == "animals" and s.cycle == 3)
    scene = open_scene(app, match)
    move(app, (5, 5))
    app.render()
    big = app.canvas.copy()
    resize(app, (1280, 720))
    move(app, (5, 5))
    app.render()
    assert app.scale == 1 and scene.board_surface.scale == 1
    worst, where = worst_region(big, app.canvas)
    assert worst <= 6, (worst, where)
    worst, where = worst_region(big, app.canvas, step=40)
    assert worst <= 12, (worst, where)


def test_the_replays_table_keeps_its_buttons_off_when_laid_out_at_a_new_scale(app):
    """The replay viewer's read-only table lays itself out again at a new scale (its buttons
    made anew): they show as before, and a click on one still does nothing."""
    from game.replay_view import ViewedTimeline as Timeline
    from game.scenes.common.replay import ReplayScene
    from game.smoke import finished_match

    timeline = Timeline.of(finished_match("paddy", 2))
    show(app, ReplayScene(app, timeline, timeline.steps // 2))
    app.render()
    table = app.top.table
    assert table.buttons and not any(button.enabled for button in table.buttons)
    resize(app, (1280, 720))   # (the viewer passes the new scale on to the table it shows)
    table = app.top.table
    assert table.buttons and not any(button.enabled for button in table.buttons)
    numerals = table.numerals
    click(app, table.layout.zone("btn_numerals").center)
    assert table.numerals == numerals
