"""2.1 Place Paddy: every placement rule, legal and illegal side."""
from game.rules.paddy import PlacePaddy, component_census

from .helpers import (add_waterfall, after_draft, at_step, build, cell, give_hand, put,
                      set_animals)

EMPTY = ["........"] * 8


def ready(hand=(4, 1), halves=("day", "night"), n=2):
    s = after_draft(n)
    at_step(s, "paddy", 0)
    give_hand(s, 0, list(hand), list(halves))
    return s


def test_tile_must_be_on_the_board():
    s = ready()
    assert s.check(PlacePaddy(4, "night", 4, 0, cell("G1"))) is None
    assert s.check(PlacePaddy(4, "night", 4, 0, cell("H1"))) == "The tile must lie entirely on the board."
    assert s.check(PlacePaddy(4, "night", 4, 0, cell("A8"))) == "The tile must lie entirely on the board."


def test_at_least_one_plot_in_the_chosen_half():
    s = ready()
    assert s.check(PlacePaddy(4, "day", 4, 0, cell("D1"))) is None  # D1-E2 straddles the middle
    assert s.check(PlacePaddy(4, "day", 4, 0, cell("E1"))) == "At least one plot of the tile must be in the Day half."
    assert s.check(PlacePaddy(1, "night", 1, 0, cell("A1"))) == "At least one plot of the tile must be in the Night half."
    assert s.check(PlacePaddy(1, "night", 1, 0, cell("E1"))) is None


def test_cards_must_be_in_hand_and_tile_must_match_card():
    s = ready(hand=(4, 4), halves=("day", "day"))
    assert s.check(PlacePaddy(3, "day", 3, 0, 0)) == "You hold no 3-plot paddy card."
    assert s.check(PlacePaddy(4, "night", 4, 0, cell("E1"))) == "You hold no Night card."
    assert s.check(PlacePaddy(4, "day", 1, 0, 0)) == "Your paddy card places a 4-plot tile."
    assert s.check(PlacePaddy(4, "day", 4, 0, 0)) is None


def test_tile_must_lie_flat_no_gap():
    s = ready()
    put(s, 1, 0, cell("B2"))
    assert s.check(PlacePaddy(4, "day", 4, 0, cell("A1"))) == \
        "The tile must lie flat: the plots under it are not all at the same level."
    put(s, 4, 0, cell("C1"))
    put(s, 1, 0, cell("C3"))
    put(s, 1, 0, cell("D3"))
    # C1-D2 and C3-D3 are level 1 plots, B2 too: a 2x2 on C2-D3 sits flat at level 1
    assert s.check(PlacePaddy(4, "day", 4, 0, cell("C2"))) is None
    assert s.level[cell("C2")] == 1


def test_l_tile_rotates_and_missing_corner_may_sit_anywhere():
    s = ready(hand=(3, 1))
    put(s, 1, 0, cell("B2"))
    # rotation 0 misses the bottom-right corner (B2): flat on the bare board
    assert s.check(PlacePaddy(3, "day", 3, 0, cell("A1"))) is None
    assert s.check(PlacePaddy(3, "day", 3, 1, cell("A1"))) == \
        "The tile must lie flat: the plots under it are not all at the same level."
    assert s.check(PlacePaddy(3, "day", 3, 4, cell("C1"))) == "That tile has no such rotation."
    assert sorted(s.legal_anchors(3, "day", 0)) != sorted(s.legal_anchors(3, "day", 2))


def test_cannot_cover_other_players_animals_but_may_cover_own():
    s = ready()
    build(s, ["11......", "11......"] + ["........"] * 6)
    set_animals(s, 1, [cell("A1")])
    set_animals(s, 0, [cell("B2")])
    assert s.check(PlacePaddy(4, "day", 4, 0, cell("A1"))) == "You cannot cover Ben's animal on A1."
    s.animals[1] = [-1, -1, -1]
    s._ver += 1
    a = PlacePaddy(4, "day", 4, 0, cell("A1"))
    assert s.check(a) is None
    s.apply(a)
    assert s.animals[0] == [-1, -1, -1]  # the covered animal went back to the reserve...
    assert s.step == "animals"
    from game.rules.paddy import PlaceAnimal
    assert s.check(PlaceAnimal(-1, cell("A1"))) is None  # ...and can be placed again
    assert component_census(s) == []


def test_cannot_cover_a_waterfall_plot():
    s = ready()
    build(s, ["4......."] + ["........"] * 7)
    add_waterfall(s, 1, cell("A1"), "E")
    assert s.check(PlacePaddy(1, "day", 1, 0, cell("A1"))) == "You cannot cover A1: it holds a waterfall."


def test_plot_below_a_waterfall_must_stay_lower():
    s = ready()
    build(s, ["22......"] + ["........"] * 7)
    add_waterfall(s, 1, cell("B1"), "S")  # B1 (level 2) flows onto B2 (level 0)
    assert s.check(PlacePaddy(1, "day", 1, 0, cell("B2"))) is None  # B2 rises to 1 < 2
    put(s, 1, 0, cell("B2"))
    assert s.check(PlacePaddy(1, "day", 1, 0, cell("B2"))) == \
        "A waterfall on B1 flows onto B2: that plot must stay lower than the waterfall."


def test_cannot_join_two_terraces_that_hold_waterfalls():
    s = ready()
    build(s, ["44.44...", "........"] + ["........"] * 6)
    add_waterfall(s, 0, cell("A1"), "S")
    add_waterfall(s, 1, cell("E1"), "S")
    build(s, ["443444..", "........"] + ["........"] * 6)  # C1 at level 3 between them
    assert s.check(PlacePaddy(1, "day", 1, 0, cell("C1"))) == \
        "That would join two terraces that both hold a waterfall."
    s.waterfalls.pop()
    s.wf_reserve[1] += 1
    s._ver += 1
    s._bump_board()
    assert s.check(PlacePaddy(1, "day", 1, 0, cell("C1"))) is None


def test_fallback_to_one_plot_when_no_pair_allows_a_placement():
    s = ready(hand=(4, 4), halves=("day", "day"))
    # columns B and D raised: no flat 2x2 touches the Day half
    build(s, [".1.1...."] * 8)
    acts = s.legal_actions()
    placements = [a for a in acts if isinstance(a, PlacePaddy)]
    assert placements and all(a.tile == 1 and a.card == 4 for a in placements)
    assert "1-plot" in s.prompt()
    assert s.check(PlacePaddy(4, "day", 4, 0, cell("E1"))) == \
        "None of your card pairs allows a placement, so you place a 1-plot tile."
    assert s.check(PlacePaddy(4, "day", 1, 0, cell("E1"))) == \
        "At least one plot of the tile must be in the Day half."
    # with a Night card in hand a 4-plot fits in the Night half: no fallback
    give_hand(s, 0, [4, 4], ["day", "night"])
    assert s.check(PlacePaddy(4, "night", 4, 0, cell("E1"))) is None
    assert s.check(PlacePaddy(4, "day", 1, 0, cell("A1"))) == "Your paddy card places a 4-plot tile."


def test_supply_exhausted_places_one_plot_then_nothing():
    s = ready(hand=(4, 1))
    s.supply[4] = 0
    s._ver += 1
    assert s.check(PlacePaddy(4, "day", 4, 0, 0)) == "No 4-plot tiles are left: you place a 1-plot tile instead."
    assert s.check(PlacePaddy(4, "day", 1, 0, 0)) is None
    s.supply[1] = 0
    s._ver += 1
    assert s.check(PlacePaddy(4, "day", 0, 0, -1)) is None
    assert s.check(PlacePaddy(1, "night", 1, 0, cell("E1"))) == \
        "No tile can be placed: play your cards without placing a tile."
    s.apply(PlacePaddy(1, "night", 0, 0, -1))
    assert s.step == "animals" and s.new_tile is None and not s.tiles
    from game.rules.paddy import PlaceAnimal
    s.supply[1] = 1
    put(s, 1, 0, cell("A1"))  # some tile on the board, but not one placed this turn
    assert s.check(PlaceAnimal(-1, cell("A1"))) == \
        "You placed no tile this turn, so there is nowhere to place animals."


def test_placement_needs_the_paddy_step():
    s = ready()
    s.apply(PlacePaddy(4, "day", 4, 0, 0))
    assert s.check(PlacePaddy(1, "day", 1, 0, cell("C1"))) == "You have already placed your tile this turn."


def test_scene_helpers_agree_with_check():
    s = ready(hand=(3, 4))
    build(s, ["1111....", "1111....", "22......", "22......"] + ["........"] * 4)
    for card in (3, 4):
        for half in ("day", "night"):
            for rot in range(4 if card == 3 else 1):
                legal = set(s.legal_anchors(card, half, rot))
                for a in range(64):
                    reason = s.placement_reason(card, half, rot, a)
                    assert (reason is None) == (a in legal), (card, half, rot, a, reason)


def test_rulebook_example_a_3_plot_card_and_night_card_place_a_3_plot_tile_at_night():
    """The Japanese rulebook's example: 「赤プレイヤーは3区画のカードと夜のカードをプレイし、
    夜のエリアに3区画の水田タイルを配置します。」 (Red plays a 3-plot card and a Night card and
    places a 3-plot tile in the Night area.)"""
    s = ready(hand=(3, 1), halves=("night", "day"))
    assert s.check(PlacePaddy(3, "night", 3, 0, cell("A1"))) == \
        "At least one plot of the tile must be in the Night half."
    assert s.check(PlacePaddy(3, "night", 3, 0, cell("D1"))) is None   # straddles: one plot at night is enough
    supply = s.supply[3]
    s.apply(PlacePaddy(3, "night", 3, 0, cell("F1")))
    assert [s.level[cell(c)] for c in ("F1", "G1", "F2")] == [1, 1, 1]
    assert sum(s.level) == 3 and s.supply[3] == supply - 1
