"""Positions where a computer player has a real choice, for the AI tests."""
from game.ai import InfoState
from game.rules.base import AUTOMA
from titles import random_match


def info_to_act(title="pondscape", players=2, steps=8, seed=2):
    """(the seat to act's InfoState, the true state) after `steps` random actions, moved on past
    the automa's steps and forced single actions to a decision of at least two actions."""
    state = random_match(title, players, steps=steps, seed=seed).state
    while state.current_player() == AUTOMA or len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    return InfoState.to_act(state), state
