"""Tabletop: a desktop client for four modern board games."""
__version__ = "0.1.0"
