"""Paddy's lesson panel leaves the animal reserve readable (a play-test, 2026-12-06 session 2:
the first note, growing upwards over the log, covered the reserve box in Japanese): a note too
long for its zone puts its Next button beside the heading and stays in the zone."""
from __future__ import annotations

import pygame
import pytest

from driver import button_pos, click, make_app
from game import i18n
from test_tutorial_scene import open_lesson, play_through


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_no_note_of_the_paddy_lesson_covers_the_reserve(lang):
    i18n.set_language(lang)
    try:
        app = make_app()
        table = open_lesson(app, "paddy")
        guide = table.lesson
        seen = []

        def each_frame():
            if not guide.active or table.show_harvest is not None:
                return False
            reserve = table.reserve_rect
            words = pygame.Rect(reserve.x, reserve.y, reserve.w, reserve.h - 10)   # its label and pawns
            assert not guide.panel.colliderect(words), (guide.words()[1], guide.panel, reserve)
            for button in guide.buttons:
                assert guide.panel.contains(button.rect), (button.label, button.rect, guide.panel)
            seen.append(guide.words()[1])
            return False

        app.render()
        each_frame()
        assert guide.lesson.waiting_note(table.match), "the first step is a note"
        first = guide.words()[1]
        click(app, button_pos(guide, "Next"))         # the Next beside the heading works as ever
        assert guide.words()[1] != first
        play_through(app, table, each_frame)
        assert len(set(seen)) >= 8
    finally:
        i18n.set_language("en")
