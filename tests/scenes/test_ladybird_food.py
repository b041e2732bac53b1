"""Ladybird's food summary (issue 24 leftovers): a seat holding food of all seven ladybird types
shows all seven, each icon with its whole "+N" at a readable size inside the seat's panel, in
every player count (solo too), with long names, in both languages.  (Four seats showed six: the
seventh row fell past the panel's bottom and was silently skipped; "+1" came out as "…".)"""
import random

import pygame
import pytest

from driver import make_app
from game import i18n
from game.rules.base import Setup
from game.rules.ladybird import data as D
from game.rules.match import Match
from game.scenes.ladybird import LadybirdScene
from game.scenes.ladybird import art as ladybird_art
from test_ladybird_scores import drawn
from test_ladybird_table_pass2 import NAMES

SHORT = ("Ann", "Bob", "Cy", "Di")


@pytest.fixture
def app():
    app = make_app()
    yield app
    i18n.set_language("en")
    pygame.quit()


def every_type_of_food(players: int, names: tuple[str, ...], seed: int = 3) -> tuple[Match, int]:
    """(match, seat): a random game some rounds in, then that seat given a food tile of every
    type it lacks, taken from under the stacks' face-up tops (the loader accepts it)."""
    options = (("solo", True),) if players == 1 else ()
    setup = Setup("ladybird", names[:players], first_player=0, options=options)
    match = Match(setup, seed)
    chooser = random.Random(seed)
    for _n in range(60):
        match.apply(chooser.choice(match.state.legal_actions()))
        match.confirm_turn_end()
    pos = match.state.to_position()
    seat = 1 if players > 1 else 0
    have = {D.FOOD_TYPE[t] for t in pos["seats"][seat]["food"]}
    for kind in range(len(D.TYPES)):
        if kind in have:
            continue
        stack = next(s for s in pos["food_stacks"] if any(D.FOOD_TYPE[x] == kind for x in s[:-1]))
        tile = next(x for x in stack[:-1] if D.FOOD_TYPE[x] == kind)
        stack.remove(tile)
        pos["seats"][seat]["food"].append(tile)
    started = Match(setup, 0, start=pos)
    assert len(started.state.food_per_type(seat)) == len(D.TYPES)
    return started, seat


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("long_names", [False, True])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_food_type_held_is_drawn_whole_in_its_panel(app, monkeypatch, lang, long_names, players):
    i18n.set_language(lang)
    match, seat = every_type_of_food(players, NAMES[lang] if long_names else SHORT)
    scene = LadybirdScene(app, match)
    scene.computers.begin = lambda *args, **kwargs: None
    app.push(scene)
    scene.show_to(0)
    icons = []
    real_sprite = scene.art.sprite

    def sprite(frame, size):
        icons.append((frame, size))
        return real_sprite(frame, size)

    monkeypatch.setattr(scene.art, "sprite", sprite)
    texts = drawn(app, monkeypatch)
    panel = scene.seats[seat]
    totals = scene.state.food_per_type(seat)
    assert sorted(panel.food_rects) == sorted(totals)
    for kind, value in totals.items():
        icon = panel.food_rects[kind]
        assert icon.w >= 20 and panel.rect.contains(icon.inflate(0, 2)), (kind, icon, panel.rect)
        label = [r for s, r in texts if s == f"+{value}" and abs(r.left - (icon.right + 2)) <= 1
                 and abs(r.centery - icon.centery) <= 1]
        assert label, f"type {kind}: its '+{value}' is not drawn whole beside its icon"
        assert panel.rect.contains(label[0]) and label[0].h >= 13, (kind, label[0])
    assert sum(1 for frame, size in icons if size == (20, 20)
               and frame in {ladybird_art.type_frame(k) for k in totals}) >= len(totals)
    boxes = [r.union(pygame.Rect(r.right + 2, r.y, panel.food_text_w, r.h)) for r in panel.food_rects.values()]
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
