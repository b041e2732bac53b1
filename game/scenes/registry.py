"""Which scene package plays which title, and starting or reopening a game of it.

Title scene packages are plugins, loaded by name like the rules packages
(`game.rules.registry`): `game/scenes/<title>/` exposes `SCENE_CLASS`.  A title is
playable when both its rules package and its scene package are in this build.
"""
from __future__ import annotations

import importlib
import importlib.util
import random

from .. import paths
from ..rules.base import Setup
from ..rules.match import Match
from ..rules.registry import TITLES, is_available
from ..saves import save_match

SCENE_PACKAGES = {title_id: f"game.scenes.{title_id}" for title_id in TITLES}


def playable(title_id: str) -> bool:
    return is_available(title_id) and importlib.util.find_spec(SCENE_PACKAGES[title_id]) is not None


def scene_class(title_id: str):
    """The table scene class of a title (imports its scene package on first use)."""
    return importlib.import_module(SCENE_PACKAGES[title_id]).SCENE_CLASS


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


def start_new(app, setup: Setup, seed: int | None) -> None:
    """A new match of `setup`, autosaved at once, on a table over the home screen."""
    match = Match(setup, new_seed() if seed is None else seed)
    save_match(match, paths.autosave_path())
    open_table(app, match)


def open_table(app, match: Match) -> None:
    """Show `match` on its title's table, with the home screen (title menu) below it."""
    app.go_home()
    app.push(scene_class(match.setup.title)(app, match))
