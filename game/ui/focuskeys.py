"""The focus ring's keys and drawing for the app (issue 30, keyboard play): which key moves the
ring (game/ui/focus.py) on the screen on top, which one acts there, and the ring drawn over it.

The screen is asked, never imported (`focus_targets`, `focus_activate`, `focus_point`,
`focus_pick`, `focus_carry`, `focus_drop`, `focus_back`, `typing`, `own_keys`: game/scenes/base.py),
so the app still knows no concrete screen."""
from __future__ import annotations

import pygame

from . import focus, theme


class FocusKeys:
    """Whether the ring is shown (the keyboard in use), and the ring's keys."""

    moving_by_key = False   # a key of the player's is moving the ring now (Tab, an arrow, the first show)

    def __init__(self, app) -> None:
        self.app = app
        self.shown = False

    def hide(self) -> None:
        """The mouse is used: the ring hides, and a thing carried by keys is let go (the mouse's
        own press takes over)."""
        self.shown = False
        scene = self.app.top
        if scene is not None:
            scene.focus_ring.held = None

    def key(self, scene, event) -> bool:
        """A key for the screen on top: True when the ring used it; otherwise the screen gets it
        (its own Enter, Esc, letters).  Enter, Space and Esc act only while the ring is shown;
        the first Tab or arrow shows it where it stood."""
        key = event.key
        if key in scene.own_keys or event.ctrl or event.mod & pygame.KMOD_ALT:
            return False
        if scene.typing():
            if key != pygame.K_TAB:
                return False
            scene.handle(event)           # the field lets go of the keys
        if key not in (pygame.K_TAB, pygame.K_ESCAPE, *focus.ARROWS, *focus.ACTIVATE):
            if pygame.K_SPACE < key <= pygame.K_z or pygame.K_KP0 <= key <= pygame.K_KP9:
                self.start_typing(scene)   # (then the field takes the key, and the text after it)
            return False
        ring = scene.focus_ring
        if key == pygame.K_ESCAPE:
            if self.shown and ring.held is not None:
                ring.held = None
                scene.focus_drop(None)
                return True
            return self.shown and scene.focus_back()
        targets = scene.focus_targets()
        if not targets:
            return False
        if not self.shown:
            if key in focus.ACTIVATE:
                return False              # the screen's own Enter (start, end turn, ready...)
            self.shown = True
            self._arrive(scene, ring.current(targets))
            return True
        if key == pygame.K_TAB:
            # the first Tab while nothing on this screen has been focused yet (a table came with
            # the ring already shown: a game started from the menu by keys) lands where the
            # screen says, a table's where the turn's move begins; it went on past it (a
            # play-test took four Tabs to come back to Pondscape's display).  Once the ring has
            # stood on something here, Tab goes on from where it is drawn, as ever.
            start = scene.focus_start(targets) if ring.held is None and ring.key is None else None
            self._arrive(scene, ring.place(start) if start is not None
                         else ring.tab(targets, backwards=bool(event.mod & pygame.KMOD_SHIFT)))
            return True
        if key in focus.ARROWS:
            target = ring.move(targets, focus.ARROWS[key], scene.focus_neighbour)
            self._arrive(scene, target)
            return target is not None
        target = ring.current(targets)
        if target is None:
            return False
        if ring.held is not None:
            ring.held = None
            scene.focus_drop(target)
        elif key == pygame.K_SPACE and target.drag:
            ring.held = target
            scene.focus_pick(target)
        else:
            scene.focus_activate(target)
        return True

    def reveal(self, scene) -> bool:
        """Enter or Space that the screen on top left unused while the ring was hidden (the
        mouse used last): the ring shows where it stood, as a Tab or an arrow would, so the next
        press acts there.  Without it the key did nothing and said nothing (a play-test pressed
        Enter twice on the results).  True when it showed."""
        if self.shown or scene.typing():
            return False
        targets = scene.focus_targets()
        if not targets:
            return False
        self.shown = True
        self._arrive(scene, scene.focus_ring.current(targets))
        return True

    def start_typing(self, scene) -> bool:
        """A character typed with the ring on a text field that is not being edited: the field
        starts editing (as Enter on it would), its text selected so the typing replaces it, as
        a field reached by Tab does elsewhere (a play-test typed "42" on the Seed field and
        nothing happened until Enter).  True when it did."""
        if not self.shown or scene.typing():
            return False
        target = scene.focus_ring.find(scene.focus_targets())
        if target is None or not (isinstance(target.key, tuple) and target.key[:1] == ("field",)):
            return False
        field = next((f for f in scene.focus_fields() if tuple(f.rect.topleft) == tuple(target.key[1])), None)
        if field is None:
            return False
        scene.focus_activate(target)
        if field.focused:
            field.all_selected = bool(field.text)
        return field.focused

    def follow(self, target) -> bool:
        """The ring went to `target` by itself (its thing went with a move made by keys, the
        turn asked for another area, a note waits for Next): the pointer as the screen reads it
        goes with it, so what names the thing under the pointer (Ladybird's caption under the
        hand, a tooltip) names the thing the ring is drawn on, not the one that slid into the
        place Enter was pressed on (a play-test).  True when the pointer moved."""
        scene = self.app.top
        if not self.shown or target is None or scene is None or scene.focus_ring.held is not None:
            return False
        if tuple(self.app.input.pointer) == tuple(target.at):
            return False
        scene.focus_point(target)
        hover = getattr(scene, "hover", None)
        if hover is not None:
            hover.hold()   # (its tooltip waits for the player's next key: Hover.hold)
        return True

    @staticmethod
    def _arrive(scene, target) -> None:
        """The pointer as the screen reads it follows the ring (`focus_point`), carrying what is
        held (`focus_carry`)."""
        if target is None:
            return
        FocusKeys.moving_by_key = True   # (the screen's tooltip may open there: TableFocus.focus_point)
        try:
            if scene.focus_ring.held is not None:
                scene.focus_carry(target)
            else:
                scene.focus_point(target)
        finally:
            FocusKeys.moving_by_key = False

    def target(self):
        """Where the ring stands on the screen on top, or None while it is hidden (found once a
        frame: the frame's floating boxes keep clear of it, then it is drawn there)."""
        scene = self.app.top
        if not self.shown or scene is None:
            return None
        return scene.focus_ring.find(scene.focus_targets())

    @staticmethod
    def ring_rect(target) -> pygame.Rect | None:
        """The rect the ring around `target` covers (its band and dark edge): what tooltips and
        refusals keep clear of (draw.keep_clear)."""
        if target is None:
            return None
        rect = target.ring if target.ring is not None else target.rect
        return pygame.Rect(rect).inflate(2 * theme.FOCUS_GAP + 8, 2 * theme.FOCUS_GAP + 8)

    def draw(self, surface: pygame.Surface, target) -> None:
        """The ring at `target` (and where a carried thing came from), while shown."""
        scene = self.app.top
        if not self.shown or scene is None:
            return
        ring = scene.focus_ring
        if ring.held is not None:
            focus.draw_held(surface, ring.held.rect)
        # on the very place a thing was picked up, the dashed ring alone says it is held (the
        # solid one drawn over it looked as if Space had done nothing: a play-test)
        if target is not None and not (ring.held is not None and target.key == ring.held.key):
            focus.draw_ring_spared(surface, target.ring if target.ring is not None else target.rect, target.spare)
