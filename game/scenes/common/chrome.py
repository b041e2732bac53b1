"""The table's top bar: the prompt (who acts and what), the round, and the shared buttons
(Undo, End turn / Hint / Speed, Rules, Menu); derived once per change, drawn every frame.
Part of `TableScene` (table.py)."""
from __future__ import annotations

import pygame

from ...i18n import N_, _, language
from ...rules.base import AUTOMA
from ...ui import draw, theme
from ...ui.draw import fit_text
from .headings import phrased_halves
from ...ui.widgets import Button
from .computers import level_name
from .pause import PauseScene
from .turnflow import NOTHING_TO_UNDO
from ...ui import paint

GAME_OVER = N_("The game is over \u2014 click the table (or press Enter) to see the results.")
REVEALING = N_("The game is over: the final scoring is shown \u2014 click (or press Enter) to see it all at once.")
PROMPT_SMALLEST = 13   # px: the top bar's prompt never shrinks below this (still readable in Japanese)


def prompt_step(size: int) -> int:
    """The distance between the two lines of a wrapped prompt."""
    return size + 3


def prompt_block_height(assets, text: str, size: int, lines: int) -> int:
    """How tall `lines` lines of the prompt draw at `size` (the font's own height for the last)."""
    return prompt_step(size) * (lines - 1) + assets.font(size, True, text=text).get_height()


def balanced_lines(assets, text: str, width: int, size: int) -> list[str]:
    """`text` wrapped in as few lines as `width` allows, the lines made about equally long: the
    narrowest width that still gives that many lines (so the last is never a lone fragment).
    Japanese in two lines breaks between phrases (`phrased_halves`) where one fits."""
    lines = assets.wrap(text, width, size, True)
    if len(lines) < 2:
        return lines
    if len(lines) == 2 and language() == "ja":
        halves = phrased_halves(assets, text, width, size)
        if halves is not None:
            return halves
    low, high = assets.width(text, size, True) // len(lines), width
    while low < high:
        middle = (low + high) // 2
        if len(assets.wrap(text, middle, size, True)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    return assets.wrap(text, high, size, True)


class ChromeMixin:
    """The top bar and its buttons."""

    def _build_bar(self) -> None:
        L = self.layout
        self._undo_button = Button(L.zone("btn_undo"), N_("Undo"), self.on_undo, size=theme.SMALL_SIZE,
                                   hint=NOTHING_TO_UNDO)
        undo = L.zone("btn_undo")
        end = pygame.Rect(0, undo.y, 150, undo.h)
        end.right = undo.x - 12
        self._end_button = Button(end, N_("End turn"), self.end_turn, primary=True, size=theme.SMALL_SIZE)
        self._hint_button = Button(end.copy(), N_("Hint (H)"), self.ask_hint, size=theme.SMALL_SIZE,
                                   hint=N_("Hints are for the person whose turn it is."))
        self._speed_button = Button(end.copy(), "", self.cycle_speed, size=theme.SMALL_SIZE)
        self._label_speed()
        self._bar_buttons = [
            self._undo_button,
            Button(L.zone("btn_rules"), N_("Rules"), self._rules, size=theme.SMALL_SIZE),
            Button(L.zone("btn_menu"), N_("Menu"), self._pause, size=theme.SMALL_SIZE),
        ]

    def _live_bar_buttons(self) -> list[Button]:
        extra = self._extra_bar_button()
        return [extra, *self._bar_buttons] if extra is not None else self._bar_buttons

    def _extra_bar_button(self) -> Button | None:
        """Left of Undo: End turn after a turn-ending move, the speed of a watched game, or Hint."""
        if self.turn_done:
            return self._end_button
        if self.computers.watching:
            return self._speed_button
        if self._hint_possible():
            self._hint_button.enabled = not self.computers.hint_pending
            self._hint_button.label = _("Thinking…") if self.computers.hint_pending else _("Hint (H)")
            return self._hint_button
        return None

    def _rules(self) -> None:
        self.app.push(self.help_screen())

    def _pause(self) -> None:
        self.app.push(self.pause_screen())

    def pause_screen(self) -> PauseScene:
        return PauseScene(self.app, self)

    def _update_chrome(self) -> None:
        """Top-bar text, Undo availability and the wrapped log, derived once per change (not per frame)."""
        L, a, state = self.layout, self.assets, self.state
        bar = L.zone("bar")
        seat = state.current_player()
        if self.turn_done:
            seat = self.viewer
            after = state.current_player()
            who = _("the Croaker") if after == AUTOMA else self.player_name(after)
            own = self.no_seat_next_words(self.player_name(seat), self.match.can_undo()) if after is None else None
            if own is not None:
                text = own
            elif after == seat:   # the same seat goes on (a new round it begins): no hand-over to oneself
                text = (_("{name}: your turn is done — End turn starts your next turn, or Undo.")
                        if self.match.can_undo() else
                        _("{name}: your turn is done — End turn starts your next turn.")).format(
                    name=self.player_name(seat))
            elif self.match.can_undo():
                text = _("{name}: your turn is done — End turn hands over to {who}, or Undo.").format(
                    name=self.player_name(seat), who=who)
            else:   # a reveal made the move final: only End turn is offered
                text = _("{name}: your turn is done — End turn hands over to {who}.").format(
                    name=self.player_name(seat), who=who)
        elif state.is_over():
            text = _(REVEALING) if self.results_wait > 0 else _(GAME_OVER)
        elif self.lesson is not None and (held := self.lesson.bar_words()) is not None:
            seat, text = None, held   # (Learn to play: the computer waits for the learner)
        elif self.computers.is_computer(seat):
            # what the computer is doing in public words (its prompt would speak to it)
            prompt = state.public_prompt()
            who = _("{name} (computer, {level})").format(name=self.player_name(seat),
                                                          level=level_name(self.computers.kind(seat)))
            text = prompt if prompt.startswith(self.player_name(seat)) else _("{name}: {prompt}").format(
                name=self.player_name(seat), prompt=prompt)
            text = _("{who} is thinking — {prompt}").format(who=who, prompt=text)
        else:
            # the mover reads their own instructions; anyone else (a hot-seat table waiting for
            # its hand-off, another person looking on) reads what the mover is doing
            prompt = (self.own_prompt() or state.prompt()) if seat == self.viewer or seat == AUTOMA \
                else state.public_prompt()
            # the rules' prompt may already name who acts ("The Croaker takes its turn")
            names = (self.player_name(seat), "The ") if seat == AUTOMA else (self.player_name(seat),)
            text = prompt if prompt.startswith(names) else _("{name}: {prompt}").format(
                name=self.player_name(seat), prompt=prompt)
        self._bar_seat, self.bar_text = seat, text   # (the whole text, before it is wrapped)
        self._bar_x = bar.x + 14 + (30 if seat not in (None, AUTOMA) else 0)
        self._status = self._status_for_bar()
        self._bar_lines = self._wrap_prompt(text, self.prompt_room(self._status), bar.h)
        self._undo_button.enabled = self.match.can_undo()
        self._log_lines = []
        self._log_bright = 0   # how many of the last lines are the newest entries' (drawn bright)
        if L.has("log"):
            self._log_lines, self._log_bright = self._log_panel_lines(L.zone("log"))

    @property
    def _status_right(self) -> int:
        """Where the round / phase line ends: left of the bar's extra button (End turn, Hint)."""
        extra = self._extra_bar_button()
        return (extra.rect.x if extra is not None else self.layout.zone("btn_undo").x) - 16

    def prompt_room(self, status: str) -> int:
        """How wide the bar's prompt may be beside `status` (an online table's row of seat
        marks takes its share: online/table.py)."""
        right = self._status_right
        if status:
            right -= self.assets.font(theme.SMALL_SIZE, text=status).size(status)[0] + 16
        right -= self.disk_mark_room()   # a hidden "Autosave failed" banner's mark (overlays.py)
        return right - self._bar_x

    def own_prompt(self) -> str | None:
        """The title's own words for the person to act, when a choice half made that the rules
        know nothing of asks for something else than their prompt (Ladybird's Shed and Tea
        time, once picked: A or B); None: the rules' prompt."""
        return None

    def _status_for_bar(self) -> str:
        """The round / phase line; while an ended turn waits for End turn, the title's words
        for that (`held_status_text`)."""
        if self.turn_end_awaited():
            return self.held_status_text()
        return self.status_text()

    def turn_end_awaited(self) -> bool:
        """A turn is done and its End turn is awaited (this screen's: an online table also
        says so while another seat's is)."""
        return self.turn_done

    def held_status_text(self) -> str:
        """The round / phase line while a turn's end waits: the one its move was made in (the
        rules' state has already moved on, perhaps to the next round), unless the language
        changed meanwhile.  A title with phases names the turn's end instead (Paddy), the same
        however the table came to it: after a language switch, a restart, or at another seat's
        table (a play-test read 「ターン終了」, then "Place paddy", then 「水田の配置」 for one
        held turn end)."""
        kept = getattr(self, "status_before_move", None)   # (this screen's own move's)
        if self.shows_held_move() and kept is not None and kept[0] == language():
            return kept[1]
        return self.status_text()

    def _newest_entries(self, length: int) -> int:
        """How many log entries are the newest group: those the last change of the log added
        (a move that logs two sentences lights both), at least the last one."""
        seen, group = getattr(self, "_log_seen", (length, 1))   # (a table just opened: its last entry)
        if length > seen:
            group = length - seen
        elif length < seen:   # an undo took entries back: the entry now last is the newest
            group = 1
        self._log_seen = (length, group)
        return max(1, min(group, length))

    def _log_panel_lines(self, area: pygame.Rect) -> tuple[list[str], int]:
        """The newest log entries that fit the panel, whole: an entry that does not fit is left
        out with everything older, so the first line never starts mid-sentence; only an entry
        taller than the panel by itself is shown cut (its start, ending in an ellipsis).  Also
        how many of the last lines are the newest entries' (drawn bright)."""
        a, log = self.assets, self.state.log
        newest = self._newest_entries(len(log))
        # as many 20-px rows as end above the "full log" caption (Japanese type is taller: in the
        # caption of the Japanese edition, and in the lines that name a player in Japanese)
        entries = log[-8:]
        tall = max(a.font(theme.SMALL_SIZE, text=_("Full log: click or L")).get_height(),
                   a.font(theme.SMALL_SIZE, text="".join(entries)).get_height())
        rows = max(1, (area.h - 10 - 2 * tall) // 20 + 1)
        shown: list[list[str]] = []
        bright = 0
        for k in range(len(entries) - 1, -1, -1):
            wrapped = a.wrap(entries[k], area.w - 16, theme.SMALL_SIZE)
            used = sum(len(w) for w in shown)
            if used + len(wrapped) > rows:
                if not shown:   # the newest entry alone is taller than the panel
                    wrapped = wrapped[:rows]
                    wrapped[-1] = fit_text(a, wrapped[-1] + "\u2026", area.w - 16, theme.SMALL_SIZE)
                    shown.append(wrapped)
                    bright = len(wrapped)
                break
            shown.append(wrapped)
            if k >= len(entries) - newest:
                bright += len(wrapped)
        lines = [line for wrapped in reversed(shown) for line in wrapped]
        return lines, min(bright, len(lines))

    def _wrap_prompt(self, text: str, width: int, height: int) -> tuple[int, list[str]]:
        """The prompt in one line (body size, else a little smaller), else in two balanced
        lines (no lone fragment such as 「い。」 on the second) whose type is small enough for
        both to sit inside the bar; only if even the smallest readable type cannot hold it is
        the second line cut with an ellipsis."""
        a = self.assets
        for size in range(theme.BODY_SIZE, theme.SMALL_SIZE - 1, -1):
            if a.width(text, size, True) <= width:
                return size, [text]
        for size in range(theme.SMALL_SIZE, PROMPT_SMALLEST - 1, -1):
            if prompt_block_height(a, text, size, 2) > height:
                continue
            lines = balanced_lines(a, text, width, size)
            if len(lines) <= 2:
                return size, lines
        size = PROMPT_SMALLEST
        lines = a.wrap(text, width, size, True)
        return size, [lines[0], fit_text(a, " ".join(lines[1:]), width, size, bold=True)]

    def _draw_bar(self, surface: pygame.Surface) -> None:
        a = self.assets
        bar = self.layout.zone("bar")
        paint.rect(surface, (30, 27, 24), bar)
        paint.line(surface, theme.PAPER_EDGE, bar.bottomleft, bar.bottomright)
        if self._bar_seat not in (None, AUTOMA):
            draw.player_shape(surface, self._bar_seat, (bar.x + 26, bar.centery), 22)
        if self._status:
            draw.text(surface, a, self._status, (self._status_right, bar.centery), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, anchor="midright")
        size, lines = self._bar_lines
        step = prompt_step(size)
        y = bar.centery - (step * (len(lines) - 1)) // 2
        for line in lines:
            draw.text(surface, a, line, (self._bar_x, y), size, theme.INK_ON_DARK, True, "midleft")
            y += step
        for button in self._live_bar_buttons():
            button.draw(surface, a, self.app.input.pointer)
