"""Koinobori strategy for the computer players.

Value: the scoring as if the game ended now (the rules' own provisional scoring), which
counts each player's personal pole against the festival poles' leading colours.  A game
is short, so play-outs run to the end.
"""
from __future__ import annotations

from ...rules.base import GameState
from ..knowledge import Knowledge


class KoinoboriKnowledge(Knowledge):
    scale = 4.0
    playout_turns = None

    def values(self, state: GameState) -> list[float]:
        return [float(t) for t in state.scoring()["totals"]]


KNOWLEDGE = KoinoboriKnowledge()
