"""Player preferences (last names used), kept as JSON in the user data folder.

A damaged settings file is ignored (defaults are used) rather than stopping the game.
"""
from __future__ import annotations

from . import paths
from .saves import SaveError, read_json_file, write_json_atomic

DEFAULTS = {
    "names": ["Ana", "Ben", "Chiyo", "Dev", "Emi"],
    "confirm_turn_end": True,   # a turn-ending move waits for "End turn" (and can be undone until then)
}


def load() -> dict:
    """The settings, each key falling back to its default when missing or of the wrong type."""
    result = {key: (list(value) if isinstance(value, list) else value) for key, value in DEFAULTS.items()}
    try:
        data = read_json_file(paths.user_data_dir() / "settings.json", "settings file")
    except SaveError:
        return result
    if not isinstance(data, dict):
        return result
    names = data.get("names")
    if isinstance(names, list) and len(names) == 5 and all(isinstance(n, str) for n in names):
        result["names"] = [n[:16] for n in names]
    for key, default in DEFAULTS.items():
        if isinstance(default, bool) and isinstance(data.get(key), bool):
            result[key] = data[key]
    return result


def save(settings: dict) -> None:
    write_json_atomic(paths.user_data_dir() / "settings.json", settings)
