"""Positions, determinism, views, action JSON, and the match/undo counters."""
import copy
import json
import random

import pytest

from game.rules.base import IllegalAction, PositionError, Setup, action_from_json
from game.rules.koinobori import (ACTION_TYPES, Done, KoinoboriState, MoveTop, Pass, PlayCard,
                                  PlayToOwnPole, Refresh, Steal, TakeCard)
from game.rules.match import Match

from .helpers import new_game


def play_random(state, rng, steps):
    actions = []
    for _ in range(steps):
        if state.is_over():
            break
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return actions


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_determinism_same_seed_same_actions(n):
    a = new_game(n, seed=99, first=None)
    actions = play_random(a, random.Random(5), 10_000)
    b = new_game(n, seed=99, first=None)
    for action in actions:
        b.apply(action)
    assert a.to_position() == b.to_position()
    assert a.is_over()


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_position_round_trip_at_every_step(n):
    state = new_game(n, seed=n)
    rng = random.Random(n)
    while not state.is_over():
        position = state.to_position()
        clone = KoinoboriState.from_position(json.loads(json.dumps(position)))
        assert clone.to_position() == position
        assert clone.legal_actions() == state.legal_actions()
        action = rng.choice(state.legal_actions())
        state.apply(action)
        clone.apply(action)  # the clone carries the generator too
        assert clone.to_position() == state.to_position()
    final = KoinoboriState.from_position(state.to_position())
    assert final.is_over() and final.scoring() == state.scoring()


def test_every_action_type_round_trips_through_json():
    samples = [TakeCard(3), PlayCard(12, 2, False), PlayCard(1, 0, True), PlayToOwnPole(80),
               MoveTop(1, 4), Steal(3), Refresh(), Done(), Pass()]
    assert {type(a).__name__ for a in samples} == set(ACTION_TYPES)
    for action in samples:
        data = json.loads(json.dumps(action.to_json()))
        assert action_from_json(data, ACTION_TYPES) == action
        assert action.describe()


def test_view_hides_what_a_player_may_not_see():
    state = new_game(3, seed=4)
    state.apply(PlayToOwnPole(state.hands[0][0]))
    view = state.view(1)
    assert view["hands"][1] == state.hands[1]
    assert view["hands"][0] is None and view["hands"][2] is None
    assert view["hand_counts"] == [len(h) for h in state.hands]
    assert view["own_poles"][0] is None and view["own_pole_heights"][0] == 1
    assert "deck" not in view and view["deck_count"] == len(state.deck)
    own_view = state.view(0)
    assert own_view["own_poles"][0] == state.own_poles[0]  # the owner may peek
    spectator = state.view(None)
    assert all(h is None for h in spectator["hands"])
    json.dumps(view)
    text = json.dumps(state.view(2))
    for card in state.hands[0] + state.own_poles[0] + state.deck:
        assert f'"card": {card}' not in text
    assert view["legal_actions"] == [a.to_json() for a in state.legal_actions()]
    assert "legal_actions" not in state.view(0)


def test_log_never_names_hidden_cards():
    state = new_game(2, seed=8)
    card = state.hands[0][0]
    state.apply(PlayToOwnPole(card))
    from game.rules.koinobori import card_name
    assert card_name(card) not in state.log[-1]


@pytest.mark.parametrize("mutate, message", [
    (lambda p: p.update(title="paddy"), "not a Koinobori position"),
    (lambda p: p.update(version=9), "unsupported position version"),
    (lambda p: p.update(players=["solo"]), "players must be 2 to 5 names"),
    (lambda p: p.update(flags=p["flags"][:-1]), "flags must list"),
    (lambda p: p.update(flags=["red"] * len(p["flags"])), "flags must be colour names"),
    (lambda p: p["hands"][0].append(p["deck"][0]), "carp cards found"),
    (lambda p: p["hands"][0].__setitem__(0, "x"), "not a card id"),
    (lambda p: p.update(row=p["row"] + p["deck"][:1]), "at most 7 cards"),
    (lambda p: p.update(step="dance"), "step must be one of"),
    (lambda p: p.update(ability="move"), "an ability is pending exactly when"),
    (lambda p: p.update(current=7), "current must be an integer"),
    (lambda p: p.update(rng="nope"), "bad random generator state"),
    (lambda p: p.pop("deck"), "deck must be a list"),
    (lambda p: p.update(poles=[[[]]] * len(p["poles"])), "empty space"),
])
def test_bad_positions_raise_position_error(mutate, message):
    position = new_game(2, seed=3).to_position()
    mutate(position)
    with pytest.raises(PositionError) as error:
        KoinoboriState.from_position(position)
    assert message in str(error.value)


def test_fuzzed_positions_never_crash():
    rng = random.Random(1)
    base = new_game(3, seed=3)
    play_random(base, rng, 12)
    good = base.to_position()
    junk = [None, -1, 0, 1, 3.5, "x", [], {}, [1, 2], [[1]], True, 200]
    for _ in range(600):
        position = copy.deepcopy(good)
        key = rng.choice(sorted(position))
        target = position
        value = target[key]
        if isinstance(value, list) and value and rng.random() < 0.5:
            index = rng.randrange(len(value))
            value[index] = rng.choice(junk)
        else:
            target[key] = rng.choice(junk)
        try:
            KoinoboriState.from_position(position)
        except PositionError:
            pass
    assert KoinoboriState.from_position(good).to_position() == good
    with pytest.raises(PositionError):
        KoinoboriState.from_position("nope")


def test_turn_id_and_reveal_count():
    state = new_game(2, seed=2)
    turn = state.turn_id
    state.apply(PlayToOwnPole(state.hands[0][0]))
    assert state.turn_id == turn + 1
    # takes: the row is face up, so taking alone reveals nothing; a refill reveals
    reveals = state.reveal_count
    state.apply(TakeCard(0))
    assert state.reveal_count == reveals


def test_match_cannot_undo_past_the_end_of_a_turn():
    setup = Setup("koinobori", ("A", "B"), 0)
    match = Match(setup, 21)
    card = match.state.hands[0][0]
    match.apply(PlayCard(card, 0))  # play 1 at level 1 ends the turn
    assert not match.can_undo()
    with pytest.raises(IllegalAction):
        match.undo()


def test_match_undo_within_a_turn():
    """Playing an ability card keeps the turn open: it may be taken back before the ability."""
    from game.rules.koinobori import CARD_ABILITY
    setup = Setup("koinobori", ("A", "B"), 0)
    for seed in range(300):
        match = Match(setup, seed)
        start = match.state.to_position()
        cards = [c for c in match.state.hands[0] if CARD_ABILITY[c] in ("move", "steal", "take1", "take2")]
        if not cards:
            continue
        match.apply(PlayCard(cards[0], 0))
        assert match.state.step == "ability"
        assert match.can_undo()
        match.undo()
        assert match.state.to_position() == start
        return
    pytest.fail("no seed dealt an ability card")


def test_match_replay_reproduces_a_whole_game():
    setup = Setup("koinobori", ("A", "B", "C"), None)
    match = Match(setup, 77)
    rng = random.Random(77)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    saved = json.loads(json.dumps(match.actions_to_json()))
    again = Match.replay(setup, 77, [action_from_json(a, ACTION_TYPES) for a in saved])
    assert again.state.to_position() == match.state.to_position()
    assert again.state.score_sheet().to_json() == match.state.score_sheet().to_json()


def test_documented_example_loads_once_completed():
    import pathlib
    import re
    from game.rules.base import rng_state_to_json
    doc = pathlib.Path(__file__).resolve().parents[3] / "docs" / "positions" / "koinobori.md"
    block = re.search(r"```json\n(.*?)```", doc.read_text(encoding="utf-8"), re.S).group(1)
    position = json.loads(block)
    used = set(position["row"]) | {c for h in position["hands"] for c in h}
    used |= {c for o in position["own_poles"] for c in o}
    used |= {c for pole in position["poles"] for space in pole for c in space}
    position["deck"] = [c for c in range(81) if c not in used]
    position["rng"] = rng_state_to_json(random.Random(0))
    state = KoinoboriState.from_position(position)
    assert state.level(0) == 2 and state.poles[1] == [[23, 1]]
    assert state.pole_tally(1) == {"dark_green": 1}
    assert state.seen == [[12], []]


def test_scene_helpers():
    from game.rules.koinobori import card_name
    state = new_game(2, seed=5)
    assert state.done_label() is None
    assert state.takeable_indices() == [0, 6]
    card = state.hands[0][0]
    assert state.play_targets(card) == [(0, False), (1, False), (2, False)]
    assert state.play_targets(state.row[0]) == []
    assert state.can_play_to_own_pole(card) and not state.can_play_to_own_pole(state.row[0])
    assert state.describe_action(TakeCard(0)) == f"Take {card_name(state.row[0])}"
    assert card_name(card) in state.describe_action(PlayCard(card, 1))
    view = state.view(0)
    assert view["takeable"] == [0, 6]
    assert view["scoring_cards"] == {c: "negative" for c in view["scoring_cards"]}
    assert view["abilities"][0]["hand"] == 3 and view["levels"] == [1, 1]
    assert "take up to 1" in state.prompt()
