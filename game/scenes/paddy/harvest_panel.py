"""Paddy's harvest summary, in the hand's place: a harvest (or the one "if the harvest were now")
terrace by terrace, who scores each and why; and the two-line note of the cycle's harvest beside
the reserve while the hand is wanted for a card."""
from __future__ import annotations

import pygame

from ...i18n import _, ngettext, pgettext
from ...rules.paddy.scoring import terrace_reasons   # the harvest's reasons in the current language
from ...ui import draw, paint, textrecord, theme

COLUMN_GAP = 12     # px between a harvest row's columns
ANIMAL_STEP = 36    # px from one seat's animals to the next in a harvest row
VERDICT_ONE_LINE_SMALLEST = 13   # px: a verdict smaller than this in one line wraps instead


class PaddyHarvestPanelMixin:
    """The harvest panels of `PaddyScene` (drawing only)."""

    def _draw_harvest_note(self, surface, box: pygame.Rect) -> None:
        """The cycle's harvest in two lines beside the reserve, while the hand is wanted for a card:
        each seat's shape and gain (the names are in the players panel above)."""
        st = self.state
        a = self.assets
        h = st.harvests[self.harvest_note]
        paint.rect(surface, theme.PAPER_SHADE, box, border_radius=8)
        inner = box.inflate(-16, -4)
        y = inner.y + inner.h // 4
        heading = _("Cycle {cycle} harvest:").format(cycle=h["cycle"])
        gains = [f"+{row['total']}" for row in h["players"]]
        for size in (theme.SMALL_SIZE, 14, 13, 12, 11):   # four seats' gains ("+16") all inside the box
            width = a.font(size, True, text=heading).size(heading)[0] + sum(
                25 + a.font(size, True, text=g).size(g)[0] for g in gains) - 10 + 10
            if width <= inner.w:
                break
        r = draw.text(surface, a, heading, (inner.x, y), size, theme.INK, True, "midleft")
        x = r.right + 10
        for q, gain in enumerate(gains):
            draw.player_shape(surface, q, (x + 6, y), 12)
            x = draw.text(surface, a, gain, (x + 15, y), size, theme.INK, True, "midleft").right + 10
        second = _("Harvests ({n}) shows it terrace by terrace.").format(n=len(st.harvests))
        size, second = draw.fit_size(a, second, inner.w, theme.SMALL_SIZE, False, smallest=11)
        draw.text(surface, a, second, (inner.x, inner.y + 3 * inner.h // 4), size, theme.INK_SOFT, False, "midleft")

    def _harvest_gains(self, h: dict, room: int) -> tuple[int, list[str]]:
        """(size, texts) of the harvest's line of gains, "NAME +N" a seat, within `room`: in
        smaller type if it must, and with four long names (16 characters, Japanese) the seats'
        shapes and gains alone, the names being in the players panel above (they ran past the
        panel's edge)."""
        a, names = self.assets, self.state.names
        for named in (True, False):
            texts = [f"{names[q]} +{row['total']}" if named else f"+{row['total']}" for q, row in enumerate(h["players"])]
            for size in (theme.BODY_SIZE, theme.SMALL_SIZE, 14, 13):
                if sum(20 + a.width(t, size, True) + 24 for t in texts) - 24 <= room:
                    return size, texts
        return theme.SMALL_SIZE, texts

    def _draw_harvest(self, surface, pointer) -> None:
        st = self.state
        a = self.assets
        hz = self.layout.zone("hand")
        draw.panel(surface, hz)
        h = self.shown_harvest()
        title = (_("If the harvest were now — highest terrace: level {level}").format(level=h['highest_level'])
                 if self.show_harvest == "now" else
                 _("Cycle {cycle} harvest — highest terrace: level {level}").format(cycle=h['cycle'], level=h['highest_level']))
        draw.text(surface, a, title, (hz.x + 14, hz.y + 8), theme.BODY_SIZE, theme.INK, True)
        x = hz.x + 14
        size, texts = self._harvest_gains(h, hz.w - 28)
        for q, text in enumerate(texts):
            draw.player_shape(surface, q, (x + 8, hz.y + 46), 16)
            r = draw.text(surface, a, text, (x + 20, hz.y + 46), size, theme.INK, True, "midleft")
            x = r.right + 24
        self.hover_terrace = None
        for (rect, t), verdict in zip(self.harvest_rows, self.harvest_lines):
            hot = rect.collidepoint(pointer)
            if hot:
                self.hover_terrace = t["cells"]
            paint.rect(surface, (250, 240, 170) if hot else theme.PAPER_SHADE, rect, border_radius=6)
            level_x, plots_x, animals_x, words_x = self.harvest_columns
            draw.text(surface, a, self.harvest_level(t), (rect.x + level_x, rect.centery), theme.SMALL_SIZE,
                      theme.INK, True, "midleft")
            draw.text(surface, a, self.harvest_plots(t), (rect.x + plots_x, rect.centery),
                      theme.SMALL_SIZE, theme.INK_SOFT, anchor="midleft")
            x = rect.x + animals_x
            for q, k in enumerate(t["animals"]):
                if k:
                    draw.player_shape(surface, q, (x + 7, rect.centery), 14)
                    draw.text(surface, a, str(k), (x + 16, rect.centery), theme.SMALL_SIZE, theme.INK, True, "midleft")
                    x += ANIMAL_STEP
            size, lines = verdict
            step = a.font(size, text="".join(lines)).get_linesize()
            y = rect.centery - step * (len(lines) - 1) // 2
            for line in lines:
                draw.text(surface, a, line, (rect.x + words_x, y), size, theme.INK, anchor="midleft")
                y += step
        if not self.harvest_rows:
            empty = (_("No terrace holds an animal: nobody would score.") if self.show_harvest == "now"
                     else _("No terrace held an animal: nobody scored."))
            draw.text(surface, a, empty, (hz.x + 14, hz.y + 72), theme.SMALL_SIZE, theme.INK_SOFT)
        foot = self.harvest_footer(len(self.harvest_all) > len(self.harvest_rows))
        if self.lesson is not None and self.lesson.active:
            y = self.harvest_footer_top()   # (under the rows: the lesson's note stands at the hand's bottom)
            for line in foot:
                y = draw.text(surface, a, line, (hz.x + 14, y), theme.SMALL_SIZE, theme.INK_SOFT).bottom
        else:
            y = hz.bottom - 8
            for line in reversed(foot):   # (one line, or two when one cannot hold it: _build_harvest_rows)
                r = draw.text(surface, a, line, (hz.x + 14, y), theme.SMALL_SIZE, theme.INK_SOFT, anchor="bottomleft")
                y = r.top
        # the terrace on the board
        cells = self.hover_terrace
        if cells is None and self.harvest_rows:
            cells = self.harvest_rows[0][1]["cells"]
        if cells:
            self._mark_plots(surface, cells, theme.SELECTED, 3, fill=60)

    def harvest_footer(self, scrolls: bool) -> list[str]:
        """The panel's footer in lines: "wheel scrolls · 6 terraces without animals · point at
        or focus a row to see its terrace", wrapped to the panel (a play-test's Japanese footer
        ran over the panel's right border at 1280x720 and 1024x600)."""
        foot = []
        if scrolls:
            foot.append(_("wheel scrolls"))
        if self.harvest_hidden:
            foot.append(ngettext("{harvest_hidden} terrace without animals", "{harvest_hidden} terraces without animals",
                                 self.harvest_hidden).format(harvest_hidden=self.harvest_hidden))
        foot.append(_("point at or focus a row to see its terrace"))
        room = self.layout.zone("hand").w - 28
        lines: list[str] = []
        for part in foot:   # broken between its parts where it must break, a part wrapped only if too long
            joined = lines[-1] + " \u00b7 " + part if lines else part
            if lines and self.assets.width(joined, theme.SMALL_SIZE) <= room:
                lines[-1] = joined
            else:
                lines.extend(self.assets.wrap(part, room, theme.SMALL_SIZE))
        return lines

    def harvest_footer_height(self) -> int:
        """How tall the footer is at most (with "wheel scrolls"): the rows end above it."""
        lines = self.harvest_footer(True)
        return sum(self.assets.text(line, theme.SMALL_SIZE, theme.INK_SOFT).get_height() for line in lines)

    # --- a harvest row's columns (measured once per change: table.py _build_harvest_rows) -------
    def harvest_level(self, t: dict) -> str:
        """Dew on the peaks raises a terrace for its profile only: "Lv 3+1", not "Lv 4" under a
        title that names level 3 the highest (a play-tester read the two as a contradiction)."""
        if t['profile_level'] != t['level']:
            return _("Lv {level}+{dew}").format(level=t['level'], dew=t['profile_level'] - t['level'])
        return _("Lv {value}").format(value=t['level'])

    def harvest_plots(self, t: dict) -> str:
        return ngettext("{n} plot", "{n} plots", t['plots']).format(n=t['plots'])

    def harvest_column_xs(self, rows: list[dict]) -> tuple[int, int, int, int]:
        """Where a row's level, plots, animals and verdict start (from the row's left): each
        column as wide as its widest entry in `rows` and a clear gap (a play-test read
        "Lv 2+10 plots": the level ran into the plots)."""
        a = self.assets
        level = max([a.width(self.harvest_level(t), theme.SMALL_SIZE, True) for t in rows] or [0])
        plots = max([a.width(self.harvest_plots(t), theme.SMALL_SIZE) for t in rows] or [0])
        seats = max([sum(1 for k in t["animals"] if k) for t in rows] or [0])
        level_x = 8
        plots_x = max(58, level_x + level + COLUMN_GAP)
        animals_x = max(134, plots_x + plots + COLUMN_GAP)
        words_x = animals_x + ANIMAL_STEP * seats + 4
        return level_x, plots_x, animals_x, words_x

    def harvest_verdict_lines(self, t: dict, row_width: int) -> tuple[int, list[str]]:
        """(size, lines) of a row's verdict in the room right of the animals: one line, in type
        down to VERDICT_ONE_LINE_SMALLEST, else wrapped in as few lines as fit (never cut: a
        play-test's first row dropped to 8 px, and in Japanese lost "highest terrace +5")."""
        a = self.assets
        words = self.harvest_words(t)
        room = row_width - 8 - self.harvest_columns[3]
        for size in range(theme.SMALL_SIZE, VERDICT_ONE_LINE_SMALLEST - 1, -1):
            if a.width(words, size) <= room:
                return size, [words]
        for size in range(VERDICT_ONE_LINE_SMALLEST, textrecord.READABLE - 1, -1):
            lines = a.wrap(words, room, size)
            if len(lines) <= 2:
                return size, lines
        return textrecord.READABLE, a.wrap(words, room, textrecord.READABLE)

    def harvest_words(self, t: dict) -> str:
        """A harvest row's verdict: who scores and why (the rules' reasons), or nobody."""
        who = t["majority"]
        if who is None:
            return _("no majority: nobody scores")
        gain = t["profile"] + t["irrigation"] + t["highest"]
        return _("{name} +{gain}: {reasons}").format(
            name=self.state.names[who], gain=gain, reasons=pgettext("list separator", ", ").join(terrace_reasons(t)))
