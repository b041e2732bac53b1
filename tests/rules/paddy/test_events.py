"""Event cards A-H: timing, effects and the one-per-cycle limit."""
from game.rules.paddy import (Done, PlaceAnimal, PlacePaddy, PlaceWaterfall, PlayEvent, RemoveTile,
                              component_census)

from .helpers import (add_waterfall, after_draft, at_step, build, cell, give_event, give_hand, put, settle,
                      set_animals)


def ready(letter, n=2, hand=(4, 1), halves=("day", "day")):
    s = after_draft(n)
    s.event_box += s.event_hands[0]
    s.event_hands[0] = []
    give_event(s, 0, letter)
    at_step(s, "paddy", 0)
    give_hand(s, 0, list(hand), list(halves))
    return s


def simple_turn(s):
    s.apply(next(a for a in s.legal_actions() if isinstance(a, PlacePaddy)))
    s.apply(Done())
    s.apply(Done())


def test_must_hold_the_card_and_only_one_per_cycle():
    s = ready("A")
    assert s.check(PlayEvent("B")) == "You do not hold Poaching."
    give_event(s, 0, "B")
    s.apply(PlayEvent("A"))
    assert s.check(PlayEvent("B")) == "You have already played an event card this cycle."
    assert s.event_played and component_census(s) == []


def test_a_meridian_eclipse_ignores_the_half():
    s = ready("A")
    assert s.check(PlacePaddy(4, "day", 4, 0, cell("G1"))) == "At least one plot of the tile must be in the Day half."
    assert s.check(PlayEvent("A")) is None
    s.apply(PlayEvent("A"))
    assert s.check(PlacePaddy(4, "day", 4, 0, cell("G1"))) is None
    s.apply(PlacePaddy(4, "day", 4, 0, cell("G1")))
    assert s.check(PlayEvent("A")) is not None


def test_a_only_in_the_place_paddy_step():
    s = ready("A")
    s.apply(PlacePaddy(4, "day", 4, 0, cell("A1")))
    assert s.check(PlayEvent("A")) == "Meridian eclipse is played in the Place Paddy step, before you place your tile."


def test_b_poaching_covers_other_animals_and_returns_them():
    s = ready("B")
    build(s, ["11......", "11......"] + ["........"] * 6)
    set_animals(s, 1, [cell("A1"), cell("B2")])
    assert s.check(PlacePaddy(4, "day", 4, 0, cell("A1"))) == "You cannot cover Ben's animal on A1."
    s.apply(PlayEvent("B"))
    s.apply(PlacePaddy(4, "day", 4, 0, cell("A1")))
    assert s.animals[1] == [-1, -1, -1]
    assert component_census(s) == []


def test_c_erosion_removes_an_uncovered_tile():
    s = ready("C")
    low = put(s, 4, 0, cell("A1"))
    top = put(s, 1, 0, cell("A1"))
    solo = put(s, 4, 0, cell("E1"))
    put(s, 1, 0, cell("E1"))  # a 1-plot tile on top partly covers the square at E1
    set_animals(s, 1, [cell("A1")])
    four = put(s, 4, 0, cell("C5"))
    put(s, 4, 0, cell("C5"))
    put(s, 4, 0, cell("C5"))
    put(s, 4, 0, cell("C5"))
    wf_tile = max(s.tiles)
    add_waterfall(s, 1, cell("C5"), "N")
    assert s.check(RemoveTile(low)) == "Tiles are removed only with Devastating erosion."
    s.apply(PlayEvent("C"))
    assert s.step == "erode" and "remove" in s.prompt()
    assert s.check(RemoveTile(low)) == "That tile is partly covered by another tile."
    assert s.check(RemoveTile(999)) == "There is no such tile on the board."
    assert s.check(Done()) == "Devastating erosion: you must remove a tile."
    before = s.supply[4]
    s.apply(RemoveTile(wf_tile))
    assert s.waterfalls == [] and s.wf_box == 1 and s.supply[4] == before + 1
    assert s.step == "paddy" and component_census(s) == []
    assert four in s.tiles and top in s.tiles and solo in s.tiles
    assert s.check(RemoveTile(solo)) is not None  # one erosion per card


def test_c_erosion_returns_animals_on_the_tile():
    s = ready("C")
    top = put(s, 1, 0, cell("A1"))
    set_animals(s, 1, [cell("A1")])
    set_animals(s, 0, [cell("A1")])
    s.apply(PlayEvent("C"))
    s.apply(RemoveTile(top))
    assert s.animals[1] == [-1, -1, -1] and s.animals[0] == [-1, -1, -1]
    assert s.level[cell("A1")] == 0


def test_c_needs_a_removable_tile():
    s = ready("C")
    assert s.check(PlayEvent("C")) == "No tile on the board can be removed."


def test_d_summer_migration_places_on_any_tile():
    s = ready("D")
    put(s, 1, 0, cell("H8"))
    s.apply(PlacePaddy(4, "day", 4, 0, cell("A1")))
    assert s.check(PlaceAnimal(-1, cell("H8"))) == \
        "Animals go on the tile you just placed, unless you play Summer migration first."
    assert s.check(PlayEvent("D")) is None
    s.apply(PlayEvent("D"))
    assert s.check(PlaceAnimal(-1, cell("H8"))) is None


def test_e_monsoon_rains_any_level():
    s = ready("E")
    put(s, 1, 0, cell("A1"))
    at_step(s, "waterfall", 0)
    assert s.check(PlaceWaterfall(cell("A1"), "E")) == \
        "A waterfall goes on a plot at level 4 or higher (this one is level 1)."
    assert s.check(PlayEvent("E")) is None
    s.apply(PlayEvent("E"))
    assert s.check(PlaceWaterfall(cell("A1"), "E")) is None


def test_f_restorative_fallow_penultimate_turn_and_last_turn():
    s = after_draft(3, seed=5)
    assert s.check(PlayEvent("F")) is not None
    # play until the paddy deck is empty
    while s.paddy_deck:
        simple_turn(s)
    p = s.current
    assert len(s.paddy_hands[p]) == 2
    s.event_box += s.event_hands[p]
    s.event_hands[p] = []
    give_event(s, p, "F")
    assert s.check(PlayEvent("F")) is None
    s.apply(PlayEvent("F"))
    order = []
    simple_turn(s)
    while s.step not in ("harvest_event", "harvest", "draft") and s.cycle == 1:
        order.append(s.current)
        simple_turn(s)
    assert order[-1] == p and order.count(p) == 1
    assert order[:-1] == [q for q in order[:-1] if q != p] and len(order) == 5


def test_f_not_playable_early():
    s = ready("F")
    assert s.check(PlayEvent("F")) == ("Restorative fallow is played on your penultimate turn: the paddy deck "
                                       "must be empty and you must hold 2 paddy cards.")


def end_of_growing(letter, waterfall=False):
    s = after_draft(2, seed=3)
    for p in range(2):
        s.event_box += s.event_hands[p]
        s.event_hands[p] = []
    give_event(s, 1, letter)
    build(s, ["6.......", "44......", "11......"] + ["........"] * 5)
    if waterfall:
        add_waterfall(s, 0, cell("A1"), "S")
        add_waterfall(s, 1, cell("B2"), "S")
    set_animals(s, 0, [cell("A2")])
    set_animals(s, 1, [cell("A3")])
    for h in s.paddy_hands + s.dn_hands:
        h.clear()
    s.paddy_deck.clear()
    s.paddy_played = [c for c in range(13) if c not in s.paddy_facedown]
    s.dn_deck.clear()
    s.dn_played = list(range(12))
    at_step(s, "draw", 0)
    s.apply(Done())
    return settle(s)


def test_g_dew_at_the_start_of_the_harvest():
    s = end_of_growing("G")
    assert s.step == "harvest_event" and s.current == 1
    assert s.check(PlayEvent("G", cell("H8"))) == "Choose a plot of a terrace (bare board is not a terrace)."
    assert s.check(PlayEvent("G", -1)) == "Choose a plot of a terrace."
    s.apply(PlayEvent("G", cell("A3")))
    settle(s)
    h = s.harvests[-1]
    t = next(t for t in h["terraces"] if cell("A3") in t["cells"])
    assert t["profile"] == 2 * 2 and h["players"][1]["Profile"] == 4
    assert s.cycle == 2 and s.dew == []


def test_h_mud_in_the_ditch():
    s = end_of_growing("H", waterfall=True)
    assert s.check(PlayEvent("H", cell("A2"))) == "Choose a plot that holds a waterfall."
    assert s.check(PlayEvent("G", cell("A2"))) == "You do not hold Dew on the peaks."
    s.apply(PlayEvent("H", cell("B2")))
    settle(s)
    h = s.harvests[-1]
    assert h["players"][0]["Irrigation"] == 20  # the level-4 terrace keeps both waterfalls
    assert h["players"][1]["Irrigation"] == 0


def test_harvest_events_can_be_passed_and_not_played_in_growing():
    s = end_of_growing("G")
    assert s.check(Done()) is None
    s.apply(Done())
    settle(s)
    assert s.cycle == 2 and s.step == "paddy"
    give_event(s, s.current, "G")
    assert s.check(PlayEvent("G", cell("A3"))) == "Dew on the peaks is played at the start of the harvesting phase."


def test_two_fallow_players_take_last_turns_in_the_order_played():
    s = after_draft(3, seed=6)
    while s.paddy_deck:
        simple_turn(s)
    p = s.current
    q = (p + 1) % 3
    r = (p + 2) % 3
    for seat in (p, q):
        s.event_box += s.event_hands[seat]
        s.event_hands[seat] = []
        give_event(s, seat, "F")
    order = []
    while s.cycle == 1 and s.step not in ("harvest_event", "harvest"):
        order.append(s.current)
        if s.current in (p, q) and s.check(PlayEvent("F")) is None:
            s.apply(PlayEvent("F"))
        simple_turn(s)
    assert order == [p, q, r, r, p, q]


def test_event_refusal_speaks_of_the_card_not_of_a_target():
    s = ready("A")
    give_event(s, 0, "G")
    assert s.event_refusal("A") is None                       # playable now
    assert s.event_refusal("G") == "Dew on the peaks is played at the start of the harvesting phase."
    assert s.event_refusal("B") == "You do not hold Poaching."
    s.apply(PlayEvent("A"))
    assert s.event_refusal("G") == "You have already played an event card this cycle."


def test_event_refusal_is_none_while_some_target_is_legal():
    s = end_of_growing("H", waterfall=True)
    assert s.event_refusal("H") is None
    assert s.event_refusal("G") == "You do not hold Dew on the peaks."


def test_top_tile_is_the_uppermost_tile_of_a_plot():
    s = after_draft()
    low = put(s, 4, 0, cell("A1"))
    high = put(s, 1, 0, cell("B2"))
    assert s.top_tile(cell("A1")) == low and s.top_tile(cell("B2")) == high
    assert s.top_tile(cell("H8")) is None and s.top_tile(-1) is None and s.top_tile(64) is None
