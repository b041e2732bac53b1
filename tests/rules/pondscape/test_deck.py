"""The 120-card pond deck follows the design in DECISIONS.md, and its documentation is current."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from game.rules.pondscape import data
from game.rules.pondscape.deckdoc import render

ROOT = Path(__file__).resolve().parents[3]


def test_counts():
    assert len(data.CARDS) == 120 and [c["id"] for c in data.CARDS] == list(range(120))
    kinds = Counter(c["kind"] for c in data.CARDS)
    assert kinds == {"frog": 95, "habitat": 25}
    species = Counter(c["species"] for c in data.CARDS if c["kind"] == "frog")
    assert species == {"horned": 11, "red_eyed": 11, "golden": 11, "tomato": 11, "clown": 11, "cobalt": 11,
                       "bullfrog": 11, "desert": 18}
    habitats = Counter(c["habitat"] for c in data.CARDS if c["kind"] == "habitat")
    assert habitats == {h: 5 for h in ("water_lily", "reed_bed", "mossy_log", "river_stones", "fern_bank")}


def test_desert_tree_frogs():
    desert = [c for c in data.CARDS if c.get("species") == "desert"]
    assert all(c["special_tuck"] == data.SPECIAL_TUCK_MAX == 2 for c in desert)
    assert Counter(c.get("solitary") for c in desert if c.get("solitary")) == {k: 2 for k in data.SOLITARY}
    assert Counter(c.get("wild") for c in desert if c.get("wild")) == {1: 3, 2: 3}
    assert all(not (c.get("wild") and c.get("solitary")) for c in desert)
    assert all("special_tuck" not in c for c in data.CARDS if c.get("species") != "desert")


def test_fronts_balance_foods_and_use_known_effects():
    assert all(len(c["foods"]) <= 2 and len(set(c["foods"])) == len(c["foods"]) for c in data.CARDS)
    front = Counter(f for c in data.CARDS for f in c["foods"])
    assert set(front) == set(data.FOODS) and len(set(front.values())) == 1
    assert {c["leaf"] for c in data.CARDS} <= {None, "jump", "draw1", "draw2", "draw3"}
    assert {c["leaf"] for c in data.CARDS} >= {"jump", "draw1", "draw2", "draw3"}


def test_backs_are_food_or_food_and_leaf_or_points():
    kinds = Counter()
    for c in data.CARDS:
        back = c["back"]
        if back["points"]:
            assert 2 <= back["points"] <= 5 and back["foods"] == [] and back["leaf"] is None
            kinds["points"] += 1
        else:
            assert len(back["foods"]) == 1 and back["leaf"] in (None, "jump", "draw1", "draw2", "draw3")
            kinds["food+leaf" if back["leaf"] else "food"] += 1
    assert kinds == {"food": 50, "food+leaf": 30, "points": 40}
    back_foods = Counter(f for c in data.CARDS for f in c["back"]["foods"])
    assert len(set(back_foods.values())) == 1 and set(back_foods) == set(data.FOODS)
    assert Counter(c["back"]["points"] for c in data.CARDS if c["back"]["points"]) == {2: 10, 3: 10, 4: 10, 5: 10}


def test_tables_and_croaker_and_ours_marks():
    assert data.GROUP_POINTS[1:] == (5, 12, 21, 32, 44, 55, 65, 75) and data.GROUP_BEYOND == 10
    assert data.HABITAT_POINTS[1:] == (3, 10, 21, 36, 55)
    assert sorted(data.CROAKER_CARDS) == sorted([(1, 0), (2, 1), (0, 2), (2, 0), (1, 2), (0, 1)])
    for key in ("foods", "habitats", "group_points", "habitat_points", "croaker", "achievements", "deck"):
        assert data.RAW[key]["ours"] is True
    assert data.FOODS == ("fly", "cricket", "dragonfly", "butterfly", "spider")


def test_deck_documentation_matches_the_data_file():
    page = ROOT / "docs" / "rules" / "pondscape-deck.md"
    assert page.read_text(encoding="utf-8") == render(), \
        "regenerate: python -m game.rules.pondscape.deckdoc > docs/rules/pondscape-deck.md"
