"""Paddy's table scene: PaddyScene lives in paddy_table.py (with paddy_input, paddy_layers,
paddy_panels, paddy_motion and paddy_board beside it)."""
from .paddy_table import PaddyScene

SCENE_CLASS = PaddyScene
