"""Paddy's players panel broke a long Japanese name between two even halves, whatever the
characters there: a play-test (2026-12-06, a fresh player's evening) read "ヴィルヘルミ" /
"ーナ・たかはし", a line begun with the long-vowel mark ー, which Japanese never does (the
kinsoku rules the rest of the program keeps).  The name now breaks as every other panel breaks
a Japanese name (draw.japanese_name_lines): between phrases or words, after "・" here, never
against the rules of line breaking."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game import i18n
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.paddy import PaddyScene
from game.ui import draw, textrecord
from game.ui.linebreak import NO_END, NO_START

NAMES = ("ヴィルヘルミーナ・たかはし", "Bartholomew-Lee", "Chiyo")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_long_japanese_name_breaks_between_words_not_before_a_long_vowel_mark(size, lang):
    i18n.set_language(lang)
    try:
        app = make_app(size)
        setup = Setup("paddy", NAMES, first_player=0, seats=("human", "human", "easy"))
        scene = PaddyScene(app, Match(setup, 4))
        scene.computers.begin = lambda *args, **kwargs: None
        scene.computers.update = lambda dt_ms: None
        app.push(scene)
        scene.show_to(0)   # (past the hand-off screen of a hot-seat game)
        scene.settle()
        with textrecord.recording() as rec:
            app.full_frame = True
            app.render()
        row = scene.player_rows[0]
        left = pygame.Rect(row.x, row.y, scene.now_rect(0).x - row.x, row.h)
        name = NAMES[0]
        lines = [t.string for t in sorted(rec.texts, key=lambda t: t.ink.y)
                 if left.contains(t.ink) and t.string and t.string in name]
        assert "".join(lines) == name, lines
        assert len(lines) == 2, lines   # (the name is too long for one line at 13 px and more)
        first, second = lines
        assert second[0] not in NO_START and first[-1] not in NO_END, lines
        assert lines == ["ヴィルヘルミーナ・", "たかはし"], lines   # after the name's own "・"
    finally:
        i18n.set_language("en")
        pygame.quit()


def test_a_name_breaks_where_its_words_begin_even_where_budoux_cuts_inside_one():
    """BudouX cuts 「ヴィルヘルミーナ・たかは／し・は／な」, and its phrase end outranked the
    name's own "・": an online Koinobori players panel showed 「ヴィルヘルミーナ・たかは」 /
    「し・はな」 (a play-test).  A break that is both a phrase end and a word start is best; of
    the rest, either kind, the most even."""
    app = make_app((1280, 720))
    try:
        assets, name = app.assets, "ヴィルヘルミーナ・たかはし・はな"
        font = assets.font(12, True, name)
        fits_first = font.size("ヴィルヘルミーナ・")[0]
        whole = font.size(name)[0]
        tried = 0
        for width in range(fits_first, whole, 4):
            lines = draw.japanese_name_lines(assets, name, width, 12)
            assert lines == ["ヴィルヘルミーナ・", "たかはし・はな"], (width, lines)
            tried += 1
        assert tried > 10
    finally:
        pygame.quit()
