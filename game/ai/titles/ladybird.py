"""Ladybird strategy for the computer players.

Value: the score as it stands (columns, ladybird types, memories, aphids).  Solo play-outs
run to the end of the game (nothing else moves); with opponents they are cut after a few
turns.
"""
from __future__ import annotations

from ...rules.base import GameState
from ..knowledge import Knowledge


class LadybirdKnowledge(Knowledge):
    scale = 12.0
    solo_scale = 200.0
    playout_turns = 8

    def playout_limit(self, state: GameState) -> int | None:
        return None if state.num_players == 1 else self.playout_turns


KNOWLEDGE = LadybirdKnowledge()
