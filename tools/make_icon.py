"""Draw the program's icon: the four titles' emblems on a walnut board (original art, from our
own sprite sheets), written as assets/icon/tabletop.png (the window's icon) and
assets/icon/tabletop.ico (the Windows program, its installer and shortcuts).

    python tools/make_icon.py      (also run by `make art`)

The .ico holds PNG-compressed images at 16 to 256 pixels, which every Windows since Vista reads.
The container is a 6-byte header and a 16-byte entry per image (Microsoft's ICONDIR /
ICONDIRENTRY); that is all of it, so it is written here with `struct` rather than adding an image
library to the build for one file.
"""
from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.ui import theme  # noqa: E402

SIZES = (16, 24, 32, 48, 64, 128, 256)
EMBLEMS = (("paddy", "tile_top_lvl3"), ("koinobori", "carp_orange"),
           ("pondscape", "frog_red_eyed_tree"), ("ladybird", "ladybird_seven_spot"))


def draw(size: int = 256) -> pygame.Surface:
    """The icon at `size` pixels: a rounded walnut square, a paper inlay, an emblem per quarter."""
    from game.ui.assets import Assets
    from game.ui.canvas import pixels, set_scale

    assets = Assets()
    set_scale(2)   # the sheets' own 2x pixels (tools/make_art.py), shrunk once below
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = size // 6
    pygame.draw.rect(icon, theme.TABLE_LIGHT, icon.get_rect(), border_radius=radius)
    inner = icon.get_rect().inflate(-size // 16, -size // 16)
    pygame.draw.rect(icon, theme.PAPER, inner, border_radius=radius * 3 // 4)
    half = inner.w // 2
    for i, (sheet, frame) in enumerate(EMBLEMS):
        cell = pygame.Rect(inner.x + (i % 2) * half, inner.y + (i // 2) * half, half, half).inflate(-size // 20, -size // 20)
        image = pixels(assets.sprite(sheet, frame))
        scale = min(cell.w / image.get_width(), cell.h / image.get_height())
        image = pygame.transform.smoothscale(image, (max(1, round(image.get_width() * scale)),
                                                     max(1, round(image.get_height() * scale))))
        icon.blit(image, image.get_rect(center=cell.center))
    pygame.draw.rect(icon, theme.PAPER_EDGE, inner, width=max(1, size // 64), border_radius=radius * 3 // 4)
    return icon


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """An .ico file of PNG images: ICONDIR (reserved 0, type 1 = icon, count), then one
    ICONDIRENTRY each (width, height: 0 means 256; colours 0; reserved; planes 1; 32 bits per
    pixel; the data's size and offset), then the PNG data."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, png in images:
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def main() -> int:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    big = draw(256)
    images = [(size, png_bytes(big if size == 256 else pygame.transform.smoothscale(draw(size * 4), (size, size))))
              for size in SIZES]
    out = ROOT / "assets" / "icon"
    out.mkdir(parents=True, exist_ok=True)
    (out / "tabletop.png").write_bytes(png_bytes(pygame.transform.smoothscale(big, (64, 64))))
    (out / "tabletop.ico").write_bytes(ico_bytes(images))
    print(f"wrote {out / 'tabletop.png'} and {out / 'tabletop.ico'} ({len(SIZES)} sizes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
