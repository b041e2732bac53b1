"""Paddy's words on the board keep clear of its pieces and outlines (a play-test, 2026-12-06
session 2): the tile's verdict beside the ring ("Lands at level 3") covered the hint's frame at
G2, and a tied terrace's "tied: finish refused" covered two plots and the other player's animal."""
from __future__ import annotations

import random

import pygame

from driver import make_app
from game.rules.paddy import PlacePaddy
from game.ui import draw
from keyboard import focused, go_to, targets
from test_hint_moves_the_ring import hint_by_keys
from test_hints import settle, table_of


def covers(box: pygame.Rect, rects) -> list[pygame.Rect]:
    return [r for r in rects if box.colliderect(r)]


def test_the_tiles_verdict_keeps_clear_of_the_hint_frame_and_the_animals(monkeypatch):
    drawn = []
    real = draw.callout

    def record(surface, assets, string, pos, colour=draw.theme.ILLEGAL, *rest):
        drawn.append(draw.callout_rect(assets, string, pos, surface.get_rect(), *rest))   # (where it is drawn)
        return real(surface, assets, string, pos, colour, *rest)

    monkeypatch.setattr(draw, "callout", record)
    app = make_app()
    table = table_of(app, "paddy", seed=3)
    chooser = random.Random(2)
    checked = hints = 0
    for _ in range(80):
        settle(app, table)
        if table.state.step != "paddy" or table.state.current_player() != table.viewer:
            table.act(chooser.choice(table.state.legal_actions()))
            continue
        hinted = hint_by_keys(app, table)
        if not isinstance(hinted, PlacePaddy) or hinted.tile == 0 or hinted.cell % 8 < 2 and hinted.cell < 16:
            table.act(hinted)   # (a tile in the board's middle: plots above and left of it to stand on)
            continue
        frames = [r.inflate(8, 8) for r in table.hint_rects(hinted)]
        pieces = [table.art.cell_rect(c) for c in table.animals_at]
        for target in [t for t in targets(app) if t.group == "board"]:
            go_to(app, lambda t: t.key == target.key, repr(target.key))
            drawn.clear()
            app.dirty = True
            app.render()
            if not drawn:
                continue
            box = drawn[-1]
            if any(f.collidepoint(focused(app).at) for f in frames):
                continue   # the ring on the hinted plots: the ghost stands there itself
            assert not covers(box, frames), f"the verdict at {box} covers the hint's frame ({focused(app).key})"
            assert not covers(box, pieces), f"the verdict at {box} covers an animal ({focused(app).key})"
            checked += 1
        table.act(hinted)
        hints += 1
        if hints == 2:
            break
    assert checked >= 20, checked


def tie_below_an_animal():
    """Seat 0's new tile C4-D5 joins E4, where seat 1 has an animal; seat 0's animal on C4 ties
    the terrace 1 to 1.  Right above it, C3-D3 (level 2) holds another animal of seat 1."""
    from game.rules.paddy import PlaceAnimal, PlacePaddy
    from test_paddy_scene import paddy_rule_helpers

    h = paddy_rule_helpers()
    s = h.after_draft(2)
    h.build(s, ["........", "........", "..22....", "....1...", "........", "........", "........", "........"])
    h.set_animals(s, 1, [h.cell("E4"), h.cell("C3")])
    h.set_animals(s, 0, [])
    h.at_step(s, "paddy", 0)
    h.give_hand(s, 0, [4, 1], ["day", "night"])
    s.apply(PlacePaddy(4, "day", 4, 0, h.cell("C4")))
    s.apply(PlaceAnimal(-1, h.cell("C4")))
    return s


def test_a_tied_terraces_label_covers_no_animal_nor_the_terrace(monkeypatch):
    from game.rules.match import Match
    from game.scenes.paddy import layers
    from game.ui import theme
    from test_paddy_scene import open_scene

    app = make_app()
    scene = open_scene(app, Match.from_state(tie_below_an_animal()))
    tied = [c for t in scene.terraces if t["tied"] for c in t["cells"]]
    assert tied, "the position has no tied terrace"
    labels = []
    real = layers.paint.rect

    def record(surface, colour, rect, *args, **kwargs):
        if colour == theme.ILLEGAL and kwargs.get("border_radius") == 5:
            labels.append(pygame.Rect(rect))   # (the label's box: where it is drawn)
        return real(surface, colour, rect, *args, **kwargs)

    monkeypatch.setattr(layers.paint, "rect", record)
    app.dirty = True
    app.render()
    assert labels, "no tied label drawn"
    animals = [scene.art.cell_rect(c) for c in scene.animals_at]
    plots = [scene.art.cell_rect(c) for c in tied]
    for box in labels:
        assert not covers(box, animals), f"the tied label at {box} covers an animal"
        assert not covers(box, plots), f"the tied label at {box} covers the tied terrace"
