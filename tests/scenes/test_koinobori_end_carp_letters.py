"""Koinobori at the end of the game (play-test 2026-12-06, session 2): the tiny carp of
"Personal pole (revealed)" and of the players panel's "hand at the end" told their colours by
colour alone at 1280x720 (their letters too small to read; under a deuteranope's eyes orange
and yellow-green merge).  Now each carp of a revealed personal pole carries its letter (G O B V
Y P) on its tail in readable type, and each card of a hand at the end has a tooltip naming its
carp."""
from __future__ import annotations

import pytest

from driver import make_app
from game import i18n
from game.rules.koinobori import card_name
from game.scenes.koinobori import KoinoboriScene
from game.scenes.koinobori.panels import COL_END_HAND
from titles import random_match


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    i18n.set_language("en")


def finished_table(app, seed: int):
    match = random_match("koinobori", 3, steps=100_000, seed=seed)
    assert match.state.is_over()
    table = KoinoboriScene(app, match)
    app.reset(table)
    table.show_to(0)
    table.settle()   # (the scoring revealed whole)
    return table


# (each revealed carp's letter, in order and readable at every size: test_koinobori_end_carp_letters_small.py)


@pytest.mark.parametrize("seed", [4, 5, 6])
def test_each_card_of_a_hand_at_the_end_names_its_carp_in_a_tooltip(app, seed):
    table = finished_table(app, seed)
    app.render()
    pz = table.layout.zone("players")
    checked = 0
    for q, row in enumerate(table.player_rects):
        hand = table.state.hands[q]
        for card, rect in zip(hand, table.end_hand_rects(len(hand), pz.x + COL_END_HAND, row)):
            tip = table.tooltip_at(rect.center)
            assert tip is not None and tip.title == card_name(card), (q, card, tip)
            checked += 1
    assert checked
