"""Action A: take koinobori cards from the draw row."""
import pytest

from game.rules.base import IllegalAction
from game.rules.koinobori import Done, PlayCard, PlayToOwnPole, TakeCard

from .helpers import Cards, build


def row_state(level=1, hand=0, row_len=7, deck=None, **kw):
    cards = Cards()
    own = [cards.any(level - 1), []]
    hands = [cards.any(hand), []]
    row = cards.any(row_len)
    return build(own=own, hands=hands, row=row, deck=deck, cards=cards, **kw), row


def test_take_from_either_end():
    state, row = row_state()
    assert state.check(TakeCard(0)) is None
    assert state.check(TakeCard(6)) is None
    assert state.takeable_indices() == [0, 6]


@pytest.mark.parametrize("level", [1, 2, 3])
def test_not_from_the_middle_below_level_4(level):
    state, _ = row_state(level)
    assert state.check(TakeCard(3)) == ("Take cards only from either end of the draw row "
                                        "(anywhere only from level 4).")
    with pytest.raises(IllegalAction):
        state.apply(TakeCard(3))


def test_level_4_takes_from_anywhere():
    state, row = row_state(4)
    assert state.check(TakeCard(3)) is None
    assert state.takeable_indices() == list(range(7))
    state.apply(TakeCard(3))
    assert row[3] in state.hands[0]
    assert state.row == row[:3] + row[4:]


def test_no_such_place():
    state, _ = row_state()
    assert state.check(TakeCard(7)) == "There is no card at that place in the draw row."
    assert state.check(TakeCard(-1)) == "There is no card at that place in the draw row."


def test_level_1_takes_one_card_and_the_turn_ends():
    state, row = row_state(1)
    state.apply(TakeCard(0))
    assert state.hands[0] == sorted(state.hands[0]) and row[0] in state.hands[0]
    assert state.current_player() == 1 and state.turn_id == 1


def test_level_2_takes_up_to_two_and_may_stop():
    state, row = row_state(2)
    state.apply(TakeCard(6))
    assert state.step == "take" and state.current_player() == 0
    assert state.check(TakeCard(0)) is None and state.check(Done()) is None
    assert state.done_label() == "Stop taking (end turn)"
    state.apply(Done())
    assert state.current_player() == 1 and len(state.hands[0]) == 1


def test_take_limit_ends_the_action():
    state, row = row_state(2)
    state.apply(TakeCard(0))
    state.apply(TakeCard(0))
    assert state.current_player() == 1 and set(row[:2]) <= set(state.hands[0])


def test_hand_limit():
    state, _ = row_state(1, hand=3)
    assert state.check(TakeCard(0)) == "Your hand limit is 3; you cannot take more cards."
    assert state.takeable_indices() == []


def test_hand_limit_stops_taking_midway():
    state, _ = row_state(2, hand=3)  # limit 4, take 2
    state.apply(TakeCard(0))
    assert state.current_player() == 1  # at the limit: the take action is over


def test_cannot_play_after_taking():
    state, _ = row_state(2, hand=2)
    card = state.hands[0][0]
    state.apply(TakeCard(0))
    assert state.check(PlayCard(card, 0)) == "You are taking cards this turn, so you cannot play cards now."
    assert state.check(PlayToOwnPole(card)) == "You are taking cards this turn, so you cannot play cards now."


def test_rulebook_take_example():
    """Paula has level 4 unlocked: she may take 2 cards; with 2 in hand she stays within 6."""
    state, row = row_state(4, hand=2)
    state.apply(TakeCard(2))
    state.apply(TakeCard(4))  # positions after the first take: any position is allowed
    assert len(state.hands[0]) == 4 and row[2] in state.hands[0] and row[5] in state.hands[0]
    assert state.current_player() == 1


def test_no_refill_while_four_remain():
    state, row = row_state(2, row_len=6)
    reveals = state.reveal_count
    state.apply(TakeCard(0))
    state.apply(TakeCard(0))
    assert state.row == row[2:] and state.reveal_count == reveals


def test_slide_and_refill_at_three_or_fewer():
    cards = Cards()
    row = cards.any(5)
    deck_top = cards.any(4)  # deck: last = top
    state = build(own=[cards.any(1), []], row=row, deck=list(reversed(deck_top)) + [], cards=cards)
    # the deck holds exactly deck_top, top first drawn = deck_top[0]
    state.apply(TakeCard(0))
    state.apply(TakeCard(3))
    assert state.row == row[1:4] + deck_top
    assert state.reveal_count == 1
    assert "refilled" in state.log[-1]


def test_deck_exhaustion_reshuffles_the_discard():
    cards = Cards()
    row = cards.any(4)
    state = build(own=[cards.any(1), []], row=row, deck=[], cards=cards)
    discard = list(state.discard)
    assert discard  # the leftovers
    state.apply(TakeCard(0))
    state.apply(Done())
    assert len(state.row) == 7
    assert set(state.row[3:]) <= set(discard)
    assert len(state.deck) == len(discard) - 4 and state.discard == []


def test_deck_and_discard_empty_nothing_is_refilled():
    cards = Cards()
    row = cards.any(4)
    rest = [c for c in range(81) if c not in row]
    # every other card sits on the poles (one tall stack) or in hands: deck and discard are empty
    state = build(own=[rest[:1], rest[1:4]], hands=[[], rest[4:6]], poles=[[rest[6:]], [], []],
                  row=row, deck=[])
    assert state.deck == [] and state.discard == []
    state.apply(TakeCard(0))
    state.apply(TakeCard(0))
    assert state.row == row[2:]
    assert "not refilled" in state.log[-1]
    assert state.reveal_count == 0
