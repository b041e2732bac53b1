"""Paddy's Choose events with two copies of one event among the four drawn: picking it showed
both copies picked, so three cards looked kept while the rule keeps two (a regression hunt).
One copy is shown picked."""
from __future__ import annotations

from driver import make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.paddy import PaddyScene
from game.ui import paint, theme


def test_one_copy_of_a_picked_twin_event_is_shown_picked(monkeypatch):
    app = make_app()
    for seed in range(1, 200):
        match = Match(Setup("paddy", ("Ana", "Ben", "Cy", "Dee"), 0, seats=("human",) * 4), seed)
        scene = PaddyScene(app, match)
        app.reset(scene)
        scene.show_to(match.state.current_player())
        scene.settle()
        letters = [v for k, v, _r in scene.hand_cards if k == "event"]
        twins = [v for v in set(letters) if letters.count(v) == 2]
        if scene.state.step == "draft" and twins:
            break
    else:
        raise AssertionError("no draft with two copies of one event")
    scene.draft_pick = [twins[0]]
    outlines = []
    real = paint.rect

    def seen(surface, colour, rect, width=0, **kwargs):
        if colour == theme.SELECTED and width == 4:
            outlines.append(rect)
        return real(surface, colour, rect, width, **kwargs)

    monkeypatch.setattr(paint, "rect", seen)
    app.full_frame = True
    app.render()
    assert len(outlines) == 1, outlines
