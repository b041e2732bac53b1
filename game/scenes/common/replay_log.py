"""The whole log of a replayed game: the lines of the move shown are outlined, and a click on
a line shows the table after the move that wrote it (the replay viewer's L, or a click on the
table's log panel).  Only the rules' public log lines, as in play."""
from __future__ import annotations

import pygame

from ...i18n import N_
from ...ui import theme
from .log import GAME, LogScene
from ...ui import paint


class ReplayLogScene(LogScene):
    hint = N_("Click a line to show the table after its move \u00b7 Esc closes")

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
