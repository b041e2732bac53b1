"""The hint's highlight is where the person clicks: for moves of every kind in every title, the
outlined places lie on the table, and clicking them in order (the centre of each) makes exactly
the hinted move.  The outline is drawn while the hint stands."""
from __future__ import annotations

import random

import pytest

from driver import advance, click, drag, end_turn, make_app
from game.rules.base import AUTOMA, Setup
from game.rules.paddy import PlaceAnimal, PlacePaddy, ReturnAnimal
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.table import TableScene
from game.ui import theme
from titles import AVAILABLE

SCREEN = (0, 0, *theme.LOGICAL_SIZE)
DECISIONS = 40   # per title: enough to meet every step of a round


def clickable(action) -> bool:
    """Moves made by clicking the outlined places in order.  Paddy's tile placement also needs
    the tile turned (R) and is aimed at the pointer's plot, so its outline is checked, not clicked."""
    return not isinstance(action, PlacePaddy)


def perform(app, rects, action) -> None:
    """What a person does with the outline: click each place in order; an animal already on
    the board is dragged from its plot to the new one or to the reserve (a click on a plot where
    an animal may go means "place one there")."""
    if isinstance(action, ReturnAnimal) or isinstance(action, PlaceAnimal) and action.src >= 0:
        drag(app, rects[0].center, rects[1].center)
        return
    for rect in rects:
        click(app, rect.center)


def table_of(app, title: str, seed: int) -> TableScene:
    registry.start_new(app, Setup(title, ("Ana", "Ben"), 0), seed)
    return app.find(TableScene)


def settle(app, table: TableScene) -> None:
    """Past hand-offs, the End turn wait and the Croaker, to the next decision of a person."""
    for _ in range(50):
        if isinstance(app.top, HandoffScene):
            app.top._ready()
        elif table.handoff_wait > 0:   # a move (or End turn's automatic steps) lands in sight first
            advance(app, table.handoff_wait + 50)
        elif not end_turn(app):
            seat = table.state.current_player()
            if seat != AUTOMA or table.state.is_over():
                return
            table.act(table.state.legal_actions()[0])
    raise AssertionError("the table never came back to a person")


@pytest.mark.parametrize("title", AVAILABLE)
def test_clicking_the_outlined_places_makes_the_hinted_move(title):
    app = make_app()
    table = table_of(app, title, seed=11)
    chooser = random.Random(3)
    clicked = kinds = 0
    for _ in range(DECISIONS):
        settle(app, table)
        if table.state.is_over():
            break
        legal = table.state.legal_actions()
        for action in legal:   # every legal move has an outline on the table
            rects = table.hint_rects(action)
            assert rects, f"no outline for {action!r}"
            assert all(r.w > 0 and r.h > 0 and r.colliderect(SCREEN) for r in rects), (action, rects)
        action = chooser.choice(legal)
        done = len(table.match.actions)
        if clickable(action):
            perform(app, table.hint_rects(action), action)
            assert table.match.actions[done:done + 1] == [action], \
                f"clicking the outline of {action!r} made {table.match.actions[done:]!r}"
            clicked += 1
        else:
            table.act(action)
        kinds += 1
    assert clicked >= 10


@pytest.mark.parametrize("title", AVAILABLE)
def test_the_hinted_places_are_outlined_while_the_hint_stands(title):
    app = make_app()
    table = table_of(app, title, seed=4)
    settle(app, table)
    action = table.state.legal_actions()[0]
    app.render()
    before = app.canvas.copy()
    table.hinted, table.hint_clock = action, 0
    app.render()
    rect = table.hint_rects(action)[0]
    edge = rect.inflate(8, 8)
    points = [(x, edge.top) for x in range(edge.left + 12, edge.right - 12, 7)]
    changed = [p for p in points if app.canvas.get_at(p) != before.get_at(p)]
    assert len(changed) > len(points) // 2, "the hinted place is not outlined"
    table.act(action)
    assert table.hinted is None


def test_the_outline_pulses_a_few_seconds_then_the_idle_table_draws_nothing():
    """A hint left standing must not keep the loop drawing 60 frames a second (idle CPU)."""
    app = make_app()
    table = table_of(app, "koinobori", seed=4)
    settle(app, table)
    table.hinted, table.hint_clock, table.message = table.state.legal_actions()[0], 0, None
    assert table.update(16)                  # pulsing
    for _ in range(4):
        table.update(1000)
    table.message = None
    assert not table.update(16)              # still outlined, nothing moves
    assert table.hint_rects(table.hinted)
