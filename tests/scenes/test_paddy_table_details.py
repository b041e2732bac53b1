"""Paddy's table, details a play-test found: the panel's words while a harvest waits for End
turn name the harvest (it read "hands over to ;" with an empty name)."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app, recorded_texts
from test_paddy_cycle_end import last_move_of_a_cycle, open_table


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def test_the_panel_names_the_harvest_that_end_turn_hands_over_to(app, monkeypatch):
    match, action = last_move_of_a_cycle()
    scene = open_table(app, monkeypatch, match)
    assert scene.act(action, (640, 360)) and scene.turn_done
    assert match.state.current_player() is None          # the harvest: no seat is next
    seen = recorded_texts(monkeypatch)
    scene.draw(app.canvas)
    said = " ".join(text for text, _rect in seen)
    assert "hands over to ;" not in said and "hands over to ." not in said
    assert "End turn hands over to the harvest; Undo takes your move back." in said
