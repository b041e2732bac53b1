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
DISK_MARK = N_("Not saved")   # the top bar's mark of a hidden "Autosave failed" banner


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

    # --- the failing disk: a banner, hidden by a click into a mark in the top bar ------------
    banner_hidden: str | None = None   # the problem whose banner was clicked away (a new one shows)

    disk_mark = DISK_MARK   # the mark's words (an online table's: its way back is not kept)

    def disk_problem(self) -> str | None:
        """What the disk refused for this table, as the banner says it (None: nothing): the
        autosave's problem; an online table's is My online tables' (online/table.py)."""
        return self.saver.problem if self.saver is not None else None

    def _disk_problem(self) -> tuple[str, bool] | None:
        """(the disk's problem, its banner hidden), or None while saving works."""
        problem = self.disk_problem()
        return (problem, problem == self.banner_hidden) if problem else None

    def _banner_box(self) -> tuple[pygame.Rect, list[str]] | None:
        """The banner under the top bar and its lines, while it is shown."""
        shown = self._disk_problem()
        if shown is None or shown[1]:
            return None
        bar = self.layout.zone("bar")
        lines = self.assets.wrap(shown[0], bar.w - 100, theme.SMALL_SIZE, True)
        return pygame.Rect(bar.x + 20, bar.bottom + 4, bar.w - 40, 12 + 20 * len(lines)), lines

    def disk_mark_room(self) -> int:
        """How much of the top bar the mark of a hidden banner takes (chrome.prompt_room)."""
        shown = self._disk_problem()
        if shown is None or not shown[1]:
            return 0
        return self.assets.width(_(self.disk_mark), theme.SMALL_SIZE, True) + 24 + 12

    def _disk_mark(self) -> pygame.Rect | None:
        """The mark in the top bar, left of the round / phase line, while the banner is hidden."""
        room = self.disk_mark_room()
        if not room:
            return None
        bar = self.layout.zone("bar")
        right = self._status_right
        if self._status:
            right -= self.assets.width(self._status, theme.SMALL_SIZE) + 16
        rect = pygame.Rect(0, 0, room - 12, 28)
        rect.midright = (right, bar.centery)
        return rect

    def banner_click(self, event) -> bool:
        """A click on the banner hides it (its mark stays in the bar: the game is still only in
        memory); a click on the mark shows it again.  True when the event was theirs."""
        if event.kind not in ("down", "click"):
            return False
        box = self._banner_box()
        mark = self._disk_mark() if box is None else None
        if not ((box is not None and box[0].collidepoint(event.pos)) or (mark is not None and mark.collidepoint(event.pos))):
            return False
        if event.kind == "click":
            self.banner_hidden = self.disk_problem() if box is not None else None
            self._update_chrome()   # the prompt's room beside the mark
        return True

    def _draw_banner(self, surface: pygame.Surface) -> None:
        """A failing disk is shown, never hidden: the saver's problem under the top bar, until a
        click puts it away into a mark in the bar (it covered the pond's heading, the round and
        the Croaker's name for the whole game: a play-test)."""
        laid = self._banner_box()
        if laid is None:
            mark = self._disk_mark()
            if mark is not None:
                paint.rect(surface, (120, 24, 36), mark, border_radius=6)
                paint.rect(surface, theme.ILLEGAL, mark, 2, border_radius=6)
                draw.text(surface, self.assets, _(self.disk_mark), mark.center, theme.SMALL_SIZE, theme.INK_ON_DARK, True,
                          "center")
            return
        box, lines = laid
        paint.rect(surface, (120, 24, 36), box, border_radius=6)
        paint.rect(surface, theme.ILLEGAL, box, 2, border_radius=6)
        for i, line in enumerate(lines):
            draw.text(surface, self.assets, line, (box.x + 14, box.y + 6 + 20 * i), theme.SMALL_SIZE,
                      theme.INK_ON_DARK, True)
        draw.text(surface, self.assets, "\u00d7", (box.right - 16, box.y + 16), theme.BODY_SIZE, theme.INK_ON_DARK, True,
                  "center")   # (a click anywhere on it hides it)

    def _draw_message(self, surface: pygame.Surface) -> None:
        if self.message is None:
            return
        text, colour, _left, pos = self.message
        if pos is not None:
            # clear of a lesson's note where it can be (a refusal beside "Done" covered the
            # note it quoted: a play-test)
            guide = self.lesson if self.lesson is not None and self.lesson.active else None
            avoid = []
            if guide is not None and guide.panel.w:   # (and the places it outlines, their labels)
                avoid = [pygame.Rect(guide.panel)] + [guide.reach(r) for r in guide.outlines()] + self.outline_labels()
            draw.callout(surface, self.assets, text, pos, colour, avoid)
            return
        area = self.layout.zone("message")
        size, step, lines = self._message_lines(text, area)
        box = pygame.Rect(area.x, area.y, area.w, 16 + step * len(lines))
        if box.bottom > area.bottom:   # taller than its zone even in small type: it grows upwards
            box.bottom = area.bottom
            box.clamp_ip(surface.get_rect())
        paint.rect(surface, (34, 30, 28), box, border_radius=8)
        paint.rect(surface, colour, box, 2, border_radius=8)
        self.message_box = pygame.Rect(box)   # (a tooltip keeps clear of it: tablefocus.tooltip_keep_clear)
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
