"""The whole game log, grouped by turn and player (with the player's shape), scrollable.

Opened from a table (click its log panel, or L).  It shows only what the rules logged for
everyone to read, newest at the bottom, and starts scrolled to the end."""
from __future__ import annotations

from ...i18n import N_, _, pgettext
import pygame

from ...rules.base import AUTOMA
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from ..base import Scene
from .rules_help import OffersRules
from ...ui import paint

GAME = "game"   # the header of a group no seat made, after the setup
STOOD_IN = N_("{name} — a computer played this turn")   # (online: the host handed the seat over)
LINE_H = 22
HEADER_H = 30


class LogScene(OffersRules, Scene):
    opaque = False
    own_keys = frozenset((pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
                          pygame.K_END))   # the log scrolls with these; the ring has only Close
    hint = N_("Wheel, arrows or PageUp/PageDown to scroll \u00b7 Esc closes")   # the line under the log

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.title_id = table.title_id
        self.layout = layout.load("log")
        self.close = Button(self.layout.zone("close"), N_("Close"), self.app.pop, primary=True)
        self.stood_in: set[int] = set()   # (`_rows` fills it)
        self.rows = self._rows()
        self.scroll = self._max_scroll()  # newest at the bottom, in view

    def language_changed(self) -> None:
        """The table below replayed its match in the new language: lay the log out again."""
        self.rows = self._rows()
        self.scroll = min(self.scroll, self._max_scroll())

    def _rows(self) -> list[tuple[str, object]]:
        """('header', seat) and ('line', text) rows, laid out once (wrapped to the text width);
        `stood_in` holds the rows of the headers of turns a computer played for a person."""
        width = self.layout.zone("text").w - 24
        rows: list[tuple[str, object]] = []
        stand_in, first = self.table.stand_in_lines(), 0
        self.stood_in = set()
        for i, (seat, lines) in enumerate(self.table.match.log_groups()):
            if first in stand_in:
                self.stood_in.add(len(rows))
            first += len(lines)
            # a later group of no seat is the game's own step (Paddy's cycle end), not the setup
            rows.append(("header", GAME if seat is None and i > 0 else seat))
            for line in lines:
                for part in self.assets.wrap(line, width, theme.SMALL_SIZE):
                    rows.append(("line", part))
        return rows

    def _max_scroll(self) -> int:
        """The first row of the last screenful."""
        h, used = self.layout.zone("text").h, 0
        for i in range(len(self.rows) - 1, -1, -1):
            used += self._height(self.rows[i])
            if used > h:
                return i + 1
        return 0

    def _height(self, row) -> int:
        return HEADER_H if row[0] == "header" else LINE_H

    def _visible(self) -> int:
        """How many rows fit from the current scroll position (rows differ in height)."""
        h = self.layout.zone("text").h
        used, count = 0, 0
        start = getattr(self, "scroll", 0)
        for row in self.rows[start:]:
            used += self._height(row)
            if used > h:
                break
            count += 1
        return max(1, count)

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_ESCAPE, pygame.K_l):
            self.app.pop()
            return True
        step = 0
        if event.kind == "wheel":
            step = -3 * event.dy
        elif event.kind == "key":
            step = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: self._visible(),
                    pygame.K_PAGEUP: -self._visible(), pygame.K_END: len(self.rows),
                    pygame.K_HOME: -len(self.rows)}.get(event.key, 0)
        if step:
            self.scroll = max(0, min(self._max_scroll(), self.scroll + step))
            return True
        if handle_buttons([self.close], event) is not None:
            return True
        if event.kind == "click" and not self.layout.zone("panel").collidepoint(event.pos):
            self.app.pop()  # a click outside the panel closes it
            return True
        return event.kind in ("click", "down", "up")

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface)
        L, a = self.layout, self.assets
        draw.panel(surface, L.zone("panel"))
        draw.text(surface, a, _("Game log"), L.zone("heading").midleft, theme.HEADING_SIZE, theme.INK, True, "midleft")
        area = L.zone("text")
        paint.rect(surface, theme.PAPER_SHADE, area.inflate(12, 8), border_radius=8)
        y = area.y
        for index, (kind, value) in enumerate(self.rows[self.scroll:], self.scroll):
            h = HEADER_H if kind == "header" else LINE_H
            if y + h > area.bottom:
                break
            if kind == "header":
                self._draw_header(surface, value, area.x, y, index in self.stood_in)
            else:
                # every line on the same baselines, as in the table's log panel
                draw.text(surface, a, value, (area.x + 24, y + 2 - a.baseline_lift(value)), theme.SMALL_SIZE,
                          theme.INK)
            y += h
        self._draw_scrollbar(surface, area)
        self._draw_rows_extra(surface, area)
        draw.text(surface, a, _(self.hint), L.zone("hint").midleft,
                  theme.SMALL_SIZE, theme.INK_SOFT, anchor="midleft")
        self.close.draw(surface, a, self.app.input.pointer)

    def _draw_rows_extra(self, surface, area: pygame.Rect) -> None:
        """Hook: draw over the rows shown (the replay's log outlines the step shown)."""

    def row_tops(self) -> list[tuple[int, int]]:
        """(row index, y) of every row drawn from the current scroll position."""
        area = self.layout.zone("text")
        out, y = [], area.y
        for i in range(self.scroll, len(self.rows)):
            h = self._height(self.rows[i])
            if y + h > area.bottom:
                break
            out.append((i, y))
            y += h
        return out

    def _draw_header(self, surface, seat, x: int, y: int, stood_in: bool = False) -> None:
        if seat is None:
            name = _("Setup")
        elif seat == GAME:
            name = pgettext("log heading", "Game")
        elif seat == AUTOMA:
            name = self.table.player_name(AUTOMA)
        else:
            draw.player_shape(surface, seat, (x + 10, y + HEADER_H // 2), 16)
            name = self.table.player_name(seat)
            if stood_in:
                name = _(STOOD_IN).format(name=name)
        draw.text(surface, self.assets, name, (x + 24, y + HEADER_H // 2), theme.BODY_SIZE, theme.INK, True,
                  "midleft")
        paint.line(surface, theme.PAPER_EDGE, (x, y + HEADER_H - 3), (x + 790, y + HEADER_H - 3))

    def _draw_scrollbar(self, surface, area: pygame.Rect) -> None:
        total = len(self.rows)
        shown = self._visible()
        if total <= shown:
            return
        track = pygame.Rect(area.right + 2, area.y, 6, area.h)
        paint.rect(surface, theme.PAPER_EDGE, track, border_radius=3)
        h = max(24, track.h * shown // total)
        y = track.y + (track.h - h) * self.scroll // max(1, total - shown)
        paint.rect(surface, theme.INK_SOFT, (track.x, y, track.w, h), border_radius=3)
