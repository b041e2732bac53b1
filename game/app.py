"""The scene stack and the main loop (the window's size and mode: game/window.py).

Every scene lays out on a 1280x720 plan and draws on a canvas made at the window's own pixel
size (game/ui/canvas.py), letter-boxed in the window (resizable).  Global keys: Esc, F1 and
Ctrl+Z go to the scene on top, which answers with the screen to open (`pause_screen`,
`help_screen`) or acts (`on_undo`): the app knows no concrete scene.  The home screen (the title menu) is given by whoever builds the app.

**Sleeping when idle** (issue 16): while no scene animates, the loop blocks in the idle wait
of game/idle.py (SDL's own blocking wait) until an input, a scene's wake-up (`wake_in`) or a
second.  **Frames that cost what changed**: game/ui/framediff.py compares the canvas with the
last frame shown, and only the changed rects are copied to the window.

**Pointer-only frames** (issue 16, "Lighter and quieter").  When nothing but the pointer moved
(or time passed) since the last frame and one opaque scene is drawn, the app asks it which
canvas rects the move can change (`Scene.pointer_damage`; tables answer in
scenes/common/damage.py and their title's damage.py).  It then draws the scene clipped to each
of them (at most MAX_AREAS passes; the scene skips what lies outside the clip), and compares
only those rects with the last frame (`FrameDiff.changed_in`).  pygame clips a shape before
drawing it, so a clip's edge may change pixels inside it (a thick line whose middle is outside
loses its edge inside, a slanted edge steps differently): each pass is drawn with a clip
CLIP_MARGIN wider, and that margin put back as it was.  The picture is exactly a whole
redraw's (tests/scenes/test_pointer_damage.py compares them pixel for pixel); any input but a
move, a resize, a change of the stack or language draws the whole canvas again.

**Full screen and the UI scale** (issue 30): the window's size, in game/window.py.

**Keyboard play** (issue 30): the ring's keys (Tab, the arrows, Enter, Space, Esc) go to
game/ui/focuskeys.py before the scene on top sees them; it draws the ring over that scene while
the keyboard is in use (the first mouse move hides it).

A scene keeps the loop ticking at 60 fps by returning True from `update` (something moves:
each tick redraws), or asks for one later pass with `app.wake_in(ms)` without a redraw (e.g. a
table polling a computer player's worker process every 50 ms: `update` calls `wake_in(50)`
and returns True only when the answer changed the table).
"""
from __future__ import annotations

import os
import sys
from typing import Callable

import pygame

from . import i18n, settings
from .i18n import _
from .idle import make_waiter
from .scenes.base import Scene
from .ui import anim, cache, draw, linebreak, textrecord, theme, uiscale
from .ui.sound import Effects
from .ui.assets import Assets
from .ui.focuskeys import FocusKeys
from .ui.canvas import Canvas, rect_px
from .ui.framediff import FrameDiff, merge_areas, outside
from .ui.input import Input, InputReader
from .window import WINDOW_TITLE, WindowMixin, set_window_class, set_window_icon  # noqa: F401  (re-exported)

FPS = 60                 # while a scene animates
IDLE_WAKE_MS = 1000      # the longest sleep when nothing asked for a wake-up
CLIP_MARGIN = 12         # drawn around each such area and put back (see `App.draw_areas`)
NOTICE_MS = 4000         # how long a notice (a setting the disk refused to keep) stays
WINDOW_SETTLE_MS = 400   # pointer moves this soon after the window changed size are the system's, not the mouse
FULLSCREEN_KEY = pygame.K_F11


class App(WindowMixin):
    def __init__(self, size: tuple[int, int] | None = None, headless: bool = False,
                 home: Callable[["App"], Scene] | None = None) -> None:
        """`size`: the window's size in pixels; None: the UI scale's (a headless app: 1280x720)."""
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ.setdefault("SDL_AUDIODRIVER", "disk")
        set_window_class()
        pygame.display.init()
        pygame.font.init()
        if pygame.display.get_driver() == "x11":
            # SDL's own X11 framebuffer, which updates only the rects given (game/ui/framediff.py)
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.display.set_caption(WINDOW_TITLE)
        set_window_icon()
        stored = settings.load()
        anim.set_reduced_motion(stored["reduced_motion"])
        self.fullscreen = bool(stored["fullscreen"]) and not headless   # remembered; never headless
        self.ui_scale = stored["ui_scale"] or uiscale.default_scale()   # % (game/ui/uiscale.py)
        reduced = None
        if size is not None and not headless:
            # --size larger than the desktop: the largest of its shape that the screen holds (it
            # opened off the screen's edges, Settings and Quit out of reach), and said so
            usable = uiscale.usable_area()
            fitted = uiscale.fit_size(tuple(size), usable.size if usable else None)
            if fitted != tuple(size):
                reduced = _("The window asked for, {asked}, is larger than this screen ({screen}): "
                            "it opens at {size}.").format(asked="{}x{}".format(*size),
                                                          screen="{}x{}".format(*usable.size),
                                                          size="{}x{}".format(*fitted))
                print(reduced, file=sys.stderr)
                size = fitted
            # --size: this run's window is at the scale its size makes, which Settings shows and
            # steps from (it said the stored 150 % over a 1280x720 window, and − grew it)
            w, h = theme.LOGICAL_SIZE
            self.ui_scale = uiscale.nearest(round(100 * min(size[0] / w, size[1] / h)))
        if size is None and not headless:
            self.ui_scale = self.effective_scale(self.ui_scale)   # what this screen can show
        if size is None:
            size = theme.LOGICAL_SIZE if headless else self._scaled_size()
        if self.fullscreen:   # made full screen from the start (a window switched before it shows stays put)
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.windowed_size = tuple(size)   # the window's size and place before full screen, given back after
        self.windowed_at: tuple[int, int] | None = None
        self.notice: tuple[str, int] | None = None   # (text, pygame ticks it goes at)
        self.canvas: Canvas | None = None   # made at the window's size by _fit_window
        self.frame_diff = FrameDiff()
        # what the last frame drew (the scenes, the pointer), and whether only the pointer moved
        # since: then the scene on top may name what a pointer move can change (`Scene.pointer_damage`)
        self._drawn: tuple | None = None
        self._pointer_only = False
        self.full_frame = True       # the next frame shows the whole canvas (after a resize, an expose)
        self._margins: tuple | None = None   # (surface kind, rows, columns): draw_areas' kept margins
        self.pass_area: pygame.Rect | None = None   # inside draw_areas: the area being drawn (Scene.to_draw)
        self.last_update: list[pygame.Rect] | None = None  # window rects the last frame pushed (None: all)
        self.assets = Assets()  # per window: cached surfaces belong to this display
        linebreak.keep_whole(())   # no table yet: no names to keep whole (a table sets its own)
        self.input = InputReader()
        self.focus = FocusKeys(self)   # the keyboard's focus ring (issue 30)
        self._ring_at = None           # where the last frame drew the ring (key, rect), if shown
        self.window_changed_at = -WINDOW_SETTLE_MS   # when the window last changed size (set_fullscreen)
        self.stack: list[Scene] = []
        self.home = home  # makes the home screen (the title menu); None in bare test apps
        self.running = True
        self.dirty = True
        self.clock = pygame.time.Clock()
        self.frames_drawn = 0
        self._give_back = False   # hand the heap back after the next frame (go_home)
        self._last_ticks = pygame.time.get_ticks()
        self._animating = True
        self._wake_at: int | None = None  # pygame ticks of the earliest wake-up a scene asked for
        self.waiter = make_waiter()
        self.language = i18n.language()  # the language the scenes' texts were made in
        self.sound = Effects.from_settings()   # the sound effects (game/ui/sound.py; M turns them off)
        self._fit_window()
        if reduced is not None:
            if not self.fullscreen:
                self._keep_on_screen()   # (inside the usable area: not under a panel)
            self.show_notice(reduced)

    # --- the stack --------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        self._pointer_only = False
        if self.stack:
            self.stack[-1].on_covered()
        self.stack.append(scene)
        scene.enter()
        self.dirty = True
        return scene

    def pop(self) -> Scene | None:
        scene = self.stack.pop() if self.stack else None
        self._pointer_only = False
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
        self._pointer_only = False
        self._drawn = None
        return self.push(scene)

    def go_home(self) -> None:
        """Back to a fresh home screen alone (the title menu), or to an empty stack without one.
        Whatever table was open is closed: the cached pictures it made are released."""
        self.stack.clear()
        self._drawn = None   # nor the last frame's scenes (kept only to compare the stack)
        cache.release_all()
        # the heap is handed back after the next frame: now the closed table is still held by
        # whoever called this (a click handler of its results or pause screen), so a trim now
        # found 4-12 MiB less to give back (bench/memory.py)
        self._give_back = True
        if self.home is not None:
            self.push(self.home(self))
        self.dirty = True

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None

    @property
    def keyboard(self) -> bool:
        """The focus ring is shown: the keyboard was used since the mouse."""
        return self.focus.shown

    # --- language ---------------------------------------------------------------------------
    def apply_language(self) -> None:
        """The language changed (settings screen): forget drawn text, then every scene on the
        stack makes its texts again (`Scene.language_changed`; a table rebuilds its log)."""
        self.language = i18n.language()
        self._pointer_only = False
        self.assets.clear_text()
        from .ui.mdview import forget_metrics

        forget_metrics(self.assets)
        for scene in list(self.stack):
            scene.language_changed()
        self.dirty = True

    def show_notice(self, text: str) -> None:
        """Say `text` over whatever screen is up, for NOTICE_MS (a global key's disk problem)."""
        self.notice = (text, pygame.time.get_ticks() + NOTICE_MS)
        self._pointer_only = False
        self.dirty = True
        self.wake_in(NOTICE_MS)

    def _expire_notice(self, now: int) -> None:
        if self.notice is not None and now >= self.notice[1]:
            self.notice = None
            self._pointer_only = False
            self.dirty = True

    # --- the loop ---------------------------------------------------------------------------
    def _window_move(self, event: Input) -> bool:
        """A pointer move the system sends as the window changes size or fills the screen (the
        pointer is where it was, the window moved under it): not the mouse being used, so the
        keyboard's ring stays (a play-test's went away with F11)."""
        return event.kind == "move" and pygame.time.get_ticks() - self.window_changed_at < WINDOW_SETTLE_MS

    def dispatch(self, event: Input) -> None:
        if event.kind == "quit":
            self.ask_to_quit()
            return
        if event.kind == "resize":
            self.window_changed_at = pygame.time.get_ticks()
            self.window = pygame.display.get_surface()
            self._fit_window()
            self.dirty = True
            return
        if event.kind == "key" and event.key == FULLSCREEN_KEY:   # on every screen, before it
            self.toggle_fullscreen()
            self.dirty = True
            return
        self.dirty = True
        if event.kind != "move":
            self._pointer_only = False
        if self.focus.shown and event.kind in ("move", "down", "wheel") and not self._window_move(event):
            self.focus.hide()             # the mouse is used: the ring hides (a whole frame)
            self._pointer_only = False
        scene = self.top
        if scene is not None and event.kind == "key" and self.focus.key(scene, event):
            return
        if scene is not None and event.kind in ("text", "editing") and event.text:
            self.focus.start_typing(scene)   # typed on the ring's text field: it edits
        if (scene is not None and scene.escape_pauses and event.kind == "key"
                and event.key == pygame.K_ESCAPE):
            self._global_key(scene, event)   # a table's Esc always opens the pause menu
            return
        if scene is None or scene.handle(event):
            return
        if event.kind == "key":
            self._global_key(scene, event)

    def ask_to_quit(self) -> None:
        """The window is closed: a screen on the stack may ask first (`Scene.quit_question`: an
        online table whose last move the server has not answered yet); else the loop ends."""
        for scene in reversed(list(self.stack)):
            question = scene.quit_question()
            if question is not None:
                if question not in self.stack:
                    self.push(question)
                return
        self.quit_now()

    def quit_now(self) -> None:
        """End the loop (the program closes)."""
        self.running = False

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
        elif event.key == pygame.K_m and not event.ctrl:
            self.toggle_sound()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and not event.ctrl:
            self.focus.reveal(scene)
        if screen is not None:
            self.push(screen)

    def toggle_sound(self) -> None:
        """The M key: sound effects off or on, remembered; the scene on top may say so."""
        on = self.sound.toggle()
        stored = settings.load()
        stored["sound_effects"] = on
        problem = settings.save(stored)
        if on:
            self.sound.play("token")   # heard at once: the effects are back
        if self.top is not None:
            self.top.sound_switched(on, problem)
        self.dirty = True

    def wake_in(self, ms: int) -> None:
        """Run the loop again (update, and a redraw if something changed) within `ms`, even
        with no input: a scene's timer or a poll.  Cheap; the earliest request wins."""
        at = pygame.time.get_ticks() + max(0, int(ms))
        if self._wake_at is None or at < self._wake_at:
            self._wake_at = at

    def idle_timeout(self) -> int:
        """How long the loop may sleep now: until the earliest wake-up asked for, at most IDLE_WAKE_MS."""
        if self._wake_at is None:
            return IDLE_WAKE_MS
        return max(0, min(IDLE_WAKE_MS, self._wake_at - pygame.time.get_ticks()))

    def step(self, timeout_ms: int | None = None) -> None:
        """One pass of the loop: read input (waiting up to `timeout_ms` for some), update,
        draw if needed."""
        events = []
        if timeout_ms is not None and not pygame.event.peek():
            events = self.waiter.wait(timeout_ms)  # the events it took off the queue, if any
        now = pygame.time.get_ticks()
        dt, self._last_ticks = now - self._last_ticks, now
        if self._wake_at is not None and now >= self._wake_at:
            self._wake_at = None
        self._expire_notice(now)
        events += pygame.event.get()
        for raw in events:
            for event in self.input.translate(raw):
                self.dispatch(event)
        next_sound = self.sound.update()   # effects asked for a little later
        if next_sound is not None:
            self.wake_in(next_sound)
        animating = False
        for scene in list(self.stack):
            animating = scene.update(dt) or animating
        if animating:
            self.dirty = True
        if self.focus.shown and (self.focus.follow(self.focus.target()) or self._ring_at != self._ring_place()):
            # the ring's place changed by itself (the turn came back after its grace: the ring
            # went from the bar to the table), and the pointer the screen reads went with it
            # (FocusKeys.follow): a whole frame shows it where Tab and Enter now take it from.
            # Whole even while something else is drawn anyway: a frame that draws only what a
            # pointer move changes (the lesson's pulsing outline) left it drawn on Hint (play-tests)
            self.dirty = True
            self._pointer_only = False
        if self.dirty:
            self.render(pointer_only=True)
        self._animating = animating

    def _ring_place(self):
        """Where the ring stands now (its target's key and rect), to compare with the frame's."""
        target = self.focus.target()
        return None if target is None else (target.key, tuple(target.rect))

    def render(self, pointer_only: bool = False) -> None:
        """Draw the stack on the canvas and show what changed of it (see the docstring).  The
        loop passes `pointer_only`: then, if only the pointer moved (or time passed) since the
        last frame, only what the scene says that changes is drawn again; else all of it."""
        if self.language != i18n.language():  # switched elsewhere than the settings screen
            self.apply_language()
        areas = self._pointer_damage() if pointer_only else None
        moved = self._drawn is not None and self._drawn[1] != self.input.pointer
        if areas is None:
            self.draw_stack(self.canvas)
            rects = self.frame_diff.changed(self.canvas.surface)
        else:  # only what the pointer's move can change is drawn again, and compared
            bounds = self.canvas.get_rect()
            if self.scale != 1:   # a shape's rounded edge may reach a pixel past its units
                areas = [a.inflate(2, 2) for a in areas]
            areas = merge_areas(areas, bounds, len(areas))   # overlapping ones joined
            # drawn in at most MAX_AREAS passes; compared (and shown) only where the scene said
            # pixels may change: the rest of a pass's area is drawn as it was
            self.draw_areas(self.canvas, merge_areas(areas, bounds))
            # a move's changed bands are shown but not recorded (framediff: stale until a
            # frame with the pointer still, or a whole one, records them)
            rects = self.frame_diff.changed_in(self.canvas.surface, [rect_px(a, self.scale) for a in areas],
                                               defer=moved)
        self._drawn = (tuple(self.stack), self.input.pointer)
        self._pointer_only = True
        if rects is not None and not self.full_frame:
            self.last_update = self._show(rects)
            if self.last_update:
                pygame.display.update(self.last_update)
        else:
            self._show_all()
            pygame.display.flip()
            self.last_update = None
        self.full_frame = False
        self.frames_drawn += 1
        self.dirty = False
        if self._give_back:
            self._give_back = False
            cache.give_back_memory()

    def _pointer_damage(self) -> list[pygame.Rect] | None:
        """The canvas areas to draw again when only the pointer moved (or only time passed)
        since the last frame, and the one scene drawn says where that shows; else None (all)."""
        if not self._pointer_only or self.full_frame or self._drawn is None or not self.stack:
            return None
        stack, before = self._drawn
        top = self.stack[-1]
        if stack != tuple(self.stack) or not top.opaque:
            return None
        areas = top.pointer_damage(before, self.input.pointer)
        if areas is None:
            return None
        return areas

    def _show_all(self) -> None:
        if self.view.size != self.window.get_size():
            self.window.fill((0, 0, 0))   # the letter-box bands
        self.window.blit(self.canvas.surface, self.view)

    def _show(self, rects: list[pygame.Rect]) -> list[pygame.Rect]:
        """Copy the canvas's changed pixel `rects` to the window; the window rects to push."""
        vx, vy = self.view.topleft
        out = [r.move(vx, vy) for r in rects]
        for r, dst in zip(rects, out):
            self.window.blit(self.canvas.surface, dst, r)
        return out

    def draw_areas(self, canvas: Canvas, areas: list[pygame.Rect]) -> None:
        """Draw the stack again inside `areas` (layout units) only, each exactly as a whole
        draw would.  pygame clips a shape before drawing it (a thick line whose middle is
        outside the clip loses the edge inside, a clipped slanted edge may step differently),
        so each is drawn with a clip CLIP_MARGIN wider, and that margin (in pixels) is then
        put back as it was."""
        bounds = canvas.get_rect()
        pixels, scale = canvas.surface, canvas.scale
        rows, columns = self._margin_stores(pixels, scale)
        for area in areas:
            area = area.clip(bounds)
            outer = area.inflate(2 * CLIP_MARGIN, 2 * CLIP_MARGIN).clip(bounds)
            area_px, outer_px = rect_px(area, scale), rect_px(outer, scale)
            saved = [(r, *_margin_slot(r, area_px, rows, columns)) for r in outside(outer_px, area_px)]
            for r, store, at in saved:
                store.blit(pixels, at, r)
            canvas.set_clip(outer)
            self.pass_area = area
            self.draw_stack(canvas)
            self.pass_area = None
            canvas.set_clip(None)
            for r, store, at in saved:
                pixels.blit(store, r, pygame.Rect(at, r.size))

    def _margin_stores(self, surface: pygame.Surface, scale: float) -> tuple[pygame.Surface, pygame.Surface]:
        """Where `draw_areas` keeps a pass's margin while it draws: the strips above and below
        in one kept surface, those left and right in another (a copy of each strip made for
        every pass was ~60 us of a ghost's hover frame in a real window)."""
        kind = (surface.get_size(), surface.get_bitsize(), surface.get_masks(), scale)
        if self._margins is None or self._margins[0] != kind:
            w, h = kind[0]
            margin = _margin_px(scale)
            self._margins = (kind, pygame.Surface((w, 2 * margin), 0, surface),
                             pygame.Surface((2 * margin, h), 0, surface))
        return self._margins[1], self._margins[2]

    def draw_stack(self, surface: pygame.Surface) -> None:
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        target = self.focus.target()
        self._ring_at = None if target is None else (target.key, tuple(target.rect))
        draw.keep_clear = self.focus.ring_rect(target)   # floating boxes keep clear of the ring
        for scene in self.stack[first:]:
            if textrecord.current is not None:   # (the layout checks: this scene covers those under it)
                textrecord.current.new_layer()
            scene.draw(surface)
        self.focus.draw(surface, target)
        if self.notice is not None:   # over everything, the ring too
            area = self.stack[-1].notice_area() if self.stack else None
            if area is not None:
                draw.notice(surface, self.assets, self.notice[0], area)
            else:
                lw, lh = theme.LOGICAL_SIZE
                draw.callout(surface, self.assets, self.notice[0], (lw // 2, lh - 80))

    def run(self) -> None:
        while self.running and self.stack:
            # ~60 fps while a scene animates (Clock.tick sleeps); otherwise sleep until an
            # input or the earliest wake-up (see the module's docstring).
            if self._animating:
                self.clock.tick(FPS)
                self.step()
            else:
                self.step(timeout_ms=self.idle_timeout())
        settings.save_refused_again()   # (a choice the disk refused earlier, written if it can be now)
        pygame.quit()


def _margin_px(scale: float) -> int:
    """CLIP_MARGIN in pixels at `scale`, with room for rounding."""
    return CLIP_MARGIN if scale == 1 else round(CLIP_MARGIN * scale) + 2


def _margin_slot(strip: pygame.Rect, area: pygame.Rect, rows: pygame.Surface,
                 columns: pygame.Surface) -> tuple[pygame.Surface, tuple[int, int]]:
    """Where a margin strip (pixels) around `area` is kept (`App._margin_stores`): a strip
    above or below in `rows` (at its own x), one left or right in `columns` (at its own y)."""
    margin = rows.get_height() // 2
    if strip.bottom <= area.y or strip.y >= area.bottom:
        return rows, (strip.x, 0 if strip.bottom <= area.y else margin)
    return columns, (0 if strip.right <= area.x else margin, strip.y)
