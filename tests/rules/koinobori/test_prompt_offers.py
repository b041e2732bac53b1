"""The prompt offers only what the rules allow now (play-test: with the hand at its limit the bar
still said "take up to 1 from the draw row", and with an empty hand it offered to play)."""
from game.rules.koinobori import PlayCard, PlayToOwnPole, TakeCard

from .helpers import Cards, build


def state_with(level=1, hand=0, row_len=7, ability=None, step="start", takes_left=0):
    cards = Cards()
    own = [cards.any(level - 1), []]
    return build(own=own, hands=[cards.any(hand), cards.any(1)], row=cards.any(row_len), cards=cards,
                 step=step, ability=ability, takes_left=takes_left)


def offers(state) -> tuple[bool, bool, bool]:
    legal = state.legal_actions()
    return (any(type(a) is TakeCard for a in legal), any(type(a) is PlayCard for a in legal),
            any(type(a) is PlayToOwnPole for a in legal))


def test_every_move_open_is_offered():
    state = state_with(level=1, hand=2)
    assert offers(state) == (True, True, True)
    assert state.prompt() == ("A: take up to 1 from the draw row, play up to 1 onto festival poles, "
                              "or put 1 card on your own pole.")


def test_a_full_hand_is_not_offered_a_take():
    state = state_with(level=1, hand=3)                         # limit 3
    assert offers(state) == (False, True, True)
    assert state.prompt() == "A: play up to 1 onto festival poles, or put 1 card on your own pole."


def test_an_empty_hand_is_offered_only_the_take():
    state = state_with(level=3, hand=0)
    assert offers(state) == (True, False, False)
    assert state.prompt() == "A: take up to 2 from the draw row."


def test_a_full_personal_pole_is_not_offered():
    state = state_with(level=4, hand=2)                         # 3 cards on it: full
    assert offers(state) == (True, True, False)
    assert state.prompt() == "A: take up to 2 from the draw row, or play up to 2 onto festival poles."
    full = state_with(level=4, hand=6)                          # and the hand at its limit (6)
    assert full.prompt() == "A: play up to 2 onto festival poles."


def test_the_take_offered_is_what_fits_under_the_hand_limit():
    state = state_with(level=2, hand=3)                         # take 2, but room for 1 (limit 4)
    assert state.take_limit() == 1
    assert state.prompt().startswith("A: take up to 1 from the draw row, ")
    short_row = state_with(level=3, hand=0, row_len=1)          # take 2, one card in the row
    assert short_row.prompt() == "A: take up to 1 from the draw row."


def test_a_take_ability_offers_what_fits():
    state = state_with(level=2, hand=3, step="ability", ability="take", takes_left=2)   # Take 2, room for 1
    assert state.prompt() == "A: take up to 1 card from the draw row, or stop."
