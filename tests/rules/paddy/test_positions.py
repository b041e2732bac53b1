"""Positions, determinism, action JSON and views."""
import copy
import json
import random

import pytest

from game.rules.base import PositionError, Setup, action_from_json
from game.rules.match import Match
from game.rules.paddy import (ACTION_TYPES, Done, EndCycle, KeepEvents, PaddyState, PlaceAnimal, PlacePaddy,
                              PlaceWaterfall, PlayEvent, RemoveTile, ReturnAnimal)

from .helpers import NAMES


def random_game(n, seed, stop=None):
    s = PaddyState.new(Setup("paddy", NAMES[:n]), seed)
    rng = random.Random(seed)
    actions = []
    while not s.is_over() and (stop is None or len(actions) < stop):
        a = rng.choice(s.legal_actions())
        s.apply(a)
        actions.append(a)
        while (step := s.forced_action()) is not None:   # applied by the match, never in the action list
            s.apply(step)
    return s, actions


@pytest.mark.parametrize("n", [2, 3, 4])
def test_determinism_same_seed_same_actions(n):
    s1, actions = random_game(n, 11)
    s2 = PaddyState.new(Setup("paddy", NAMES[:n]), 11)
    for a in actions:
        s2.apply(a)
        while (step := s2.forced_action()) is not None:
            s2.apply(step)
    assert s1.to_position() == s2.to_position()
    s3, _ = random_game(n, 12)
    assert s3.to_position() != s1.to_position()


@pytest.mark.parametrize("n", [2, 3, 4])
def test_position_round_trip_through_json_at_every_step(n):
    s = PaddyState.new(Setup("paddy", NAMES[:n]), 21)
    rng = random.Random(21)
    k = 0
    while True:
        if k % 7 == 0 or s.is_over():
            pos = json.loads(json.dumps(s.to_position()))
            t = PaddyState.from_position(pos)
            assert t.to_position() == s.to_position()
            assert t.legal_actions() == s.legal_actions()
            assert t.prompt() == s.prompt()
        if s.is_over():
            break
        s.apply(rng.choice(s.legal_actions()))
        k += 1


def test_loaded_position_continues_identically():
    s, _ = random_game(3, 5, stop=120)
    t = PaddyState.from_position(json.loads(json.dumps(s.to_position())))
    rng1, rng2 = random.Random(9), random.Random(9)
    while not s.is_over():
        a = rng1.choice(s.legal_actions())
        b = rng2.choice(t.legal_actions())
        assert a == b
        s.apply(a)
        t.apply(b)
    assert s.to_position() == t.to_position()


def test_every_action_type_round_trips_through_json():
    samples = [KeepEvents(("A", "C")), PlacePaddy(3, "night", 3, 2, 17), PlaceAnimal(-1, 9),
               ReturnAnimal(9), PlaceWaterfall(12, "S"), PlayEvent("G", 4), PlayEvent("A"),
               RemoveTile(7), Done(), EndCycle()]
    assert {type(a).__name__ for a in samples} == set(ACTION_TYPES)
    for a in samples:
        data = json.loads(json.dumps(a.to_json()))
        assert action_from_json(data, ACTION_TYPES) == a
        assert a.describe()


def test_match_replay_and_undo():
    m = Match(Setup("paddy", NAMES[:2]), 4)
    rng = random.Random(4)
    for _ in range(60):
        m.apply(rng.choice(m.state.legal_actions()))
    loaded = [action_from_json(d, ACTION_TYPES) for d in json.loads(json.dumps(m.actions_to_json()))]
    replayed = Match.replay(m.setup, m.seed, loaded)
    assert replayed.state.to_position() == m.state.to_position()
    # a placement can be undone within the turn
    while m.state.step != "paddy":
        m.apply(m.state.legal_actions()[-1])
    before = m.state.to_position()
    m.apply(next(a for a in m.state.legal_actions() if isinstance(a, PlacePaddy)))
    assert m.can_undo()
    m.undo()
    assert m.state.to_position() == before


def test_view_hides_other_hands_and_deck_order():
    s, _ = random_game(3, 8, stop=40)
    v = s.view(1)
    json.dumps(v)
    assert v["you"] == 1 and "hand" in v
    text = json.dumps(v)
    assert "paddy_hands" not in text and "event_hands" not in text and "rng" not in text
    assert isinstance(v["paddy_deck"], int) and isinstance(v["dn_deck"], int)
    assert v["hand_sizes"][0]["paddy"] == len(s.paddy_hands[0])
    spectator = s.view(None)
    assert "hand" not in spectator
    # hands of seat 0 differ from seat 1's view only in "hand" (and the mover's own prompt: the
    # others read the step in public words)
    v0 = s.view(0)
    assert {k for k in v0 if v0[k] != v[k]} <= {"you", "hand", "prompt"}


def test_view_during_draft_hides_other_draws():
    s = PaddyState.new(Setup("paddy", NAMES[:4]), 3)
    v = s.view(2)
    assert len(v["hand"]["event_draft"]) == 4
    assert "event_draft" not in {k for k in v if k != "hand"}


def _mutations(pos):
    yield "not a dict", []
    yield "wrong format", {**pos, "format": "koinobori-1"}
    for key in list(pos):
        bad = dict(pos)
        del bad[key]
        if key != "log":
            yield f"missing {key}", bad
        for junk in (None, "x", -5, [1, "a"], {"a": 1}, 10**12, True):
            bad = dict(pos)
            bad[key] = junk
            yield f"{key}={junk!r}", bad
    bad = copy.deepcopy(pos)
    bad["tiles"].append([999, 4, 0, 63])
    yield "off-board tile", bad
    bad = copy.deepcopy(pos)
    bad["paddy_deck"].append(0)
    yield "duplicated card", bad
    bad = copy.deepcopy(pos)
    bad["animals"][0][0] = 63
    yield "animal on bare board", bad
    for junk in ([{}], [{"cycle": 1, "players": "x"}], [{"cycle": 1, "players": [{}] * 3}]):
        yield f"harvests={junk!r}", {**pos, "harvests": junk}


def test_malformed_positions_raise_position_error():
    s, _ = random_game(3, 2, stop=150)
    pos = json.loads(json.dumps(s.to_position()))
    loaded = []
    for label, bad in _mutations(pos):
        try:
            PaddyState.from_position(bad)
            loaded.append(label)
        except PositionError:
            pass
    # only mutations that give another valid position may load
    # (positions written before issue 10 have no "arrangements": the field has a default)
    allowed = {"turn_event=None", "new_tile=None", "tiebreak_note='x'", "rng=-5", "rng=1000000000000",
               "missing arrangements"}
    assert set(loaded) <= allowed, loaded


def test_bad_setup_is_refused():
    with pytest.raises(ValueError):
        PaddyState.new(Setup("paddy", ("solo",)), 1)
    with pytest.raises(ValueError):
        PaddyState.new(Setup("paddy", NAMES + ("Eve",)), 1)


def test_documented_example_loads():
    import pathlib
    import re
    text = (pathlib.Path(__file__).resolve().parents[3] / "docs" / "positions" / "paddy.md").read_text()
    block = re.search(r"```json\n(.*?)```", text, re.S).group(1)
    s = PaddyState.from_position(json.loads(block))
    assert s.step == "animals" and s.level[0] == 1 and s.animals[0][0] == 0
    assert PlaceAnimal(-1, 1) in s.legal_actions()


def test_a_position_written_before_the_revised_tie_rule_still_loads():
    """A real file from commit 065e128: Place Animals step, old per-animal "placed" flags, no
    "arrangements".  It loads, the step's record starts from the animals as they stand, and the
    game plays on to its end."""
    import pathlib

    from game.positions import load_position
    from game.rules.paddy import component_census

    path = pathlib.Path(__file__).parent / "data" / "position_before_issue10_animals_step.json"
    raw = json.loads(path.read_text())["position"]
    assert "placed" in raw and "arrangements" not in raw
    s = load_position(path)
    p = s.current
    assert s.step == "animals" and s.arrangements == [tuple(sorted(s.animals[p]))]
    assert s.animals == raw["animals"]
    assert Done() in s.legal_actions()
    again = PaddyState.from_position(json.loads(json.dumps(s.to_position())))
    assert again.to_position() == s.to_position() and "placed" not in s.to_position()
    rng = random.Random(1)
    while not s.is_over():
        s.apply(rng.choice(s.legal_actions()))
        assert component_census(s) == []
