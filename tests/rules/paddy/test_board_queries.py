"""Read-only queries the height board asks: the harvest if the cycle ended now, and each
waterfall's route and cascade."""
import random

from game.rules.paddy import STATE_CLASS, Done
from game.rules.paddy.scoring import flows, routes
from game.simulate import default_setup

from .helpers import add_waterfall, after_draft, build, cell, set_animals


def test_harvest_now_scores_the_board_as_the_harvest_would():
    s = after_draft(3)
    build(s, ["22..11..", "22..11..", "........", "11......",
              "........", "........", "........", "........"])
    set_animals(s, 0, [cell("A1")])
    set_animals(s, 1, [cell("E1")])
    set_animals(s, 2, [cell("A4")])
    now = s.harvest_now()
    assert [p["Profile"] for p in now["players"]] == [8, 4, 2]
    assert [p["Highest terrace"] for p in now["players"]] == [5, 0, 0]
    assert now["highest_level"] == 2
    top = next(t for t in now["terraces"] if cell("A1") in t["cells"])
    assert (top["level"], top["plots"], top["majority"], top["profile"]) == (2, 4, 0, 8)


def test_harvest_now_equals_the_harvest_that_follows_when_everyone_passes():
    # random games up to a harvest decision: if every seat passes, the harvest scored is the one
    # harvest_now() announced
    for seed in range(1, 40):
        s = STATE_CLASS.new(default_setup("paddy", 4), seed)
        chooser = random.Random(seed)
        while not s.is_over() and s.step != "harvest_event":
            s.apply(chooser.choice(s.legal_actions()))
        if s.is_over():
            continue
        expected = s.harvest_now()
        count = len(s.harvests)
        while len(s.harvests) == count:
            if s.step == "harvest":   # the automatic step: the harvest itself
                s.apply(s.forced_action())
                continue
            assert s.step == "harvest_event"
            assert Done() in s.legal_actions()
            s.apply(Done())
        got = dict(s.harvests[-1])
        got.pop("cycle")
        got.pop("scores_after")
        assert got == expected
        return
    raise AssertionError("no random game reached a harvest decision")


def test_routes_end_where_flows_count_the_water():
    s = after_draft(2)
    build(s, ["6.6.....", "444.....", "111.....", "........",
              "........", "........", "........", "........"])
    add_waterfall(s, 0, cell("A1"), "S")
    add_waterfall(s, 1, cell("B2"), "S")
    add_waterfall(s, 1, cell("C1"), "N")  # off the board: lost
    masks, levels, tof = s.terraces()
    for mud in ((), (cell("B2"),)):
        r = routes(s.level, tof, s.waterfalls, mud)
        _received, final = flows(s.level, tof, s.waterfalls, mud)
        assert [p[-1] for p in r] == final
    r = routes(s.level, tof, s.waterfalls)
    assert r[0] == [tof[cell("A2")], tof[cell("A3")]]    # down the level-4 terrace, on to level 1
    assert r[1] == [tof[cell("A3")]]
    assert r[2] == [-1]


def test_cascades_group_the_waterfalls_whose_water_meets():
    s = after_draft(2)
    build(s, ["6.6....5", "444....1", "111.....", "........",
              "........", "........", "........", "........"])
    add_waterfall(s, 0, cell("A1"), "S")   # onto level 4, which passes it on
    add_waterfall(s, 1, cell("B2"), "S")   # level 4 onto level 1
    add_waterfall(s, 1, cell("H1"), "S")   # a cascade of its own, on the right
    c = s.waterfall_cascades()
    assert c[0]["chain"] == [0, 1] and c[1]["chain"] == [0, 1] and c[2]["chain"] == [2]
    low = sorted([cell("A3"), cell("B3"), cell("C3")])
    assert c[0]["route"] == [sorted([cell("A2"), cell("B2"), cell("C2")]), low]
    assert c[1]["route"] == [low] and not c[0]["lost"]
    assert c[2]["route"] == [[cell("H2")]]
    # Mud in the ditch on B2: its waterfall keeps the water, the chain is unchanged
    s.mud = [cell("B2")]
    c = s.waterfall_cascades()
    assert c[1]["route"] == [sorted([cell("A2"), cell("B2"), cell("C2")])]
    assert c[0]["chain"] == [0, 1]


def test_a_lost_waterfall_is_its_own_cascade():
    s = after_draft(2)
    build(s, ["4.......", "........", "........", "........",
              "........", "........", "........", "........"])
    add_waterfall(s, 0, cell("A1"), "S")   # onto bare board: lost
    c = s.waterfall_cascades()
    assert c == [{"chain": [0], "route": [], "lost": True}]
