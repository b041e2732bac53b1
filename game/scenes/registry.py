"""Which scene package plays which title, and starting or reopening a game of it.

Title scene packages are plugins, loaded by name like the rules packages
(`game.rules.registry`): `game/scenes/<title>/` exposes `SCENE_CLASS`.  A title is
playable when both its rules package and its scene package are in this build.
"""
from __future__ import annotations

import importlib
import importlib.util
import random

from ..autosaves import Autosaver, start_game
from ..rules.base import Setup
from ..rules.match import Match
from ..rules.registry import TITLES, is_available

SCENE_PACKAGES = {title_id: f"game.scenes.{title_id}" for title_id in TITLES}


def playable(title_id: str) -> bool:
    return is_available(title_id) and importlib.util.find_spec(SCENE_PACKAGES[title_id]) is not None


def scene_class(title_id: str):
    """The table scene class of a title (imports its scene package on first use)."""
    return importlib.import_module(SCENE_PACKAGES[title_id]).SCENE_CLASS


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


def start_new(app, setup: Setup, seed: int | None) -> None:
    """A new match of `setup` in an autosave slot of its own (never another game's), on a
    table over the home screen.  A full or read-only disk does not stop it: the table
    shows the saver's problem as a banner and the game is played in memory."""
    match = Match(setup, new_seed() if seed is None else seed)
    open_table(app, match, start_game(match))


def open_table(app, match: Match, saver: Autosaver | None = None):
    """Show `match` on its title's table, with the home screen (title menu) below it, and
    return that table.  Without a saver, the table opens a new autosave slot at its first change."""
    app.go_home()
    table = scene_class(match.setup.title)(app, match, saver)
    app.push(table)
    return table
