"""What each seat cannot see in Koinobori, and dealing it afresh for a computer player's search.

Hidden from seat s: the other players' hands and the face-down cards on their personal poles,
the order of the deck, and the random generator's future (a Steal draws at random).  Public:
the draw row, the festival poles, the discard pile, how many cards each hand and personal pole
holds, and which cards each player took from the face-up row and has not played out since
(`seen`: they are among that player's face-down cards, in hand or on the personal pole).

The plain re-deal uses less than a seat could deduce: it deals the cards seen taken afresh
like the rest (Easy and Normal play on it, as they always have).  With `deduce` they stay
with the player who took them, which is what a player who watches the table knows (Hard).
Neither ever uses more.
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
        "hands": COPY_NESTED, "seen": COPY_NESTED, "row": COPY_FLAT, "deck": COPY_FLAT, "discard": COPY_FLAT,
        "_scoring": ("reset", None),
    }

    def determinize(self, seat: int, rng: random.Random, deduce: bool = False):
        s = self.clone(rng=fresh_rng(rng))
        others = [q for q in range(len(self.names)) if q != seat]
        pool = list(self.deck)
        for q in others:
            pool += self.hands[q] + self.own_poles[q]
        if deduce:
            self._deal_deduced(s, others, pool, rng)
            return s
        sizes = [len(self.hands[q]) for q in others] + [len(self.own_poles[q]) for q in others]
        parts = deal(pool, sizes, rng)
        for i, q in enumerate(others):
            s.hands[q] = sorted(parts[i])
            s.own_poles[q] = parts[len(others) + i]
        s.deck = parts[-1]
        return s

    def _deal_deduced(self, s, others: list[int], pool: list[int], rng: random.Random) -> None:
        """Deal `pool` into the other players' hands, personal poles and the deck of `s`, each
        player's `seen` cards kept among its own face-down cards (in hand or on its pole: the
        others cannot tell which, so they fall where the deal puts them)."""
        hidden = set(pool)            # card ids are unique
        kept = {}
        for q in others:
            room = len(self.hands[q]) + len(self.own_poles[q])
            kept[q] = [c for c in self.seen[q] if c in hidden][:room]
            hidden.difference_update(kept[q])
        rest = [c for c in pool if c in hidden]
        sizes = [len(self.hands[q]) + len(self.own_poles[q]) - len(kept[q]) for q in others]
        parts = deal(rest, sizes, rng)
        for i, q in enumerate(others):
            cards = sorted(kept[q] + parts[i])
            rng.shuffle(cards)
            held = len(self.hands[q])
            s.hands[q] = sorted(cards[:held])
            s.own_poles[q] = cards[held:]
        s.deck = parts[-1]
