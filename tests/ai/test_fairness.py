"""Fair play, for every title and every level: a computer decides only from what its seat may
know.  Replacing everything hidden from the seat by another consistent assignment (made by
hand in swaps.py, not by the rules' determinize) leaves the decision unchanged, given the
same seed and a fixed number of iterations."""
import pytest

from game.ai import Budget, InfoState, LEVELS, make_player
from game.rules.base import AUTOMA
from game.rules.registry import title_info
from titles import every_title, random_match

from .swaps import other_deal

BUDGET = Budget(iterations=24)


def decisions(title):
    """Positions where a seat has a real choice: 2 and 3 players (and solo), early and late."""
    info = title_info(title)
    counts = sorted({max(2, info.min_players), min(3, info.max_players)} | ({1} if info.has_solo else set()))
    out = []
    for players in counts:
        for seed, steps in ((1, 6), (2, 35), (3, 90)):
            match = random_match(title, players, steps=steps, seed=seed)
            state = match.state
            while not state.is_over() and (state.current_player() == AUTOMA or len(state.legal_actions()) < 2):
                state.apply(state.legal_actions()[0])
            if not state.is_over():
                out.append(state)
    return out


@every_title
@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_do_not_change_the_decision(title, level):
    player = make_player(level)
    compared = 0
    for state in decisions(title):
        seat = state.current_player()
        other = other_deal(state, seat)
        assert other.to_position() != state.to_position() or state.num_players == 1
        for seed in (1, 2):
            mine = player.choose(InfoState(state, seat), BUDGET, seed)
            theirs = player.choose(InfoState(other, seat), BUDGET, seed)
            assert mine == theirs
            assert mine in state.legal_actions()
            compared += 1
    assert compared >= 6


@every_title
def test_the_same_seed_gives_the_same_decision(title):
    state = decisions(title)[-1]
    info = InfoState.to_act(state)
    for level in LEVELS:
        player = make_player(level)
        assert player.choose(info, BUDGET, 5) == player.choose(info, BUDGET, 5)


def test_a_player_refuses_the_full_game_state():
    state = random_match("koinobori", 2, steps=4).state
    with pytest.raises(TypeError, match="InfoState"):
        make_player("hard").choose(state, BUDGET, 1)


def test_a_player_refuses_to_move_for_a_seat_that_is_not_to_act():
    state = random_match("koinobori", 2, steps=4).state
    idle = 1 - state.current_player()
    with pytest.raises(ValueError):
        make_player("easy").choose(InfoState(state, idle), BUDGET, 1)
