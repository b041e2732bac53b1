"""One test per rule of a turn, legal and illegal side, with the reason a player is shown."""
from __future__ import annotations

import pytest

from game.rules.base import AUTOMA, IllegalAction, PositionError, Setup
from game.rules.pondscape import STATE_CLASS, BeginTurn, CroakerTurn, Done, Jump, Play, Take, Tuck, frog_foods
from game.rules.pondscape.data import BACK_LEAF, FRONT_LEAF, SPECIAL_TUCK

from .helpers import F, arrange, new_game

# Cards of the data file used below (see docs/rules/pondscape-deck.md).
PLAIN = 7          # horned frog, front: fly, no leaf; back: 3 points
PLAIN2 = 15        # red-eyed tree frog, no leaf; back: 4 points
FRONT_JUMP = 0     # horned frog, front leaf: jumping frog; back: butterfly, no leaf
FRONT_DRAW2 = 1    # horned frog, front leaf: draw 2; back: fly
BACK_JUMP = 3      # horned frog, front leaf draw 1; back: butterfly + jumping frog
FRONT_DRAW3 = 102  # reed bed habitat, front leaf: draw 3
DESERT_PLAIN = 77  # desert tree frog, special tuck, no leaf
DESERT_DRAW = 86   # desert tree frog, special tuck then draw 1


def test_card_facts_used_here():
    assert FRONT_LEAF[PLAIN] is None and BACK_LEAF[PLAIN] is None
    assert FRONT_LEAF[PLAIN2] is None and BACK_LEAF[PLAIN2] is None
    assert FRONT_LEAF[FRONT_JUMP] == "jump" and BACK_LEAF[FRONT_JUMP] is None
    assert FRONT_LEAF[FRONT_DRAW2] == "draw2" and BACK_LEAF[FRONT_DRAW2] is None
    assert BACK_LEAF[BACK_JUMP] == "jump"
    assert FRONT_LEAF[FRONT_DRAW3] == "draw3"
    assert SPECIAL_TUCK[DESERT_PLAIN] == 2 and FRONT_LEAF[DESERT_PLAIN] is None
    assert SPECIAL_TUCK[DESERT_DRAW] == 2 and FRONT_LEAF[DESERT_DRAW] == "draw1"


# --- setup ---------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup(players):
    s = new_game(players, seed=5, first=None)
    assert len(s.deck) == 120 - 3 - 3 * players
    assert all(c >= 0 for c in s.display)
    assert [len(h) for h in s.hands] == [3] * players
    assert s.frog == 0 and frog_foods(0) == (F["fly"], F["cricket"])
    assert s.phase == "take" and s.current_player() in range(players)
    if players == 1:
        assert s.current_player() == 0 and sorted(s.croaker_deck) == list(range(6))


def test_setup_rejects_player_counts():
    with pytest.raises(ValueError):
        STATE_CLASS.new(Setup("pondscape", ()), 1)
    with pytest.raises(ValueError):
        STATE_CLASS.new(Setup("pondscape", tuple("ABCDE")), 1)


def test_first_player_random_comes_from_seed():
    firsts = {new_game(4, seed=s, first=None).current for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(4, seed=3, first=None).current == new_game(4, seed=3, first=None).current
    assert new_game(3, seed=3, first=2).current == 2


# --- step 1-3: take, move the frog, refill ------------------------------------------
def test_take_moves_frog_by_the_slot_movement_card_and_refills_in_place():
    for slot, expected_frog in ((0, 0), (1, 1), (2, 2)):
        s = new_game()
        taken, top = s.display[slot], s.deck[-1]
        reveals = s.reveal_count
        s.apply(Take(slot))
        assert taken in s.hands[0] and s.frog == expected_frog
        assert s.display[slot] == top and s.reveal_count == reveals + 1
        assert s.phase == "play"


def test_frog_wraps_from_spider_fly_to_fly_cricket():
    s = arrange(new_game(), frog=4)
    assert frog_foods(4) == (F["spider"], F["fly"])
    s.apply(Take(1))
    assert s.frog == 0
    s = arrange(new_game(), frog=4)
    s.apply(Take(2))
    assert s.frog == 1


def test_take_illegal():
    s = new_game()
    assert s.check(Take(3)) == "The display has three slots: under movement cards 0, 1 and 2."
    s = arrange(s, display=[-1, s.display[1], s.display[2]])
    assert s.check(Take(0)) == "That display slot is empty."
    assert Take(0) not in s.legal_actions() and Take(1) in s.legal_actions()
    s.apply(Take(1))
    assert s.check(Take(2)) == "You already took a card this turn."
    with pytest.raises(IllegalAction, match="already took"):
        s.apply(Take(2))


# --- step 4: play a card -------------------------------------------------------------
def test_play_anywhere_face_up_or_down():
    s = arrange(new_game(), hands={0: [PLAIN, PLAIN2]})
    assert s.check(Play(PLAIN, 14, False)) == "First take a card from the display."
    s.apply(Take(0))
    # Not next to anything and not from a corner: any empty space is fine.
    assert s.check(Play(PLAIN, 7, False)) is None and s.check(Play(PLAIN, 7, True)) is None
    s.apply(Play(PLAIN, 7, False))
    assert s.ponds[0][7] == PLAIN and s.downs[0][7] is False
    assert s.current == 1 and s.turns == [1, 0]


def test_play_illegal():
    s = arrange(new_game(), hands={0: [PLAIN, PLAIN2]}, ponds={0: {4: (FRONT_JUMP, True)}}, turns=[1, 1])
    s.apply(Take(0))
    assert s.check(Play(FRONT_DRAW2, 3, False)) == "That card is not in your hand."
    assert s.check(Play(PLAIN, 4, False)) == "That pond space is taken: a placed card never moves."
    assert s.check(Play(PLAIN, 15, False)) == "Your pond has 15 spaces: 3 rows of 5."
    assert s.check(Play(PLAIN, -1, True)) == "Your pond has 15 spaces: 3 rows of 5."
    before = s.to_position()
    with pytest.raises(IllegalAction):
        s.apply(Play(PLAIN, 4, False))
    assert s.to_position() == before  # unchanged on error


def test_face_down_uses_the_water_side_only():
    # FRONT_JUMP face down: its back has no leaf, so the turn simply ends.
    s = arrange(new_game(), hands={0: [FRONT_JUMP]})
    s.apply(Take(0))
    s.apply(Play(FRONT_JUMP, 0, True))
    assert s.current == 1 and s.phase == "take"
    # BACK_JUMP face down: its back's jumping-frog effect fires (not its front's draw 1).
    s = arrange(new_game(), hands={0: [BACK_JUMP]})
    s.apply(Take(0))
    hand = len(s.hands[0])
    s.apply(Play(BACK_JUMP, 0, True))
    assert s.phase == "jump" and len(s.hands[0]) == hand - 1


# --- effects -------------------------------------------------------------------------
def test_draw_effects_draw_that_many():
    s = arrange(new_game(), hands={0: [FRONT_DRAW2]})
    s.apply(Take(0))
    top2 = s.deck[-2:]
    reveals = s.reveal_count
    s.apply(Play(FRONT_DRAW2, 0, False))
    assert len(s.hands[0]) == 3 and set(top2) <= set(s.hands[0])
    assert s.reveal_count == reveals + 1 and s.current == 1
    s = arrange(new_game(), hands={0: [FRONT_DRAW3]})
    s.apply(Take(0))
    s.apply(Play(FRONT_DRAW3, 0, False))
    assert len(s.hands[0]) == 4


def test_draw_from_a_short_deck_draws_what_is_left():
    s = arrange(new_game(), hands={0: [FRONT_DRAW3]})
    pos = s.to_position()
    pos["hands"][1] += pos["deck"][:-4]     # park most of the deck in Ben's hand
    pos["deck"] = pos["deck"][-4:]
    s = STATE_CLASS.from_position(pos)
    s.apply(Take(0))                        # refill takes one: 3 left
    s.apply(Play(FRONT_DRAW3, 0, False))
    assert len(s.deck) == 0 and len(s.hands[0]) == 1 + 3
    assert "The pond deck is empty." not in s.log[-1]
    s2 = STATE_CLASS.from_position(pos)
    s2.apply(Take(0))
    s2.deck.pop()                           # one fewer than needed
    s2.hands[1].append(pos["deck"][-2])
    s2.apply(Play(FRONT_DRAW3, 0, False))
    assert len(s2.hands[0]) == 1 + 2 and s2.log[-1].endswith("The pond deck is empty.")


def test_jumping_frog_action_then_tuck_under_the_two_straddled_foods():
    s = arrange(new_game(), hands={0: [FRONT_JUMP, PLAIN, PLAIN2, 20]})
    s.apply(Take(0))
    s.apply(Play(FRONT_JUMP, 0, False))
    assert s.phase == "jump" and s.prompt() == "Move the jumping frog 1 or 2 borders forward."
    assert s.legal_actions() == [Jump(1), Jump(2)]
    assert s.check(Jump(3)) == "The jumping frog moves 1 or 2 borders forward."
    assert s.check(Tuck(PLAIN, 0)) == "Move the jumping frog 1 or 2 borders forward first."
    assert s.check(Play(PLAIN, 3, False)).startswith("You already played a card this turn")
    s.apply(Jump(2))
    assert s.frog == 2 and s.jump_foods == [F["dragonfly"], F["butterfly"]]
    assert s.tuck_foods() == [F["dragonfly"], F["butterfly"]]
    assert s.check(Tuck(PLAIN, F["fly"])) == ("The jumping frog straddles the dragonfly and the butterfly: "
                                              "tuck only under those.")
    assert s.check(Tuck(FRONT_DRAW2, F["dragonfly"])) == "That card is not in your hand."
    s.apply(Tuck(PLAIN, F["dragonfly"]))
    assert s.check(Tuck(PLAIN2, F["dragonfly"])) == "You already tucked a card under your dragonfly in this jump."
    assert s.current == 0 and s.phase == "jump_tuck"
    s.apply(Tuck(PLAIN2, F["butterfly"]))      # both foods used: the turn ends
    assert s.tucked[0][F["dragonfly"]] == [PLAIN] and s.tucked[0][F["butterfly"]] == [PLAIN2]
    assert s.current == 1 and s.turns[0] == 1


def test_jump_tuck_is_optional():
    s = arrange(new_game(), hands={0: [FRONT_JUMP, PLAIN]})
    s.apply(Take(0))
    s.apply(Play(FRONT_JUMP, 0, False))
    s.apply(Jump(1))
    assert Done() in s.legal_actions()
    s.apply(Done())
    assert s.current == 1 and sum(len(t) for t in s.tucked[0]) == 0


def test_jump_with_an_empty_hand_ends_the_turn():
    s = arrange(new_game(), hands={0: []}, display=[FRONT_JUMP, PLAIN, PLAIN2])
    s.apply(Take(0))
    s.apply(Play(FRONT_JUMP, 0, False))
    s.apply(Jump(1))
    assert s.current == 1 and s.frog == 1


def test_desert_tree_frog_special_tuck_then_leaf():
    s = arrange(new_game(), hands={0: [DESERT_DRAW, PLAIN, PLAIN2, 20]})
    s.apply(Take(0))
    s.apply(Play(DESERT_DRAW, 0, False))
    assert s.phase == "special_tuck" and s.tucks_left == 2 and s.tuck_foods() == [0, 1, 2, 3, 4]
    assert s.check(Tuck(PLAIN, 9)) == "There is no such food card."
    assert s.check(Jump(1)) == "Finish the desert tree frog's special tuck first."
    s.apply(Tuck(PLAIN, F["spider"]))       # any food, not only the frog's straddled pair
    hand = len(s.hands[0])
    s.apply(Tuck(PLAIN2, F["fly"]))         # second card to a different food: then the leaf (draw 1)
    assert s.tucked[0][F["spider"]] == [PLAIN] and s.tucked[0][F["fly"]] == [PLAIN2]
    assert len(s.hands[0]) == hand - 1 + 1 and s.current == 1


def test_special_tuck_may_stop_early_and_is_skipped_face_down():
    s = arrange(new_game(), hands={0: [DESERT_PLAIN, PLAIN]})
    s.apply(Take(0))
    s.apply(Play(DESERT_PLAIN, 0, False))
    s.apply(Done())
    assert s.current == 1 and sum(len(t) for t in s.tucked[0]) == 0
    s = arrange(new_game(), hands={0: [DESERT_PLAIN, PLAIN]})
    s.apply(Take(0))
    s.apply(Play(DESERT_PLAIN, 0, True))    # a water card is never a frog: no special tuck
    assert s.phase != "special_tuck"


def test_tuck_and_done_outside_a_tuck():
    s = arrange(new_game(), hands={0: [PLAIN]})
    assert s.check(Tuck(PLAIN, 0)) == ("You may tuck cards only during a jumping-frog action or a desert "
                                       "tree frog's special tuck.")
    assert s.check(Done()) == "There is no tuck to finish."
    assert s.check(Jump(1)) == "The jumping frog moves only when a card's effect tells it to."


# --- turns, rounds, end --------------------------------------------------------------
def test_turn_id_and_turn_order():
    s = arrange(new_game(3, first=2), hands={2: [PLAIN]})
    assert s.current == 2
    t = s.turn_id
    s.apply(Take(0))
    assert s.turn_id == t
    s.apply(Play(PLAIN, 0, True))
    assert s.turn_id == t + 1 and s.current == 0


def test_game_ends_after_fifteen_rounds():
    s = new_game(2, seed=9)
    while not s.is_over():
        acts = s.legal_actions()
        s.apply(acts[-1] if s.phase in ("special_tuck", "jump_tuck") else acts[0])
    assert s.turns == [15, 15]
    assert all(c >= 0 for pond in s.ponds for c in pond)
    assert s.current_player() is None and s.legal_actions() == []
    assert s.check(Take(0)) == "The game is over."
    assert s.prompt() == "The game is over."


def test_croaker_action_refused_in_multiplayer():
    s = new_game(2)
    assert s.check(CroakerTurn()) == "The Croaker plays only in the solo game."


def test_empty_display_skips_the_take():
    s = arrange(new_game(), hands={0: [PLAIN]})
    pos = s.to_position()
    pos["hands"][1] += pos["deck"] + [c for c in pos["display"] if c >= 0]
    pos["deck"], pos["display"] = [], [-1, -1, -1]
    with pytest.raises(PositionError, match="display is empty"):
        STATE_CLASS.from_position(pos)
    pos["phase"] = "play"
    s = STATE_CLASS.from_position(pos)
    s.apply(Play(PLAIN, 0, False))          # Ann's turn: only play
    # Ben's turn begins with an empty display: his own automatic step, not part of Ann's move
    assert s.current == 1 and s.phase == "begin" and s.forced_action() == BeginTurn()
    assert s.legal_actions() == [BeginTurn()] and s.check(Take(0)) is not None
    assert not any("Ben" in line for line in s.log[-2:])
    s.apply(BeginTurn())
    assert s.current == 1 and s.phase == "play" and "Ben" in s.log[-1]
    assert s.legal_take_slots() == [] and len(s.legal_cells()) == 15


def test_no_card_at_all_passes():
    s = arrange(new_game(), hands={0: [PLAIN]})
    pos = s.to_position()
    pos["hands"][1] += pos["deck"] + [c for c in pos["display"] if c >= 0]
    pos["deck"], pos["display"] = [], [-1, -1, -1]
    pos["hands"][0] = []
    pos["hands"][1].append(PLAIN)
    pos["current"], pos["first_player"], pos["phase"] = 1, 1, "play"   # Ben starts the round
    s = STATE_CLASS.from_position(pos)
    s.apply(Play(PLAIN, 0, False))          # Ben's turn ends; Ann has nothing to take or play
    assert s.current == 0 and s.phase == "begin"
    s.apply(BeginTurn())                    # Ann's automatic step: she passes
    assert s.forced_action() == BeginTurn() and s.current == 1
    s.apply(BeginTurn())
    assert s.turns == [1, 1] and s.current == 1 and any("Ann has no card" in line for line in s.log[-3:])


def test_solo_automa_turn_shape():
    s = arrange(new_game(1), hands={0: [PLAIN]})
    s.apply(Take(0))
    s.apply(Play(PLAIN, 0, True))
    assert s.current_player() == AUTOMA and s.legal_actions() == [CroakerTurn()]
    assert s.check(Take(0)) == "It is the Croaker's turn."
    assert s.prompt() == "The Croaker takes its turn."
    s.apply(CroakerTurn())
    assert s.current_player() == 0 and s.check(CroakerTurn()) == "The Croaker plays after your turn."


def test_check_matches_apply_for_every_listed_action():
    s = new_game(3, seed=2)
    for action in s.legal_actions():
        assert s.check(action) is None


def test_the_last_card_of_the_game_still_resolves_its_leaf():
    """The game ends once the last player's 15th turn is over, not the moment its card lands
    (docs/rules/pondscape.md, Decisions): a draw-3 habitat played as the game's last card still
    draws, and those cards count in the tie-break on cards left in hand (a rules audit)."""
    from game.rules.pondscape.data import IS_HABITAT

    draw3, habitat = 102, 96
    assert FRONT_LEAF[draw3] == "draw3" and IS_HABITAT[draw3] and IS_HABITAT[habitat]
    s = arrange(new_game(2), hands={0: [7, 15, 20], 1: [draw3]}, ponds={0: {0: (habitat, False)}},
                turns=[15, 14], current=1)
    s.apply(Take(0))
    s.apply(Play(draw3, 0, False))     # Ben's 15th card, the last of the game
    assert s.is_over()
    assert [len(h) for h in s.hands] == [3, 4]      # Ben drew 3 after his last card
    sheet = s.score_sheet()
    assert sheet.totals() == [3, 3] and sheet.winners == [1]   # tied on points: more cards in hand wins
