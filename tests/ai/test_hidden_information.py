"""clone() and determinize() in every title: what a computer player's search stands on.

determinize(seat, rng) must deal everything hidden from `seat` afresh, consistently with
what it sees (its view and its legal actions unchanged, the position still a valid one) and
from that information alone (two states the seat cannot tell apart give the same deal).
"""
import json
import random

import pytest

from game.ai import InfoState
from game.rules.base import AUTOMA
from game.rules.registry import state_class, title_info
from titles import every_title, random_match

from .swaps import other_deal


def positions(title):
    """A spread of game positions: several player counts, early, middle and late."""
    info = title_info(title)
    out = []
    for players in range(info.min_players, info.max_players + 1):
        for seed, steps in ((1, 0), (2, 9), (3, 30), (4, 80), (5, 170)):
            match = random_match(title, players, steps=steps, seed=seed + 10 * players)
            if not match.state.is_over():
                out.append(match.state)
    return out


@every_title
def test_a_clone_is_equal_and_independent(title):
    for state in positions(title)[:6]:
        before = json.dumps(state.to_position(), sort_keys=True)
        copy = state.clone()
        assert json.dumps(copy.to_position(), sort_keys=True) == before
        chooser = random.Random(1)
        while not copy.is_over():
            copy.apply(chooser.choice(copy.legal_actions()))
        assert json.dumps(state.to_position(), sort_keys=True) == before
        assert not state.is_over()


@every_title
def test_a_clone_plays_on_exactly_like_the_original(title):
    state = positions(title)[2]
    copy = state.clone()
    chooser_a, chooser_b = random.Random(4), random.Random(4)
    while not state.is_over():
        a = chooser_a.choice(state.legal_actions())
        assert copy.legal_actions() == state.legal_actions()
        state.apply(a)
        copy.apply(chooser_b.choice(copy.legal_actions()))
    assert copy.to_position() == state.to_position()


DEDUCES = {"koinobori": (False, True)}
"""The titles whose `determinize` deduces more when asked (`deduce`), and so is tested both ways."""


@every_title
def test_a_determinized_state_looks_the_same_to_the_seat(title):
    cls = state_class(title)
    for state in positions(title):
        for seat, deduce in ((s, d) for s in range(state.num_players) for d in DEDUCES.get(title, (False,))):
            for k in range(3):
                dealt = state.determinize(seat, random.Random(k), deduce)
                assert dealt.view(seat) == state.view(seat)
                if state.current_player() == seat:
                    assert dealt.legal_actions() == state.legal_actions()
                # a valid position: every component accounted for once
                cls.from_position(json.loads(json.dumps(dealt.to_position())))
                assert dealt.turn_id == state.turn_id and dealt.reveal_count == state.reveal_count


@every_title
def test_determinize_depends_only_on_what_the_seat_sees(title):
    for state in positions(title):
        for seat, deduce in ((s, d) for s in range(state.num_players) for d in DEDUCES.get(title, (False,))):
            other = other_deal(state, seat)
            a = state.determinize(seat, random.Random(7), deduce).to_position()
            b = other.determinize(seat, random.Random(7), deduce).to_position()
            assert a == b
            assert InfoState(state, seat).key() == InfoState(other, seat).key()


@every_title
def test_the_hand_made_deal_really_changes_hidden_cards(title):
    """So the test above can fail: the swaps change the true position."""
    changed = 0
    for state in positions(title):
        for seat in range(state.num_players):
            changed += other_deal(state, seat).to_position() != state.to_position()
    assert changed > 0


@every_title
def test_the_information_state_changes_with_anything_the_seat_sees(title):
    state = positions(title)[1]
    seat = 0
    base = InfoState(state, seat).key()
    moved = state.clone()
    chooser = random.Random(2)
    while moved.to_position() == state.to_position() or moved.current_player() == AUTOMA:
        moved.apply(chooser.choice(moved.legal_actions()))
    assert InfoState(moved, seat).key() != base


@every_title
def test_determinize_deals_the_hidden_cards_afresh(title):
    """Different generators give different deals of what the seat cannot see."""
    for state in positions(title)[2:5]:
        seat = 0
        deals = {json.dumps(state.determinize(seat, random.Random(k)).to_position(), sort_keys=True)
                 for k in range(6)}
        assert len(deals) > 1


@every_title
def test_determinize_is_repeatable_for_a_seed(title):
    state = positions(title)[3]
    a = state.determinize(0, random.Random(11)).to_position()
    b = state.determinize(0, random.Random(11)).to_position()
    assert a == b


def test_an_information_state_refuses_a_seat_that_is_not_there():
    state = random_match("pondscape", 2, steps=3).state
    with pytest.raises(ValueError):
        InfoState(state, 2)
    with pytest.raises(ValueError):
        InfoState(state, AUTOMA)
