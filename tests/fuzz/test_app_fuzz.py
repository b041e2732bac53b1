"""The real app, headless, under random input: clicks, drags, keys, the wheel and window
resizes in every scene (tables of every title included) must never raise.

FUZZ_BUDGET events per scene (25 by default, fixed seeds in CI; `make fuzz` runs more with
random seeds).  Whatever the events do (start games, open menus, quit) is allowed; an
exception is not."""
from __future__ import annotations

import os
import random

import pygame
import pytest

from game import smoke
from game.launch import make_app
from game.ui.theme import LOGICAL_SIZE

from .mutate import BUDGET

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_F1, pygame.K_z, pygame.K_r, pygame.K_a, pygame.K_BACKSPACE,
        pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE, pygame.K_1]
SIZES = [(1280, 720), (640, 360), (1920, 1080), (800, 800), (320, 240), (1366, 768)]
EVENTS_PER_SCENE = max(10, BUDGET * 4)


def scene_names() -> list[str]:
    app = make_app(headless=True)
    return [name for name, _factory in smoke._scenes(app)]


def random_event(rng: random.Random, app) -> None:
    w, h = LOGICAL_SIZE
    pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
    kind = rng.random()
    if kind < 0.45:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        button = rng.choice((1, 1, 1, 3))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    elif kind < 0.55:
        end = (rng.randrange(w), rng.randrange(h))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    elif kind < 0.75:
        mod = pygame.KMOD_CTRL if rng.random() < 0.2 else 0
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0))
    elif kind < 0.82:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "Zoe", "\u00e9", "7", "\u3042"])))
    elif kind < 0.9:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False))
    elif kind < 0.95:
        size = rng.choice(SIZES)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    else:  # time passes: timers, the automa, hand-offs, results
        for scene in list(app.stack):
            scene.update(rng.choice((50, 400, 1500)))
    app.step()


@pytest.mark.parametrize("name", scene_names())
def test_random_input_never_raises(name, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    seed = random.randrange(10**6) if os.environ.get("FUZZ_RANDOM") else sum(map(ord, name))
    rng = random.Random(seed)
    app = make_app(headless=True)
    factory = dict(smoke._scenes(app))[name]
    smoke.show(app, factory())
    for _ in range(EVENTS_PER_SCENE):
        if not app.running or not app.stack:
            app.running = True
            app.go_home()
        random_event(rng, app)
    app.render()
