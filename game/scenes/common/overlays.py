"""What the table draws over itself: the log panel, the failing-disk banner and the
message (a refusal near the pointer, or a note in the message zone).  Part of `TableScene`
(table.py)."""
from __future__ import annotations

import pygame

from ...i18n import N_, _
from ...ui import draw, theme
from .log import LogScene
from ...ui import paint

MESSAGE_MS = 3500
SOUND_ON = N_("Sound effects on (M turns them off).")
SOUND_OFF = N_("Sound effects off (M turns them on).")


class OverlaysMixin:
    """The log panel, the banner and the message."""

    def refuse(self, reason: str, pos: tuple[int, int] | None = None) -> None:
        """Show `reason` near `pos`: the rules' reason (already in the current language) or a
        msgid of the client's (translated here).  The soft refusal sound goes with it."""
        self.message = (_(reason), theme.ILLEGAL, MESSAGE_MS, pos)
        self.app.sound.play("refused")

    def inform(self, text: str) -> None:
        self.message = (_(text), theme.LEGAL, MESSAGE_MS, None)

    def sound_switched(self, on: bool, problem: str | None) -> None:
        """The M key: say what it did (and a settings file that could not be saved)."""
        self.inform(problem or (SOUND_ON if on else SOUND_OFF))

    def open_log(self) -> None:
        self.hover.clear()
        self.app.push(LogScene(self.app, self))

    def message_over_log(self) -> bool:
        """A message without a place (a hint, "Undone: ...") shows in the message zone; a layout
        that puts that zone on the log (so the note never covers the table) has the log step
        aside while it shows, and come back when it has gone."""
        return (self.message is not None and self.message[3] is None and self.layout.has("log")
                and self.layout.zone("message").colliderect(self.layout.zone("log")))

    def _draw_log(self, surface: pygame.Surface) -> None:
        if not self.layout.has("log"):
            return
        area = self.layout.zone("log")
        paint.rect(surface, (30, 27, 24), area, border_radius=8)
        if self.message_over_log() or (self.lesson is not None and self.lesson.covers(area)):
            return   # the note or the lesson's panel stands there: no half-hidden lines
        y = area.y + 6
        first_bright = len(self._log_lines) - self._log_bright   # the newest entries, bright on every line
        for i, line in enumerate(self._log_lines):
            colour = theme.INK_ON_DARK if i >= first_bright else theme.INK_ON_DARK_SOFT
            # every line on the same 20-unit baselines (a Japanese name in English crowded the next)
            draw.text(surface, self.assets, line, (area.x + 8, y - self.assets.baseline_lift(line)), theme.SMALL_SIZE,
                      colour)
            y += 20
        hover = area.collidepoint(self.app.input.pointer)
        draw.text(surface, self.assets, _("Full log: click or L"), (area.right - 8, area.bottom - 4), theme.SMALL_SIZE,
                  theme.LEGAL if hover else theme.INK_ON_DARK_SOFT, anchor="bottomright")

    def _draw_banner(self, surface: pygame.Surface) -> None:
        """A failing disk is shown, never hidden: the saver's problem under the top bar."""
        problem = self.saver.problem if self.saver is not None else None
        if not problem:
            return
        bar = self.layout.zone("bar")
        lines = self.assets.wrap(problem, bar.w - 60, theme.SMALL_SIZE, True)[:2]
        box = pygame.Rect(bar.x + 20, bar.bottom + 4, bar.w - 40, 12 + 20 * len(lines))
        paint.rect(surface, (120, 24, 36), box, border_radius=6)
        paint.rect(surface, theme.ILLEGAL, box, 2, border_radius=6)
        for i, line in enumerate(lines):
            draw.text(surface, self.assets, line, (box.x + 14, box.y + 6 + 20 * i), theme.SMALL_SIZE,
                      theme.INK_ON_DARK, True)

    def _draw_message(self, surface: pygame.Surface) -> None:
        if self.message is None:
            return
        text, colour, _left, pos = self.message
        if pos is not None:
            draw.callout(surface, self.assets, text, pos, colour)
            return
        area = self.layout.zone("message")
        size, step, lines = self._message_lines(text, area)
        box = pygame.Rect(area.x, area.y, area.w, 16 + step * len(lines))
        if box.bottom > area.bottom:   # taller than its zone even in small type: it grows upwards
            box.bottom = area.bottom
            box.clamp_ip(surface.get_rect())
        paint.rect(surface, (34, 30, 28), box, border_radius=8)
        paint.rect(surface, colour, box, 2, border_radius=8)
        for i, line in enumerate(lines):
            draw.text(surface, self.assets, line, (box.x + 12, box.y + 8 + step * i), size, theme.INK_ON_DARK)

    def _message_lines(self, text: str, area: pygame.Rect) -> tuple[int, int, list[str]]:
        """(size, line step, lines) of a message in its zone: smaller type before it outgrows
        the zone (a review's note in Japanese ran off the bottom of Ladybird's narrow zone)."""
        for size in (theme.BODY_SIZE, theme.SMALL_SIZE, 14, 13):
            step = size + 6
            lines = self.assets.wrap(text, area.w - 24, size)
            if 16 + step * len(lines) <= area.h:
                return size, step, lines
        return size, step, lines
