"""Scene layouts drawn in Tiled: one .tmx per scene in levels/, read with pytmx.

Each map has object layers of named rectangles ("zones": board, hand, buttons...).  A
scene places things by zone name, so moving a panel is an edit in Tiled, not in code.
Zones are in logical pixels of the 1280x720 table.
"""
from __future__ import annotations

from ..i18n import _
from functools import lru_cache

import pygame
import pytmx

from .. import paths


class LayoutError(Exception):
    pass


class Layout:
    def __init__(self, name: str, zones: dict[str, pygame.Rect], props: dict[str, dict]) -> None:
        self.name = name
        self._zones = zones
        self._props = props

    def zone(self, name: str) -> pygame.Rect:
        """A copy of the named zone's rectangle (callers may move it freely)."""
        try:
            return self._zones[name].copy()
        except KeyError:
            raise LayoutError(_("layout {layout!r} has no zone {zone!r}").format(layout=self.name, zone=name)) from None

    def has(self, name: str) -> bool:
        return name in self._zones

    def prop(self, zone: str, key: str, default=None):
        return self._props.get(zone, {}).get(key, default)

    def names(self, prefix: str = "") -> list[str]:
        return sorted(n for n in self._zones if n.startswith(prefix))


@lru_cache(maxsize=None)
def load(name: str) -> Layout:
    """Read levels/<name>.tmx once; every named object of every object layer is a zone."""
    path = paths.resource("levels", f"{name}.tmx")
    if not path.exists():
        raise LayoutError(_("no layout file {path}").format(path=path))
    tiled = pytmx.TiledMap(str(path))
    zones: dict[str, pygame.Rect] = {}
    props: dict[str, dict] = {}
    for group in tiled.objectgroups:
        for obj in group:
            if not obj.name:
                continue
            if obj.name in zones:
                raise LayoutError(_("layout {layout!r} names zone {zone!r} twice").format(layout=name, zone=obj.name))
            zones[obj.name] = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
            props[obj.name] = dict(obj.properties)
    return Layout(name, zones, props)
