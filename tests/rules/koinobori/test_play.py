"""Action B: play koinobori cards onto festival poles or onto your own pole."""
import pytest

from game.rules.base import IllegalAction
from game.rules.koinobori import Done, Pass, PlayCard, PlayToOwnPole, TakeCard

from .helpers import Cards, build


def hand_state(level=1, hand=3, poles=None, **kw):
    cards = Cards()
    if poles:
        for pole in poles:
            for space in pole:
                cards.used |= set(space) if isinstance(space, list) else {space}
    own = [cards.any(level - 1), []]
    hands = [cards.any(hand), []]
    return build(own=own, hands=hands, poles=poles, row=cards.any(7), cards=cards, **kw)


def test_play_directly_above_the_flag():
    state = hand_state()
    card = state.hands[0][0]
    assert state.check(PlayCard(card, 1)) is None
    state.apply(PlayCard(card, 1))
    assert state.poles[1] == [[card]] and card not in state.hands[0]


def test_play_above_the_top_card():
    state = hand_state(level=3)
    a, b = state.hands[0][:2]
    state.apply(PlayCard(a, 0))
    state.apply(PlayCard(b, 0))
    assert state.poles[0] == [[a], [b]]


def test_play_limit_ends_the_turn():
    state = hand_state(level=1)
    state.apply(PlayCard(state.hands[0][0], 0))
    assert state.current_player() == 1 and state.turn_id == 1


def test_play_up_to_the_limit_and_stop():
    state = hand_state(level=3)
    state.apply(PlayCard(state.hands[0][0], 0))
    assert state.step == "play" and state.plays_left == 1
    assert state.done_label() == "End turn"
    state.apply(Done())
    assert state.current_player() == 1


def test_card_must_be_in_hand():
    state = hand_state()
    other = state.row[0]
    assert state.check(PlayCard(other, 0)) == "That card is not in your hand."
    assert state.check(PlayToOwnPole(other)) == "That card is not in your hand."


def test_no_such_pole():
    state = hand_state()
    assert state.check(PlayCard(state.hands[0][0], 3)) == "There is no such festival pole."


def test_a_pole_closes_at_its_fifth_card():
    cards = Cards()
    four = [[c] for c in cards.any(4)]
    state = build(poles=[four, [], []], hands=[cards.any(3), cards.any(2)], row=cards.any(7),
                  cards=cards)
    card = state.hands[0][0]
    state.apply(PlayCard(card, 0))
    assert len(state.poles[0]) == 5 and state.pole_closed(0)
    assert "closes" in state.log[-1]
    # the next player may not play there
    assert state.current_player() == 1
    assert state.check(PlayCard(state.hands[1][0], 0)) == "That pole is closed: it already has 5 carp cards."


def test_closed_pole_refused_and_not_listed():
    cards = Cards()
    five = [[c] for c in cards.any(5)]
    state = build(poles=[five, [], []], hands=[cards.any(2), []], row=cards.any(7), cards=cards)
    card = state.hands[0][0]
    assert state.check(PlayCard(card, 0)) == "That pole is closed: it already has 5 carp cards."
    assert PlayCard(card, 0) not in state.legal_actions()
    assert state.play_targets(card) == [(1, False), (2, False)]


def test_own_pole_one_card_face_down_ends_the_turn():
    state = hand_state(level=1, hand=3)
    card = state.hands[0][0]
    state.apply(PlayToOwnPole(card))
    assert state.own_poles[0] == [card] and state.level(0) == 2
    assert state.abilities(0).hand == 4 and state.abilities(0).take == 2
    assert state.current_player() == 1
    assert str(card) not in state.log[-1]  # face down: the log does not name it


def test_own_pole_ascending_and_at_most_three():
    state = hand_state(level=4, hand=2)
    assert state.level(0) == 4 and len(state.own_poles[0]) == 3
    assert state.check(PlayToOwnPole(state.hands[0][0])) == (
        "Your pole is full: it holds only 3 cards (the level-4 card is never covered).")
    assert not any(type(a) is PlayToOwnPole for a in state.legal_actions())


def test_own_pole_is_a_whole_play_action():
    state = hand_state(level=3, hand=3)
    state.apply(PlayCard(state.hands[0][0], 0))
    assert state.check(PlayToOwnPole(state.hands[0][0])) == (
        "A card on your own pole is a whole play action; you have already played onto a "
        "festival pole this turn.")


def test_cannot_take_after_playing():
    state = hand_state(level=3, hand=3)
    state.apply(PlayCard(state.hands[0][0], 0))
    assert state.check(TakeCard(0)) == "You are playing cards this turn, so you cannot take cards now."


def test_done_is_refused_before_an_action():
    state = hand_state()
    assert state.check(Done()) == "First take or play a card (you may pass only when you can do neither)."


def test_pass_only_when_nothing_else_is_possible():
    state = hand_state()
    assert state.check(Pass()) == "You can still take or play a card, so you may not pass."
    rest = list(range(81))
    # empty hand, empty row, empty deck and discard: nothing to take or play
    state = build(poles=[[rest[:40]], [rest[40:]], []], row=[], deck=[])
    assert state.legal_actions() == [Pass()]
    assert state.check(Pass()) is None
    state.apply(Pass())
    assert state.current_player() == 1


def test_everyone_passing_ends_the_game():
    rest = list(range(81))
    state = build(poles=[[rest[:40]], [rest[40:]], []], row=[], deck=[])
    state.apply(Pass())
    state.apply(Pass())
    assert state.is_over() and state.current_player() is None


def test_rulebook_play_example():
    """Paula (level 4, play 2) closes pole 1 with its 5th card, then plays on pole 3's flag."""
    cards = Cards()
    pole1 = [[c] for c in cards.any(4)]
    pole2 = [[c] for c in cards.any(2)]
    state = build(3, poles=[pole1, pole2, [], []], own=[cards.any(3), [], []],
                  hands=[cards.any(3), [], []], row=cards.any(7), cards=cards)
    first, second = state.hands[0][:2]
    state.apply(PlayCard(first, 0))
    assert state.pole_closed(0) and state.step == "play"
    state.apply(PlayCard(second, 2))
    assert state.poles[2] == [[second]]
    assert state.current_player() == 1


def test_apply_leaves_state_unchanged_on_error():
    state = hand_state()
    before = state.to_position()
    with pytest.raises(IllegalAction) as error:
        state.apply(PlayCard(state.row[0], 0))
    assert str(error.value) == "That card is not in your hand."
    assert state.to_position() == before
