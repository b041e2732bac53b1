"""Which scene plays which title, and starting or reopening a game of it.

A title is playable when both its rules module and its scene module are in this build.
"""
from __future__ import annotations

import importlib
import importlib.util
import random

import pygame

from .. import paths
from ..rules.base import Setup
from ..rules.match import Match
from ..rules.registry import is_available
from ..saves import save_match
from ..ui import theme

SCENE_MODULES = {
    "paddy": "game.scenes.paddy",
    "koinobori": "game.scenes.koinobori",
    "pondscape": "game.scenes.pondscape",
    "ladybird": "game.scenes.ladybird",
}

EMBLEMS = {  # sheet, frame: the picture on the title menu's card
    "paddy": ("paddy", "tile_top_lvl3"),
    "koinobori": ("koinobori", "carp_orange"),
    "pondscape": ("pondscape", "frog_red_eyed_tree"),
    "ladybird": ("ladybird", "ladybird_seven_spot"),
}


def playable(title_id: str) -> bool:
    return is_available(title_id) and importlib.util.find_spec(SCENE_MODULES[title_id]) is not None


def scene_class(title_id: str):
    return importlib.import_module(SCENE_MODULES[title_id]).SCENE_CLASS


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


def start_new(app, setup: Setup, seed: int | None) -> None:
    match = Match(setup, new_seed() if seed is None else seed)
    save_match(match, paths.autosave_path())
    open_table(app, match)


def open_table(app, match: Match) -> None:
    from .menu import MenuScene

    app.reset(MenuScene(app))
    app.push(scene_class(match.setup.title)(app, match))


_backgrounds: dict[int, pygame.Surface] = {}


def draw_table_background(surface: pygame.Surface, assets) -> None:
    """The wooden table every screen sits on (tiled once per Assets, then one blit)."""
    background = _backgrounds.get(id(assets))
    if background is None or background.get_size() != surface.get_size():
        background = pygame.Surface(surface.get_size())
        background.fill(theme.TABLE)
        try:
            tile = assets.sprite("ui", "table_tile")
        except (KeyError, FileNotFoundError, OSError):
            tile = None
        if tile is not None:
            tw, th = tile.get_size()
            for y in range(0, surface.get_height(), th):
                for x in range(0, surface.get_width(), tw):
                    background.blit(tile, (x, y))
        _backgrounds.clear()
        _backgrounds[id(assets)] = background
    surface.blit(background, (0, 0))


def draw_emblem(surface: pygame.Surface, assets, title_id: str, rect: pygame.Rect) -> None:
    sheet, frame = EMBLEMS[title_id]
    try:
        image = assets.sprite(sheet, frame)
    except (KeyError, FileNotFoundError, OSError):
        return
    scale = min(rect.w / image.get_width(), rect.h / image.get_height(), 3.0)
    size = (round(image.get_width() * scale), round(image.get_height() * scale))
    image = assets.sprite(sheet, frame, size)
    surface.blit(image, image.get_rect(center=rect.center))
