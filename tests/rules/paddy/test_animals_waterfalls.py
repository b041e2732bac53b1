"""2.2 Place Animals, returning animals, and 2.3 Place Waterfall."""
from game.rules.paddy import Done, PlaceAnimal, PlacePaddy, PlaceWaterfall, PlayEvent, ReturnAnimal
from game.rules.paddy.data import EVENT_CARDS, EVENT_TWO_PLAYER_REMOVED

from .helpers import (add_waterfall, after_draft, at_step, build, cell, give_event, give_hand, put,
                      set_animals, touch)


def placed_tile(n=2):
    """Player 0 has just placed a 4-plot tile on A1-B2 (bare board)."""
    s = after_draft(n)
    at_step(s, "paddy", 0)
    give_hand(s, 0, [4, 1], ["day", "night"])
    s.apply(PlacePaddy(4, "day", 4, 0, cell("A1")))
    return s


def test_animals_go_on_the_new_tile_from_the_reserve():
    s = placed_tile()
    assert s.check(PlaceAnimal(-1, cell("B2"))) is None
    put(s, 1, 0, cell("E5"))
    assert s.check(PlaceAnimal(-1, cell("E5"))) == "Animals go on the tile you just placed."
    assert s.check(PlaceAnimal(-1, cell("G7"))) == "Animals go on paddy tiles, not on the bare board."
    for _ in range(3):
        s.apply(PlaceAnimal(-1, cell("A1")))
    assert s.check(PlaceAnimal(-1, cell("A1"))) == "You have no animal in your reserve."
    assert s.animals_on(cell("A1")) == [3, 0]


def test_ties_created_by_a_tile_are_allowed():
    s = after_draft(2)
    build(s, ["1.1....."] + ["........"] * 7)
    set_animals(s, 0, [cell("A1")])
    set_animals(s, 1, [cell("C1")])
    at_step(s, "paddy", 0)
    give_hand(s, 0, [1, 1], ["day", "day"])
    assert s.check(PlacePaddy(1, "day", 1, 0, cell("B1"))) is None  # joins 1 vs 1
    s.apply(PlacePaddy(1, "day", 1, 0, cell("B1")))
    t = [t for t in s.terrace_list() if cell("A1") in t["cells"]][0]
    assert t["animals"] == [1, 1] and t["majority"] is None


def test_return_animals_any_time_of_your_turn_with_tie_rule():
    s = after_draft(2)
    build(s, ["11......"] + ["........"] * 7)
    set_animals(s, 0, [cell("A1"), cell("B1")])
    set_animals(s, 1, [cell("A1")])
    at_step(s, "paddy", 0)
    give_hand(s, 0, [1, 1], ["night", "night"])
    assert s.check(ReturnAnimal(cell("A1"))) == \
        "Tie rule: you would have 1 animal on the terrace of A1, as many as Ben."
    assert s.check(ReturnAnimal(cell("C1"))) == "You have no animal on that plot."
    s.animals[1] = [-1, -1, -1]
    s._ver += 1
    assert s.check(ReturnAnimal(cell("A1"))) is None
    s.apply(ReturnAnimal(cell("A1")))
    assert s.animals[0].count(-1) == 2


def high_tile(n=2):
    """Player 0 has just placed a 4-plot tile at level 4 on A1-B2: a waterfall can go there."""
    s = after_draft(n)
    build(s, ["333.....", "333....."] + ["........"] * 6)
    at_step(s, "paddy", 0)
    give_hand(s, 0, [4, 1], ["day", "night"])
    for cid in list(s.event_hands[0]):   # no Monsoon rains in hand: only level 4+ counts
        s.event_hands[0].remove(cid)
        s.event_box.append(cid)
    touch(s)
    s.apply(PlacePaddy(4, "day", 4, 0, cell("A1")))
    assert s.level[cell("A1")] == 4
    return s


def test_done_moves_from_animals_to_waterfall_to_next_turn():
    s = high_tile()
    assert s.check(Done()) is None
    s.apply(Done())
    assert s.step == "waterfall" and s.waterfall_skip_reason() is None
    turn, reveal = s.turn_id, s.reveal_count
    hand = len(s.paddy_hands[0])
    s.apply(Done())
    assert s.current == 1 and s.step == "paddy"
    assert s.turn_id == turn + 1 and s.reveal_count == reveal + 1
    assert len(s.paddy_hands[0]) == hand + 1 and len(s.dn_hands[0]) == hand + 1


def test_the_waterfall_step_is_skipped_when_no_waterfall_can_be_placed():
    """Skipped when every seat can tell: no plot of level 4+, and Ana has played her event card
    this cycle (she could not play Monsoon rains now whatever she holds)."""
    s = placed_tile()   # a level-1 tile: no plot of level 4 or higher anywhere
    s.event_used[0] = True
    touch(s)
    s.apply(Done())
    assert s.step == "draw"                                     # straight on to drawing
    assert s.log[-1] == ("Ana can place no waterfall (no free plot of level 4+ with a lower neighbour "
                         "or the board's edge, on a terrace without a waterfall).")
    assert not any(isinstance(a, PlaceWaterfall) for a in s.legal_actions())
    # the Done that ended the old step still ends the turn the same way (old saves replay)
    turn, reveal, hand = s.turn_id, s.reveal_count, len(s.paddy_hands[0])
    assert Done() in s.legal_actions()
    s.apply(Done())
    assert s.current == 1 and s.step == "paddy"
    assert s.turn_id == turn + 1 and s.reveal_count == reveal + 1 and len(s.paddy_hands[0]) == hand + 1


def test_without_monsoon_rains_but_with_event_cards_the_step_is_entered_and_says_why_only_done():
    """Others cannot tell whether Ana holds Monsoon rains (E) while she has an unplayed event
    card: the step is entered for her anyway, and her prompt says she can place no waterfall."""
    s = placed_tile()
    for cid in [c for c in s.event_hands[0] if EVENT_CARDS[c] == "E"]:
        s.event_hands[0].remove(cid)
        s.event_box.append(cid)
    assert s.event_hands[0]
    touch(s)
    before = len(s.log)
    s.apply(Done())
    assert s.step == "waterfall" and s.log[before:] == []
    assert s.legal_actions() == [Done()]
    assert s.prompt() == "No waterfall can be placed now: choose Done to draw cards and end your turn."
    s.apply(Done())
    assert s.current == 1 and s.step == "paddy"


def test_once_every_monsoon_rains_is_played_nobody_can_hold_it_and_the_step_is_skipped():
    s = placed_tile()
    for p in range(2):
        for cid in [c for c in s.event_hands[p] if EVENT_CARDS[c] == "E"]:
            s.event_hands[p].remove(cid)
            s.event_box.append(cid)
    assert s.event_hands[0]
    in_game = [c for c in range(len(EVENT_CARDS)) if EVENT_CARDS[c] == "E" and not EVENT_TWO_PLAYER_REMOVED[c]]
    for cid in in_game:                                         # (a two-player game has one E)
        s.event_box.remove(cid)
        s.event_played.append(cid)
    touch(s)
    s.apply(Done())
    assert s.step == "draw"


def test_monsoon_rains_in_hand_keeps_the_step_open_at_any_level():
    s = placed_tile()
    give_event(s, 0, "E")
    s.apply(Done())
    assert s.step == "waterfall"                                # E would let it go on level 1
    s.apply(PlayEvent("E"))
    assert any(isinstance(a, PlaceWaterfall) for a in s.legal_actions())


def test_an_empty_reserve_skips_the_step_and_says_so():
    s = high_tile()
    s.wf_reserve[0] = 0
    s.wf_box += 2
    touch(s)
    s.apply(Done())
    assert s.step == "draw" and s.log[-1] == "Ana can place no waterfall (no waterfall left in the reserve)."


def test_a_plot_held_by_your_own_animal_keeps_the_step_open():
    """You may return your animal and put the waterfall there, so the step is offered."""
    s = high_tile()
    s.apply(PlaceAnimal(-1, cell("A1")))                        # your animals on three level-4 plots...
    s.apply(PlaceAnimal(-1, cell("B1")))
    s.apply(PlaceAnimal(-1, cell("A2")))
    set_animals(s, 1, [cell("B2")])                             # ... and B2 is another player's
    s.apply(Done())
    assert s.step == "waterfall"
    assert not any(isinstance(a, PlaceWaterfall) for a in s.legal_actions())  # not before a return
    s.apply(ReturnAnimal(cell("A1")))
    assert PlaceWaterfall(cell("A1"), "N") in s.legal_actions()


def waterfall_board():
    s = after_draft(2)
    build(s, ["44433...", "44.33...", "........", "........", "........", "........", "........", "........"])
    at_step(s, "waterfall", 0)
    return s


def test_waterfall_on_edge_with_lower_neighbour_at_level_4():
    s = waterfall_board()
    assert s.check(PlaceWaterfall(cell("B2"), "S")) is None      # B3 is bare board: lower
    assert s.check(PlaceWaterfall(cell("A1"), "N")) is None      # off the board edge
    assert s.check(PlaceWaterfall(cell("C1"), "E")) is None      # D1 is level 3
    assert s.check(PlaceWaterfall(cell("B1"), "E")) == \
        "Water must fall: the plot across that edge is at the same level."
    assert s.check(PlaceWaterfall(cell("D1"), "W")) == \
        "A waterfall goes on a plot at level 4 or higher (this one is level 3)."
    assert s.check(PlaceWaterfall(cell("G7"), "S")) == "A waterfall must stand on a paddy tile."


def test_waterfall_plot_must_be_empty_and_terrace_without_waterfall():
    s = waterfall_board()
    set_animals(s, 1, [cell("B2")])
    assert s.check(PlaceWaterfall(cell("B2"), "S")) == "That plot must be empty: it holds an animal."
    add_waterfall(s, 1, cell("A2"), "S")
    assert s.check(PlaceWaterfall(cell("A2"), "W")) == "That plot already has a waterfall."
    assert s.check(PlaceWaterfall(cell("C1"), "S")) == "That terrace already holds a waterfall."


def test_waterfall_higher_neighbour_and_reserve():
    s = waterfall_board()
    build(s, ["44433...", "45.33...", "........", "........", "........", "........", "........", "........"])
    assert s.check(PlaceWaterfall(cell("A2"), "E")) == "Water must fall: the plot across that edge is higher."
    s.apply(PlaceWaterfall(cell("A1"), "N"))
    assert s.wf_reserve[0] == 1
    assert s.step == "draw"
    assert s.check(PlaceWaterfall(cell("B2"), "S")) == "You have already placed a waterfall this turn."
    assert s.legal_actions()[-1] == Done()
    at_step(s, "waterfall", 0)
    s.wf_reserve[0] = 0
    s.wf_box += 1
    s._ver += 1
    assert s.check(PlaceWaterfall(cell("B2"), "S")) == "You have no waterfall left in your reserve."
