"""The base of every screen: what the app's loop calls, and what a screen may answer.

A scene never imports the app or another scene to handle the global keys: the app asks
the scene on top which screen Esc (`pause_screen`) and F1 (`help_screen`) should open.
"""
from __future__ import annotations

import pygame

from ..ui import theme
from ..ui.input import Input


class Scene:
    """One screen.  Subclasses override what they need; `draw` must never change state."""

    opaque = True        # False for overlays that show the scene below (pause)
    escape_pauses = False  # True: Esc opens `pause_screen()` before the scene sees the key (tables)
    title_id: str | None = None  # whose rules F1 shows (None: the controls page)

    def __init__(self, app) -> None:
        self.app = app  # game.app.App (not imported: the app imports the scenes' base)
        self.assets = app.assets

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack for the first time."""

    def resume(self) -> None:
        """Called when the scene above it was popped."""

    def language_changed(self) -> None:
        """The language changed: make again any text this screen made and kept (texts drawn
        each frame with `_()` and button labels given as msgids follow by themselves)."""

    def handle(self, event: Input) -> bool:
        """React to an input; return True when consumed (global keys are then skipped)."""
        return False

    def update(self, dt_ms: int) -> bool:
        """Advance animations and timers; return True while something moves (keeps redrawing)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)

    def to_draw(self, surface: pygame.Surface) -> pygame.Rect:
        """The part of `surface` whose pixels this draw must get right: its clip, or in a pass
        of `App.draw_areas` the area inside the margin the app puts back afterwards.  What lies
        wholly outside it may be skipped (a button only in the margin, the wood under it)."""
        area = getattr(self.app, "pass_area", None)
        return area if area is not None else surface.get_clip()

    def pointer_damage(self, before: tuple[int, int], after: tuple[int, int]) -> "list[pygame.Rect] | None":
        """Only the pointer moved (from `before` to `after`), or only time passed, since this
        screen was last drawn: the canvas rects whose pixels may differ from that frame, or None
        when this screen cannot say (the whole canvas is drawn again).  The app then draws the
        screen clipped to each rect (so `draw` may skip what lies outside `surface.get_clip()`)
        and compares only those.  Every pixel outside them must be what a full `draw` gives."""
        return None

    # --- answers to the global keys ------------------------------------------------------
    def pause_screen(self) -> "Scene | None":
        """The screen Esc opens over this one (None: Esc does nothing here)."""
        return None

    def help_screen(self) -> "Scene | None":
        """The screen F1 opens over this one (None: F1 does nothing here)."""
        return None

    def on_undo(self) -> None:
        """Ctrl+Z."""

    def sound_switched(self, on: bool, problem: str | None) -> None:
        """The M key turned the sound effects on or off (`problem`: the settings could not be
        saved); a screen that shows the setting, or has room for a note, says so."""
