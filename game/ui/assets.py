"""Sprite sheets, fonts and rendered text, each loaded or rendered once and cached.

Sheets are PNG + TexturePacker-style JSON atlases made by tools/make_art.py.  Images are
converted with convert_alpha() once a display exists, so blitting them is cheap.  Scaled
sprites and rendered text live in byte-bounded LRU caches (`game/ui/cache.py`), emptied when a
table closes; the sheets and fonts stay for the whole session.
"""
from __future__ import annotations

import json
import pygame

from .. import paths
from . import theme
from .cache import SurfaceCache

TEXT_CACHE_BYTES = 12 * 1024 * 1024     # a busy table draws ~100 lines of text a frame (~2-4 MiB)
SPRITE_CACHE_BYTES = 32 * 1024 * 1024   # scaled sprites (unscaled ones share the sheet: free)


class Assets:
    def __init__(self) -> None:
        self._sheets: dict[str, tuple[pygame.Surface, dict]] = {}
        self._sprites = SurfaceCache("sprites", SPRITE_CACHE_BYTES)
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text = SurfaceCache("text", TEXT_CACHE_BYTES)

    # --- sprites ----------------------------------------------------------------------
    def _sheet(self, sheet: str) -> tuple[pygame.Surface, dict]:
        if sheet not in self._sheets:
            folder = paths.resource("assets", "sprites")
            atlas = json.loads((folder / f"{sheet}.json").read_text(encoding="utf-8"))
            image = pygame.image.load(str(folder / atlas["meta"]["image"]))
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            self._sheets[sheet] = (image, atlas["frames"])
        return self._sheets[sheet]

    def has(self, sheet: str, name: str) -> bool:
        return name in self._sheet(sheet)[1]

    def sprite(self, sheet: str, name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The frame `name` of `sheet`, optionally scaled to `size` (cached per size)."""
        key = (sheet, name, size)
        surface = self._sprites.get(key)
        if surface is None:
            image, frames = self._sheet(sheet)
            if name not in frames:
                raise KeyError(f"sprite {name!r} is missing from sheet {sheet!r}")
            f = frames[name]["frame"]
            surface = image.subsurface(pygame.Rect(f["x"], f["y"], f["w"], f["h"]))
            if size is not None and size != surface.get_size():
                surface = pygame.transform.smoothscale(surface, size)
            self._sprites.put(key, surface)
        return surface

    # --- type ---------------------------------------------------------------------------
    def font(self, size: int = theme.BODY_SIZE, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        if key not in self._fonts:
            file = theme.FONT_BOLD_FILE if bold else theme.FONT_FILE
            self._fonts[key] = pygame.font.Font(str(paths.resource("assets", file)), size)
        return self._fonts[key]

    def text(self, text: str, size: int = theme.BODY_SIZE, colour=theme.INK,
             bold: bool = False) -> pygame.Surface:
        """Rendered text, cached: scenes call this every frame without re-rendering."""
        key = (text, size, tuple(colour), bold)
        surface = self._text.get(key)
        if surface is None:
            surface = self._text.put(key, self.font(size, bold).render(text, True, colour))
        return surface

    def wrap(self, text: str, width: int, size: int = theme.BODY_SIZE, bold: bool = False) -> list[str]:
        """Split `text` into lines that fit `width` pixels."""
        return _wrap(self.font(size, bold), text, width)


def _wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words, line = paragraph.split(" "), ""
        for word in words:
            candidate = f"{line} {word}".strip()
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines
