"""What one seat may know of a game, as the only thing a computer player is given.

`InfoState(state, seat)` keeps no reference to `state`: it keeps one determinization of it
made with a fixed seed (everything hidden from `seat` dealt afresh by the rules'
`determinize`, which depends only on what the seat may see).  So a player handed an
InfoState cannot read an opponent's hand, the deck order or the random generator even by
mistake: they are not there.  Two states the seat cannot tell apart give equal InfoStates
(`key()`), which is what the fairness tests check.
"""
from __future__ import annotations

import json
import random

from ..rules.base import AUTOMA, Action, GameState

MASK_SEED = 0x5EA7  # the fixed deal of the hidden information an InfoState keeps


class InfoState:
    """Seat `seat`'s information state: its view, its legal actions, and samples of the rest."""

    __slots__ = ("seat", "_state")

    def __init__(self, state: GameState, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < state.num_players:
            raise ValueError(f"no seat {seat!r} in this game")
        self.seat = seat
        self._state = state.determinize(seat, random.Random(MASK_SEED))

    @classmethod
    def to_act(cls, state: GameState) -> "InfoState":
        """The information state of the seat whose decision is pending."""
        seat = state.current_player()
        if seat is None or seat == AUTOMA:
            raise ValueError("no player's decision is pending")
        return cls(state, seat)

    # --- what the seat sees -----------------------------------------------------------
    @property
    def title(self) -> str:
        return self._state.TITLE

    @property
    def num_players(self) -> int:
        return self._state.num_players

    def current_player(self) -> int | None:
        return self._state.current_player()

    def is_over(self) -> bool:
        return self._state.is_over()

    def legal_actions(self) -> list[Action]:
        """The seat's legal actions when it is to act (they depend only on what it sees)."""
        return self._state.legal_actions()

    def view(self) -> dict:
        return self._state.view(self.seat)

    def describe_action(self, action: Action) -> str:
        """One of the seat's legal actions in player words (the review names its moves so):
        the rules word a move from what its mover sees."""
        return self._state.describe_action(action)

    # --- what the seat may imagine ----------------------------------------------------
    def sample(self, rng: random.Random, deduce: bool = False) -> GameState:
        """A full game state consistent with what the seat knows, the hidden part drawn from
        `rng`; with `deduce`, also with what the title lets it deduce (GameState.determinize)."""
        return self._state.determinize(self.seat, rng, deduce)

    def canonical(self) -> GameState:
        """One fixed consistent state (a copy): for quick one-step evaluations."""
        return self._state.clone()

    def key(self) -> str:
        """Equal for two game states the seat cannot tell apart."""
        return json.dumps(self._state.to_position(), sort_keys=True)
