"""The solo game against the Croaker."""
from __future__ import annotations

from game.rules.base import AUTOMA
from game.rules.pondscape import CroakerTurn, Take
from game.rules.pondscape.data import CROAKER_CARDS, achievement

from .helpers import arrange, new_game, play_turn_plain


def test_croaker_deck_data():
    assert CROAKER_CARDS == ((1, 0), (2, 1), (0, 2), (2, 0), (1, 2), (0, 1))


def test_croaker_turn_moves_frog_by_its_total_and_removes_the_slot_card():
    s = new_game(1, seed=4)
    play_turn_plain(s, slot=2)                # the player's take moved the frog 2
    assert s.current_player() == AUTOMA
    index = s.croaker_deck[-1]
    moves, slot = CROAKER_CARDS[index]
    frog, card, top = s.frog, s.display[slot], s.deck[-1]
    reveals, turn = s.reveal_count, s.turn_id
    s.apply(CroakerTurn())
    assert s.frog == (frog + moves) % 5        # the total: the slot's movement card adds nothing
    assert s.croaker_taken == [card] and card not in s.hands[0]
    assert s.display[slot] == top
    assert s.croaker_last == {"turn": 1, "card": index, "moves": moves, "slot": slot, "frog_from": frog,
                              "frog_to": s.frog, "taken": card, "refill": top, "reshuffled": False}
    assert [e["type"] for e in s.events][0] == "croaker_card"
    assert "croaker_take" in [e["type"] for e in s.events]
    assert s.reveal_count > reveals and s.turn_id == turn + 1
    assert s.current_player() == 0 and s.phase == "take"


def test_croaker_deck_cycles_and_reshuffles_after_the_sixth_card():
    s = new_game(1, seed=11)
    flipped = []
    while not s.is_over():
        if s.current_player() == AUTOMA:
            s.apply(CroakerTurn())
            flipped.append(s.croaker_last["card"])
            assert s.croaker_last["reshuffled"] == (len(flipped) % 6 == 0)
            assert sorted(s.croaker_deck + s.croaker_flipped) == list(range(6))
        else:
            play_turn_plain(s)
    assert len(flipped) == 15 and s.croaker_turns == 15 and s.turns == [15]
    assert sorted(flipped[0:6]) == list(range(6)) and sorted(flipped[6:12]) == list(range(6))
    assert len(set(flipped[12:])) == 3
    assert len(s.croaker_taken) == 15
    assert "Solo achievement" in s.score_sheet().notes[-1]


def test_turns_alternate_player_first_fifteen_each():
    s = new_game(1, seed=3)
    seq = []
    while not s.is_over():
        seq.append("C" if s.current_player() == AUTOMA else "P")
        if seq[-1] == "C":
            s.apply(CroakerTurn())
        else:
            play_turn_plain(s)
    assert "".join(seq) == "PC" * 15


def test_croaker_with_an_empty_slot_takes_nothing():
    s = new_game(1, seed=4)
    play_turn_plain(s)
    slot = CROAKER_CARDS[s.croaker_deck[-1]][1]
    pos_display = list(s.display)
    pos_display[slot] = -1
    s = arrange(s, display=pos_display)
    taken_before = list(s.croaker_taken)
    # keep the slot empty: empty the deck into the player's hand first
    s.hands[0].extend(s.deck)
    s.deck.clear()
    s.apply(CroakerTurn())
    assert s.croaker_taken == taken_before and s.croaker_last["taken"] == -1


def test_achievement_levels():
    assert [achievement(x) for x in (0, 59, 60, 79, 80, 99, 100, 119, 120, 200)] == [
        "Tadpole", "Tadpole", "Froglet", "Froglet", "Pond Keeper", "Pond Keeper", "Marsh Guardian",
        "Marsh Guardian", "Pond Legend", "Pond Legend"]


def test_solo_score_sheet_notes_the_achievement():
    from .test_scoring import EXAMPLE, EXAMPLE_TUCKED
    s = new_game(1, seed=2)
    s = arrange(s, ponds={0: EXAMPLE}, tucked={0: EXAMPLE_TUCKED}, turns=[15],
                phase="over", croaker={**s.to_position()["croaker"], "turns": 15})
    sheet = s.score_sheet()
    assert sheet.total(0) == 114 and sheet.winners == [0]
    assert sheet.notes == ["Solo achievement: Marsh Guardian (100–119 points)."]
    assert s.solo_achievement() == "Marsh Guardian"


def test_take_is_refused_while_the_croaker_acts():
    s = new_game(1, seed=4)
    play_turn_plain(s)
    assert s.check(Take(0)) == "It is the Croaker's turn."


def test_the_round_during_the_croakers_turn_is_the_round_the_player_just_finished():
    s = new_game(1, seed=4)
    assert s.round_number() == 1
    play_turn_plain(s, slot=2)
    assert s.current_player() == AUTOMA and s.round_number() == 1   # not "round 2" yet
    s.apply(CroakerTurn())
    assert s.current_player() == 0 and s.round_number() == 2
