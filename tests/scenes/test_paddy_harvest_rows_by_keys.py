"""A harvest's rows in the hand's place are reached by the keyboard (a play-test, 2026-12-06
session 2: the panel said to point at a row to see its terrace, and ↑ went to Menu): the ring on
a row shows that row's terrace on the board as the pointer does, and the panel says "point at
or focus"."""
from __future__ import annotations

import pygame

from driver import key, make_app
from driver import recorded_texts as recorded
from keyboard import focused, go_to
from test_paddy_scene import advanced, open_scene


def test_the_harvest_rows_are_focus_targets_showing_their_terrace(monkeypatch):
    app = make_app()
    def many_rows(s) -> bool:   # a few terraces holding animals
        rows = [t for t in s.harvest_now()["terraces"] if t["majority"] is not None or any(t["animals"])]
        return s.step == "paddy" and s.current_player() is not None and len(rows) >= 4

    match = advanced(2, 6, many_rows)
    scene = open_scene(app, match)
    app.render()
    go_to(app, lambda t: t.rect == scene.layout.zone("btn_now"), "Harvest now?")
    key(app, pygame.K_RETURN)
    app.render()
    assert scene.show_harvest == "now" and len(scene.harvest_all) >= 4, len(scene.harvest_all)
    go_to(app, lambda t: t.key == ("harvest row", 0), "the first row")
    seen = []
    for k in range(len(scene.harvest_all)):
        app.render()
        here = focused(app)
        assert here.key == ("harvest row", k), (k, here.key)
        row = scene.harvest_all[k]
        assert scene.hover_terrace == row["cells"], f"the ring on row {k} did not show its terrace"
        seen.append(k)
        key(app, pygame.K_DOWN)
    assert seen == list(range(len(scene.harvest_all)))
    texts = recorded(monkeypatch)
    app.dirty = True
    app.render()
    assert any("point at or focus a row to see its terrace" in text for text, _r in texts)
