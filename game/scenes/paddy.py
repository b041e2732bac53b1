"""Paddy's table scene (see paddy_table.py for the scene, paddy_board.py for the board picture)."""
from .paddy_table import PaddyScene

SCENE_CLASS = PaddyScene
