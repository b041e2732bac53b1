"""The replay viewer draws a pointer move like a table does (issue 28, second pass): only the
rects the move can change (`ReplayScene.pointer_damage`: the table's own, the bar's buttons, the
timeline's knob), and every frame is exactly what a whole redraw gives, pixel for pixel."""
import random

import pygame
from game.ui.canvas import pixels
import pytest

from driver import make_app
from game.scenes.common.replay import open_replay
from test_pointer_damage import move, same, whole
from titles import every_title, random_match


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


@every_title
def test_frames_after_pointer_moves_in_the_replay_equal_whole_redraws(app, title, monkeypatch):
    """A random walk of moves over the table and the bar (most), clicks, wheel turns, keys and
    passing time: most frames are drawn clipped, and each one equals a whole redraw."""
    players = 1 if title == "pondscape" else 3 if title != "ladybird" else 2
    match = random_match(title, players=players, steps=10_000, seed=6)
    rng = random.Random(4)
    clipped = []
    draw_areas = app.draw_areas
    monkeypatch.setattr(app, "draw_areas", lambda surface, areas: (clipped.append(areas), draw_areas(surface, areas)))
    replay = open_replay(app, match, len(match.actions) // 2)
    app.render()
    spots = [b.rect.center for b in replay.buttons] + [replay.track.center, (replay.track.x, replay.track.bottom + 8)]
    moves = 0
    for i in range(150):
        r = rng.random()
        pos = rng.choice(spots) if rng.random() < 0.3 else (rng.randrange(1280), rng.randrange(720))
        if r < 0.85:
            move(app, pos)
            moves += 1
        elif r < 0.9:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1))))
            app.step()
        elif r < 0.95:
            for scene in list(app.stack):   # time passes (a refusal fades)
                app.dirty = scene.update(rng.choice((16, 400, 3000))) or app.dirty
            app.step()
        else:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(pos[0], max(60, pos[1])), button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(pos[0], max(60, pos[1])), button=1))
            app.step()   # (a click on the table: refused, said beside the pointer)
        assert app.top is replay
        assert same(app.canvas, whole(app)), (title, i, pos, r)
        assert pygame.image.tobytes(pixels(app.window), "RGB") == pygame.image.tobytes(pixels(app.canvas), "RGB")
    assert len(clipped) > moves // 2, (len(clipped), moves)   # most moves drew only what they changed


def test_a_hover_on_a_bar_button_draws_only_around_it(app):
    match = random_match("paddy", players=3, steps=10_000, seed=6)
    replay = open_replay(app, match, 40)
    app.render()
    close = replay.close_button.rect
    move(app, (640, 400))
    app.input.pointer = close.center
    areas = app._pointer_damage()
    assert areas is not None and any(a.contains(close) for a in areas)
    assert sum(a.w * a.h for a in areas) < 0.1 * 1280 * 720
    app.render(pointer_only=True)
    assert same(app.canvas, whole(app))
