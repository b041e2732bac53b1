"""A player name that shows nothing (a security test, 2026-12-06): a lone variation selector
U+FE0F passed the name rule and pygame raised "Text has zero width" when a table drew it, so
every window at that table died, again at each reopening.  Now (1) a new name needs a character
that can be seen (files.name_problem; clean_name agrees), and (2) drawing text never raises for
any string: a save stored before the rule opens and draws (tests/data/*_vs16.json are the
tester's saves)."""
from pathlib import Path

import pytest

from game.files import NAME_NEEDS_INK, clean_name, name_problem, shows_ink, shows_nothing, stored_name_problem
from game.i18n import _
from game.saves import load_match

DATA = Path(__file__).parent / "data"
LEGACY_SAVES = ["paddy_vs16.json", "koi_vs16.json"]

# names that look blank: nothing a player could read at the table
BLANK = ["\ufe0f", "\ufe0f\ufe0f", "\u0301", "\u0301\u0302\u0303", "\U000E0100\u0301", "\u3164",
         "\u115f", "\u1160", "\u115f\u1160", "\u2800", "\uffa0", "\u3164 \u3164", "\u200b",
         "\u00ad", "\u2060", "\u034f", "\u17b4", " ", "\u3000", "\ufeff", ""]
# real names keep working
REAL = ["Ana", "José", "Zoë", "e\u0301", "はなこ", "山田 太郎", "❤\ufe0f", "☺\ufe0f Bo", "Ann Lee",
        "Ω", "7", "!", "Łukasz", "한글", "👍"]


@pytest.mark.parametrize("name", BLANK)
def test_a_name_that_shows_nothing_is_refused_with_one_sentence(name):
    assert not shows_ink(name)
    assert name_problem(name) == _(NAME_NEEDS_INK)
    assert clean_name(name, "Player 2") == "Player 2"   # clean_name agrees: one rule, one place
    assert shows_nothing(name) == bool(name.strip())     # what a name field refuses in words


@pytest.mark.parametrize("name", REAL)
def test_real_names_still_pass(name):
    assert name_problem(name) is None, name
    assert clean_name(name, "x") == name
    assert not shows_nothing(name)


def test_a_name_stored_before_the_rule_is_still_a_stored_name():
    """A save or a high score written with such a name is not refused as damaged: it opens."""
    assert stored_name_problem("\ufe0f") is None and stored_name_problem("\u3164") is None
    assert stored_name_problem("A\x00") is not None and stored_name_problem(" A") is not None
    for name in LEGACY_SAVES:
        match = load_match(DATA / name)
        assert "\ufe0f" in match.setup.players


def test_the_server_schema_refuses_such_a_name_in_create_and_join():
    from game.online import protocol

    join = {"type": "join", "code": "ABCDE-FGHJK", "name": "\ufe0f"}
    assert "no visible letter, digit or symbol" in protocol.schema_problem(join)
    assert protocol.schema_problem({**join, "name": "Bo"}) is None
    create = {"type": "create", "title": "paddy", "players": ["Ann", "\u3164"], "seats": ["human", "invite"]}
    assert "no visible letter, digit or symbol" in protocol.schema_problem(create)
