"""Ladybird's motion: after each action every component that changed place glides there (a new
pool or orchard card comes from its deck), the cards revealed together flip over at once (and
once more for each seat that arrives after its hand-off), and a column that was invaded or got a
flower bed flashes."""
from __future__ import annotations

import pygame

from ...rules.ladybird import Choose, FlowerBed, Invade, PassReveal
from ...rules.ladybird import data as D
from ...ui.anim import Flash, Tween, motion_ms

FLIP_MS = 360


class Motion:
    """on_applied() and the component placement of LadybirdScene."""

    def on_applied(self, action, before) -> None:
        self._animate = True
        self._note_move(action)    # the other seats' moves stay marked (marks.py)
        self.selected = None
        self.tile_pick = None
        st = self.state
        if isinstance(action, (Choose, PassReveal)) and st.step != "choose" and st.num_players > 1 and before:
            # what each seat revealed: the rules' public record from now until the round ends
            # (online, the position before held the others' choices re-dealt)
            flip = {q: card for q, card in enumerate(st.shown) if isinstance(card, int) and card >= 0}
            self._flip = flip
            self.anims.add(Flash(payload=("flip", dict(flip)), duration=motion_ms(FLIP_MS)))
            if self.viewer is not None:   # the seat that completed the reveal has seen it flip
                self._reveal_seen.setdefault((st.day, st.round), set()).add(self.viewer)
        if isinstance(action, (Invade, FlowerBed)):
            self.anims.add(Flash(payload=("column", action.player if isinstance(action, Invade) else None,
                                          action.colour)))

    def _round_reveal(self) -> dict[int, int]:
        """What every seat revealed this round (seat -> card, -1 for nothing), from the moment the
        reveal is complete until the round ends: the rules' public record (view "shown")."""
        return {q: seat["shown"] for q, seat in enumerate(self.view["seats"]) if seat["shown"] is not None}

    def _replay_reveal(self, seat: int) -> None:
        """A seat arriving after the hand-off sees this round's cards flip face up once, as the
        seat that completed the reveal did."""
        shown = {q: card for q, card in self.round_reveal.items() if card >= 0}
        if not shown:
            return
        seen = self._reveal_seen.setdefault((self.state.day, self.state.round), set())
        if seat not in seen:
            seen.add(seat)
            self.anims.add(Flash(payload=("flip", shown), duration=motion_ms(FLIP_MS)))

    def _place_cards(self) -> None:
        """Where each visible component is drawn; changed places become short tweens."""
        st = self.state
        rects: dict[tuple, pygame.Rect] = {}
        for s, card in enumerate(st.pool):
            if card >= 0:
                rects[("c", card)] = self.pool_rects[s]
        for card, r in zip(self.hand, self.hand_rects):
            rects[("c", card)] = r
        places: dict[tuple, tuple] = {}   # what lies in a seat's garden -> (seat, where): for marks.py
        for q, seat in enumerate(self.seats):
            for k, column in enumerate(seat.card_rects):
                for card, r in column:
                    rects[("c", card)] = r
                    places[("c", card)] = (q, k)
            for k, tab in enumerate(self.tableaux[q]):
                icon = seat.bonus[k]
                for o in tab["orchard"]:
                    rects[("o", o)] = pygame.Rect(icon.x, icon.y, seat.bonus_icon, seat.bonus_icon)
                    places[("o", o)] = (q, "bonus")
            for tile in st.food[q]:
                rects[("f", tile)] = seat.food_rects[D.FOOD_TYPE[tile]]
                places[("f", tile)] = (q, "food")
            shown = self.view["seats"][q]["revealed"]
            if isinstance(shown, int) and shown >= 0:
                rects[("c", shown)] = seat.revealed
        for k, card in enumerate(st.orchard_row):
            if card >= 0:
                rects[("o", card)] = self.orchard_rects[k]
        for k, stack in enumerate(st.stacks):
            if stack:
                rects[("f", stack[-1])] = self.stack_rects[k]
        if self._animate:
            old = dict(self.card_rects)
            flipped = set()
            for q, card in self._flip.items():
                old[("c", card)] = self.seats[q].revealed
                flipped.add(("c", card))
            before = getattr(self, "_places", {})
            self._mark_landed({key: place for key, place in places.items() if before.get(key) != place})
            for key, r in rects.items():
                start = old.get(key)
                if start is None:
                    if key[0] == "c" and r in self.pool_rects:
                        start = self.deck_rect
                    elif key[0] == "o" and r in self.orchard_rects:
                        start = self.orchard_deck_rect
                    else:
                        continue
                if start.topleft != r.topleft:
                    delay = motion_ms(FLIP_MS) if key in flipped else 0  # a flipped card travels once it is face up
                    self.anims.add(Tween(start.topleft, r.topleft, payload=(key, r.size), delay=delay))
            self._animate = False
            self._flip = {}
        self.card_rects = rects
        self._places = places
