"""Paddy (Alberto Camaño Pascual, 2 Tomatoes 2025): stack rice terraces, herd animals, let waterfalls flow.

The scene reads a `PaddyState` (STATE_CLASS); see docs/rules/paddy.md for the rules summary and
docs/positions/paddy.md for the position format.  No pygame here.
"""
from .actions import (ACTION_TYPES, Done, EndCycle, KeepEvents, PlaceAnimal, PlacePaddy, PlaceWaterfall,
                      PlayEvent, RemoveTile, ReturnAnimal)
from .census import component_census
from .geometry import cell_name, footprint_cells, side_target
from .scoring import flows, harvest, majority, terrace_reasons
from .state import PaddyState

STATE_CLASS = PaddyState

__all__ = [
    "ACTION_TYPES", "Done", "EndCycle", "KeepEvents", "PlaceAnimal", "PlacePaddy", "PlaceWaterfall", "PlayEvent",
    "RemoveTile", "ReturnAnimal", "PaddyState", "STATE_CLASS", "component_census", "cell_name",
    "footprint_cells", "side_target", "flows", "harvest", "majority", "terrace_reasons",
]
