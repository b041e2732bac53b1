"""The table's turn flow: acting through the rules, undo, the held turn end ("End turn"),
and what follows a change: the results, the automa, a computer seat, or a hot-seat hand-off.
Part of `TableScene` (table.py)."""
from __future__ import annotations

import copy

from ...autosaves import Autosaver
from ...i18n import N_, _, language
from ...rules.base import AUTOMA, Action
from ...rules.match import Match
from . import cues
from .handoff import HandoffScene
from .pacing import AUTOMA_STEP_MS
from .results import ResultsScene

HANDOFF_DELAY_MS = 700  # the mover sees their own move land before the table is hidden
# after a computer's move in a hot-seat game, the table (nobody's cards) shows it land this long
# before the next person's hand-off covers it (a play-test saw only "thinking", then the hand-off)
COMPUTER_MOVE_SHOWN_MS = 900   # (a glide takes 300-500 ms)
INPUT_GRACE_MS = 300    # after a computer's or the automa's move, clicks only hurry for this long
NOTHING_TO_UNDO = N_("Nothing to undo: only your own moves of this turn, before any card is revealed.")
TURN_DONE = N_("Your turn is over: click End turn (or press Enter) to hand over, or Undo.")
TURN_DONE_FINAL = N_("Your turn is over: click End turn (or press Enter) to hand over.")  # nothing to undo
# the same seat goes on (a Ladybird round it begins): nothing is handed over
TURN_DONE_ON = N_("Your turn is over: click End turn (or press Enter) to go on to your next turn, or Undo.")
TURN_DONE_ON_FINAL = N_("Your turn is over: click End turn (or press Enter) to go on to your next turn.")


_ABSENT = object()      # a marks attribute the scene had not made yet
MARKS_KEPT = 200        # snapshots of the marks kept for undo (a turn holds far fewer moves)


class TurnFlowMixin:
    """Acting, undo, End turn, hand-offs and the end of the game."""

    # The scene's attributes that mark the seats' recent moves and the score changes they made
    # (each title's marks.py / recent.py).  Undo puts them back as they were before the undone
    # move, so a move taken back is never shown to the next person as made (a play-test saw an
    # undone animal's ring, and "+2" left by an undo as if it were a move).
    MARK_ATTRS: tuple[str, ...] = ()

    def act(self, action: Action, pos: tuple[int, int] | None = None, by_viewer: bool = True) -> bool:
        """Hand `action` to the rules; on refusal show their reason near `pos`.

        An action of the player at the screen that ends their turn waits for "End turn"
        (and stays undoable until then, unless it revealed something)."""
        if by_viewer and self.turn_done:
            self.refuse(self.turn_done_text(), pos)
            return False
        reason = self.lesson.refusal(action) if by_viewer and self.lesson is not None else self.match.check(action)
        if reason is not None:
            self.refuse(reason, pos)
            return False
        before = self.state.to_position() if self.wants_before_position else None
        marks = cues.marks(self.title_id, self.state)
        hold = by_viewer and self.confirm_turn_end
        mover = self.state.current_player()
        moves_before, recent = len(self.match.actions), self._marks_snapshot() if by_viewer else None
        if hold:   # the round the move is made in, kept while the turn's end waits (chrome.py)
            self.status_before_move = (language(), self.status_text())
            self.round_before_move = self.state.round_number()
        ended = self.match.apply(action, hold_turn_end=hold)
        if recent is not None:
            self._keep_marks_snapshot(moves_before, recent)
        if self.computers.is_computer(mover):
            self.match.confirm_turn_end()  # a computer's move is final: undo never goes back past it
        if not by_viewer:   # a click pressed before now, or made to hurry this move, is not an action
            self.press_in_turn = False
            self.input_grace = INPUT_GRACE_MS
        self.hinted = None
        self.computers.cancel_hint()
        self.message = None
        self.on_applied(action, before)
        self.computer_just_moved = self.computers.is_computer(mover)
        self._after_change(ended_by_viewer=ended and hold)
        self.computer_just_moved = False
        if by_viewer:
            self.rest_ring_while_others_play()   # (the turn passed on at once: nothing waits for End turn)
        # saved once the table has decided whether the turn's end waits for End turn (a move
        # that the same seat plays on from, or that ends the game, is final at once): the save
        # says whether it waits (saves.match_to_json), and reopening it waits again
        self.autosave()
        self.play_cues(action, marks, mover, by_viewer)
        return True

    def play_cues(self, action: Action | None, marks: "cues.Marks", mover: int | None = None,
                  by_viewer: bool = True) -> None:
        """The sound effects of a change (cues.py), a little apart when several fall together;
        "your turn" when someone else's move (a computer's, the automa's, another seat's online)
        gave the turn to the person at this screen.  Never on a hot-seat hand-off between people:
        their moves are all made at this screen."""
        effects = cues.effects_after(self.title_id, action, marks, self.state)
        if self.gives_turn_back(mover, by_viewer):
            effects.append("your_turn")
        for i, name in enumerate(effects):
            self.app.sound.play(name, i * cues.STAGGER_MS)
        if len(effects) > 1:
            self.app.wake_in(cues.STAGGER_MS)

    def gives_turn_back(self, mover: int | None, by_viewer: bool) -> bool:
        """A move not made at this screen (a computer's, the automa's) gave the turn to a
        person here.  (Online the table says it when the server starts waiting for its seat.)"""
        seat = self.state.current_player()
        return (not by_viewer and not self.state.is_over() and seat != mover
                and seat in self.computers.humans)

    wants_before_position = False  # subclasses that animate by comparing positions set this

    def on_applied(self, action: Action, before: dict | None) -> None:
        """Hook for animations after an action took effect."""

    def forget_marks(self, seat: int) -> None:
        """Hook: drop what the table marks of `seat`'s last moves and the score changes they
        made (online, another seat took its move back)."""

    def autosave(self) -> None:
        """Write this game's autosave slot.  A failure never stops play: the saver keeps the
        problem, drawn as a banner until a save succeeds (`_draw_banner`)."""
        if self.lesson is not None and self.lesson.active:
            return   # a lesson is not a game to continue: saved only once played on freely
        if self.saver is None:
            self.saver = Autosaver.for_new_game(self.title_id)
        self.saver.save(self.match)

    def turn_done_text(self) -> str:
        """What a held turn end offers: Undo only when there is something to undo (a reveal
        makes the move final, and the bar never offers what is then refused)."""
        if self.state.current_player() == self.viewer:   # (as the bar says: chrome.py)
            return TURN_DONE_ON if self.match.can_undo() else TURN_DONE_ON_FINAL
        return TURN_DONE if self.match.can_undo() else TURN_DONE_FINAL

    def on_undo(self) -> None:
        # a held turn end names the next seat (a computer perhaps) but nothing of it has
        # happened yet (the match holds its automatic steps): the mover may still undo
        if not self.turn_done and self.computers.is_computer(self.state.current_player()):
            self.refuse(_("A computer player is moving: undo works on your own moves of your turn."))
            return
        if not self.match.can_undo():
            self.refuse(NOTHING_TO_UNDO)
            return
        undone = self.match.undo()
        self._restore_marks(len(self.match.actions))
        self.turn_done = False
        self.handoff_wait = 0
        self.autosave()
        self.anims.clear()
        self.inform(_("Undone: \u201c{move}\u201d").format(move=self.state.describe_action(undone)))
        self._after_change()

    def _marks_snapshot(self) -> dict:
        """A copy of the recent-move marks as they are now (MARK_ATTRS)."""
        out = {}
        for name in self.MARK_ATTRS:
            value = self.__dict__.get(name, _ABSENT)
            out[name] = value if value is _ABSENT else copy.deepcopy(value)
        return out

    def _keep_marks_snapshot(self, moves_before: int, snapshot: dict) -> None:
        """Remember the marks as they were before the move that followed `moves_before` moves."""
        kept = self.__dict__.setdefault("_marks_before", {})
        kept[moves_before] = snapshot
        while len(kept) > MARKS_KEPT:
            del kept[min(kept)]

    def _restore_marks(self, moves: int) -> None:
        """After an undo back to `moves` moves: the marks as they were then."""
        kept = self.__dict__.get("_marks_before", {})
        snapshot = kept.pop(moves, None)
        for later in [k for k in kept if k > moves]:
            del kept[later]
        if snapshot is None:
            return
        for name, value in snapshot.items():
            if value is _ABSENT:
                self.__dict__.pop(name, None)
            else:
                setattr(self, name, value)

    def end_turn(self) -> None:
        """The mover confirms the end of their turn: now the hand-off (or the automa) follows."""
        if not self.turn_done:
            return
        marks = cues.marks(self.title_id, self.state)
        self.match.confirm_turn_end()
        self.turn_done = False
        # a refusal said while the turn waited ("No hint now: your move is made ...") spoke of
        # that wait: it goes with it (a play-test saw it over the next turn's prompt)
        self.message = None
        # the turn's end is final now, and the held automatic steps came (Paddy's harvest, perhaps
        # the game's end): reopened, the game goes on from here, and a finished game leaves
        # Continue for the Load screen's finished games (a play-test found it still offered)
        self.autosave()
        self._after_change(confirmed=True)
        self.rest_ring_while_others_play()   # others play now: the ring hides till the turn is back
        self.play_cues(None, marks)   # an automatic step may follow (Paddy's harvest)

    def reopen_held_turn(self) -> bool:
        """A table opened on a match whose last move's turn end is held (a save reopened while
        that move waited for End turn: saves.load_match(..., resume=True)): the table waits for
        the mover's End turn again, nothing of the next seat done, the move still undoable unless
        it revealed something (Paddy's draw: a play-test's resumed turn went straight on).  At
        a hot-seat table the hand-off is to the mover.  True when it was so; False leaves the
        table to `_after_change` as usual (a held end no person here could confirm is final)."""
        match = self.match
        if not match.forced_waiting or self.state.is_over():
            return False
        before = Match.replay(match.setup, match.seed, match.actions[:-1], match.start)
        mover = before.state.current_player()
        state = self.state
        if mover not in self.computers.humans or (state.current_player() == mover and state.forced_action() is None):
            match.confirm_turn_end()   # (as `_after_change` does for a move the mover plays on from)
            return False
        # the round and phase the bar names are those the move was made in (as `act` keeps them)
        after = match.state
        match.state = before.state
        try:
            self.status_before_move = (language(), self.status_text())
            self.round_before_move = self.state.round_number()
        finally:
            match.state = after
        if self.hot_seat and self.viewer != mover:
            self._hide()
            self.app.push(HandoffScene(self.app, self.player_name(mover), mover,
                                       lambda: self._reveal_held_turn(mover),
                                       match.lines_since_turn_of(mover), self.title_id, pause=self.pause_screen,
                                       first_turn=self.first_turn_of(mover)))
        else:
            self._reveal_held_turn(mover)
        return True

    def _reveal_held_turn(self, mover: int) -> None:
        """The mover sees the table again, their ended turn waiting for End turn (or Undo)."""
        self.viewer = self.last_human = mover
        self.turn_done = True
        self.refresh()
        self._update_chrome()

    def _after_change(self, ended_by_viewer: bool = False, confirmed: bool = False) -> None:
        """Decide what happens next: results, "End turn", the automa, or a hand-off."""
        state = self.state
        seat = state.current_player()
        if ended_by_viewer and not state.is_over():
            # the same seat plays on: nothing to hand over, unless automatic steps wait for the
            # turn's end (Ladybird's last discard of a day, whose new day the discarder begins):
            # End turn then keeps the move undoable until the person says so (a play-test lost
            # a mis-pressed discard to the new day at once)
            if seat == self.viewer and not (self.match.forced_waiting and state.forced_action() is not None):
                self.match.confirm_turn_end()
            else:
                self.turn_done = True
        self.refresh()
        self._update_chrome()
        if self.turn_done:
            return
        if state.is_over():
            self.match.confirm_turn_end()  # the end is final: the last move can no longer be undone
            if self.saver is not None:
                # its slot says so (one written before the end's automatic steps by an older
                # version said "not finished" and kept the finished game in Continue)
                self.autosave()
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
            elif self.computer_just_moved and self.viewer is None and not confirmed:   # (several people)
                self.handoff_wait = self.pace(COMPUTER_MOVE_SHOWN_MS)   # a computer's move lands in sight
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
                                   self.title_id, pause=self.pause_screen, first_turn=self.first_turn_of(seat)))

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
            if self.saver is not None and self.saver.problem is None:
                self.results.save_path = self.saver.path   # the review is kept beside this game's autosave
        self.app.push(self.results)

    def first_turn_of(self, seat: int) -> bool:
        """Whether `seat` has had no turn yet: then the lines since its last turn are the whole
        log (after a turn of its own they start after it)."""
        return len(self.match.lines_since_turn_of(seat)) == len(self.match.state.log)

    def handoff_note(self) -> list[str]:
        """What happened since the next seat's last turn (public log lines only)."""
        seat = self.state.current_player()
        return self.match.lines_since_turn_of(seat) if seat is not None else []
