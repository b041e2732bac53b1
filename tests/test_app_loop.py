"""The app's loop: how it waits when idle (issue 16), and scenes' wake-ups."""
import pygame
from game.ui.canvas import pixels

from game import app as app_module
from game import idle
from game.ui import framediff
from game.scenes.base import Scene
from driver import make_app


class Ticker(Scene):
    """Counts its updates; asks for a wake-up when told to."""

    def __init__(self, app, wake_ms=None):
        super().__init__(app)
        self.updates = 0
        self.wake_ms = wake_ms

    def update(self, dt_ms):
        self.updates += 1
        if self.wake_ms is not None:
            self.app.wake_in(self.wake_ms)
        return False


def test_headless_app_polls_with_a_sleep_not_pygames_busy_wait():
    app = make_app()
    # the dummy driver has no blocking wait in SDL: the fallback sleeps between polls
    assert isinstance(app.waiter, idle._SleepWaiter)


def test_the_idle_wait_can_be_chosen_for_the_benchmark(monkeypatch):
    monkeypatch.setenv("TABLETOP_IDLE_WAIT", "pygame")
    assert isinstance(idle.make_waiter(), idle._PygameWaiter)
    monkeypatch.setenv("TABLETOP_IDLE_WAIT", "poll:16")
    waiter = idle.make_waiter()
    assert isinstance(waiter, idle._SleepWaiter) and waiter.step_ms == 16


def test_wake_in_bounds_the_idle_sleep_and_the_earliest_request_wins():
    app = make_app()
    assert app.idle_timeout() == app_module.IDLE_WAKE_MS
    app.wake_in(5000)
    assert app.idle_timeout() == app_module.IDLE_WAKE_MS  # never longer than the idle cap
    app.wake_in(250)
    app.wake_in(400)
    assert 0 <= app.idle_timeout() <= 250


def test_an_event_already_queued_is_handled_without_waiting():
    app = make_app()
    scene = Ticker(app)
    app.reset(scene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    handled = []
    scene.handle = lambda event: handled.append(event.kind) or True
    app.step(timeout_ms=60_000)  # would sleep a minute if the queued key were not seen
    assert handled == ["key"] and scene.updates == 1


def test_every_wait_of_the_pygame_kind_keeps_the_event_it_took(monkeypatch):
    monkeypatch.setenv("TABLETOP_IDLE_WAIT", "pygame")
    app = make_app()
    scene = Ticker(app)
    app.reset(scene)
    handled = []
    scene.handle = lambda event: handled.append(event.key) or True
    waiter = app.waiter
    original = waiter.wait

    def wait_then_key(timeout_ms):
        # the key arrives while the loop waits
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b", scancode=0))
        return original(timeout_ms)

    waiter.wait = wait_then_key
    pygame.event.clear()  # e.g. the window's focus event: the loop must go and wait
    app.step(timeout_ms=60_000)
    assert handled == [pygame.K_b]


def test_a_scene_polling_with_wake_in_is_updated_without_redrawing():
    app = make_app()
    scene = Ticker(app, wake_ms=50)
    app.reset(scene)
    app.step()
    drawn = app.frames_drawn
    app.step(timeout_ms=0)
    assert scene.updates == 2 and app.frames_drawn == drawn
    assert app.idle_timeout() <= 50


# --- frames: only what changed is shown, and the window always shows the whole canvas --------
class Blocks(Scene):
    """A scene that draws a few blocks; tests move them between frames."""

    def __init__(self, app):
        super().__init__(app)
        self.blocks = [pygame.Rect(100, 100, 40, 30), pygame.Rect(900, 500, 120, 20)]

    def draw(self, surface):
        surface.fill((30, 60, 30))
        for i, block in enumerate(self.blocks):
            surface.fill((200, 40 + 60 * i, 90), block)
        # a gradient, so a scaled window has detail to get wrong
        for x in range(0, 1280, 8):
            surface.fill((x % 256, 100, 200 - x % 200), (x, 700, 8, 20))


def _window_pixels(app):
    return pygame.image.tobytes(pixels(app.window), "RGB")


def test_frame_diff_finds_the_changed_rects():
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    diff = framediff.FrameDiff()
    assert diff.changed(surface) is None          # nothing to compare with yet
    assert diff.changed(surface) == []
    surface.fill((9, 9, 9), (300, 200, 10, 5))
    surface.fill((9, 9, 9), (1270, 710, 10, 10))
    rects = diff.changed(surface)
    assert rects and all(r.h % framediff.BAND_H == 0 for r in rects)
    covered = [r for r in rects if r.contains((300, 200, 10, 5))]
    assert covered and covered[0].w <= 2 * framediff.GRAIN + 10
    assert any(r.contains((1270, 710, 10, 10)) for r in rects)
    assert diff.changed(surface) == []            # recorded: the same pixels again are no change
    surface.fill((1, 1, 1))
    assert diff.changed(surface) is None          # most of it changed: show it whole


def test_a_small_change_updates_only_its_rects_and_the_window_matches_the_canvas():
    app = make_app()
    scene = Blocks(app)
    app.reset(scene)
    app.render()
    assert app.last_update is None                # the first frame is shown whole
    scene.blocks[0].move_ip(7, 3)
    app.render()
    assert app.last_update and sum(r.w * r.h for r in app.last_update) < 1280 * 720 // 20
    assert all(r.colliderect(pygame.Rect(100, 100, 47, 33)) for r in app.last_update)
    assert _window_pixels(app) == pygame.image.tobytes(pixels(app.canvas), "RGB")
    app.render()
    assert app.last_update == []                  # nothing changed: nothing pushed


def test_a_scaled_window_shows_the_canvas_after_partial_updates():
    app = make_app()
    pygame.display.set_mode((1000, 640), pygame.RESIZABLE)  # a smaller window: the canvas is scaled
    app.dispatch(app.input.translate(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640))[0])
    scene = Blocks(app)
    app.reset(scene)
    app.render()
    for step in range(5):
        scene.blocks[0].move_ip(13, 5)
        scene.blocks[1].move_ip(-9, 0)
        app.render()
        assert app.last_update  # partial
    partial = pygame.image.tobytes(pixels(app.window), "RGB")
    app.full_frame = True
    app.render()
    whole = pygame.image.tobytes(pixels(app.window), "RGB")
    # Each rect is scaled on its own (with a margin): its pixels may sit a fraction of a pixel
    # off the whole-canvas scaling, which shows only on sharp edges, and never piles up.
    far = sum(1 for a, b in zip(partial, whole) if abs(a - b) > 24)
    assert far <= 0.002 * len(whole)
    assert sum(abs(a - b) for a, b in zip(partial, whole)) / len(whole) < 0.1


def test_frame_diff_within_areas_finds_only_their_changes_and_records_them():
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    diff = framediff.FrameDiff()
    assert diff.changed_in(surface, [pygame.Rect(0, 0, 10, 10)]) is None   # nothing to compare with yet
    area = pygame.Rect(200, 100, 300, 200)
    assert diff.changed_in(surface, [area]) == []
    surface.fill((9, 9, 9), (350, 180, 6, 4))
    rects = diff.changed_in(surface, [area])
    assert rects and all(area.contains(r) for r in rects)
    assert any(r.contains((350, 180, 6, 4)) for r in rects)
    assert sum(r.h for r in rects) <= 2 * framediff.BAND_H   # the bands holding the change
    assert diff.changed_in(surface, [area]) == []      # recorded
    assert diff.changed(surface) == []                  # and the whole-canvas comparison agrees



def test_deferred_changes_are_shown_until_a_comparison_records_them():
    """A pointer move's bands are shown but not recorded: stale, they are shown again by the next
    comparisons over them, until one with `defer` off or a whole-canvas one records them."""
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    diff = framediff.FrameDiff()
    diff.changed(surface)
    area = pygame.Rect(200, 100, 300, 200)
    surface.fill((9, 9, 9), (350, 180, 6, 4))
    first = diff.changed_in(surface, [area], defer=True)
    assert first and any(r.contains((350, 180, 6, 4)) for r in first)
    assert diff.changed_in(surface, [area], defer=True) == first     # stale: shown again
    assert diff.changed_in(surface, [pygame.Rect(0, 400, 10, 10)], defer=True) == []  # other bands: compared
    assert diff.changed_in(surface, [area]) == first                 # shown once more, and recorded
    assert diff.changed_in(surface, [area]) == []
    surface.fill((7, 7, 7), (600, 500, 4, 4))
    diff.changed_in(surface, [pygame.Rect(590, 490, 30, 30)], defer=True)
    surface.fill((0, 0, 0), (600, 500, 4, 4))                       # drawn back as it was recorded
    whole = diff.changed(surface)                                    # the window shows the change: shown
    assert whole and any(r.contains((600, 500, 4, 4)) for r in whole)
    assert diff.changed(surface) == []

def test_merged_areas_cover_the_given_ones_within_the_limit():
    bounds = pygame.Rect(0, 0, 1280, 720)
    areas = [pygame.Rect(10 + 150 * i, 20 + 60 * i, 40, 30) for i in range(7)] + [pygame.Rect(-20, 700, 50, 50)]
    merged = framediff.merge_areas(areas, bounds)
    assert len(merged) <= framediff.MAX_AREAS
    for a in areas:
        assert any(m.contains(a.clip(bounds)) for m in merged)
    for i, m in enumerate(merged):
        assert bounds.contains(m)
        assert not any(m.colliderect(o) for o in merged[i + 1:])


def test_the_parts_outside_a_hole_cover_the_rect_less_the_hole_once():
    rect = pygame.Rect(10, 20, 100, 80)
    for hole in (pygame.Rect(30, 40, 20, 10), pygame.Rect(0, 0, 50, 50), pygame.Rect(90, 90, 100, 100),
                 pygame.Rect(0, 0, 500, 500), pygame.Rect(200, 200, 5, 5), None):
        parts = framediff.outside(rect, hole)
        for x in range(rect.x, rect.right):
            for y in range(rect.y, rect.bottom):
                inside = [p for p in parts if p.collidepoint(x, y)]
                assert len(inside) == (0 if hole is not None and hole.collidepoint(x, y) else 1), (hole, x, y)
