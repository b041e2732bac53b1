"""Pondscape strategy for the computer players.

Value: the pond's score as it stands: most points come from cards already in the pond, so
play-outs are cut after a few turns (solo too: random play-outs to the end were worse).
"""
from __future__ import annotations

from ..knowledge import Knowledge


class PondscapeKnowledge(Knowledge):
    scale = 10.0
    review_limits = (0.1, 0.2)
    review_solo = (6.0, 15.0)   # points of the expected solo score
    solo_scale = 150.0
    playout_turns = 6


KNOWLEDGE = PondscapeKnowledge()
