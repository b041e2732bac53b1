"""The end of a game: the full score breakdown table, the winners, and earlier phases."""
from __future__ import annotations

import pygame

from ..base import Scene
from ...rules.base import ScoreSheet, Setup
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from .. import registry
from .background import draw_table_background
from .rules_help import OffersRules


class ResultsScene(OffersRules, Scene):
    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.title_id = match.setup.title
        self.sheet: ScoreSheet = match.state.score_sheet()
        self.phases = match.state.phase_scores()
        self.layout = layout.load("results")
        L = self.layout
        self.buttons = [
            Button(L.zone("again"), "Play again", self._again, primary=True),
            Button(L.zone("board"), "Look at the table", self.app.pop),
            Button(L.zone("menu"), "Title menu", self._menu),
        ]

    def _again(self) -> None:
        setup = self.match.setup
        registry.start_new(self.app, Setup(setup.title, setup.players, setup.first_player, setup.options), None)

    def _menu(self) -> None:
        self.app.go_home()

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return handle_buttons(self.buttons, event) is not None

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L = self.layout
        a = self.assets
        draw.panel(surface, L.zone("panel"))
        sheet = self.sheet
        names = [sheet.players[w] for w in sheet.winners]
        if len(names) == 1:
            headline = f"{names[0]} wins!"
        elif names:
            headline = f"Shared victory: {' & '.join(names)}"
        else:
            headline = "Final scores"
        draw.text(surface, a, headline, L.zone("heading").center, theme.HEADING_SIZE + 6, theme.INK, True, "center")
        self._draw_table(surface, sheet, L.zone("table"))
        y = L.zone("notes").y
        for note in ([sheet.tiebreak] if sheet.tiebreak else []) + sheet.notes:
            draw.text(surface, a, note, (L.zone("notes").x, y), theme.SMALL_SIZE, theme.INK_SOFT)
            y += 22
        if self.phases:
            y += 6
            for label, phase in self.phases:
                parts = ", ".join(f"{phase.players[p]} {phase.total(p)}" for p in range(len(phase.players)))
                draw.text(surface, a, f"{label}: {parts}", (L.zone("notes").x, y), theme.SMALL_SIZE, theme.INK_SOFT)
                y += 22
        for button in self.buttons:
            button.draw(surface, a, self.app.input.pointer)

    def _draw_table(self, surface: pygame.Surface, sheet: ScoreSheet, area: pygame.Rect) -> None:
        a = self.assets
        cols = len(sheet.categories) + 1
        name_w = 200
        col_w = max(70, min(150, (area.w - name_w) // cols))
        row_h = 40
        # header: category names, wrapped in two lines when long
        x = area.x + name_w
        for category in [*sheet.categories, "Total"]:
            lines = a.wrap(category, col_w - 8, theme.SMALL_SIZE, True)[:2]
            for i, line in enumerate(lines):
                draw.text(surface, a, line, (x + col_w // 2, area.y + i * 18), theme.SMALL_SIZE, theme.INK_SOFT,
                          True, "midtop")
            x += col_w
        y = area.y + 46
        totals = sheet.totals()
        for p, name in enumerate(sheet.players):
            row = pygame.Rect(area.x, y, name_w + col_w * cols, row_h - 4)
            if p in sheet.winners:
                pygame.draw.rect(surface, (250, 240, 170), row, border_radius=6)
            pygame.draw.line(surface, theme.PAPER_EDGE, (row.x, row.bottom + 2), (row.right, row.bottom + 2))
            draw.player_shape(surface, p, (area.x + 14, y + row_h // 2 - 2), 20)
            draw.text(surface, a, name + ("  \u2605" if p in sheet.winners else ""), (area.x + 32, y + row_h // 2 - 2),
                      theme.BODY_SIZE, theme.INK, True, "midleft")
            x = area.x + name_w
            for category in sheet.categories:
                value = sheet.rows[p].get(category, 0)
                draw.text(surface, a, str(value), (x + col_w // 2, y + row_h // 2 - 2), theme.BODY_SIZE,
                          theme.INK, anchor="center")
                x += col_w
            draw.text(surface, a, str(totals[p]), (x + col_w // 2, y + row_h // 2 - 2), theme.SCORE_SIZE,
                      theme.INK, True, "center")
            y += row_h
