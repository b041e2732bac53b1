"""Final scoring: colours, ladybird types, memories, aphids, and the tie-break."""
from game.rules.ladybird import data as D

from .helpers import HQ, add_column, cid, food_tiles, give_food, new, sound


def test_memories_table():
    assert [D.memories_points(n) for n in range(6)] == [0, 2, 5, 9, 14, 20]
    assert D.memories_points(20) == 230 and D.memories_points(21) == 252 and D.memories_points(22) == 275


def test_hand_worked_multi_category_position():
    s = new(2)
    # red: 3 cards under 2 orchard cards and a flower bed -> (1+1+2) x 3 = 12
    add_column(s, 0, "red", [cid("red", "egg", "seven-spot"), cid("red", "larva", "two-spot"),
                             cid("red", "pupa", "twenty-two-spot")], orchard=2, flowerbed=True)
    # blue: full life cycle (4 cards) under a life cycle card and an orchard card -> (3+1) x 4 = 16
    add_column(s, 0, "blue", [cid("blue", "egg", "seven-spot"), cid("blue", "larva", "seven-spot"),
                              cid("blue", "pupa", "eyed"), cid("blue", "adult", "twenty-two-spot")],
               lifecycle=True, orchard=1)
    # green: a card and a harlequin, no bonus card -> 0
    add_column(s, 0, "green", [cid("green", "egg", "two-spot"), HQ[0]])
    # purple: an orchard card waiting for ladybirds -> 1 x 0 = 0
    add_column(s, 0, "purple", [], orchard=1)
    seven = [t for t in food_tiles("native", type_="seven-spot") if D.FOOD_VALUE[t] in (1, 2)]
    give_food(s, 0, [next(t for t in seven if D.FOOD_VALUE[t] == 2 and not D.FOOD_HONEYDEW[t]),
                     next(t for t in seven if D.FOOD_VALUE[t] == 1 and not D.FOOD_HONEYDEW[t])])
    give_food(s, 0, [food_tiles("mould", value=3)[0], food_tiles("harlequin")[0]])
    s.memories[0], s.aphids[0] = 3, 4
    sound(s)
    d = s.score_details(0)
    assert [(c["colour"], c["cards"], c["per_card"], c["points"]) for c in d["columns"]] == [
        ("red", 3, 4, 12), ("blue", 4, 4, 16), ("green", 2, 0, 0), ("purple", 0, 1, 0)]
    types = {t["type"]: (t["cards"], t["per_card"], t["points"]) for t in d["types"]}
    assert types["seven-spot"] == (3, 3, 9)        # three seven-spots x (+2 +1)
    assert types["twenty-two-spot"] == (2, 3, 6)   # two twenty-two-spots x mould +3
    assert types["harlequin"] == (1, 2, 2)         # one harlequin x +2
    assert types["two-spot"] == (2, 0, 0) and types["eyed"] == (1, 0, 0)
    sheet = s.score_sheet()
    assert sheet.categories == ["Colours", "Ladybirds", "Memories", "Aphids"]
    assert sheet.rows[0] == {"Colours": 28, "Ladybirds": 17, "Memories": 9, "Aphids": 4}
    assert sheet.total(0) == 58
    assert sheet.rows[1] == {"Colours": 0, "Ladybirds": 0, "Memories": 0, "Aphids": 0}
    assert sheet.winners == [0]


def test_tie_broken_by_memories_then_shared():
    s = new(2)
    s.aphids = [7, 5]
    s.memories = [0, 1]          # 7 = 0 + 7 and 7 = 2 + 5
    sheet = s.score_sheet()
    assert sheet.totals() == [7, 7] and sheet.winners == [1]
    assert "memories" in sheet.tiebreak
    s.aphids, s.memories = [3, 3], [0, 0]
    assert s.score_sheet().winners == [0, 1]


def test_solo_score_sheet_has_a_note():
    s = new(1)
    s.aphids[0] = 5
    sheet = s.score_sheet()
    assert sheet.winners == [0] and sheet.total(0) == 5 and "5" in sheet.notes[0]
