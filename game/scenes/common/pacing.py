"""The table's computer seats and automa in time: their pacing (a watched game's speed),
asking the worker for a move and applying it, and the person's Hint.  Part of `TableScene`
(table.py); who plays each seat and the worker are in computers.py."""
from __future__ import annotations

import math

import pygame

from ... import settings
from ...i18n import N_, _
from ...rules.base import AUTOMA, Action
from ...ui import theme
from ...ui.anim import reduced_motion
from .overlays import MESSAGE_MS
from . import outline

AUTOMA_STEP_MS = 900   # the automa's move waits this long so a player can follow it
HINT_PULSE_MS = 3000   # how long a hint's outline pulses before it stays still (an idle table draws nothing)
HINT_KEY = pygame.K_h
# H after the person's move, while it waits for End turn: still their turn, but the move is made
HINT_AFTER_MOVE = N_("No hint now: your move is made and waits for End turn.")


class PacingMixin:
    """Computer and automa pacing, hints and the watch speed."""

    def pace(self, ms: int) -> int:
        """A computer's or the automa's step delay; a watched game has its own speed."""
        if not self.computers.watching:
            return ms
        return int(ms * settings.WATCH_SPEEDS[self.watch_speed])

    def _hint_possible(self) -> bool:
        seat = self.state.current_player()
        return (not self.state.is_over() and seat not in (None, AUTOMA) and seat == self.viewer
                and not self.computers.is_computer(seat) and self.handoff_wait <= 0)

    def ask_hint(self) -> None:
        """The Hard player's move for the person to act, asked of the worker (the window goes on)."""
        if self.turn_done:
            self.refuse(HINT_AFTER_MOVE)
            return
        if not self._hint_possible():
            self.refuse(_("Hints are for the person whose turn it is."))
            return
        if self.lesson is not None and self.lesson.active:
            self.inform(_("The lesson outlines what to choose: follow its panel."))
            return
        if self.computers.hint_pending:
            return
        self.hinted = None
        self.computers.ask_hint(self.state.current_player())
        self.inform(_("Looking for a good move…"))

    def _hint_arrived(self, action: Action | None, problem: str | None) -> None:
        if action is None:
            self.refuse(_("No hint this time: {problem}").format(problem=problem or "?"))
            return
        self.hinted = action
        self.hint_clock = 0
        self.message = (_("Hint: {move}").format(move=self.state.describe_action(action)), theme.LEGAL,
                        MESSAGE_MS * 3, None)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """Hook: where on the table the hinted move is clicked (outlined while the hint stands)."""
        return []

    def cycle_speed(self) -> None:
        self.watch_speed = (self.watch_speed + 1) % len(settings.WATCH_SPEEDS)
        stored = settings.load()
        stored["watch_speed"] = self.watch_speed
        settings.save(stored)   # a refusing disk only forgets the speed
        self._label_speed()

    def _label_speed(self) -> None:
        names = (_("Slow"), _("Normal"), _("Fast"), _("Fastest"))
        self._speed_button.label = _("Speed: {speed}").format(speed=names[self.watch_speed])

    def _update_computers(self, dt_ms: int) -> bool:
        """Ask for a computer seat's move, apply it once decided and paced; collect a hint.
        Waiting costs no frames: the loop is asked to come back (`wake_in`), nothing redraws."""
        busy = False
        if self.hinted is not None and self.hint_clock < HINT_PULSE_MS and not reduced_motion():
            self.hint_clock += dt_ms
            busy = True  # the hinted place pulses a few times, then stays outlined (no frames)
        if self.computers.hint_pending:
            arrived = self.computers.poll_hint()
            if arrived is None:
                self.app.wake_in(40)
            else:
                self._hint_arrived(*arrived)
                busy = True
        seat = self.state.current_player()
        if not self.computers.is_computer(seat) or self.turn_done or self.state.is_over():
            return busy
        if self.lesson is not None and self.lesson.holds_computer():
            return busy   # a note of the lesson is being read
        if self.computers.seat != seat:
            scripted = self.lesson.computer_move() if self.lesson is not None else None
            if scripted is not None:
                self.computers.begin_scripted(seat, self.pace(AUTOMA_STEP_MS), scripted)
            else:
                self.computers.begin(seat, self.pace(AUTOMA_STEP_MS))
            self._update_chrome()
            busy = True
        action = self.computers.update(dt_ms)
        if action is not None:
            self.act(action, by_viewer=False)
            return True
        self.app.wake_in(min(40, max(1, self.computers.wait_ms)) if self.computers.wait_ms else 40)
        return busy

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The hinted move's place, outlined in a slow pulse until the person moves."""
        if self.hinted is None:
            return
        pulsing = self.hint_clock < HINT_PULSE_MS and not reduced_motion()   # steady with reduced motion
        glow = 0.5 + 0.5 * math.sin(self.hint_clock / 160) if pulsing else 0.0   # steady: yellow, not the ring's white
        colour = tuple(int(a + (b - a) * glow) for a, b in zip(theme.LEGAL, (255, 255, 255)))
        labels = self.outline_labels()
        for rect in self.hint_rects(self.hinted):
            outline.draw(surface, rect, colour, labels)   # (clear of the headings beside it)
