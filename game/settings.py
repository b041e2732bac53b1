"""Player preferences (last names used), kept as JSON in the user data folder.

A damaged settings file is ignored (defaults are used) rather than stopping the game.
"""
from __future__ import annotations

from . import paths
from .saves import SaveError, read_json_file, write_json_atomic

DEFAULTS = {"names": ["Ana", "Ben", "Chiyo", "Dev", "Emi"]}


def load() -> dict:
    try:
        data = read_json_file(paths.user_data_dir() / "settings.json", "settings file")
    except SaveError:
        return dict(DEFAULTS)
    names = data.get("names") if isinstance(data, dict) else None
    if not (isinstance(names, list) and len(names) == 5 and all(isinstance(n, str) for n in names)):
        return dict(DEFAULTS)
    return {"names": [n[:16] for n in names]}


def save(settings: dict) -> None:
    write_json_atomic(paths.user_data_dir() / "settings.json", settings)
