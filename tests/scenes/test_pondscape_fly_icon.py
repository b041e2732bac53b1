"""Pondscape: the fly's food icon (a card's corner badge shows the food its water side gives, or
its water points) read as the digit "0" beside the badges' 3, 4 and 5 at 1280x720 (play-test
2026-12-06, session 2): an upright dark oval in a round token.  The fly is drawn from above with
its wings swept out to each side now: as drawn in the badge, its figure is much wider than tall,
which no digit is."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game.scenes.pondscape.art import CardArt
from game.ui.canvas import pixels

PAPER = (250, 246, 232)   # the token's face (tools/art/pondscape.py food_token)


def figure_box(image: pygame.Surface) -> pygame.Rect:
    """The bounding box of the insect inside its round token: the pixels well off the token's
    face, inside its rim."""
    w, h = image.get_size()
    cx, cy, inner = (w - 1) / 2, (h - 1) / 2, w / 2 - max(1.5, w / 8)
    xs, ys = [], []
    for x in range(w):
        for y in range(h):
            if (x - cx) ** 2 + (y - cy) ** 2 > inner ** 2:
                continue
            r, g, b, a = image.get_at((x, y))
            if a > 128 and max(abs(r - PAPER[0]), abs(g - PAPER[1]), abs(b - PAPER[2])) > 50:
                xs.append(x)
                ys.append(y)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("side", [12, 14, 24])   # (12: the badge on a display card at 1280x720)
def test_the_fly_in_a_cards_badge_is_wider_than_tall_unlike_a_digit(side):
    app = make_app()
    try:
        art = CardArt(app.assets)
        fly = figure_box(pixels(art.food_icon(0, side)))
        assert fly.w >= 1.3 * fly.h, (side, fly)
    finally:
        pygame.quit()
