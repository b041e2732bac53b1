"""The app's loop: how it waits when idle (issue 16), and scenes' wake-ups."""
import pygame

from game import app as app_module
from game.scenes.base import Scene
from tests.driver import make_app


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
    assert isinstance(app.waiter, app_module._SleepWaiter)


def test_the_idle_wait_can_be_chosen_for_the_benchmark(monkeypatch):
    monkeypatch.setenv("TABLETOP_IDLE_WAIT", "pygame")
    assert isinstance(app_module.make_waiter(), app_module._PygameWaiter)
    monkeypatch.setenv("TABLETOP_IDLE_WAIT", "poll:16")
    waiter = app_module.make_waiter()
    assert isinstance(waiter, app_module._SleepWaiter) and waiter.step_ms == 16


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
