"""Animations end on a drawn frame: the idle loop must not freeze the screen mid-motion."""
from game.app import App
from game.scenes.base import Scene
from game.ui.anim import Animations, Tween
from driver import make_app


def test_the_tick_that_ends_an_animation_still_asks_for_a_frame():
    anims = Animations()
    anims.add(Tween((0, 0), (100, 0), duration=200))
    assert anims.update(100) is True
    assert anims.update(150) is True   # finishes now: this frame must still be drawn
    assert anims.items == []
    assert anims.update(16) is False   # idle afterwards


class _Mover(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.anims = Animations()
        self.anims.add(Tween((0, 0), (100, 0), duration=200))
        self.drawn_at = []

    def update(self, dt_ms: int) -> bool:
        return self.anims.update(dt_ms)

    def draw(self, surface) -> None:
        self.drawn_at.append([t.pos for t in self.anims.items])


def test_the_app_draws_the_frame_after_the_last_tween():
    app = make_app()
    scene = app.push(_Mover(app))
    app.render()
    for _ in range(3):
        for tween in scene.anims.items:
            tween.elapsed += 90  # time passing, without sleeping
        app.step()
    # the final frame drawn shows no tween in flight: the resting picture, not a mid-motion one
    assert scene.anims.items == []
    assert scene.drawn_at[-1] == []
