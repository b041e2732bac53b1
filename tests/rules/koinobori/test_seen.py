"""`seen`: the cards everyone saw a player take from the draw row, still among its face-down
cards, and the re-deal that keeps them with that player (Hard's search deals so)."""
import json
import random

import pytest

from game.rules.base import PositionError
from game.rules.koinobori import KoinoboriState, PlayCard, PlayToOwnPole, Steal, TakeCard

from .helpers import OR, Cards, build, new_game

PLAIN_DEAL = "c319154d38b898ce"   # see test_the_plain_deal_is_pinned


def with_seen(state, seen):
    """The same position with `seen` set, through a real save and load."""
    position = json.loads(json.dumps(state.to_position()))
    position["seen"] = seen
    return KoinoboriState.from_position(position)


def test_a_card_taken_from_the_row_is_seen_until_played_to_a_festival_pole():
    state = new_game(3, seed=4)
    card = state.row[0]
    state.apply(TakeCard(0))
    assert state.seen == [[card], [], []]
    cards = Cards()
    other = cards.get(OR)
    hand = sorted([card, other])
    played = build(3, hands=[hand, [], []], row=cards.any(7), cards=cards)
    played = with_seen(played, [[card], [], []])
    played.apply(PlayCard(card, 0))
    assert played.seen == [[], [], []]


def test_a_seen_card_put_face_down_on_the_personal_pole_stays_seen():
    cards = Cards()
    card, other = cards.get(OR), cards.any(1)[0]
    state = with_seen(build(2, hands=[sorted([card, other]), []], row=cards.any(7), cards=cards),
                      [[card], []])
    state.apply(PlayToOwnPole(card))
    assert state.own_poles[0] == [card]
    assert state.seen == [[card], []]      # still among the player's face-down cards


def test_a_steal_clears_the_victims_seen_cards_only():
    cards = Cards()
    thief = cards.get(OR, ability="steal")
    mine, theirs = cards.any(1), cards.any(2)
    state = build(2, hands=[sorted([thief] + mine), theirs], row=cards.any(7), cards=cards)
    state = with_seen(state, [mine, theirs[:1]])
    state.apply(PlayCard(thief, 0))
    state.apply(Steal(1))
    assert state.seen == [mine, []]        # nobody else can tell which card went


def test_seen_cards_are_always_among_their_players_face_down_cards():
    for seed in range(12):
        n = 2 + seed % 4
        state = new_game(n, seed=seed)
        chooser = random.Random(seed)
        took = 0
        while not state.is_over():
            for p in range(n):
                assert set(state.seen[p]) <= set(state.hands[p] + state.own_poles[p])
                assert state.seen[p] == sorted(state.seen[p])
            action = chooser.choice(state.legal_actions())
            took += type(action) is TakeCard
            state.apply(action)
        assert took > 0


def test_positions_carry_seen_cards_and_older_ones_have_none():
    state = new_game(3, seed=6)
    state.apply(TakeCard(0))
    position = json.loads(json.dumps(state.to_position()))
    assert KoinoboriState.from_position(position).seen == state.seen
    del position["seen"]
    assert KoinoboriState.from_position(position).seen == [[], [], []]


@pytest.mark.parametrize("seen, message", [
    (lambda s: [[s.row[0]], [], []], "which is face up on the table"),
    (lambda s: [[s.hands[1][0]], [s.hands[1][0]], []], "seen lists card"),
    (lambda s: [s.deck[:9], [], []], "more cards than player 1 holds face down"),
    (lambda s: [["x"], [], []], "not a card id"),
    (lambda s: [[], []], "one list per player"),
])
def test_bad_seen_cards_are_refused_in_one_sentence(seen, message):
    state = new_game(3, seed=6)
    position = json.loads(json.dumps(state.to_position()))
    position["seen"] = seen(state)
    with pytest.raises(PositionError) as error:
        KoinoboriState.from_position(position)
    assert message in str(error.value)


def played_game(n, seed, steps):
    state = new_game(n, seed=seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        state.apply(chooser.choice(state.legal_actions()))
    return state


def test_the_deduced_deal_keeps_seen_cards_with_their_taker():
    kept = 0
    for seed in range(6):
        state = played_game(5, seed, 60)
        seat = state.current_player()
        for k in range(5):
            dealt = state.determinize(seat, random.Random(k), deduce=True)
            for q in range(5):
                assert set(state.seen[q]) <= set(dealt.hands[q] + dealt.own_poles[q])
                assert len(dealt.hands[q]) == len(state.hands[q])
                assert len(dealt.own_poles[q]) == len(state.own_poles[q])
                kept += len(state.seen[q]) if q != seat else 0
    assert kept > 20


def test_the_plain_deal_is_as_it_always_was():
    """Easy and Normal deal without `seen`: the same deal whatever it lists, and seen cards
    land elsewhere (so the test above can fail)."""
    moved = 0
    for seed in range(6):
        state = played_game(4, seed, 50)
        seat = state.current_player()
        blind = with_seen(state, [[] for _ in range(4)])
        for k in range(4):
            dealt = state.determinize(seat, random.Random(k))
            assert dealt.hands == blind.determinize(seat, random.Random(k)).hands
            moved += sum(1 for q in range(4) for c in state.seen[q]
                         if c not in dealt.hands[q] + dealt.own_poles[q])
    assert moved > 0


def test_a_game_from_a_seats_re_deal_stays_loadable_to_its_end():
    """A re-deal (what the table server sends a seat) may list seen cards anywhere hidden, even
    in the deck: a card that turns face up leaves every list, so every later position loads."""
    loaded = 0
    for seed in range(10):
        state = played_game(3, seed, 40)
        if state.is_over():
            continue
        redeal = state.determinize(0, random.Random(0x5EA7))
        game = KoinoboriState.from_position(json.loads(json.dumps(redeal.to_position())))
        chooser = random.Random(seed)
        while not game.is_over():
            game.apply(chooser.choice(game.legal_actions()))
            KoinoboriState.from_position(json.loads(json.dumps(game.to_position())))
            loaded += 1
    assert loaded > 100


def test_a_seen_card_drawn_face_up_leaves_the_list():
    state = new_game(2, seed=9)
    top = state.deck[-1]
    state = with_seen(state, [[], [top]])        # a hand-made position: the deck's top card
    while top in state.deck:
        state.apply(state.legal_actions()[0])
    assert top not in state.seen[1]


def test_the_plain_deal_is_pinned():
    """The plain deal, generator included, for fixed games and seeds: Easy's and Normal's deals
    and every recorded ladder game stand on it.  Recorded at c12177c, the commit before `seen`
    existed, and unchanged since."""
    import hashlib
    digest = hashlib.sha256()
    for seed in range(4):
        state = played_game(2 + seed, seed, 30 + 10 * seed)
        for seat in (None, *range(state.num_players)):
            for k in range(3):
                dealt = state.determinize(seat, random.Random(k))
                digest.update(json.dumps([dealt.hands, dealt.own_poles, dealt.deck, dealt.rng.random()]).encode())
    assert digest.hexdigest()[:16] == PLAIN_DEAL
