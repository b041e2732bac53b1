"""Lists of games to reopen: the Load screen (named saves) and the Continue list (every
unfinished game's autosave).  A damaged or unreadable file is listed as such, with its
reason, and never breaks the list; opening one that fails says why in one sentence."""
from __future__ import annotations

from ...i18n import N_, _, ngettext, pgettext
import pygame

from ... import autosaves, i18n, paths
from ...files import FileRefused, bounded
from ...rules.registry import TITLES
from ...saves import SaveRow, list_saves, load_match, players_listed, progress_words, status_line
from ..base import Scene
from ...ui import draw, layout, numbers, theme
from ...ui.focus import Target, button_targets
from ...ui.widgets import Button, handle_buttons
from .. import registry
from .background import draw_table_background
from .damage import buttons_damage, hovered_damage
from .rules_help import OffersRules
from ...ui import paint

ROW_H = 52
ROW_PAD = 5     # above a row's first line and below its last, inside its border
ROW_GAP = 6     # between two rows
WATCH_W = 128   # the "Watch" button at the right of a row that opens
CUE_H = 30      # the line under the list that says how many rows are hidden (and scrolls to them)
BAR_X, BAR_W = 12, 8   # the scrollbar right of the list (gap, width) while rows are hidden


class LoadScene(OffersRules, Scene):
    """Pick a named save from the saves folder; it opens in an autosave slot of its own."""

    heading = N_("Load a saved game")
    empty = N_("No saves yet. Use \u201cSave game\u201d in the pause menu (Esc).")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.layout = layout.load("load")
        self.message = ""
        self.scroll = 0
        self.files: list[SaveRow] = self._list()
        self.back = Button(self.layout.zone("back"), N_("Back"), self.app.pop)

    # --- what is listed, and opening it ---------------------------------------------------
    def _list(self) -> list[SaveRow]:
        # named saves, then every finished game's autosave: a game is looked back on (replay,
        # review) after its results were closed without a Save (a play-test found none)
        return list_saves() + autosaves.list_finished()

    def subtitle(self) -> str:
        return bounded(_("Saves folder: {saves_dir}").format(saves_dir=paths.saves_dir()), 160)

    def row_text(self, row: SaveRow) -> tuple[str, str]:
        """(first line, second line) of a row."""
        if not row.ok:
            return row.name, status_line(row)
        state = _("finished") if row.finished else (
            row.progress or ngettext("{n} move", "{n} moves", row.moves).format(n=row.moves))
        if row.finished and final_result(row):   # who won and the score tell finished games apart
            state += SEPARATOR + final_result(row)
        game = f"{TITLES[row.title].name} \u00b7 {players_listed(row.players)}"
        if _kept_by_itself(row):   # the finished game's own autosave (the player named no save)
            return (game, _("{state} · played {when} · automatic save").format(state=state, when=row.when))
        if row.save_name:   # the name given in the pause menu's Save leads; the file name stays below
            # without what the name already says (the Save dialog offers "Koinobori · 2026-12-06 ·
            # 1 of 3 festival poles complete": the line under it said both again, on two lines)
            if TITLES[row.title].name in row.save_name:
                game = players_listed(row.players)
            if row.progress and state == row.progress and state in row.save_name:
                return (row.save_name, _("saved {when} · {game} · {name}").format(
                    game=game, when=row.when, name=row.name))
            return (row.save_name, _("{state} · saved {when} · {game} · {name}").format(
                game=game, state=state, when=row.when, name=row.name))
        return (game, _("{state} · saved {when} · {name}").format(state=state, when=row.when, name=row.name))

    def _open(self, row: SaveRow) -> None:
        if not row.ok:
            self.message = row.message or _("{name} cannot be opened.").format(name=row.name)
            return
        if _kept_by_itself(row):   # opened in its own slot again
            self._open_slot(row)
            return
        try:
            match = load_match(row.path, resume=True)   # a turn end saved waiting for End turn waits again
        except FileRefused as error:
            self.message = str(error)
            return
        registry.open_table(self.app, match)  # a new autosave slot: the named save stays as it was

    def _open_slot(self, row: SaveRow) -> None:
        """An autosave slot's game, kept in that slot as it goes on."""
        try:
            match, saver = autosaves.open_game(row.path.stem)
        except (FileRefused, ValueError) as error:
            self.message = str(error)
            self.files = self._list()  # a damaged slot was moved aside
            return
        registry.open_table(self.app, match, saver)

    def _watch(self, row: SaveRow) -> None:
        """The replay viewer of the save (read-only: the file is not touched); Close comes back."""
        from .replay_review import open_reviewed_replay

        try:
            match = load_match(row.path)
        except FileRefused as error:
            self.message = str(error)
            return
        open_reviewed_replay(self.app, match, path=row.path)

    @staticmethod
    def watch_rect(rect: pygame.Rect) -> pygame.Rect:
        """Where a row's "Watch" button is."""
        return pygame.Rect(rect.right - WATCH_W - 10, rect.y + 8, WATCH_W, rect.h - 16)

    def _watch_button(self, rect: pygame.Rect, row: SaveRow) -> Button:
        return Button(self.watch_rect(rect), N_("Watch replay"), lambda row=row: self._watch(row), size=theme.SMALL_SIZE)

    # --- input and drawing -------------------------------------------------------------------
    def _rows(self) -> list[tuple[pygame.Rect, SaveRow]]:
        """The rows shown from `scroll` on, each as tall as its own lines need (a row whose
        names take three lines no longer makes every row that tall: a play-test saw five rows
        of eight in Japanese, blank space under them)."""
        self.scroll = max(0, min(self.scroll, self._max_scroll()))
        return self._rows_from(self.scroll)

    def _rows_from(self, start: int) -> list[tuple[pygame.Rect, SaveRow]]:
        area = self._list_area()
        heights = self._row_heights()
        out, y = [], area.y
        for row, height in zip(self.files[start:], heights[start:]):
            rect = pygame.Rect(area.x, y, area.w, height - ROW_GAP)
            if rect.bottom > area.bottom:
                break
            out.append((rect, row))
            y += height
        return out

    def _list_area(self) -> pygame.Rect:
        """Where rows go: the list's zone, less the line of the scroll cue when not every row
        fits in it."""
        area = self.layout.zone("list")
        if sum(self._row_heights()) - ROW_GAP > area.h:
            area = pygame.Rect(area.x, area.y, area.w, area.h - CUE_H)
        return area

    def _max_scroll(self) -> int:
        """The first row shown when the list is scrolled to its end (the last page full)."""
        area, heights = self._list_area(), self._row_heights()
        used = -ROW_GAP
        for i in range(len(heights) - 1, -1, -1):
            used += heights[i]
            if used > area.h:
                return i + 1
        return 0

    def _row_heights(self) -> list[int]:
        """Each row's height: its lines (a long line on two, whole) in the type they are drawn
        in (a Japanese name in an English list is drawn in the taller Japanese type: it ran
        into the line under it), with ROW_PAD clear above and below them inside its border (the
        last line sat on the border: a Japanese line's ink fills its height), at least ROW_H;
        with the gap under it.  Measured at the window's scale (a line is drawn a unit taller
        at 1024x600 than on the plan)."""
        width = self.layout.zone("list").w - 24 - WATCH_W - 10
        key = (i18n.language(), id(self.files), len(self.files), width, draw.current_scale())
        if getattr(self, "_row_h", (None,))[0] != key:
            needs = [sum(h for _line, _size, _bold, h in self.row_lines(row, width)) for row in self.files]
            self._row_h = (key, [max(ROW_H, need + 2 * ROW_PAD + ROW_GAP) for need in needs])
        return self._row_h[1]

    def scroll_to(self, first: int) -> None:
        """Show the list from row `first` (kept between its start and its last full page)."""
        self.scroll = max(0, min(first, self._max_scroll()))

    def _page(self, down: bool) -> None:
        shown = max(1, len(self._rows()))
        self.scroll_to(self.scroll + shown if down else self.scroll - shown)

    def hidden(self) -> tuple[int, int]:
        """(rows above the shown ones, rows below them)."""
        shown = len(self._rows())
        return self.scroll, max(0, len(self.files) - self.scroll - shown)

    def scroll_cues(self) -> list[tuple[pygame.Rect, str, bool]]:
        """The scroll cue just under the last row shown while rows are hidden: (rect, words,
        down) for the rows above and the rows below, each a click that pages that way.  (It
        stood at the list's foot, a gap of a row below the last tall row, and read as lost.)"""
        above, below = self.hidden()
        if not above and not below:
            return []
        area = self._list_area()
        rows = self._rows()
        x, out = area.x + 8, []
        y = (rows[-1][0].bottom + 8) if rows else area.bottom + 2
        for count, down in ((below, True), (above, False)):
            if not count:
                continue
            words = (ngettext("{n} more save below", "{n} more saves below", count) if down else
                     ngettext("{n} more save above", "{n} more saves above", count)).format(n=count)
            w = 22 + self.assets.width(words, theme.SMALL_SIZE, True) + 12
            out.append((pygame.Rect(x, y, w, CUE_H - 4), words, down))
            x += w + 16
        return out

    def scrollbar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """(track, thumb) right of the list while rows are hidden: the thumb as long as the
        share of rows shown, where they stand in the list."""
        above, below = self.hidden()
        if not above and not below:
            return None
        area = self.layout.zone("list")
        track = pygame.Rect(area.right + BAR_X, area.y, BAR_W, self._list_area().h)
        count = len(self.files)
        top = track.y + round(track.h * above / count)
        bottom = track.y + round(track.h * (count - below) / count)
        return track, pygame.Rect(track.x, top, track.w, max(16, bottom - top))

    def row_lines(self, row: SaveRow, width: int) -> list[tuple[str, int, bool, int]]:
        """The row's lines as (text, size, bold, height): its first line in bold, its second
        small, each in smaller type (down to the readable least) when it does not fit `width`,
        and on two only when even that does not hold it (four long names are shown whole)."""
        a = self.assets
        first, second = self.row_text(row)
        least = max(13, draw.readable_size())
        out = []
        for text, size, bold in ((first, theme.BODY_SIZE, True), (second, theme.SMALL_SIZE, False)):
            fitted, shown = draw.fit_size(a, text, width, size, bold, smallest=min(size, least))
            if shown == text:   # one line, in type a size or two smaller (a play-test: three lines)
                size = fitted
            for line in _parts_lines(a, text, width, size, bold):
                # (as tall as it is drawn: at 1024x600 a unit taller than the font says)
                out.append((line, size, bold, max(a.font(size, bold, line).get_height(),
                                                  a.text(line, size, theme.INK, bold).get_height())))
        return out
    def handle(self, event) -> bool:
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if event.kind == "wheel":
            self.scroll_to(self.scroll - event.dy)
            return True
        if event.kind == "key" and event.key in (pygame.K_UP, pygame.K_DOWN):
            # (the focus ring found no row that way: the list scrolls under it, and a ring on
            # the first row shown goes on to the row scrolled in above it)
            down = event.key == pygame.K_DOWN
            edge = self._edge_row(down)
            self.scroll_to(self.scroll + (1 if down else -1))
            target = self._ring_to_next_row(edge, down) if edge is not None else None
            if target is not None:
                Scene.focus_point(self, target)
            return True
        if event.kind == "key" and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self._page(event.key == pygame.K_PAGEDOWN)
            return True
        if handle_buttons([self.back], event):
            return True
        if event.kind == "click":
            for rect, _words, down in self.scroll_cues():
                if rect.collidepoint(event.pos):
                    self._page(down)
                    return True
            bar = self.scrollbar()
            if bar is not None and bar[0].inflate(12, 0).collidepoint(event.pos):
                track, thumb = bar
                if not thumb.collidepoint(event.pos):
                    self._page(event.pos[1] > thumb.centery)
                return True
            for rect, row in self._rows():
                if row.ok and self.watch_rect(rect).collidepoint(event.pos):
                    self._watch(row)
                    return True
                if rect.collidepoint(event.pos):
                    self._open(row)
                    return True
        return False

    def focus_targets(self) -> list[Target]:
        """The rows shown, each with its Watch button at its right (Down past the last row
        scrolls the list), then Back."""
        rows = []
        for rect, row in self._rows():
            if not row.ok:
                rows.append(Target(rect, ("row", str(row.path)), "rows"))
                continue
            watch = self.watch_rect(rect)
            rows.append(Target(pygame.Rect(rect.x, rect.y, watch.x - 6 - rect.x, rect.h), ("row", str(row.path)), "rows"))
            rows.append(Target(watch, ("watch", str(row.path)), "rows"))
        cues = [Target(rect, ("more", down), "rows", activate=lambda down=down: self._page(down))
                for rect, _words, down in self.scroll_cues()]
        return rows + cues + button_targets([self.back], "buttons")

    def focus_point(self, target: Target) -> None:
        """↓ on the last row shown, with rows below it: the list scrolls by one row and the ring
        goes to the next row (docs/controls.md); the ring went to the "N more saves below" cue
        under it, then to Back (a play-test).  Only ↓ reaches the cue from the last row's row
        or Watch (it lies below them, nothing else does), so the ring's previous place tells."""
        recent = self.focus_ring.recent
        if target.key == ("more", True) and len(recent) >= 2:
            came_from, rows = recent[-2], self._rows()
            edge = rows[-1][1] if rows else None
            if edge is not None and self.hidden()[1] and self._is_on(came_from, edge):
                self.scroll_to(self.scroll + 1)
                target = self._ring_to_next_row(edge, True, came_from) or target
        super().focus_point(target)

    @staticmethod
    def _is_on(key, row: SaveRow) -> bool:
        return isinstance(key, tuple) and len(key) == 2 and key[0] in ("row", "watch") and key[1] == str(row.path)

    def _edge_row(self, down: bool) -> SaveRow | None:
        """The row the shown ring stands on when it is the last (↓) or first (↑) row shown and
        rows are hidden that way, else None."""
        rows = self._rows()
        if not rows or not self.app.focus.shown or not self.hidden()[1 if down else 0]:
            return None
        edge = rows[-1 if down else 0][1]
        return edge if self._is_on(self.focus_ring.key, edge) else None

    def _ring_to_next_row(self, edge: SaveRow, down: bool, key=None) -> Target | None:
        """After a scroll by one row: the ring from `edge`'s row (or its Watch) to the row next
        to it that way (its Watch too, when it has one); the target it went to."""
        key = self.focus_ring.key if key is None else key
        at = next(i for i, row in enumerate(self.files) if row is edge) + (1 if down else -1)
        if not 0 <= at < len(self.files):
            return None
        targets = self.focus_targets()
        wanted = [(key[0], str(self.files[at].path)), ("row", str(self.files[at].path))]
        for want in wanted:
            for target in targets:
                if target.key == want:
                    self.focus_ring.key = target.key
                    self.focus_ring.current(targets)
                    return target
        return None

    def pointer_damage(self, before, after) -> list[pygame.Rect]:
        """The rows and the Back button whose hover look differs (a wheel turn or a click
        makes a whole frame)."""
        rows = [rect for rect, _row in self._rows()] + [rect for rect, _w, _d in self.scroll_cues()]
        return hovered_damage(rows, before, after) + buttons_damage([self.back], before, after)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L, a = self.layout, self.assets
        draw.panel(surface, L.zone("panel"))
        draw.text(surface, a, _(self.heading), L.zone("heading").midleft, theme.HEADING_SIZE,
                  theme.INK, bold=True, anchor="midleft")
        folder = L.zone("folder")
        draw.text(surface, a, draw.fit_text(a, self.subtitle(), folder.w, theme.SMALL_SIZE), folder.midleft,
                  theme.SMALL_SIZE, theme.INK_SOFT, anchor="midleft")
        pointer = self.app.input.pointer
        rows = self._rows()
        if not rows:
            draw.text(surface, a, _(self.empty), L.zone("list").topleft, theme.BODY_SIZE, theme.INK_SOFT)
        for rect, row in rows:
            hover = rect.collidepoint(pointer)
            paint.rect(surface, theme.PAPER_SHADE if hover else theme.PAPER, rect, border_radius=6)
            paint.rect(surface, theme.PAPER_EDGE, rect, 1, border_radius=6)
            if not row.ok:  # damaged: a red edge as well as the red words
                paint.rect(surface, theme.ILLEGAL, (rect.x, rect.y, 6, rect.h), border_radius=3)
            y = rect.y + ROW_PAD
            width = rect.w - 24 - WATCH_W - 10
            for line, size, bold, height in self.row_lines(row, width):
                colour = theme.INK if bold else (theme.ILLEGAL if not row.ok else theme.INK_SOFT)
                draw.text(surface, a, draw.fit_text(a, line, width, size, bold), (rect.x + 12, y), size,
                          colour, bold=bold)
                y += height
            if hover:
                draw.glow(surface, rect, radius=6, strength=1)
            if row.ok:
                self._watch_button(rect, row).draw(surface, a, pointer)
        self._draw_scroll(surface, pointer)
        if self.message:
            draw.text_block(surface, a, self.message, L.zone("message"), theme.BODY_SIZE, theme.ILLEGAL,
                            smallest=13)
        self.back.draw(surface, a, pointer)


    def _draw_scroll(self, surface: pygame.Surface, pointer) -> None:
        """The scrollbar and the "N more saves below / above" cue, while rows are hidden."""
        bar = self.scrollbar()
        if bar is None:
            return
        track, thumb = bar
        paint.rect(surface, theme.PAPER_SHADE, track, border_radius=4)
        paint.rect(surface, theme.PAPER_EDGE, track, 1, border_radius=4)
        paint.rect(surface, theme.INK_SOFT, thumb, border_radius=4)
        a = self.assets
        for rect, words, down in self.scroll_cues():
            hover = rect.collidepoint(pointer)
            if hover:
                paint.rect(surface, theme.PAPER_SHADE, rect, border_radius=6)
            cx, cy = rect.x + 11, rect.centery
            tip = ((cx - 6, cy - 4), (cx + 6, cy - 4), (cx, cy + 5)) if down else \
                ((cx - 6, cy + 4), (cx + 6, cy + 4), (cx, cy - 5))
            paint.polygon(surface, theme.INK, tip)
            draw.text(surface, a, words, (rect.x + 22, cy), theme.SMALL_SIZE, theme.INK, bold=True,
                      anchor="midleft")


class ContinueScene(LoadScene):
    """Every unfinished game, newest first, each in its own autosave slot."""

    heading = N_("Continue a game")
    empty = N_("No unfinished game: start one from the title menu.")

    def _list(self) -> list[SaveRow]:
        return autosaves.list_unfinished()

    def subtitle(self) -> str:
        count = sum(1 for row in self.files if row.ok)
        return ngettext("{count} unfinished game · every move is saved as you play",
                        "{count} unfinished games · every move is saved as you play", count).format(count=count)

    def row_text(self, row: SaveRow) -> tuple[str, str]:
        if not row.ok:
            return row.name, status_line(row)
        return (f"{TITLES[row.title].name} \u00b7 {players_listed(row.players)}",
                _("{progress} · last played {when}").format(progress=progress_words(row), when=row.when))

    def _open(self, row: SaveRow) -> None:
        self._open_slot(row)


SEPARATOR = " \u00b7 "


def final_result(row: SaveRow) -> str:
    """A finished game's result in a few words from its final scores: "Ana won 84–71" (the
    winner's score first, then the others' from the highest), "Ana & Ben shared the win
    84–84–60", or a solo game's "Ana scored 71"; "" when the scores are not known."""
    final = row.final
    if not final:
        return ""
    if len(final) == 1:
        return _("{name} scored {score}").format(name=final[0][0], score=final[0][1])
    ordered = sorted(final, key=lambda seat: (not seat[2], -seat[1]))
    # a score below zero (Koinobori's) takes a minus sign, and the scores slashes: "4 / −2 / −3"
    # (en dashes beside minus signs, "4 – −2 – −3", read as a sum: a play-test)
    totals = [total for _name, total, _won in ordered]
    scores = (" / " if min(totals) < 0 else "\u2013").join(
        numbers.score(total) for total in totals)
    winners = [name for name, _total, won in ordered if won]
    if len(winners) == 1:
        if totals.count(totals[0]) > 1:   # level on points, won on the title's tie-break ("Ben won 29–29" read wrong)
            return _("{name} won {scores} on the tie-break").format(name=winners[0], scores=scores)
        return _("{name} won {scores}").format(name=winners[0], scores=scores)
    if winners:
        return _("{names} shared the win {scores}").format(names=pgettext("joins the names of players who share a win", " & ").join(winners), scores=scores)
    return scores


def _kept_by_itself(row: SaveRow) -> bool:
    """A finished game's autosave on the Load screen (not a save the player named)."""
    return row.path.parent == paths.autosave_dir()


def _parts_lines(assets, text: str, width: int, size: int, bold: bool) -> list[str]:
    """`text` in lines no wider than `width`: whole when it fits, else its " · " parts packed
    line by line, a part too wide for a line of its own (the players) split between names."""
    if assets.width(text, size, bold) <= width:
        return [text]
    lines: list[str] = []
    for part in text.split(SEPARATOR):
        if lines and assets.width(lines[-1] + SEPARATOR + part, size, bold) <= width:
            lines[-1] += SEPARATOR + part
        elif assets.width(part, size, bold) <= width:
            lines.append(part)
        else:   # the players: whole names, as many a line as fit (a name is never broken)
            comma = pgettext("list separator", ", ")
            names = part.split(comma)
            lines.append(names[0])
            for name in names[1:]:
                # (room for the separator that ends the line if the next name goes on the next)
                if assets.width(lines[-1] + comma + name + comma.rstrip(), size, bold) <= width:
                    lines[-1] += comma + name
                else:
                    lines[-1] += comma.rstrip()
                    lines.append(name)
    return [line for line in lines if line]
