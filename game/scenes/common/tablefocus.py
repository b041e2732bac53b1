"""The focus ring on a table (issue 30, keyboard play): what the keyboard can reach, by area.

Only what the person at the screen may click now: the title's own things (its hand, board,
rows: `table_targets()` of each title's focus.py) and the table's buttons while it is their
turn, the top bar's buttons always.  After a turn-ending move the ring goes to End turn, after
the game to the bar's "see the results".  Enter makes the click a mouse makes there, so the
rules accept the move or the same refusal is shown.  When the turn comes back, the ring goes
back to where it stood on the table.  Part of `TableScene` (table.py).
"""
from __future__ import annotations

import pygame

from ...i18n import N_
from ...ui import draw
from ...ui.focus import Target, button_targets, first_at
from ...ui.focuskeys import FocusKeys
from . import outline

WAITING = "bar, waiting"   # the bar's buttons while the person at the screen may not act
PICKED_UP = N_("Picked up: the arrows carry it, Enter or Space puts it down, Esc puts it back.")


class TableFocus:
    """focus_targets() and focus_back() of `TableScene`; a title adds `table_targets()` and
    `back_out()`."""

    def focus_targets(self) -> list[Target]:
        lesson = self.lesson.focus_targets() if self.lesson is not None else []   # Learn to play's Next...
        self._focus_table_now: list[Target] = []
        out = lesson + self._table_focus_targets()
        self._keep_ring_on_a_move(self._focus_table_now, lesson, out)
        self._ring_to_the_hint(out)   # (the table and its buttons: Paddy's "Keep these two" begins a hinted keep)
        return out

    def _ring_to_the_hint(self, table: list[Target]) -> None:
        """A hint has come (H) while the ring is shown: the ring goes to where the hinted move
        begins now (the hint has picked up what it suggests: the pole for the chosen card, the
        first plot for the picked tile, the animal to move), so Enter goes on with it (a
        play-test's stayed on the hand, or on another plot with a refusal beside it)."""
        hinted = getattr(self, "hinted", None)
        if hinted is getattr(self, "_focus_hint_seen", None):
            return
        self._focus_hint_seen = hinted
        if hinted is None or not table or not self.app.focus.shown or self.focus_ring.held is not None:
            return
        there = first_at(table, self.move_begins_at(hinted))
        if there is not None:
            self.focus_ring.place(there)

    def _table_focus_targets(self) -> list[Target]:
        bar = button_targets(self._live_bar_buttons(), "bar")
        if self.state.is_over():
            zone = self.layout.zone("bar")
            left = min(b.rect.x for b in self._live_bar_buttons()) - 8
            prompt = pygame.Rect(zone.x + 4, zone.y + 4, max(40, left - zone.x - 8), zone.h - 8)
            return [Target(prompt, "results", "bar", preferred=True)] + bar + self.over_targets()
        if self.turn_done or not self._person_to_act() or self.viewer is None:
            # the same buttons under other names: when the turn comes back they are gone, and
            # the ring returns to the table (below) rather than stay in the bar.  While the
            # person's own turn waits for End turn, what only looks (`look_at`) stays reachable.
            looks = self.look_targets() if self.turn_done and self.viewer is not None else []
            bar_now = self._live_bar_buttons()
            if not self.turn_done:
                # while others play, a greyed button (Undo) does nothing: the ring, shown by a
                # Tab then, rests on what may be used (a play-test's rested on the greyed Undo)
                bar_now = [b for b in bar_now if b.enabled]
            return looks + button_targets(bar_now, "bar", tag=WAITING)
        table = self.table_targets()
        ring = self.focus_ring
        if ring.held is not None and table:
            return table   # a thing carried goes down on the table (or Esc), never on a button
        phase, seen = self.focus_phase(), getattr(self, "_focus_phase_seen", None)
        self._focus_phase_seen = phase
        back_from_rest = getattr(self, "_ring_back_to_table", False)
        self._ring_back_to_table = False
        if table and (back_from_rest or isinstance(ring.key, tuple) and ring.key[1:2] == (WAITING,)):
            here = {t.key: t for t in table}
            back = next((here[k] for k in reversed(ring.recent) if k in here), table[0])
            back.preferred = True    # (where the ring last stood on the table, or its first thing)
            if back_from_rest:
                ring.key = back.key  # (then moved on to where a move begins: below)
        elif phase is not None and seen is not None and phase != seen:
            # the turn asks for another kind of thing now: the ring goes to it (a play-test's
            # stayed on the emptied display slot, and on the pond while the frog was to jump)
            asked = next((t for t in table if t.preferred), None)
            if asked is not None:
                ring.key = asked.key
        self._focus_table_now = table
        return table + button_targets(self.buttons, "buttons") + bar

    def _keep_ring_on_a_move(self, table: list[Target], lesson: list[Target], out: list[Target]) -> None:
        """After a move (the person's or another seat's), a ring left on a thing of the table
        that no legal move uses now (an emptied pool slot, the place above a pole once the
        plays are spent, the reserve while cards are to be chosen: play-tests) goes to the
        nearest one some move uses: the places the hint would outline for each legal move (in
        a lesson, for the move it teaches)."""
        guide = self.lesson if self.lesson is not None and self.lesson.active else None
        # (whether a lesson guides: "Play on" after "Lesson complete" changes only that)
        stamp = (len(self.match.actions), self.state.current_player(), guide is not None,
                 guide.lesson.index(self.match) if guide is not None else None, bool(table))
        if stamp == getattr(self, "_focus_move_stamp", None):
            return
        self._focus_move_stamp = stamp
        ring = self.focus_ring
        if guide is not None and (guide.lesson.waiting_note(self.match) or guide.finished()) and lesson:
            # a note waits for Next (or "Lesson complete" for Play on): the ring goes to it, so
            # Enter reads on (a play-test's stayed on Hint, and Enter asked for a hint; a later
            # one's on the refilled pool slot, seven Tabs from Play on)
            ring.key = next((t for t in lesson if t.preferred), lesson[0]).key
            return
        here = ring.find(out)
        if not table:
            return   # (only while the person at the screen may act: `table` is empty otherwise)
        if guide is None and (here is None or not any(t is here for t in table)):
            return
        # in a lesson a new step takes the ring to the place it outlines, from wherever it stood
        # (a play-test's went from Next to the nearest button, "Harvest now?", and Enter opened
        # the harvest preview; after Done and after the event card it stayed on "Done: no
        # waterfall", and Enter was refused with the lesson's words)
        moves = [guide.expected()] if guide is not None else self.state.legal_actions()
        moves = [action for action in moves if action is not None]
        places = [r for action in moves for r in self.hint_rects(action)]
        # where a move begins (the hand card before the pond space, the card to tuck before the
        # food card): Enter on a later place does nothing yet (a Pondscape lesson's ring waited
        # on the outlined space, and Enter there only asked for a card)
        starts = [r for action in moves for r in self.move_begins_at(action)]

        def used(target: Target, among=places) -> bool:
            return any(r.collidepoint(target.at) for r in among)

        if not places or (here is not None and used(here, starts)):
            return
        usable = ([t for t in table if used(t, starts)] or [t for t in out if used(t, starts)]
                  or [t for t in table if used(t)] or [t for t in out if used(t)])   # (a button: Draw two)
        if usable:
            x, y = here.rect.center if here is not None else usable[0].rect.center
            best = min(usable, key=lambda t: (t.rect.centerx - x) ** 2 + (t.rect.centery - y) ** 2)
            ring.key = best.key

    def rest_ring_while_others_play(self) -> None:
        """The person's turn has ended by keys (End turn, or a move that passes the turn) and
        others play now while they watch (computers, the automa, the other side online): the
        ring hides, as nothing on the table is theirs to use and Undo is greyed (a play-test's
        rested on the greyed Undo).  `ring_back_on_turn` shows it again when the turn comes
        back.  A mouse-played turn changes nothing (the ring is hidden already)."""
        focus = self.app.focus
        if (not focus.shown or self.app.top is not self or self.viewer is None or self.turn_done
                or self.state.is_over() or self._person_to_act()):
            return
        focus.hide()
        self.hover.hold()   # (nor does the ring's tooltip stay open over the others' moves)
        self._ring_rests_at = ()   # (the pointer as the table reads it, taken at the next update:
        #                             Enter's click may still move it to where the ring stood)

    def ring_back_on_turn(self) -> None:
        """Each update: a ring hidden while others played (`rest_ring_while_others_play`) shows
        again when the person may act (or the game is over), where the turn's next move begins
        (`_keep_ring_on_a_move`); unless a key showed it meanwhile or the mouse was used."""
        rests_at = getattr(self, "_ring_rests_at", None)
        if rests_at is None:
            return
        focus = self.app.focus
        if rests_at == () and not focus.shown:
            rests_at = self._ring_rests_at = tuple(self.app.input.pointer)
        if focus.shown or tuple(self.app.input.pointer) != rests_at:
            self._ring_rests_at = None   # a Tab showed it in the bar, or the mouse took over
            return
        if self.app.top is not self or not (self.state.is_over() or (self._person_to_act() and not self.turn_done)):
            return
        self._ring_rests_at = None
        self._ring_back_to_table = True
        focus.shown = True
        self.hover.hold()   # shown by itself: no tooltip opens until a key moves it (Hover.hold)

    def focus_phase(self):
        """What the turn asks for now, as the title names it (None: the ring never follows
        it).  When it changes, the ring goes to the table's preferred target."""
        return None

    def table_targets(self) -> list[Target]:
        """The title's clickable things for the person to act (cards, plots, rows), by group."""
        return []

    def move_begins_at(self, action) -> list[pygame.Rect]:
        """The places where Enter begins `action` (the ring waits on one after a move): its first
        outline by default; a title where Enter on a later place makes the move alone says so."""
        return self.hint_rects(action)[:1]

    def look_targets(self) -> list[Target]:
        """What the keyboard reaches while the person's turn waits for End turn: the things
        whose click only looks (`TableScene.look_at`), keyed with `WAITING` as the bar's are."""
        return []

    def over_targets(self) -> list[Target]:
        """What the title lets a person click on the table after the game (Pondscape: the
        other ponds, to see each full size)."""
        return []

    def tooltip_keep_clear(self) -> list[pygame.Rect]:
        """What a tooltip keeps clear of when it can: the places the hint outlines and the
        places the picked thing can go now (`choice_keep_clear`), whether the tooltip is the
        pointer's or the ring's; while the ring is shown (its target's tooltip stays put as a
        pointer's does not), the lesson's note and the places the lesson outlines too (a
        play-test's hid the outlined pond space and the note; a Paddy plot's, beside the
        pointer, the glowing plots an animal could go to)."""
        out = []
        guide = self.lesson if self.lesson is not None and self.lesson.active else None
        if guide is not None and draw.keep_clear is not None:
            if guide.panel.w and guide.panel.h:
                out.append(pygame.Rect(guide.panel))
            out += [guide.reach(r) for r in guide.outlines()]
            out += [r.inflate(8, 8) for r in guide.pointed_places()]   # (what its note speaks of)
        if draw.keep_clear is not None and getattr(self, "message_box", None) is not None \
                and self.message is not None and self.message[3] is None:
            out.append(pygame.Rect(self.message_box))   # a hint's words in the message zone (a play-test's hid them)
        if self.hinted is not None:
            out += [outline.ring(r).inflate(4, 4) for r in self.hint_rects(self.hinted)]
        out += [outline.ring(r).inflate(4, 4) for r in self.choice_keep_clear()]
        return out

    def choice_keep_clear(self) -> list[pygame.Rect]:
        """Hook: while the person has picked something up (a card, an animal), the places it
        can go now: the ring's tooltip keeps clear of them too when it can (a play-test's, on
        the picked card, covered Koinobori's "Play here" spaces; on a Paddy animal, the plots
        round it)."""
        return []

    def focus_point(self, target: Target) -> None:
        """The ring moved to `target`: a refusal said at the place it left goes (a play-test's
        stayed over Ladybird's pool after Tab); the table's own words (pos None) stay."""
        if self.message is not None and self.message[3] is not None \
                and not target.rect.collidepoint(self.message[3]):
            self.message = None
        super().focus_point(target)
        if not FocusKeys.moving_by_key:   # put there by the table (a hint's next place, the turn's
            self.hover.hold()             # next move): no tooltip over what comes next (Hover.hold)

    # what the table says when Space picks a thing up (a title whose carried thing has more
    # than one area to go to names the way there)
    picked_up_words = PICKED_UP

    def focus_pick(self, target: Target) -> None:
        """Space on a thing a mouse would drag: picked up, and the table says how it is carried."""
        super().focus_pick(target)
        if self.focus_ring.held is not None:
            self.inform(self.picked_up_words)

    def focus_back(self) -> bool:
        """Esc with the ring shown: a choice half made is put back (as a right click does)."""
        if self.turn_done or not self._person_to_act():
            return False
        return self.back_out()

    def back_out(self) -> bool:
        """Put back what is picked up; False when nothing is."""
        return False
