"""The end of a Pondscape game lists each frog group as "Golden frog, 1 card: condition not
met", not "Golden frog ×1: …", which read as a count (a Japanese play-test could not parse
「パナマゴールデンカエル ×1：条件未達成(×2)」)."""
from __future__ import annotations

import random

from driver import make_app
from game import i18n
from game.rules.base import Setup
from game.scenes import registry
from game.scenes.common.table import TableScene


def finished_table(app, seed: int):
    registry.start_new(app, Setup("pondscape", ("Ana",), 0, options=(("solo", True),)), seed)
    table = app.find(TableScene)
    chooser = random.Random(seed)
    while not table.state.is_over():
        table.match.apply(chooser.choice(table.state.legal_actions()))
    table.refresh()
    return table


def test_each_group_is_named_with_its_card_count_in_english_and_japanese():
    app = make_app()
    for seed in range(1, 30):
        table = finished_table(app, seed)
        if table.details is not None and table.details["groups"]:
            break
    else:
        raise AssertionError("no finished pond with a frog group")
    group = table.details["groups"][0]
    cards = "card" if group["size"] == 1 else "cards"
    assert f", {group['size']} {cards}" in table.groups_text, table.groups_text   # (": +5", or in the unmet list)
    assert f"\u00d7{group['size']}:" not in table.groups_text
    i18n.set_language("ja")
    try:
        app.apply_language()
        assert f"{group['size']}枚" in table.groups_text and "×1" not in table.groups_text, table.groups_text
    finally:
        i18n.set_language("en")
        app.apply_language()


def test_groups_whose_condition_is_not_met_are_listed_once_after_the_words():
    """"condition not met" once, before every such group, after the groups that scored (it was
    repeated after each group, and at 1024x600 the list had no room for them all)."""
    from game.scenes.pondscape.table import groups_summary
    groups = [{"species": "golden", "size": 1, "met": False, "points": 0},
              {"species": "horned", "size": 1, "met": True, "points": 5},
              {"species": "golden", "size": 1, "met": False, "points": 0},
              {"species": "horned", "size": 2, "met": True, "points": 5}]
    text = groups_summary(groups)
    assert text.count("condition not met") == 1 and text.index("+5") < text.index("condition not met"), text
    assert "(\u00d72)" in text.split("condition not met")[1], text
