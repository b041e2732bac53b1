"""The fast placement listing (packed, folded masks) against every candidate judged rule by rule:
same placements, in the same order (card size, half, then rotation, then anchor), with the
day/night half ignored (Meridian eclipse) or other players' animals coverable (Poaching) too."""
import random

from game.rules.paddy import PlacePaddy
from game.rules.paddy.data import DN_CARDS, PADDY_CARDS
from game.rules.paddy.geometry import HALVES, ROTATIONS

from .helpers import new_game, touch


def paddy_states(n: int, seed: int, every: int):
    """Every `every`-th Place Paddy decision of a random game, as a copy."""
    s = new_game(n, seed)
    rng = random.Random(seed)
    k = 0
    while not s.is_over():
        if s.step == "paddy":
            k += 1
            if k % every == 0:
                yield s.clone()
        s.apply(rng.choice(s.legal_actions()))


def expected(s) -> dict:
    p = s.current
    held = {DN_CARDS[c] for c in s.dn_hands[p]}
    out = {}
    for card in sorted({PADDY_CARDS[c] for c in s.paddy_hands[p]}):
        for half in HALVES:
            if half in held:
                tile = s.placement_tile(card, half)
                if tile == 0:
                    out[(card, half)] = [PlacePaddy(card, half, 0, 0, -1)]
                    continue
                cands = (PlacePaddy(card, half, tile, r, a) for r in range(ROTATIONS[tile]) for a in range(64))
                out[(card, half)] = [a for a in cands if s._why_place(a) is None]
    return out


def check(s) -> None:
    opts, _mode = s._paddy_options()
    want = expected(s)
    assert list(opts) == list(want)
    for key, lst in opts.items():
        assert lst == want[key], key


def test_listing_matches_rule_by_rule_in_order():
    seen = 0
    for n, seed in ((2, 3), (3, 5), (4, 8)):
        for s in paddy_states(n, seed, 3):
            check(s)
            for event in ("A", "B"):           # Meridian eclipse, Poaching
                t = s.clone()
                t.turn_event = event
                touch(t)
                check(t)
            seen += 1
    assert seen > 20
