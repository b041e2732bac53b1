"""The wooden table every screen sits on, drawn once per size and window scale, then blitted."""
from __future__ import annotations

import pygame

from ...ui import theme
from ...ui import paint

_backgrounds: dict[int, pygame.Surface] = {}


def draw_table_background(surface: pygame.Surface, assets, area: pygame.Rect | None = None) -> None:
    """The wooden table every screen sits on (tiled once per Assets, then one blit), or only its
    `area` of the canvas."""
    background = _backgrounds.get(id(assets))
    if background is None or background.get_size() != surface.get_size() \
            or background.scale != getattr(surface, "scale", 1):   # the window's scale changed
        background = paint.layer(surface.get_size())
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
    if area is None:
        surface.blit(background, (0, 0))
    else:
        surface.blit(background, area, area)
