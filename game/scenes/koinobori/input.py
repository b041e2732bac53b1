"""Koinobori's table input: clicks and drags on the hand, the draw row, the festival poles,
the personal pole and the players panel, turned into actions for `self.act`.

What is legal stays the rules' answer: a click builds the action it means and the rules
accept it or say why not (shown near the pointer).
"""
from __future__ import annotations

from ...i18n import _
from ...rules.koinobori import MoveTop, PlayCard, PlayToOwnPole, Refresh, Steal, TakeCard


def _index_at(rects, pos) -> int | None:
    """Index of the first rectangle under `pos`, or None."""
    for k, r in enumerate(rects):
        if r.collidepoint(pos):
            return k
    return None


class TableInput:
    """handle_table() and its helpers for KoinoboriScene."""

    def _hand_card_at(self, pos) -> int | None:
        for card, r in reversed(list(zip(self.hand_cards, self.hand_rects))):
            if r.collidepoint(pos):
                return card
        return None

    def _pole_at(self, pos) -> int | None:
        return _index_at(self.columns, pos)

    def _row_at(self, pos) -> int | None:
        return _index_at(self.row_rects, pos)

    def _player_at(self, pos) -> int | None:
        return _index_at(self.player_rects, pos)

    def handle_table(self, event) -> bool:
        kind = event.kind
        if self.state.is_over():
            return False
        if kind == "down" and event.button == 1:
            card = self._hand_card_at(event.pos)
            if card is not None:
                self.press = ("hand", card)
                return True
            pole = self._pole_at(event.pos)
            if pole is not None and self.state.ability == "move" and self.state.step == "ability":
                self.press = ("pole", pole)
                return True
            self.press = None
            return False
        if kind == "move":
            if event.dragging and self.press is not None:
                if self.drag_pos is None and self.press[0] == "hand" and self.selected != self.press[1]:
                    self.selected = self.press[1]
                    self.refresh()  # the dragged card's legal poles glow
                self.drag_pos = event.pos
                return True
            return False
        if kind == "up" and event.button == 1:
            press, self.press = self.press, None
            if event.dragging and press is not None:
                self.drag_pos = None
                self._drop(press, event.pos)
                return True
            self.drag_pos = None
            return False
        if kind == "right_click":
            self.selected = None
            self.move_source = None
            self.refresh()
            return True
        if kind == "click":
            return self._click(event.pos)
        return False

    def _drop(self, press: tuple, pos) -> None:
        what, value = press
        if what == "hand":
            self.selected = value
            if self._pole_at(pos) is None and not self.own_zone.collidepoint(pos):
                self.refresh()
                return  # dropped nowhere: the card stays selected in the hand
            self._play_selected(pos)
        else:
            target = self._pole_at(pos)
            if target is None or target == value:
                return
            self.act(MoveTop(value, target), pos)

    def _click(self, pos) -> bool:
        st = self.state
        card = self._hand_card_at(pos)
        if card is not None:
            self.selected = None if self.selected == card else card
            self.refresh()
            return True
        k = self._row_at(pos)
        if k is not None:
            if st.step == "ability" and st.ability == "refresh":
                self.act(Refresh(), pos)
            else:
                self.act(TakeCard(k), pos)
            return True
        for rect, seat, _card in self.row_ghosts:   # a place another seat took a card from
            if rect.collidepoint(pos):
                self.refuse(_("{name} took the card that lay here; take one of the cards in the row.").format(
                    name=st.names[seat]), pos)
                return True
        pole = self._pole_at(pos)
        if pole is not None:
            if st.step == "ability" and st.ability == "move":
                self._click_move(pole, pos)
            elif self.selected is not None:
                self._play_selected(pos)
            elif st.step == "ability":
                self.act(PlayCard(-1, pole), pos)  # the rules say which ability comes first
            else:
                self.refuse(_("Pick a card from your hand first (or drag it), then a glowing pole."), pos)
            return True
        if self.own_zone.collidepoint(pos):
            self._click_own_pole(pos)
            return True
        q = self._player_at(pos)
        if q is not None and st.step == "ability" and st.ability == "steal":
            self.act(Steal(q), pos)
            return True
        if self.selected is not None:
            self.selected = None
            self.refresh()
            return True
        return False

    def look_at(self, pos) -> bool:
        """Your own pole's cards turned face up or down again: looking is no move, so it is
        answered at any time, also while the turn waits for End turn or another seat plays."""
        if (self.viewer is None or self.watched or self.state.is_over() or not self.own_zone.collidepoint(pos)
                or not self.state.own_poles[self.viewer]):
            return False
        self.peek = not self.peek
        return True

    def look_any_time(self, pos) -> bool:
        """The rulebook: "ゲーム中いつでも自分の個人竿に配置された鯉のぼりカードを確認できます" (you may
        look at the cards on your own personal pole at any time): a click on it while another
        seat plays turns them face up or down too (it said "Waiting for ...", a play-test); an
        empty pole says so, as on your own turn (it said "Waiting for ...", a later play-test)."""
        if self.look_at(pos):
            return True
        if self.own_zone.collidepoint(pos) and self.viewer is not None and not self.state.own_poles[self.viewer]:
            self.refuse(_("Your personal pole holds no cards yet: there is nothing to look at."), pos)
            return True
        return False

    def _click_own_pole(self, pos) -> None:
        """A picked card goes onto your pole; else the click looks at the cards on it, and an
        empty pole says what a click there needs (never a silent change)."""
        if self.selected is not None:
            self.act(PlayToOwnPole(self.selected), pos)
        elif not self.look_at(pos):
            hand = self.state.hands[self.viewer]
            reason = self.state.check(PlayToOwnPole(hand[0])) if hand else None   # the rules' reason, if any
            if reason is None and hand:
                reason = _("Pick a card from your hand first (or drag it), then a glowing pole.")
            self.refuse(reason or _("Your personal pole holds no cards yet: there is nothing to look at."), pos)

    def _play_selected(self, pos) -> None:
        card = self.selected
        if self.own_zone.collidepoint(pos):
            self.act(PlayToOwnPole(card), pos)
            return
        pole = self._pole_at(pos)
        if pole is None:
            return
        spaces = self.state.poles[pole]
        on_top = bool(spaces) and (self.slot_rects[pole][len(spaces) - 1].collidepoint(pos)
                                   or self.cover_badge(pole).collidepoint(pos))
        # a click on the top card (or its "Cover" badge) covers it only where the rules allow this card to
        stack = on_top and self.state.can_stack(card, pole)
        self.act(PlayCard(card, pole, stack), pos)

    def _click_move(self, pole: int, pos) -> None:
        st = self.state
        if self.move_source is None or self.move_source == pole:
            if self.move_source == pole:
                self.move_source = None
                self.refresh()
                return
            reasons = [st.check(MoveTop(pole, t)) for t in range(len(st.poles)) if t != pole]
            if any(r is None for r in reasons):
                self.move_source = pole
                self.refresh()
            else:
                self.refuse(reasons[0], pos)
            return
        self.act(MoveTop(self.move_source, pole), pos)
