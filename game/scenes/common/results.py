"""The end of a game: the score breakdown, the score round by round, and for a solo game the
score and achievement in large type beside the mode's high-score table.

Everything shown is derived once, when the screen is made: the rules' score sheet, the score
history (a replay of the match, game/rules/history.py) drawn into a chart surface, and the
high-score table (game/highscores.py, entered only when the table asks with `record`), and
the sentences about them.  `draw` only lays them out.
"""
from __future__ import annotations

from dataclasses import replace

from ...i18n import N_, _
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
from .held import held, held_groups, held_label
from .results_solo import SoloResultsMixin
from .rules_help import OffersRules
from ...ui import paint

ROW_H = 38
TABLE_HEAD = 44     # the score table's header (its categories on up to two lines)
HELD_ASPECT = 1.4   # a held card's height for its width
HELD_LABEL_H = 18   # the line over a group of held cards: "Hand 9", "Face down in the pond 5"
HELD_LABEL_SIZE = 13
HELD_GAP = 22       # between two groups (a rule stands in its middle)




class ResultsScene(SoloResultsMixin, OffersRules, Scene):
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
        totals = self.sheet.totals()
        # the tie-break rule only when two players share the best total (a lesson's play-test read
        # Koinobori's "no tie-break: tied players share the victory" after a game without a tie)
        tied = bool(totals) and totals.count(max(totals)) > 1
        self.notes = [] if self.solo else [n for n in [self.sheet.tiebreak if tied else "", *self.sheet.notes] if n]
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
        # the names' column as wide as a long name needs, up to 170: at 130 (its box 106 wide)
        # "Bartholomew-Lee" broke as "Bartholome-" / "w-Lee", with a hyphen of ours beside its
        # own, and "ヴィルヘルミーナ・たかはし" mid-word (a play-test at 1024x600); the cards
        # of a long row overlap a little more instead (_held_step)
        name_w = min(170, max(130, 24 + max(draw.plan_width(a, name, theme.SMALL_SIZE, True)
                                            for name in self.sheet.players)))
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
