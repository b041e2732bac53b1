"""The solo part of the results screen (a part of ResultsScene, game/scenes/common/results.py):
the score and achievement in large type, the rank boxes, the breakdown of the score by
category, and the mode's high-score table.  Draw only: what is shown was derived when the
screen was made."""
from __future__ import annotations

from functools import lru_cache

import pygame

from ... import highscores, i18n
from ...i18n import _, ngettext
from ...ui import draw, numbers, paint, theme
from .headings import even_two_lines, phrased_two_lines

HS_ROW_H = 26
RANK_MARGIN = 6     # a rank box's label keeps this far from its sides
BREAKDOWN_MARGIN = 12   # px: a breakdown column's least room beside its heading's words
SHORT_HEADING = 7   # a breakdown heading of one word this short stays on one line (smaller type first)
RANK_GAP = 8        # between two rank boxes


@lru_cache(maxsize=None)
def _catalog(lang: str):
    """A language's catalog, read once (a stored rank name is looked up in it)."""
    return i18n.load_catalog(lang)


def shared_widths(needs: list[int], room: int) -> list[int]:
    """Widths of at least `needs` that add up to `room` (not less than their sum), as even as
    that allows: the narrow ones grow to one level, the wider ones keep their need."""
    fixed: set[int] = set()
    while True:
        left = room - sum(needs[i] for i in fixed)
        free = [i for i in range(len(needs)) if i not in fixed]
        level = left // len(free)
        over = [i for i in free if needs[i] > level]
        if not over:
            break
        fixed.update(over)
    widths = [needs[i] if i in fixed else level for i in range(len(needs))]
    for i in free[:room - sum(widths)]:   # the pixels left by the division, one each
        widths[i] += 1
    return widths


class SoloResultsMixin:
    """ResultsScene's solo screen: large score and rank, breakdown, high scores."""

    def _draw_solo(self, surface) -> None:
        a, L = self.assets, self.layout
        head = L.zone("solo_head")
        name, total = self.sheet.players[0], self.sheet.totals()[0]
        mode = self.scores.title if self.scores is not None else ""
        # the line may use the gap before the high scores' column, and smaller type: a
        # 16-character Japanese name and "Pondscape against the Croaker" measure 614 units bold
        room = L.zone("highscores").x - 16 - head.x
        draw.text_fit(surface, a, f"{name} \u00b7 {mode}" if mode else name, head.topleft, room, theme.BODY_SIZE,
                      theme.INK_SOFT, True, smallest=12)
        r = draw.text(surface, a, numbers.score(total), (head.x - 4, head.y + 22), theme.BIG_SCORE_SIZE, theme.INK, True)
        draw.text(surface, a, ngettext("point", "points", total), (r.right + 10, r.bottom - 16), theme.HEADING_SIZE, theme.INK_SOFT, True,
                  "bottomleft")
        # the digits stand on the baseline: half the big type's descent under them is free room
        y = r.bottom + 2 + a.font(theme.BIG_SCORE_SIZE, True, numbers.score(total)).get_descent() // 2
        news, detail = self.best_news, self.best_detail
        if self.achievement:  # the rank in large type; the best score in one line under it
            room = L.zone("solo_table").y - 4 - y

            def needed(big: int, body: int) -> int:   # the three lines' heights, as drawn below
                line = a.font(body, False, self.rank_text).get_height()
                return (max(big + 8, a.font(big, True, self.achievement).get_height())
                        + max(26 if body == theme.BODY_SIZE else 0, line) + (line if news else 0))

            big, body = theme.HEADING_SIZE + 8, theme.BODY_SIZE
            if needed(big, body) > room:
                big, body = theme.HEADING_SIZE, theme.SMALL_SIZE   # taller (Japanese) type: a size smaller
            rank = draw.text(surface, a, self.achievement, (head.x, y), big, theme.INK, True)
            y += max(big + 8, rank.h)
            line = draw.text(surface, a, self.rank_text, (head.x, y), body, theme.INK_SOFT)
            y += max(26 if body == theme.BODY_SIZE else 0, line.h)
            if news:
                draw.text(surface, a, draw.fit_text(a, self.news_line(news, detail), head.w, body),
                          (head.x, y), body, theme.INK)
        elif news:  # no ranks: the best score so far takes the large type, as wide as the left
            # column's table (a review's "Your first score in this mode" ran 20 px past it, near
            # the high scores)
            room = L.zone("solo_table").right - head.x
            shown = draw.text_fit(surface, a, news, (head.x, y), room, theme.HEADING_SIZE + 8, theme.INK, True,
                                  smallest=theme.BODY_SIZE)
            draw.text_fit(surface, a, detail, (head.x, y + max(theme.HEADING_SIZE + 16, shown.h - 6)), room,
                          theme.BODY_SIZE, theme.INK_SOFT, smallest=12)
        self._draw_breakdown(surface, L.zone("solo_table"))
        self._draw_chart(surface, L.zone("solo_chart"))
        self._draw_highscores(surface, L.zone("highscores"))
        notes = L.zone("solo_notes")
        if self.ranks:
            notes.y += self._draw_ranks(surface, notes) + 12
        if self.scores is not None:
            self._draw_lines(surface, self.scores.problems, notes, theme.ILLEGAL)

    def _draw_ranks(self, surface, area: pygame.Rect) -> int:
        """The solo ranks, lowest first, this game's highlighted; the height used."""
        a = self.assets
        draw.text(surface, a, _("Achievements"), area.topleft, theme.SMALL_SIZE, theme.INK_SOFT, True)
        x = area.x
        y = area.y + 24
        size, widths, labels = self._rank_layout(area.w)
        for i, (name, low) in enumerate(self.ranks):
            box = pygame.Rect(x, y, widths[i], 50)
            mine = name == self.achievement
            paint.rect(surface, theme.WIN_ROW if mine else theme.PAPER_SHADE, box, border_radius=6)
            if mine:
                paint.rect(surface, theme.INK, box, 2, border_radius=6)
            band = (_("{low}+").format(low=low) if low
                    else _("under {n}").format(n=self.ranks[i + 1][1]) if i + 1 < len(self.ranks) else _("any"))
            lines = labels[i]
            top = box.centery - (19 * (len(lines) - 1) + a.font(size, mine, "".join(lines)).get_height()) // 2
            for k, line in enumerate(lines):
                draw.text(surface, a, line, (box.centerx, top + 19 * k), size, theme.INK, mine, "midtop")
            draw.text(surface, a, band, (box.centerx, box.bottom + 3), theme.SMALL_SIZE, theme.INK_SOFT, False, "midtop")
            x += widths[i] + RANK_GAP
        return 24 + 50 + 22

    def _rank_layout(self, row_w: int) -> tuple[int, list[int], list[list[str]]]:
        """(size, each box's width, each label's lines) of the rank boxes in a row `row_w` wide.
        All labels in one size, the largest at which each stands RANK_MARGIN clear of its box's
        sides, in its own weight (the game's rank is bold): on one line, or words with spaces on
        two when an even share of the row is too narrow for one.  A box is as wide as its label
        needs, and the row's room is shared out as evenly as that allows (equal boxes put
        オタマジャクシ against its box's sides in a smaller size than the other ranks, a
        play-test).  When nothing fits down to 12, equal boxes, each label as `_label_lines`
        lays it out alone."""
        a = self.assets
        names = [name for name, _low in self.ranks]
        room = row_w - RANK_GAP * (len(names) - 1)
        even = room // len(names)
        inside = even - 2 * RANK_MARGIN
        for size in range(theme.SMALL_SIZE, 11, -1):
            laid, needs = [], []
            for name in names:
                bold = name == self.achievement
                lines = [name]
                if " " in name.strip() and a.width(name, size, bold) > inside:
                    lines = a.wrap(name, inside, size, bold)
                laid.append(lines)
                needs.append(max(a.width(line, size, bold) for line in lines) + 2 * RANK_MARGIN)
            if all(len(lines) <= 2 for lines in laid) and sum(needs) <= room:
                return size, shared_widths(needs, room), laid
        return 12, [even] * len(names), [self._label_lines(name, even - 8, name == self.achievement, 12)[1]
                                         for name in names]

    def _label_lines(self, text: str, width: int, bold: bool, smallest: int = theme.SMALL_SIZE - 3) -> tuple[int, list[str]]:
        """A short label in a narrow box, on two lines at most: words with spaces wrap at a space;
        a label without spaces (Japanese) first tries one line in type down to `smallest`, so
        a word is not cut in two."""
        sizes = range(theme.SMALL_SIZE, smallest - 1, -1) if " " not in text.strip() else (theme.SMALL_SIZE,)
        for size in sizes:
            if self.assets.font(size, bold, text).size(text)[0] <= width:
                return size, [text]
        return theme.SMALL_SIZE, self.assets.wrap(text, width, theme.SMALL_SIZE, bold)[:2]

    def _header_lines(self, text: str, width: int) -> tuple[int, list[str]]:
        """A score column's heading in two lines at most: a heading without spaces (Japanese)
        first on one line in type down to 13 px, so a word is not split with one letter left
        over (押し込んだカー / ド); then two lines, evened out, in smaller type when two do not
        hold it; only then is the second line cut, never silently dropped."""
        a = self.assets
        spaced = " " in text.strip()
        sizes = range(theme.SMALL_SIZE, 12, -1)
        if not spaced:
            for size in sizes:
                if a.width(text, size, True) <= width:
                    return size, [text]
        phrased = None if spaced else phrased_two_lines(a, text, width, sizes)
        if phrased is not None:
            return phrased
        for size in sizes:
            lines = a.wrap(text, width, size, True)
            if len(lines) == 2 and not spaced:   # halves of even length, not a long line and a stub
                lines = even_two_lines(a, text, width, size, lines)
            if len(lines) <= 2:
                return size, lines
        rest = (" " if spaced else "").join(lines[1:])
        return size, [lines[0], draw.fit_text(a, rest, width, size, True)]

    def _breakdown_label(self, text: str, width: int) -> tuple[int, list[str]]:
        """A solo breakdown column's heading above its number: one line in type down to 13 px
        (a short word is not cut in two), else two balanced lines (押し込んだ / カード, never a
        stub) in 14 to 12 px, which end above the number."""
        a = self.assets
        for size in range(theme.SMALL_SIZE, 12, -1):
            if a.width(text, size, True) <= width:
                return size, [text]
        spaced = " " in text.strip()
        phrased = phrased_two_lines(a, text, width, (14, 13, 12))
        if phrased is not None:
            return phrased
        for size in (14, 13, 12):
            lines = a.wrap(text, width, size, True)
            if len(lines) == 2:
                lines = even_two_lines(a, text, width, size, lines)
            if len(lines) <= 2:
                return size, lines
        rest = (" " if spaced else "").join(lines[1:])
        return 12, [lines[0], draw.fit_text(a, rest, width, 12, True)]

    def _breakdown_columns(self, texts: list[str], row_w: int) -> tuple[int, list[list[str]], list[int]]:
        """(size, each heading's lines, each column's width) of the breakdown's row: equal
        columns laid out by `_breakdown_labels`, unless every heading fits on one line in larger
        type once the row is shared out by need (`shared_widths`: a short 合計 gives room to
        カエルの群れ).  Equal columns put Japanese headings at 13 px, 10 real pixels at
        1024x600 (a play-test); shared ones hold them larger."""
        a = self.assets
        even = row_w // len(texts)
        size, labels = self._breakdown_labels(texts, even - 6)
        for larger in range(theme.SMALL_SIZE, size, -1):
            needs = [a.width(text, larger, True) + BREAKDOWN_MARGIN for text in texts]
            if sum(needs) <= row_w:
                return larger, [[text] for text in texts], shared_widths(needs, row_w)
        return size, labels, [even] * len(texts)

    def _breakdown_labels(self, texts: list[str], width: int) -> tuple[int, list[list[str]]]:
        """The solo breakdown's headings, all in one size: the largest at which every heading
        stands on one line or, at 14 px or less (two lines end above the number), on two
        balanced ones (押し込んだ / カード).  Each heading in its own largest size gave one row
        in three sizes (カエルの群れ and 孤独なカエル at 13 beside 水カード at 16, a play-test).
        When nothing fits down to 12, each heading as `_breakdown_label` lays it out alone (its
        second line cut)."""
        for size in range(theme.SMALL_SIZE, 11, -1):
            laid = [self._breakdown_lines_at(text, width, size) for text in texts]
            if all(lines is not None for lines in laid):
                return size, laid
        return 12, [self._breakdown_label(text, width)[1] for text in texts]

    def _breakdown_lines_at(self, text: str, width: int, size: int) -> list[str] | None:
        """`text` in `size` on one line, else on two balanced lines (only at 14 px or less, and
        only a heading of several words or more than SHORT_HEADING characters: a short one cut
        in two, 「カエルの / 群れ」, reads as two words); None when it does not fit so."""
        a = self.assets
        if a.width(text, size, True) <= width:
            return [text]
        if size > 14 or (" " not in text.strip() and len(text) <= SHORT_HEADING):
            return None
        phrased = phrased_two_lines(a, text, width, (size,))
        if phrased is not None:
            return phrased[1]
        lines = a.wrap(text, width, size, True)
        if len(lines) == 2:
            lines = even_two_lines(a, text, width, size, lines)
        if len(lines) == 2 and all(a.width(line, size, True) <= width for line in lines):
            return lines
        return None

    def _draw_breakdown(self, surface, area: pygame.Rect) -> None:
        """A solo game's categories side by side, the total last."""
        a = self.assets
        sheet = self.sheet
        paint.line(surface, theme.PAPER_EDGE, area.topleft, area.topright)
        cols = [*sheet.categories, _("Total")]
        size, labels, widths = self._breakdown_columns(cols, area.w)
        x = area.x
        for i, category in enumerate(cols):
            cx = x + widths[i] // 2
            x += widths[i]
            lines = labels[i]
            step = a.font(size, True, text="".join(lines)).get_height()   # two lines never overlap
            for k, line in enumerate(lines):
                draw.text(surface, a, line, (cx, area.y + 2 + k * step), size, theme.INK_SOFT, True, "midtop")
            value = sheet.totals()[0] if i == len(cols) - 1 else sheet.rows[0].get(category, 0)
            draw.text(surface, a, numbers.score(value), (cx, area.bottom - 2), theme.SCORE_SIZE, theme.INK, True, "midbottom")

    @staticmethod
    def news_line(news: str, detail: str) -> str:
        """'New high score! Your best before was 36.': no full stop after an exclamation mark, in
        either language (ハイスコア更新！。 read as a typo)."""
        return _("{news}. {detail}").format(news=news, detail=detail).replace("!.", "!").replace("！。", "！")

    def entry_rank(self, entry) -> str | None:
        """A high-score entry's rank in the current language (it is stored in the language the
        game was played in: 'Tadpole' showed on a Japanese screen); as stored when unknown."""
        stored = entry.achievement
        if not stored:
            return None
        names = [name for name, _low in self.ranks]
        if stored in names:
            return stored
        if _(stored) in names:   # stored in English
            return _(stored)
        for lang in i18n.LANGUAGES:   # stored in another language: its English name is ours
            catalog = _catalog(lang)
            for name in names:
                if catalog.gettext(name) == stored:
                    return name
        return stored

    def _draw_highscores(self, surface, area: pygame.Rect) -> None:
        a = self.assets
        table = self.scores
        if table is None:
            return
        draw.text(surface, a, _("High scores · {title}").format(title=table.title), area.topleft, theme.BODY_SIZE, theme.INK, True)
        has_rank = any(e.achievement for e in table.entries) or bool(self.ranks)
        x_name, x_score = area.x + 40, area.x + 290
        x_rank, x_date = area.x + 310, area.right
        y = area.y + 32
        for label, x, anchor in (("#", area.x + 24, "midtop"), (_("Name"), x_name, "topleft"),
                                 (_("Score"), x_score, "topright"), (_("Achievement") if has_rank else "", x_rank, "topleft"),
                                 (_("Date"), x_date, "topright")):
            if label:
                draw.text(surface, a, label, (x, y), theme.SMALL_SIZE, theme.INK_SOFT, True, anchor)
        y += 24
        paint.line(surface, theme.PAPER_EDGE, (area.x, y - 2), (area.right, y - 2))
        if not table.entries:
            draw.text(surface, a, _("No scores yet."), (x_name, y + 6), theme.BODY_SIZE, theme.INK_SOFT)
        # the rank gets all the room the dates leave it (it was cut at a fixed 140 px: "Marsh Guardi…")
        date_w = max((a.width(e.date, theme.SMALL_SIZE, True) for e in table.entries), default=0)
        rank_w = x_date - 6 - date_w - 12 - x_rank
        name_w = x_score - 50 - x_name   # (the score is right-aligned at x_score)
        for i, entry in enumerate(table.entries):
            mine = i == table.mine
            row = pygame.Rect(area.x, y, area.w, HS_ROW_H - 2)
            if mine:
                paint.rect(surface, theme.WIN_ROW, row, border_radius=5)
                paint.rect(surface, theme.INK, row, 2, border_radius=5)
            bold = mine
            cy = row.centery
            with draw.box(surface, row, "high-score row"):
                draw.text(surface, a, str(i + 1), (area.x + 24, cy), theme.SMALL_SIZE, theme.INK, bold, "center")
                draw.text_fit(surface, a, entry.name, (x_name, cy), name_w, theme.SMALL_SIZE, theme.INK, bold,
                              "midleft", smallest=11)
                draw.text(surface, a, str(entry.score), (x_score, cy), theme.BODY_SIZE, theme.INK, True, "midright")
                rank = self.entry_rank(entry)
                if rank:
                    draw.text_fit(surface, a, rank, (x_rank, cy), rank_w, theme.SMALL_SIZE, theme.INK,
                                  bold, "midleft", smallest=11)
                draw.text(surface, a, entry.date, (x_date - 6, cy), theme.SMALL_SIZE, theme.INK_SOFT, bold, "midright")
            y += HS_ROW_H
        if table.mine is None and self.match.state.is_over() and highscores.recorded(self.match):
            score = self.sheet.totals()[0]
            lowest = table.entries[-1].score if table.entries else 0
            draw.text(surface, a, _("This game's {score} points did not reach the top {KEEP} (the lowest kept is {lowest}).").format(score=score, KEEP=highscores.KEEP, lowest=lowest), (area.x, y + 6), theme.SMALL_SIZE, theme.INK_SOFT)
