"""Paddy's players panel breaks a long name where the name breaks by itself: after its own
hyphen or at a space, never with a hyphen of ours.  A play-test (2026-12-06, session 2) read
"Wilhelmi-" / "na-Maxim" and "Bartholo-" / "mew-Jone" at 1024x600."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.paddy import PaddyScene
from game.ui import textrecord

NAMES = ("Wilhelmina-Maxim", "Bartholomew-Jones", "Anna-Lena Hoffmann", "Maximiliana Wolf")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("seats", [("human", "human"), ("human", "human", "human"), ("human", "easy", "normal")])
def test_a_name_breaks_at_its_own_hyphen_or_space(size, seats):
    app = make_app(size)
    setup = Setup("paddy", NAMES[:len(seats)], first_player=0, seats=seats)
    scene = PaddyScene(app, Match(setup, 4))
    scene.computers.begin = lambda *args, **kwargs: None
    scene.computers.update = lambda dt_ms: None
    app.push(scene)
    scene.show_to(0)   # (past the hand-off screen of a hot-seat game)
    scene.settle()
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    broken = 0
    for q, row in enumerate(scene.player_rows):
        name = NAMES[q]
        left = pygame.Rect(row.x, row.y, scene.now_rect(q).x - row.x, row.h)
        lines = [t.string for t in sorted(rec.texts, key=lambda t: t.ink.y)
                 if left.contains(t.ink) and t.string and t.string.rstrip("-") in name]
        assert lines, (q, [t.string for t in rec.texts if left.contains(t.ink)])
        if len(lines) == 2:
            broken += 1
            first, second = lines
            assert first + second == name or first + " " + second == name, (q, lines)
            assert first.endswith("-") or name[len(first)] == " ", (q, lines)
        else:
            assert lines == [name], (q, lines)
    if size == (1024, 600) and seats[1] == "human":
        assert broken, "the long names need two lines at 1024x600"
    pygame.quit()
