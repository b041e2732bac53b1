"""Koinobori's replay names the seat in its tooltips, never "you": a play-test read "Worth to
you now: value 1 × your 0 orange carp = 0" over a pole in a replay of every seat."""
import re

import pygame

from driver import advance, make_app
from game.scenes.common.replay import open_replay
from game.ui.tooltip import REST_MS
from titles import random_match

YOU = re.compile(r"\b(you|your)\b", re.IGNORECASE)


def hover(app, replay, pos):
    """Rest the pointer at `pos` (a real motion event, then the rest timer): the tooltip shown."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    advance(app, REST_MS + 10)
    return replay.table.hover.visible


def test_the_poles_worth_and_the_personal_pole_tooltips_name_the_seat():
    match = random_match("koinobori", 3, steps=100_000, seed=4)
    app = make_app()
    replay = open_replay(app, match, 0)
    checked = set()
    for step in range(2, replay.timeline.steps - 1):
        replay.go(step)
        table = replay.table
        if table.worth is None:
            continue
        # the worth is the seat's whose hand and pole are shown (every seat: the mover's), as
        # the panels are (the regression hunt saw the marks of the seat to act next)
        assert table.worth_seat == table.hand_owner
        name = table.state.names[table.worth_seat]
        for rect in (table.level_rect, table.layout.zone("info")):   # "Your level card" / "Your abilities"
            tip = hover(app, replay, rect.center)
            if tip is not None:
                assert not YOU.search(tip.title) and name in tip.title, (step, tip.title)
                checked.add("level" if rect is table.level_rect else "abilities")
        spots = [("pole", c.column.center) for c in table.pole_columns]
        oz = table.layout.zone("own_pole")
        spots.append(("worth", (oz.x + 20, oz.y + 14)))
        spots += [("own", r.center) for r in table.own_rects]
        for kind, pos in spots:
            tip = hover(app, replay, pos)
            if tip is None:
                continue
            lines = [tip.title, *tip.lines]
            told = [line for line in lines if line.startswith(("Worth to", "Last change", "On ", "At the table"))
                    or "score now" in line or "card goes here" in line]
            for line in told:
                assert not YOU.search(line), (step, kind, line)
            if any(line.startswith("Worth to") for line in told):
                assert any(name in line for line in told if line.startswith("Worth to"))
                checked.add(kind)
            if kind in ("worth", "own") and told:
                checked.add(kind)
        if {"pole", "worth", "own", "level", "abilities"} <= checked:
            break
    assert {"pole", "worth", "level", "abilities"} <= checked, checked
