"""The shared rules layer: plain Python, deterministic from a seed, no pygame."""
