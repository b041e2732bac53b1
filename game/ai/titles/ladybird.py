"""Ladybird strategy for the computer players.

Value: the score as it stands (columns, ladybird types, memories, aphids).  Solo play-outs
run to the end of the game (nothing else moves); with opponents they are cut after a few
turns.

Play-outs mostly (not always) follow a gardener's habits, read from the cards' printed
colour and stage: place and draft cards whose stage their colour's column still lacks (the
life cycle card), take a food tile when the picnic offers one, put orchard cards and flower
beds on the longest column, discard the card its column needs least.  Anything else is
chosen at random.
"""
from __future__ import annotations

import random

from ...rules.base import Action, GameState
from ...rules.ladybird.data import CARD_COLOUR, CARD_STAGE, COLOURS, IS_HARLEQUIN, ORCHARD_COLOUR
from ..knowledge import Knowledge

HABIT = 0.8   # how often a play-out follows the habits below rather than a random action


def _stages_in(col: list[int]) -> int:
    seen = 0
    for card in col:
        st = CARD_STAGE[card]
        if st >= 0:
            seen |= 1 << st
    return seen


class LadybirdKnowledge(Knowledge):
    scale = 12.0
    review_limits = (0.08, 0.18)
    review_solo = (8.0, 20.0)   # points of the expected solo score
    solo_scale = 200.0
    playout_turns = 8
    playout_turns_at = {1: None}   # solo: play-outs run to the end of the game

    def playout_action(self, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        if rng.random() > HABIT:
            return legal[rng.randrange(len(legal))]
        p = state.current_player()
        kind = type(legal[0]).__name__
        cols = state.cols[p]
        if kind in ("Choose", "PlaceCard", "Draft", "Discard"):
            def needed(card: int) -> bool:
                if IS_HARLEQUIN[card]:
                    return False
                return not _stages_in(cols[CARD_COLOUR[card]]) >> CARD_STAGE[card] & 1

            if kind == "Draft":
                cards = [(a, state.pool[a.slot]) for a in legal if type(a).__name__ == "Draft"]
            elif kind == "Discard":
                cards = [(a, a.card) for a in legal]
                useless = [a for a, c in cards if not needed(c)]
                return rng.choice(useless) if useless else rng.choice(legal)
            else:
                cards = [(a, a.card) for a in legal if hasattr(a, "card")]
            good = [a for a, c in cards if needed(c)]
            if good:
                return rng.choice(good)
        elif kind in ("TakeFood", "EndPicnic"):
            food = [a for a in legal if type(a).__name__ == "TakeFood"]
            if food:
                return rng.choice(food)
        elif kind == "TakeOrchard":
            return max(legal, key=lambda a: (len(cols[ORCHARD_COLOUR[state.orchard_row[a.slot]]]),
                                             rng.random()))
        elif kind == "FlowerBed":
            return max(legal, key=lambda a: (len(cols[COLOURS.index(a.colour)]), rng.random()))
        return legal[rng.randrange(len(legal))]


KNOWLEDGE = LadybirdKnowledge()
