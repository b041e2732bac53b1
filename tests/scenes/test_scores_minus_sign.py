"""A score below zero is written with a true minus sign everywhere a player reads it: Koinobori's
final table, the results' table and chart, and the Load list agreed on "−6" only in the Load list
(the others wrote "-6", which beside it read as a different figure, or as a dash)."""
from __future__ import annotations

import random
import re

import pytest

from driver import advance, make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.common.results import ResultsScene
from game.scenes.koinobori import KoinoboriScene
from game.ui import numbers, textrecord

HYPHEN_FIGURE = re.compile(r"(^|[\s(:=])-\d")


def finished_with_a_negative_total() -> Match:
    """A random three-seat Koinobori game in which some seat ends below zero."""
    for seed in range(1, 200):
        match = Match(Setup("koinobori", ("Ana", "Ben", "Chiyo"), 0), seed)
        chooser = random.Random(seed)
        while not match.state.is_over():
            match.apply(chooser.choice(match.state.legal_actions()))
        if min(match.state.score_sheet().totals()) < 0:
            return match
    pytest.fail("no random game ended below zero")


def shown_texts(app) -> list[str]:
    with textrecord.recording() as rec:
        app.render()
    return [t.string for t in rec.texts]


def test_number_forms():
    assert numbers.score(-15) == "\u221215" and numbers.score(0) == "0" and numbers.score(7) == "7"
    assert numbers.change(-3) == "\u22123" and numbers.change(0) == "+0" and numbers.change(4) == "+4"


@pytest.mark.parametrize("screen", ["table", "results"])
def test_a_negative_total_takes_a_minus_sign(screen):
    match = finished_with_a_negative_total()
    lowest = min(match.state.score_sheet().totals())
    app = make_app()
    if screen == "table":
        app.reset(KoinoboriScene(app, match))
        advance(app, 30_000)   # the final table's reveal has played: the totals are shown
    else:
        app.reset(ResultsScene(app, match))
    shown = shown_texts(app)
    assert f"\u2212{-lowest}" in shown, shown
    hyphened = [s for s in shown if HYPHEN_FIGURE.search(s)]
    assert not hyphened, hyphened
