"""The read-only queries a scene highlights with: they agree with legal_actions()/check(),
so the table never re-derives a rule."""
import random

from game.rules.koinobori import (ABILITY_NAMES, CARD_ABILITY, Done, PlayCard, PlayToOwnPole,
                                  resolve_pole, visible_tally)

from .helpers import BK, DG, OR, Cards, build, new_game


def test_playable_cards_are_exactly_the_cards_some_legal_play_uses():
    for seed in range(30):
        state = new_game(3, seed)
        chooser = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            expected = {a.card for a in legal if isinstance(a, (PlayCard, PlayToOwnPole))}
            assert state.playable_cards() == expected
            if state.step not in ("start", "play"):
                assert state.playable_cards() == set()
            state.apply(chooser.choice(legal))


def test_playable_cards_on_a_play_step_leave_out_the_own_pole():
    cards = Cards()
    hand = cards.any(2)
    state = build(2, hands=[hand, cards.any(1)], row=cards.any(7), step="play", plays_left=1,
                  cards=cards)
    assert state.playable_cards() == set(hand)
    assert not state.can_play_to_own_pole(hand[0])


def test_can_stack_follows_the_rules_check():
    cards = Cards()
    below = cards.get(DG, OR)
    stack = cards.get(DG, ability="stack")
    plain = cards.get(BK, ability=None)
    state = build(2, poles=[[[below]], [], []], hands=[sorted([stack, plain]), cards.any(1)],
                  row=cards.any(7), cards=cards)
    assert CARD_ABILITY[stack] == "stack"
    assert state.can_stack(stack, 0)
    assert not state.can_stack(stack, 1)          # a flag cannot be covered
    assert not state.can_stack(plain, 0)          # only Stack cards cover
    for card in (stack, plain):
        for pole in range(3):
            assert state.can_stack(card, pole) == (state.check(PlayCard(card, pole, True)) is None)


def test_pole_leader_is_the_colour_that_would_score_now():
    for seed in range(20):
        state = new_game(2, seed)
        chooser = random.Random(seed)
        for _ in range(40):
            if state.is_over():
                break
            state.apply(chooser.choice(state.legal_actions()))
        for i, pole in enumerate(state.poles):
            if not pole:
                assert state.pole_leader(i) is None
            else:
                assert state.pole_leader(i) == resolve_pole(visible_tally(pole), state.flags[i])


def test_ability_name_names_the_card_whose_ability_waits():
    cards = Cards()
    mover = cards.get(DG, ability="move")
    state = build(2, poles=[[[mover]], [[cards.get(OR)]], []], hands=[cards.any(1), cards.any(1)],
                  row=cards.any(7), step="ability", ability="move", ability_card=mover,
                  ability_pole=0, plays_left=0, cards=cards)
    assert state.ability_name() == ABILITY_NAMES["move"] == "Move"
    assert state.check(PlayCard(state.hands[0][0], 2)) == "First use or skip the Move ability."
    state.apply(Done())
    assert state.log[-1] == "A does not use the Move ability."
    assert state.ability_name() == "" and state.ability_name("card") == "card"
