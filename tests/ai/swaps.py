"""Hand-made changes to what one seat cannot see, written without the rules' determinize().

Each `other_deal(state, seat)` returns a copy in which the hidden part differs from `state`
in every component the title hides (where the position allows it): another player's hand
card swapped with a deck card, the deck reordered, face-down cards swapped, the random
generator re-seeded, and so on.  The seat's own cards and everything public are untouched,
so the copy is a state the seat cannot tell from `state`.  Tests use these to check that an
InfoState and every computer player's decision ignore the hidden part; because they do not
go through determinize(), a component that determinize() forgot would show up here.
"""
from __future__ import annotations

import random

from game.rules.base import AUTOMA


def _swap_into(lst: list, i: int, other: list, j: int) -> None:
    lst[i], other[j] = other[j], lst[i]


def _others(state, seat):
    return [q for q in range(state.num_players) if q != seat]


def paddy(state, seat):
    from game.rules.paddy.data import EVENT_CARDS, EVENT_TWO_PLAYER_REMOVED

    s = state.clone()
    s._drop_caches()
    n = s.num_players
    for q in _others(s, seat):
        if s.paddy_hands[q] and s.paddy_deck:
            _swap_into(s.paddy_hands[q], 0, s.paddy_deck, 0)
        if s.dn_hands[q] and s.dn_deck:
            _swap_into(s.dn_hands[q], 0, s.dn_deck, len(s.dn_deck) - 1)
        # an event card in q's hand for one in the box, keeping q's letters different
        box = [i for i, c in enumerate(s.event_box) if not (n == 2 and EVENT_TWO_PLAYER_REMOVED[c])]
        for h in range(len(s.event_hands[q])):
            keep = {EVENT_CARDS[c] for k, c in enumerate(s.event_hands[q]) if k != h}
            fit = [i for i in box if EVENT_CARDS[s.event_box[i]] not in keep
                   and EVENT_CARDS[s.event_box[i]] != EVENT_CARDS[s.event_hands[q][h]]]
            if fit:
                _swap_into(s.event_hands[q], h, s.event_box, fit[0])
                s.event_hands[q].sort()
                break
        if s.event_draft[q] and box:
            _swap_into(s.event_draft[q], 0, s.event_box, box[-1])
    if s.paddy_facedown and s.paddy_deck:
        _swap_into(s.paddy_facedown, 0, s.paddy_deck, len(s.paddy_deck) - 1)
    s.paddy_deck.reverse()
    s.dn_deck.reverse()
    s.rng = random.Random(987654321)
    return s


def koinobori(state, seat):
    """Cards everyone saw a player take (`seen`) stay with it: only its other face-down cards
    are swapped, as a seat watching the table cannot tell those apart."""
    s = state.clone()
    for q in _others(s, seat):
        unseen = [i for i, c in enumerate(s.hands[q]) if c not in s.seen[q]]
        if unseen and s.deck:
            _swap_into(s.hands[q], unseen[0], s.deck, 0)
            s.hands[q].sort()
        unseen = [i for i, c in enumerate(s.own_poles[q]) if c not in s.seen[q]]
        if unseen and s.deck:
            _swap_into(s.own_poles[q], unseen[0], s.deck, len(s.deck) - 1)
        if len(s.hands[q]) > 1 and s.own_poles[q]:
            # which of its face-down cards lie in hand and which on the pole is hidden too
            _swap_into(s.hands[q], 0, s.own_poles[q], 0)
            s.hands[q].sort()
    s.deck.reverse()
    s.rng = random.Random(987654321)
    return s


def pondscape(state, seat):
    from game.rules.pondscape.hidden import back_of

    s = state.clone()
    for q in _others(s, seat):
        if s.hands[q] and s.deck:
            _swap_into(s.hands[q], 0, s.deck, 0)
        for tuck in s.tucked[q]:
            if tuck and s.deck:
                _swap_into(tuck, 0, s.deck, 1 if len(s.deck) > 1 else 0)
        for cell, card in enumerate(s.ponds[q]):
            if card >= 0 and s.downs[q][cell]:
                same = [i for i, c in enumerate(s.deck) if back_of(c) == back_of(card)]
                if same:
                    s.ponds[q][cell], s.deck[same[0]] = s.deck[same[0]], card
                    if s.played and s.played[1] == cell and s.current == q:
                        s.played = (s.ponds[q][cell], cell, True)
    s.deck.reverse()
    s.croaker_deck.reverse()
    s.events = [{**e, "card": s.ponds[e["seat"]][e["cell"]]}
                if e["type"] == "play" and e["face_down"] and e["seat"] != seat else e
                for e in s.events]
    s.rng = random.Random(987654321)
    return s


def ladybird(state, seat):
    from game.rules.ladybird.common import IS_HQ

    s = state.clone()
    for q in _others(s, seat):
        if s.hands[q] and s.deck:
            _swap_into(s.hands[q], 0, s.deck, 0)
        r = s.revealed[q]
        if s.step == "choose" and r is not None and r >= 0:
            plain = [i for i, c in enumerate(s.deck) if not IS_HQ[c]]
            if plain and not IS_HQ[r]:
                s.revealed[q], s.deck[plain[-1]] = s.deck[plain[-1]], r
    s.deck.reverse()
    s.orchard_deck.reverse()
    tall = [st for st in s.stacks if len(st) >= 3]
    for st in tall:
        st[0], st[1] = st[1], st[0]
    s.rng = random.Random(987654321)
    return s


OTHER_DEAL = {"paddy": paddy, "koinobori": koinobori, "pondscape": pondscape, "ladybird": ladybird}


def other_deal(state, seat):
    """A state `seat` cannot tell from `state`, with its hidden part changed by hand."""
    assert seat != AUTOMA
    return OTHER_DEAL[state.TITLE](state, seat)
