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
    exploration = 1.2   # Hard vs Easy, 150 iterations, 20 games each: c 0.35 55%, 0.7 72%, 1.2 78%, 2.0 65%

    def values(self, state: GameState) -> list[float]:
        return [float(t) for t in state.scoring()["totals"]]


KNOWLEDGE = KoinoboriKnowledge()
