"""The Load screen's list says when it scrolls: finished games (the only way back to their
replays) sat below the rows shown with nothing to say so, blank space under the list (a
play-test).  A scrollbar and "N more saves below / above" (a click pages there) show it, and
rows are as tall as their own words, so the list uses its space in English and Japanese."""
import re

import pygame
import pytest

from driver import click, make_app, recorded_texts
from game import autosaves, i18n, paths, saves, startup
from game.i18n import ngettext
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.common.load import LoadScene
from titles import random_match

NAMES = ("Ana", "Ben", "Cy")
LONG_JA = ("たかはしはるか", "わたなべゆうと", "やまもとさくら", "なかむらみつき")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(startup, "_done", True)


@pytest.fixture
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def fill(named: int, finished: int, players=NAMES) -> None:
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    for seed in range(1, finished + 1):
        match = random_match("koinobori", steps=10_000, seed=seed)
        assert match.state.is_over()
        autosaves.start_game(match)
    for seed in range(1, named + 1):
        match = Match(Setup("koinobori", players), seed)
        for _ in range(12):
            match.apply(match.state.legal_actions()[0])
        saves.save_named(match, name=f"Game {seed}")


def shown(app, scene, monkeypatch):
    texts = recorded_texts(monkeypatch)
    app.render()
    return scene._rows(), texts


def cue(texts, where):
    """The drawn "N more saves below" (`where`: "below" or "above") in the test's language."""
    forms = {"below": ("{n} more save below", "{n} more saves below"),
             "above": ("{n} more save above", "{n} more saves above")}[where]
    patterns = [re.compile(re.escape(ngettext(*forms, count)).replace(re.escape("{n}"), r"\d+"))
                for count in (1, 2)]
    return [(text, rect) for text, rect in texts if any(p.search(text) for p in patterns)]


@pytest.mark.parametrize("lang", ["en", "ja"], indirect=True)
def test_hidden_rows_are_announced_and_a_click_pages_to_them(app_and_scene, monkeypatch, lang):
    app, scene = app_and_scene
    rows, texts = shown(app, scene, monkeypatch)
    hidden = len(scene.files) - len(rows)
    assert hidden > 0 and all(not row.finished for _rect, row in rows)   # the finished games are below
    (words, rect), = cue(texts, "below")
    assert re.search(r"\d+", words).group() == str(hidden)
    assert scene.scrollbar() is not None
    list_zone = scene.layout.zone("list")
    assert rect.top >= rows[-1][0].bottom and rect.bottom <= scene.layout.zone("panel").bottom
    for _ in range(len(scene.files)):
        (_words, rect), = cue(texts, "below") or [(None, None)]
        if rect is None:
            break
        click(app, rect.center)
        rows, texts = shown(app, scene, monkeypatch)
    assert rows[-1][1] is scene.files[-1] and any(row.finished for _rect, row in rows)
    assert cue(texts, "above") and all(r.bottom <= list_zone.bottom for r, _row in rows)
    # the cue follows the last row shown, not the list's foot a row's gap below it (a play-test
    # read "1 more above" there as lost)
    (_words, rect), = cue(texts, "above")
    assert 0 <= rect.top - rows[-1][0].bottom <= 24, (rect, rows[-1][0])


@pytest.fixture
def app_and_scene():
    # (enough named saves that the finished games start below the first page: a row is two
    # lines now, its second line a size smaller where it would have taken two)
    fill(named=8, finished=4)
    app = make_app()
    scene = LoadScene(app)
    app.push(scene)
    return app, scene


def test_the_wheel_stops_at_a_full_last_page(app_and_scene, monkeypatch):
    app, scene = app_and_scene
    first, _texts = shown(app, scene, monkeypatch)
    for _ in range(3 * len(scene.files)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    app.step()
    rows, texts = shown(app, scene, monkeypatch)
    assert rows[-1][1] is scene.files[-1]
    assert len(rows) >= len(first) - 1, "scrolled past the end: blank space under a few rows"
    assert not cue(texts, "below")


@pytest.mark.parametrize("lang", ["en", "ja"], indirect=True)
def test_rows_are_as_tall_as_their_own_words(monkeypatch, lang):
    """One save's four long names take a line more; the other rows stay as tall as their own
    two lines (the Japanese list showed five rows of eight, blank space under the words)."""
    fill(named=6, finished=2)
    match = Match(Setup("koinobori", LONG_JA), 1)
    saves.save_named(match, name="Long names")
    app = make_app()
    scene = LoadScene(app)
    app.push(scene)
    rows, texts = shown(app, scene, monkeypatch)
    for rect, row in rows:
        words = [r for _t, r in texts if rect.contains(r)]
        assert words, row.name
        assert rect.bottom - max(r.bottom for r in words) <= 12, (row.name, rect, words)


@pytest.mark.parametrize("lang", ["ja"], indirect=True)
def test_the_cue_stands_under_the_last_row_shown(monkeypatch, lang):
    """Rows of four 16-character names take three lines each: the last one shown ends well
    above the list's foot, where the cue stood, read as lost (a play-test's 「▲上にあと1件」);
    it now follows the last row, above and below alike."""
    fill(named=5, finished=0, players=("棚田の水守り山本さくら之介様です", "長谷川ひまわり子",
                                       "鯉のぼり大好き太郎左衛門之助様", "WWWWWWWWWWWWWWWW"))
    app = make_app()
    scene = LoadScene(app)
    app.push(scene)
    for _ in range(len(scene.files)):
        rows, texts = shown(app, scene, monkeypatch)
        cues = cue(texts, "below") + cue(texts, "above")
        assert cues
        for _words, rect in cues:
            assert 0 <= rect.top - rows[-1][0].bottom <= 24, (rect, rows[-1][0])
        if not cue(texts, "below"):
            break
        scene.scroll_to(scene.scroll + 1)


def test_down_on_the_last_row_shown_scrolls_by_one_and_up_on_the_first_comes_back(app_and_scene):
    """docs/controls.md: "↓ past the last row shown scrolls the list"; the ring went to the
    "N more saves below" cue, then to Back (a play-test)."""
    from driver import key

    app, scene = app_and_scene
    key(app, pygame.K_DOWN)    # the first arrow shows the ring (on the first row)
    rows = scene._rows()
    assert scene.focus_ring.key == ("row", str(rows[0][1].path))
    for _ in range(len(rows) - 1):
        key(app, pygame.K_DOWN)
    last = rows[-1][1]
    assert scene.focus_ring.key == ("row", str(last.path)) and scene.scroll == 0
    key(app, pygame.K_DOWN)
    after = scene._rows()
    assert scene.scroll == 1, "↓ on the last row shown scrolls the list by one row"
    nxt = scene.files[scene.files.index(last) + 1]
    assert after[-1][1] is nxt and scene.focus_ring.key == ("row", str(nxt.path))
    assert app.input.pointer == next(t.at for t in scene.focus_targets() if t.key == scene.focus_ring.key)
    for _ in range(len(after) - 1):
        key(app, pygame.K_UP)
    first = after[0][1]
    assert scene.focus_ring.key == ("row", str(first.path)) and scene.scroll == 1
    key(app, pygame.K_UP)
    assert scene.scroll == 0 and scene.focus_ring.key == ("row", str(scene.files[0].path))
