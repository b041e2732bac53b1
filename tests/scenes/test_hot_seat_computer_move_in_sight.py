"""Hot seat with a computer between two people: the computer's move lands on the table (nobody's
cards shown) before the next person's hand-off covers it.  A play-test at one big screen saw
"thinking" for half a second and then the hand-off at once: the family never saw the move."""
from __future__ import annotations

import random

from driver import advance, make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.turnflow import COMPUTER_MOVE_SHOWN_MS
from game.scenes.koinobori import KoinoboriScene


def test_the_computers_move_is_in_sight_before_the_hand_off():
    app = make_app()
    match = Match(Setup("koinobori", ("Ana", "Bot", "Cy"), 0, seats=("human", "easy", "human")), 4)
    chooser = random.Random(4)
    while match.state.current_player() != 1:   # Ana's turn played: the computer is next
        match.apply(chooser.choice(match.state.legal_actions()))
    table = KoinoboriScene(app, match)
    table.computers.begin = lambda *args, **kwargs: None   # the test moves for the computer
    table.computers.update = lambda dt_ms: None
    app.reset(table)
    table.settle()
    assert table.viewer is None   # several people: while the computer plays, nobody's cards
    while match.state.current_player() == 1:
        assert table.act(chooser.choice(match.state.legal_actions()), None, by_viewer=False)
    assert match.state.current_player() == 2
    assert app.top is table and table.handoff_wait > 0, "the hand-off covered the computer's move at once"
    advance(app, COMPUTER_MOVE_SHOWN_MS // 2)
    assert app.top is table   # still in sight
    advance(app, COMPUTER_MOVE_SHOWN_MS)
    assert isinstance(app.top, HandoffScene)   # then Cy's hand-off, as before

