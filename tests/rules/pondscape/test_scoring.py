"""End-game scoring: every species and solitary condition (both sides), the tables, wild foods,
the tie-break, and the rulebook's 114-point example."""
from __future__ import annotations

import pytest

from game.rules.pondscape.data import (BACK_POINTS, CARD_SOLITARY, CARD_SPECIES, CARD_WILD, FRONT_FOODS,
                                       SPECIES, group_points, habitat_points)
from game.rules.pondscape.scoring import score_pond

from .helpers import F, arrange, finished_random_games, new_game

UP, DOWN = False, True


def score(cells: dict, tucked=(0, 0, 0, 0, 0)) -> dict:
    cards, downs = [-1] * 15, [False] * 15
    for cell, (card, down) in cells.items():
        cards[cell], downs[cell] = card, down
    return score_pond(cards, downs, list(tucked))


def group_pts(result: dict, species: str) -> list[int]:
    return [g["points"] for g in result["groups"] if g["species"] == species]


def sp(card: int) -> str:
    return SPECIES[CARD_SPECIES[card]]


def test_cards_used_here():
    assert [sp(c) for c in (7, 16, 26, 37, 48, 59, 70, 81)] == [
        "horned", "red_eyed", "golden", "tomato", "clown", "cobalt", "bullfrog", "desert"]
    assert FRONT_FOODS[7] == (F["fly"],) and FRONT_FOODS[96] == (F["dragonfly"],)
    assert FRONT_FOODS[103] == (F["spider"],) and FRONT_FOODS[118] == (F["butterfly"],)
    assert FRONT_FOODS[23] == () and CARD_WILD[89] == 1 and CARD_WILD[93] == 2


def test_tables():
    assert [group_points(n) for n in range(1, 11)] == [5, 12, 21, 32, 44, 55, 65, 75, 85, 95]
    assert [habitat_points(n) for n in range(1, 6)] == [3, 10, 21, 36, 55]


# --- step 1: groups and conditions ----------------------------------------------------
def test_horned_needs_four_different_foods():
    base = {0: (7, UP), 1: (96, UP), 2: (103, UP)}                 # fly, dragonfly, spider
    assert group_pts(score(base), "horned") == [0]
    assert group_pts(score({**base, 3: (118, UP)}), "horned") == [5]     # + butterfly
    # a water card's symbol counts ("face up or face down does not matter") ...
    assert group_pts(score({**base, 3: (0, DOWN)}), "horned") == [5]     # back: butterfly
    # ... but the back preview printed on a face-up card does not
    assert group_pts(score({**base, 3: (23, UP)}), "horned") == [0]      # front: none, back: butterfly


def test_red_eyed_needs_at_most_three_species():
    base = {0: (16, UP), 1: (7, UP), 2: (26, UP)}                   # red-eyed, horned, golden
    assert group_pts(score(base), "red_eyed") == [5]
    assert group_pts(score({**base, 3: (37, UP)}), "red_eyed") == [0]    # + tomato
    assert group_pts(score({**base, 3: (81, UP)}), "red_eyed") == [0]    # a desert tree frog is a species
    assert group_pts(score({**base, 3: (37, DOWN)}), "red_eyed") == [5]  # a water card is no frog


def test_golden_needs_four_cards_under_one_food():
    pond = {0: (26, UP), 1: (27, UP)}
    assert group_pts(score(pond, (0, 0, 4, 0, 0)), "golden") == [12]
    assert group_pts(score(pond, (3, 3, 3, 3, 3)), "golden") == [0]


def test_tomato_needs_four_water_cards_anywhere():
    pond = {0: (37, UP), 14: (1, DOWN), 13: (2, DOWN), 12: (3, DOWN)}
    assert group_pts(score(pond), "tomato") == [0]
    assert group_pts(score({**pond, 5: (4, DOWN)}), "tomato") == [5]


def test_clown_group_touches_three_species_as_a_group():
    # clowns at 6,7; horned at 1 (touches 6), golden at 8 (touches 7), desert at 12 (touches 7)
    pond = {6: (48, UP), 7: (49, UP), 1: (7, UP), 8: (26, UP)}
    assert group_pts(score(pond), "clown") == [0]
    assert group_pts(score({**pond, 12: (81, UP)}), "clown") == [12]
    assert group_pts(score({**pond, 12: (27, UP)}), "clown") == [0]      # a second golden is no new species
    assert group_pts(score({**pond, 12: (81, DOWN)}), "clown") == [0]    # a water card is no frog


def test_clown_six_group_scores_55():
    pond = {c: (card, UP) for c, card in zip((0, 1, 2, 5, 6, 7), range(44, 50))}
    pond.update({3: (7, UP), 8: (26, UP), 10: (81, UP)})
    assert group_pts(score(pond), "clown") == [55]


def test_cobalt_group_touches_two_habitat_cards():
    pond = {6: (59, UP), 7: (60, UP), 1: (96, UP)}
    assert group_pts(score(pond), "cobalt") == [0]
    assert group_pts(score({**pond, 12: (97, UP)}), "cobalt") == [12]    # two cards of one type count
    assert group_pts(score({**pond, 12: (97, DOWN)}), "cobalt") == [0]   # a face-down habitat is water


def test_bullfrog_group_touches_water_frog_and_habitat():
    # a lone bullfrog needs another frog beside it, as it needs water and a habitat
    alone = {6: (70, UP), 1: (1, DOWN), 5: (96, UP)}
    assert group_pts(score(alone), "bullfrog") == [0]
    assert group_pts(score({**alone, 7: (7, UP)}), "bullfrog") == [5]       # a horned frog beside it
    assert group_pts(score({**alone, 7: (2, DOWN)}), "bullfrog") == [0]     # a water card is no frog
    # in a group each bullfrog touches another, a frog card: the group then needs water and a
    # habitat round it (the rulebook: the group meets the condition together, each frog need
    # not meet it alone; DECISIONS.md: the union of its members' neighbours)
    pond = {6: (70, UP), 7: (71, UP), 1: (1, DOWN), 8: (96, UP)}
    assert group_pts(score(pond), "bullfrog") == [12]
    assert group_pts(score({6: (70, UP), 7: (71, UP), 1: (1, DOWN), 5: (96, UP)}), "bullfrog") == [12]
    assert group_pts(score({6: (70, UP), 7: (71, UP), 1: (1, DOWN)}), "bullfrog") == [0]   # no habitat
    assert group_pts(score({6: (70, UP), 7: (71, UP), 8: (96, UP)}), "bullfrog") == [0]    # no water
    assert group_pts(score({1: (7, UP), 6: (70, UP), 7: (71, UP), 8: (96, UP), 12: (2, UP)}), "bullfrog") == [0]


def test_a_bullfrog_group_says_it_touches_a_frog_through_its_own_members():
    details = score({6: (70, UP), 7: (71, UP), 8: (96, UP)})
    row = next(g for g in details["groups"] if g["species"] == "bullfrog")
    assert (row["met"], row["have"], row["need"]) == (False, 2, 3)   # frog (its mates) and habitat, no water


def test_separate_groups_score_separately_and_desert_frogs_never_group():
    pond = {0: (26, UP), 1: (27, UP), 3: (29, UP), 5: (89, UP), 6: (90, UP)}
    result = score(pond, (0, 4, 0, 0, 0))
    assert sorted(group_pts(result, "golden")) == [5, 12]
    assert [g for g in result["groups"] if g["species"] == "desert"] == []
    assert result["steps"]["Frog groups"] == 17


# --- step 2: solitary desert tree frogs --------------------------------------------------
@pytest.mark.parametrize("card,pond,expected", [
    (77, {0: (1, DOWN), 2: (2, DOWN), 6: (3, DOWN), 5: (96, UP)}, 9),      # 3 per adjacent water
    (77, {5: (96, UP), 12: (2, DOWN)}, 0),
    (79, {0: (96, UP), 2: (97, UP), 6: (1, DOWN)}, 6),                     # 3 per adjacent habitat
    (79, {0: (96, DOWN), 11: (97, UP)}, 0),
    (81, {0: (7, UP), 2: (16, UP), 6: (89, UP), 11: (26, UP)}, 6),         # 2 per adjacent frog card
    (81, {0: (7, DOWN), 2: (96, UP)}, 0),
    (83, {0: (7, UP), 2: (96, UP), 6: (8, UP)}, 6),                         # fly, dragonfly, spider: 3 kinds
    (83, {0: (23, UP), 2: (0, UP)}, 0),                                     # no symbols next to it
    (85, {0: (1, DOWN), 4: (2, DOWN), 11: (3, DOWN)}, 6),                   # 3 per water card in its row
    (85, {6: (1, DOWN)}, 0),
    (87, {0: (96, UP), 3: (97, UP), 4: (98, UP), 6: (99, UP)}, 9),          # 3 per habitat card in its row
    (87, {6: (96, UP), 3: (98, DOWN)}, 0),
])
def test_solitary_conditions(card, pond, expected):
    pond = {**pond, 1: (card, UP)}
    result = score(pond)
    [row] = [s for s in result["solitary"] if s["cell"] == 1]
    assert row["condition"] == CARD_SOLITARY[card]
    assert row["points"] == expected
    assert result["steps"]["Solitary frogs"] == expected


def test_food_variety_counts_distinct_symbols():
    # 0: fly; 2: dragonfly; 6: horned 8 = dragonfly + spider → fly, dragonfly, spider = 3 kinds → 6
    result = score({1: (83, UP), 0: (7, UP), 2: (96, UP), 6: (8, UP)})
    assert result["solitary"][0]["count"] == 3 and result["solitary"][0]["points"] == 6


# --- step 3 and 4: water points and habitat variety -----------------------------------------
def test_water_points_and_habitat_variety():
    pond = {0: (22, DOWN), 1: (11, DOWN), 2: (96, UP), 3: (97, UP), 4: (100, UP), 5: (105, DOWN)}
    assert BACK_POINTS[22] == 5 and BACK_POINTS[11] == 2 and BACK_POINTS[105] == 0
    result = score(pond)
    assert result["steps"]["Water cards"] == 7
    assert result["habitats"]["types"] == ["water_lily", "reed_bed"]       # the face-down log is water
    assert result["steps"]["Habitats"] == 10


# --- step 5: tucked cards, wild foods -----------------------------------------------------
def test_tucked_cards_score_per_matching_symbol():
    pond = {0: (7, UP), 1: (2, UP), 2: (96, UP)}                     # fly ×2, dragonfly ×1
    result = score(pond, (3, 2, 1, 0, 0))
    assert [t["points"] for t in result["tucked"]] == [6, 0, 1, 0, 0]
    assert result["steps"]["Tucked cards"] == 7


def test_wild_foods_are_assigned_to_score_best():
    # any one food: goes to the food with most cards tucked
    result = score({0: (89, UP), 1: (7, UP)}, (1, 0, 0, 5, 0))
    assert result["wild"] == [{"cell": 0, "foods": ["butterfly"]}]
    assert result["steps"]["Tucked cards"] == 1 + 5
    # two different foods: the two best
    result = score({0: (93, UP)}, (0, 2, 0, 5, 1))
    assert result["wild"] == [{"cell": 0, "foods": ["cricket", "butterfly"]}]
    assert result["steps"]["Tucked cards"] == 7
    # face down, a wild desert frog is only water
    assert score({0: (93, DOWN)}, (0, 2, 0, 5, 1))["wild"] == []


def test_wild_food_can_meet_the_horned_condition():
    base = {0: (7, UP), 1: (96, UP), 2: (103, UP), 5: (89, UP)}       # fly, dragonfly, spider + wild
    result = score(base, (0, 0, 0, 0, 0))
    assert group_pts(result, "horned") == [5]
    assert result["wild"][0]["foods"][0] in ("cricket", "butterfly")
    # the pond also has 2 habitat types (10).  With 3 cards under the spider: horned 5 + spider 1×3
    # beats spider 2×3; with 6 cards, spider 2×6 = 12 beats 5 + 6.
    result = score(base, (0, 0, 0, 0, 3))
    assert group_pts(result, "horned") == [5] and result["total"] == 10 + 5 + 3
    result = score(base, (0, 0, 0, 0, 6))
    assert group_pts(result, "horned") == [0] and result["wild"][0]["foods"] == ["spider"]
    assert result["total"] == 10 + 12


def test_wild_food_helps_an_adjacent_food_variety_frog():
    result = score({0: (83, UP), 1: (89, UP)})                       # 83 scores 2 per adjacent kind
    assert result["steps"]["Solitary frogs"] == 2
    assert result["wild"][0]["cell"] == 1


# --- the rulebook's example --------------------------------------------------------------
EXAMPLE = {
    # row 1: mossy log | desert (row habitat) | water lily | cobalt | cobalt
    0: (108, UP), 1: (87, UP), 2: (96, UP), 3: (58, UP), 4: (62, UP),
    # row 2: clown | clown | clown | horned | water card (5 points)
    5: (48, UP), 6: (49, UP), 7: (45, UP), 8: (4, UP), 9: (37, DOWN),
    # row 3: clown | golden | golden | river stones | golden
    10: (44, UP), 11: (24, UP), 12: (29, UP), 13: (110, UP), 14: (26, UP),
}
EXAMPLE_TUCKED = {F["spider"]: [0], F["dragonfly"]: [1, 2, 3, 5], F["butterfly"]: [6, 8, 9]}


def test_rulebook_example_114_points():
    tucked = [0] * 5
    for food, ids in EXAMPLE_TUCKED.items():
        tucked[food] = len(ids)
    r = score(EXAMPLE, tucked)
    by = {(g["species"], g["size"]): g["points"] for g in r["groups"]}
    assert by[("horned", 1)] == 5                                  # 1a
    assert by[("cobalt", 2)] == 0                                  # 1b
    assert by[("clown", 4)] == 32                                  # 1c
    assert by[("golden", 2)] == 12                                 # 1d
    assert by[("golden", 1)] == 5                                  # 1e
    assert [s["points"] for s in r["solitary"]] == [6]             # 2
    assert [w["points"] for w in r["water"]] == [5]                # 3
    assert r["habitats"]["points"] == 21                           # 4
    pts = {t["food"]: (t["symbols"], t["tucked"], t["points"]) for t in r["tucked"]}
    assert pts["spider"] == (2, 1, 2)                              # 5a
    assert pts["dragonfly"] == (5, 4, 20)                          # 5b
    assert pts["butterfly"] == (2, 3, 6)                           # 5c
    assert r["steps"] == {"Frog groups": 54, "Solitary frogs": 6, "Water cards": 5, "Habitats": 21,
                          "Tucked cards": 28}
    assert r["total"] == 114


def test_rulebook_example_as_a_game_position():
    s = arrange(new_game(2), ponds={0: EXAMPLE}, tucked={0: EXAMPLE_TUCKED},
                turns=[15, 15], phase="over")
    sheet = s.score_sheet()
    assert sheet.rows[0] == {"Frog groups": 54, "Solitary frogs": 6, "Water cards": 5, "Habitats": 21,
                             "Tucked cards": 28}
    assert sheet.total(0) == 114 and sheet.winners == [0]
    assert s.view(1)["score"]["totals"][0] == 114


# --- winners --------------------------------------------------------------------------------
def test_tie_break_most_cards_in_hand_then_shared():
    pond = {0: (26, UP)}
    s = arrange(new_game(3), ponds={0: {0: (26, UP)}, 1: {0: (27, UP)}, 2: {0: (37, DOWN)}},
                tucked={0: {0: [1, 2, 3, 4]}, 1: {0: [5, 6, 7, 8]}},
                hands={0: [10], 1: [11, 12], 2: [13, 14, 15]}, turns=[15, 15, 15], phase="over")
    sheet = s.score_sheet()
    assert sheet.totals() == [5, 5, 5]
    assert sheet.winners == [2] and "more cards left in hand" in sheet.tiebreak
    s = arrange(s, hands={0: [10, 16, 17], 1: [11, 12], 2: [13, 14, 15]})
    assert s.score_sheet().winners == [0, 2]
    assert pond


def test_wild_assignment_is_the_best_of_all_assignments():
    """The scorer's choice equals a brute force over every assignment, on random ponds."""
    import itertools
    import random

    from game.rules.pondscape.scoring import PAIR_CHOICES, SINGLE_CHOICES
    rng = random.Random(7)
    wilds, variety, others = [89, 90, 91, 92, 93, 94], [83, 84], [c for c in range(120) if c < 89 or c > 94]
    for _ in range(60):
        chosen = rng.sample(wilds, rng.randint(1, 4)) + rng.sample(variety, rng.randint(0, 2))
        chosen += rng.sample([0, 1, 2, 3, 4, 5, 6], rng.randint(0, 2))      # horned frogs
        chosen += rng.sample(others, 15 - len(chosen) - rng.randint(0, 6))
        cells = rng.sample(range(15), len(chosen))
        cards, downs = [-1] * 15, [False] * 15
        for cell, card in zip(cells, chosen):
            cards[cell], downs[cell] = card, card not in wilds + variety and rng.random() < 0.2
        tucked = [rng.randint(0, 4) for _ in range(5)]
        wild_cells = [c for c in range(15) if cards[c] in wilds and not downs[c]]
        options = [SINGLE_CHOICES if CARD_WILD[cards[c]] == 1 else PAIR_CHOICES for c in wild_cells]
        brute = max(score_pond(cards, downs, tucked, dict(zip(wild_cells, combo)))["total"]
                    for combo in itertools.product(*options))
        assert score_pond(cards, downs, tucked)["total"] == brute


# --- the live estimate of a tucked card and the reason a group scores nothing ---------------
def test_tuck_estimate_counts_the_wild_frogs_as_the_final_scoring_does():
    """Four printed spiders and two wild desert tree frogs: a card tucked under the spider scores 6
    at the end (the estimate once said 4, counting printed symbols only)."""
    pond = {0: (103, UP), 1: (13, UP), 2: (18, UP), 3: (27, UP), 5: (89, UP), 6: (93, UP)}
    s = arrange(new_game(), ponds={0: pond}, tucked={0: {F["spider"]: [40]}}, turns=[6, 6])
    estimate = s.food_symbols(0)
    assert estimate[F["spider"]] == 6
    # one more card under the spider, the pond unchanged: what the end counts per card
    after = arrange(s, tucked={0: {F["spider"]: [40, 41]}})
    row = after.score_details(0)["tucked"][F["spider"]]
    assert row["symbols"] == estimate[F["spider"]] and row["points"] == 2 * estimate[F["spider"]]
    # every food's estimate is what the final scoring counts with that one card more
    for food in range(5):
        tucked = {f: ([40] if f == F["spider"] else []) for f in range(5)}
        tucked[food] = tucked[food] + [41]
        final = arrange(s, tucked={0: tucked}).score_details(0)["tucked"][food]["symbols"]
        assert estimate[food] == final


def test_tuck_estimate_matches_the_final_scoring_of_finished_games():
    """In finished random games, for every tucked card: the estimate with that card still in hand
    is what the final scoring counted for it."""
    from game.rules.pondscape.scoring import tuck_value
    checked = 0
    for s in finished_random_games(range(1, 7)):
        for seat in range(3):
            final = s.score_details(seat)
            tucked = [len(t) for t in s.tucked[seat]]
            for food in range(5):
                if tucked[food]:
                    less = list(tucked)
                    less[food] -= 1
                    assert tuck_value(s.ponds[seat], s.downs[seat], less, food) == final["tucked"][food]["symbols"]
                    checked += 1
    assert checked


def test_a_failing_group_says_why_with_the_figure_it_is_judged_on():
    from game.rules.pondscape.scoring import condition_status
    # four species: fly/horned, red-eyed, golden, tomato -> the red-eyed group fails on 4
    result = score({0: (7, UP), 1: (16, UP), 2: (26, UP), 3: (37, UP)})
    red = next(g for g in result["groups"] if g["species"] == "red_eyed")
    assert not red["met"] and red["have"] == 4
    assert condition_status(red) == "The pond holds 4 frog species (at most 3 allowed)."
    result = score({0: (7, UP), 1: (16, UP), 2: (26, UP)})
    red = next(g for g in result["groups"] if g["species"] == "red_eyed")
    assert red["met"] and red["have"] == 3 and red["need"] is None      # a ceiling, not a target
    golden = next(g for g in result["groups"] if g["species"] == "golden")
    assert not golden["met"] and condition_status(golden) == "The most cards under one food card: 0 (4 needed)."
    assert golden["need"] == 4 and golden["have"] == 0


def test_every_group_row_says_what_its_condition_counts_up_to_and_is_met_exactly_there():
    """The figure the computer's Hard reads to credit a half-built group: in finished random
    games, a group with a target is met exactly when its figure reaches it."""
    from game.rules.pondscape.scoring import RED_EYED_MOST
    seen = set()
    for s in finished_random_games(range(1, 9)):
        for seat in range(3):
            for g in s.score_details(seat)["groups"]:
                if g["species"] == "red_eyed":
                    assert g["need"] is None and g["met"] == (g["have"] <= RED_EYED_MOST)
                else:
                    assert g["met"] == (g["have"] >= g["need"])
                    seen.add((g["species"], g["met"]))
    assert len({sp for sp, _ in seen}) >= 4 and {m for _, m in seen} == {True, False}


def test_the_conditions_words_say_the_numbers_the_scoring_judges_by():
    """The figures live in CONDITION_NEEDS and RED_EYED_MOST; the rule's words in the data file
    and condition_status's texts say them too, so a change to one must show in the others."""
    from game.rules.pondscape.data import species_condition
    from game.rules.pondscape.scoring import CONDITION_NEEDS, RED_EYED_MOST, condition_status
    for species, need in CONDITION_NEEDS.items():
        status = condition_status({"species": species, "have": 0})
        if species == "bullfrog":        # one of each of the three kinds
            assert need == 3 and "all 3 needed" in status and "1 habitat card" in species_condition(species)
            continue
        assert f"({need} needed)" in status
        assert f"at least {need} " in species_condition(species).lower()
    assert f"at most {RED_EYED_MOST} allowed" in condition_status({"species": "red_eyed", "have": 0})
    assert f"at most {RED_EYED_MOST} frog species" in species_condition("red_eyed")


def test_a_frog_joins_the_species_next_to_it_exactly_when_the_scoring_then_finds_it_in_a_group():
    """joining_species (what the computer's Hard asks of a play) agrees with score_pond's
    groups; each group row names the cells around it, where an 'around' condition is counted."""
    import random
    from game.rules.pondscape.board import NEIGHBOURS
    from game.rules.pondscape.scoring import CONDITION_COUNTS, joining_species
    checked = joined = 0
    for seed in (1, 2, 3):
        s, rng = new_game(2, seed=seed), random.Random(seed)
        while not s.is_over():
            if s.phase == "play":
                pond, down = s.ponds[s.current], s.downs[s.current]
                near = joining_species(pond, down)
                for a in s.legal_actions()[::2]:          # every face-up play (the odd ones are face down)
                    assert not a.face_down
                    cards = list(pond)
                    cards[a.cell] = a.card
                    sizes = [g["size"] for g in score_pond(cards, down, [0] * 5)["groups"] if a.cell in g["cells"]]
                    joins = CARD_SPECIES[a.card] in near.get(a.cell, ())
                    assert joins == (sizes[0] > 1 if sizes else False)
                    checked += 1
                    joined += joins
                for g in s.score_details(s.current)["groups"]:
                    cells = set(g["cells"])
                    assert g["around"] == sorted({n for m in cells for n in NEIGHBOURS[m]} - cells)
                    assert g["counts"] == CONDITION_COUNTS[g["species"]]
            s.apply(rng.choice(s.legal_actions()))
    assert checked > 100 and joined > 0
