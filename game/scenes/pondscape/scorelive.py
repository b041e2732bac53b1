"""Pondscape's score as you play: which frog groups score nothing now and why (marked on the pond,
the reason in the space's tooltip), and what the last change of each seat's score was (+5 / −5,
step by step), all read from the rules' own scoring (`score_details`, `scoring.condition_status`).

Derived in refresh() (`_live_scores`), drawn by `_draw_live_marks` / `_draw_change`: a frame only
draws.  Only public facts are read: a water card's back, the tucked cards' counts, faces up.
"""
from __future__ import annotations

import pygame

from ...i18n import _, pgettext
from ...rules.pondscape.scoring import condition_status
from ...ui import draw, numbers, theme
from ...ui.anim import Flash
from ...ui import paint

FAIL_FLASH_MS = 1600   # a group that has just stopped scoring pulses this long, then stays framed


signed = numbers.change   # +5 / −5 (a true minus sign), the way a score change is written


class LiveScores:
    """Mixin of PondscapeScene: the live score marks and changes."""

    _seen: list | None = None            # per seat (steps, cells of met groups) at the last refresh
    score_changes: dict[int, dict[str, int]]

    def _live_scores(self) -> None:
        state, n = self.state, len(self.view["players"])
        if not hasattr(self, "score_changes"):
            self.score_changes = {}
        live = [state.score_details(p) for p in range(n)]
        seen = [(d["steps"], {c for g in d["groups"] if g["met"] for c in g["cells"]}) for d in live]
        if self._seen is not None and len(self._seen) == n:
            for p in range(n):
                old_steps, old_met = self._seen[p]
                diff = {k: v - old_steps[k] for k, v in seen[p][0].items() if v != old_steps[k]}
                if diff:
                    self.score_changes[p] = diff
                stopped = old_met - seen[p][1]
                for cell in stopped:   # scored before this change, scores nothing now
                    if state.ponds[p][cell] >= 0:
                        self.anims.add(Flash(("stopped", p, cell), duration=FAIL_FLASH_MS))
        self._seen = seen
        focus = self.focus
        self.failing: list[list[int]] = []   # cells of each group of the focus pond scoring nothing now
        self.cell_notes: dict[int, str] = {}  # the score of the space's card now, for its tooltip
        details = live[focus]
        self.live_tucked = [row["points"] for row in details["tucked"]]
        for g in details["groups"]:
            reason = condition_status(g)
            if g["met"]:
                note = _("Its group of {size} scores +{points} now. {reason}").format(
                    size=g["size"], points=g["points"], reason=reason)
            else:
                self.failing.append(g["cells"])
                note = _("Scores nothing now: {reason}").format(reason=reason)
            for c in g["cells"]:
                self.cell_notes[c] = note
        for row in details["solitary"]:
            self.cell_notes[row["cell"]] = _("Scores +{points} now, on its own.").format(points=row["points"])
        self.change_text = {p: self._change_words(p) for p in self.score_changes}

    def _change_words(self, seat: int) -> str:
        """'Frog groups −5, Tucked cards +2': the steps of the seat's last score change."""
        return pgettext("list separator", ", ").join(
            _("{step} {points}").format(step=_(step), points=signed(d)) for step, d in self.score_changes[seat].items())

    def change_total(self, seat: int) -> int | None:
        diff = self.score_changes.get(seat)
        return sum(diff.values()) if diff else None

    # --- drawing ---------------------------------------------------------------------------------
    def _draw_live_marks(self, surface, flashes) -> None:
        """A red frame and a '0' tab on every card of a group that scores nothing now; a wider
        pulse on a group that has just stopped scoring."""
        a, seat = self.assets, self.focus
        for cells in self.failing:
            for c in cells:
                rect = self.cell_rects[c]
                paint.rect(surface, theme.ILLEGAL, rect.inflate(2, 2), 3, border_radius=8)
                alpha = flashes.get(("stopped", seat, c))
                if alpha:
                    draw.fading_frame(surface, rect.inflate(10, 10), alpha, theme.ILLEGAL)
            tab = self.fail_tab(cells[0])
            paint.rect(surface, theme.PAPER, tab, border_radius=9)
            paint.rect(surface, theme.ILLEGAL, tab, 2, border_radius=9)
            draw.text(surface, a, "0", tab.center, theme.SMALL_SIZE, theme.INK, True, "center")

    def fail_tab(self, cell: int) -> pygame.Rect:
        """Where a failing group's '0' sits: the bottom middle of its first card (clear of the
        corner symbols)."""
        rect = self.cell_rects[cell]
        tab = pygame.Rect(0, 0, 30, 20)
        tab.midbottom = (rect.centerx, rect.bottom - 4)
        return tab

    def _draw_change(self, surface, seat: int, midleft: tuple[int, int], size: int) -> pygame.Rect | None:
        """The seat's last score change, '+5' (yellow) or '−5' (red), from `midleft`."""
        total = self.change_total(seat)
        if total is None:
            return None
        colour = theme.ILLEGAL if total < 0 else theme.LEGAL
        return draw.text(surface, self.assets, signed(total), midleft, size, colour, True, "midleft")

    def change_width(self, seat: int, size: int) -> int:
        total = self.change_total(seat)
        if total is None:
            return 0
        text = signed(total)
        return self.assets.font(size, True, text=text).size(text)[0]
