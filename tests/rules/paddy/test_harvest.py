"""Harvest scoring: the rulebook's worked examples reproduced as positions."""
from game.rules.paddy import harvest, majority
from game.rules.paddy.scoring import flows

from .helpers import add_waterfall, after_draft, build, cell, set_animals


def score(s):
    masks, levels, tof = s.terraces()
    return harvest(s.level, masks, levels, tof, s.animals, s.waterfalls, s.dew, s.mud)


def terrace_of(result, c):
    return next(t for t in result["terraces"] if c in t["cells"])


def test_terraces_join_by_sides_not_corners():
    s = after_draft(2)
    build(s, ["11......", "11......", "..11....", "..11....",
              "........", "........", "........", "........"])
    masks, levels, tof = s.terraces()
    assert len(masks) == 2  # the two squares touch only at a corner
    assert tof[cell("B2")] != tof[cell("C3")]


def test_profile_examples_8_4_2():
    # Rulebook 3.1: 4 plots at level 2 = 8, 4 plots at level 1 = 4, 2 plots at level 1 = 2.
    s = after_draft(3)
    build(s, ["22..11..", "22..11..", "........", "11......",
              "........", "........", "........", "........"])
    set_animals(s, 0, [cell("A1")])
    set_animals(s, 1, [cell("E1")])
    set_animals(s, 2, [cell("A4")])
    r = score(s)
    assert [p["Profile"] for p in r["players"]] == [8, 4, 2]
    # the level-2 terrace is the highest: its majority holder also gets +5
    assert [p["Highest terrace"] for p in r["players"]] == [5, 0, 0]


def test_irrigation_two_waterfalls_is_20():
    # Rulebook 3.2: a terrace receiving 2 waterfalls scores 20.
    s = after_draft(2)
    build(s, ["4.4.....", "111.....", "........", "........",
              "........", "........", "........", "........"])
    add_waterfall(s, 0, cell("A1"), "S")
    add_waterfall(s, 1, cell("C1"), "S")
    set_animals(s, 1, [cell("B2")])
    r = score(s)
    low = terrace_of(r, cell("B2"))
    assert low["received"] == 2 and low["irrigation"] == 20 and low["profile"] == 3
    assert r["players"][1]["Irrigation"] == 20


def test_cascade_three_waterfalls_is_30_and_upper_terrace_scores_none():
    # Rulebook 3.2: the terrace holding a waterfall scores no irrigation; the lowest counts all 3.
    s = after_draft(2)
    build(s, ["6.6.....", "444.....", "111.....", "........",
              "........", "........", "........", "........"])
    add_waterfall(s, 0, cell("A1"), "S")   # onto the level-4 terrace
    add_waterfall(s, 0, cell("C1"), "S")   # onto the level-4 terrace
    add_waterfall(s, 1, cell("B2"), "S")   # level-4 terrace's own waterfall, onto level 1
    set_animals(s, 0, [cell("A2")])        # "white" on the terrace with a waterfall
    set_animals(s, 1, [cell("A3")])        # "blue" on the lowest terrace
    r = score(s)
    mid, low = terrace_of(r, cell("A2")), terrace_of(r, cell("A3"))
    assert mid["waterfall"] and mid["irrigation"] == 0 and mid["profile"] == 12
    assert low["received"] == 3 and low["irrigation"] == 30
    assert r["players"][1]["Irrigation"] == 30 and r["players"][0]["Irrigation"] == 0


def test_rulebook_harvest_example_5_15_22_20():
    # Rulebook harvest example: white scores highest 5, 3 plots x 5 = 15, 11 plots x 2 = 22 and
    # 2 waterfalls = 20; red scores highest 5, 1 plot x 5 = 5 and 3 plots x 1 = 3; the red monkey
    # on the big terrace is not in the majority.
    s = after_draft(2)
    build(s, ["555.....", "22224..5", "2222....", "222.....",
              "........", "........", "111.....", "........"])
    add_waterfall(s, 0, cell("B1"), "S")   # from the level-5 terrace onto the level-2 terrace
    add_waterfall(s, 1, cell("E2"), "W")   # from a level-4 plot onto the level-2 terrace
    white, red = 0, 1
    set_animals(s, white, [cell("A1"), cell("A3"), cell("B3")])
    set_animals(s, red, [cell("H2"), cell("A4"), cell("A7")])
    r = score(s)
    big = terrace_of(r, cell("A2"))
    assert big["plots"] == 11 and big["animals"] == [2, 1] and big["majority"] == white
    assert (big["profile"], big["irrigation"]) == (22, 20)
    top = terrace_of(r, cell("A1"))
    assert (top["profile"], top["highest"]) == (15, 5)
    lone = terrace_of(r, cell("H2"))
    assert (lone["profile"], lone["highest"]) == (5, 5)
    assert terrace_of(r, cell("A7"))["profile"] == 3
    assert r["players"][white] == {"Profile": 37, "Irrigation": 20, "Highest terrace": 5, "total": 62}
    assert r["players"][red] == {"Profile": 8, "Irrigation": 0, "Highest terrace": 5, "total": 13}


def test_majority_is_strict():
    assert majority([2, 2, 0]) is None
    assert majority([0, 0]) is None
    assert majority([1, 3, 2]) == 1


def test_highest_terrace_once_per_player_and_shared_between_players():
    s = after_draft(2)
    build(s, ["3.3.3...", "........", "........", "........",
              "........", "........", "........", "........"])
    set_animals(s, 0, [cell("A1"), cell("C1")])
    set_animals(s, 1, [cell("E1")])
    r = score(s)
    assert r["players"][0]["Highest terrace"] == 5
    assert r["players"][1]["Highest terrace"] == 5


def test_waterfall_onto_bare_board_irrigates_nothing():
    s = after_draft(2)
    build(s, ["4.......", "........", "........", "........",
              "........", "........", "........", "........"])
    add_waterfall(s, 0, cell("A1"), "S")
    received, final = flows(s.level, s.terraces()[2], s.waterfalls)
    assert final == [-1] and sum(received) == 0


def test_dew_adds_one_level_to_profile_only():
    s = after_draft(2)
    build(s, ["22......", "........", "3.......", "........",
              "........", "........", "........", "........"])
    set_animals(s, 0, [cell("A1")])
    s.dew = [cell("B1")]
    r = score(s)
    t = terrace_of(r, cell("A1"))
    assert t["profile"] == 2 * 3 and t["highest"] == 0  # level 2 is still not the highest (3)


def test_mud_makes_waterfall_irrigate_its_own_terrace():
    s = after_draft(2)
    build(s, ["6.......", "44......", "11......", "........",
              "........", "........", "........", "........"])
    add_waterfall(s, 0, cell("A1"), "S")
    add_waterfall(s, 1, cell("B2"), "S")
    set_animals(s, 0, [cell("A2")])
    set_animals(s, 1, [cell("A3")])
    r = score(s)
    assert terrace_of(r, cell("A3"))["irrigation"] == 20
    s.mud = [cell("B2")]
    r = score(s)
    mid = terrace_of(r, cell("A2"))
    assert mid["received"] == 2 and mid["irrigation"] == 20
    assert terrace_of(r, cell("A3"))["irrigation"] == 0


def test_waterfall_flows_for_the_scene():
    s = after_draft(2)
    build(s, ["6.6.....", "444.....", "111.....", "........",
              "........", "........", "........", "........"])
    add_waterfall(s, 0, cell("A1"), "S")
    add_waterfall(s, 1, cell("B2"), "S")
    add_waterfall(s, 1, cell("C1"), "N")  # off the board: lost
    f = s.waterfall_flows()
    low = sorted([cell("A3"), cell("B3"), cell("C3")])
    assert f[0]["target"] == cell("A2") and f[0]["final_cells"] == low
    assert f[1]["final_cells"] == low
    assert f[2]["target"] == -1 and f[2]["final_cells"] == []


def test_registry_finds_the_rules():
    from game.rules.registry import state_class
    from game.rules.paddy import PaddyState
    assert state_class("paddy") is PaddyState
