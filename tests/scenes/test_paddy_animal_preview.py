"""A fresh player's play-test (2026-12-06): Paddy's table showed the running score ("If the
harvest were now") but what a move would score only once it was made.  In the Place Animals
step, resting the pointer on a plot your animal may go to now says what you would score with it
there, and the change: the same figures the panel shows once the animal is placed."""
from __future__ import annotations

import pygame
import pytest

from driver import advance, click, make_app
from game.rules.match import Match
from game.rules.paddy import PlaceAnimal, PlacePaddy
from game.scenes import registry
from game.ui.tooltip import REST_MS
from test_paddy_scene import paddy_rule_helpers


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    pygame.quit()


def hover(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    advance(app, REST_MS + 10)
    return app.top.hover.visible


def test_a_plot_your_animal_may_go_to_says_what_you_would_score_with_it_there(app):
    h = paddy_rule_helpers()
    s = h.after_draft(2)
    h.build(s, ["..1....."] + ["........"] * 7)   # Ben's one-plot terrace at C1, one animal on it
    h.set_animals(s, 1, [h.cell("C1")])
    h.set_animals(s, 0, [])
    h.at_step(s, "paddy", 0)
    h.give_hand(s, 0, [4, 1], ["day", "night"])
    s.apply(PlacePaddy(4, "day", 4, 0, h.cell("A1")))   # Ana's square A1-B2 joins C1: 5 plots, level 1
    match = Match.from_state(s)
    table = registry.scene_class("paddy")(app, match)
    app.reset(table)
    table.show_to(0)
    table.settle()
    app.render()
    a1, b2 = (table.art.cell_rect(h.cell(name)).center for name in ("A1", "B2"))
    assert table.now["players"][0]["total"] == 0

    tip = hover(app, a1)   # one animal: 1 to Ben's 1, a tie: nobody holds the terrace
    assert tip is not None
    assert "An animal of yours here: you would score 0 if the harvest were now (+0)." in tip.lines, tip.lines
    click(app, a1)
    assert match.actions[-1] == PlaceAnimal(-1, h.cell("A1"))
    assert table.now["players"][0]["total"] == 0

    tip = hover(app, b2)   # a second: 2 to 1, the level-1 terrace of 5 plots and the highest: 5 + 5
    assert "An animal of yours here: you would score 10 if the harvest were now (+10)." in tip.lines, tip.lines
    click(app, b2)
    assert table.now["players"][0]["total"] == 10   # what the tooltip said, once made


def test_no_preview_outside_your_place_animals_step(app):
    h = paddy_rule_helpers()
    s = h.after_draft(2)
    h.build(s, ["11......"] + ["........"] * 7)
    h.set_animals(s, 0, [h.cell("A1")])
    h.set_animals(s, 1, [])
    h.at_step(s, "paddy", 0)
    h.give_hand(s, 0, [4, 1], ["day", "night"])
    match = Match.from_state(s)
    table = registry.scene_class("paddy")(app, match)
    app.reset(table)
    table.show_to(0)
    table.settle()
    app.render()
    tip = hover(app, table.art.cell_rect(h.cell("B1")).center)
    assert tip is not None and not any(line.startswith("An animal of yours here") for line in tip.lines)
