"""Player preferences (last names used, display options), kept as JSON in the user data folder.

A damaged settings file is ignored (defaults are used) rather than stopping the game; each key
is checked on its own, so one damaged or unknown value falls back to its default (or is dropped)
without losing the others.
"""
from __future__ import annotations

from . import paths
from .saves import SaveError, read_json_file, write_json_atomic

DEFAULTS = {
    "names": ["Ana", "Ben", "Chiyo", "Dev", "Emi"],
    "paddy_level_numerals": True,   # Paddy: the level written on every plot of the board
}


def _names(value):
    if isinstance(value, list) and len(value) == 5 and all(isinstance(n, str) for n in value):
        return [n[:16] for n in value]
    return None


def _flag(value):
    return value if isinstance(value, bool) else None


CHECKS = {"names": _names, "paddy_level_numerals": _flag}


def load() -> dict:
    try:
        data = read_json_file(paths.user_data_dir() / "settings.json", "settings file")
    except SaveError:
        data = None
    if not isinstance(data, dict):
        data = {}
    out = {}
    for key, default in DEFAULTS.items():
        value = CHECKS[key](data.get(key))
        out[key] = value if value is not None else (list(default) if isinstance(default, list) else default)
    return out


def save(settings: dict) -> None:
    write_json_atomic(paths.user_data_dir() / "settings.json", settings)
