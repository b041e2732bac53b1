"""Frames after a pointer move draw the table again only where the move can show (issue 16):
the scene names the rects (`pointer_damage`), the app draws it clipped to them.  The picture
must be exactly the one a whole redraw gives, pixel for pixel, whatever happens in between."""
import random

import pygame
import pytest

from game.scenes import registry
from game.smoke import busy_match, show
from driver import make_app

TITLES = ("paddy", "ladybird")


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def whole(app) -> pygame.Surface:
    """The canvas a whole redraw gives now."""
    surface = pygame.Surface(app.canvas.get_size()).convert()
    app.draw_stack(surface)
    return surface


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_view("2").raw == b.get_view("2").raw


def move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()


def open_table(app, title: str, steps: int, seed: int):
    match = busy_match(title, 4, seed=seed, steps=steps)
    scene = registry.scene_class(title)(app, match)
    show(app, scene)
    app.render()
    return scene


def pick_paddy_cards(scene) -> bool:
    """A paddy card and a day/night card picked, so the ghost tile follows the pointer."""
    st = scene.state
    if not scene.my_turn or st.step != "paddy":
        return False
    options = [k for k, v in st.placement_choices().items() if v]
    if not options:
        return False
    scene.sel_card, scene.sel_half = options[0]
    scene.refresh()
    scene.app.full_frame = True
    scene.app.render()
    return bool(scene.tile_size)


def test_clipped_drawing_matches_a_whole_draw_inside_every_area(app):
    rng = random.Random(3)
    for title in TITLES:
        scene = open_table(app, title, 60, 5)
        if title == "paddy":
            pick_paddy_cards(scene)
        for _ in range(60):
            app.input.pointer = (rng.randrange(1280), rng.randrange(720))
            full = whole(app)
            area = pygame.Rect(rng.randrange(1200), rng.randrange(680), rng.randrange(4, 300), rng.randrange(4, 200))
            canvas = full.copy()
            canvas.fill((255, 0, 255), area)
            app.draw_areas(canvas, [area])
            assert same(canvas, full), (title, area, app.input.pointer)


@pytest.mark.parametrize("title", TITLES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_frames_after_pointer_moves_equal_whole_redraws(app, title, seed):
    """A random walk of moves (most), clicks, wheel turns, keys and passing time, from several
    positions; after every frame the canvas is what a whole redraw gives."""
    rng = random.Random(seed)
    partial = 0
    for steps in (40, 90, 140):
        scene = open_table(app, title, steps, seed)
        if title == "paddy" and rng.random() < 0.7:
            pick_paddy_cards(scene)
        for i in range(70):
            r = rng.random()
            board = rng.random() < 0.6
            pos = (rng.randrange(20, 600), rng.randrange(60, 620)) if board else (rng.randrange(1280), rng.randrange(720))
            if r < 0.8:
                move(app, pos)
            elif r < 0.85:
                pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1))))
                app.step()
            elif r < 0.9:
                for scene_ in list(app.stack):   # time passes (the loop redraws what it changed)
                    app.dirty = scene_.update(rng.choice((16, 200, 400, 1000))) or app.dirty
                app.step()
            elif r < 0.95:
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
                app.step()
            else:
                app.step()   # time alone
            partial += app._drawn is not None and app._pointer_damage() is not None
            assert same(app.canvas, whole(app)), (title, seed, steps, i, pos, r)
            # and the window shows the canvas (only the changed rects were pushed)
            assert pygame.image.tobytes(app.window, "RGB") == pygame.image.tobytes(app.canvas, "RGB")
    assert partial > 0


def test_a_ghost_move_on_paddys_table_draws_only_around_the_ghost(app):
    for steps in range(120, 240):
        scene = open_table(app, "paddy", steps, 4)
        if pick_paddy_cards(scene):
            break
    else:
        pytest.fail("no paddy step with a tile to place")
    board = scene.layout.zone("board")
    move(app, (board.x + 100, board.y + 100))
    app.input.pointer = (board.x + 140, board.y + 150)
    areas = app._pointer_damage()
    assert areas is not None
    assert sum(a.w * a.h for a in areas) < 0.25 * 1280 * 720
    app.render(pointer_only=True)
    assert same(app.canvas, whole(app))


def test_paddys_board_base_is_the_frame_and_picture_drawn_directly(app, monkeypatch):
    """The cached opaque copy of the board's frame and picture gives the pixels drawing them gives."""
    from game.scenes.paddy.table import PaddyScene

    for steps in (0, 60, 150):
        scene = open_table(app, "paddy", steps, 2)
        pick_paddy_cards(scene)
        app.input.pointer = scene.layout.zone("board").center
        cached = whole(app)

        def direct(self, surface):
            self.art.draw_frame(surface, self.layout.zone("halves"))
            surface.blit(self._board_picture(), self.art.rect)

        monkeypatch.setattr(PaddyScene, "_draw_board_base", direct)
        assert same(whole(app), cached)
        monkeypatch.undo()


def test_paddys_board_and_ghost_images_are_their_layers_drawn_directly(app, monkeypatch):
    """The prepared images of the board under a following tile and of the tile itself give the
    pixels drawing the board's layers and the ghost gives (the images are made and kept first)."""
    from game.scenes.paddy.table import PaddyScene

    checked = 0
    for steps in range(100, 200, 7):
        scene = open_table(app, "paddy", steps, 6)
        if not pick_paddy_cards(scene):
            continue
        board = scene.layout.zone("board")
        for pos in ((board.x + 120, board.y + 140), (board.centerx, board.centery), (board.right - 90, board.y + 60)):
            app.input.pointer = pos
            if scene._ghost_state(pos) is None:
                continue
            cached = whole(app)

            whole(app)   # drawn twice: the second draw blits the images kept by the first

            def direct(self, surface, ghost):
                self._draw_board_base(surface)
                self._draw_board_layers(surface, None)
                self._draw_ghost(surface, ghost)

            monkeypatch.setattr(PaddyScene, "_draw_ghost_prepared", direct)
            assert same(whole(app), cached), (steps, pos)
            monkeypatch.undo()
            checked += 1
    assert checked >= 3
