"""Pondscape's lesson by the keyboard (a Japanese play-test at 1024x600): the step that teaches
a card played face down as water says "press Flip (or F)"; F turned the card but the ring stayed
on the Flip button, and the next Enter turned it back.  After F the ring goes on to the outlined
pond space, and Enter there plays the card as water."""
from __future__ import annotations

import pygame
import pytest

import at_scale
from driver import advance, key
from game import i18n
from game.rules.registry import TITLES
from game.scenes.common.table import TableScene
from keyboard import focused


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_f_at_the_water_step_moves_the_ring_to_the_outlined_space(lang, size):
    i18n.set_language(lang)
    app = at_scale.app_at(size)
    app.go_home()
    app.render()
    at_scale.click(app, app.top.layout.zone(f"learn_{list(TITLES).index('pondscape')}").center)
    table = app.find(TableScene)
    guide = table.lesson
    key(app, pygame.K_TAB)
    for _ in range(200):
        app.render()
        assert not guide.finished(), "the lesson has no card played as water"
        if table.input_grace > 0 or (guide.expected() is None and not guide.lesson.waiting_note(table.match)
                                     and not table.turn_done):
            advance(app, max(table.input_grace + 1, 1000))
            continue
        expected = guide.expected() if not guide.lesson.waiting_note(table.match) else None
        if expected is not None and getattr(expected, "face_down", False):
            break
        done = len(table.match.actions)
        for _press in range(4):
            key(app, pygame.K_RETURN)
            if expected is None or len(table.match.actions) > done:
                break
    key(app, pygame.K_RETURN)   # the card picked up
    assert table.selected == expected.card and not table.face_down
    key(app, pygame.K_f)        # turned to water, as the note says
    app.render()
    assert table.face_down
    here = focused(app)
    space = table.cell_rects[expected.cell]
    assert space.collidepoint(here.at), f"after F the ring stands on {here.key!r}, not on the outlined space"
    done = len(table.match.actions)
    key(app, pygame.K_RETURN)
    assert table.match.actions[done:done + 1] == [expected], table.message
