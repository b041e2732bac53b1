"""Per-title strategy for the computer players (see game/ai/knowledge.py)."""
