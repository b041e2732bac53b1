"""What the other seats just did stays marked on Ladybird's table until the person at the screen
acts: every component a seat's move put somewhere (the card placed in a column, the orchard card
taken, the food tile bought, the harlequin's invasion and the card it displaced) is outlined in
that seat's colour with its shape in the corner (not hue alone), with the pool space it drafted
from, the deck it drew from and the garden tile it used.  The components glide there as they
land (motion.py); a drafted card, which goes face down to a hand, glides to that seat's hand."""
from __future__ import annotations

import pygame

from ...rules.ladybird import Choose, Discard, Draft, DrawTwo, FlowerBed, Invade, PassReveal, UseTile
from ...rules.ladybird import data as D
from ...ui import draw, theme
from ...ui.anim import Flash, Tween
from ...ui import paint

PULSE_MS = 360


class Marks:
    """Mixin of LadybirdScene: `_note_move` (on_applied), `_mark_landed` (_place_cards) and
    `_draw_marks` (draw_table)."""

    MARK_ATTRS = ("marks", "_mark_turn")   # undo puts them back (turnflow.py)

    def _note_move(self, action) -> None:
        """Before refresh: who moved, and the marks that the action names itself."""
        if not hasattr(self, "marks"):
            self.marks: dict[int, list[tuple]] = {}
            self._mark_turn: dict[int, tuple] = {}
        mover = self.view.get("current") if self.view else None
        self._mark_mover = None
        if mover is None:
            return
        if mover == self.viewer and not self.computers.is_computer(mover):
            self.marks = {}          # the person acted: what the others did has been seen
            return
        if isinstance(action, (Choose, PassReveal, Discard)):
            return                   # secret or hidden: the reveal flip and the hand count say it
        st = self.state
        turn = (st.day, st.round)
        if self._mark_turn.get(mover) != turn or mover not in self.marks:   # a new turn: older marks go
            self.marks[mover] = []
            self._mark_turn[mover] = turn
        marks = self.marks[mover]
        self._mark_mover = mover
        self._mark_invades = isinstance(action, Invade)
        if isinstance(action, Draft):
            marks.append(("slot", action.slot))
            card = st.hands[mover][-1] if st.hands[mover] else None
            start = self.pool_rects[action.slot] if action.slot < len(self.pool_rects) else None
            if start is not None and card is not None and mover < len(self.seats):
                self.anims.add(Tween(start.topleft, self.seats[mover].hand_icon.topleft,
                                     payload=(("back", card), (start.w // 2, start.h // 2))))
        elif isinstance(action, DrawTwo):
            marks.append(("deck",))
        elif isinstance(action, UseTile):   # the tile turns over: a short pulse as it lands
            marks.append(("tile", mover, action.tile))
            self.anims.add(Flash(payload=("mark", mover, ("tile", mover, action.tile)), duration=PULSE_MS))
        elif isinstance(action, FlowerBed):
            marks.append(("bonus", mover, action.colour))

    def forget_marks(self, seat: int) -> None:
        """That seat took its move back (online): its marks and the score changes go."""
        getattr(self, "marks", {}).pop(seat, None)
        self.deltas = {}

    def _mark_landed(self, arrived: dict[tuple, tuple]) -> None:
        """In _place_cards: the components that arrived in the mover's garden (a column, its bonus
        cards, its food) with this move, or in the victim's column when it invaded, are marked for
        the mover; a column laid out anew is not, nor the next seat's card placed for it by the rules."""
        mover = getattr(self, "_mark_mover", None)
        if mover is None:
            return
        for key, place in arrived.items():
            marks = self.marks.setdefault(mover, [])
            if (place[0] == mover or self._mark_invades) and key not in marks:
                marks.append(key)
        self._mark_mover = None

    def _mark_rect(self, mark: tuple) -> pygame.Rect | None:
        kind = mark[0]
        if kind in ("c", "o", "f"):
            return None if mark in self._moving else self.card_rects.get(mark)
        if kind == "slot":
            return self.pool_rects[mark[1]] if mark[1] < len(self.pool_rects) else None
        if kind == "deck":
            return self.deck_rect
        if kind == "tile":
            q, number = mark[1], mark[2]
            return self.seats[q].tile_rects[number - 1] if q < len(self.seats) else None
        if kind == "bonus":
            q, colour = mark[1], mark[2]
            for k, (c, _area) in enumerate(self.seats[q].columns):
                if D.COLOURS[c] == colour:
                    return self.seats[q].bonus[k]
        return None

    def _draw_marks(self, surface) -> None:
        for f in self.anims.of(Flash):
            if f.payload[0] == "mark":
                r = self._mark_rect(f.payload[2])
                if r is not None:
                    draw.tint(surface, r, (*theme.PLAYER_COLOURS[f.payload[1] % 5], f.alpha // 2))
        for q, marks in getattr(self, "marks", {}).items():
            colour = theme.PLAYER_COLOURS[q % 5]
            for mark in marks:
                r = self._mark_rect(mark)
                if r is None or not self.in_view(surface, r):
                    continue
                frame = r.inflate(4, 4)   # within the gaps: it never covers a neighbour
                paint.rect(surface, colour, frame, 3, border_radius=7)
                draw.player_shape(surface, q, (frame.x + 4, frame.y + 4), 12)
