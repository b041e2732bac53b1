"""Building Koinobori positions by hand for the tests."""
from __future__ import annotations

from game.rules.base import Setup, rng_state_to_json
from game.rules.koinobori import CARD_ABILITY, CARD_CARP, COLOUR_IDS, KoinoboriState, NUM_CARDS

import random

DG, OR, BK, PU, YG, PK = range(6)  # dark green, orange, black, purple, yellow-green, pink


def new_game(n: int = 2, seed: int = 1, first: int | None = 0) -> KoinoboriState:
    return KoinoboriState.new(Setup("koinobori", tuple("ABCDEFGH"[:n]), first), seed)


class Cards:
    """Hands out distinct card ids by their carp (and ability)."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def get(self, *colours: int, ability: str | None = "any") -> int:
        """An unused card showing exactly `colours`; ability "any" prefers a plain card."""
        want = sorted(colours)
        candidates = [c for c in range(NUM_CARDS) if sorted(CARD_CARP[c]) == want]
        if ability == "any":
            candidates.sort(key=lambda c: CARD_ABILITY[c] is not None)
        for card in candidates:
            if card in self.used or (ability != "any" and CARD_ABILITY[card] != ability):
                continue
            self.used.add(card)
            return card
        raise LookupError(f"no unused card with carp {colours} and ability {ability}")

    def any(self, count: int) -> list[int]:
        """`count` unused plain cards."""
        out = []
        for card in range(NUM_CARDS):
            if len(out) == count:
                break
            if card not in self.used and CARD_ABILITY[card] is None:
                self.used.add(card)
                out.append(card)
        assert len(out) == count
        return out


def build(n: int = 2, *, flags=None, poles=None, own=None, hands=None, row=None, discard=(),
          deck=None, current: int = 0, step: str = "start", plays_left: int = 0,
          takes_left: int = 0, ability=None, ability_card=None, ability_pole=None,
          cards: Cards | None = None, seed: int = 7) -> KoinoboriState:
    """A position from the given parts.  Cards not placed anywhere go to the deck when
    `deck` is None; when `deck` is given (top = last), the leftovers go to the discard pile."""
    flags = list(flags if flags is not None else range(n + 1))
    poles = poles if poles is not None else [[] for _ in range(n + 1)]
    poles = [[list(space) if isinstance(space, (list, tuple)) else [space] for space in pole]
             for pole in poles]
    own = own if own is not None else [[] for _ in range(n)]
    hands = hands if hands is not None else [[] for _ in range(n)]
    row = list(row if row is not None else [])
    placed = set(row) | set(discard)
    for group in (own, hands):
        for cards_ in group:
            placed |= set(cards_)
    for pole in poles:
        for space in pole:
            placed |= set(space)
    rest = [c for c in range(NUM_CARDS) if c not in placed]
    discard = list(discard)
    if deck is None:
        deck = rest
    else:
        deck = list(deck)
        discard += [c for c in rest if c not in deck]
    position = {
        "title": "koinobori", "version": 1,
        "players": list("ABCDE"[:n]), "first_player": 0,
        "flags": [COLOUR_IDS[f] for f in flags],
        "poles": poles,
        "own_poles": [list(o) for o in own],
        "hands": [list(h) for h in hands],
        "row": row, "deck": deck, "discard": discard,
        "current": current, "step": step, "plays_left": plays_left, "takes_left": takes_left,
        "ability": ability, "ability_card": ability_card, "ability_pole": ability_pole,
        "ability_taken": 0, "passes_in_a_row": 0, "turn_id": 0, "reveal_count": 0, "log": [],
        "rng": rng_state_to_json(random.Random(seed)),
    }
    return KoinoboriState.from_position(position)
