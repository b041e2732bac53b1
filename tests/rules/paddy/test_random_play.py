"""Property test: random full games at every player count, with the census after every action and
the rule-by-rule reasons cross-checked against the fast legal-action listing."""
import random

import pytest

from game.rules.base import Setup
from game.rules.paddy import (Done, KeepEvents, PaddyState, PlaceAnimal, PlacePaddy, PlaceWaterfall,
                              PlayEvent, RemoveTile, ReturnAnimal, component_census)

from .helpers import NAMES

GAMES_PER_COUNT = 350      # x 3 player counts (1,050 games), census after every action
PROBED_GAMES = 30          # of those, per player count, also cross-check reasons at every step


def random_candidate(rng: random.Random, s: PaddyState):
    k = rng.randrange(9)
    cell = rng.randrange(-2, 66)
    if k == 0:
        return PlacePaddy(rng.choice((1, 3, 4, 2)), rng.choice(("day", "night", "dusk")),
                          rng.choice((0, 1, 3, 4)), rng.randrange(-1, 5), cell)
    if k == 1:
        # a near miss: a legal placement's neighbour
        places = [a for a in s.legal_actions() if isinstance(a, PlacePaddy)]
        if places:
            a = rng.choice(places)
            return PlacePaddy(a.card, a.half, a.tile, (a.rotation + rng.randrange(2)) % 4,
                              a.cell + rng.choice((-9, -8, -1, 1, 8, 9, 0)))
        return Done()
    if k == 2:
        return PlaceAnimal(rng.randrange(-1, 64), cell)
    if k == 3:
        return ReturnAnimal(cell)
    if k == 4:
        return PlaceWaterfall(cell, rng.choice(("N", "E", "S", "W", "X")))
    if k == 5:
        return PlayEvent(rng.choice("ABCDEFGHZ"), rng.choice((-1, cell)))
    if k == 6:
        return RemoveTile(rng.randrange(-1, 60))
    if k == 7:
        return KeepEvents(tuple(sorted(rng.sample("ABCDEFGH", 2))))
    return Done()


def play(n: int, seed: int, probe: bool) -> PaddyState:
    s = PaddyState.new(Setup("paddy", NAMES[:n], None), seed)
    rng = random.Random(seed * 7 + n)
    steps = 0
    last = (s.turn_id, s.reveal_count)
    while not s.is_over():
        acts = s.legal_actions()
        assert acts, s.prompt()
        if probe:
            legal = set(acts)
            assert len(legal) == len(acts), "duplicate legal actions"
            for a in rng.sample(acts, min(4, len(acts))):
                assert s._reason(a) is None, (a, s._reason(a))
            for _ in range(4):
                a = random_candidate(rng, s)
                if a in legal:
                    assert s.check(a) is None
                    continue
                reason = s._reason(a)
                assert reason is not None, (s.step, a)
                assert s.check(a) == reason
        a = rng.choice(acts)
        s.apply(a)
        steps += 1
        problems = component_census(s)
        assert not problems, (steps, a, problems)
        now = (s.turn_id, s.reveal_count)
        assert now >= last
        last = now
        assert steps < 3000, "the game does not end"
    assert len(s.harvests) == 4 and s.cycle == 4
    sheet = s.score_sheet()
    assert sheet.totals() == s.scores and sheet.winners
    return s


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_probed(n):
    for seed in range(PROBED_GAMES):
        play(n, seed, probe=True)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_census(n):
    events_seen = set()
    for seed in range(PROBED_GAMES, GAMES_PER_COUNT):
        s = play(n, seed, probe=False)
        events_seen.update(s.view(None)["events_played"])
    # random play exercises every event card over the run
    assert events_seen == set("ABCDEFGH")


@pytest.mark.parametrize("n", [2, 4])
def test_fast_queries_agree_with_their_plain_forms(n):
    """The speed-ups answer exactly what the plain rule-by-rule forms answer: the identity look-up
    in check(), the short-circuit removable-tile test, and event_refusal() against check()."""
    for seed in range(8):
        s = PaddyState.new(Setup("paddy", NAMES[:n], None), seed)
        rng = random.Random(seed)
        while not s.is_over():
            acts = s.legal_actions()
            assert s._has_removable_tile() == bool(s._removable_tiles())
            copies = [type(a)(*(getattr(a, f) for f in a.__dataclass_fields__)) for a in acts]
            assert all(s.check(c) is None for c in copies)        # equal but not identical
            if s.step != "draft":
                for letter in "ABCDEFGH":
                    legal = any(isinstance(a, PlayEvent) and a.letter == letter for a in acts)
                    assert (s.event_refusal(letter) is None) == legal
            s.apply(rng.choice(acts))
