"""Paddy's tied-terrace badge in Place animals (a play-test at 1920x1080, UI scale 150 %): a tie
on the terrace along row 1 from A1 put "tied: finish refused" against the window's left edge,
over the row numbers.  It stays over the board's tray now, clear of the row numbers, the
Day / Night header and the column letters, at every window size, and says what to do."""
from __future__ import annotations

import pygame
import pytest

from at_scale import app_at, click
from driver import advance, recorded_texts
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.turnflow import HANDOFF_DELAY_MS
from game.scenes.paddy import PaddyScene
from test_paddy_scene import paddy_rule_helpers

SIZES = [(1280, 720), (1920, 1080), (1600, 900), (1366, 768), (1920, 1200)]


def tie_at_a1():
    """Four seats; seat 0's new 1-plot tile on D1 joins A1-C1, A2, C2 (level 1), where seat 1
    has an animal on A1; seat 0's animal on D1 ties the terrace 1 to 1 (the play-test's board)."""
    from game.rules.paddy import PlaceAnimal, PlacePaddy

    h = paddy_rule_helpers()
    s = h.after_draft(4)
    h.build(s, ["111.....", "1.1.....", "........", "........", "........", "........", "........", "........"])
    for seat in range(4):
        h.set_animals(s, seat, [])
    h.set_animals(s, 1, [h.cell("A1")])
    h.at_step(s, "paddy", 0)
    h.give_hand(s, 0, [1, 4], ["day", "night"])
    s.apply(PlacePaddy(1, "day", 1, 0, h.cell("D1")))
    s.apply(PlaceAnimal(-1, h.cell("D1")))
    return s


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def size(request):
    yield request.param
    pygame.quit()


def test_the_tied_badge_stays_on_the_board_clear_of_its_labels(size, monkeypatch):
    from game.scenes.paddy import layers
    from game.ui import theme

    texts = recorded_texts(monkeypatch)
    app = app_at(size)
    registry.open_table(app, Match.from_state(tie_at_a1()))
    scene = app.find(PaddyScene)
    if scene.handoff_wait > 0:
        advance(app, HANDOFF_DELAY_MS + 50)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    assert scene.viewer == 0 and scene.state.step == "animals"
    tied = [c for t in scene.terraces if t["tied"] for c in t["cells"]]
    assert 0 in tied, "A1's terrace is not tied"
    boxes, words = [], []
    real_rect, real_text = layers.paint.rect, scene.assets.text

    def record(surface, colour, rect, *args, **kwargs):
        if colour == theme.ILLEGAL and kwargs.get("border_radius") == 5:
            boxes.append(pygame.Rect(rect))   # (the badge's box: where it is drawn)
        return real_rect(surface, colour, rect, *args, **kwargs)

    def text(string, *args, **kwargs):
        words.append(string)
        return real_text(string, *args, **kwargs)

    monkeypatch.setattr(layers.paint, "rect", record)
    monkeypatch.setattr(scene.assets, "text", text)
    scene._base = None
    scene._kept.clear()
    texts.clear()
    app.dirty = True
    app.render()
    assert boxes, "no tied badge drawn"
    f, halves = scene.art.floor, scene.layout.zone("halves")
    labels = [rect for string, rect in texts
              if string in [str(r) for r in range(1, 9)] + list("ABCDEFGH") or string.startswith(("DAY", "NIGHT"))]
    assert len(labels) >= 8 + 8 + 2, "the board's labels were not all drawn"
    for box in boxes:
        assert f.x - 6 <= box.left and box.right <= f.right + 6, f"the badge at {box} leaves the board's tray"
        assert halves.bottom <= box.top and box.bottom <= f.bottom, f"the badge at {box} leaves the board"
        covered = [r for r in labels if box.colliderect(r)]
        assert not covered, f"the badge at {box} covers the board's labels at {covered}"
    assert "tied: change it to finish" in words                      # what to do, not "finish refused"
