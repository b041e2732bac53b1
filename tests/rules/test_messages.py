"""The rules' texts in both languages (issue 15): the same random games give, in English, exactly
the texts they gave before the texts were marked for translation (same actions, same positions,
same words), and in Japanese no English is left."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from game import i18n
from messages import collect, games

GOLDEN = Path(__file__).parent / "data" / "messages_en.json"
GAMES = games()


def _ids(game):
    return "-".join(map(str, game))


@pytest.fixture
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_english_texts_are_unchanged(game, english):
    """tests/rules/data/messages_en.json holds each game's count of texts and their digest, as the
    rules wrote them before any text was marked; regenerate it only for a deliberate change of
    wording (see tests/messages.py)."""
    golden = json.loads(GOLDEN.read_text())
    texts = collect(*game)
    digest = hashlib.sha256(json.dumps(texts, ensure_ascii=False).encode()).hexdigest()
    assert [len(texts), digest] == golden[_ids(game)]


# ------------------------------------------------------------------ Japanese
import re  # noqa: E402

# What may stay in Latin letters in a Japanese text: the seats' names the tests give (P1...),
# Paddy's plot names (A1...H8) and event card letters, Ladybird's tile options A / B, and the
# game titles (issue 15 keeps them in English).
LATIN_ALLOWED = re.compile(r"^(P\d|[A-H]\d?|Paddy|Koinobori|Pondscape|Ladybird)$")
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9\-']*")


@pytest.fixture
def japanese():
    i18n.set_language("ja")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_japanese_texts_have_no_english_word(game, japanese):
    """Every prompt, reason, log line, description, score row, note and rank the rules make in a
    random game is Japanese: no Latin word but names, plot names, card letters and titles."""
    texts = collect(*game)
    assert texts
    english = sorted({(kind, text) for kind, text in texts
                      if any(not LATIN_ALLOWED.match(w) for w in LATIN_WORD.findall(text))})
    assert not english, english[:10]


@pytest.mark.parametrize("title", sorted({g[0] for g in GAMES}))
def test_the_same_game_in_japanese_takes_the_same_course(title):
    """The language changes the words only: the same seed and moves give the same positions."""
    from game.rules.match import Match
    from game.simulate import default_setup
    import random

    def play(lang):
        i18n.set_language(lang)
        try:
            match = Match(default_setup(title, 2), 7)
            chooser = random.Random(7)
            positions = []
            while not match.state.is_over() and len(positions) < 400:
                match.apply(chooser.choice(match.state.legal_actions()))
                position = match.state.to_position()
                position.pop("log", None)
                positions.append((match.actions[-1], match.state.score_sheet().totals(), position.get("rng")))
            return positions, len(match.state.log)
        finally:
            i18n.set_language("en")

    assert play("en") == play("ja")


def test_a_state_speaks_the_language_of_the_moment(english):
    """Texts are made when asked for: one state answers in English, then in Japanese."""
    from game.rules.paddy import Done
    from game.rules.registry import state_class
    from game.simulate import default_setup

    state = state_class("paddy").new(default_setup("paddy", 2), 1)
    reason_en, prompt_en = state.check(Done()), state.prompt()
    i18n.set_language("ja")
    try:
        assert state.check(Done()) == "先にイベントカードを2枚残してください。"
        assert state.prompt() != prompt_en and not LATIN_WORD.search(state.prompt())
    finally:
        i18n.set_language("en")
    assert (state.check(Done()), state.prompt()) == (reason_en, prompt_en) == (
        "Keep two event cards first.", "Keep two different event cards from the four you drew.")


def test_a_cached_score_sheet_follows_the_language(english):
    """Pondscape caches its sheet until the next action: a change of language is a change too."""
    from game.rules.registry import state_class
    from game.simulate import default_setup

    state = state_class("pondscape").new(default_setup("pondscape", 1), 3)
    assert state.score_sheet().categories[0] == "Frog groups"
    i18n.set_language("ja")
    try:
        sheet = state.score_sheet()
        assert sheet.categories[0] == "カエルの群れ"
        assert sheet.rows[0][sheet.categories[0]] == 0
        assert state.solo_achievement() == "オタマジャクシ"
        assert [name for name, _low in state.solo_ranks()][0] == "オタマジャクシ"
    finally:
        i18n.set_language("en")
    assert state.score_sheet().categories[0] == "Frog groups"


def test_paddy_terrace_reasons_rebuild_the_recorded_english():
    """A harvest keeps its reasons in English (positions are the same in every language);
    terrace_reasons() words them again from the numbers, identically in English."""
    from game.rules.paddy import terrace_reasons
    from game.rules.registry import state_class
    from game.simulate import play_random_game

    checked = 0
    for seed in range(4):
        _result, state = play_random_game("paddy", 2 + seed % 3, seed)
        for harvest in state.harvests:
            for entry in harvest["terraces"]:
                assert terrace_reasons(entry) == entry["reasons"]
                checked += bool(entry["reasons"])
    assert checked > 10
