"""Where read-only resources and the player's own files live.

Resources (assets/, levels/, docs/) sit beside the `game` package in a source checkout and
inside the bundle in a PyInstaller build (sys._MEIPASS).  Saves and settings always go
to the user data folder, never into the bundle; TABLETOP_DATA_DIR overrides it (tests).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path


def resource_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resource(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


def user_data_dir() -> Path:
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("tabletop", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = user_data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"
