"""Ladybird's scores on the table: every seat's running total (the rules' running score sheet)
beside its revealed card; at the end of the game each column's points on the column (cards x
points per card), and every seat's points by category where the hand and garden tiles were.

The numbers come from the rules (`score_sheet()`, `score_details()`), read in refresh();
drawing only writes them.
"""
from __future__ import annotations

from ...i18n import _
import pygame

from ...rules.ladybird import data as D
from ...ui import draw, theme

BADGE_H = 40
WON_ROW = (78, 70, 60)   # a winner's row on the dark panel (with the star: not hue alone)


class Scores:
    """Mixin of LadybirdScene: `_prepare_scores()` in refresh, drawn from gardens.py and table.py."""

    def _prepare_scores(self) -> None:
        st = self.state
        sheet = st.score_sheet()
        self.sheet = sheet
        self.totals = sheet.totals()
        self.column_points: list[dict[str, dict]] | None = None  # per seat: colour -> its column's score
        if st.is_over():
            self.column_points = [{col["colour"]: col for col in st.score_details(q)["columns"]}
                                  for q in range(st.num_players)]

    def _draw_total(self, surface, q: int, seat) -> None:
        """The seat's total: running during the game, final (with a star for a winner) after."""
        a, r = self.assets, seat.score
        over = self.column_points is not None
        won = over and q in self.sheet.winners and len(self.sheet.players) > 1
        draw.text(surface, a, (_("Final") if over else _("Score")) + (" \u2605" if won else ""), r.topleft,
                  theme.SMALL_SIZE, theme.INK_SOFT, over)
        draw.text(surface, a, str(self.totals[q]), (r.x, r.y + 18), theme.SCORE_SIZE, theme.INK, True)

    def _draw_column_points(self, surface, q: int, seat) -> None:
        """The end of the game: on each column, its cards x points per card and its points."""
        a = self.assets
        points = self.column_points[q]
        for k, (c, area) in enumerate(seat.columns):
            col = points.get(D.COLOURS[c])
            if col is None:
                continue
            cards = seat.card_rects[k]
            below = cards[-1][1].bottom + 4 if cards else area.y + 30
            badge = pygame.Rect(area.x + 2, min(below, area.bottom - BADGE_H), area.w - 4, BADGE_H)
            pygame.draw.rect(surface, theme.PAPER, badge, border_radius=8)
            pygame.draw.rect(surface, theme.INK, badge, 2, border_radius=8)
            draw.text(surface, a, f"{col['cards']}\u00d7{col['per_card']}", (badge.centerx, badge.y + 3),
                      theme.SMALL_SIZE, theme.INK_SOFT, False, "midtop")
            draw.text(surface, a, str(col["points"]), (badge.centerx, badge.bottom - 2), theme.BODY_SIZE, theme.INK,
                      True, "midbottom")

    def _draw_final_table(self, surface, zone: pygame.Rect) -> None:
        """The end of the game, where the hand and garden tiles were: every seat's points by
        category and total, the winners starred."""
        a = self.assets
        sheet = self.sheet
        self._heading(surface, zone, _("Final scores"),
                      "" if len(sheet.players) == 1 else _("ties: more childhood memories wins"))
        cols = [*sheet.categories, _("Total")]
        bold = a.font(theme.SMALL_SIZE, True)
        name_w = 40 + max(a.font(theme.SMALL_SIZE, True, name).size(name + "  \u2605")[0] for name in sheet.players)
        col_w = min(110, (zone.w - 16 - name_w) // len(cols))
        x0 = zone.x + 8 + name_w
        y = zone.y + 30
        for i, category in enumerate(cols):
            draw.text(surface, a, category, (x0 + col_w * i + col_w // 2, y), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, False, "midtop")
        y += 26
        row_h = min(34, (zone.bottom - 6 - y) // max(1, len(sheet.players)))
        for q, name in enumerate(sheet.players):
            cy = y + row_h // 2
            won = q in sheet.winners and len(sheet.players) > 1
            if won:
                pygame.draw.rect(surface, WON_ROW, (zone.x + 6, y + 1, zone.w - 12, row_h - 2), border_radius=6)
            draw.player_shape(surface, q, (zone.x + 20, cy), 18)
            draw.text(surface, a, name + ("  \u2605" if won else ""), (zone.x + 36, cy), theme.SMALL_SIZE,
                      theme.INK_ON_DARK, True, "midleft")
            for i, category in enumerate(cols):
                last = i == len(cols) - 1
                value = self.totals[q] if last else sheet.rows[q].get(category, 0)
                draw.text(surface, a, str(value), (x0 + col_w * i + col_w // 2, cy),
                          theme.SCORE_SIZE if last else theme.BODY_SIZE, theme.INK_ON_DARK, last, "center")
            y += row_h
