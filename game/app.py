"""The window, the scene stack and the main loop.

Every scene draws onto one 1280x720 canvas; the window (resizable) shows it scaled to
fit, letter-boxed.  The loop sleeps in `pygame.event.wait` while nothing changes, so an
idle table costs almost no CPU, and redraws only when an input arrived or a scene is
animating.  Global keys: Esc, F1 and Ctrl+Z go to the scene on top, which answers with the
screen to open (`pause_screen`, `help_screen`) or acts (`on_undo`): the app knows no
concrete scene.  The home screen (the title menu) is given by whoever builds the app.
"""
from __future__ import annotations

import os
from typing import Callable

import pygame

from . import i18n
from .scenes.base import Scene
from .ui import theme
from .ui.assets import Assets
from .ui.input import Input, InputReader

WINDOW_TITLE = "Tabletop"


class App:
    def __init__(self, size: tuple[int, int] = theme.LOGICAL_SIZE, headless: bool = False,
                 home: Callable[["App"], Scene] | None = None) -> None:
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ.setdefault("SDL_AUDIODRIVER", "disk")
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(WINDOW_TITLE)
        self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.canvas = pygame.Surface(theme.LOGICAL_SIZE).convert()
        self.assets = Assets()  # per window: cached surfaces belong to this display
        self.input = InputReader()
        self.stack: list[Scene] = []
        self.home = home  # makes the home screen (the title menu); None in bare test apps
        self.running = True
        self.dirty = True
        self.clock = pygame.time.Clock()
        self.frames_drawn = 0
        self._last_ticks = pygame.time.get_ticks()
        self._animating = True
        self.language = i18n.language()  # the language the scenes' texts were made in
        self._fit_window()

    # --- the stack --------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        self.stack.append(scene)
        scene.enter()
        self.dirty = True
        return scene

    def pop(self) -> Scene | None:
        scene = self.stack.pop() if self.stack else None
        if self.top is not None:
            self.top.resume()
        self.dirty = True
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack.pop()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack down to `scene` alone (e.g. back to the title menu)."""
        self.stack.clear()
        return self.push(scene)

    def go_home(self) -> None:
        """Back to a fresh home screen alone (the title menu), or to an empty stack without one."""
        self.stack.clear()
        if self.home is not None:
            self.push(self.home(self))
        self.dirty = True

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None

    # --- language ---------------------------------------------------------------------------
    def apply_language(self) -> None:
        """The language changed (settings screen): forget drawn text, then every scene on the
        stack makes its texts again (`Scene.language_changed`; a table rebuilds its log)."""
        self.language = i18n.language()
        self.assets.clear_text()
        from .ui.mdview import forget_metrics

        forget_metrics(self.assets)
        for scene in list(self.stack):
            scene.language_changed()
        self.dirty = True

    # --- window ---------------------------------------------------------------------------
    def _fit_window(self) -> None:
        w, h = self.window.get_size()
        lw, lh = theme.LOGICAL_SIZE
        scale = min(w / lw, h / lh) or 1.0
        self.scale = scale
        self.view = pygame.Rect(0, 0, round(lw * scale), round(lh * scale))
        self.view.center = (w // 2, h // 2)
        self.input.set_transform(scale, self.view.topleft)

    # --- the loop ---------------------------------------------------------------------------
    def dispatch(self, event: Input) -> None:
        if event.kind == "quit":
            self.running = False
            return
        if event.kind == "resize":
            self.window = pygame.display.get_surface()
            self._fit_window()
            self.dirty = True
            return
        self.dirty = True
        scene = self.top
        if scene is None or scene.handle(event):
            return
        if event.kind == "key":
            self._global_key(scene, event)

    def _global_key(self, scene: Scene, event: Input) -> None:
        """Keys the scene on top left unconsumed: it names the screen to open, if any."""
        if event.key == pygame.K_z and event.ctrl:
            scene.on_undo()
            return
        screen = None
        if event.key == pygame.K_ESCAPE:
            screen = scene.pause_screen()
        elif event.key == pygame.K_F1:
            screen = scene.help_screen()
        if screen is not None:
            self.push(screen)

    def step(self, timeout_ms: int | None = None) -> None:
        """One pass of the loop: read input, update, draw if needed."""
        now = pygame.time.get_ticks()
        dt, self._last_ticks = now - self._last_ticks, now
        if timeout_ms is not None:
            first = pygame.event.wait(timeout_ms)
            events = [first] if first.type != pygame.NOEVENT else []
            events += pygame.event.get()
        else:
            events = pygame.event.get()
        for raw in events:
            for event in self.input.translate(raw):
                self.dispatch(event)
        animating = False
        for scene in list(self.stack):
            animating = scene.update(dt) or animating
        if animating:
            self.dirty = True
        if self.dirty:
            self.render()
        self._animating = animating

    def render(self) -> None:
        if self.language != i18n.language():  # switched elsewhere than the settings screen
            self.apply_language()
        self.draw_stack(self.canvas)
        if self.view.size == self.canvas.get_size():
            self.window.blit(self.canvas, self.view)
        else:
            self.window.fill((0, 0, 0))
            self.window.blit(pygame.transform.smoothscale(self.canvas, self.view.size), self.view)
        pygame.display.flip()
        self.frames_drawn += 1
        self.dirty = False

    def draw_stack(self, surface: pygame.Surface) -> None:
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        for scene in self.stack[first:]:
            scene.draw(surface)

    def run(self) -> None:
        while self.running and self.stack:
            # Sleep until something happens unless a scene is animating (~60 fps then).
            if self._animating:
                self.clock.tick(60)
                self.step()
            else:
                self.step(timeout_ms=500)
        pygame.quit()
