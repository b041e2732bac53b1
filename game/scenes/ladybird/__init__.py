"""Ladybird's table scene: `table.py` holds LadybirdScene, its parts (drawing, input, motion) sit beside it."""
from .table import LadybirdScene

SCENE_CLASS = LadybirdScene

__all__ = ["SCENE_CLASS", "LadybirdScene"]
