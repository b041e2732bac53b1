"""Koinobori's final table heads the -3 column with the results' word, "Unscored carp" (it said
"Penalty" where the results and the score sheet say "Unscored carp"), whole and clear of its
neighbours in both languages."""
from __future__ import annotations

import random

import pytest

from driver import advance, make_app
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.koinobori import KoinoboriScene
from game.ui import textrecord


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_final_table_says_unscored_carp_like_the_results(lang):
    i18n.set_language(lang)
    try:
        app = make_app()
        match = Match(Setup("koinobori", ("Ana", "Ben", "Chiyo"), 0), 9)
        chooser = random.Random(9)
        while not match.state.is_over():
            match.apply(chooser.choice(match.state.legal_actions()))
        scene = KoinoboriScene(app, match)
        app.reset(scene)
        advance(app, 30_000)   # the reveal has played: the totals are shown
        with textrecord.recording() as rec:
            app.render()
        shown = [t.string for t in rec.texts]
        word = i18n._("Unscored carp")
        assert word in shown
        assert word in match.state.score_sheet().categories
        assert i18n._("Penalty") not in shown
        bad = [str(f) for f in rec.findings() if word in (f.string, f.other)]
        assert not bad, bad
    finally:
        i18n.set_language("en")
