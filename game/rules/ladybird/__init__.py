"""Ladybird (1-4 players, with solo): draft ladybirds through their life cycle.

The state is `state.py` (its behaviour split by job into queries, legality, turns, scoring,
views and position modules), the actions `actions.py`, the component data
`data/components.json` (read by `data.py`).  Nothing here imports pygame.
"""
from .actions import (ACTION_TYPES, Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed, Invade,
                      PassReveal, PlaceCard, TakeFood, TakeOrchard, UseTile, BeginTurn, PassLeaf)
from .census import component_census
from .state import LadybirdState

STATE_CLASS = LadybirdState

__all__ = [
    "ACTION_TYPES", "STATE_CLASS", "LadybirdState", "component_census",
    "Choose", "PassReveal", "Invade", "FlowerBed", "Draft", "DrawTwo", "UseTile", "PlaceCard",
    "TakeOrchard", "TakeFood", "EndPicnic", "Discard", "BeginTurn", "PassLeaf",
]
