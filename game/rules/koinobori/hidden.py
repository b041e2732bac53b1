"""What each seat cannot see in Koinobori, and dealing it afresh for a computer player's search.

Hidden from seat s: the other players' hands and the face-down cards on their personal poles,
the order of the deck, and the random generator's future (a Steal draws at random).  Public:
the draw row, the festival poles, the discard pile, and how many cards each hand and
personal pole holds.

The re-deal uses less than a seat could deduce: cards an opponent took from the face-up row
are known to everyone, but are dealt afresh like the rest.  It never uses more.
"""
from __future__ import annotations

import random

from ..base import COPY_FLAT, COPY_NESTED, SHARE, deal, fresh_rng


class HiddenMixin:
    """clone() plan and determinize() of a KoinoboriState."""

    # a move as another seat knows it (GameState.public_move): a card put face down on a
    # personal pole is counted, never named; every other action names only public cards
    HIDDEN_FIELDS = {"PlayToOwnPole": ("card",)}

    CLONE_PLAN = {
        "log": COPY_FLAT, "names": SHARE, "flags": COPY_FLAT, "own_poles": COPY_NESTED,
        "hands": COPY_NESTED, "row": COPY_FLAT, "deck": COPY_FLAT, "discard": COPY_FLAT,
        "_scoring": ("reset", None),
    }

    def determinize(self, seat: int, rng: random.Random):
        s = self.clone(rng=fresh_rng(rng))
        others = [q for q in range(len(self.names)) if q != seat]
        pool = list(self.deck)
        for q in others:
            pool += self.hands[q] + self.own_poles[q]
        sizes = [len(self.hands[q]) for q in others] + [len(self.own_poles[q]) for q in others]
        parts = deal(pool, sizes, rng)
        for i, q in enumerate(others):
            s.hands[q] = sorted(parts[i])
            s.own_poles[q] = parts[len(others) + i]
        s.deck = parts[-1]
        return s
