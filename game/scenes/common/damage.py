"""What a pointer move can change on a table (issue 16: frames that cost what changed).

The app draws a table again only inside the rects `pointer_damage` names, when nothing but the
pointer moved (or time passed) since the last frame: the scene clipped to each rect, then only
those compared with the last frame.  So a hover costs the ghost, the hovered button and the
callout, not the whole canvas.  The answer must cover every pixel the pointer's two positions
can change; when the table cannot be sure (an animation or a message plays, a tooltip is up,
something is dragged, the table changed without an input), it answers None and the whole
canvas is drawn.  `still_key` lists what the picture depends on besides the pointer and may
change with time alone; the frame is redrawn whole when it differs from the last frame's.
tests/scenes/test_pointer_damage.py checks clipped frames against full ones, pixel for pixel.
"""
from __future__ import annotations

import pygame

BUTTON_REACH = (4, 10)   # a button's shadow (3 px below) and outline, around its rect
GLOW_REACH = 10          # a glow's halo (8 px) around the rect it marks


class PointerDamage:
    """The `pointer_damage` of a `TableScene`; titles answer `table_pointer_damage`."""

    _drawn_key: tuple | None = None

    def still_key(self) -> tuple:
        """What the table's picture depends on, besides the pointer, that may change between two
        frames without an input (titles add their own with `table_still_key`)."""
        tip = self.hover.visible
        extra = self._extra_bar_button()
        return (len(self.match.actions), id(self.match.state), self.viewer, self.turn_done, self.message,
                self.hinted, self.hint_clock if self.hinted is not None else 0, tip is not None,
                bool(self.anims.items), self.handoff_wait > 0, self.automa_wait > 0, self.results_wait > 0,
                self._bar_seat, self._bar_lines, self._status, tuple(self._log_lines), self._undo_button.enabled,
                None if extra is None else (id(extra), extra.label, extra.enabled),
                self.disk_problem(), self.banner_hidden, self.table_still_key())

    def covered(self) -> pygame.Rect | None:
        """Hook: the canvas rect `draw_table` paints opaquely first wherever the clip meets it
        (the table's wood there need not be drawn: a clipped pass over the board blitted it
        twice, ~0.1 ms of a ghost's hover frame)."""
        return None

    def table_still_key(self) -> tuple:
        """Hook: the title's own part of `still_key` (its selections, its modes)."""
        return ()

    def remember_drawn(self, surface: pygame.Surface) -> None:
        """Called at the end of `draw`: the frame on screen now depends on this.  A clipped
        pass changes nothing of it (it is drawn only when the key is the one drawn)."""
        if surface.get_clip() == surface.get_rect():
            self._drawn_key = self.still_key()

    def drawn_key(self, surface: pygame.Surface) -> tuple:
        """The still key of what is drawn on `surface` now: a clipped pass is drawn only while
        the still key is the one last drawn whole (`pointer_damage` has just compared them), so
        a pass keys what it keeps by that one instead of computing it again."""
        if self._drawn_key is not None and surface.get_clip() != surface.get_rect():
            return self._drawn_key
        return self.still_key()

    def pointer_damage(self, before, after) -> list[pygame.Rect] | None:
        key = self.still_key()
        if key != self._drawn_key or key[7] or key[8]:   # changed, a tooltip up, an animation
            return None
        rects = self.table_pointer_damage(before, after)
        if rects is None:
            return None
        rects = list(rects)
        rects += buttons_damage(self._live_bar_buttons(), before, after)
        if self.layout.has("log"):
            log = self.layout.zone("log")
            if log.collidepoint(before) != log.collidepoint(after):
                rects.append(log)
        return rects

    def table_pointer_damage(self, before, after) -> list[pygame.Rect] | None:
        """Hook: the title's rects a move from `before` to `after` can change (None: all)."""
        return None


def buttons_damage(buttons, before, after) -> list[pygame.Rect]:
    """The buttons whose hover look differs between the two pointer positions."""
    return [b.rect.inflate(*BUTTON_REACH) for b in buttons if b.hit(before) != b.hit(after)]


def hovered_damage(rects, before, after) -> list[pygame.Rect]:
    """The rects (menu cards, list rows) whose hover look (a glow, a shade) differs between the
    two pointer positions, with the glow around them."""
    return [r.inflate(2 * GLOW_REACH, 2 * GLOW_REACH) for r in rects if r.collidepoint(before) != r.collidepoint(after)]
