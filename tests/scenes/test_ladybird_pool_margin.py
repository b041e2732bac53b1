"""Ladybird's 3x3 draft pool lies inside its panel: the bottom row keeps the same margin to the
panel's edge as the left column (it used to sit on the bottom edge, 2 px past it), and the
panels below still follow with their usual gap."""
from game.scenes.ladybird.layout import pool_rects, stack_rects
from game.ui import layout


def test_every_pool_space_sits_inside_the_pool_with_the_left_margin_below():
    L = layout.load("ladybird")
    zone = L.zone("pool")
    rects = pool_rects(zone, 9)
    margin = min(r.x for r in rects) - zone.x
    assert margin > 0
    assert all(zone.contains(r) for r in rects)
    assert zone.bottom - max(r.bottom for r in rects) == margin


def test_the_panels_under_the_pool_keep_their_gaps_and_the_food_its_labels():
    L = layout.load("ladybird")
    pool, orchard, food = L.zone("pool"), L.zone("orchard"), L.zone("food")
    assert orchard.y - pool.bottom == food.y - orchard.bottom == 6
    assert food.bottom <= L.zone("hand").bottom
    stacks = stack_rects(food, 8)
    assert max(r.bottom for r in stacks) + 6 + 22 <= food.bottom   # the "N left" under the lower row
