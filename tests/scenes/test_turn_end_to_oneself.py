"""End turn never "hands over" to the seat that ended its turn: when the same seat goes on (a
Ladybird round it begins), the bar says End turn starts its next turn (a play-test read "Ana:
your turn is done — End turn hands over to Ana." as a bug)."""
from __future__ import annotations

import random

from driver import make_app
from game import autosaves
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.table import TableScene


def own_turn_again(setup: Setup):
    """(match, action): seat 0 to act, and `action` ends its turn with seat 0 to act next."""
    for seed in range(1, 60):
        match = Match(setup, seed)
        chooser = random.Random(seed)
        for _ in range(600):
            state = match.state
            if state.is_over() or state.current_player() is None:
                break
            if state.current_player() == 0:
                for action in state.legal_actions():
                    probe = Match.replay(match.setup, match.seed, match.actions, match.start)
                    probe.apply(action, hold_turn_end=True)
                    if probe.forced_waiting and not probe.state.is_over() and probe.state.current_player() == 0:
                        return match, action
            match.apply(chooser.choice(state.legal_actions()))
    raise AssertionError("no turn end after which the same seat goes on")


def test_the_bar_says_end_turn_starts_your_next_turn_not_hands_over_to_yourself():
    app = make_app()
    match, action = own_turn_again(Setup("ladybird", ("Ana", "Ben"), 0, seats=("human", "easy")))
    registry.open_table(app, match, autosaves.start_game(match))
    table = app.find(TableScene)
    table.show_to(0)
    assert table.act(action, (640, 360))
    assert table.turn_done and table.state.current_player() == 0
    assert "hands over to Ana" not in table.bar_text
    assert "End turn starts your next turn" in table.bar_text, table.bar_text
    # and what a click on the table says then (a refusal) goes on too, never "hand over"
    words = table.turn_done_text()
    assert "hand over" not in words and "go on to your next turn" in words, words
