"""Koinobori's table scene: `table.py` holds KoinoboriScene, its parts (drawing, input, motion) sit beside it."""
from .table import KoinoboriScene

SCENE_CLASS = KoinoboriScene

__all__ = ["SCENE_CLASS", "KoinoboriScene"]
