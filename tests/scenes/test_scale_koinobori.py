"""Koinobori's table in a 2560x1440 window (scale 2, issue 30), played with real mouse events in
window pixels: clicks land on the row card and the pole aimed at, the chosen card follows the
pointer while dragged, the card pictures are made again when the window is resized, and the
picture at 2x is the 1x picture at twice the size."""
import pygame
import pytest

from game.rules.base import Setup
from game.rules.koinobori import PlayCard, TakeCard
from game.rules.match import Match
from game.scenes.common.handoff import HandoffScene
from game.scenes.koinobori import KoinoboriScene
from game.scenes.koinobori.layout import HAND_CARD, ROW_CARD
from game.smoke import busy_match, show
from at_scale import app_at, click, move, press, release, resize, same_pixels, window_px, worst_region
from driver import end_turn


@pytest.fixture
def app():
    app = app_at(2)
    yield app
    pygame.quit()


def open_table(app, match: Match) -> KoinoboriScene:
    """The table shown to the seat to act (the hand-off button clicked in window pixels)."""
    scene = KoinoboriScene(app, match)
    app.reset(scene)
    end_turn(app)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    assert app.top is scene and scene.viewer == match.state.current_player()
    app.render()
    return scene


def new_match(seed: int = 4) -> Match:
    return Match(Setup("koinobori", ("Ana", "Ben", "Cy"), 0), seed)


def test_a_row_card_clicked_at_2x_is_the_one_taken(app):
    match = new_match()
    scene = open_table(app, match)
    end = max(scene.take_ok)   # the far end of the row: a click on the near end's pixels would miss it
    card = match.state.row[end]
    click(app, scene.row_rects[end].center)
    assert match.actions[-1] == TakeCard(end)
    assert card in match.state.hands[0]


def test_a_card_picked_then_a_glowing_pole_clicked_at_2x(app):
    match = new_match()
    scene = open_table(app, match)
    card = scene.hand_cards[0]
    click(app, scene.hand_rects[0].center)
    assert scene.selected == card
    assert 1 in scene.targets
    # the edge pixels of the pole's first space still hit it (window pixels, 2 a unit)
    slot = scene.slot_rects[1][0]
    x, y = window_px(app, slot.topleft)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 1, y + 1), rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    assert scene._pole_at(app.input.pointer) == 1
    click(app, slot.center)
    assert match.actions[-1] == PlayCard(card, 1, False)
    assert match.state.poles[1][0][-1] == card


def test_the_card_dragged_at_2x_follows_the_pointer_and_lands_on_the_pole(app):
    match = new_match()
    scene = open_table(app, match)
    card = scene.hand_cards[1]
    start = scene.hand_rects[1].center
    target = scene.slot_rects[2][0].center
    way = ((start[0] + target[0]) // 2 + 9, (start[1] + target[1]) // 2 - 31)
    press(app, start)
    move(app, way, held=True)
    assert scene.drag_pos == way and scene.selected == card
    app.render()
    held = app.canvas.copy()
    under = pygame.Rect((0, 0), HAND_CARD)
    under.center = way
    assert scene.art.face(card, HAND_CARD).scale == 2   # drawn from a picture made at 2x
    move(app, target, held=True)
    assert scene.drag_pos == target
    app.render()
    assert not same_pixels(held.subsurface(under), app.canvas.subsurface(under))   # it left `way`
    release(app, target)
    assert match.actions[-1] == PlayCard(card, 2, False)


@pytest.mark.parametrize("size", [(2560, 1440), (1024, 576)], ids=["2x", "0.8x"])
def test_the_card_pictures_are_made_again_at_the_new_scale_after_a_resize(app, size):
    """Widened (or narrowed) from 1280x720: the cards are pictures made at the new scale, and the
    log panel holds the lines that fit at it (0.8x: fewer), as on a table made at that size."""
    match = busy_match("koinobori", 5, seed=7)
    resize(app, (1280, 720))
    show(app, KoinoboriScene(app, match))
    scene = app.top
    app.render()
    card = match.state.row[0]
    assert scene.art.face(card, ROW_CARD).scale == 1
    resize(app, size)
    scale = size[0] / 1280
    assert app.scale == scale and scene.art.face(card, ROW_CARD).scale == scale
    resized, lines = app.canvas.copy(), list(scene._log_lines)
    pointer = app.input.pointer
    show(app, KoinoboriScene(app, match))   # the same table made at the new size from the start
    app.input.pointer = pointer
    app.render()
    assert lines == app.top._log_lines
    assert same_pixels(resized, app.canvas)


def test_the_table_at_2x_is_the_1x_table_at_twice_the_size(app):
    """Every 80-unit square of the 2x canvas has the mean colour of the same square at 1x
    (text and edges are sharper at 2x, nothing is elsewhere)."""
    match = busy_match("koinobori", 5, seed=7)
    show(app, KoinoboriScene(app, match))
    move(app, (5, 5))
    app.render()
    big = app.canvas.copy()
    resize(app, (1280, 720))
    move(app, (5, 5))
    app.render()
    worst, where = worst_region(big, app.canvas)
    assert worst <= 6, (worst, where)
    worst, where = worst_region(big, app.canvas, step=40)
    assert worst <= 12, (worst, where)
