"""What each seat cannot see in Pondscape, and dealing it afresh for a computer player's search.

Hidden from seat s: the other players' hands, the cards they tucked, the fronts of their
water cards (a water card shows its back: foods, leaf effect and points), the order of the
pond deck and of the Croaker's deck, and the random generator's future.  Public: the
display, every face-up pond card, the backs of water cards, how many cards each hand and
each food card's tuck holds, the Croaker's flipped cards.

A water card is re-dealt only among hidden cards with the same back, so every pond looks
the same.  The re-deal uses less than a seat could deduce: cards an opponent took from the
face-up display are known to everyone, but are dealt afresh like the rest.
"""
from __future__ import annotations

import random

from ..base import COPY_FLAT, COPY_NESTED, SHARE, deal, fresh_rng
from .board import CELLS
from .data import BACK_FOODS, BACK_LEAF, BACK_POINTS


def back_of(card: int) -> tuple:
    """What a water card shows face down: its food symbols, leaf effect and points."""
    return BACK_FOODS[card], BACK_LEAF[card], BACK_POINTS[card]


class HiddenMixin:
    """clone() plan and determinize() of a PondscapeState."""

    # a move as another seat knows it (GameState.public_move): a water card's front and a
    # tucked card stay hidden; the form carries the move's steps (`events`) as the seat sees
    # them, which the table animates from
    HIDDEN_FIELDS = {"Play": ("card",), "Tuck": ("card",)}

    def is_public(self, action, field: str, mover) -> bool:
        return type(action).__name__ == "Play" and not action.face_down

    def public_move(self, action, mover, seat) -> dict:
        data = super().public_move(action, mover, seat)
        data["events"] = [_public_event(e, seat) for e in self.events]
        return data

    def arrived_move(self, data):
        """The action, with the move's steps put back as this state's `events`: a water card
        played by another seat is the card this state shows there (the same back)."""
        action = super().arrived_move(data)
        events = data.get("events") if isinstance(data, dict) else None
        if action is None or not isinstance(events, list):
            return action
        kept = []
        for event in events:
            if not isinstance(event, dict) or not isinstance(event.get("type"), str):
                continue
            event = dict(event)
            if event["type"] == "play" and event.get("card") is None:
                seat, cell = event.get("seat"), event.get("cell")
                if not (isinstance(seat, int) and 0 <= seat < len(self.ponds) and isinstance(cell, int)
                        and 0 <= cell < CELLS and self.ponds[seat][cell] >= 0):
                    continue
                event["card"] = self.ponds[seat][cell]
            kept.append(event)
        self.events = kept
        return action

    CLONE_PLAN = {
        "log": COPY_FLAT, "names": SHARE, "deck": COPY_FLAT, "display": COPY_FLAT,
        "hands": COPY_NESTED, "ponds": COPY_NESTED, "downs": COPY_NESTED, "turns": COPY_FLAT,
        "jump_foods": COPY_FLAT, "croaker_deck": COPY_FLAT, "croaker_flipped": COPY_FLAT,
        "croaker_taken": COPY_FLAT, "events": COPY_FLAT, "_score_cache": ("reset", None),
    }

    def determinize(self, seat: int, rng: random.Random, deduce: bool = False):
        s = self.clone(rng=fresh_rng(rng))
        others = [q for q in range(len(self.names)) if q != seat]
        pool = list(self.deck)
        water = []  # (seat, cell) of the other seats' water cards
        for q in others:
            pool += self.hands[q]
            for tuck in self.tucked[q]:
                pool += tuck
            for cell in range(CELLS):
                if self.ponds[q][cell] >= 0 and self.downs[q][cell]:
                    pool.append(self.ponds[q][cell])
                    water.append((q, cell))
        pool.sort()
        # Water cards first, each from the hidden cards showing its back.
        for q, cell in water:
            back = back_of(self.ponds[q][cell])
            card = rng.choice([c for c in pool if back_of(c) == back])
            pool.remove(card)
            s.ponds[q][cell] = card
        sizes = []
        for q in others:
            sizes.append(len(self.hands[q]))
            sizes += [len(t) for t in self.tucked[q]]
        parts = iter(deal(pool, sizes, rng))
        for q in others:
            s.hands[q] = next(parts)
            s.tucked[q] = [next(parts) for _n in self.tucked[q]]
        s.deck = next(parts)
        if self.solo:
            s.croaker_deck = deal(self.croaker_deck, [], rng)[0]
        if self.played is not None and self.played[2] and self.current != seat:
            s.played = (s.ponds[self.current][self.played[1]], self.played[1], True)
        s.events = [_event_for(e, seat, s) for e in self.events]
        s._version += 1  # nothing cached from the true cards is read again
        return s


def _public_event(event: dict, seat: int | None) -> dict:
    """One step of a move as `seat` may know it: another seat's tucked card and the front of
    its water card are null."""
    mine = seat is not None and event.get("seat") == seat
    if not mine and (event["type"] == "tuck" or (event["type"] == "play" and event["face_down"])):
        return {**event, "card": None}
    return dict(event)


def _event_for(event: dict, seat: int, s) -> dict:
    """The last action's step with the card `seat` could not see replaced by the re-dealt one."""
    if event.get("seat") in (None, seat):
        return event
    if event["type"] == "tuck":
        return {**event, "card": None}
    if event["type"] == "play" and event["face_down"]:
        return {**event, "card": s.ponds[event["seat"]][event["cell"]]}
    return event
