"""Ladybird's scores on the table, as you play: every seat's running total (the rules' score
sheet) and, under each column, its sign and the points it is worth now, with what the last move
changed (+N / -N) beside them until that seat's score changes again; at the end of the game each
column's cards x points per card as well, and every seat's points by category where the hand
and garden tiles were.

The numbers come from the rules (`score_sheet()`, `score_details()`), read in refresh();
drawing only writes them.
"""
from __future__ import annotations

from ...i18n import _
import pygame

from ...rules.ladybird import data as D
from ...ui import draw, numbers, theme
from ...ui import paint

WON_ROW = (78, 70, 60)   # a winner's row on the dark panel (with the star: not hue alone)


class Scores:
    """Mixin of LadybirdScene: `_prepare_scores()` in refresh, drawn from gardens.py and table.py."""

    def _prepare_scores(self) -> None:
        st = self.state
        sheet = st.score_sheet()
        self.sheet = sheet
        self.totals = sheet.totals()
        live = [{col["colour"]: col for col in st.score_details(q)["columns"]} for q in range(st.num_players)]
        old_live, old_totals = getattr(self, "live_columns", None), getattr(self, "_last_totals", None)
        if not hasattr(self, "deltas"):
            self.deltas: dict[int, dict] = {}   # seat -> {"total": d, colour: d}: what its last change did
        # any change since the last refresh is a move's: the seat's own, or the step the match
        # applied for the next seat once a turn end was confirmed (undo clears them: table.py)
        if old_live is not None and len(old_live) == len(live):
            for q in range(st.num_players):
                change = {colour: col["points"] - old_live[q].get(colour, {"points": 0})["points"]
                          for colour, col in live[q].items()}
                change = {colour: d for colour, d in change.items() if d}
                total = self.totals[q] - old_totals[q]
                if total or change:
                    self.deltas[q] = {"total": total, **change}
        self.live_columns: list[dict[str, dict]] = live   # per seat: colour -> its column's score now
        self._last_totals = list(self.totals)
        self.column_points: list[dict[str, dict]] | None = live if st.is_over() else None

    def _draw_total(self, surface, q: int, seat) -> None:
        """The seat's total: running during the game, final (with a star for a winner) after."""
        a, r = self.assets, seat.score
        over = self.column_points is not None
        won = over and q in self.sheet.winners and len(self.sheet.players) > 1
        draw.text_fit(surface, a, (_("Final") if over else _("Score")) + (" \u2605" if won else ""), r.topleft,
                      r.w, theme.SMALL_SIZE, theme.INK_SOFT, over, smallest=12)
        number = draw.text(surface, a, numbers.score(self.totals[q]), (r.x, r.y + 18), theme.SCORE_SIZE, theme.INK, True)
        delta = self.deltas.get(q, {}).get("total", 0)
        if delta and not over:
            draw.text_fit(surface, a, numbers.change(delta), (r.x, number.bottom - 4), r.w, 14, _delta_colour(delta), True,
                          "topleft", smallest=11)   # under the number: never cut beside a long total

    def _draw_column_foot(self, surface, q: int, seat, k: int) -> None:
        """Under column k: its sign (the colour told by shape) and the points it is worth now,
        what the last change did to it, and at the end its cards x points per card above."""
        a = self.assets
        c, _area = seat.columns[k]
        colour = D.COLOURS[c]
        col = self.live_columns[q].get(colour)
        foot = seat.feet[k]
        over = self.column_points is not None
        sign = min(18, foot.h)
        # at the end the cards x points line sits above the row; in play the row heads its foot
        # and the change goes beside the points when it fits whole, else on the line under them
        top = foot.bottom - sign - 2 if over else foot.y
        row = pygame.Rect(foot.x, top, foot.w, sign + 2)
        surface.blit(self.art.sprite(f"colour_sign_{colour}", (sign, sign)), (row.x, row.y + 1))
        if col is None:
            return
        points = draw.text(surface, a, str(col["points"]), (row.x + sign + 3, row.centery), theme.SMALL_SIZE,
                           theme.INK, True, "midleft")
        delta = self.deltas.get(q, {}).get(colour, 0)
        if delta and not over:
            change = numbers.change(delta)
            if points.right + 2 + a.width(change, 12, True) <= row.right:
                draw.text(surface, a, change, (points.right + 2, row.centery), 12, _delta_colour(delta), True,
                          "midleft")
            else:
                draw.text(surface, a, change, (points.x, row.bottom), 12, _delta_colour(delta), True, "topleft")
        if self.column_points is not None:
            draw.text(surface, a, f"{col['cards']}\u00d7{col['per_card']}", (foot.x, foot.y), 12, theme.INK_SOFT,
                      False, "topleft")

    def _draw_final_table(self, surface, zone: pygame.Rect) -> None:
        """The end of the game, where the hand and garden tiles were: every seat's points by
        category and total, the winners starred."""
        a = self.assets
        sheet = self.sheet
        self._heading(surface, zone, _("Final scores"),
                      "" if len(sheet.players) == 1 else _("ties: more childhood memories wins"))
        cols = [*sheet.categories, _("Total")]
        bold = a.font(theme.SMALL_SIZE, True)
        widest = max(bold.size(name + "  \u2605")[0] for name in sheet.players)
        name_w = 40 + min(widest, zone.w // 3)   # a long name goes on two lines (name_in_box)
        col_w = min(110, (zone.w - 16 - name_w) // len(cols))
        x0 = zone.x + 8 + name_w
        y = zone.y + 30
        heads = [_header_lines(a, category, col_w - 6) for category in cols]
        line_h = max(a.font(size).get_linesize() for size, _lines in heads)
        for i, (size, lines) in enumerate(heads):   # each header whole, on one or two lines of its own
            for j, line in enumerate(lines):
                draw.text(surface, a, line, (x0 + col_w * i + col_w // 2, y + j * line_h), size,
                          theme.INK_ON_DARK_SOFT, False, "midtop")
        y += line_h * max(len(lines) for _size, lines in heads) + 4
        row_h = min(34, (zone.bottom - 6 - y) // max(1, len(sheet.players)))
        total_size = theme.SCORE_SIZE if row_h >= 34 else theme.BODY_SIZE   # rows never run together
        for q, name in enumerate(sheet.players):
            cy = y + row_h // 2
            won = q in sheet.winners and len(sheet.players) > 1
            if won:
                paint.rect(surface, WON_ROW, (zone.x + 6, y + 1, zone.w - 12, row_h - 2), border_radius=6)
            draw.player_shape(surface, q, (zone.x + 20, cy), 18)
            draw.name_in_box(surface, a, name + ("  \u2605" if won else ""),
                             pygame.Rect(zone.x + 36, y, name_w - 32, row_h), theme.INK_ON_DARK, True, theme.SMALL_SIZE)
            for i, category in enumerate(cols):
                last = i == len(cols) - 1
                value = self.totals[q] if last else sheet.rows[q].get(category, 0)
                draw.text(surface, a, numbers.score(value), (x0 + col_w * i + col_w // 2, cy),
                          total_size if last else theme.BODY_SIZE, theme.INK_ON_DARK, last, "center")
            y += row_h


def _delta_colour(delta: int):
    return theme.PLAYER_COLOURS[2] if delta > 0 else theme.ILLEGAL   # with its sign: not hue alone


def _header_lines(assets, text: str, width: int) -> tuple[int, list[str]]:
    """A score-table header in `width`: one line, else two (wrapped by the language's rules),
    in smaller type only if it must; never run into its neighbour."""
    for size in (theme.SMALL_SIZE, 14, 13, 12):   # one line in smaller type before two lines
        if assets.width(text, size) <= width:
            return size, [text]
    for size in (theme.SMALL_SIZE, 14, 13, 12):
        lines = assets.wrap(text, width, size)
        if len(lines) <= 2 and all(assets.width(line, size) <= width for line in lines):
            return size, lines
    return 12, [draw.fit_text(assets, line, width, 12) for line in assets.wrap(text, width, 12)[:2]]
