"""Protocol: determinism, positions, actions as JSON, views, the match/undo model."""
import copy
import json
import random

import pytest

from game.rules.base import IllegalAction, PositionError, Setup, action_from_json
from game.rules.match import Match, actions_from_json
from game.rules.ladybird import (ACTION_TYPES, BeginTurn, PassLeaf, Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed,
                                 Invade, LadybirdState, PassReveal, PlaceCard, TakeFood, TakeOrchard,
                                 UseTile)

from .helpers import new


def _play(state, seed, steps):
    rng = random.Random(seed)
    actions = []
    for _ in range(steps):
        if state.is_over():
            break
        a = rng.choice(state.legal_actions())
        state.apply(a)
        actions.append(a)
    return actions


def test_same_seed_and_actions_give_the_same_state():
    for n in (1, 2, 4):
        a = new(n, seed=11, first=None)
        acts = _play(a, 3, 10_000)
        b = new(n, seed=11, first=None)
        for act in acts:
            b.apply(act)
        assert a.is_over() and a.to_position() == b.to_position()
        c = new(n, seed=12, first=None)
        assert c.to_position() != new(n, seed=11, first=None).to_position()


def test_position_round_trip_mid_game_and_continues_identically():
    for n in (1, 3):
        s = new(n, seed=4)
        _play(s, 9, 60)
        pos = json.loads(json.dumps(s.to_position()))
        t = LadybirdState.from_position(pos)
        assert t.to_position() == s.to_position()
        rest_s = _play(s, 21, 10_000)
        rest_t = _play(t, 21, 10_000)
        assert rest_s == rest_t and s.to_position() == t.to_position()


def test_every_action_type_round_trips_through_json():
    samples = [Choose(3), PassReveal(), Invade(1, "blue"), FlowerBed("red"), Draft(4), DrawTwo(),
               UseTile(4, "A"), PlaceCard(7), TakeOrchard(2), TakeFood(5), EndPicnic(), Discard(9), BeginTurn(), PassLeaf()]
    assert {type(a).__name__ for a in samples} == set(ACTION_TYPES)
    for a in samples:
        data = json.loads(json.dumps(a.to_json()))
        assert action_from_json(data, ACTION_TYPES) == a
        assert a.describe()
    assert "3" not in Choose(3).describe()  # a secret choice is never named


def test_view_hides_hands_deck_and_secret_choices():
    s = new(3, seed=2)
    v = s.view(1)
    assert v["seats"][1]["hand"] == s.hands[1]
    assert v["seats"][0]["hand"] is None and v["seats"][2]["hand"] is None
    assert v["seats"][0]["hand_count"] == 4
    assert "deck" not in v and v["deck_count"] == len(s.deck)
    assert all(set(st) == {"top", "count"} for st in v["food_stacks"])
    s.apply(s.legal_actions()[0])
    assert s.view(1)["seats"][0]["revealed"] == "hidden"
    assert s.view(None)["seats"][0]["revealed"] == "hidden"
    assert s.view(1)["legal"] and s.view(0)["legal"] == []
    json.dumps(s.view(None))


def test_bad_positions_raise_position_error():
    s = new(2, seed=8)
    _play(s, 1, 40)
    good = s.to_position()
    with pytest.raises(PositionError):
        LadybirdState.from_position("nope")
    for key in good:
        if key == "picnic_extra":
            continue  # optional: positions written before issue 10 lack it (tests below)
        bad = copy.deepcopy(good)
        del bad[key]
        with pytest.raises(PositionError):
            LadybirdState.from_position(bad)
    for junk in (None, 1, "yes"):
        with pytest.raises(PositionError, match="picnic_extra"):
            LadybirdState.from_position({**good, "picnic_extra": junk})
    assert good["step"] != "picnic"
    with pytest.raises(PositionError, match="picnic_extra"):
        LadybirdState.from_position({**good, "picnic_extra": True})
    bad = copy.deepcopy(good)
    bad["deck"].append(bad["deck"][0])  # a card twice
    with pytest.raises(PositionError, match="ladybird cards"):
        LadybirdState.from_position(bad)
    bad = copy.deepcopy(good)
    bad["seats"][0]["memories"] = "many"
    with pytest.raises(PositionError):
        LadybirdState.from_position(bad)
    bad = copy.deepcopy(good)
    bad["rng"] = [3, [-1] * 625, None]
    with pytest.raises(PositionError):
        LadybirdState.from_position(bad)


def test_fuzzed_positions_never_crash():
    rng = random.Random(5)
    s = new(2, seed=8)
    _play(s, 1, 70)
    good = s.to_position()
    junk = [None, "x", -3, 2.5, [], {}, [1, 2], True, 10 ** 9, 0]

    def mutate(obj):
        if isinstance(obj, dict) and obj:
            k = rng.choice(sorted(obj))
            if rng.random() < 0.4:
                obj[k] = rng.choice(junk)
            else:
                mutate(obj[k])
        elif isinstance(obj, list) and obj:
            i = rng.randrange(len(obj))
            if rng.random() < 0.5:
                obj[i] = rng.choice(junk)
            else:
                mutate(obj[i])

    for _ in range(300):
        bad = copy.deepcopy(good)
        mutate(bad)
        try:
            t = LadybirdState.from_position(bad)
        except PositionError:
            continue
        t.legal_actions()
        t.view(0)
        t.score_sheet()


def test_apply_illegal_leaves_state_unchanged():
    s = new(2, seed=3)
    before = s.to_position()
    with pytest.raises(IllegalAction, match="not in your hand"):
        s.apply(Choose(s.hands[1][0]))
    with pytest.raises(IllegalAction):
        s.apply(Draft(0))
    assert s.to_position() == before


def test_match_replay_and_undo_policy():
    setup = Setup("ladybird", ("Ann", "Ben"), 0)
    m = Match(setup, 7)
    assert isinstance(m.state, LadybirdState)
    m.apply(m.state.legal_actions()[0])  # Ann's secret choice ends her decision
    assert not m.can_undo()
    rng = random.Random(2)
    while not m.state.is_over():
        m.apply(rng.choice(m.state.legal_actions()))
    again = Match.replay(setup, 7, actions_from_json("ladybird", json.loads(json.dumps(m.actions_to_json()))))
    assert again.state.to_position() == m.state.to_position()


def test_solo_choice_can_be_undone():
    m = Match(Setup("ladybird", ("Ann",), 0), 3)
    first = m.state.legal_actions()[0]
    m.apply(first)
    if m.state.step == "draft" and any(isinstance(a, Draft) for a in m.state.legal_actions()):
        assert m.can_undo()
        assert m.undo() == first and m.state.step == "choose"


def test_the_documented_example_position_loads():
    from pathlib import Path
    doc = Path(__file__).resolve().parents[3] / "docs" / "positions" / "ladybird.md"
    text = doc.read_text(encoding="utf-8")
    block = text.split("```json", 1)[1].split("```", 1)[0]
    s = LadybirdState.from_position(json.loads(block))
    assert s.solo and s.day == 3 and s.step == "garden"
    assert s.legal_actions() == [UseTile(1, ""), UseTile(2, ""), UseTile(3, "")]
    _play(s, 1, 10_000)
    assert s.is_over()


def test_actions_with_wrongly_typed_fields_are_refused():
    s = new(2, seed=3)
    assert s.check(Choose(True)) == "That card is not in your hand."
    assert s.check(Choose("7")) == "That card is not in your hand."
    s.step = "draft"
    s.draft_stage = 1
    assert s.check(Draft(True)) == "There is no such space in the pool."


def _old_position(name):
    import pathlib

    from game.positions import load_position

    path = pathlib.Path(__file__).parent / "data" / f"position_before_issue10_{name}.json"
    assert "picnic_extra" not in json.loads(path.read_text())["position"]
    return load_position(path)


def test_a_picnic_position_written_before_issue_10_still_loads_and_must_take_a_tile():
    """A real file from commit 065e128: Ben has just used the Picnic (no `picnic_extra` field)."""
    s = _old_position("picnic")
    assert s.step == "picnic" and s.picnic_extra is False
    assert s.takeable_stacks(1) and EndPicnic() not in s.legal_actions()
    assert s.check(EndPicnic()).startswith("The picnic adds a food tile")
    assert LadybirdState.from_position(json.loads(json.dumps(s.to_position()))).to_position() == s.to_position()
    _play(s, 3, 10_000)
    assert s.is_over()


def test_a_position_after_a_honeydew_tile_written_before_issue_10_may_stop():
    """The same game after Ben took a honeydew tile: the log shows it, so stopping is allowed."""
    s = _old_position("picnic_after_honeydew")
    assert s.step == "picnic" and s.picnic_extra is True
    assert s.check(EndPicnic()) is None
    s.apply(EndPicnic())
    assert s.step != "picnic" and s.picnic_extra is False
