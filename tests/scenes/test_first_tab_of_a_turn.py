"""The first Tab of a turn (play-test 2026-12-06, session 2): a Pondscape game started from the
title menu by keys (the ring already shown) took four Tabs, through the hand, the pond and the
food row, to reach a card of the display that could be taken: the first Tab went on past the
place the ring was shown on without anyone having put it there.  While nothing on a table has
been focused yet, the first Tab now lands where the turn's move begins
(TableFocus.move_begins_at), in every title; the next Tab goes on from there as ever (and once
the ring has stood on the table, Tab goes on from where it is drawn: test_ring_after_turn_back)."""
from __future__ import annotations

import pygame
import pytest

from driver import key, make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app


def table_with_ring_shown(app, title: str, names: list[str]):
    match = Match(Setup(title, names, first_player=0, seats=tuple("human" for _ in names)), 3)
    scene = registry.scene_class(title)(app, match)
    app.reset(scene)
    scene.show_to(0)
    scene.settle()
    app.focus.shown = True   # (the keyboard was in use on the screen before: the menu's Enter)
    app.render()
    return scene


def begins_a_move(scene, target) -> bool:
    return any(r.collidepoint(target.at) for action in scene.state.legal_actions()
               for r in scene.move_begins_at(action))


@pytest.mark.parametrize("title, names, area", [("pondscape", ["Ana"], "display"),
                                                ("pondscape", ["Ana", "Ben"], "display"),
                                                ("ladybird", ["Ana", "Ben"], "hand"),
                                                ("koinobori", ["Ana", "Ben"], None),
                                                ("paddy", ["Ana", "Ben"], "hand")])
def test_the_first_tab_of_a_turn_lands_where_the_move_begins(app, title, names, area):
    scene = table_with_ring_shown(app, title, names)
    assert scene.focus_ring.key is None   # nothing focused yet on this table
    key(app, pygame.K_TAB)
    here = scene.focus_ring.find(scene.focus_targets())
    assert begins_a_move(scene, here), (title, here.key, here.group)
    if area is not None:
        assert here.group == area, (title, here.key)
    key(app, pygame.K_TAB)   # then Tab goes on to the next area, as ever
    there = scene.focus_ring.find(scene.focus_targets())
    assert there.group != here.group
