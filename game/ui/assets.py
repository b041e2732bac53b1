"""Sprite sheets, fonts and rendered text, each loaded or rendered once and cached.

Sheets are PNG + TexturePacker-style JSON atlases made by tools/make_art.py.  Images are
converted with convert_alpha() once a display exists, so blitting them is cheap.

**At the window's scale** (issue 30; game/ui/canvas.py): sizes are asked in layout units and
answered in layout units, but fonts are opened, text is rendered and sprites are resized at
their pixel size (units x the current scale), so they are sharp at any window size.  A sheet
may be drawn at more pixels than its frames' units (its atlas' meta "scale", e.g. 2): a sprite
is then made by shrinking, which stays sharp up to that scale; in a window at scale 1 or less
the whole sheet is kept shrunk to 1x once (`shrunk_sheet`: the memory and the unscaled,
uncached sprites of 1x sheets).  Widths and line breaks are
measured with the pixel font, then counted back in units (rounded up), so a label fitted to
its box fits as drawn.  Scaled
sprites and rendered text live in byte-bounded LRU caches (`game/ui/cache.py`), emptied when a
table closes; the sheets and fonts stay for the whole session.
"""
from __future__ import annotations

import json
import math
import re

import pygame

from .. import i18n, paths
from . import theme
from .cache import SurfaceCache
from .canvas import Canvas, current_scale

# A busy table draws 40-60 texts a frame, 0.35-0.6 MiB of them (measured on each title's busiest
# table, English and Japanese); 4 MiB holds that several times over.  At 12 MiB every game
# filled the cache with stale log lines and prompts, thousands of small surfaces whose freed
# holes kept the process ~6 MiB larger after a big game (bench/memory.py).
TEXT_CACHE_BYTES = 4 * 1024 * 1024
SPRITE_CACHE_BYTES = 32 * 1024 * 1024   # scaled sprites (unscaled ones share the sheet: free)
WRAP_CACHE = 256                         # texts wrapped to a width (a frame wraps a few, the same again)
WIDTH_CACHE = 512                        # texts measured (labels fitted to their box every frame)
from . import linebreak
from .linebreak import has_cjk, is_cjk, wrap as _wrap_lines


# The Latin letters beyond Latin-1 that Noto Sans CJK JP has (macrons, some carons, ...); any
# other letter of Latin Extended (a designer's "š") is drawn with DejaVu even in Japanese text.
CJK_LATIN_EXTENDED = frozenset("ĀāĂăĐđĒēĚěĨĩĪīŃńŇňŌōŎŏŒœŨũŪūŬŭ")


def latin_only(ch: str) -> bool:
    """A letter the Japanese font lacks and DejaVu has."""
    return 0x100 <= ord(ch) < 0x250 and ch not in CJK_LATIN_EXTENDED


def wants_cjk(text: str = "") -> bool:
    """Whether `text` needs the Japanese font (for all of it or for some runs: `runs`): any
    text with CJK characters (a Japanese name typed in the English edition too), and every text
    of the Japanese edition except one with Latin letters the Japanese font lacks."""
    if has_cjk(text):
        return True
    return i18n.language() == "ja" and not any(latin_only(ch) for ch in text)


def runs(text: str) -> list[tuple[str, bool]]:
    """`text` cut into (piece, drawn with the Japanese font) runs.  The Japanese edition draws
    in its font all but the letters only DejaVu has; any other edition draws only the CJK
    characters in it (a Japanese name in an English log line), the rest in DejaVu like every
    line around it (a play-test read "はなこ placed a tile" wholly in the Japanese font's
    Latin, unlike its neighbours).  A space goes with the run before it."""
    if i18n.language() == "ja" or not has_cjk(text):
        whole = wants_cjk(text)
        if not whole or not any(latin_only(ch) for ch in text):
            return [(text, whole)]
        in_cjk_font = lambda ch: not latin_only(ch)   # noqa: E731
    else:
        in_cjk_font = is_cjk
    out: list[tuple[str, bool]] = []
    for ch in text:
        cjk = out[-1][1] if out and ch.isspace() else in_cjk_font(ch)
        if out and out[-1][1] == cjk:
            out[-1] = (out[-1][0] + ch, cjk)
        else:
            out.append((ch, cjk))
    return out


# What pygame's font cannot take at all: a NUL (ValueError) and a broken surrogate (not UTF-8).
_UNTAKEN = re.compile("[\x00\ud800-\udfff]")


def drawable(text: str) -> str:
    """`text` as a pygame font takes it: a NUL dropped, a broken surrogate shown as U+FFFD."""
    if not _UNTAKEN.search(text):
        return text
    return _UNTAKEN.sub(lambda m: "" if m.group() == "\x00" else "\ufffd", text)


def render_text(font: pygame.font.Font, text: str, antialias: bool, colour, background=None) -> pygame.Surface:
    """`font.render`, for any string: one the font draws at zero width (a lone variation
    selector, a zero-width space: pygame raises "Text has zero width") draws nothing, as an
    empty string does; a NUL or a broken surrogate (`drawable`) does not stop it either.  Every
    text of the program is rendered through here (a player name from a save written before names
    had to show ink, or from another program at an online table, must not close the window)."""
    text = drawable(text)
    try:
        return font.render(text, antialias, colour, background)
    except pygame.error:
        if not text or font.size(text)[0] > 0:
            raise
        return font.render("", antialias, colour, background)


def render_runs(text: str, pick, colour) -> pygame.Surface:
    """`text` rendered run by run (`pick(cjk)` gives the font), on one baseline."""
    pieces = [(pick(cjk), piece) for piece, cjk in runs(drawable(text))]
    if len(pieces) == 1:
        font, piece = pieces[0]
        return render_text(font, piece, True, colour)
    ascent = max(font.get_ascent() for font, _ in pieces)
    images = [(render_text(font, piece, True, colour), ascent - font.get_ascent()) for font, piece in pieces]
    surface = pygame.Surface((sum(i.get_width() for i, _ in images),
                              max(i.get_height() + dy for i, dy in images)), pygame.SRCALPHA)
    x = 0
    for image, dy in images:
        surface.blit(image, (x, dy))
        x += image.get_width()
    return surface


def runs_width(text: str, pick) -> int:
    return sum(pick(cjk).size(piece)[0] for piece, cjk in runs(drawable(text)))


class RunsFont:
    """The two fonts of a text drawn in runs (`runs`), as one font: it measures and renders any
    text run by run, on one baseline (`render_runs`), and its metrics are those of the pair
    (the taller font's ascent, the lower descent), so a line of it never overlaps the next."""
    __slots__ = ("pick",)

    def __init__(self, pick) -> None:
        self.pick = pick      # pick(cjk) -> the pygame font of that run

    def size(self, text: str) -> tuple[int, int]:
        return runs_width(text, self.pick), self.get_height()

    def render(self, text: str, antialias: bool, colour, background=None) -> pygame.Surface:
        surface = render_runs(text, self.pick, colour)
        if background is None:
            return surface
        under = pygame.Surface(surface.get_size())
        under.fill(background)
        under.blit(surface, (0, 0))
        return under

    def _both(self):
        return self.pick(False), self.pick(True)

    def get_ascent(self) -> int:
        return max(font.get_ascent() for font in self._both())

    def get_descent(self) -> int:
        return min(font.get_descent() for font in self._both())

    def get_height(self) -> int:
        ascent = self.get_ascent()
        return max(ascent - font.get_ascent() + font.get_height() for font in self._both())

    def get_linesize(self) -> int:
        return max(font.get_linesize() for font in self._both())


def open_font(size: int, bold: bool, cjk: bool) -> pygame.font.Font:
    """DejaVu Sans (regular or bold) for Latin text; Noto Sans CJK JP for Japanese, its bold
    synthesised (one weight keeps the bundle small).  Loaded on first use only, so start-up
    pays for the Japanese font only when it draws Japanese."""
    if not pygame.font.get_init():
        pygame.font.init()
    if cjk:
        font = pygame.font.Font(str(paths.resource("assets", theme.CJK_FONT_FILE)), size)
        font.bold = bold
        return font
    return pygame.font.Font(str(paths.resource("assets", theme.FONT_BOLD_FILE if bold else theme.FONT_FILE)), size)


class Assets:
    def __init__(self) -> None:
        self._sheets: dict[tuple[str, bool], tuple[pygame.Surface, dict, float]] = {}
        self._sprites = SurfaceCache("sprites", SPRITE_CACHE_BYTES)
        self._fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
        self._text = SurfaceCache("text", TEXT_CACHE_BYTES)
        self._wraps: dict[tuple, tuple[str, ...]] = {}
        self._widths: dict[tuple, int] = {}

    # --- sprites ----------------------------------------------------------------------
    def _sheet(self, sheet: str) -> tuple[pygame.Surface, dict, float]:
        small = current_scale() <= 1      # a sheet drawn at 2x is kept shrunk to 1x (shrunk_sheet)
        key = (sheet, small)
        if key not in self._sheets:
            self._sheets.pop((sheet, not small), None)
            folder = paths.resource("assets", "sprites")
            atlas = json.loads((folder / f"{sheet}.json").read_text(encoding="utf-8"))
            image = pygame.image.load(str(folder / atlas["meta"]["image"]))
            frames, drawn_at = atlas["frames"], float(atlas["meta"].get("scale", 1))
            if small and drawn_at > 1:
                image, frames, drawn_at = shrunk_sheet(image, frames, drawn_at)
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            self._sheets[key] = (image, frames, drawn_at)
        return self._sheets[key]

    def has(self, sheet: str, name: str) -> bool:
        return name in self._sheet(sheet)[1]

    def sprite(self, sheet: str, name: str, size: tuple[int, int] | None = None) -> Canvas:
        """The frame `name` of `sheet`, `size` units large (its own size if None), at the
        current scale (cached per size and scale)."""
        scale = current_scale()
        key = (sheet, name, size, scale)
        found = self._sprites.get(key)
        if found is None:
            image, frames, drawn_at = self._sheet(sheet)
            if name not in frames:
                raise KeyError(f"sprite {name!r} is missing from sheet {sheet!r}")
            f = frames[name]["frame"]
            surface = image.subsurface(pygame.Rect(f["x"], f["y"], f["w"], f["h"]))
            units = size if size is not None else (round(f["w"] / drawn_at), round(f["h"] / drawn_at))
            pixels = (max(1, round(units[0] * scale)), max(1, round(units[1] * scale)))
            if pixels != surface.get_size():
                surface = pygame.transform.smoothscale(surface, pixels)
            found = self._sprites.put(key, Canvas(surface, scale, units))
        return found

    # --- type ---------------------------------------------------------------------------
    def font(self, size: int = theme.BODY_SIZE, bold: bool = False, text: str = "") -> "UnitFont":
        """The font that draws `text` (pass it: a Japanese name needs the Japanese font),
        measuring in layout units; for a text drawn in runs of both fonts, the pair
        (`RunsFont`), so that what is measured is what `text()` draws."""
        scale = current_scale()
        pixel_size = _pixel_size(size, scale)
        pieces = runs(drawable(text))
        if len(pieces) > 1:
            return UnitFont(RunsFont(lambda cjk: self._font(pixel_size, bold, cjk)), scale)
        return UnitFont(self._font(pixel_size, bold, pieces[0][1]), scale)

    def baseline_lift(self, text: str, size: int = theme.SMALL_SIZE) -> int:
        """How far a line of `text` is raised so that it stands on the same baseline as the
        edition's own type: a line in the taller Japanese font (a Japanese name in English)
        would otherwise sit lower than its neighbours (log lines, drawn a row apart)."""
        return self.font(size, text=text).get_ascent() - self.font(size).get_ascent()

    def _font(self, size: int, bold: bool, cjk: bool) -> pygame.font.Font:
        key = (size, bold, cjk)
        font = self._fonts.get(key)
        if font is None:
            font = self._fonts[key] = open_font(size, bold, cjk)
        return font

    def text(self, text: str, size: int = theme.BODY_SIZE, colour=theme.INK,
             bold: bool = False) -> Canvas:
        """Rendered text, cached: scenes call this every frame without re-rendering."""
        scale = current_scale()
        key = (text, size, tuple(colour), bold, scale)
        image = self._text.get(key)
        if image is None:
            pixel_size = _pixel_size(size, scale)
            surface = render_runs(text, lambda cjk: self._font(pixel_size, bold, cjk), colour)
            image = self._text.put(key, Canvas(surface, scale))
        return image

    def rescaled(self) -> None:
        """The window's scale changed: sprites and texts of the old one are not drawn again."""
        self._sprites.clear()
        self.clear_text()

    def clear_text(self) -> None:
        """Forget rendered text (the language changed: the same key may need the other font)."""
        self._text.clear()
        self._wraps.clear()
        self._widths.clear()

    def wrap(self, text: str, width: int, size: int = theme.BODY_SIZE, bold: bool = False) -> list[str]:
        """Split `text` into lines that fit `width` pixels: at spaces, and in Japanese between
        characters where the line-breaking rules allow (game/ui/linebreak.py)."""
        # the language picks the font; the words kept whole change where lines may break
        key = (text, width, size, bold, i18n.language(), current_scale(), linebreak.kept_version)
        lines = self._wraps.get(key)
        if lines is None:
            # each line measured in the font it is drawn in: the Latin line after a Japanese name
            # in an English text is DejaVu, wider than the Japanese font the whole text wants
            measure = lambda s: self.font(size, bold, s).size(s)[0]   # noqa: E731
            lines = _keep(self._wraps, key, tuple(_wrap_lines(text, width, measure)), WRAP_CACHE)
        return list(lines)

    def width(self, text: str, size: int = theme.BODY_SIZE, bold: bool = False) -> int:
        """How wide `font(size, bold, text)` draws `text`, cached: a label is fitted to its box
        every frame it is drawn (a Paddy hover frame measured ~6 texts, ~10 us each)."""
        key = (text, size, bold, i18n.language(), current_scale())   # the language picks the font
        width = self._widths.get(key)
        if width is None:
            width = _keep(self._widths, key, self.font(size, bold, text).size(text)[0], WIDTH_CACHE)
        return width


def shrunk_sheet(image: pygame.Surface, frames: dict, drawn_at: float) -> tuple[pygame.Surface, dict, float]:
    """A sheet drawn at `drawn_at` pixels per unit, shrunk whole to 1 for a window at scale 1 or
    less: its frames are then pieces of it, as when sheets were drawn at 1x (no copy per sprite,
    a quarter of the memory at 2x).  Kept as drawn if a frame is not on the whole-unit grid."""
    k = round(drawn_at)
    w, h = image.get_size()
    if k != drawn_at or w % k or h % k or any(v % k for entry in frames.values() for v in entry["frame"].values()):
        return image, frames, drawn_at
    small = pygame.transform.smoothscale(image, (w // k, h // k))
    return small, {name: {"frame": {key: v // k for key, v in entry["frame"].items()}}
                   for name, entry in frames.items()}, 1.0


def _pixel_size(size: int, scale: float) -> int:
    """A font size in units as the pixel size to open (at least 1)."""
    return size if scale == 1 else max(1, round(size * scale))


class UnitFont:
    """A font opened at its pixel size, measuring in layout units (rounded up, so what is
    fitted by these numbers fits as drawn) and rendering Canvas images at its scale."""
    __slots__ = ("font", "scale")

    def __init__(self, font: pygame.font.Font, scale: float) -> None:
        self.font, self.scale = font, scale

    def _units(self, value: int) -> int:
        return value if self.scale == 1 else math.ceil(value / self.scale - 1e-6)

    def size(self, text: str) -> tuple[int, int]:
        w, h = self.font.size(drawable(text))
        return self._units(w), self._units(h)

    def render(self, text: str, antialias: bool, colour, background=None) -> Canvas:
        return Canvas(render_text(self.font, text, antialias, colour, background), self.scale)

    def get_linesize(self) -> int:
        return self._units(self.font.get_linesize())

    def get_height(self) -> int:
        return self._units(self.font.get_height())

    def get_ascent(self) -> int:
        return self._units(self.font.get_ascent())

    def get_descent(self) -> int:
        return -self._units(-self.font.get_descent())


def _keep(store: dict, key, value, most: int):
    """`store[key] = value`, the oldest entry dropped past `most`; returns `value`."""
    store[key] = value
    if len(store) > most:
        del store[next(iter(store))]
    return value
