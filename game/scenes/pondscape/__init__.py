"""Pondscape's table scene: `table.py` holds PondscapeScene, its parts (drawing, input, motion) sit beside it."""
from .table import PondscapeScene

SCENE_CLASS = PondscapeScene

__all__ = ["SCENE_CLASS", "PondscapeScene"]
