"""Ladybird's table as two players found it in the real window (issue 24, third look): a
column's two-digit change drawn whole beside or under its points (never "12…"), the aphid
count clear of the hand icon, whole long names in the four-seat header, and a hint that
names which of two face-up cards of one colour it means."""
from __future__ import annotations

import random

import pygame
import pytest

from game.rules.ladybird import data as D
from game.ui import textrecord
from test_ladybird_table_pass2 import app, play, table  # noqa: F401  (the fixture)


def frame(app):
    with textrecord.recording() as rec:
        app.render()
    return rec


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [3, 4])
def test_a_columns_two_digit_change_is_drawn_whole(app, lang, players):
    scene = table(app, players, 6, lang=lang)
    chooser = random.Random(6)
    play(app, scene, chooser, lambda st: any(c["points"] >= 10 for q in range(st.num_players)
                                               for c in st.score_details(q)["columns"]))
    q, colour = next((q, c["colour"]) for q in range(scene.state.num_players)
                     for c in scene.state.score_details(q)["columns"] if c["points"] >= 10)
    scene.deltas[q] = {"total": 10, colour: 10}   # what a flower bed's move did to it
    scene.refresh()
    rec = frame(app)
    k = next(k for k, (c, _r) in enumerate(scene.seats[q].columns) if D.COLOURS[c] == colour)
    foot = scene.seats[q].feet[k]
    shown = [t for t in rec.texts if foot.inflate(4, 4).contains(t.ink)]
    assert "+10" in [t.string for t in shown], [t.string for t in shown]
    assert not [t for t in shown if t.full], "a column's points or change cut with an ellipsis"
    assert not [f for f in rec.findings() if f.kind == "overlap" and "+10" in (f.string, f.other)]


def test_a_two_digit_aphid_count_keeps_clear_of_the_hand_icon(app):
    for players in (3, 4):
        scene = table(app, players, 6, ("human",) + ("easy",) * (players - 1))
        play(app, scene, random.Random(2), lambda st: any(st.aphids[q] >= 10 for q in range(st.num_players)))
        q = next(q for q in range(scene.state.num_players) if scene.state.aphids[q] >= 10)
        rec = frame(app)
        counters = scene.seats[q].counters
        digits = [t for t in rec.texts if t.string == str(scene.state.aphids[q])
                  and counters["aphids"].inflate(0, 4).contains(t.ink)]
        assert digits, "the aphid count is not drawn in its counter"
        assert digits[0].ink.right + 5 <= counters["hand"].x, (digits[0].ink, counters["hand"])
        app.pop()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_four_seats_show_whole_long_names_and_each_computers_level(app, lang):
    from test_ladybird_table_pass2 import NAMES
    from game import i18n
    scene = table(app, 4, 3, ("human", "easy", "normal", "hard"), lang)
    for leaf_on_a_computer in (False, True):   # the sticky leaf beside a name leaves it less room
        if leaf_on_a_computer:
            play(app, scene, random.Random(3), lambda st: st.leaf in (1, 2, 3) and st.step == "choose")
        rec = frame(app)
        found = [f for f in rec.findings(NAMES[lang]) if f.kind in ("name cut", "tiny")]
        assert not found, [str(f) for f in found]
        for q, seat in enumerate(scene.seats):
            inside = "".join(t.string.rstrip("-") for t in rec.texts if seat.header.contains(t.ink))
            assert NAMES[lang][q] in inside, (NAMES[lang][q], inside)
            if q:
                level = i18n._(("Easy", "Normal", "Hard")[q - 1])
                assert level in inside, (q, inside)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_played_tag_is_one_readable_word(app, lang):
    from game import i18n
    scene = table(app, 4, 3, ("human", "easy", "normal", "hard"), lang)
    play(app, scene, random.Random(3), lambda st: st.step == "draft")   # its revealed card just placed
    from driver import advance
    advance(app, 3000)   # the card has glided to its column
    rec = frame(app)
    word = i18n._("played")
    tags = [t for t in rec.texts if t.string == word]
    assert tags, [t.string for t in rec.texts][:40]
    assert all(t.size >= 12 and not t.full for t in tags)
