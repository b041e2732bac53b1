"""The one tooltip system: a resting pointer over a component shows what it is, beside it."""
import pygame
from game.ui.canvas import pixels
from game.ui import paint

from driver import advance, make_app
from game.scenes import registry
from game.ui.tooltip import REST_MS, Hover, Tooltip, draw_tooltip
from titles import random_match


def move(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()


def table_with_a_tip():
    """A Koinobori table whose only tooltip is over one spot."""
    app = make_app()
    match = random_match("koinobori", players=2, steps=2)
    table = app.push(registry.scene_class("koinobori")(app, match))
    table.show_to(match.state.current_player())
    spot = pygame.Rect(600, 300, 80, 80)
    table.tooltip_at = lambda pos: Tooltip("A test card", ("It does a thing.",)) if spot.collidepoint(pos) else None
    return app, table, spot


def test_a_resting_pointer_shows_the_tooltip_and_moving_away_hides_it():
    app, table, spot = table_with_a_tip()
    move(app, spot.center)
    assert table.hover.visible is None  # not before the pointer has rested
    app.render()
    before = pygame.image.tobytes(pixels(app.canvas), "RGB")
    advance(app, REST_MS + 10)
    assert table.hover.visible is not None and table.hover.visible.title == "A test card"
    app.render()
    assert pygame.image.tobytes(pixels(app.canvas), "RGB") != before
    move(app, (20, 700))
    assert table.hover.visible is None


def test_a_move_after_an_idle_pause_waits_its_own_rest():
    """The loop slept a second with nothing to do, then the pointer arrived on a component: the
    tooltip waits for the pointer to rest there, not for the time the loop slept."""
    app, table, spot = table_with_a_tip()
    app.render()
    app._last_ticks = pygame.time.get_ticks() - 1000   # the last pass was a second ago (an idle sleep)
    move(app, spot.center)
    assert table.hover.visible is None
    advance(app, REST_MS + 10)
    assert table.hover.visible is not None


def test_the_box_stays_inside_the_screen_and_fits_long_text():
    app = make_app()
    surface = paint.layer((1280, 720))
    tip = Tooltip("A very long component name " * 3, ("word " * 200,))
    for pointer in ((0, 0), (1279, 719), (1279, 0), (0, 719), (640, 360)):
        box = draw_tooltip(surface, app.assets, tip, pointer)
        assert surface.get_rect().contains(box)
        assert box.w <= 380 + 2 * 12


def test_moving_within_the_same_component_keeps_the_tooltip():
    hover = Hover()
    tip = Tooltip("Pole 1", key=("pole", 1))
    hover.moved((10, 10), tip)
    hover.update(900)          # the first update after arriving starts the rest (time before it is not rest)
    assert hover.visible is None
    hover.update(REST_MS)
    assert hover.visible is tip
    hover.moved((12, 11), Tooltip("Pole 1", ("now 3 cards",), key=("pole", 1)))
    assert hover.visible is not None and hover.visible.lines == ("now 3 cards",)
    hover.moved((300, 11), Tooltip("Pole 2", key=("pole", 2)))
    assert hover.visible is None


def test_a_tooltip_shown_across_a_scale_change_is_made_again_at_the_new_scale():
    """The tooltip's rendered lines are kept while it shows; a window scale change must not
    keep the old scale's (soft, resized) lines."""
    from game.ui import canvas, tooltip

    app = make_app()
    tip = tooltip.Tooltip("A tooltip title", ["A line of its body."])
    try:
        for scale in (1.0, 2.0):
            canvas.set_scale(scale)
            tooltip.draw_tooltip(paint.layer((1280, 720)), app.assets, tip, (400, 300))
            titles, body = tooltip._lay_out(app.assets, tip)
            assert {line.image.scale for line in titles} | {line.image.scale for _gap, line in body} == {scale}
    finally:
        canvas.set_scale(1.0)
