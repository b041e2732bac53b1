"""Appendix I: the seven card abilities (optional, never on closed poles)."""
import pytest

from game.rules.base import IllegalAction

from game.rules.koinobori import (Done, MoveTop, PlayCard, Refresh, Steal, TakeCard,
                                  visible_tally)

from .helpers import DG, OR, PK, YG, Cards, build


def setup_with(ability, colour=None, *, poles=None, level=1, other_hand=2, hand_extra=1,
               row_len=7, n=2, deck=None):
    cards = Cards()
    for pole in poles or []:
        for space in pole:
            cards.used |= set(space)
    colours = {"stack": DG, "move": DG, "extra_play": DG, "take2": DG, "take1": OR,
               "steal": OR, "refresh": OR}
    card = cards.get(colour if colour is not None else colours[ability], ability=ability)
    own = [cards.any(level - 1)] + [[] for _ in range(n - 1)]
    hands = [sorted([card] + cards.any(hand_extra))] + [cards.any(other_hand) for _ in range(n - 1)]
    state = build(n, poles=poles, own=own, hands=hands, row=cards.any(row_len), deck=deck,
                  cards=cards)
    return state, card


# --- Stack -----------------------------------------------------------------------
def test_stack_covers_the_top_card():
    cards = Cards()
    below = cards.get(PK, YG)
    state, card = setup_with("stack", poles=[[[below]], [], []])
    assert state.check(PlayCard(card, 0, True)) is None
    assert state.play_targets(card) == [(0, False), (1, False), (2, False), (0, True)]
    state.apply(PlayCard(card, 0, True))
    assert state.poles[0] == [[below, card]]
    assert len(state.poles[0]) == 1  # the pole does not grow
    assert visible_tally(state.poles[0]) == [1, 0, 0, 0, 0, 0]  # covered carp do not count
    assert "stacks" in state.log[-1]


def test_stack_cannot_cover_a_flag():
    state, card = setup_with("stack")
    assert state.check(PlayCard(card, 0, True)) == (
        "There is no carp card on that pole to cover; a flag cannot be covered.")


def test_only_stack_cards_cover():
    state, card = setup_with("stack", poles=[[[40]], [], []])
    plain = next(c for c in state.hands[0] if c != card)
    assert state.check(PlayCard(plain, 0, True)) == "Only a card with the Stack icon can cover another card."


def test_stack_never_on_a_closed_pole():
    state, card = setup_with("stack", poles=[[[40], [41], [42], [43], [44]], [], []])
    assert state.check(PlayCard(card, 0, True)) == "That pole is closed: it already has 5 carp cards."


def test_stack_is_optional_a_stack_card_may_be_played_normally():
    state, card = setup_with("stack", poles=[[[40]], [], []])
    state.apply(PlayCard(card, 0))
    assert state.poles[0] == [[40], [card]]
    assert state.current_player() == 1


def test_stack_on_a_pole_of_four_keeps_it_open():
    state, card = setup_with("stack", poles=[[[40], [41], [42], [43]], [], []])
    state.apply(PlayCard(card, 0, True))
    assert len(state.poles[0]) == 4 and not state.pole_closed(0)


# --- Move ------------------------------------------------------------------------
def test_move_the_top_card_with_its_stack():
    state, card = setup_with("move", poles=[[[40], [41, 42]], [], [[43]]])
    state.apply(PlayCard(card, 2))
    assert state.step == "ability" and state.ability == "move"
    assert state.prompt().startswith("A: Move")
    assert state.done_label() == "Skip ability"
    assert state.move_sources() == [0, 2]
    state.apply(MoveTop(0, 1))
    assert state.poles[0] == [[40]] and state.poles[1] == [[41, 42]]
    assert state.current_player() == 1  # the moved card triggers nothing


def test_move_may_move_the_card_just_played():
    state, card = setup_with("move", poles=[[[40]], [], []])
    state.apply(PlayCard(card, 0))
    assert state.check(MoveTop(0, 1)) is None


def test_move_refusals():
    state, card = setup_with("move", poles=[[[40]], [[41], [42], [43], [44], [45]], []])
    assert state.check(MoveTop(0, 2)) == "No Move ability is waiting to be used."
    state.apply(PlayCard(card, 0))
    assert state.check(MoveTop(0, 0)) == "Move the card to a different pole."
    assert state.check(MoveTop(0, 1)) == "The pole you move to is closed: it has no free space."
    assert state.check(MoveTop(1, 2)) == "The pole you move from is closed; abilities never touch closed poles."
    assert state.check(MoveTop(2, 0)) == "That pole has no carp card to move; flags stay where they are."
    assert state.check(MoveTop(0, 7)) == "There is no such festival pole."
    assert state.check(PlayCard(state.hands[0][0], 2)) == "First use or skip the Move ability."


def test_move_is_optional():
    state, card = setup_with("move", poles=[[[40]], [], []])
    state.apply(PlayCard(card, 1))
    state.apply(Done())
    assert state.poles[0] == [[40]] and state.poles[1] == [[card]]
    assert state.current_player() == 1
    assert "does not use the Move ability" in state.log[-1]


def test_move_that_completes_a_pole_closes_it():
    state, card = setup_with("move", poles=[[[40], [41], [42], [43]], [[44]], []])
    state.apply(PlayCard(card, 2))
    state.apply(MoveTop(1, 0))
    assert state.pole_closed(0)


def test_move_never_ends_the_game():
    """The source pole must be open and loses a card, so a move cannot complete every pole."""
    full = [[[40 + i] for i in range(5)], [[50 + i] for i in range(4)], [[60]]]
    state, card = setup_with("move", poles=full)
    state.apply(PlayCard(card, 2))
    state.apply(MoveTop(2, 1))
    assert state.pole_closed(1) and not state.is_over()
    assert state.poles[2] == [[60]]


def test_card_that_closes_a_pole_triggers_nothing():
    state, card = setup_with("move", poles=[[[40], [41], [42], [43]], [[44]], []])
    state.apply(PlayCard(card, 0))
    assert state.pole_closed(0) and state.ability is None
    assert state.current_player() == 1


def test_move_with_only_one_open_pole_has_no_effect():
    poles = [[[40 + i] for i in range(5)], [[50 + i] for i in range(5)], [[60]]]
    state, card = setup_with("move", poles=poles)
    state.apply(PlayCard(card, 2))
    assert state.ability is None and "no effect" in state.log[-1]


# --- Extra play ----------------------------------------------------------------------
def test_extra_play_allows_one_more_card():
    state, card = setup_with("extra_play", hand_extra=2)
    state.apply(PlayCard(card, 0))
    assert state.step == "play" and state.plays_left == 1  # level 1: play 1, +1
    state.apply(PlayCard(state.hands[0][0], 1))
    assert state.current_player() == 1


def test_extra_play_closing_a_pole_gives_nothing():
    state, card = setup_with("extra_play", poles=[[[40], [41], [42], [43]], [], []])
    state.apply(PlayCard(card, 0))
    assert state.current_player() == 1


# --- Take 2 / Take 1 ---------------------------------------------------------------------
def test_take2_takes_two_from_the_ends():
    state, card = setup_with("take2")
    row = list(state.row)
    state.apply(PlayCard(card, 0))
    assert state.ability == "take" and state.takes_left == 2
    assert state.check(TakeCard(3)) == ("Take cards only from either end of the draw row "
                                        "(anywhere only from level 4).")
    state.apply(TakeCard(0))
    assert state.done_label() == "Stop taking"
    state.apply(TakeCard(5))
    assert row[0] in state.hands[0] and row[6] in state.hands[0]
    assert state.current_player() == 1


def test_take2_at_level_4_from_anywhere_and_refill():
    state, card = setup_with("take2", level=4, row_len=4)
    row = list(state.row)
    state.apply(PlayCard(card, 0))
    state.apply(TakeCard(1))
    state.apply(Done())
    assert row[1] in state.hands[0]
    assert len(state.row) == 7 and state.row[:3] == [row[0], row[2], row[3]]
    assert state.step == "play"  # level 4 plays 2; one play left


def test_take1():
    state, card = setup_with("take1")
    row = list(state.row)
    state.apply(PlayCard(card, 0))
    assert state.ability == "take" and state.takes_left == 1
    state.apply(TakeCard(6))
    assert row[6] in state.hands[0] and state.current_player() == 1


def test_take_ability_is_optional():
    state, card = setup_with("take1")
    state.apply(PlayCard(card, 0))
    state.apply(Done())
    assert len(state.hands[0]) == 1 and state.current_player() == 1


def test_take_ability_stops_at_the_hand_limit():
    state, card = setup_with("take2", level=2, hand_extra=3)  # limit 4, 4 in hand
    state.apply(PlayCard(card, 0))
    assert state.ability == "take"
    state.apply(TakeCard(0))
    assert len(state.hands[0]) == 4
    assert state.current_player() == 1  # at the limit the second take does nothing


# --- Steal ---------------------------------------------------------------------------------
def test_steal_a_random_card():
    state, card = setup_with("steal", n=3)
    theirs = list(state.hands[2])
    reveals = state.reveal_count
    state.apply(PlayCard(card, 0))
    assert state.ability == "steal" and state.steal_targets() == [1, 2]
    state.apply(Steal(2))
    assert len(state.hands[2]) == 1 and len(state.hands[0]) == 2
    stolen = (set(theirs) - set(state.hands[2])).pop()
    assert stolen in state.hands[0]
    assert state.reveal_count == reveals + 1
    assert str(stolen) not in state.log[-1]


def test_steal_is_deterministic_from_the_seed():
    a, card = setup_with("steal")
    b, _ = setup_with("steal")
    for s in (a, b):
        s.apply(PlayCard(card, 0))
        s.apply(Steal(1))
    assert a.to_position() == b.to_position()


def test_steal_refusals():
    state, card = setup_with("steal", n=3, other_hand=0)
    state.hands[1] = [state.row.pop()]
    state.apply(PlayCard(card, 0))
    assert state.check(Steal(0)) == "Steal from another player, not from yourself."
    assert state.check(Steal(2)) == "C has no cards in hand."
    assert state.check(Steal(5)) == "There is no such player."


def test_steal_with_no_victim_has_no_effect():
    state, card = setup_with("steal", other_hand=0)
    state.apply(PlayCard(card, 0))
    assert state.ability is None and state.current_player() == 1


# --- Refresh ---------------------------------------------------------------------------
def test_refresh_replaces_the_row_and_takes_one():
    state, card = setup_with("refresh")
    old_row = list(state.row)
    state.apply(PlayCard(card, 0))
    assert state.ability == "refresh"
    state.apply(Refresh())
    assert state.discard[-7:] == old_row and len(state.row) == 7
    assert not set(state.row) & set(old_row)
    assert state.ability == "take" and state.takes_left == 1
    new_row = list(state.row)
    state.apply(TakeCard(0))
    assert new_row[0] in state.hands[0] and state.current_player() == 1


def test_refresh_reshuffles_the_discard_when_the_deck_runs_out():
    state, card = setup_with("refresh", deck=[])  # all other cards are in the discard pile
    assert state.deck == [] and state.discard
    state.apply(PlayCard(card, 0))
    state.apply(Refresh())
    assert len(state.row) == 7
    assert "shuffled" in " ".join(state.log)


def test_refresh_is_optional():
    state, card = setup_with("refresh")
    row = list(state.row)
    state.apply(PlayCard(card, 0))
    state.apply(Done())
    assert state.row == row and state.current_player() == 1


def test_the_take_after_a_refresh_is_not_optional():
    """The Refresh is optional, its take is not: 「その後、通常のルールに従ってカードを1枚取ります」
    (then take 1 card by the normal rules).  The program let the player stop instead (a rules
    audit); Done is refused with the reason, and the prompt says what is owed."""
    state, card = setup_with("refresh")
    state.apply(PlayCard(card, 0))
    state.apply(Refresh())
    assert Done() not in state.legal_actions() and state.done_label() is None
    assert state.check(Done()) == "After a Refresh you take 1 card from the new draw row."
    with pytest.raises(IllegalAction):
        state.apply(Done())
    assert state.prompt().endswith("take 1 card from the new draw row.")
    assert "takes a card from the new draw row" in state.public_prompt()
    assert set(state.legal_actions()) == {TakeCard(i) for i in state.takeable_indices()}
    state.apply(TakeCard(6))
    assert len(state.hands[0]) == 2 and state.current_player() == 1


def test_refresh_skipped_is_said_as_the_ability_not_used():
    state, card = setup_with("refresh")
    state.apply(PlayCard(card, 0))
    state.apply(Done())
    assert any("does not use the Refresh ability" in line for line in state.log)


@pytest.mark.parametrize("ability", ["move", "steal", "refresh", "take1"])
def test_abilities_wait_for_their_own_action(ability):
    state, card = setup_with(ability, poles=[[[40]], [], []])
    state.apply(PlayCard(card, 1))
    others = {"move": MoveTop(0, 2), "steal": Steal(1), "refresh": Refresh(), "take1": TakeCard(0)}
    for name, action in others.items():
        if name != ability:
            assert state.check(action) is not None
