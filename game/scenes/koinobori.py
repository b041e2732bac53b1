"""Koinobori's table scene (the title module the client looks up); see koinobori_table.py."""
from .koinobori_table import KoinoboriScene

SCENE_CLASS = KoinoboriScene

__all__ = ["KoinoboriScene", "SCENE_CLASS"]
