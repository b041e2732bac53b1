"""The whole log of a replayed game: the lines of the move shown are outlined, and a click on
a line shows the table after the move that wrote it (the replay viewer's L, or a click on the
table's log panel).  Only the rules' public log lines, as in play.  By keyboard the focus ring
stands on the lines shown (↑ ↓, past the first or last one shown the log scrolls) and Enter
does what the click does."""
from __future__ import annotations

import pygame

from ...i18n import N_
from ...ui import theme
from ...ui.focus import Target
from .log import GAME, LogScene
from ...ui import paint


class ReplayLogScene(LogScene):
    hint = N_("Choose a line to show the table after its move \u00b7 Esc closes")
    own_keys = frozenset((pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END))   # ↑ ↓: the ring

    def __init__(self, app, replay) -> None:
        self.replay = replay
        self.line_of_row: list[int | None] = []
        super().__init__(app, replay)   # (its headers ask the replay for `player_name`)
        rows = self.current_rows()
        if rows:   # the move shown in view, a few lines of what came before above it
            self.scroll = max(0, min(self._max_scroll(), rows[0] - 4))

    def _rows(self) -> list[tuple[str, object]]:
        width = self.layout.zone("text").w - 24
        match = self.replay.timeline.final
        rows: list[tuple[str, object]] = []
        self.line_of_row = []
        last = object()
        groups = 0
        for index, (line, mark) in enumerate(zip(match.state.log, match.log_marks)):
            if mark != last:
                rows.append(("header", GAME if mark[0] is None and groups > 0 else mark[0]))
                self.line_of_row.append(None)
                last = mark
                groups += 1
            for part in self.assets.wrap(line, width, theme.SMALL_SIZE):
                rows.append(("line", part))
                self.line_of_row.append(index)
        return rows

    def current_rows(self) -> list[int]:
        """The rows of the lines the move shown wrote."""
        lines = self.replay.timeline.new_lines(self.replay.step) if self.replay.step else range(0)
        return [i for i, index in enumerate(self.line_of_row) if index is not None and index in lines]

    def focus_targets(self) -> list[Target]:
        """Each log line shown (all its wrapped rows), top to bottom, the ring first on the move
        shown's; no Close (Esc closes), so ↑ on the first line or ↓ on the last one reaches the
        log and scrolls it."""
        area, current = self.layout.zone("text"), set(self.current_rows())
        spans: dict[int, pygame.Rect] = {}
        for i, y in self.row_tops():
            index = self.line_of_row[i]
            if index is not None:
                row = pygame.Rect(area.x + 16, y, area.w - 16, self._height(self.rows[i]))
                spans[index] = spans[index].union(row) if index in spans else row
        shown = {self.line_of_row[i] for i in current}
        return [Target(rect, ("line", index), "lines", preferred=index == min(shown, default=None))
                for index, rect in spans.items()]

    def handle(self, event) -> bool:
        if event.kind == "click" and self.layout.zone("text").collidepoint(event.pos):
            for i, y in self.row_tops():
                if y <= event.pos[1] < y + self._height(self.rows[i]) and self.line_of_row[i] is not None:
                    self.replay.go(self.replay.timeline.step_of_log_line(self.line_of_row[i]))
                    self.app.pop()
                    return True
            return True
        return super().handle(event)

    def _draw_rows_extra(self, surface, area: pygame.Rect) -> None:
        current = set(self.current_rows())
        tops = [(i, y) for i, y in self.row_tops() if i in current]
        if tops:
            top = tops[0][1]
            bottom = tops[-1][1] + self._height(self.rows[tops[-1][0]])
            paint.rect(surface, theme.SELECTED, (area.x + 16, top - 1, area.w - 16, bottom - top + 2), 2,
                             border_radius=6)
