"""What each seat cannot see in Paddy, and dealing it afresh for a computer player's search.

Hidden from seat s: the other players' paddy, day/night and event cards (and, during the
event draft, the cards they drew), the face-down paddy card, the order of both decks, the
event cards in the box, and the random generator's future.  Public: the board, the played
paddy and day/night cards (face up), the event cards played, every hand's size.

The re-deal uses less than a seat could deduce: it does not remember which two event cards
the seat itself put back in the box, nor which letter each opponent has played, so an
opponent may be dealt one of those.  It never uses more.
"""
from __future__ import annotations

import random

from ..base import COPY_DICT, COPY_FLAT, COPY_NESTED, SHARE, deal, fresh_rng
from .data import EVENT_CARDS, EVENT_TWO_PLAYER_REMOVED

_RETRIES = 30  # re-deals tried to give every opponent two different event letters


class HiddenMixin:
    """clone() plan and determinize() of a PaddyState."""

    # a move as another seat knows it (GameState.public_move): the two event cards a seat keeps
    # in the set-up draft stay secret; a played paddy, day/night or event card is face up
    HIDDEN_FIELDS = {"KeepEvents": ("letters",)}

    __slots__ = ()   # the fields are PaddyState.__slots__

    # The caches are keyed to version counters and replaced, never changed in place once
    # their version is stale, so a copy may start from the same ones (apply() right after
    # clone() then finds its action in the listing at once).  determinize() drops them.
    # Step 2.2's `_Step` (animals.py) is keyed to the identity of the `arrangements` list,
    # which a copy does not share: the copy starts its own.
    CLONE_PLAN = {
        "log": COPY_FLAT, "setup": SHARE, "names": COPY_FLAT,
        "_tcache": SHARE, "_wcache": SHARE, "_opt_cache": SHARE, "_legal": SHARE, "_legal_set": SHARE,
        "_count_cache": SHARE, "_ties_cache": SHARE, "_flat_cache": SHARE,
        "_step": ("reset", None),
        "draft_queue": COPY_FLAT, "harvest_queue": COPY_FLAT, "stacks": COPY_NESTED,
        "tiles": COPY_DICT, "supply": COPY_DICT,
        "level": COPY_FLAT, "lvmask": COPY_FLAT, "animals": COPY_NESTED,
        "waterfalls": COPY_FLAT, "wf_reserve": COPY_FLAT, "paddy_deck": COPY_FLAT,
        "paddy_facedown": COPY_FLAT, "paddy_played": COPY_FLAT, "paddy_hands": COPY_NESTED,
        "dn_deck": COPY_FLAT, "dn_played": COPY_FLAT, "dn_hands": COPY_NESTED,
        "event_box": COPY_FLAT, "event_draft": COPY_NESTED, "event_hands": COPY_NESTED,
        "event_played": COPY_FLAT, "event_used": COPY_FLAT, "f_queue": COPY_FLAT,
        "dew": COPY_FLAT, "mud": COPY_FLAT, "scores": COPY_FLAT, "harvests": COPY_FLAT,
        "winners": COPY_FLAT,
    }

    def _drop_caches(self) -> None:
        self._tcache = None
        self._tcache_ver = -1
        self._wcache = {}
        self._flat_cache = None
        self._opt_cache = None
        self._legal_ver = -1
        self._count_cache = None
        self._ties_cache = None
        self._step = None

    def determinize(self, seat: int, rng: random.Random, deduce: bool = False):
        s = self.clone(rng=fresh_rng(rng))
        s._drop_caches()
        s._ver += 1    # and any cache added later, keyed to these versions, is stale too
        s._bver += 1
        n = self.num_players
        others = [q for q in range(n) if q != seat]

        # Paddy cards: the deck, the face-down card and the other hands.
        pool = self.paddy_deck + self.paddy_facedown + [c for q in others for c in self.paddy_hands[q]]
        parts = deal(pool, [len(self.paddy_facedown)] + [len(self.paddy_hands[q]) for q in others], rng)
        s.paddy_facedown = parts[0]
        for q, part in zip(others, parts[1:]):
            s.paddy_hands[q] = part
        s.paddy_deck = parts[-1]

        # Day/night cards: the deck and the other hands.
        pool = self.dn_deck + [c for q in others for c in self.dn_hands[q]]
        parts = deal(pool, [len(self.dn_hands[q]) for q in others], rng)
        for q, part in zip(others, parts):
            s.dn_hands[q] = part
        s.dn_deck = parts[-1]

        # Event cards: the box (less the two-player removals everyone knows), the other drafts
        # and hands.  Each kept hand holds two different letters.
        removed = [c for c in self.event_box if n == 2 and EVENT_TWO_PLAYER_REMOVED[c]]
        pool = [c for c in self.event_box if not (n == 2 and EVENT_TWO_PLAYER_REMOVED[c])]
        pool += [c for q in others for c in self.event_draft[q] + self.event_hands[q]]
        sizes = [len(self.event_draft[q]) for q in others] + [len(self.event_hands[q]) for q in others]
        for _n in range(_RETRIES):
            parts = deal(pool, sizes, rng)
            hands = parts[len(others):2 * len(others)]
            if all(len({EVENT_CARDS[c] for c in h}) == len(h) for h in hands):
                break
        for i, q in enumerate(others):
            s.event_draft[q] = parts[i]
            s.event_hands[q] = sorted(parts[len(others) + i])
        s.event_box = sorted(removed + parts[-1])
        return s
