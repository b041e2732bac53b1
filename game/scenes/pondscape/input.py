"""Pondscape's clicks, drags and keys.  Each gesture becomes one action handed to `self.act`,
which asks the rules; the only refusals written here are hints about the gesture itself
("pick a card first"), never about what the rules allow."""
from __future__ import annotations

from ...i18n import _
import pygame

from ...rules.pondscape import Jump, Play, Take, Tuck
from ...rules.pondscape.board import TUCK_PHASES
from ...rules.pondscape.data import NUM_FOODS

PICK_PHASES = ("play", *TUCK_PHASES)   # phases in which a hand card is played or tucked


class PondInput:
    """Mixin of PondscapeScene."""

    def handle(self, event) -> bool:
        if self.state.is_over() and event.kind == "click":
            for seat, rect in self.other_rects.items():
                if rect.collidepoint(event.pos):
                    self.focus_override = seat
                    self.refresh()
                    return True
            if self.focus_override is not None and self.layout.zone("pond").collidepoint(event.pos):
                self.focus_override = None
                self.refresh()
                return True
        return super().handle(event)

    def handle_table(self, event) -> bool:
        kind, pos = event.kind, event.pos
        if kind == "down" and event.button == 1:
            card = self._hand_at(pos)
            self.press = (card, pos) if card is not None else None
            return card is not None
        if kind == "move":
            if event.dragging and self.press is not None and self.phase in PICK_PHASES:
                self.drag = (self.press[0], pos)
                self.selected = self.press[0]
                return True
            return False
        if kind == "up":
            self.press = None
            if self.drag is not None:
                card, _where = self.drag
                self.drag = None
                self._drop(card, pos)
                return True
            return False
        if kind == "key" and event.key == pygame.K_f:
            self._toggle()
            if self.app.focus.shown:
                self.ring_goes_on()   # (turned as the lesson or hint asks: the ring goes on to the space)
            return True
        if kind == "right_click":
            return self._right_click(pos)
        if kind != "click":
            return False
        return self._click(pos)

    def _toggle(self) -> None:
        self.face_down = not self.face_down
        self._build_buttons()

    def _drop(self, card: int, pos) -> None:
        cell, food = self._cell_at(pos), self._food_at(pos)
        if cell is not None:
            self._play(card, cell, self.face_down, pos)
        elif food is not None:
            self.act(Tuck(card, food), pos)
        else:
            self.selected = card

    def _play(self, card: int, cell: int, face_down: bool, pos) -> None:
        if self.act(Play(card, cell, face_down), pos):
            self.selected = None
            self.face_down = False
            self.refresh()

    def _click(self, pos) -> bool:
        card = self._hand_at(pos)
        if card is not None:
            self.selected = None if self.selected == card else card
            self._build_buttons()
            return True
        for slot, rect in enumerate(self.slot_rects):
            if rect.collidepoint(pos) or self.move_rects[slot].collidepoint(pos):
                self.act(Take(slot), pos)
                return True
        cell = self._cell_at(pos)
        if cell is not None:
            if self.focus != self.viewer:
                return True
            if self.selected is None:
                if self.phase == "play":
                    self.refuse(_("Pick a card from your hand first, then choose an empty pond space."), pos)
                else:  # not the time to play: let the rules say why
                    self.act(Play(self.hand[0] if self.hand else -1, cell, self.face_down), pos)
                return True
            self._play(self.selected, cell, self.face_down, pos)
            return True
        food = self._food_at(pos)
        if food is not None:
            if self.selected is None and self.phase in TUCK_PHASES and self.hand:
                self.refuse(_("Pick the card to tuck from your hand first, then choose a lit food card."), pos)
            else:
                card = self.selected if self.selected is not None else (self.hand[0] if self.hand else -1)
                if self.act(Tuck(card, food), pos):
                    self.selected = None
                    self.refresh()
            return True
        for position in range(NUM_FOODS):
            if self.boundary_rect(position).collidepoint(pos) or self.row_rects[position].collidepoint(pos):
                self._click_row(position, pos)
                return True
        return False

    def _click_row(self, position: int, pos) -> None:
        steps = self.jump_targets.get(position)
        if steps is None:
            # the nearest boundary to the click decides how far the player meant to jump
            x = pos[0]
            best = min(range(NUM_FOODS), key=lambda p: abs(self.frog_point(p)[0] - x))
            steps = self.jump_targets.get(best)
        if steps is None:
            if self.phase == "jump":
                self.refuse(_("The jumping frog moves 1 or 2 borders forward: choose one of the lit spots."), pos)
            else:  # not the time to jump: let the rules say why
                self.act(Jump(1), pos)
            return
        self.act(Jump(steps), pos)

    def _right_click(self, pos) -> bool:
        card = self._hand_at(pos)
        if card is not None:
            self.selected = card
            self._toggle()
            return True
        cell = self._cell_at(pos)
        if cell is not None and self.focus == self.viewer:
            if self.selected is None:
                self.refuse(_("Pick a card from your hand first; a right click (or F, then the space) places it "
                              "face down as water."), pos)
            else:
                self._play(self.selected, cell, True, pos)
            return True
        return False
