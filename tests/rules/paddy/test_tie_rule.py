"""Step 2.2 Place Animals under the revised tie rule (DECISIONS.md, "Animal tie rule"): the step is
one decision judged on its outcome.  In-between arrangements may tie; finishing the step (Done) is
refused while a terrace whose count of yours changed during the step ties the highest count of
another player there.  Returns outside the step are judged at once."""
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import Done, PlaceAnimal, PlacePaddy, ReturnAnimal, component_census
from game.rules.paddy.animals import REPEAT_REASON

from .helpers import after_draft, at_step, build, cell, give_hand, set_animals

NEW_TERRACE = sorted(cell(c) for c in ("A1", "B1", "C1", "A2", "B2"))


def merged(n=2, others=None, own=(), rows=None):
    """Ana (seat 0) has just placed a 4-plot tile on A1-B2; it joins the single plot C1 (level 1)
    into one level-1 terrace A1 B1 C1 A2 B2.  `others` = {seat: cells} of the other players'
    animals, `own` = Ana's animals already on the board (e.g. on the separate plots G8 H8)."""
    s = after_draft(n)
    build(s, rows or ["..1....."] + ["........"] * 6 + ["......11"])
    for q, cells in (others or {}).items():
        set_animals(s, q, [cell(c) for c in cells])
    set_animals(s, 0, [cell(c) for c in own])
    at_step(s, "paddy", 0)
    give_hand(s, 0, [4, 1], ["day", "night"])
    s.apply(PlacePaddy(4, "day", 4, 0, cell("A1")))
    assert s.step == "animals"
    return s


def terrace_of(s, name):
    return next(t for t in s.terrace_list() if cell(name) in t["cells"])


def test_ruling_example_two_against_one_is_an_allowed_outcome():
    # "an opponent has 1 animal on the new tile's terrace; you may place 2 there (outcome 2 vs 1)"
    s = merged(others={1: ["C1"]})
    first = PlaceAnimal(-1, cell("A1"))
    assert s.check(first) is None and first in s.legal_actions()  # 1 = 1 no longer blocks the move
    s.apply(first)
    # in between, 1 vs 1: the table marks the terrace and Done is refused, naming both counts
    assert s.tied_terraces() == [{"cells": NEW_TERRACE, "level": 1, "mine": 1, "other": 1, "seat": 1}]
    assert terrace_of(s, "A1")["tied"] is True
    reason = ("Tie rule: on the level-1 terrace at A1 you have 1 animal and Ben has 1. "
              "Change your count there before you finish placing animals.")
    assert s.check(Done()) == reason and s.finish_refusal() == reason
    assert Done() not in s.legal_actions()
    assert "tied" in s.prompt()
    s.apply(PlaceAnimal(-1, cell("B2")))
    assert s.tied_terraces() == [] and s.finish_refusal() is None and Done() in s.legal_actions()
    s.apply(Done())
    t = terrace_of(s, "A1")
    # (Place Waterfall is entered, with only Done on this level-1 board: Ana holds event cards,
    # and whether one is Monsoon rains must not show)
    assert s.step == "waterfall" and t["animals"] == [2, 1] and t["majority"] == 0 and not t["tied"]
    assert component_census(s) == []


def test_one_against_one_is_a_refused_outcome():
    s = merged(others={1: ["C1"]})
    s.apply(PlaceAnimal(-1, cell("B1")))
    assert s.check(Done()) == ("Tie rule: on the level-1 terrace at A1 you have 1 animal and Ben has 1. "
                               "Change your count there before you finish placing animals.")
    # taking it back (a return inside the step is judged with the step) leaves 0 vs 1: fine
    assert s.check(ReturnAnimal(cell("B1"))) is None
    s.apply(ReturnAnimal(cell("B1")))
    assert s.tied_terraces() == [] and s.check(Done()) is None


def test_rulebook_diagram_one_against_two_allowed_two_against_two_refused():
    s = merged(others={1: ["C1", "C1"]})
    s.apply(PlaceAnimal(-1, cell("A1")))
    assert s.check(Done()) is None                       # 1 vs 2
    s.apply(PlaceAnimal(-1, cell("A2")))
    assert s.check(Done()) == ("Tie rule: on the level-1 terrace at A1 you have 2 animals and Ben has 2. "
                               "Change your count there before you finish placing animals.")
    s.apply(PlaceAnimal(-1, cell("B2")))
    assert s.check(Done()) is None                       # 3 vs 2
    assert terrace_of(s, "A1")["majority"] == 0


def test_three_players_only_the_highest_other_count_matters():
    s = merged(n=3, others={1: ["C1", "C1"], 2: ["C1"]})
    s.apply(PlaceAnimal(-1, cell("A1")))
    assert s.check(Done()) is None                       # 1 = Cai's 1, but Ben's 2 is the highest
    s.apply(PlaceAnimal(-1, cell("A1")))
    assert s.check(Done()) == ("Tie rule: on the level-1 terrace at A1 you have 2 animals and Ben has 2. "
                               "Change your count there before you finish placing animals.")
    assert s.tied_terraces()[0]["seat"] == 1
    s.apply(PlaceAnimal(-1, cell("B1")))
    assert s.check(Done()) is None                       # 3 against 2 and 1


def test_an_animal_may_be_moved_again_within_the_step():
    s = merged()
    s.apply(PlaceAnimal(-1, cell("A1")))
    again = PlaceAnimal(cell("A1"), cell("B1"))
    assert s.check(again) is None and again in s.legal_actions()
    s.apply(again)
    s.apply(PlaceAnimal(cell("B1"), cell("B2")))
    assert s.animals_on(cell("B2")) == [1, 0] and s.animals[0].count(-1) == 2
    assert s.check(PlaceAnimal(cell("B2"), cell("B2"))) == "That animal is already on that plot."
    # going back to an arrangement already held in this step is what Undo is for
    back = PlaceAnimal(cell("B2"), cell("A1"))
    assert s.check(back) == REPEAT_REASON and back not in s.legal_actions()
    assert s.check(PlaceAnimal(cell("B2"), cell("A2"))) is None
    # a returned animal may be placed again, somewhere new
    s.apply(ReturnAnimal(cell("B2")))
    assert s.check(PlaceAnimal(-1, cell("A1"))) == REPEAT_REASON
    assert s.check(PlaceAnimal(-1, cell("A2"))) is None
    assert s.check(Done()) is None


def test_animals_moved_from_other_plots_may_move_again():
    s = merged(own=["H8"])
    s.apply(PlaceAnimal(cell("H8"), cell("A1")))
    s.apply(PlaceAnimal(cell("A1"), cell("A2")))
    assert s.animals[0].count(cell("A2")) == 1 and cell("H8") not in s.animals[0]
    assert s.check(PlaceAnimal(cell("A2"), cell("H8"))) == "Animals go on the tile you just placed."


def test_zero_against_zero_is_fine_and_the_terrace_left_behind_is_judged():
    # Ana's only animal on G8-H8 leaves it: 0 vs 0 there is fine
    s = merged(own=["H8"])
    s.apply(PlaceAnimal(cell("H8"), cell("A1")))
    assert s.tied_terraces() == [] and s.check(Done()) is None
    # Ana 2 vs Ben 1 on G8-H8: moving one away leaves 1 vs 1 (refused), both away 0 vs 1 (fine)
    s = merged(others={1: ["G8"]}, own=["G8", "H8"])
    s.apply(PlaceAnimal(cell("H8"), cell("A1")))
    assert s.tied_terraces() == [{"cells": [cell("G8"), cell("H8")], "level": 1, "mine": 1, "other": 1,
                                  "seat": 1}]
    assert s.check(Done()).startswith("Tie rule: on the level-1 terrace at G8 you have 1 animal and Ben has 1.")
    s.apply(PlaceAnimal(cell("G8"), cell("A2")))
    assert s.check(Done()) is None


def test_several_tied_terraces_are_counted_in_the_reason():
    s = merged(others={1: ["C1", "G8"]}, own=["G8", "H8"])
    s.apply(PlaceAnimal(cell("H8"), cell("A1")))          # A1 terrace 1 vs 1, G8 terrace 1 vs 1
    assert [t["cells"][0] for t in s.tied_terraces()] == [cell("A1"), cell("G8")]
    assert s.check(Done()) == ("Tie rule: on the level-1 terrace at A1 you have 1 animal and Ben has 1 "
                               "(and 1 more tied terrace). Change your count there before you finish "
                               "placing animals.")


def test_returns_inside_the_step_are_judged_when_it_ends():
    s = merged(others={1: ["G8"]}, own=["G8", "H8"])
    assert ReturnAnimal(cell("H8")) in s.legal_actions()  # it would leave 1 vs 1: judged at Done
    s.apply(ReturnAnimal(cell("H8")))
    assert s.check(Done()).startswith("Tie rule: on the level-1 terrace at G8 you have 1 animal")
    s.apply(ReturnAnimal(cell("G8")))
    assert s.check(Done()) is None


def test_returns_outside_the_step_are_judged_at_once():
    s = merged(others={1: ["G8"]}, own=["G8", "H8"])
    s.apply(Done())
    assert s.step == "waterfall"   # step 2.3 (only Done on this level-1 board): outside step 2.2
    tie = "Tie rule: you would have 1 animal on the terrace of H8, as many as Ben."
    assert s.check(ReturnAnimal(cell("H8"))) == tie
    assert ReturnAnimal(cell("H8")) not in s.legal_actions()
    at_step(s, "draw", 0)
    assert s.check(ReturnAnimal(cell("G8"))) == tie.replace("H8", "G8")
    set_animals(s, 1, [])
    assert s.check(ReturnAnimal(cell("G8"))) is None


def test_a_tie_made_by_the_tile_stays_allowed_while_your_count_there_is_unchanged():
    # Ana on A1 and Ben on C1, both level 1; Ana's single plot on B1 joins them: 1 vs 1
    s = after_draft(2)
    build(s, ["1.1....."] + ["........"] * 7)
    set_animals(s, 0, [cell("A1")])
    set_animals(s, 1, [cell("C1")])
    at_step(s, "paddy", 0)
    give_hand(s, 0, [1, 1], ["day", "day"])
    s.apply(PlacePaddy(1, "day", 1, 0, cell("B1")))
    assert terrace_of(s, "A1")["animals"] == [1, 1]
    assert s.tied_terraces() == [] and s.check(Done()) is None
    # moving within the terrace leaves Ana's count unchanged: still not judged
    s.apply(PlaceAnimal(cell("A1"), cell("B1")))
    assert s.tied_terraces() == [] and s.check(Done()) is None
    s.apply(PlaceAnimal(-1, cell("B1")))                   # 2 vs 1
    assert s.check(Done()) is None
    s.apply(ReturnAnimal(cell("B1")))                      # back to 1 vs 1, the count as at the start
    assert s.check(Done()) is None


def test_every_step_is_finite_even_for_a_player_who_never_stops():
    # a player who always moves (never Done) runs out of moves: no arrangement repeats
    s = merged(others={1: ["C1"]})
    moves = 0
    while True:
        acts = [a for a in s.legal_actions() if isinstance(a, PlaceAnimal)]
        if not acts:
            break
        s.apply(acts[-1])
        moves += 1
        assert moves < 200
    assert len(s.arrangements) == len(set(s.arrangements))


def _to_animals_step(m):
    while m.state.step != "animals":
        m.apply(next(a for a in m.state.legal_actions() if not isinstance(a, ReturnAnimal)))


def test_undo_within_the_step_replays_to_the_same_arrangements():
    m = Match(Setup("paddy", ("Ana", "Ben"), 0), 5)
    _to_animals_step(m)
    start = m.state.to_position()
    dst = m.state._animal_dests()
    m.apply(PlaceAnimal(-1, dst[0]))
    one = m.state.to_position()
    where = dst[0]
    if len(dst) > 1:
        m.apply(PlaceAnimal(dst[0], dst[1]))             # moved again within the step
        where = dst[1]
    m.apply(ReturnAnimal(where))
    m.apply(Done())
    assert m.state.step in ("waterfall", "draw") and m.state.arrangements == []
    m.undo()
    assert m.state.step == "animals" and len(m.state.arrangements) >= 2
    while len(m.actions) and m.state.to_position() != one:
        m.undo()
    assert m.state.to_position() == one
    m.undo()
    assert m.state.to_position() == start
    assert m.state.arrangements == [tuple(sorted(m.state.animals[m.state.current]))]
