"""The read-only queries the scene asks instead of deciding a rule itself."""
from game.rules.ladybird import FlowerBed
from game.rules.ladybird import data as D

from .helpers import COL, add_column, cid, food_tiles, give_food, new, set_hand, start_turn


def test_seats_in_order_start_at_the_leaf_and_the_last_to_choose_is_before_it():
    s = new(3, first=1)
    assert s.seats_in_order() == [1, 2, 0] and s.last_to_choose() == 0
    for seat in s.seats_in_order():
        assert s.current_player() == seat
        s.apply(s.legal_actions()[0])  # a card to reveal, or nothing
    assert s.step != "choose"
    assert s.last_to_choose() == 0  # the reveal ended with seat 0's choice; the leaf has not moved
    assert new(1).seats_in_order() == [0] and new(1).last_to_choose() == 0


def test_cards_over_limit_is_what_the_discard_step_asks_for():
    s = new(2)
    hand = [cid(colour, "egg") for colour in D.COLOURS] + [cid("red", "larva")]
    set_hand(s, 0, hand)
    assert s.cards_over_limit(0) == len(hand) - D.HAND_LIMIT == 2
    set_hand(s, 1, hand[:D.HAND_LIMIT])
    assert s.cards_over_limit(1) == 0
    set_hand(s, 1, [])
    assert s.cards_over_limit(1) == 0


def test_food_per_type_sums_the_tiles_the_score_multiplies():
    s = new(2)
    seven = [t for t in food_tiles("native", type_="seven-spot") if not D.FOOD_HONEYDEW[t]]
    tiles = [seven[0], seven[1], food_tiles("mould", value=3)[0]]
    give_food(s, 0, tiles)
    per = s.food_per_type(0)
    seven_type, mould_type = D.FOOD_TYPE[seven[0]], D.FOOD_TYPE[tiles[2]]
    assert per[seven_type] == D.FOOD_VALUE[seven[0]] + D.FOOD_VALUE[seven[1]]
    assert per[mould_type] == 3 and len(per) == 2
    types = {t["type"]: t["per_card"] for t in s.score_details(0)["types"]}
    assert all(types[D.TYPES[t]] == per.get(t, 0) for t in range(len(D.TYPES)))
    assert s.food_per_type(1) == {}


def test_flowerbed_reason_refuses_another_seats_column_then_asks_check():
    s = new(2)
    add_column(s, 0, "red", [cid("red", "egg")], flowerbed=True)
    add_column(s, 0, "blue", [cid("blue", "egg")])
    add_column(s, 1, "blue", [cid("blue", "larva")])
    start_turn(s, 0, "flowerbed", draft_stage=1)
    assert s.flowerbed_reason(1, "blue") == "Your flower bed goes on one of your own columns."
    assert s.flowerbed_reason(0, "blue") is None and s.check(FlowerBed("blue")) is None
    assert s.flowerbed_reason(0, "red") == s.check(FlowerBed("red")) is not None
    assert s.flowerbed_reason(0, "green") == "You have no green column."
    assert s.fb[0][COL["blue"]] < 0  # only questions: nothing changed


def test_the_table_explains_tiles_stages_types_and_food_in_the_rules_words():
    from game.rules.ladybird import data as D
    assert "B: take an orchard card" in D.tile_help(4) and "A: gain a childhood memory" in D.tile_help(5)
    assert D.unlock_help(D.STAGES.index("adult")).startswith("Placing it lets you draft an egg")
    assert "seven-spot food tiles" in D.type_help(D.TYPES.index("seven-spot"))
    mould = next(t for t in range(D.NUM_FOOD) if D.FOOD_MOULD[t])
    assert any("twenty-two-spot" in line for line in D.food_help(mould))
    honey = next(t for t in range(D.NUM_FOOD) if D.FOOD_HONEYDEW[t])
    assert any(line.startswith("Honeydew") for line in D.food_help(honey))
    assert "2, 5, 9, 14, 20" in D.help_text("memories")
    assert "+3 per card" in D.help_text("lifecycle", value=3)
