"""Ladybird (1-4 players, with solo): draft ladybirds through their life cycle.

The rules live in `state.py`, the actions in `actions.py`, the component data in
`data/components.json` (read by `data.py`).  Nothing here imports pygame.
"""
from .actions import (ACTION_TYPES, Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed, Invade,
                      PassReveal, PlaceCard, TakeFood, TakeOrchard, UseTile)
from .state import LadybirdState, component_census

STATE_CLASS = LadybirdState

__all__ = [
    "ACTION_TYPES", "STATE_CLASS", "LadybirdState", "component_census",
    "Choose", "PassReveal", "Invade", "FlowerBed", "Draft", "DrawTwo", "UseTile", "PlaceCard",
    "TakeOrchard", "TakeFood", "EndPicnic", "Discard",
]
