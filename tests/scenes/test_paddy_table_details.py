"""Paddy's table, details a play-test found: the panel's words while a harvest waits for End
turn name the harvest (it read "hands over to ;" with an empty name)."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import make_app, recorded_texts
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import PlacePaddy
from game.rules.paddy.geometry import cell_name
from game.scenes import registry
from game.scenes.paddy import PaddyScene
from keyboard import focused
from test_keyboard_play import make_move
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


def at_a_tile_to_place(tile: int, seed_range=range(1, 60)):
    """A hot-seat match (Ana, Ben) where the seat to move may place a tile of `tile` plots on
    a bare plot away from the board's edge, and that placement."""
    setup = Setup("paddy", ("Ana", "Ben"), 0)
    for seed in seed_range:
        match = Match(setup, seed)
        chooser = random.Random(seed)
        for _n in range(200):
            st = match.state
            if st.is_over():
                break
            legal = st.legal_actions()
            if st.step == "paddy":
                fits = [a for a in legal if isinstance(a, PlacePaddy) and a.tile == tile
                        and 1 <= a.cell // 8 <= 5 and 1 <= a.cell % 8 <= 5 and not st.level[a.cell]]
                if fits:
                    return match, fits[0]
            match.apply(chooser.choice(legal))
    raise AssertionError(f"no match offers a {tile}-plot tile")


def open_hot_seat(app, match) -> PaddyScene:
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    scene.show_to(match.state.current_player())
    return scene


def test_after_placing_a_tile_by_enter_the_info_reads_the_ringed_plot(app):
    match, action = at_a_tile_to_place(4)
    scene = open_hot_seat(app, match)
    make_move(app, scene, action)                 # the cards picked and the tile placed by keys
    ring = focused(app)
    assert ring is not None and ring.key == ("plot", action.cell)
    assert scene.state.level[action.cell] >= 1    # the plot is raised: drawn higher than before
    line = scene._info_line(app.input.pointer)
    assert line.startswith(cell_name(action.cell) + " "), (line, cell_name(action.cell))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", [1, 1.25, 1.5, 1.75, 2])
def test_the_table_buttons_labels_are_whole_at_every_scale(monkeypatch, scale, lang):
    """"Harvest now?" read "Harvest no…" in a 1920x1080 window (scale 1.5): its label, at the
    smallest size it may shrink to, was a few pixels wider there than at 1280x720."""
    from at_scale import app_at
    from game import i18n

    app = app_at(scale)
    try:
        i18n.set_language(lang)
        match, action = last_move_of_a_cycle()
        scene = open_table(app, monkeypatch, match)
        assert scene.act(action, (640, 360))
        scene.end_turn()                              # the harvest: "Harvests (1)" joins the buttons
        scene.settle()
        labels = [i18n._(b.label) for b in scene.buttons]
        assert i18n._("Harvest now?") in labels and i18n._("Harvests ({n})").format(n=1) in labels
        seen = recorded_texts(monkeypatch)
        scene.draw(app.canvas)
        drawn = [text for text, _rect in seen]
        for label in labels:
            assert label in drawn, (label, [t for t in drawn if t.endswith("…")])
    finally:
        pygame.quit()
