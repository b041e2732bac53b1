"""Choosing Paddy's waterfall edge by the keyboard (a play-test, 2026-12-06 session 2): the
arrows go from edge to edge and never leave them for the hand's card, and the ring's edge
tells where the water would flow (the terrace it falls onto, or off the board), not the plot."""
from __future__ import annotations

import pygame
import pytest

from driver import advance, key, make_app
from game.rules.paddy import PlaceWaterfall, cell_name
from keyboard import focused, go_to
from test_paddy_scene import advanced, open_scene


@pytest.fixture()
def waterfall_table():
    app = make_app()
    match = advanced(2, 21, lambda s: s.step == "waterfall" and any(isinstance(a, PlaceWaterfall)
                                                                   for a in s.legal_actions()))
    scene = open_scene(app, match)
    app.render()
    return app, scene


def test_the_arrows_stay_on_the_edges(waterfall_table):
    app, scene = waterfall_table
    assert len(scene.wf_moves) > 4
    go_to(app, lambda t: t.group == "edges", "an edge")
    for arrow in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
        for _ in range(12):
            key(app, arrow)
            here = focused(app)
            assert here.group == "edges", f"the arrow left the edges for {here.key}"
    # the arrows do go from edge to edge
    seen = set()
    for arrow in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP):
        key(app, arrow)
        seen.add(focused(app).key)
    assert len(seen) > 1


def tooltip_words(app, monkeypatch) -> str:
    """The words of the tooltip drawn for the ring's place, after a rest."""
    from game.scenes.common import table as table_module

    shown = []
    real = table_module.draw_tooltip

    def record(surface, assets, tip, *args, **kwargs):
        shown.append(tip)
        return real(surface, assets, tip, *args, **kwargs)

    monkeypatch.setattr(table_module, "draw_tooltip", record)
    advance(app, 1500)
    app.dirty = True
    app.render()
    monkeypatch.undo()
    assert shown, "no tooltip at the ring's place"
    return " ".join((shown[-1].title, *shown[-1].lines))


def test_the_edges_tooltip_says_where_the_water_flows(waterfall_table, monkeypatch):
    app, scene = waterfall_table
    off = [(c, s) for c, s in scene.wf_moves
           if (s == "N" and c < 8) or (s == "S" and c >= 56) or (s == "W" and c % 8 == 0) or (s == "E" and c % 8 == 7)]
    inside = [(c, s) for c, s in scene.wf_moves if (c, s) not in off]
    checked = 0
    for cell, side in (off[:1] + inside[:2]):
        go_to(app, lambda t: t.key == ("edge", cell, side), f"the {side} edge of {cell_name(cell)}")
        words = tooltip_words(app, monkeypatch)
        assert f"edge of {cell_name(cell)}" in words and "Its water would" in words, words
        assert (cell, side) not in off or "off the board" in words, words
        assert "Terrace at level" not in words, f"the plot's tooltip, not the edge's: {words}"
        checked += 1
    assert checked >= 2


def test_an_edge_over_a_terrace_names_the_terrace_its_water_falls_onto(monkeypatch):
    from game.scenes.paddy.board import NEIGHBOURS
    from game.rules.paddy.geometry import SIDES

    def across(a):
        return NEIGHBOURS[a.cell][SIDES.index(a.side)][1]

    def onto_a_terrace(s):
        return s.step == "waterfall" and any(isinstance(a, PlaceWaterfall) and across(a) >= 0 and s.level[across(a)] > 0
                                             for a in s.legal_actions())

    app = make_app()
    match = advanced(2, 21, onto_a_terrace)
    scene = open_scene(app, match)
    app.render()
    st = match.state
    action = next(a for a in st.legal_actions()
                  if isinstance(a, PlaceWaterfall) and across(a) >= 0 and st.level[across(a)] > 0)
    go_to(app, lambda t: t.key == ("edge", action.cell, action.side), repr(action))
    words = tooltip_words(app, monkeypatch)
    assert f"Its water would fall onto {cell_name(across(action))}" in words, words
    assert "terrace of" in words or "bare board" in words, words
