"""The keyboard's focus ring and a hint's outline must differ in shape, not only in hue (a
keyboard play-test: on Paddy's board the ring on D5 and the hint on D2-E3 looked the same, a
white band between dark lines, whenever the hint's pulse reached white).  The ring has square
corners held by thick light brackets; the hint's outline is a thin rounded line."""
from __future__ import annotations

import math

import pygame
import pytest

from driver import make_app
from game.rules.base import Setup
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.table import TableScene
from game.ui import theme
from keyboard import focused, go_to

BLOCK = 6   # px: a solid light square this big sits in each corner of the ring


def light(colour) -> bool:
    return all(c >= 235 for c in colour[:3])


def solid_corners(canvas: pygame.Surface, outer: pygame.Rect) -> int:
    """How many corners of `outer` hold a solid light BLOCK x BLOCK square just inside them."""
    count = 0
    for x0, y0 in ((outer.x, outer.y), (outer.right - BLOCK, outer.y),
                   (outer.x, outer.bottom - BLOCK), (outer.right - BLOCK, outer.bottom - BLOCK)):
        if all(light(canvas.get_at((x, y))) for x in range(x0, x0 + BLOCK) for y in range(y0, y0 + BLOCK)):
            count += 1
    return count


@pytest.mark.parametrize("title", ["paddy", "koinobori"])
def test_the_ring_and_a_white_hint_outline_have_different_shapes(title):
    app = make_app()
    registry.start_new(app, Setup(title, ("Ana", "Ben"), 0), 4)
    if isinstance(app.top, HandoffScene):
        app.top._ready()
    table = app.find(TableScene)
    assert app.top is table
    action = table.state.legal_actions()[0]
    # the hint at the top of its pulse: white, as the play-tester saw it
    table.hinted, table.hint_clock = action, int(160 * math.pi / 2)
    hints = table.hint_rects(action)
    assert hints
    far = lambda t: not any(t.rect.inflate(30, 30).colliderect(h) for h in hints) and min(t.rect.size) >= 30 \
        and pygame.Rect(0, 0, *theme.LOGICAL_SIZE).contains(t.rect.inflate(40, 40))
    target = go_to(app, far, "a target away from the hint")
    assert focused(app).key == target.key
    table.hint_clock = int(160 * math.pi / 2)
    app.full_frame = True
    app.render()
    canvas = app.canvas
    ring = target.rect.inflate(2 * theme.FOCUS_GAP, 2 * theme.FOCUS_GAP)
    assert solid_corners(canvas, ring) == 4, "the ring's corners carry no brackets"
    for rect in hints:
        line = rect.inflate(6, 6)   # the hint's light line (scenes/common/outline.py): 3 px out
        assert light(canvas.get_at((line.centerx, line.y + 1))), "the hint is not at its white"
        assert solid_corners(canvas, line) == 0, "the hint's outline looks like the ring"
