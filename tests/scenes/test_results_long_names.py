"""The results screen with 16-character names in Japanese and English, at each title's largest
table: no seated name is cut (the chart's legend puts a long one in smaller type or on two
lines) and a score column's heading is never cut short by dropping its last line."""
from __future__ import annotations

import random

import pytest

from driver import make_app
from game import i18n, layoutcheck
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.registry import TITLES
from game.scenes.common.results import ResultsScene
from game.simulate import default_setup
from game.ui import textrecord
from game.ui.chart import score_chart


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    i18n.set_language("en")


def finished(title: str, names) -> Match:
    n = TITLES[title].max_players
    base = default_setup(title, n)
    match = Match(Setup(title, tuple(names[:n]), base.first_player, base.options), 5)
    rng = random.Random(5)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize("lang, names", [("en", layoutcheck.LONG_NAMES), ("ja", layoutcheck.LONG_NAMES_JA)])
def test_results_show_whole_long_names_and_whole_column_headings(app, lang, names):
    i18n.set_language(lang)
    for title in TITLES:
        match = finished(title, names)
        scene = ResultsScene(app, match)
        app.reset(scene)
        with textrecord.recording() as rec:
            chart = score_chart(scene.assets, scene.chart.get_size(), scene.history)
            app.full_frame = True
            app.render()
        assert chart.get_size() == scene.chart.get_size()
        assert rec.findings(names) == [], (title, [str(f) for f in rec.findings(names)])
        seated = names[:match.state.num_players]
        assert all(any(name in t.string or t.string.rstrip("-") in name for t in rec.texts) for name in seated)
        for category in scene.sheet.categories:   # a heading's words all drawn, in a narrow column too
            size, lines = scene._header_lines(category, 100)
            assert size >= 13 and len(lines) <= 2
            assert "".join(lines).replace(" ", "") == category.replace(" ", ""), (title, category, lines)


def test_solo_results_in_japanese_name_ranks_of_english_entries_and_punctuate_once(app):
    """A high score made in English ('Tadpole') shows its rank in Japanese on a Japanese screen
    (read from its score), and the news line has no full stop after its exclamation mark."""
    from game.highscores import Entry

    i18n.set_language("ja")
    match = Match(Setup("pondscape", ("Ann",), 0), 5)
    rng = random.Random(5)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    scene = ResultsScene(app, match)
    app.reset(scene)
    low_rank, low = scene.ranks[0]
    old = Entry("Ben", low, "Tadpole", "2026-12-01", "pondscape")
    assert scene.entry_rank(old) == low_rank == i18n._("Tadpole") and low_rank != "Tadpole"
    assert scene.entry_rank(Entry("Cy", 10, None, "2026-12-01", "pondscape")) is None
    i18n.set_language("en")
    scene.language_changed()
    assert scene.ranks[0][0] == "Tadpole"
    assert scene.entry_rank(Entry("Di", low, low_rank, "2026-12-01", "pondscape")) == "Tadpole"
    i18n.set_language("ja")
    line = scene.news_line(i18n._("A new best score!"), "detail")
    assert "！。" not in line and line.startswith(i18n._("A new best score!"))


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_charts_legend_keeps_a_16_character_japanese_name_on_one_line(tmp_path, monkeypatch, size):
    """A play-test read "鯉の / ぼり大好き太郎左衛門之助様" in the legend beside the chart
    (a 16-character name broken on two lines where no word ends): it is whole on one line."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app(size)
    i18n.set_language("ja")
    try:
        names = ["鯉のぼり大好き太郎左衛門之助様", "棚田の水守り山本さくら之介様です", "長谷川ひまわり子", "WWWWWWWWWWWWWWWW"]
        match = finished("pondscape", names)
        with textrecord.recording() as rec:
            scene = ResultsScene(app, match)
            app.reset(scene)
            app.full_frame = True
            app.render()
        for name in names[:match.state.num_players]:
            whole = [t for t in rec.texts if t.string == name and not t.full and t.offscreen]   # (the chart's picture)
            assert whole and min(t.size for t in whole) >= textrecord.READABLE, (
                name, [(t.string, t.size) for t in rec.texts if t.offscreen and t.string and t.string[0] == name[0]])
    finally:
        i18n.set_language("en")
