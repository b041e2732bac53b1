"""Koinobori's pole results at the end ("= 3", "= 2 tie", "= 1 flag" beside the scoring carp in
the pole's header): the Japanese says 引き分け for a tie, the rulebook's word, which is longer
than the 同数 it replaced; the label keeps inside its header at every window size, in both
languages, made smaller rather than past the header's edge."""
from __future__ import annotations

import pytest

from driver import make_app
from game import i18n
from game.scenes.koinobori import KoinoboriScene
from game.ui import textrecord
from titles import random_match


@pytest.fixture
def app_at(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    made = []

    def make(size):
        made.append(make_app(size))
        return made[-1]

    yield make
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_every_pole_result_label_stays_inside_its_header(app_at, lang, size):
    i18n.set_language(lang)
    app = app_at(size)
    kinds = set()
    for seed in range(1, 40):
        match = random_match("koinobori", 3, steps=100_000, seed=seed)
        table = KoinoboriScene(app, match)
        app.reset(table)
        table.show_to(0)
        table.settle()   # (every pole's result shown)
        vias = {entry["via"] for entry in table.score["poles"]}
        if vias <= kinds:
            continue
        kinds |= vias
        with textrecord.recording() as rec:
            app.render()
        labels = [t for t in rec.texts if t.string.startswith("= ")]
        assert len(labels) == len(table.score["poles"]), [t.string for t in labels]
        for t, place in zip(sorted(labels, key=lambda t: t.ink.x), sorted(table.pole_columns, key=lambda p: p.header.x)):
            assert place.header.contains(t.ink), (seed, t.string, t.ink, place.header)
            assert not t.full, (seed, t.full)   # whole, never cut with an ellipsis
        if kinds >= {"majority", "cascade", "flag"}:
            break
    assert kinds >= {"majority", "cascade", "flag"}, kinds
