"""Ladybird's progress in one wording (a play-test): the lists (Load, My online tables) said
"Day 2 of 4, round 1" (the rules' `progress`) and the table's top bar "Day 2/4 · round 1/2".  The
bar now says it in the lists' words with the day's count of rounds, "Day 2 of 5, round 1 of 2",
always (a play-test then saw both forms on one bar, chosen by the prompt's length): the prompt
beside it gives way (two lines, or smaller type) and is drawn whole.
Real games (random legal moves, 16-character names), 1280x720 and 1024x600, English and
Japanese; the bar's texts are read as they are drawn: inside the bar, clear of each other and of
the bar's buttons, the prompt whole."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import make_app
from game import i18n
from game.i18n import _
from game.rules.base import Setup
from game.rules.ladybird import data as D
from game.scenes import registry
from game.scenes.common.table import TableScene
from game.ui import textrecord
from test_hints import settle

NAMES = {"en": ("Ana", "Bartholomew-Smit", "Maximilianus XVI", "Cid"),
         "ja": ("アナ", "棚田の水守り山本さくら之介様です", "鯉のぼり大好きおじいちゃん様です", "シド")}


def words(st) -> tuple[str, str]:
    """The bar's wording of the day and round (the lists' with the day's rounds), and the lists'
    own."""
    day = min(st.day, D.NUM_DAYS)
    lists = st.progress()   # the rules' words, as Load and My online tables show them
    return (_("Day {day} of {days}, round {round} of {rounds}").format(day=day, days=D.NUM_DAYS, round=st.round,
                                                                      rounds=day), lists)


def bar_drawn(app, table):
    """(the status drawn, the prompt's lines drawn, every text in the bar) of one whole frame."""
    bar = table.layout.zone("bar")
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    inside = [t for t in rec.texts if t.ink.colliderect(bar)]
    status = [t for t in inside if t.string == table._status]
    return status, inside


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_bar_says_the_day_and_round_in_the_lists_words_and_keeps_within_the_bar(lang, size):
    i18n.set_language(lang)
    try:
        app = make_app(size)
        registry.start_new(app, Setup("ladybird", NAMES[lang], 0), 4)
        table = app.find(TableScene)
        chooser = random.Random(4)
        for _step in range(60):
            settle(app, table)
            st = table.state
            if st.is_over():
                break
            full, lists = words(st)
            assert full.startswith(lists) or lang == "ja"   # the lists' words, and the day's count of rounds
            status, inside = bar_drawn(app, table)
            assert table._status == full, (table._status, full)
            assert status, f"the day and round are not drawn in the bar: {table._status!r}"
            ink = status[0].ink
            bar = table.layout.zone("bar")
            assert bar.contains(ink), (ink, bar)
            for other in inside:
                if other is not status[0]:
                    assert not ink.colliderect(other.ink), (table._status, other.string)
            for button in table._live_bar_buttons():
                assert not ink.colliderect(button.rect), (table._status, button.label)
            # the prompt beside it is drawn whole (on two lines or smaller, never cut)
            assert "".join(table._bar_lines[1]).replace(" ", "") == table.bar_text.replace(" ", "")
            assert not any(t.full for t in inside), [t.full for t in inside if t.full]
            table.input_grace = 0
            table.act(chooser.choice(st.legal_actions()))
        pygame.quit()
    finally:
        i18n.set_language("en")


def test_the_english_bar_and_the_lists_say_the_same_words():
    app = make_app()
    registry.start_new(app, Setup("ladybird", ("Ana", "Ben"), 0), 4)
    table = app.find(TableScene)
    settle(app, table)
    st = table.state
    status, _inside = bar_drawn(app, table)
    assert st.progress() == "Day 1 of 5, round 1"   # the lists' words (the rules')
    assert [t.string for t in status] == ["Day 1 of 5, round 1 of 1"]
    pygame.quit()
