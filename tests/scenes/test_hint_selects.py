"""A hint selects what it suggests (issue 24): after H, the one click it leaves outlined (the
pole, the plot, the step's button...) makes the hinted move; no "first click the card" refusal.
The cards or pieces the hint picked up show as selected, not as places still to click."""
from __future__ import annotations

import random

import pytest

from driver import click, make_app
from game.rules.paddy import PlaceAnimal, PlacePaddy, ReturnAnimal
from test_hints import settle, table_of
from titles import AVAILABLE

DECISIONS = 40


def one_click(action) -> bool:
    """Moves a click can finish: an animal already on the board is dragged, and a tile is aimed
    at the pointer's plot (its outline is checked elsewhere)."""
    if isinstance(action, ReturnAnimal) or isinstance(action, PlaceAnimal) and action.src >= 0:
        return False
    return not isinstance(action, PlacePaddy)


@pytest.mark.parametrize("title", AVAILABLE)
def test_after_a_hint_the_remaining_outline_is_accepted(title):
    app = make_app()
    table = table_of(app, title, seed=5)
    chooser = random.Random(7)
    tried = 0
    for _ in range(DECISIONS):
        settle(app, table)
        if table.state.is_over():
            break
        legal = [a for a in table.state.legal_actions() if one_click(a)]
        if not legal:
            table.act(table.state.legal_actions()[0])
            continue
        action = chooser.choice(legal)
        table._hint_arrived(action, None)      # what H brings back once the worker has decided
        rects = table.hint_rects(action)
        assert rects, f"the hint of {action!r} outlines nothing"
        done = len(table.match.actions)
        click(app, rects[-1].center)             # the click the outline asks for last
        assert table.match.actions[done:done + 1] == [action], \
            f"after the hint of {action!r}, clicking {rects} made {table.match.actions[done:]!r}: {table.message}"
        tried += 1
    assert tried >= 10
