"""Pondscape (Tomáš Holek, Pink Troubadour 2025): build a 3×5 pond of frogs, 1–4 players,
with the solo game against the Croaker.  Plain Python rules; no pygame here."""
from .actions import ACTION_TYPES, BeginTurn, CroakerTurn, Done, Jump, Play, Take, Tuck
from .board import frog_foods
from .census import census_problems, component_census
from .state import PondscapeState

STATE_CLASS = PondscapeState

__all__ = ["STATE_CLASS", "PondscapeState", "ACTION_TYPES", "Take", "Play", "Jump", "Tuck", "Done",
           "CroakerTurn", "component_census", "census_problems", "frog_foods"]
