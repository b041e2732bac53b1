"""Paddy's table scene: `table.py` holds PaddyScene, its parts (drawing, input, motion) sit beside it."""
from .table import PaddyScene

SCENE_CLASS = PaddyScene

__all__ = ["SCENE_CLASS", "PaddyScene"]
