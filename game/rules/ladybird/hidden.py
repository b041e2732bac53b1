"""What each seat cannot see in Ladybird, and dealing it afresh for a computer player's search.

Hidden from seat s: the other players' hands and the cards they chose face down in this
round's reveal phase (until the reveal), the order of the ladybird deck and the orchard deck,
the food tiles under the top of each stack, and the random generator's future.  Public: the
pool, the discards, every garden, the orchard row, the top food tile of each stack, hand
sizes, and whether a player put a card face down at all (a player who reveals nothing keeps
every card: the hand size shows it).

A face-down choice is re-dealt only among cards that seat could have chosen (a harlequin
only when it has a column to invade).  The re-deal uses less than a seat could deduce: cards
an opponent drafted from the face-up pool are known to everyone, but are dealt afresh like
the rest.
"""
from __future__ import annotations

import random

from ..base import COPY_FLAT, COPY_NESTED, SHARE, deal, fresh_rng
from .common import IS_HQ


class HiddenMixin:
    """clone() plan and determinize() of a LadybirdState."""

    # a move as another seat knows it (GameState.public_move): a card chosen face down is
    # secret until the reveal; the choice that completes it is revealed at once (`shown`).
    # Discards go face up to the public discard pile.
    HIDDEN_FIELDS = {"Choose": ("card",)}

    def is_public(self, action, field: str, mover) -> bool:
        shown = getattr(self, "shown", [])
        return isinstance(mover, int) and 0 <= mover < len(shown) and shown[mover] is not None

    CLONE_PLAN = {
        "log": COPY_FLAT, "players": SHARE, "deck": COPY_FLAT, "discard": COPY_FLAT,
        "pool": COPY_FLAT, "orchard_deck": COPY_FLAT, "orchard_row": COPY_FLAT,
        "orchard_aphids": COPY_FLAT, "lifecycle_supply": COPY_NESTED,
        "flowerbed_supply": COPY_FLAT, "stacks": COPY_NESTED, "hands": COPY_NESTED,
        "revealed": COPY_FLAT, "order": COPY_NESTED, "lc": COPY_NESTED, "fb": COPY_NESTED,
        "food": COPY_NESTED, "memories": COPY_FLAT, "aphids": COPY_FLAT, "used": COPY_NESTED,
    }

    def determinize(self, seat: int, rng: random.Random, deduce: bool = False):
        s = self.clone(rng=fresh_rng(rng))
        others = [q for q in range(len(self.players)) if q != seat]
        secret = [q for q in others
                  if self.step == "choose" and self.revealed[q] is not None and self.revealed[q] >= 0]
        pool = list(self.deck)
        for q in others:
            pool += self.hands[q]
        pool += [self.revealed[q] for q in secret]
        pool.sort()
        # Face-down choices first, each from the cards that seat could have chosen.
        for q in secret:
            allowed = [c for c in pool if not IS_HQ[c]] if not self.invade_targets(q) else pool
            card = rng.choice(allowed)
            pool.remove(card)
            s.revealed[q] = card
        parts = deal(pool, [len(self.hands[q]) for q in others], rng)
        for q, part in zip(others, parts):
            s.hands[q] = part
        s.deck = parts[-1]
        s.orchard_deck = deal(self.orchard_deck, [], rng)[0]
        # Food stacks: the top tile of each shows, the rest are dealt afresh under them.
        under = [t for st in self.stacks for t in st[:-1]]
        parts = deal(under, [max(0, len(st) - 1) for st in self.stacks], rng)
        s.stacks = [part + st[-1:] for part, st in zip(parts, self.stacks)]
        return s
