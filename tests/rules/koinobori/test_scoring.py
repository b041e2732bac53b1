"""Game end and end-of-game scoring, including the rulebook's three-pole example."""
from hypothesis import given, strategies as st

from game.rules.koinobori import Done, PlayCard, resolve_pole, score_game

from .helpers import BK, DG, OR, PK, PU, YG, Cards, build


def rulebook_example():
    """The rulebook's example: three poles, Paula (seat 0) scores 10 + 1 + 4 - 12 = 3."""
    cards = Cards()
    g = cards.get
    pole1 = [g(DG), g(DG, OR), g(DG, BK), g(DG, PK), g(DG, PU)]                 # dark green 5
    pole2 = [g(OR, BK), g(OR, BK), g(OR, BK, PU), g(PU, YG), g(YG)]             # 3/3 and 2/2
    pole3 = [g(PK, YG), g(PK, YG, DG), g(PK, YG, OR), g(DG), g(BK)]             # 3/3, then 2
    # Paula: 2 dark green, 1 purple and 4 carp of colours that never score
    paula = [g(DG, PK, BK), g(DG, PU, OR), g(YG)]
    other = [g(OR, BK, PK)]
    flags = [OR, PU, BK]  # pole 2's flag shows purple
    state = build(2, flags=flags, poles=[[[c] for c in pole1], [[c] for c in pole2],
                                         [[c] for c in pole3[:4]]],
                  own=[paula, other], hands=[[pole3[4]], cards.any(1)], row=cards.any(7),
                  cards=cards)
    return state


def test_game_ends_immediately_when_every_pole_is_complete():
    state = rulebook_example()
    assert state.abilities(0).play == 2  # level 4: a second play would be allowed
    state.apply(PlayCard(state.hands[0][0], 2))
    assert state.is_over() and state.current_player() is None
    assert state.legal_actions() == []
    assert state.check(Done()) == "The game is over."


def test_rulebook_three_pole_example():
    state = rulebook_example()
    state.apply(PlayCard(state.hands[0][0], 2))
    result = state.scoring()
    p1, p2, p3 = result["poles"]
    assert (p1["colour"], p1["value"], p1["via"]) == ("dark_green", 5, "majority")
    assert (p2["colour"], p2["value"], p2["via"]) == ("purple", 1, "flag")
    assert p2["cascade"] == [
        {"count": 3, "colours": ["orange", "black"], "tied": True},
        {"count": 2, "colours": ["purple", "yellow_green"], "tied": True},
    ]
    assert (p3["colour"], p3["value"], p3["via"]) == ("dark_green", 2, "cascade")
    assert p3["cascade"][0] == {"count": 3, "colours": ["yellow_green", "pink"], "tied": True}
    assert [p1["points"][0], p2["points"][0], p3["points"][0]] == [10, 1, 4]
    assert p1["flips_card"] and p2["flips_card"] and not p3["flips_card"]  # dark green flipped once
    assert result["flip_order"] == ["dark_green", "purple"]
    assert result["penalties"][0]["carp"] == 4 and result["penalties"][0]["points"] == -12
    assert result["totals"][0] == 3
    sheet = state.score_sheet()
    assert sheet.categories == ["Pole 1", "Pole 2", "Pole 3", "Unscored carp"]
    assert sheet.rows[0] == {"Pole 1": 10, "Pole 2": 1, "Pole 3": 4, "Unscored carp": -12}
    assert sheet.total(0) == 3
    # the other player: orange, black, pink never score -> -9
    assert sheet.total(1) == -9 and sheet.winners == [0]


def test_scoring_cards_turn_positive_only_for_scored_colours():
    state = rulebook_example()
    state.apply(PlayCard(state.hands[0][0], 2))
    cards = state.scoring()["scoring_cards"]
    assert cards == {"dark_green": "positive", "orange": "negative", "black": "negative",
                     "purple": "positive", "yellow_green": "negative", "pink": "negative"}


def test_personal_poles_are_revealed_at_the_end():
    state = rulebook_example()
    assert state.view(1)["own_poles"][0] is None
    state.apply(PlayCard(state.hands[0][0], 2))
    assert state.view(1)["own_poles"][0] == state.own_poles[0]
    assert state.view(None)["scoring"]["totals"] == [3, -9]


def test_covered_cards_do_not_count():
    cards = Cards()
    g = cards.get
    # pink would win 2-1, but one pink card is covered by a dark green stack card
    poles = [[[g(PK)], [g(PK, OR), g(DG, ability="stack")], [g(BK)], [g(BK, PK)], [g(YG)]]]
    result = score_game(poles, [PU], [[g(DG, PU)]])
    entry = result["poles"][0]
    assert entry["tally"] == {"dark_green": 1, "black": 2, "yellow_green": 1, "pink": 2}
    # black 2 / pink 2 tie -> next count 1: dark green / yellow-green tie -> flag purple
    assert entry["colour"] == "purple" and entry["via"] == "flag" and entry["value"] == 1
    assert entry["points"] == [1]


def test_flag_carp_never_counts():
    # purple alone on the pole with one carp; a purple flag does not make it two
    result = resolve_pole([0, 0, 0, 1, 0, 0], 3)
    assert result["colour"] == 3 and result["value"] == 1 and result["via"] == "majority"


def test_same_colour_on_two_poles_scores_twice_and_flips_once():
    cards = Cards()
    g = cards.get
    poles = [[[g(OR)]], [[g(OR, BK)], [g(OR, PK)]]]
    result = score_game(poles, [DG, PU], [[g(OR, DG, YG)], []])
    assert [e["colour"] for e in result["poles"]] == ["orange", "orange"]
    assert [e["flips_card"] for e in result["poles"]] == [True, False]
    assert result["totals"] == [1 + 2 - 6, 0]


def test_shared_victory_on_a_tie():
    cards = Cards()
    g = cards.get
    poles = [[[g(OR)]]]
    result = score_game(poles, [DG], [[g(OR, PU)], [g(OR, BK)], [g(DG)]])
    assert result["totals"] == [-2, -2, -3] and result["winners"] == [0, 1]


@given(st.lists(st.integers(0, 5), min_size=6, max_size=6), st.integers(0, 5))
def test_resolve_pole_properties(tally, flag):
    result = resolve_pole(tally, flag)
    if result["via"] == "flag":
        assert result["colour"] == flag and result["value"] == 1
        assert all(step["tied"] for step in result["cascade"])
    else:
        colour, value = result["colour"], result["value"]
        assert tally[colour] == value > 0
        assert tally.count(value) == 1
        # every larger count is shared by several colours
        assert all(tally.count(c) > 1 for c in set(tally) if c > value)
