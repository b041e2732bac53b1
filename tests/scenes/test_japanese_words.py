"""The Japanese edition meets no English word and nothing is cut or spills: every tooltip of
every table (a grid hovered over positions of each title, solo included) reads as whole
translated sentences; the solo results, the setup's per-seat buttons and the load list fit
their boxes in Japanese type; a save's date is written the Japanese way."""
from __future__ import annotations

import random
import re
import time

import pygame
import pytest

from driver import make_app
from game import i18n, smoke
from game.rules.base import Setup
from game.rules.match import Match
from game.saves import SaveRow
from game.scenes import registry
from game.scenes.common.load import LoadScene
from game.scenes.common.results import ResultsScene
from game.scenes.common.setup import SEAT_CHOICES, SetupScene
from game.ui import draw, theme

# what may stay in Latin letters: game titles, the program's name, key names
KEPT = {"Paddy", "Koinobori", "Pondscape", "Ladybird", "Tabletop", "Esc", "Ctrl", "Enter", "F1"}
WORD = re.compile(r"[A-Za-z]{2,}")
JAPANESE_THEN_PERIOD = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uff01-\uff5e\u3001\u3002][.]")
NAMES = ("あおい", "ボブ", "さくら")   # seat names without Latin letters, so any Latin word is ours


@pytest.fixture
def japanese(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    i18n.set_language("ja")
    yield make_app()
    i18n.set_language("en")


def english_in(text: str) -> list[str]:
    return [w for w in WORD.findall(text) if w not in KEPT]


def tooltips(app, match) -> dict:
    """Every tooltip on a grid over the table, shown to the seat to act: {key: (title, lines)}."""
    table = registry.scene_class(match.setup.title)(app, match)
    app.reset(table)
    seat = match.state.current_player()
    table.show_to(seat if seat is not None and seat >= 0 else 0)
    table.settle()
    found = {}
    for y in range(0, 720, 10):
        for x in range(0, 1280, 10):
            tip = table.tooltip_at((x, y))
            if tip is not None:
                found[tip.key] = (tip.title, tip.lines)
    return found


@pytest.mark.parametrize("title,players", [("paddy", 3), ("koinobori", 3), ("pondscape", 2), ("pondscape", 1),
                                           ("ladybird", 2), ("ladybird", 1)])
def test_every_tooltip_reads_in_japanese_as_whole_sentences(japanese, title, players):
    app = japanese
    seen: dict = {}
    match = Match(Setup(title, NAMES[:players]), 3)
    rng = random.Random(3)
    for step in range(3000):
        if step in (4, 60, 250) or match.state.is_over():
            seen.update(tooltips(app, match))
            if match.state.is_over():
                break
        match.apply(rng.choice(match.state.legal_actions()))
    assert len(seen) > 20
    wrong = [text for title_, lines in seen.values() for text in (title_, *lines)
             if english_in(text) or JAPANESE_THEN_PERIOD.search(text) or "{" in text]
    assert wrong == []


def drawn_texts(monkeypatch) -> list[tuple[str, pygame.Rect, int]]:
    seen = []
    real = draw.text

    def record(surface, assets, string, pos, size=theme.BODY_SIZE, colour=theme.INK, bold=False, anchor="topleft"):
        rect = real(surface, assets, string, pos, size, colour, bold, anchor)
        seen.append((string, rect, size))
        return rect

    monkeypatch.setattr(draw, "text", record)
    return seen


@pytest.mark.parametrize("title", ["pondscape", "ladybird"])
def test_the_solo_results_fit_in_japanese(japanese, monkeypatch, title):
    app = japanese
    scene = ResultsScene(app, smoke.finished_match(title, 1))
    smoke.show(app, scene)
    seen = drawn_texts(monkeypatch)
    app.render()
    table = scene.layout.zone("solo_table")
    head = scene.layout.zone("solo_head")
    above = [(t, tuple(r)) for t, r, _s in seen if head.collidepoint(r.topleft) and r.y < table.y and r.bottom > table.y]
    assert above == [], "a line of the rank block crosses the breakdown's top line"
    texts = {t for t, _r, _s in seen}
    ordered = [t for t, _r, _s in seen]
    for category in scene.sheet.categories:   # a short heading whole on one line (no word cut in two)
        whole = category in texts
        assert whole or len(category) > 7, category
        assert whole or any(a + b == category for a, b in zip(ordered, ordered[1:])), category   # nothing lost
    for name, _low in scene.ranks:
        assert name in texts, name
    assert not [t for t in texts if english_in(t) and t not in scene.sheet.players]


def test_the_setup_seat_buttons_show_their_whole_labels_in_japanese(japanese, monkeypatch):
    app = japanese
    scene = SetupScene(app, "ladybird")
    scene._set_count(4)
    app.reset(scene)
    seen = drawn_texts(monkeypatch)
    app.render()
    texts = [t for t, _r, _s in seen]
    for _kind, label in SEAT_CHOICES:
        assert texts.count(i18n._(label)) == scene.count, label
    assert not any(t.endswith("\u2026") for t in texts)
    panel = scene.layout.zone("panel")
    assert all(panel.contains(r) for _t, r, _s in seen)


def test_the_load_list_rows_hold_two_lines_of_japanese_type(japanese, monkeypatch, tmp_path):
    app = japanese
    scene = LoadScene(app)
    row = SaveRow(tmp_path / "x.json", "x.json", "ok", title="ladybird", players=NAMES, moves=12,
                  progress="1/5日目", modified=time.mktime((2026, 12, 1, 9, 5, 0, 0, 0, -1)))
    scene.files = [row, row]
    app.reset(scene)
    seen = drawn_texts(monkeypatch)
    app.render()
    for rect, _row in scene._rows():
        watch = scene.watch_rect(rect)   # the row's "Watch replay" button holds its own label
        inside = [(t, r) for t, r, _s in seen if rect.collidepoint(r.center) and not watch.collidepoint(r.center)]
        assert len(inside) == 2 and all(rect.contains(r) for _t, r in inside), inside
        assert [t for t, r, _s in seen if watch.contains(r)] == ["リプレイを見る"]
    assert row.when == "12月1日 09:05"
    assert "あおい、ボブ、さくら" in row.label and "12月1日" in row.label
    i18n.set_language("en")
    assert row.when == "1 Dec 09:05" and "12 moves" in row.label


def test_pondscape_solo_panels_keep_their_japanese_notes_inside(japanese, monkeypatch):
    """The Croaker's panel (its waiting note, its last turn) and the controls' two-line notes
    stay inside their panels in Japanese type."""
    app = japanese
    match = smoke.busy_match("pondscape", 1, steps=0)
    seen = drawn_texts(monkeypatch)
    for steps in (0, 1, 2, 6, 12):
        if steps:
            rng = random.Random(steps)
            for _ in range(steps):
                if not match.state.is_over():
                    match.apply(rng.choice(match.state.legal_actions()))
        table = registry.scene_class("pondscape")(app, match)
        smoke.show(app, table)
        seen.clear()
        app.render()
        croaker = table.others_zone
        controls = table.layout.zone("controls")
        for text, rect, _size in seen:
            if croaker.collidepoint(rect.topleft):
                assert croaker.contains(rect), (text, tuple(rect), tuple(croaker))
            elif controls.collidepoint(rect.topleft):
                assert rect.right <= croaker.x, (text, tuple(rect))
