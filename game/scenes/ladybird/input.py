"""Ladybird's clicks: what is under the pointer, and the action a click there means.  Every
action goes through `self.act`, so the rules accept it or say why not; a refusal the scene
gives itself is also the rules' words (a read-only query)."""
from __future__ import annotations

from ...i18n import _
from ...rules.ladybird import (Choose, Discard, Draft, FlowerBed, Invade, PlaceCard, TakeFood,
                              TakeOrchard, UseTile)
from ...rules.ladybird import data as D


class TableInput:
    """Hit testing and click handling of LadybirdScene."""

    def _hit(self, pos):
        """What is under `pos`: ("hand", card), ("pool", slot), ("orchard", slot), ("stack", k),
        ("tile", number), ("column", seat, colour) or None."""
        for card, r in reversed(list(zip(self.hand, self.hand_rects))):
            if r.collidepoint(pos):
                return ("hand", card)
        for s, r in enumerate(self.pool_rects):
            if r.collidepoint(pos):
                return ("pool", s)
        for k, r in enumerate(self.orchard_rects):
            if r.collidepoint(pos):
                return ("orchard", k)
        for k, r in enumerate(self.stack_rects):
            if r.collidepoint(pos):
                return ("stack", k)
        if self.tiles_seat is not None:
            for k, r in enumerate(self.tile_rects):
                if r.collidepoint(pos):
                    return ("tile", k + 1)
        for q, seat in enumerate(self.seats):
            for c, r in seat.columns:
                if r.collidepoint(pos):
                    return ("column", q, c)
        return None

    def handle_table(self, event) -> bool:
        if event.kind == "right_click":
            self.selected = None
            self.tile_pick = None
            self.refresh()
            return True
        if event.kind != "click" or self.state.is_over():
            return False
        hit = self._hit(event.pos)
        if hit is None:
            return False
        pos = event.pos
        if not self.my_turn:
            self.refuse(_("Wait for your turn."), pos)
            return True
        kind = hit[0]
        if kind == "hand":
            self._click_hand(hit[1], pos)
        elif kind == "pool":
            self.act(Draft(hit[1]), pos)
        elif kind == "orchard":
            self.act(TakeOrchard(hit[1]), pos)
        elif kind == "stack":
            self.act(TakeFood(hit[1]), pos)
        elif kind == "tile":
            self._click_tile(hit[1], pos)
        elif kind == "column":
            self._click_column(hit[1], hit[2], pos)
        else:
            return False
        return True

    def _click_hand(self, card: int, pos) -> None:
        st = self.state
        step = st.step
        if step == "choose":
            if self.hot_seat:  # pick first, confirm second: the choice is secret and final
                reason = st.check(Choose(card))
                if reason is not None:
                    self.refuse(reason, pos)
                elif self.selected == card:
                    self.act(Choose(card), pos)
                else:
                    self.selected = card
                    self.refresh()
            else:
                self.act(Choose(card), pos)
        elif step == "discard":
            self.act(Discard(card), pos)
        else:
            self.act(PlaceCard(card), pos)  # in any other step the rules say what to do first

    def _click_tile(self, t: int, pos) -> None:
        options = D.TILE_OPTIONS[t - 1]
        if len(options) > 1 and self.state.step == "garden" and t in self.tile_ok:
            self.tile_pick = t  # the Shed / Tea time: the A and B buttons show
            self.refresh()
            return
        self.act(UseTile(t, options[0]), pos)

    def _click_column(self, q: int, c: int, pos) -> None:
        st = self.state
        colour = D.COLOURS[c]
        if st.step == "flowerbed":
            reason = st.flowerbed_reason(q, colour)
            if reason is not None:
                self.refuse(reason, pos)
            else:
                self.act(FlowerBed(colour), pos)
        else:
            self.act(Invade(q, colour), pos)

    def _confirm_choice(self) -> None:
        if self.selected is not None:
            self.act(Choose(self.selected), self.layout.zone("btn_a").center)
