"""Ladybird's revealed card as a play-tester found it in Japanese (day 1, a card revealed and
played): the "Revealed" heading (公開済み) touched the seat panel's frame, and the "played" tag
(プレイ済) was wider than the faded card it labels.  At every seat count, in both languages: the
heading and the card keep clear of the panel's frame, and the tag sits inside the card's
coloured frame with its word on one line, whole, readable and clear of the tag's ends."""
from __future__ import annotations

import random

import pytest

from driver import advance
from game import i18n
from game.ui import textrecord
from test_ladybird_table_pass2 import app, play, table  # noqa: F401  (the fixture)

FRAME = 4    # the seat on turn's frame, drawn inside its panel's rect
CLEAR = 4    # what the heading and the card keep between them and that frame
CARD_FRAME = 3   # the card's coloured frame: this far in from the card's edge (its face sprite);
                 # the tag may lie on it, never on the paper and the outline outside it


def revealed_and_played(app, lang, players):
    """A table of `players` seats on day 1, the person's revealed card placed (the next draft
    starts), and what its frame drew."""
    scene = table(app, players, 3, ("human",) + ("easy",) * (players - 1), lang)
    if players > 1:
        play(app, scene, random.Random(3), lambda st: st.step == "draft")
        advance(app, 3000)   # the card has glided to its column
    with textrecord.recording() as rec:
        app.render()
    return scene, rec


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_revealed_heading_and_card_keep_clear_of_the_panels_frame(app, lang, players):
    scene, rec = revealed_and_played(app, lang, players)
    heading = i18n._("Revealed")
    for q, seat in enumerate(scene.seats):
        rect, card = seat.rect, seat.revealed
        headings = [t for t in rec.texts if t.string == heading and rect.contains(t.ink)]
        if not card.h:   # solo: nothing is ever waiting face down, no heading
            assert players == 1 and not headings
            continue
        inner = rect.inflate(-2 * (FRAME + CLEAR), -2 * (FRAME + CLEAR))
        assert len(headings) == 1, (q, [t.string for t in rec.texts if rect.contains(t.ink)])
        assert inner.contains(headings[0].ink), (q, headings[0].ink, rect)
        assert inner.contains(card), (q, card, rect)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [2, 3, 4])   # (solo: no revealed card, test above)
def test_the_played_tag_fits_inside_its_card(app, lang, players):
    scene, rec = revealed_and_played(app, lang, players)
    word = i18n._("played")
    tags = 0
    for seat in scene.seats:
        card = seat.revealed
        on_card = [t for t in rec.texts if card.contains(t.ink)]
        if not on_card:
            continue   # not played yet (face up, face down or none)
        tags += 1
        assert [t.string for t in on_card] == [word]   # one line, whole
        face = card.inflate(-2 * CARD_FRAME, -2 * CARD_FRAME)
        for t in on_card:
            assert t.size >= 12 and not t.full, (t.string, t.size, t.full)
            tag = t.box.rect
            assert face.contains(tag), f"the tag {tag} is wider than its card's face {face} ({card})"
            assert tag.left + 2 <= t.ink.left and t.ink.right <= tag.right - 2, (t.string, t.ink, tag)
            assert tag.top <= t.ink.top and t.ink.bottom <= tag.bottom, (t.string, t.ink, tag)
    assert tags   # the person's own card, revealed and played, is tagged


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_played_tag_is_readable_at_1024x600(lang):
    """At 1024x600 the tag's word was drawn at 12 on the plan (9-10 real pixels), and プレイ済
    broke into two lines there: now one word (配置済, the rulebook's), whole, on one line inside
    the tag, at least READABLE real pixels high."""
    from driver import make_app
    from game.ui.canvas import current_scale
    small = make_app((1024, 600))
    scene = table(small, 3, 3, ("human", "easy", "easy"), lang)
    chooser = random.Random(3)
    while scene.state.step != "draft":   # (the table's own act(): clicks are on the 1280x720 plan)
        if scene.turn_done:
            scene.end_turn()
            continue
        st = scene.state
        assert scene.act(chooser.choice(st.legal_actions()), None,
                         by_viewer=not scene.computers.is_computer(st.current_player()))
    advance(small, 3000)   # the card has glided to its column
    with textrecord.recording() as rec:
        small.render()
    word = i18n._("played")
    tags = [t for t in rec.texts if t.string == word]
    assert tags and all(not t.full and round(t.size * current_scale()) >= textrecord.READABLE for t in tags), \
        [(t.string, t.size) for t in rec.texts if t.string and t.string[0] in word[:1]]
    for seat in scene.seats:
        on_card = [t for t in rec.texts if seat.revealed.contains(t.ink)]
        if on_card:
            assert [t.string for t in on_card] == [word]
            assert on_card[0].box.rect.contains(on_card[0].ink), (on_card[0].ink, on_card[0].box.rect)
