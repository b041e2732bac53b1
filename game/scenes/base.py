"""The base of every screen: what the app's loop calls, and what a screen may answer.

A scene never imports the app or another scene to handle the global keys: the app asks
the scene on top which screen Esc (`pause_screen`) and F1 (`help_screen`) should open.
"""
from __future__ import annotations

import pygame

from ..ui import theme
from ..ui.focus import FocusRing, Target, button_targets
from ..ui.focus import neighbour as focus_neighbour
from ..ui.input import Input
from ..ui.widgets import Button, TextField


class Scene:
    """One screen.  Subclasses override what they need; `draw` must never change state."""

    opaque = True        # False for overlays that show the scene below (pause)
    escape_pauses = False  # True: Esc opens `pause_screen()` before the scene sees the key (tables)
    title_id: str | None = None  # whose rules F1 shows (None: the controls page)
    own_keys: frozenset[int] = frozenset()  # keys the focus ring leaves to this screen (scrolling)

    def __init__(self, app) -> None:
        self.app = app  # game.app.App (not imported: the app imports the scenes' base)
        self.assets = app.assets
        self.focus_ring = FocusRing()  # the keyboard's place on this screen (game/ui/focus.py)

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack for the first time."""

    def resume(self) -> None:
        """Called when the scene above it was popped."""

    def on_covered(self) -> None:
        """Called when another scene is pushed over this one: a tooltip waiting under the pointer
        goes (a menu opened by a key never reached this screen's input, and its tooltip
        stood over the menu)."""
        hover = getattr(self, "hover", None)
        if hover is not None:
            hover.clear()

    def language_changed(self) -> None:
        """The language changed: make again any text this screen made and kept (texts drawn
        each frame with `_()` and button labels given as msgids follow by themselves)."""

    def scale_changed(self) -> None:
        """The window's scale changed (game/ui/canvas.py): make again any picture this screen
        made and kept (layers from paint.layer, boards drawn once); text and sprites from the
        assets follow by themselves."""

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

    def notice_area(self) -> pygame.Rect | None:
        """Where the app's notice (`App.show_notice`: a window made smaller than --size asked,
        a setting the disk refused) is said over this screen: a free area it is centred in,
        wrapped to its width; None: beside the middle of the bottom edge."""
        return None

    def pointer_damage(self, before: tuple[int, int], after: tuple[int, int]) -> "list[pygame.Rect] | None":
        """Only the pointer moved (from `before` to `after`), or only time passed, since this
        screen was last drawn: the canvas rects whose pixels may differ from that frame, or None
        when this screen cannot say (the whole canvas is drawn again).  The app then draws the
        screen clipped to each rect (so `draw` may skip what lies outside `surface.get_clip()`)
        and compares only those.  Every pixel outside them must be what a full `draw` gives."""
        return None

    # --- keyboard play (game/ui/focus.py; the app moves the ring) ---------------------------
    def focus_targets(self) -> list[Target]:
        """What can be clicked on this screen, for the focus ring.  By default its buttons
        (attributes holding a `Button` or a list of them) and its text fields (`focus_fields`);
        a screen with other clickable things (cards, rows) adds them."""
        buttons = [item for value in vars(self).values()
                   for item in (value if isinstance(value, list) else [value]) if isinstance(item, Button)]
        targets = [Target(pygame.Rect(f.rect), ("field", f.rect.topleft)) for f in self.focus_fields()]
        targets += button_targets(buttons, "main")
        return sorted(targets, key=lambda t: (t.rect.y // 8, t.rect.x))

    def focus_start(self, targets: list[Target]) -> Target | None:
        """Where the first Tab lands while nothing on this screen has been focused yet (the ring
        stands where the screen prefers, not where a person put it); None: Tab moves on from
        there, as ever.  A table says where the turn's move begins."""
        return None

    def focus_neighbour(self, targets: list[Target], here: Target, step: tuple[int, int]) -> Target | None:
        """Where an arrow key (`step`: (1, 0) is right) takes the ring from `here`: the nearest
        target that way (game/ui/focus.py); a screen whose places stand in columns of different
        heights (Koinobori's poles) says its own neighbour."""
        return focus_neighbour(targets, here, step)

    def focus_fields(self) -> list[TextField]:
        """The text fields shown: the screen's `fields` list if it keeps one (the online
        screens), else every attribute holding a `TextField` or a list of them."""
        listed = getattr(self, "fields", None)
        if isinstance(listed, list):
            return [f for f in listed if isinstance(f, TextField)]
        return [item for value in vars(self).values()
                for item in (value if isinstance(value, list) else [value]) if isinstance(item, TextField)]

    def typing(self) -> bool:
        """A text field has the keys (the ring then only answers Tab, which leaves the field)."""
        return any(field.focused for field in self.focus_fields())

    def focus_activate(self, target: Target) -> None:
        """Enter or Space on `target`: what a click there does (the same handlers, the same
        refusals), the pointer put there so whatever follows it (a tile's ghost) shows."""
        self.app.input.pointer = target.at
        if target.activate is not None:
            target.activate()
            return
        for kind in ("down", "up", "click"):
            self.handle(Input(kind, pos=target.at, button=1))

    def focus_point(self, target: Target) -> None:
        """The ring came to `target`: the pointer as this screen reads it moves there (what
        follows the pointer shows there: a tile's ghost, a button's hover, a tooltip after a
        rest), as if the mouse had moved; the system's own pointer stays where it is."""
        self.app.input.pointer = target.at
        self.handle(Input("move", pos=target.at))

    def focus_pick(self, target: Target) -> None:
        """Space on a target a mouse would drag: the press of a drag there."""
        self.app.input.pointer = target.at
        self.handle(Input("down", pos=target.at, button=1))

    def focus_carry(self, target: Target) -> None:
        """The ring moved while something is held: the drag's pointer moves there."""
        self.app.input.pointer = target.at
        self.handle(Input("move", pos=target.at, dragging=True))

    def focus_drop(self, target: Target | None) -> None:
        """Enter or Space with something held: the drag ends on `target` (None: Esc, the drag is
        let go where it began, which a scene takes as no move)."""
        if target is None:
            self.handle(Input("up", pos=self.app.input.pointer, button=1))
            return
        self.focus_carry(target)
        self.handle(Input("up", pos=target.at, button=1, dragging=True))

    def focus_back(self) -> bool:
        """Esc while the ring is shown: back out of a choice half made (a card picked up);
        False when there is none (Esc then does what it always does)."""
        return False

    # --- answers to the global keys ------------------------------------------------------
    def pause_screen(self) -> "Scene | None":
        """The screen Esc opens over this one (None: Esc does nothing here)."""
        return None

    def help_screen(self) -> "Scene | None":
        """The screen F1 opens over this one (None: F1 does nothing here)."""
        return None

    def on_undo(self) -> None:
        """Ctrl+Z."""

    def quit_question(self) -> "Scene | None":
        """The window is being closed: a question to ask first (shown over the stack; the
        program closes only once it is answered), or None: close at once."""
        return None

    def sound_switched(self, on: bool, problem: str | None) -> None:
        """The M key turned the sound effects on or off (`problem`: the settings could not be
        saved); a screen that shows the setting, or has room for a note, says so."""
