"""Reveal phase, placement, life cycles and flower beds."""
from game.rules.ladybird import (BeginTurn, Choose, Discard, Draft, FlowerBed, Invade, PassLeaf, PassReveal,
                                 PlaceCard, UseTile)
from game.rules.ladybird import data as D
from game.rules.ladybird.state import WRONG_STEP

from .helpers import COL, HQ, add_column, cid, new, pull, set_hand, set_pool, sound, start_turn


def test_setup_multiplayer():
    s = new(4, seed=3)
    assert [len(h) for h in s.hands] == [4, 4, 4, 4]
    assert len(s.pool) == 9 and all(c >= 0 for c in s.pool)
    assert len(s.orchard_row) == 3 and s.orchard_aphids == [2, 2, 2]
    assert [len(st) for st in s.stacks] == [6] * 8
    assert len(s.deck) == 128 - 16 - 9
    assert s.day == 1 and s.round == 1 and s.step == "choose"
    assert s.leaf == 0 and s.current_player() == 0
    sound(s)


def test_setup_solo_uses_two_rows_and_two_orchard_cards():
    s = new(1)
    assert len(s.pool) == 6 and s.pool_rows == 2
    assert len(s.orchard_row) == 2
    assert len(s.deck) == 128 - 4 - 6
    sound(s)


def test_random_first_player_comes_from_the_seed():
    firsts = {new(4, seed=k, first=None).leaf for k in range(30)}
    assert firsts == {0, 1, 2, 3}
    assert new(4, seed=5, first=None).leaf == new(4, seed=5, first=None).leaf


def test_choose_needs_a_card_from_your_hand():
    s = new(2)
    other = s.hands[1][0]
    assert s.check(Choose(other)) == "That card is not in your hand."
    assert s.check(Choose(s.hands[0][0])) is None or D.IS_HARLEQUIN[s.hands[0][0]]


def test_wrong_step_reasons():
    s = new(2)
    assert s.check(Draft(0)) == WRONG_STEP["choose"]
    assert s.check(UseTile(1, "")) == WRONG_STEP["choose"]
    start_turn(s, 0, "garden")
    assert s.check(Choose(s.hands[0][0])) == "First choose a garden tile to use."


def test_reveal_is_secret_then_simultaneous():
    s = new(2)
    a, b = cid("red", "egg"), cid("blue", "larva")
    set_hand(s, 0, [a, cid("red", "larva"), cid("red", "pupa"), cid("red", "adult")])
    set_hand(s, 1, [b, cid("blue", "egg"), cid("blue", "pupa"), cid("blue", "adult")])
    turn, reveals = s.turn_id, s.reveal_count
    s.apply(Choose(a))
    assert s.current_player() == 1 and s.turn_id == turn + 1
    assert s.view(1)["seats"][0]["revealed"] == "hidden"
    assert s.view(0)["seats"][0]["revealed"] == a
    assert s.reveal_count == reveals
    assert "red" not in " ".join(s.log[-1:])
    lines = len(s.log)
    s.apply(Choose(b))
    assert s.reveal_count == reveals + 1
    # one log entry a seat, in turn order (one entry for all ran taller than the log panel)
    assert s.log[lines + 1:lines + 3] == [f"{s.players[0]} reveals {D.a(D.card_name(a))}.",
                                      f"{s.players[1]} reveals {D.a(D.card_name(b))}."]
    # the first player's card is placed by Ann's own automatic step (never inside Ben's choice)
    assert s.step == "begin" and s.current_player() == 0 and s.cols[0][COL["red"]] == []
    assert s.legal_actions() == [BeginTurn()] and s.forced_action() == BeginTurn()
    assert s.check(Draft(0)) == WRONG_STEP["begin"]
    sound(s)
    s.apply(BeginTurn())
    assert s.forced_action() is None
    # Ben's waits face up
    assert s.cols[0][COL["red"]] == [a] and s.order[0] == [COL["red"]]
    assert s.view(0)["seats"][1]["revealed"] == b
    assert s.step == "draft" and s.current_player() == 0 and s.unlocked_stage() == "larva"
    sound(s)


def test_new_columns_go_beside_the_existing_ones():
    s = new(2)
    add_column(s, 0, "green", [cid("green", "egg")])
    card = cid("purple", "pupa")
    set_hand(s, 0, [card])
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))
    s.apply(PlaceCard(card))
    assert s.order[0] == [COL["green"], COL["purple"]]
    same = cid("purple", "egg")
    s.hands[0].append(pull(s, same))
    s.used[0][0] = False
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))
    s.apply(PlaceCard(same))
    assert s.cols[0][COL["purple"]] == [card, same] and len(s.order[0]) == 2
    sound(s)


def test_harlequin_needs_a_column_to_invade():
    s = new(2)
    set_hand(s, 0, [HQ[0], cid("red", "egg")])
    assert s.check(Choose(HQ[0])) == "A harlequin needs another player's column to invade, and no one has one."
    assert Choose(HQ[0]) not in s.legal_actions()
    add_column(s, 0, "blue", [cid("blue", "egg")])  # your own column does not count
    assert s.check(Choose(HQ[0])) is not None
    add_column(s, 1, "blue", [cid("blue", "larva")])
    assert s.check(Choose(HQ[0])) is None and Choose(HQ[0]) in s.legal_actions()


def test_pass_reveal_only_without_a_revealable_card():
    s = new(2)
    set_hand(s, 0, [HQ[0], HQ[1]])
    assert s.legal_actions() == [PassReveal()]
    set_hand(s, 0, [HQ[0], cid("red", "egg")])
    assert s.check(PassReveal()) == "You have a card you can reveal."
    set_hand(s, 0, [HQ[0]])
    s.apply(PassReveal())
    s.apply(Choose(s.hands[1][0]) if not D.IS_HARLEQUIN[s.hands[1][0]] else PassReveal())
    assert f"{s.players[0]} reveals nothing." in s.log
    assert s.current_player() == 0 and s.step == "garden"  # nothing placed, nothing drafted
    sound(s)


def test_life_cycle_card_once_per_column():
    s = new(2)
    add_column(s, 0, "blue", [cid("blue", "egg"), cid("blue", "larva"), cid("blue", "pupa")])
    adult, adult2 = cid("blue", "adult"), cid("blue", "adult", "eyed")
    set_hand(s, 0, [adult, adult2])
    start_turn(s, 0, "garden")
    assert s.lc[0][COL["blue"]] == -1
    s.apply(UseTile(1, ""))
    s.apply(PlaceCard(adult))
    lc = s.lc[0][COL["blue"]]
    assert lc >= 0 and D.LIFECYCLE_COLOUR[lc] == COL["blue"]
    assert len(s.lifecycle_supply[COL["blue"]]) == 3
    s.used[0][0] = False
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))
    s.apply(PlaceCard(adult2))
    assert s.lc[0][COL["blue"]] == lc and len(s.lifecycle_supply[COL["blue"]]) == 3
    sound(s)


def test_incomplete_life_cycle_earns_nothing():
    s = new(2)
    add_column(s, 0, "blue", [cid("blue", "egg"), cid("blue", "larva"), cid("blue", "larva", "eyed")])
    card = cid("blue", "egg", "eyed")
    set_hand(s, 0, [card])
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))
    s.apply(PlaceCard(card))
    assert s.lc[0][COL["blue"]] == -1


def _four_columns(s, p, height):
    stages = ["egg", "larva", "pupa", "adult"]
    for colour in ("red", "blue", "orange", "green"):
        add_column(s, p, colour, [cid(colour, stages[k]) for k in range(height)])


def test_completing_a_row_earns_a_flower_bed_on_a_chosen_column():
    s = new(2)
    _four_columns(s, 0, 1)
    card = cid("purple", "egg")
    set_hand(s, 0, [card])
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))
    s.apply(PlaceCard(card))
    assert s.step == "flowerbed" and s.current_player() == 0
    assert s.legal_actions() == [FlowerBed(c) for c in D.COLOURS]
    assert s.check(FlowerBed("pink")) == "There is no such colour."
    s.apply(FlowerBed("green"))
    assert s.fb[0][COL["green"]] >= 0 and len(s.flowerbed_supply) == 15
    assert s.step == "draft" and s.unlocked_stage() == "larva"
    sound(s)


def test_each_completed_row_earns_another_flower_bed_but_one_per_column():
    s = new(2)
    _four_columns(s, 0, 2)
    add_column(s, 0, "purple", [cid("purple", "egg")])
    s.fb[0][COL["red"]] = s.flowerbed_supply.pop()  # row 1 was completed earlier
    card = cid("purple", "larva")
    set_hand(s, 0, [card])
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))
    s.apply(PlaceCard(card))
    assert s.step == "flowerbed"
    assert s.check(FlowerBed("red")) == "That column already has a flower bed; a column holds only one."
    assert FlowerBed("red") not in s.legal_actions() and len(s.legal_actions()) == 4
    s.apply(FlowerBed("purple"))
    assert s.fb[0][COL["purple"]] >= 0 and s.unlocked_stage() == "pupa"


def test_flower_bed_needs_an_existing_column():
    s = new(2)
    start_turn(s, 0, "flowerbed", draft_stage=1)
    add_column(s, 0, "red", [cid("red", "egg")])
    assert s.check(FlowerBed("blue")) == "You have no blue column."


def test_no_flower_bed_when_every_column_has_one():
    s = new(2)
    _four_columns(s, 0, 1)
    add_column(s, 0, "purple", [cid("purple", "egg")])
    for c in range(5):
        s.fb[0][c] = s.flowerbed_supply.pop()
    for colour in ("red", "blue", "orange", "green"):
        add_column(s, 0, colour, [cid(colour, "larva")])
    card = cid("purple", "larva")
    set_hand(s, 0, [card])
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))
    s.apply(PlaceCard(card))
    assert s.step == "draft" and "every column already has a flower bed" in s.log[-1]
    sound(s)


def test_rose_garden_place_then_draft_then_turn_ends():
    s = new(2)
    egg = cid("red", "egg")
    set_hand(s, 0, [HQ[0], egg])
    larva = cid("orange", "larva")
    set_pool(s, [larva, cid("orange", "pupa"), cid("orange", "egg"),
                 cid("green", "egg"), cid("green", "pupa"), cid("green", "adult"),
                 cid("purple", "egg"), cid("purple", "pupa"), cid("purple", "adult")])
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))
    assert s.step == "place" and s.legal_actions() == [PlaceCard(egg)]
    assert s.check(PlaceCard(HQ[0])) == "A harlequin can only be played in the reveal phase."
    assert s.check(PlaceCard(cid("blue", "egg"))) == "That card is not in your hand."
    s.apply(PlaceCard(egg))
    assert s.legal_actions() == [Draft(0)]
    turn = s.turn_id
    s.apply(Draft(0))
    assert larva in s.hands[0] and s.turn_id == turn + 1 and s.current_player() == 1
    sound(s)


def test_rose_garden_with_only_harlequins_does_nothing():
    s = new(2)
    set_hand(s, 0, [HQ[0]])
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))
    assert s.current_player() == 1 and s.used[0][0]
    assert "no card to place" in " ".join(s.log[-3:])


def test_hand_limit_discard_and_leaf_passes():
    s = new(2)
    six = [cid("red", st) for st in ("egg", "larva", "pupa", "adult")] + [cid("blue", "egg"), cid("blue", "larva")]
    set_hand(s, 0, six)
    set_hand(s, 1, [HQ[0]])
    start_turn(s, 1, "garden")
    s.apply(UseTile(1, ""))  # Ben has nothing to place: round over
    assert s.step == "discard" and s.current_player() == 0
    assert s.prompt() == "Ann: discard 2 cards (hand limit 4)."
    assert s.check(Discard(cid("green", "egg"))) == "That card is not in your hand."
    assert s.check(UseTile(1, "")) == WRONG_STEP["discard"]
    assert s.legal_actions() == [Discard(c) for c in sorted(six)]
    s.apply(Discard(six[0]))
    assert s.step == "discard"
    s.apply(Discard(six[1]))
    assert len(s.hands[0]) == 4 and six[0] in s.discard and six[1] in s.discard
    # the round's end is the new leaf holder's automatic step, not part of Ann's discard
    assert s.step == "leaf" and s.current_player() == 1 and s.leaf == 0
    assert s.legal_actions() == [PassLeaf()] and s.forced_action() == PassLeaf()
    sound(s)
    s.apply(PassLeaf())
    # day 1 had one round: day 2 starts, the leaf moved on, tiles are fresh
    assert s.step == "choose" and s.day == 2 and s.round == 1
    assert s.leaf == 1 and s.current_player() == 1 and s.used == [[False] * 5, [False] * 5]
    sound(s)


def test_days_have_one_to_five_rounds():
    s = new(2)
    s.day, s.round = 3, 2
    set_hand(s, 0, [HQ[0]])
    set_hand(s, 1, [HQ[1]])
    s.used = [[True, True, False, False, False], [True, True, False, False, False]]
    start_turn(s, 0, "garden")
    s.apply(UseTile(3, ""))
    s.apply(UseTile(3, "")) if s.step == "garden" else None
    while s.step != "choose":
        s.apply(s.legal_actions()[-1])
    assert (s.day, s.round) == (3, 3)
    assert s.used[0][2] and s.used[1][2]  # same day: tiles stay used


def test_game_ends_after_day_five_without_discards():
    s = new(2)
    s.day, s.round = 5, 5
    s.used = [[True, True, True, True, False], [True, True, True, True, False]]
    six = [cid("red", st) for st in ("egg", "larva", "pupa", "adult")] + [cid("blue", "egg"), cid("blue", "larva")]
    set_hand(s, 0, six)
    start_turn(s, 0, "garden")
    s.apply(UseTile(5, "A"))
    assert s.current_player() == 1
    s.apply(UseTile(5, "A"))
    assert s.is_over() and s.current_player() is None and s.legal_actions() == []
    assert s.check(UseTile(5, "A")) == "The game is over."
    assert s.prompt() == "The game is over."
    sound(s)


def test_invade_requires_a_victim_column():
    s = new(3)
    add_column(s, 1, "blue", [cid("blue", "egg"), cid("blue", "larva")])
    add_column(s, 0, "red", [cid("red", "egg")])
    add_column(s, 2, "red", [cid("red", "larva"), HQ[1]])
    start_turn(s, 0, "invade")
    s.revealed[0] = HQ[0]
    s.hands[0].remove(HQ[0]) if HQ[0] in s.hands[0] else None
    for pile in (s.deck, s.discard, *s.hands[1:]):
        if HQ[0] in pile:
            pile.remove(HQ[0])
    if HQ[0] in s.pool:
        s.pool[s.pool.index(HQ[0])] = s.deck.pop()
    sound(s)
    assert s.legal_actions() == [Invade(1, "blue")]
    assert s.check(Invade(0, "red")) == "A harlequin must invade another player's garden."
    assert s.check(Invade(1, "red")) == "Ben has no red column."
    assert s.check(Invade(2, "red")) == "The top card of that column is already a harlequin; it stays there."
    assert s.check(Invade(7, "red")) == "There is no such player."
    assert s.check(Invade(1, "gold")) == "There is no such colour."


def test_what_each_seat_revealed_stays_public_until_the_round_ends():
    """The rules keep the round's reveal ('shown'), so every seat's table can show it after the
    cards have gone to their columns; it is nobody's secret once everyone has chosen."""
    import random

    from game.rules.ladybird.state import LadybirdState

    s = new(3, seed=4)
    chosen = {}
    for _ in range(3):
        p = s.current_player()
        assert s.shown == [None, None, None] and s.view(p)["seats"][p]["shown"] is None
        card = next(c for c in s.hands[p] if s.check(Choose(c)) is None)
        s.apply(Choose(card))
        chosen[p] = card
    assert s.shown == [chosen[0], chosen[1], chosen[2]]
    assert [seat["shown"] for seat in s.view(1)["seats"]] == s.shown   # the same for every viewer
    while s.forced_action() is not None:   # the first seat's own automatic step
        s.apply(s.forced_action())
    assert s.revealed[s.leaf] is None or D.IS_HARLEQUIN[s.revealed[s.leaf]]   # the first already played
    again = LadybirdState.from_position(s.to_position())
    assert again.shown == s.shown
    old = s.to_position()
    for seat in old["seats"]:
        del seat["shown"]                        # a position written before the field existed
    assert LadybirdState.from_position(old).shown == [None, None, None]
    rng = random.Random(1)
    day, rnd = s.day, s.round
    while (s.day, s.round) == (day, rnd):
        s.apply(rng.choice(s.legal_actions()))
    assert s.step == "choose" and s.shown == [None, None, None]
    sound(s)
