"""The end of a game: the score breakdown, the score round by round, and for a solo game the
score and achievement in large type beside the mode's high-score table.

Everything shown is derived once, when the screen is made: the rules' score sheet, the score
history (a replay of the match, game/rules/history.py) drawn into a chart surface, and the
high-score table (game/highscores.py, entered only when the table asks with `record`), and
the sentences about them.  `draw` only lays them out.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from ... import i18n
from ...i18n import N_, _, ngettext
import pygame

from ... import highscores
from ..base import Scene
from ...rules.base import ScoreSheet, Setup
from ...rules.history import match_history
from ...ui import draw, layout, numbers, theme
from ...ui.chart import score_chart

# the chart's legend at most this wide: a 16-character Japanese name whole on one line in the
# readable least (176 px), not broken "鯉の / ぼり大好き太郎左衛門之助様" (a play-test, at 220)
LEGEND_MOST = 256
from ...ui.tooltip import Hover, Tooltip, draw_tooltip
from ...ui.widgets import Button, handle_buttons
from .. import registry
from .background import draw_table_background
from .headings import even_two_lines, phrased_two_lines
from .held import held, held_groups, held_label
from .rules_help import OffersRules
from ...ui import paint

ROW_H = 38
TABLE_HEAD = 44     # the score table's header (its categories on up to two lines)
HS_ROW_H = 26
HELD_ASPECT = 1.4   # a held card's height for its width
HELD_LABEL_H = 18   # the line over a group of held cards: "Hand 9", "Face down in the pond 5"
HELD_LABEL_SIZE = 13
HELD_GAP = 22       # between two groups (a rule stands in its middle)
RANK_MARGIN = 6     # a rank box's label keeps this far from its sides
SHORT_HEADING = 7   # a breakdown heading of one word this short stays on one line (smaller type first)
RANK_GAP = 8        # between two rank boxes


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


@lru_cache(maxsize=None)
def _catalog(lang: str):
    """A language's catalog, read once (a stored rank name is looked up in it)."""
    return i18n.load_catalog(lang)


class ResultsScene(OffersRules, Scene):
    def __init__(self, app, match, record: bool = False) -> None:
        """`record`: enter a solo game in its high-score table (the table's own end of game);
        without it the table is shown with the game where it would stand, and nothing is written."""
        super().__init__(app)
        self.match = match
        self.title_id = match.setup.title
        state = match.state
        self.sheet: ScoreSheet = state.score_sheet()
        self.solo = len(self.sheet.players) == 1
        self.layout = layout.load("results")
        L = self.layout
        self.scores = highscores.table_for(match, write=record) if self.solo else None
        self._make_texts()
        self.held = [] if self.solo else held(self.assets, state)   # every hand, face up
        self.held_rects: list[tuple[pygame.Rect, int, tuple]] = []   # where each was drawn
        self.showing_held = False
        self.tabs = self._make_tabs()
        self.hover = Hover()
        self.buttons = [
            Button(L.zone("again"), N_("Play again"), self._again, primary=True),
            Button(L.zone("board"), N_("Look at the table"), self.app.pop),
            Button(L.zone("menu"), N_("Title menu"), self._menu),
        ]
        if self.replayable:
            self.buttons.append(Button(L.zone("replay"), N_("Watch the replay"), self._replay))

    def _make_texts(self) -> None:
        """Every text of the screen, in the current language (again after a change of language:
        the table below has replayed the match, so the rules' words are new too)."""
        state = self.match.state
        self.sheet = state.score_sheet()
        L = self.layout
        self.history = self.score_history()
        self._make_chart()
        unit = self.history.word.lower()   # "round", "cycle": a word of the rules layer
        self.chart_heading = (_("Your score {unit} by {unit}").format(unit=unit) if self.solo
                              else _("Scores {unit} by {unit}").format(unit=unit))
        self.achievement = state.solo_achievement() if self.solo else None
        self.ranks = state.solo_ranks() if self.solo else []
        self.notes = [] if self.solo else [n for n in [self.sheet.tiebreak, *self.sheet.notes] if n]
        self.rank_text = " \u00b7 ".join(self.rank_lines())
        self.heading = self._fit_heading(self.headline(), L.zone("heading").w - 40)
        self.best_news, self.best_detail = self.best_lines()

    def _make_chart(self) -> None:
        """The score chart, a picture drawn once at the window's scale."""
        chart_zone = self.layout.zone("solo_chart") if self.solo else self.lower_zone("chart")
        self.chart = score_chart(self.assets, (chart_zone.w, chart_zone.h - 30), self.history, LEGEND_MOST)

    def scale_changed(self) -> None:
        self._make_chart()   # drawn again at the new pixel size (a kept 1x chart would be soft)

    def score_history(self):
        """The chart's totals (a replay of the match; an online table samples them instead)."""
        return match_history(self.match)

    def language_changed(self) -> None:
        self._make_texts()
        self.tabs = self._make_tabs()

    def focus_targets(self):
        """The buttons, the ring preferring "Look at the table" (where it stands before any key):
        a stray second Enter after the one that opened this screen dealt a new game at once from
        "Play again" (a play-test); Play again stays one Tab away."""
        safe = pygame.Rect(self.layout.zone("board"))
        return [replace(t, preferred=t.rect == safe) for t in super().focus_targets()]

    def _again(self) -> None:
        """The same setup (names, first player, options, and who plays each seat: a computer's
        seat stays a computer's, a play-test's became a person's) with a new seed."""
        setup = self.match.setup
        registry.start_new(self.app, Setup(setup.title, setup.players, setup.first_player, setup.options,
                                           setup.seats), None)

    def _menu(self) -> None:
        self.app.go_home()

    replayable = True   # the match holds the whole record (an online seat's does not)
    save_path = None    # the game's autosave, where the viewer keeps the computer's review beside it

    def _replay(self) -> None:
        """The replay viewer of this game, from its last move (Close comes back here), with
        the computer's second opinion."""
        from .replay_review import open_reviewed_replay

        open_reviewed_replay(self.app, self.match, path=self.save_path)

    def handle(self, event) -> bool:
        if event.kind == "move":
            self.hover.moved(event.pos, self._tip_at(event.pos))
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return handle_buttons([*self.buttons, *self.tabs], event) is not None

    def update(self, dt_ms: int) -> bool:
        return self.hover.update(dt_ms)

    def _tip_at(self, pos) -> Tooltip | None:
        """A held card under the pointer, drawn large (the row shows it small)."""
        for rect, seat, (kind, card, image) in self.held_rects:
            if rect.collidepoint(pos):
                big = (150, round(150 * HELD_ASPECT))
                name = self.sheet.players[seat]
                # a hand is held; a face-down card lies in a pond (Pondscape) or on a personal pole
                # (Koinobori), and a play-test read "Held by" on those as if they were in the hand
                title = {"face down": _("Face down in {name}'s pond"),
                         "pole": _("Face down on {name}'s personal pole")}.get(kind, _("Held by {name}")).format(name=name)
                return Tooltip(title,
                               picture=lambda surface, r, image=image: surface.blit(image(big), r),
                               picture_size=big, key=("held", seat, kind, card))
        return None

    # --- what the head says ----------------------------------------------------------------
    def headline(self) -> str:
        """The winners of a game with several seats (a solo game has none: its score is the news)."""
        sheet = self.sheet
        names = [sheet.players[w] for w in sheet.winners]
        if len(names) == 1:
            return _("{name} wins!").format(name=names[0])
        if names:
            return _("Shared victory: {names}").format(names=" & ".join(names))
        return _("Final scores")

    def _fit_heading(self, text: str, width: int) -> tuple[int, list[str]]:
        """(size, lines) of the headline: large on one line, else smaller, else in two lines
        (five tied players with 16-character names share a victory)."""
        for size in (theme.HEADING_SIZE + 6, theme.HEADING_SIZE):
            if self.assets.font(size, True, text=text).size(text)[0] <= width:
                return size, [text]
        return theme.BODY_SIZE, self.assets.wrap(text, width, theme.BODY_SIZE, True)[:2]

    def rank_lines(self) -> list[str]:
        """Under the achievement: its score range and how far the next rank is."""
        if not self.ranks or self.achievement is None:
            return []
        score = self.sheet.totals()[0]
        names = [name for name, _low in self.ranks]
        i = names.index(self.achievement) if self.achievement in names else 0
        low = self.ranks[i][1]
        if i + 1 < len(self.ranks):
            name, threshold = self.ranks[i + 1]
            band = _("{low}–{n} points").format(low=low, n=threshold - 1) if low else _("under {threshold} points").format(threshold=threshold)
            return [band, _("{n} more for {name}").format(n=threshold - score, name=name)]
        return [_("{low} points or more: the highest rank").format(low=low)]

    def best_lines(self) -> tuple[str, str]:
        """This score against the best one before it: (the news, the detail)."""
        table = self.scores
        if table is None:
            return "", ""
        score, best = self.sheet.totals()[0], table.before
        if best is None:
            if not highscores.recorded(self.match):
                return "", ""   # a branch of a game played before, or a position: no first score
            return _("Your first score in this mode"), _("It is the one to beat next time.")
        if score > best:
            return _("A new best score!"), _("The best so far was {best}.").format(best=best)
        if score == best:
            return _("Equal to the best score"), _("The best so far is {best}.").format(best=best)
        return _("Best so far: {best}").format(best=best), _("{n} points short of it.").format(n=best - score)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L = self.layout
        draw.panel(surface, L.zone("panel"))
        if self.solo:
            self._draw_solo(surface)
        else:
            size, lines = self.heading
            zone = L.zone("heading")
            for i, line in enumerate(lines):
                draw.text(surface, self.assets, line, (zone.centerx, zone.centery + (i * 2 + 1 - len(lines)) * 11),
                          size, theme.INK, True, "center")
            self._draw_table(surface, self.sheet, L.zone("table"))
            chart, notes = self.lower_zone("chart"), self.lower_zone("notes")
            if self.tabs:
                self._draw_tabs(surface, chart)
            else:
                self._draw_chart(surface, chart)
            self._draw_lines(surface, self.notes, notes, theme.INK_SOFT)
        for button in self.buttons:
            button.draw(surface, self.assets, self.app.input.pointer)
        if self.hover.visible is not None:
            draw_tooltip(surface, self.assets, self.hover.visible, self.hover.pos)

    # --- the chart, or every hand face up -----------------------------------------------------
    def lower_zone(self, name: str) -> pygame.Rect:
        """The chart's or the notes' zone, moved up into what the score table leaves empty (its
        zone holds five seats: at two a band of 114 px stood empty, a play-test), taller by as
        much; the bottom stays where the layout puts it."""
        zone = self.layout.zone(name)
        table = self.layout.zone("table")
        used = TABLE_HEAD + ROW_H * len(self.sheet.players)
        spare = max(0, table.h - used - 8)
        return pygame.Rect(zone.x, zone.y - spare, zone.w, zone.h + spare)

    def _make_tabs(self) -> list[Button]:
        """Over the chart, when seats held cards: the chart, or what each player held."""
        if not any(self.held):
            return []
        zone = self.lower_zone("chart")
        half = (zone.w - 8) // 2
        return [Button(pygame.Rect(zone.x, zone.y, half, 28), self.chart_heading, lambda: self._show_held(False),
                       selected=not self.showing_held, size=theme.SMALL_SIZE, min_size=11),
                Button(pygame.Rect(zone.x + half + 8, zone.y, half, 28), N_("What each player held"),
                       lambda: self._show_held(True), selected=self.showing_held, size=theme.SMALL_SIZE, min_size=11)]

    def _show_held(self, on: bool) -> None:
        self.showing_held = on
        self.tabs = self._make_tabs()

    def _draw_tabs(self, surface, zone: pygame.Rect) -> None:
        for button in self.tabs:
            button.draw(surface, self.assets, self.app.input.pointer)
        if self.showing_held:
            self._draw_held(surface, pygame.Rect(zone.x, zone.y + 36, zone.w, zone.h - 36))
        else:
            self.held_rects = []
            surface.blit(self.chart, (zone.x, zone.y + 30))

    def _draw_chart(self, surface, zone: pygame.Rect) -> None:
        draw.text(surface, self.assets, self.chart_heading, zone.topleft, theme.BODY_SIZE, theme.INK, True)
        surface.blit(self.chart, (zone.x, zone.y + 30))

    def _draw_lines(self, surface, lines: list[str], zone: pygame.Rect, colour) -> int:
        """`lines` wrapped in `zone`; returns where they end."""
        y = zone.y
        for line in lines:
            y += draw.text_block(surface, self.assets, line, pygame.Rect(zone.x, y, zone.w, zone.bottom - y),
                                 theme.SMALL_SIZE, colour, line_gap=2) + 6
        return y

    def _draw_held(self, surface, area: pygame.Rect) -> None:
        """Each seat's cards, face up, a row per seat (a card's tooltip shows it large), in
        labelled groups: the hand ("Hand 9") and, apart from it, the cards face down in the pond
        or on the personal pole ("Face down in the pond 5").  A play-test counted Pondscape's 9
        hand cards and 5 face-down pond cards as one hand of 14 (in one line, barely apart,
        beside the tie-break that counts the cards left in hand).  The cards overlap when a
        row is long; a group's label may be wider than its cards, and the next group waits."""
        self.held_rects = []
        a = self.assets
        top = area.y
        row_h = min(72 + HELD_LABEL_H, (area.bottom - top) // len(self.held))
        card_h = row_h - 6 - HELD_LABEL_H
        card_w = round(card_h / HELD_ASPECT)
        name_w = 130
        for seat, cards in enumerate(self.held):
            y = top + seat * row_h
            draw.player_shape(surface, seat, (area.x + 8, y + (row_h - 6) // 2), 14)
            draw.name_in_box(surface, a, self.sheet.players[seat], pygame.Rect(area.x + 20, y, name_w - 24, row_h - 6),
                             theme.INK, True, theme.SMALL_SIZE)
            x0 = area.x + name_w
            if not cards:
                draw.text(surface, a, _("nothing"), (x0, y + (row_h - 6) // 2), theme.SMALL_SIZE, theme.INK_SOFT,
                          anchor="midleft")
                continue
            groups = held_groups(cards)
            room = area.right - x0 - HELD_GAP * (len(groups) - 1)
            labels = [draw.fit_size(a, held_label(group, len(entries)), room // len(groups), HELD_LABEL_SIZE, True,
                                    smallest=11) for group, entries in groups]
            step = self._held_step(groups, labels, card_w, room)
            x = x0
            for g, ((group, entries), (size, label)) in enumerate(zip(groups, labels)):
                if g:   # a rule between two groups, in the middle of the gap
                    paint.rect(surface, theme.PAPER_EDGE, pygame.Rect(x - HELD_GAP // 2 - 1, y + 2, 2, row_h - 10))
                draw.text(surface, a, label, (x, y + 8), size, theme.INK_SOFT, True, "midleft")
                start = x
                for i, entry in enumerate(entries):
                    if i and entry[0] != entries[i - 1][0]:
                        x += 10   # (Paddy's hand: its paddy, day/night and event cards a little apart)
                    rect = pygame.Rect(x, y + HELD_LABEL_H, card_w, card_h)
                    surface.blit(entry[2]((card_w, card_h)), rect)
                    self.held_rects.append((rect, seat, entry))
                    x += step if i < len(entries) - 1 else card_w
                x = max(x, start + a.width(label, size, True)) + HELD_GAP
        self.held_rects.reverse()   # the pointer finds the card drawn last (on top) first

    def _held_step(self, groups, labels, card_w: int, room: int) -> int:
        """How far apart a row's cards stand: side by side if the row has room, else overlapping
        just enough (a group at least as wide as its label)."""
        def width(step: int) -> int:
            total = 0
            for (_group, entries), (size, label) in zip(groups, labels):
                kinds = sum(1 for i in range(1, len(entries)) if entries[i][0] != entries[i - 1][0])
                cards = card_w + step * (len(entries) - 1) + 10 * kinds if entries else 0
                total += max(cards, self.assets.width(label, size, True))
            return total

        step = card_w + 4
        while step > 4 and width(step) > room:
            step -= 1
        return step

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
        elif news:  # no ranks: the best score so far takes the large type
            shown = draw.text(surface, a, news, (head.x, y), theme.HEADING_SIZE + 8, theme.INK, True)
            draw.text(surface, a, detail, (head.x, y + max(theme.HEADING_SIZE + 16, shown.h - 6)), theme.BODY_SIZE,
                      theme.INK_SOFT)
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
        col_w = area.w // len(cols)
        size, labels = self._breakdown_labels(cols, col_w - 6)
        for i, category in enumerate(cols):
            cx = area.x + col_w * i + col_w // 2
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

    def _draw_table(self, surface: pygame.Surface, sheet: ScoreSheet, area: pygame.Rect) -> None:
        a = self.assets
        cols = len(sheet.categories) + 1
        bold = a.font(theme.BODY_SIZE, True)
        name_w = max(200, 44 + max(a.font(theme.BODY_SIZE, True, name).size(name + "  \u2605")[0] for name in sheet.players))
        col_w = max(70, min(150, (area.w - name_w) // cols))
        area = area.inflate(-(area.w - name_w - col_w * cols), 0)  # the table centred
        # header: category names, wrapped in two lines when long
        x = area.x + name_w
        for category in [*sheet.categories, _("Total")]:
            size, lines = self._header_lines(category, col_w - 8)
            for i, line in enumerate(lines):
                draw.text(surface, a, line, (x + col_w // 2, area.y + i * (size + 3)), size, theme.INK_SOFT,
                          True, "midtop")
            x += col_w
        row_h = min(ROW_H, (area.h - TABLE_HEAD) // max(1, len(sheet.players)))
        y = area.y + TABLE_HEAD
        totals = sheet.totals()
        for p, name in enumerate(sheet.players):
            row = pygame.Rect(area.x, y, name_w + col_w * cols, row_h - 4)
            if p in sheet.winners:
                paint.rect(surface, theme.WIN_ROW, row, border_radius=6)
            paint.line(surface, theme.PAPER_EDGE, (row.x, row.bottom + 2), (row.right, row.bottom + 2))
            cy = row.centery
            draw.player_shape(surface, p, (area.x + 14, cy), 20)
            draw.text(surface, a, name + ("  \u2605" if p in sheet.winners else ""), (area.x + 32, cy),
                      theme.BODY_SIZE, theme.INK, True, "midleft")
            x = area.x + name_w
            for category in sheet.categories:
                value = sheet.rows[p].get(category, 0)
                draw.text(surface, a, numbers.score(value), (x + col_w // 2, cy), theme.BODY_SIZE, theme.INK, anchor="center")
                x += col_w
            draw.text(surface, a, numbers.score(totals[p]), (x + col_w // 2, cy), theme.SCORE_SIZE, theme.INK, True, "center")
            y += row_h
