"""Paddy's table input: clicks, drags, keys and the wheel turned into actions through `self.act`.

Every legality question goes to the rules (the refusal reasons come from `check()` and the rules'
queries); this mixin only decides what a click means: which card, plot, edge or animal.
"""
from __future__ import annotations

from ...i18n import _
import pygame

from ... import settings
from ..common.words import full_stop, sentences
from ...ui.focus import first_at
from ...rules.paddy import Done, KeepEvents, PlaceAnimal, PlacePaddy, PlaceWaterfall, PlayEvent, RemoveTile, ReturnAnimal


class PaddyInputMixin:
    """handle_table() and the click handlers of `PaddyScene`."""

    def focus_activate(self, target) -> None:
        """Enter on a target, as a click there; then the pointer as the table reads it follows
        the ring to where its plot is drawn now.  A placed tile raises its plots (drawn higher):
        the point Enter was pressed at then lies on the plot below, and the info box read that
        one ("B6" with the ring on B5, a play-test) until an arrow moved the ring.
        Enter on where a hinted animal move begins (the reserve, the animal's plot) makes it:
        a click there does nothing (the reserve) or places another animal from the reserve
        (a play-test's H, Enter, Enter did nothing, then put the hint away)."""
        if self._enter_makes_the_hinted_animal_move(target):
            return
        super().focus_activate(target)
        if self.app.top is not self or self.focus_ring.held is not None:
            return
        here = self.focus_ring.find(self.focus_targets())
        if here is not None and here.at != self.app.input.pointer:
            self.focus_point(here)

    def _enter_makes_the_hinted_animal_move(self, target) -> bool:
        """The ring stands where a hinted PlaceAnimal or ReturnAnimal begins (not on a plot
        where a click itself places the hinted animal from the reserve): the move is made."""
        hinted = self.hinted
        if not isinstance(hinted, (PlaceAnimal, ReturnAnimal)) or self.focus_ring.held is not None \
                or not self.my_turn or self.turn_done or self.match.check(hinted) is not None:
            return False
        begins = self.hint_rects(hinted)[:1]
        if not begins or not pygame.Rect(begins[0]).collidepoint(target.at):
            return False
        self.app.input.pointer = target.at
        self.act(hinted, target.at)
        return True

    def _hint_arrived(self, action, problem) -> None:
        """A hint picks up what it suggests: the cards (and the tile turned as it must lie) or the
        two events to keep, so the person only clicks where it is outlined; it names the key R."""
        super()._hint_arrived(action, problem)
        st = self.state
        if action is None or not self.my_turn:
            return
        if isinstance(action, PlacePaddy) and st.step == "paddy":
            self.sel_card, self.sel_half = action.card, action.half
            self.rotation = action.rotation if action.tile == 3 else 0
            extra = (_("Its cards are picked up and the tile turned to fit: choose the outlined plots (R turns it).")
                     if action.tile == 3 else _("Its cards are picked up: choose the outlined plots."))
        elif isinstance(action, KeepEvents) and st.step == "draft":
            self.draft_pick = list(action.letters)
            extra = _("The two cards are picked: choose Keep these two.")
        else:
            return
        self.refresh()
        if self.message is not None:
            text, colour, left, pos = self.message
            if not text.endswith((".", "\u3002", "!", "?", "\uff01", "\uff1f")):
                text += full_stop()   # "…(1-plot card, night card)." then the next sentence
            self.message = (sentences([text, extra]), colour, left, pos)

    def _toggle_harvest(self) -> None:
        """Past harvests: the latest one, or back to the hand."""
        past = self.show_harvest is not None and self.show_harvest != "now"
        self.show_harvest = None if past else len(self.state.harvests) - 1
        self.harvest_scroll = 0
        self._auto_harvest = False
        self.harvest_note = None
        self.refresh()

    def _toggle_now(self) -> None:
        """The harvest as it would be if the cycle ended now, terrace by terrace, or back to the hand."""
        self.show_harvest = None if self.show_harvest == "now" else "now"
        self.harvest_scroll = 0
        self._auto_harvest = False
        self.refresh()

    def _toggle_numerals(self) -> None:
        """The level numeral on every plot: on by default, remembered in the settings."""
        self.numerals = not self.numerals
        stored = settings.load()
        stored["paddy_level_numerals"] = self.numerals
        problem = settings.save(stored)  # never raises: the disk's refusal in one sentence
        if problem:
            self.inform(problem)
        self.refresh()

    def _keep(self) -> None:
        self.act(KeepEvents(tuple(sorted(self.draft_pick))), self.layout.zone("btn_done").center)

    def _place_no_tile(self) -> None:
        self.act(PlacePaddy(self.sel_card, self.sel_half, 0, 0, -1), self.layout.zone("btn_done").center)

    def _done(self) -> None:
        pos = self.layout.zone("btn_done").center
        if self.act(Done(), pos):
            self._end_if_nothing_left(pos)

    def _end_if_nothing_left(self, pos) -> None:
        """Step 2.4 (draw cards) has nothing to decide, nor has a Place Waterfall step in which
        this player can place no waterfall (the rules enter it whatever the player holds, so as
        not to show whether they hold Monsoon rains): the click that led to it (Done with the
        animals, or the waterfall placed) also ends the turn, which then waits for End turn as
        every turn does (undoable until then only when the draw revealed no card, as after
        any reveal; docs/controls.md)."""
        if self.my_turn and not self.turn_done and self.done_ok and self.nothing_to_decide():
            self.act(Done(), pos)

    def nothing_to_decide(self) -> bool:
        """The step is one the table passes for the person: drawing cards, or a Place Waterfall
        step in which the rules say they can place no waterfall."""
        st = self.state
        return st.step == "draw" or (st.step == "waterfall" and st.waterfall_skip_reason() is not None)

    VIEW_ZONES = ("btn_now", "btn_alt", "btn_numerals")   # buttons that only show: the harvests, the levels

    def view_buttons(self) -> list:
        """The table's buttons that only show (`VIEW_ZONES`)."""
        zones = [self.layout.zone(name) for name in self.VIEW_ZONES if self.layout.has(name)]
        return [b for b in self.buttons if b.rect in zones]

    def look_at(self, pos) -> bool:
        """The harvest preview ("Harvest now?"), the past harvests and the level numbers only
        show, so they answer a click while the turn waits for End turn too (a play-test's were
        refused with "Your turn is over")."""
        for button in self.view_buttons():
            if button.hit(pos) and button.enabled:
                button.on_click()
                return True
            if button.hit(pos) and button.hint:   # off ("Harvest now?" on a finished game): why
                self.refuse(_(button.hint), pos)
                return True
        return False

    def look_any_time(self, pos) -> bool:
        """The same buttons while another seat plays (a computer's turn, an online seat's): they
        change nothing of the game (a play-test's online "Harvest now?" off-turn was refused with
        "Waiting for …")."""
        return self.look_at(pos)

    def _return_selected(self) -> None:
        cell = self.sel_animal
        self.sel_animal = None
        self.act(ReturnAnimal(cell), self.reserve_rect.center)

    def handle_table(self, event) -> bool:
        st = self.state
        if event.kind == "key":
            if event.key == pygame.K_r:
                self._rotate(1)
                return True
            if event.key == pygame.K_n:
                self._toggle_numerals()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self._enter_without_the_ring()
            return False   # Esc is the pause menu's: right click or "Put the cards back" backs out
        if event.kind == "wheel":
            if self.show_harvest is not None and self.layout.zone("hand").collidepoint(event.pos):
                self.harvest_scroll -= event.dy
                self._build_harvest_rows()
                return True
            if self.tile_size == 3 and self._over_board(event.pos):
                self._rotate(-1 if event.dy > 0 else 1)
                return True
            return False
        if event.kind == "right_click":
            if self.tile_size == 3 and self._over_board(event.pos):
                self._rotate(1)   # the L tile turns where it is aimed; elsewhere the choice is put back
                return True
            if self.sel_card is not None or self.sel_half is not None or self.sel_event or self.sel_animal is not None:
                self._clear_selection()
                return True
            return False
        if event.kind == "move":
            if self.press is not None and event.dragging:
                self.drag_pos = event.pos
                if self.press[0] == "card":
                    self._pick_card(*self.press[1], event.pos, toggle=False, index=self.press[2])
                return True
            return False
        if event.kind == "down":
            self.press = self._press_target(event.pos)
            self.drag_pos = None
            return self.press is not None
        if event.kind == "up":
            press, self.press, self.drag_pos = self.press, None, None
            if event.dragging and press is not None:
                return self._drop(press, event.pos)
            return False
        if event.kind != "click" or not self.my_turn:
            return False
        pos = event.pos
        # hand cards (hidden under the harvest summary while it shows)
        if self.show_harvest is None:
            for index, (kind, value, rect) in enumerate(self.hand_cards):
                if rect.collidepoint(pos):
                    self._click_card(kind, value, pos, index)
                    return True
            if self.reserve_rect.collidepoint(pos):
                if self.sel_animal is not None:
                    self._return_selected()
                elif st.step == "animals":
                    self.sel_animal = None
                    self.refresh()
                return True
        cell = self.art.cell_at(pos)
        if cell is None and not (self.tile_size and self._over_board(pos)):
            return False
        return self._click_board(cell, pos)

    def _enter_without_the_ring(self) -> bool:
        """Enter in the person's Place paddy step while the focus ring is hidden (the mouse was
        used last; Enter and Space then go to the screen, not to a ring).  After a hint whose
        cards are still picked up, Enter goes on with it: the ring shows on the outlined plot
        and Enter clicks there, so the hinted tile is placed at once (a play-test pressed H,
        then Enter, and nothing happened, nor was it said why).  After a hint whose cards were
        changed it says how Enter is used; with no hint, the app shows the ring."""
        if self.app.focus.shown or not self.my_turn or self.turn_done or self.state.step != "paddy" \
                or self.focus_ring.held is not None:
            return False
        hinted = self.hinted
        if not isinstance(hinted, PlacePaddy):
            # no hint: the app shows the ring where it stood, as on every screen (FocusKeys.reveal);
            # any other hinted move (an event, Done...) is made whole by the table's own Enter
            # (TableScene._enter_takes_the_hint: a play-test's "play event C", Enter, only said
            # how Enter is used)
            return False
        there = None
        if isinstance(hinted, PlacePaddy) and (self.sel_card, self.sel_half) == (hinted.card, hinted.half) \
                and (hinted.tile != 3 or self.rotation == hinted.rotation):
            there = first_at(self.focus_targets(), self.move_begins_at(hinted))
        if there is None:   # the hint's cards were changed: its plot is no longer where Enter would go
            self.inform(_("Enter acts where the focus ring is: show it with Tab or an arrow key."))
            return True
        self.app.focus.shown = True
        self.focus_ring.place(there)
        self.focus_point(there)
        self.focus_activate(there)   # what Enter on the ring there does: the click on the outlined plot
        return True

    def _over_board(self, pos) -> bool:
        """Over the board or just beside it (where a tile can still be aimed at the edge rows)."""
        return self.art.rect.inflate(self.art.w, self.art.d).collidepoint(pos)

    def _clear_selection(self) -> None:
        """Back out of a choice: the cards go back to the hand and stay there (no pre-selection)."""
        self._no_auto = True
        self.sel_card = self.sel_half = self.sel_event = None
        self.sel_animal = None
        self.refresh()

    def _rotate(self, step: int) -> None:
        if self.tile_size == 3:
            self.rotation = (self.rotation + step) % 4
            if self.message is not None and self.message[3] is not None:
                self.message = None   # a refusal beside the pointer spoke of the tile as it lay: the ghost now says its own
            self.refresh()

    def _click_card(self, kind: str, value, pos, index: int | None = None) -> None:
        st = self.state
        if st.step == "draft":
            if value in self.draft_pick:
                self.draft_pick.remove(value)
            elif len(self.draft_pick) >= 2:
                self.refuse(_("You keep exactly two: choose a picked card again to put it back."), pos)
            else:
                self.draft_pick.append(value)
                if len(set(self.draft_pick)) < len(self.draft_pick):
                    self.draft_pick.pop()
                    self.refuse(_("The two event cards you keep must be different."), pos)
            self.refresh()
            return
        if kind == "event":
            self._click_event(value, pos)
            return
        if st.step != "paddy":
            self.refuse(_("Cards are played in the Place Paddy step, at the start of your turn."), pos)
            return
        self._pick_card(kind, value, pos, index=index)

    def picked_index(self, kind: str) -> int | None:
        """Which card of `kind` ("paddy", "half") in `hand_cards` is the one picked up (drawn
        raised and outlined): the copy last clicked, else the first copy of the picked value."""
        value = self.sel_card if kind == "paddy" else self.sel_half
        if value is None:
            return None
        index = self.picked_at.get(kind)
        if index is not None and index < len(self.hand_cards) and self.hand_cards[index][:2] == (kind, value):
            return index
        return next((i for i, (k, v, _r) in enumerate(self.hand_cards) if (k, v) == (kind, value)), None)

    def _pick_card(self, kind: str, value, pos, toggle: bool = True, index: int | None = None) -> None:
        """Pick up a paddy or day/night card; a click on the card shown picked puts it down again.
        Of two identical cards a click on the other copy picks that one (it never puts the shown
        one down: a play-test's click on a day card "did not select it")."""
        current = self.sel_card if kind == "paddy" else self.sel_half
        shown = self.picked_index(kind)
        on_picked = current == value and (index is None or index == shown)
        if kind == "paddy":
            if value not in self.card_ok:
                self.refuse(_("A {value}-plot tile fits nowhere with your day/night cards.").format(value=value), pos)
                return
            if on_picked and not toggle:
                return
            self.sel_card = None if on_picked else value
            if self.sel_half is not None and self.sel_card is not None and (value, self.sel_half) in self.choices \
                    and not self.choices[(value, self.sel_half)]:
                self.sel_half = None
        else:
            if value not in self.half_ok:
                what = _("a {size}-plot tile").format(size=self.sel_card) if self.sel_card else _("any tile")
                self.refuse(_("{half}: {what} fits nowhere in the {half} half.").format(half=_(value.title()), what=what), pos)
                return
            if on_picked and not toggle:
                return
            self.sel_half = None if on_picked else value
        self._no_auto = True   # the player chooses now: no pre-pick comes back
        if on_picked:
            self.picked_at.pop(kind, None)
        elif index is not None:
            self.picked_at[kind] = index
        self.refresh()

    def _click_event(self, letter: str, pos) -> None:
        st = self.state
        if letter not in self.event_ok:
            self.refuse(st.event_refusal(letter), pos)
            return
        if letter in ("G", "H"):
            self.sel_event = None if self.sel_event == letter else letter
            self.refresh()
            if self.sel_event:
                self.inform(_("Dew on the peaks: choose a terrace.") if letter == "G"
                            else _("Mud in the ditch: choose a waterfall's plot."))
            return
        self.act(PlayEvent(letter, -1), pos)

    def _click_board(self, cell: int | None, pos) -> bool:
        st = self.state
        step = st.step
        if self.sel_event:
            if cell is not None:
                self.act(PlayEvent(self.sel_event, cell), pos)
            return True
        if step == "paddy":
            if self.sel_card is None or self.sel_half is None:
                if cell is not None and cell in self.return_ok and self._own_animal_at(cell):
                    self._pick_animal(cell)
                    return True
                if cell is not None and self._own_animal_at(cell):   # it may not go back now: why
                    self.refuse(st.check(ReturnAnimal(cell)) or _("First choose a paddy card and a day/night card from your hand."), pos)
                    return True
                self.refuse(_("First choose a paddy card and a day/night card from your hand."), pos)
                return True
            if self.tile_size == 0:
                self._place_no_tile()
                return True
            return self._place_at(pos)
        if cell is None:
            return False
        if step == "erode":
            tile = st.top_tile(cell)
            if tile is None:
                self.refuse(_("Bare board: there is no tile there to remove."), pos)
                return True
            self.act(RemoveTile(tile), pos)
            return True
        if step == "animals":
            if cell in self.animal_dsts:
                src = self.sel_animal if self.sel_animal is not None else -1
                self.sel_animal = None
                self.act(PlaceAnimal(src, cell), pos)
                return True
            if self._own_animal_at(cell) and (cell in self.animal_srcs or cell in self.return_ok):
                self._pick_animal(cell)
                return True
            src = self.sel_animal if self.sel_animal is not None else -1
            self.act(PlaceAnimal(src, cell), pos)
            return True
        if step == "waterfall":
            side = self.art.edge_side(pos, cell)
            if self.act(PlaceWaterfall(cell, side), pos):
                self._end_if_nothing_left(pos)
            return True
        if self._own_animal_at(cell) and cell in self.return_ok:
            self._pick_animal(cell)
            return True
        if self._own_animal_at(cell) and self.my_turn and (reason := st.check(ReturnAnimal(cell))):
            self.refuse(reason, pos)   # (a return that would leave a tie: the rules' reason, not silence)
            return True
        return False

    def _place_at(self, pos) -> bool:
        """Place the picked tile where the ghost shows it (the plot under `pos`, at its height)."""
        anchor = self.art.anchor_at(pos, self.tile_size, self.rotation)
        if anchor is None:
            return False
        rot = self.rotation if self.tile_size == 3 else 0
        self.act(PlacePaddy(self.sel_card, self.sel_half, self.tile_size, rot, anchor), pos)
        return True

    def _own_animal_at(self, cell: int) -> bool:
        return self.viewer is not None and cell in self.state.animals[self.viewer]

    def _pick_animal(self, cell: int) -> None:
        self.sel_animal = None if self.sel_animal == cell else cell
        self.refresh()

    def _press_target(self, pos):
        """What a press may start dragging: a card to the board, the tile over the board, an animal."""
        if not self.my_turn:
            return None
        if self.state.step == "paddy" and self.show_harvest is None:
            for index, (kind, value, rect) in enumerate(self.hand_cards):
                if rect.collidepoint(pos) and kind in ("paddy", "half") and self._card_clickable(kind, value):
                    return ("card", (kind, value), index)
        if self.state.step == "animals" and self.reserve_rect.collidepoint(pos) and self.reserve_src_ok \
                and self.show_harvest is None:
            return ("reserve", -1)
        cell = self.art.cell_at(pos)
        if cell is not None and self._own_animal_at(cell) and (cell in self.animal_srcs or cell in self.return_ok):
            return ("animal", cell)
        if self.state.step == "paddy" and self.tile_size and self._over_board(pos):
            return ("tile", None)
        return None

    def _drop(self, press, pos) -> bool:
        kind, src = press[:2]
        if kind in ("card", "tile"):
            # a card dragged onto the board, or the tile dragged over it: place it where it is let go
            if not self._over_board(pos) or self.state.step != "paddy":
                return True
            if self.sel_card is None or self.sel_half is None:
                self.refuse(_("First choose a paddy card and a day/night card from your hand."), pos)
            elif self.tile_size == 0:
                self._place_no_tile()
            else:
                self._place_at(pos)
            return True
        if self.reserve_rect.collidepoint(pos) and kind == "animal" and self.show_harvest is None:
            self.act(ReturnAnimal(src), pos)
            return True
        cell = self.art.cell_at(pos)
        if cell is None:
            return True
        self.sel_animal = None
        self.act(PlaceAnimal(src, cell), pos)
        return True
