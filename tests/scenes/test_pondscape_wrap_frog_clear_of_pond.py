"""The jumping frog straddling the spider and the fly also shows faded before the first food
card (the row wraps round); that copy overlapped the pond's right column by a few pixels (a
play-test at 1280x720).  It now stands clear of the pond: the pond and its border draw the same
whether the frog is there or one boundary back."""
from __future__ import annotations

import pygame

from driver import make_app
from game.rules.pondscape.data import NUM_FOODS
from test_pondscape_scene import open_table


def pond_pixels(app, scene, frog: int) -> bytes:
    scene.match.state.frog = frog
    scene.refresh()
    app.full_frame = True
    app.render()
    screen = pygame.display.get_surface()
    area = scene.cell_rects[0].unionall(scene.cell_rects).inflate(4, 4)   # the spaces and their outlines
    return pygame.image.tobytes(screen.subsurface(area.clip(screen.get_rect())), "RGB")


def test_the_faded_frog_before_the_first_food_card_stays_off_the_pond():
    app = make_app()
    scene = open_table(app, 2)
    ghost = scene.wrap_ghost_rect((56, 56))
    assert not any(ghost.colliderect(r) for r in scene.cell_rects)
    assert ghost.right > scene.row_rects[0].left            # still at the first food card
    assert pond_pixels(app, scene, NUM_FOODS - 1) == pond_pixels(app, scene, NUM_FOODS - 2)
