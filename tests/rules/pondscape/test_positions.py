"""Determinism, positions, action JSON, views and the match/undo integration."""
from __future__ import annotations

import json
import random

import pytest

from game.rules.base import PositionError, Setup, action_from_json
from game.rules.match import Match
from game.rules.pondscape import (ACTION_TYPES, BeginTurn, STATE_CLASS, CroakerTurn, Done, Jump, Play, Take, Tuck,
                                  census_problems)

from .helpers import NAMES, arrange, new_game


def random_prefix(players: int, seed: int, steps: int):
    s = new_game(players, seed=seed, first=None)
    rng = random.Random(seed)
    actions = []
    for _ in range(steps):
        if s.is_over():
            break
        acts = s.legal_actions()
        a = acts[rng.randrange(len(acts))]
        s.apply(a)
        actions.append(a)
    return s, actions


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_same_seed_same_actions_same_state(players):
    s, actions = random_prefix(players, 77, 120)
    t = new_game(players, seed=77, first=None)
    for a in actions:
        t.apply(a)
    assert s.to_position() == t.to_position()
    other = new_game(players, seed=78, first=None)
    assert other.to_position() != new_game(players, seed=77, first=None).to_position()


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_position_round_trip_and_continuation(players):
    for steps in (0, 7, 33, 90, 400):
        s, _ = random_prefix(players, steps + players, steps)
        pos = json.loads(json.dumps(s.to_position()))
        t = STATE_CLASS.from_position(pos)
        assert t.to_position() == s.to_position()
        assert t.legal_actions() == s.legal_actions() and t.prompt() == s.prompt()
        rng = random.Random(steps)
        while not s.is_over():       # the generator travels with the position
            acts = s.legal_actions()
            assert acts == t.legal_actions()
            a = acts[rng.randrange(len(acts))]
            s.apply(a)
            t.apply(a)
        assert t.to_position() == s.to_position()
        assert t.score_sheet().to_json() == s.score_sheet().to_json()


def test_every_action_type_round_trips_through_json():
    samples = [Take(2), Play(17, 14, True), Play(0, 0, False), Jump(2), Tuck(119, 4), Done(), CroakerTurn(), BeginTurn()]
    assert {type(a).__name__ for a in samples} == set(ACTION_TYPES)
    for a in samples:
        data = json.loads(json.dumps(a.to_json()))
        assert action_from_json(data, ACTION_TYPES) == a
        assert isinstance(a.describe(), str) and a.describe()
    assert Play(45, 7, False).describe() == "Play Clown tree frog face up at row 2, column 3"


def mutations(pos):
    yield "not a dict", []
    for key in list(pos):
        bad = dict(pos)
        del bad[key]
        yield f"no {key}", bad
    for key, value in [("title", "paddy"), ("version", 2), ("players", []), ("players", ["a"] * 5),
                       ("deck", [0, 0]), ("deck", "abc"), ("deck", [500]), ("display", [1, 2]),
                       ("display", [True, 1, 2]),
                       ("frog", 5), ("frog", "x"), ("hands", [[1]]), ("ponds", [[None] * 14] * 2),
                       ("ponds", [[["x", True]] + [None] * 14, [None] * 15]), ("tucked", [[[]] * 4] * 2),
                       ("current", 7), ("turns", [0, 99]), ("phase", "dance"), ("pending_leaf", "draw9"),
                       ("tucks_left", -1), ("jump_foods", [9]), ("played", [1, 2]), ("croaker", {"deck": []}),
                       ("turn_id", "1"), ("log", [1]), ("rng", [1, 2]), ("rng", "x"), ("first_player", 9)]:
        bad = json.loads(json.dumps(pos))
        bad[key] = value
        yield f"{key}={value!r}", bad
    bad = json.loads(json.dumps(pos))
    bad["deck"].pop()                                       # a card goes missing
    yield "missing card", bad
    bad = json.loads(json.dumps(pos))
    bad["hands"][0].append(bad["deck"][0])                  # a card in two places
    yield "duplicate card", bad


def test_malformed_positions_raise_position_error():
    pos = new_game(2, seed=3).to_position()
    for label, bad in mutations(pos):
        with pytest.raises(PositionError):
            STATE_CLASS.from_position(bad)
            pytest.fail(label)
    solo = new_game(1, seed=3).to_position()
    for croaker in (None, {"deck": [0, 1], "flipped": [], "turns": 0, "taken": [], "last": None}, "x"):
        bad = json.loads(json.dumps(solo))
        bad["croaker"] = croaker
        with pytest.raises(PositionError):
            STATE_CLASS.from_position(bad)


def test_fuzzed_positions_never_crash():
    pos = new_game(3, seed=5).to_position()
    rng = random.Random(1)
    junk = [None, -1, 0, 1, 3, 200, "x", [], [0], {}, True, 2.5, [[]], [None]]
    for _ in range(400):
        bad = json.loads(json.dumps(pos))
        key = rng.choice(list(bad))
        if isinstance(bad[key], list) and bad[key] and rng.random() < 0.5:
            bad[key][rng.randrange(len(bad[key]))] = rng.choice(junk)
        else:
            bad[key] = rng.choice(junk)
        try:
            STATE_CLASS.from_position(bad)
        except PositionError:
            pass


def test_view_hides_hands_water_fronts_tucked_cards_and_deck_order():
    s = arrange(new_game(2), ponds={0: {3: (45, True), 4: (46, False)}}, tucked={0: {2: [1, 2]}},
                turns=[2, 2])
    v0, v1, spectator = s.view(0), s.view(1), s.view(None)
    for v in (v0, v1, spectator):
        json.dumps(v)
        assert "deck" not in v and v["deck_count"] == len(s.deck)
        assert v["hand_counts"] == [len(h) for h in s.hands]
    assert v0["hand"] == s.hands[0] and v1["hand"] == s.hands[1] and spectator["hand"] is None
    assert str(s.hands[0]) not in json.dumps(v1["hand"])
    assert v0["ponds"][0][3]["card"] == 45 and v1["ponds"][0][3]["card"] is None
    assert v1["ponds"][0][3]["back"]["side"] == "water" and v1["ponds"][0][4]["card"] == 46
    assert v0["tucked"][0][2] == {"count": 2, "cards": [1, 2]}
    assert v1["tucked"][0][2] == {"count": 2, "cards": None}
    assert "legal" in v0 and "legal" not in v1


def test_view_events_hide_private_cards():
    s = arrange(new_game(2), hands={0: [0, 7, 15]})
    s.apply(Take(0))
    s.apply(Play(0, 0, False))
    s.apply(Jump(1))
    s.apply(Tuck(7, 1))
    assert s.events[0] == {"type": "tuck", "seat": 0, "card": 7, "food": 1}
    assert s.view(1)["events"][0] == {"type": "tuck", "seat": 0, "food": 1}
    t = arrange(new_game(2), hands={0: [7, 15]})
    t.apply(Take(0))
    t.apply(Play(7, 0, True))
    assert t.view(1)["events"][0]["card"] is None and t.view(0)["events"][0]["card"] == 7


def test_match_undo_policy():
    setup = Setup("pondscape", NAMES[:2], 0)
    m = Match(setup, 8)
    m.apply(m.state.legal_actions()[0])                    # a take refills the display: a reveal
    assert not m.can_undo()
    # find a play that leaves a decision in the same turn (a jump) if the hand has one, else any
    plays = m.state.legal_actions()
    m.apply(plays[0])
    if m.state.current_player() == 0:
        assert m.can_undo()
        m.undo()
        assert m.state.phase == "play"
    else:
        assert not m.can_undo()


def test_census_counts_every_card():
    s, _ = random_prefix(4, 3, 150)
    assert census_problems(s) == []
    from game.rules.pondscape import component_census
    assert sum(component_census(s).values()) == 120
