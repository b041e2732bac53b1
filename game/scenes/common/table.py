"""What every title's table shares: acting through the rules, refusals in words, autosave,
undo, hot-seat hand-offs between the people at the table, the automa's and the computer
players' pacing, hints, the game log and the end of the game.

A title scene subclasses `TableScene`, draws its components in `draw_table`, and turns
clicks into actions with `act`; whether an action is legal is always the rules' answer.
The jobs live in modules beside this one, assembled here as mixins: turnflow.py (acting,
undo, End turn, hand-offs), pacing.py (computers, the automa, hints), chrome.py (the top
bar), overlays.py (log panel, banner, message).
"""
from __future__ import annotations

import pygame

from ... import settings
from ...i18n import _
from ...autosaves import Autosaver
from ..base import Scene
from ...rules.base import AUTOMA, Action
from ...rules.match import Match
from ...ui import layout, linebreak, theme
from ...ui.anim import Animations
from ...ui.tooltip import Hover, Tooltip, draw_tooltip
from ...ui.widgets import Button, handle_buttons
from .background import draw_table_background
from .chrome import GAME_OVER, REVEALING, ChromeMixin
from .computers import Computers
from ...ui.framediff import outside
from .damage import PointerDamage
from .handoff import HandoffScene
from .overlays import MESSAGE_MS, OverlaysMixin
from .pacing import AUTOMA_STEP_MS, HINT_KEY, HINT_PULSE_MS, PacingMixin
from .results import ResultsScene
from .rules_help import OffersRules
from .tablefocus import TableFocus
from .turnflow import HANDOFF_DELAY_MS, INPUT_GRACE_MS, NOTHING_TO_UNDO, TURN_DONE, TURN_DONE_FINAL, TurnFlowMixin

NOTICE_MS = 10000   # a notice of a sentence or two (arrival_notice): long enough to read
__all__ = ["TableScene", "AUTOMA_STEP_MS", "HANDOFF_DELAY_MS", "INPUT_GRACE_MS", "MESSAGE_MS", "HINT_PULSE_MS", "HINT_KEY",
           "NOTHING_TO_UNDO", "TURN_DONE", "TURN_DONE_FINAL", "GAME_OVER", "REVEALING"]


class TableScene(TableFocus, TurnFlowMixin, PacingMixin, ChromeMixin, OverlaysMixin, PointerDamage, OffersRules,
                 Scene):

    escape_pauses = True  # Esc always opens the pause menu; a scene backs out of a choice otherwise
    # every seat's hand drawn face up, as the title shows them at the end of a game (the replay
    # viewer of a finished game); never on a table being played
    open_hands = False
    # the viewer's seat is only watched, never acted for (the replay viewer's table): the seat
    # to act is drawn as on another seat's turn, with nothing that looks clickable
    watched = False

    def viewer_acts(self, seat: int | None) -> bool:
        """`seat` (the seat to act) is the viewer's, who may act for it here."""
        return self.viewer is not None and seat == self.viewer and not self.watched

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
        self.computer_just_moved = False   # the change being judged is a computer seat's move (set by turnflow.act)
        # said once a person has the table (after any hand-off): a copy made from a replay says
        # what was dealt afresh (replay.play_from_here)
        self.arrival_notice: str | None = None
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
        # clicks belong to the person whose turn it is: a press made before the turn came back
        # (to hurry a computer) is never an action, nor a click just after it came back
        self.press_in_turn = False
        self.input_grace = 0
        self.lesson = None   # Learn to play: a LessonGuide (tutorial.py) riding on this table
        self.labels: dict[str, list[pygame.Rect]] = {}   # headings beside outlined places (outline_labels)
        linebreak.keep_whole(self.unbroken_words())

    # --- lifecycle ----------------------------------------------------------------------
    # a match reopened from a save on a held turn end waits for its mover's End turn again
    # (turnflow.reopen_held_turn); an online table's server says what waits instead
    reopens_held_turn = True

    def enter(self) -> None:
        self._build_bar()
        if not (self.reopens_held_turn and self.reopen_held_turn()):
            self._after_change()

    def resume(self) -> None:
        self.refresh()
        self._update_chrome()

    def unbroken_words(self) -> list[str]:
        """Words no line of text breaks inside (game/ui/linebreak.py): the players' names; a
        title adds its own terms (in the language shown)."""
        return list(getattr(self.match.state, "names", None) or self.match.setup.players)

    def language_changed(self) -> None:
        """Make the table's words again in the new language.  The rules write their log and
        prompts when an action is applied (eager translation), so the match is replayed in the
        new language: the same setup, seed and actions give the same game, and its log comes out
        in the new words.  What may still be undone, a held turn end and the autosave are kept."""
        match = self.match
        replayed = Match.replay(match.setup, match.seed, match.actions, match.start,
                                hold_last=match.forced_waiting)
        match.state, match.log_marks = replayed.state, replayed.log_marks
        self.message = None
        self.hover.clear()
        linebreak.keep_whole(self.unbroken_words())
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

    def computer_level(self, seat: int) -> str | None:
        """The level of the computer that plays `seat` ("easy", "normal", "hard"), or None for a
        person: what the players panels say beside a name."""
        return self.computers.kind(seat) if self.computers.is_computer(seat) else None

    def player_name(self, seat: int) -> str:
        if seat == AUTOMA:
            return _("The automa")
        return self.match.setup.players[seat]

    def stand_in_lines(self) -> frozenset[int]:
        """The log lines of turns a computer played for a person's seat (the full log says so
        over them): only an online table has them (OnlineTable)."""
        return frozenset()

    def no_seat_next_words(self, mover: str | None, undo: bool) -> str | None:
        """A done turn's words when no seat acts next (Paddy's cycle end, where End turn starts
        the harvest): the bar's with the mover's name, or the mover's own window's ("Your turn is
        done") with `mover` None.  None here: the other titles always have a next seat."""
        return None

    # --- what subclasses provide ---------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild buttons/highlights from the state (after any change)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def handle_table(self, event) -> bool:
        return False

    def look_at(self, pos: tuple[int, int]) -> bool:
        """A click at `pos` that only looks (turns the viewer's own hidden cards face up or down,
        changes nothing of the game): answered even while the turn waits for End turn.  True
        when it was one."""
        return False

    def status_text(self) -> str:
        """Round / phase line for the top bar."""
        return ""

    def lesson_keep_clear(self) -> list[pygame.Rect]:
        """Where a lesson's panel (common/tutorial.py) must not stand, besides the outlined
        places and the buttons: what the lesson may speak of that no layout zone names (Ladybird:
        the other seats' gardens).  None by default."""
        return []

    def lesson_place(self, name: str) -> list[pygame.Rect]:
        """The rects of a place a lesson's step speaks of (its "points_at": common/tutorial.py):
        a layout zone by its name; a title names its own places too (Ladybird's "own column
        green", Pondscape's "movement cards").  None for a name it does not know."""
        return [pygame.Rect(self.layout.zone(name))] if self.layout.has(name) else []

    def covered_places(self) -> list[pygame.Rect]:
        """What the table shows over some of its own places now (Paddy: a harvest summary opened
        in the hand's place): a lesson's outlines of places under it are not drawn (a play-test
        saw the hand cards' outlines drawn over the harvest preview's words).  None by default."""
        return []

    def note_labels(self, key: str, *rects: pygame.Rect) -> None:
        """Where the heading(s) or label(s) `key` were drawn last (a title calls it as it draws
        them): the outlines of hints and lessons keep clear of them (`outline_labels`)."""
        self.labels[key] = [pygame.Rect(r) for r in rects]

    def outline_labels(self) -> list[pygame.Rect]:
        """The headings and labels the table draws beside places a hint or a lesson outlines (a
        section's heading over its first card, the letter under a card): an outline stays clear
        of them (common/outline.py; a play-test saw the lesson's ring drawn through the heading
        its step spoke of)."""
        return [r for rects in self.labels.values() for r in rects]

    def round_shown(self) -> int:
        """The round the table names: the one the mover's move was made in while their ended
        turn waits for End turn (the rules may already be in the next), else the rules' own."""
        if self.shows_held_move() and getattr(self, "round_before_move", None) is not None:
            return self.round_before_move
        return self.state.round_number()

    def held_round(self, seat: int) -> int | None:
        """Hook: the round of `seat`'s turn that has ended and waits for its End turn, read from
        the position (the rules may already be in the next round), when the title can tell it;
        None: it cannot (an online window opened on a held turn end keeps no move of it)."""
        return None

    def shows_held_move(self) -> bool:
        """The table shows a move whose ended turn waits for End turn, and the round and status
        it was made in are kept (`round_before_move`, `status_before_move`): this screen's own
        (an online table: another seat's too, game/scenes/online/table.py)."""
        return self.turn_done

    def seat_on_turn(self):
        """The seat the table shows as on turn: the mover while their ended turn waits for End
        turn (nothing of the next seat shows before it: the players panel's highlight, its
        "Their turn now"), else the rules' current player."""
        if self.turn_done and self.viewer is not None:
            return self.viewer
        return self.state.current_player()

    def hidden_hand_words(self, words: str | None = None) -> str:
        """What shows where the hand is while nobody's cards are in view: `words` (the title's
        own, already translated), else the hot-seat table's; an online spectator's table says
        it only watches instead (game/scenes/online/table.py)."""
        return words if words is not None else _("Cards are hidden until the next player takes the mouse.")

    def quit_question(self) -> "Scene | None":
        """Closing the program while this game's autosave fails (the game only in memory):
        asked first, "Stay" or "Close anyway" (scenes/common/unsaved.py)."""
        from .unsaved import ask, unsaved

        return ask(self, self.app.quit_now, quitting=True, push=False) if unsaved(self) else None

    def tooltip_at(self, pos: tuple[int, int]) -> Tooltip | None:
        """What the component under `pos` is and does (None: nothing to explain there).
        Only public information, or the viewer's own: tooltips show on every seat's turn."""
        return None

    def handle(self, event) -> bool:
        if event.kind == "down":
            self.press_in_turn = self._person_to_act()
        if event.kind == "move":
            self.hover.moved(event.pos, None if event.dragging else self.tooltip_at(event.pos))
        elif event.kind in ("down", "click", "key", "wheel", "right_click"):
            self.hover.clear()
        if self.banner_click(event):   # the "Autosave failed" banner put away, or back
            return True
        hit = handle_buttons(self._live_bar_buttons(), event)
        if hit is not None:
            if hit.refused and hit.hint:
                self.refuse(hit.hint, event.pos)
            return True
        if self.lesson is not None and self.lesson.handle(event):
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
                if not self.look_at(event.pos):
                    self.refuse(self.turn_done_text(), event.pos)
                return True
            return event.kind not in ("key",)  # Esc, F1 and Ctrl+Z still reach the app
        if self.state.is_over() and (event.kind == "click" or (
                event.kind == "key" and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER))):
            if event.kind == "click" and self.look_at(event.pos):
                return True   # a click that only looks (Paddy's Harvests: the final harvest's terraces)
            self.show_results()
            return True
        if event.kind == "click" and self._looks_out_of_turn(event.pos):
            return True   # (Koinobori: your own pole, which the rules let you look at any time)
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
        if event.kind in ("down", "up", "click", "right_click") and (
                self.input_grace > 0 or not self.press_in_turn):
            return True   # pressed while others played (or just as the turn came back): not an action
        hit = handle_buttons(self.buttons, event)
        if hit is not None:
            if hit.refused and hit.hint:
                self.refuse(hit.hint, event.pos)
            return True
        if self.handle_table(event):
            return True
        return self._enter_takes_the_hint(event)

    def _looks_out_of_turn(self, pos) -> bool:
        """A click while another seat plays (a computer, an online seat) on what the person at
        the screen may look at any time (`look_any_time`): only while their own hand is shown
        (a viewer, no hand-off on the way), never on their own turn (their click acts then)."""
        if self.viewer is None or self.handoff_wait > 0 or self._person_to_act() or self.state.is_over():
            return False
        return self.look_any_time(pos)

    def look_any_time(self, pos) -> bool:
        """Hook: a click at `pos` that only looks and that the rules allow at any time, out of
        the person's turn too; True if it looked."""
        return False

    def _enter_takes_the_hint(self, event) -> bool:
        """Enter while the focus ring is hidden (the mouse was used last) and a hint stands:
        the hinted move is made, whole (a play-test pressed H, then Enter, and nothing happened
        nor was said).  The title's own Enter (handle_table) comes first."""
        if event.kind != "key" or event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER) or self.app.focus.shown:
            return False
        hinted = self.hinted
        if hinted is None or self.match.check(hinted) is not None:
            return False
        return self.act(hinted, None)

    def _person_to_act(self) -> bool:
        """The person at the screen may act now (not a computer's, the automa's or another
        person's turn, no hand-off pending, not just after the turn came back)."""
        seat = self.state.current_player()
        return (self.input_grace <= 0 and seat is not None and seat != AUTOMA and seat == self.viewer
                and not self.computers.is_computer(seat) and self.handoff_wait <= 0)

    def _age_message(self, dt_ms: int) -> bool:
        """Count the shown message's time down (gone at 0); True while one is shown."""
        if self.message is None:
            return False
        text, colour, left, pos = self.message
        left -= dt_ms
        self.message = (text, colour, left, pos) if left > 0 else None
        return True

    def update(self, dt_ms: int) -> bool:
        busy = self.anims.update(dt_ms)
        if self.input_grace > 0:
            self.input_grace = max(0, self.input_grace - dt_ms)
            if self.input_grace:
                self.app.wake_in(self.input_grace)   # (an idle loop still ends the grace in time)
        busy = self.hover.update(dt_ms) or busy
        busy = self._age_message(dt_ms) or busy
        if self.app.top is not self:
            return busy
        if self.arrival_notice and self.viewer is not None:   # said once a person has the table
            self.message = (self.arrival_notice, theme.LEGAL, NOTICE_MS, None)
            self.arrival_notice = None
        if self.handoff_wait > 0:
            self.handoff_wait -= dt_ms
            if self.handoff_wait <= 0:
                self._hand_off()
            busy = True
        if self.lesson is not None:
            busy = self.lesson.update(dt_ms) or busy
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
        self.ring_back_on_turn()   # a ring hidden while others played shows again (tablefocus.py)
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
        if self.lesson is not None:
            self.lesson.draw(surface)
        # after the lesson's outlines: a refusal beside the pointer (Paddy's ghost verdict) was
        # drawn under a lesson's ring, its first letters hidden (a play-test)
        self._draw_hint(surface)
        self._draw_message(surface)
        tip = self.hover.visible
        # no tooltip over a message said beside a place (a refusal, Koinobori's "put back"): it
        # stood under the ring's tooltip and faded unread (a play-test); the tooltip follows it
        if tip is not None and (self.message is None or self.message[3] is None):
            draw_tooltip(surface, self.assets, tip, self.hover.pos, self.tooltip_keep_clear())
        self.remember_drawn(surface)
