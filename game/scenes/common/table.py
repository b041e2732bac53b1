"""What every title's table shares: acting through the rules, refusals in words, autosave,
undo, hot-seat hand-offs between the people at the table, the automa's and the computer
players' pacing, hints, the game log and the end of the game.

A title scene subclasses `TableScene`, draws its components in `draw_table`, and turns
clicks into actions with `act`; whether an action is legal is always the rules' answer.
"""
from __future__ import annotations

import math

import pygame

from ... import settings
from ...i18n import N_, _
from ...autosaves import Autosaver
from ..base import Scene
from ...rules.base import AUTOMA, Action
from ...rules.match import Match
from ...ui import draw, layout, theme
from ...ui.anim import Animations
from ...ui.draw import fit_text
from ...ui.tooltip import Hover, Tooltip, draw_tooltip
from ...ui.widgets import Button, handle_buttons
from .background import draw_table_background
from .computers import Computers, level_name
from ...ui.framediff import outside
from .damage import PointerDamage
from .handoff import HandoffScene
from .log import LogScene
from .pause import PauseScene
from .results import ResultsScene
from .rules_help import OffersRules

AUTOMA_STEP_MS = 900   # the automa's move waits this long so a player can follow it
HANDOFF_DELAY_MS = 700  # the mover sees their own move land before the table is hidden
MESSAGE_MS = 3500
HINT_PULSE_MS = 3000   # how long a hint's outline pulses before it stays still (an idle table draws nothing)
NOTHING_TO_UNDO = N_("Nothing to undo: only your own moves of this turn, before any card is revealed.")
TURN_DONE = N_("Your turn is over: click End turn (or press Enter) to hand over, or Undo.")
GAME_OVER = N_("The game is over \u2014 click the table (or press Enter) to see the results.")
REVEALING = N_("The game is over: the final scoring is shown \u2014 click to see it all at once.")


HINT_KEY = pygame.K_h


class TableScene(PointerDamage, OffersRules, Scene):

    def __init__(self, app, match: Match, saver: Autosaver | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.saver = saver  # this game's autosave slot (opened at the first change if None)
        self.title_id = match.setup.title
        self.layout = layout.load(self.title_id)
        self.viewer: int | None = None      # whose private cards are showing
        self.message: tuple[str, tuple, int, tuple | None] | None = None  # text, colour, ms left, pos
        self.anims = Animations()
        self.automa_wait = 0
        self.results_wait = 0  # ms of the final reveal still to play; the results never open by themselves
        self.results: ResultsScene | None = None  # made at the first click after the end, then kept
        self.handoff_wait = 0
        self.buttons: list[Button] = []
        self._bar_buttons: list[Button] = []
        self.hover = Hover()  # the tooltip under the resting pointer
        self.turn_done = False  # the viewer's action ended their turn: waiting for "End turn"
        stored = settings.load()
        self.confirm_turn_end = bool(stored.get("confirm_turn_end", True))
        self.computers = Computers(match)
        self.last_human: int | None = None  # the person who last saw the table (no hand-off to themselves)
        self.watch_speed = stored["watch_speed"]
        self.hinted: Action | None = None     # the Hard player's suggestion for the person to act
        self.hint_clock = 0

    # --- lifecycle ----------------------------------------------------------------------
    def enter(self) -> None:
        self._build_bar()
        self._after_change()

    def resume(self) -> None:
        self.refresh()
        self._update_chrome()

    def language_changed(self) -> None:
        """Make the table's words again in the new language.  The rules write their log and
        prompts when an action is applied (eager translation), so the match is replayed in the
        new language: the same setup, seed and actions give the same game, and its log comes out
        in the new words.  What may still be undone, a held turn end and the autosave are kept."""
        match = self.match
        replayed = Match.replay(match.setup, match.seed, match.actions, match.start)
        match.state, match.log_marks = replayed.state, replayed.log_marks
        self.message = None
        self.hover.clear()
        self.refresh()
        self._update_chrome()
        for scene in self.app.stack:   # a hand-off waiting over this table: its log lines too
            if isinstance(scene, HandoffScene) and self.state.current_player() == scene.seat:
                scene.note = self.handoff_note()

    @property
    def state(self):
        return self.match.state

    @property
    def hot_seat(self) -> bool:
        """Several people share the screen: private cards hide behind hand-offs between them."""
        return len(self.computers.humans) > 1

    def pace(self, ms: int) -> int:
        """A computer's or the automa's step delay; a watched game has its own speed."""
        if not self.computers.watching:
            return ms
        return int(ms * settings.WATCH_SPEEDS[self.watch_speed])

    def player_name(self, seat: int) -> str:
        if seat == AUTOMA:
            return _("The automa")
        return self.match.setup.players[seat]

    # --- acting -------------------------------------------------------------------------
    def act(self, action: Action, pos: tuple[int, int] | None = None, by_viewer: bool = True) -> bool:
        """Hand `action` to the rules; on refusal show their reason near `pos`.

        An action of the player at the screen that ends their turn waits for "End turn"
        (and stays undoable until then, unless it revealed something)."""
        if by_viewer and self.turn_done:
            self.refuse(TURN_DONE, pos)
            return False
        reason = self.match.check(action)
        if reason is not None:
            self.refuse(reason, pos)
            return False
        before = self.state.to_position() if self.wants_before_position else None
        hold = by_viewer and self.confirm_turn_end
        mover = self.state.current_player()
        ended = self.match.apply(action, hold_turn_end=hold)
        if self.computers.is_computer(mover):
            self.match.confirm_turn_end()  # a computer's move is final: undo never goes back past it
        self.hinted = None
        self.computers.cancel_hint()
        self.autosave()
        self.message = None
        self.on_applied(action, before)
        self._after_change(ended_by_viewer=ended and hold)
        return True

    wants_before_position = False  # subclasses that animate by comparing positions set this

    def on_applied(self, action: Action, before: dict | None) -> None:
        """Hook for animations after an action took effect."""

    def refuse(self, reason: str, pos: tuple[int, int] | None = None) -> None:
        """Show `reason` near `pos`: the rules' reason (already in the current language) or a
        msgid of the client's (translated here)."""
        self.message = (_(reason), theme.ILLEGAL, MESSAGE_MS, pos)

    def inform(self, text: str) -> None:
        self.message = (_(text), theme.LEGAL, MESSAGE_MS, None)

    def autosave(self) -> None:
        """Write this game's autosave slot.  A failure never stops play: the saver keeps the
        problem, drawn as a banner until a save succeeds (`_draw_banner`)."""
        if self.saver is None:
            self.saver = Autosaver.for_new_game(self.title_id)
        self.saver.save(self.match)

    def on_undo(self) -> None:
        if self.computers.is_computer(self.state.current_player()):
            self.refuse(_("A computer player is moving: undo works on your own moves of your turn."))
            return
        if not self.match.can_undo():
            self.refuse(NOTHING_TO_UNDO)
            return
        undone = self.match.undo()
        self.turn_done = False
        self.handoff_wait = 0
        self.autosave()
        self.anims.clear()
        self.inform(_("Undone: {move}").format(move=self.state.describe_action(undone)))
        self._after_change()

    def end_turn(self) -> None:
        """The mover confirms the end of their turn: now the hand-off (or the automa) follows."""
        if not self.turn_done:
            return
        self.match.confirm_turn_end()
        self.turn_done = False
        self._after_change(confirmed=True)

    def _after_change(self, ended_by_viewer: bool = False, confirmed: bool = False) -> None:
        """Decide what happens next: results, "End turn", the automa, or a hand-off."""
        state = self.state
        seat = state.current_player()
        if ended_by_viewer and not state.is_over():
            if seat == self.viewer:
                self.match.confirm_turn_end()  # the same seat plays on: nothing to hand over
            else:
                self.turn_done = True
        self.refresh()
        self._update_chrome()
        if self.turn_done:
            return
        if state.is_over():
            self.match.confirm_turn_end()  # the end is final: the last move can no longer be undone
            self.results_wait = self.final_reveal_ms()
            self._update_chrome()
            return
        if seat == AUTOMA:
            self.automa_wait = self.pace(AUTOMA_STEP_MS)
            return
        if self.computers.is_computer(seat):
            self._watch_computer(confirmed)
            return
        if seat != self.viewer:
            if not self.hot_seat:
                self._reveal_to(seat)
            elif self.viewer is None and seat == self.last_human:
                self._reveal_to(seat)  # the same person again, after computers' turns: nothing to hide
            elif self.viewer is None or confirmed:
                self._hand_off()
            else:
                self.handoff_wait = HANDOFF_DELAY_MS  # let the move's animation play first

    def _watch_computer(self, confirmed: bool) -> None:
        """A computer seat is to act (its move is asked for in `update`): who watches?
        One person: always them, their cards in view.  Several: nobody's private cards (the
        table hides after the mover's move has landed).  None: a spectator's table."""
        humans = self.computers.humans
        if len(humans) == 1:
            if self.viewer != humans[0]:
                self._reveal_to(humans[0])
        elif self.viewer is not None:
            if confirmed or not humans:
                self._hide()
            else:
                self.handoff_wait = HANDOFF_DELAY_MS

    def _hide(self) -> None:
        self.viewer = None
        self.hover.clear()
        self.refresh()  # drop anything private the scene derived for the previous viewer
        self._update_chrome()  # the bar's buttons follow the viewer (no Hint for nobody)

    def _hand_off(self) -> None:
        self.handoff_wait = 0
        seat = self.state.current_player()
        self._hide()
        if seat is None or self.computers.is_computer(seat):
            return  # no person takes over: the table stays hidden while the computer plays
        self.app.push(HandoffScene(self.app, self.player_name(seat), seat,
                                   lambda seat=seat: self._reveal_to(seat), self.handoff_note(),
                                   self.title_id, pause=self.pause_screen))

    def _reveal_to(self, seat: int) -> None:
        self.viewer = seat
        self.last_human = seat
        self.refresh()
        self._update_chrome()  # the bar's buttons follow the viewer (Hint on their turn)

    def show_to(self, seat: int | None) -> None:
        """Show the table to `seat` at once, as after its hand-off (screenshots, smoke runs)."""
        self.handoff_wait = 0
        while self.app.top is not self and self.app.stack and self in self.app.stack:
            self.app.pop()  # a hand-off screen the table asked for
        if seat is not None:
            self._reveal_to(seat)
        else:
            self._update_chrome()

    def settle(self) -> None:
        """Finish every animation and timer without acting: a still picture of the table.
        Nothing is applied (the automa and the results screen wait)."""
        self.anims.clear()
        self.message = None
        self.hover.clear()
        self.handoff_wait = self.automa_wait = self.results_wait = 0
        self.settle_table()
        self._update_chrome()  # no reveal playing, no hand-off pending: the bar says what is now

    def settle_table(self) -> None:
        """Hook: a title finishes its own timed effects (e.g. a scoring reveal)."""

    def final_reveal_ms(self) -> int:
        """Hook: how long the title's own reveal of the final scoring plays on the table after
        the last move (0: none).  Meanwhile the bar says so and a click shows it all at once."""
        return 0

    def show_results(self) -> None:
        """A click (or Enter) once the game is over: the first finishes a reveal still playing,
        the next opens the results screen (the same one each time, entered in the high scores once)."""
        if self.results_wait > 0:
            self.results_wait = 0
            self.settle_table()
            self._update_chrome()
            return
        if self.results is None:
            self.results = ResultsScene(self.app, self.match, record=True)
        self.app.push(self.results)

    def handoff_note(self) -> list[str]:
        """What happened since the next seat's last turn (public log lines only)."""
        seat = self.state.current_player()
        return self.match.lines_since_turn_of(seat) if seat is not None else []

    def open_log(self) -> None:
        self.hover.clear()
        self.app.push(LogScene(self.app, self))

    # --- what subclasses provide ---------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild buttons/highlights from the state (after any change)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def handle_table(self, event) -> bool:
        return False

    def status_text(self) -> str:
        """Round / phase line for the top bar."""
        return ""

    def tooltip_at(self, pos: tuple[int, int]) -> Tooltip | None:
        """What the component under `pos` is and does (None: nothing to explain there).
        Only public information, or the viewer's own: tooltips show on every seat's turn."""
        return None

    # --- input ----------------------------------------------------------------------------
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

    # --- hints and speed ---------------------------------------------------------------------
    def _hint_possible(self) -> bool:
        seat = self.state.current_player()
        return (not self.state.is_over() and seat not in (None, AUTOMA) and seat == self.viewer
                and not self.computers.is_computer(seat) and self.handoff_wait <= 0)

    def ask_hint(self) -> None:
        """The Hard player's move for the person to act, asked of the worker (the window goes on)."""
        if not self._hint_possible() or self.turn_done:
            self.refuse(_("Hints are for the person whose turn it is."))
            return
        if self.computers.hint_pending:
            return
        self.hinted = None
        self.computers.ask_hint(self.state.current_player())
        self.inform(_("Looking for a good move…"))

    def _hint_arrived(self, action: Action | None, problem: str | None) -> None:
        if action is None:
            self.refuse(_("No hint this time: {problem}").format(problem=problem or "?"))
            return
        self.hinted = action
        self.hint_clock = 0
        self.message = (_("Hint: {move}").format(move=self.state.describe_action(action)), theme.LEGAL,
                        MESSAGE_MS * 3, None)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """Hook: where on the table the hinted move is clicked (outlined while the hint stands)."""
        return []

    def cycle_speed(self) -> None:
        self.watch_speed = (self.watch_speed + 1) % len(settings.WATCH_SPEEDS)
        stored = settings.load()
        stored["watch_speed"] = self.watch_speed
        settings.save(stored)   # a refusing disk only forgets the speed
        self._label_speed()

    def _label_speed(self) -> None:
        names = (_("Slow"), _("Normal"), _("Fast"), _("Fastest"))
        self._speed_button.label = _("Speed: {speed}").format(speed=names[self.watch_speed])

    def _rules(self) -> None:
        self.app.push(self.help_screen())

    def _pause(self) -> None:
        self.app.push(self.pause_screen())

    def pause_screen(self) -> PauseScene:
        return PauseScene(self.app, self)

    def handle(self, event) -> bool:
        if event.kind == "move":
            self.hover.moved(event.pos, None if event.dragging else self.tooltip_at(event.pos))
        elif event.kind in ("down", "click", "key", "wheel", "right_click"):
            self.hover.clear()
        hit = handle_buttons(self._live_bar_buttons(), event)
        if hit is not None:
            if not hit.enabled and hit.hint:
                self.refuse(hit.hint, event.pos)
            return True
        if (event.kind == "click" and self.layout.has("log") and self.layout.zone("log").collidepoint(event.pos)) \
                or (event.kind == "key" and event.key == pygame.K_l and not event.ctrl):
            self.open_log()
            return True
        if event.kind == "key" and event.key == HINT_KEY and not event.ctrl and not self.computers.watching:
            self.ask_hint()
            return True
        if self.turn_done:
            if event.kind == "key" and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.end_turn()
                return True
            if event.kind == "click":
                self.refuse(TURN_DONE, event.pos)
                return True
            return event.kind not in ("key",)  # Esc, F1 and Ctrl+Z still reach the app
        if self.state.is_over() and (event.kind == "click" or (
                event.kind == "key" and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER))):
            self.show_results()
            return True
        if self.state.current_player() == AUTOMA and event.kind == "click":
            self.automa_wait = min(self.automa_wait, 1)  # a click hurries the automa along
            return True
        if self.computers.is_computer(self.state.current_player()):
            if event.kind == "click":
                self.computers.hurry()  # a click hurries the computer's next step (not its search)
                return True
            return event.kind != "key"  # Esc, F1 and the other keys still reach the app
        if self.viewer is None or self.handoff_wait > 0:
            return False  # nobody may act for the next seat before the hand-off
        hit = handle_buttons(self.buttons, event)
        if hit is not None:
            if not hit.enabled and hit.hint:
                self.refuse(hit.hint, event.pos)
            return True
        return self.handle_table(event)

    def update(self, dt_ms: int) -> bool:
        busy = self.anims.update(dt_ms)
        busy = self.hover.update(dt_ms) or busy
        if self.message is not None:
            text, colour, left, pos = self.message
            left -= dt_ms
            self.message = (text, colour, left, pos) if left > 0 else None
            busy = True
        if self.app.top is not self:
            return busy
        if self.handoff_wait > 0:
            self.handoff_wait -= dt_ms
            if self.handoff_wait <= 0:
                self._hand_off()
            busy = True
        busy = self._update_computers(dt_ms) or busy
        if self.automa_wait > 0:
            self.automa_wait -= dt_ms
            if self.automa_wait <= 0 and self.state.current_player() == AUTOMA:
                self.act(self.state.legal_actions()[0], by_viewer=False)
            busy = True
        if self.results_wait > 0:
            self.results_wait -= dt_ms
            if self.results_wait <= 0:
                self.results_wait = 0
                self._update_chrome()  # the reveal has played: the bar invites the click
            busy = True
        return busy

    def _update_computers(self, dt_ms: int) -> bool:
        """Ask for a computer seat's move, apply it once decided and paced; collect a hint.
        Waiting costs no frames: the loop is asked to come back (`wake_in`), nothing redraws."""
        busy = False
        if self.hinted is not None and self.hint_clock < HINT_PULSE_MS:
            self.hint_clock += dt_ms
            busy = True  # the hinted place pulses a few times, then stays outlined (no frames)
        if self.computers.hint_pending:
            arrived = self.computers.poll_hint()
            if arrived is None:
                self.app.wake_in(40)
            else:
                self._hint_arrived(*arrived)
                busy = True
        seat = self.state.current_player()
        if not self.computers.is_computer(seat) or self.turn_done or self.state.is_over():
            return busy
        if self.computers.seat != seat:
            self.computers.begin(seat, self.pace(AUTOMA_STEP_MS))
            self._update_chrome()
            busy = True
        action = self.computers.update(dt_ms)
        if action is not None:
            self.act(action, by_viewer=False)
            return True
        self.app.wake_in(min(40, max(1, self.computers.wait_ms)) if self.computers.wait_ms else 40)
        return busy

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        area = self.to_draw(surface)
        for part in outside(area, self.covered()):   # the wood the table shows
            draw_table_background(surface, self.assets, part)
        self.draw_table(surface)
        if area.colliderect(self.layout.zone("bar").inflate(0, 8)):
            self._draw_bar(surface)
        if self.layout.has("log") and area.colliderect(self.layout.zone("log")):
            self._draw_log(surface)
        self._draw_banner(surface)
        self._draw_hint(surface)
        self._draw_message(surface)
        tip = self.hover.visible
        if tip is not None:
            draw_tooltip(surface, self.assets, tip, self.hover.pos)
        self.remember_drawn(surface)

    def _update_chrome(self) -> None:
        """Top-bar text, Undo availability and the wrapped log, derived once per change (not per frame)."""
        L, a, state = self.layout, self.assets, self.state
        bar = L.zone("bar")
        seat = state.current_player()
        if self.turn_done:
            seat = self.viewer
            after = state.current_player()
            who = _("the Croaker") if after == AUTOMA else self.player_name(after)
            text = _("{name}: your turn is done — End turn hands over to {who}, or Undo.").format(
                name=self.player_name(seat), who=who)
        elif state.is_over():
            text = _(REVEALING) if self.results_wait > 0 else _(GAME_OVER)
        elif self.computers.is_computer(seat):
            prompt = state.view(self.viewer)["prompt"] if self.viewer is not None else state.view(None)["prompt"]
            who = _("{name} (computer, {level})").format(name=self.player_name(seat),
                                                          level=level_name(self.computers.kind(seat)))
            text = prompt if prompt.startswith(self.player_name(seat)) else _("{name}: {prompt}").format(
                name=self.player_name(seat), prompt=prompt)
            text = _("{who} is thinking — {prompt}").format(who=who, prompt=text)
        else:
            prompt = state.prompt()
            # the rules' prompt may already name who acts ("The Croaker takes its turn")
            names = (self.player_name(seat), "The ") if seat == AUTOMA else (self.player_name(seat),)
            text = prompt if prompt.startswith(names) else _("{name}: {prompt}").format(
                name=self.player_name(seat), prompt=prompt)
        self._bar_seat = seat
        self._bar_x = bar.x + 14 + (30 if seat not in (None, AUTOMA) else 0)
        self._status = self.status_text()
        extra = self._extra_bar_button()
        right = (extra.rect.x if extra is not None else L.zone("btn_undo").x) - 16
        self._status_right = right
        if self._status:
            right -= a.font(theme.SMALL_SIZE, text=self._status).size(self._status)[0] + 16
        self._bar_lines = self._wrap_prompt(text, right - self._bar_x, bar.h)
        self._undo_button.enabled = self.match.can_undo()
        self._log_lines = []
        if L.has("log"):
            area = L.zone("log")
            lines: list[str] = []
            for entry in state.log[-8:]:
                lines.extend(a.wrap(entry, area.w - 16, theme.SMALL_SIZE))
            # as many 20-px rows as end above the "full log" caption (Japanese type is taller)
            tall = a.font(theme.SMALL_SIZE, text=_("Full log: click or L")).get_height()
            rows = max(1, (area.h - 10 - 2 * tall) // 20 + 1)
            self._log_lines = lines[-rows:]

    def _wrap_prompt(self, text: str, width: int, height: int) -> tuple[int, list[str]]:
        """The prompt in one line at body size, else in two smaller lines (the last cut with an
        ellipsis only if even two lines cannot hold it)."""
        a = self.assets
        if a.font(theme.BODY_SIZE, True, text=text).size(text)[0] <= width:
            return theme.BODY_SIZE, [text]
        size = theme.SMALL_SIZE
        lines = a.wrap(text, width, size, True)
        if len(lines) > 2:
            lines = [lines[0], fit_text(a, " ".join(lines[1:]), width, size, bold=True)]
        return size, lines

    def _draw_bar(self, surface: pygame.Surface) -> None:
        a = self.assets
        bar = self.layout.zone("bar")
        pygame.draw.rect(surface, (30, 27, 24), bar)
        pygame.draw.line(surface, theme.PAPER_EDGE, bar.bottomleft, bar.bottomright)
        if self._bar_seat not in (None, AUTOMA):
            draw.player_shape(surface, self._bar_seat, (bar.x + 26, bar.centery), 22)
        if self._status:
            draw.text(surface, a, self._status, (self._status_right, bar.centery), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, anchor="midright")
        size, lines = self._bar_lines
        step = size + 3
        y = bar.centery - (step * (len(lines) - 1)) // 2
        for line in lines:
            draw.text(surface, a, line, (self._bar_x, y), size, theme.INK_ON_DARK, True, "midleft")
            y += step
        for button in self._live_bar_buttons():
            button.draw(surface, a, self.app.input.pointer)

    def _draw_log(self, surface: pygame.Surface) -> None:
        if not self.layout.has("log"):
            return
        area = self.layout.zone("log")
        pygame.draw.rect(surface, (30, 27, 24), area, border_radius=8)
        y = area.y + 6
        for i, line in enumerate(self._log_lines):
            colour = theme.INK_ON_DARK if i == len(self._log_lines) - 1 else theme.INK_ON_DARK_SOFT
            draw.text(surface, self.assets, line, (area.x + 8, y), theme.SMALL_SIZE, colour)
            y += 20
        hover = area.collidepoint(self.app.input.pointer)
        draw.text(surface, self.assets, _("Full log: click or L"), (area.right - 8, area.bottom - 4), theme.SMALL_SIZE,
                  theme.LEGAL if hover else theme.INK_ON_DARK_SOFT, anchor="bottomright")

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The hinted move's place, outlined in a slow pulse until the person moves."""
        if self.hinted is None:
            return
        glow = 0.5 + 0.5 * math.sin(self.hint_clock / 160) if self.hint_clock < HINT_PULSE_MS else 1.0
        colour = tuple(int(a + (b - a) * glow) for a, b in zip(theme.LEGAL, (255, 255, 255)))
        for rect in self.hint_rects(self.hinted):
            pygame.draw.rect(surface, (20, 18, 16), rect.inflate(10, 10), 3, border_radius=10)
            pygame.draw.rect(surface, colour, rect.inflate(6, 6), 4, border_radius=9)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        """A failing disk is shown, never hidden: the saver's problem under the top bar."""
        problem = self.saver.problem if self.saver is not None else None
        if not problem:
            return
        bar = self.layout.zone("bar")
        lines = self.assets.wrap(problem, bar.w - 60, theme.SMALL_SIZE, True)[:2]
        box = pygame.Rect(bar.x + 20, bar.bottom + 4, bar.w - 40, 12 + 20 * len(lines))
        pygame.draw.rect(surface, (120, 24, 36), box, border_radius=6)
        pygame.draw.rect(surface, theme.ILLEGAL, box, 2, border_radius=6)
        for i, line in enumerate(lines):
            draw.text(surface, self.assets, line, (box.x + 14, box.y + 6 + 20 * i), theme.SMALL_SIZE,
                      theme.INK_ON_DARK, True)

    def _draw_message(self, surface: pygame.Surface) -> None:
        if self.message is None:
            return
        text, colour, _left, pos = self.message
        if pos is not None:
            draw.callout(surface, self.assets, text, pos, colour)
            return
        area = self.layout.zone("message")
        lines = self.assets.wrap(text, area.w - 24, theme.BODY_SIZE)
        box = pygame.Rect(area.x, area.y, area.w, 16 + 24 * len(lines))
        pygame.draw.rect(surface, (34, 30, 28), box, border_radius=8)
        pygame.draw.rect(surface, colour, box, 2, border_radius=8)
        for i, line in enumerate(lines):
            draw.text(surface, self.assets, line, (box.x + 12, box.y + 8 + 24 * i), theme.BODY_SIZE,
                      theme.INK_ON_DARK)
