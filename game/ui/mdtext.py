"""Text for the rules pages, measured and broken into lines: styles, fonts, widths and icon
sizes (`Metrics`), words across style changes broken into lines (`Breaker`), and a broken
line placed as pieces (`place_line`).  `mdlayout` stacks these lines into a page.

Line breaking is by words across style changes (a word may be half bold), and a word that
does not fit on a line of its own is broken between characters (after a "/", "-", "_" or
"." when it has one). Chinese and Japanese characters are each a place to break (with the
usual closing-punctuation exceptions), so pages without spaces between words wrap too.

Italic: the fonts have no italic file, so italic is synthesised by the font renderer
(`pygame.font.Font.italic`, a slant of the regular or bold face).
"""
from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass

import pygame

from .. import paths
from . import theme
from .assets import drawable, open_font, render_runs, runs_width, wants_cjk
from .canvas import Canvas
from .linebreak import NO_END, NO_START, is_cjk
from .mdparse import Icon, Inline, LineBreak, Span

LINE_FACTOR = 1.4          # a line of text is 1.4 times the type size high
ICON_FACTOR = 1.3          # an inline icon is 1.3 times the type size high
CODE_PAD = 3               # shading either side of `code`
LINK_COLOUR = theme.BUTTON
SHADE_COLOUR = theme.PAPER_SHADE

_NAME_RE = re.compile(r"[a-z0-9_]+")


@dataclass(frozen=True)
class Style:
    size: int = theme.BODY_SIZE
    bold: bool = False
    italic: bool = False
    code: bool = False
    strike: bool = False
    colour: tuple = theme.INK


@dataclass
class Piece:
    """One thing drawn: `kind` is "text", "icon" or "fill"; x, y in page coordinates."""
    kind: str
    x: int
    y: int
    w: int
    h: int
    text: str = ""
    style: Style | None = None
    icon: Icon | None = None
    colour: tuple = theme.INK

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h


# --- fonts and measures ------------------------------------------------------------------------------
class Metrics:
    """Fonts by style (italic synthesised), text widths, rendered text and icon frame sizes.

    One per `Assets` and window scale (see `metrics_for`): pygame font objects die with
    `pygame.quit()`.  At a window scale `scale` (issue 30, game/ui/canvas.py) the fonts are
    opened at their pixel size (type size x scale) and every width and height is given in
    layout units, rounded up: a page is laid out in units as at 1x, and a text fitted to its
    room by these numbers fits as drawn, sharp.  At scale 1 the numbers are pygame's own.
    """

    def __init__(self, regular: str = theme.FONT_FILE, bold: str = theme.FONT_BOLD_FILE,
                 scale: float = 1.0) -> None:
        self._files = {False: regular, True: bold}
        self.scale = float(scale) if scale > 0 else 1.0
        self._fonts: dict[tuple, pygame.font.Font] = {}
        self._widths: dict[tuple, int] = {}
        self._surfaces: dict[tuple, Canvas] = {}
        self._frames: dict[str, dict] = {}

    def _units(self, pixels: int) -> int:
        """A length in pixels as whole layout units, rounded up (so what fits in units fits)."""
        return pixels if self.scale == 1 else math.ceil(pixels / self.scale - 1e-6)

    def font(self, style: Style, text: str = "") -> pygame.font.Font:
        """The font for `text` in `style` (at its pixel size): the Japanese font in the Japanese
        edition and for any text with CJK characters, DejaVu otherwise (game/ui/assets.py, `wants_cjk`)."""
        return self._font_for(style, wants_cjk(text))

    def _font_for(self, style: Style, cjk: bool) -> pygame.font.Font:
        key = (style.size, style.bold, style.italic, cjk)
        font = self._fonts.get(key)
        if font is None:
            size = style.size if self.scale == 1 else max(1, round(style.size * self.scale))
            if cjk or self._files == {False: theme.FONT_FILE, True: theme.FONT_BOLD_FILE}:
                font = open_font(size, style.bold, cjk)
            else:
                if not pygame.font.get_init():
                    pygame.font.init()
                font = pygame.font.Font(str(paths.resource("assets", self._files[style.bold])), size)
            font.italic = style.italic
            self._fonts[key] = font
        return font

    def _pixel_width(self, text: str, style: Style) -> int:
        key = (text, style.size, style.bold, style.italic, wants_cjk(text))
        width = self._widths.get(key)
        if width is None:
            if len(self._widths) > 50000:
                self._widths.clear()
            width = runs_width(text, lambda cjk: self._font_for(style, cjk))
            if style.italic:
                # the synthesised slant widens the box by a few pixels of nothing: measure the
                # upright advance, or the ink where the slant reaches further
                upright = self.font(Style(style.size, style.bold), text).size(drawable(text))[0]
                ink = self._render(text, style).get_bounding_rect().right
                width = min(width, max(upright, ink))
            self._widths[key] = width
        return width

    def width(self, text: str, style: Style) -> int:
        """How wide `text` draws in `style`, in layout units (rounded up)."""
        return self._units(self._pixel_width(text, style))

    def height(self, style: Style, text: str = "") -> int:
        """The height of `text` in `style` in layout units (the Japanese font is taller than DejaVu)."""
        return self._units(self.font(style, text).get_height())

    def _render(self, text: str, style: Style) -> pygame.Surface:
        return render_runs(text, lambda cjk: self._font_for(style, cjk), style.colour)

    def render(self, text: str, style: Style) -> Canvas:
        """Rendered text at this scale's pixels, no wider than `width(text, style)`, cached."""
        key = (text, style, wants_cjk(text))
        image = self._surfaces.get(key)
        if image is None:
            if len(self._surfaces) > 3000:
                self._surfaces.clear()
            surface = self._render(text, style)
            width = self._pixel_width(text, style)
            if surface.get_width() > width:
                surface = surface.subsurface((0, 0, width, surface.get_height()))
            image = self._surfaces[key] = Canvas(surface, self.scale)
        return image

    def frame_size(self, icon: Icon) -> tuple[int, int] | None:
        """The frame's size in its sheet, or None when the sheet or frame does not exist."""
        if not (_NAME_RE.fullmatch(icon.sheet) and _NAME_RE.fullmatch(icon.frame)):
            return None
        frames = self._frames.get(icon.sheet)
        if frames is None:
            try:
                path = paths.resource("assets", "sprites", f"{icon.sheet}.json")
                frames = json.loads(path.read_text(encoding="utf-8")).get("frames", {})
            except (OSError, ValueError, AttributeError):
                frames = {}
            self._frames[icon.sheet] = frames
        frame = frames.get(icon.frame)
        if not isinstance(frame, dict) or "frame" not in frame:
            return None
        return int(frame["frame"]["w"]), int(frame["frame"]["h"])

    def icon_size(self, icon: Icon, text_size: int) -> tuple[int, int]:
        """The drawn size of an icon on a line of `text_size` type (a square for an unknown one)."""
        height = icon.size or round(text_size * ICON_FACTOR)
        frame = self.frame_size(icon)
        if frame is None or frame[1] <= 0:
            return height, height
        return max(1, round(frame[0] * height / frame[1])), height


# --- line breaking --------------------------------------------------------------------------------
_cjk = is_cjk  # characters written without spaces between words, each a place to break
NO_BREAK_BEFORE = NO_START   # the Japanese line-breaking rules, shared with draw's wrap
NO_BREAK_AFTER = NO_END
SOFT_BREAK_AFTER = ("/-\u2013\u2014", "_.")  # where a too-long word prefers to break, best first
NO_BREAK_SPACES = set("\u00a0\u2007\u202f")  # spaces that join words (no line break there)
_SPACES_RE = re.compile(r"([^\S\u00a0\u2007\u202f]+)")  # runs of breaking white space
_CJK_RE = re.compile("[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\U00020000-\U0002ffff]")


@dataclass
class _Word:
    parts: list  # (Style, str) or Icon


@dataclass
class _Space:
    style: Style


class _Opportunity:  # a place to break without a space (between CJK characters)
    pass


class _Break:  # a hard line break
    pass


@dataclass
class TextLine:
    chunks: list   # (Style, str) or Icon, adjacent same-style text merged
    widths: list[int]
    height: int    # row height this line needs
    size: int      # the type size of the line

    @property
    def width(self) -> int:
        return sum(self.widths)


def _style_of(span: Span, base: Style) -> Style:
    colour = LINK_COLOUR if span.link else base.colour
    return Style(base.size, base.bold or span.bold, base.italic or span.italic, span.code,
                 base.strike or span.strike, colour)


def _tokens(inlines: list[Inline], base: Style) -> list:
    out: list = []
    word: list = []
    prev = ""  # the previous character of the current word

    def add(style: Style, text: str) -> None:
        if word and not isinstance(word[-1], Icon) and word[-1][0] == style:
            word[-1] = (style, word[-1][1] + text)
        else:
            word.append((style, text))

    def flush() -> None:
        nonlocal word
        if word:
            out.append(_Word(word))
            word = []

    for run in inlines:
        if isinstance(run, LineBreak):
            flush()
            out.append(_Break())
            prev = ""
            continue
        if isinstance(run, Icon):
            word.append(run)
            prev = "\ufffc"
            continue
        style = _style_of(run, base)
        for piece in _SPACES_RE.split(run.text):
            if not piece:
                continue
            if _SPACES_RE.fullmatch(piece):
                flush()
                if not out or not isinstance(out[-1], (_Space, _Break)):
                    out.append(_Space(style))
                prev = ""
                continue
            if not (_CJK_RE.search(piece) or (prev and _cjk(prev))):  # the common case: a whole word
                add(style, piece)
                prev = piece[-1]
                continue
            for ch in piece:
                if word and prev and (_cjk(ch) or _cjk(prev)) \
                        and ch not in NO_BREAK_BEFORE and prev not in NO_BREAK_AFTER:
                    flush()
                    out.append(_Opportunity())
                add(style, ch)
                prev = ch
    flush()
    return out


class Breaker:
    """Breaks inline runs into lines of at most a width, measuring with `Metrics`."""

    def __init__(self, metrics: Metrics) -> None:
        self.m = metrics

    def chunk_width(self, chunk) -> int:
        if isinstance(chunk, Icon):
            return self._icon_w(chunk)
        style, text = chunk
        return self.m.width(text, style) + (2 * CODE_PAD if style.code else 0)

    def _icon_w(self, icon: Icon) -> int:
        return self.m.icon_size(icon, self._size)[0]

    def _extend(self, chunks: list, widths: list, parts: list) -> tuple[list, list]:
        chunks, widths = chunks[:], widths[:]
        for part in parts:
            if (not isinstance(part, Icon) and chunks and not isinstance(chunks[-1], Icon)
                    and chunks[-1][0] == part[0]):
                chunks[-1] = (part[0], chunks[-1][1] + part[1])
                widths[-1] = self.chunk_width(chunks[-1])
            else:
                chunks.append(part)
                widths.append(self.chunk_width(part))
        return chunks, widths

    def _line(self, chunks: list, widths: list) -> TextLine:
        height = round(self._size * LINE_FACTOR)
        for chunk in chunks:
            if isinstance(chunk, Icon):
                height = max(height, self.m.icon_size(chunk, self._size)[1] + 4)
            else:  # a Japanese run: its font is taller than 1.4 times the size
                height = max(height, self.m.height(chunk[0], chunk[1]))
        return TextLine(chunks, widths, height, self._size)

    def lines(self, inlines: list[Inline], base: Style, width: int) -> list[TextLine]:
        self._size = base.size
        width = max(1, width)
        out: list[TextLine] = []
        chunks: list = []
        widths: list = []
        pending: _Space | None = None
        for token in _tokens(inlines, base):
            if isinstance(token, _Break):
                out.append(self._line(chunks, widths))
                chunks, widths, pending = [], [], None
            elif isinstance(token, _Space):
                pending = token if chunks else None
            elif isinstance(token, _Opportunity):
                pending = None
            else:
                parts = ([(pending.style, " ")] if pending and chunks else []) + token.parts
                new_chunks, new_widths = self._extend(chunks, widths, parts)
                if chunks and sum(new_widths) > width:  # the word goes to the next line
                    out.append(self._line(chunks, widths))
                    new_chunks, new_widths = self._extend([], [], token.parts)
                while sum(new_widths) > width:  # alone on its line and still too long: split it
                    head, tail = self._split(token.parts, width)
                    h_chunks, h_widths = self._extend([], [], head)
                    out.append(self._line(h_chunks, h_widths))
                    token = _Word(tail)
                    new_chunks, new_widths = self._extend([], [], tail)
                chunks, widths, pending = new_chunks, new_widths, None
        if chunks or not out:
            out.append(self._line(chunks, widths))
        return out

    def _split(self, parts: list, width: int) -> tuple[list, list]:
        """The longest head of a word's parts that fits `width` (at least one unit), and the rest."""
        units: list = []
        for part in parts:
            if isinstance(part, Icon):
                units.append(part)
            else:
                units.extend((part[0], ch) for ch in part[1])

        def fits(n: int) -> bool:
            return sum(self._extend([], [], units[:n])[1]) <= width

        lo, hi = 1, len(units) - 1  # the largest n with fits(n); at least 1
        best = 1
        while lo <= hi:
            mid = (lo + hi) // 2
            if fits(mid):
                best, lo = mid, mid + 1
            else:
                hi = mid - 1
        lowest = max(1, best * 2 // 3)  # prefer a break after / or a dash, then _ or . (not too early)
        for chars in SOFT_BREAK_AFTER:
            n = next((n for n in range(best, lowest - 1, -1)
                      if not isinstance(units[n - 1], Icon) and units[n - 1][1] in chars), None)
            if n is not None:
                best = n
                break
        return _regroup(units[:best]), _regroup(units[best:])

    def word_widths(self, inlines: list[Inline], base: Style) -> int:
        """The width of the widest unbreakable word (the narrowest a column can be without splitting)."""
        self._size = base.size
        widest = 0
        for token in _tokens(inlines, base):
            if isinstance(token, _Word):
                widest = max(widest, sum(self._extend([], [], token.parts)[1]))
        return widest


def _regroup(units: list) -> list:
    parts: list = []
    for unit in units:
        if not isinstance(unit, Icon) and parts and not isinstance(parts[-1], Icon) and parts[-1][0] == unit[0]:
            parts[-1] = (unit[0], parts[-1][1] + unit[1])
        else:
            parts.append(unit)
    return parts


# What sits low after a word, so may tuck under a slanted word's overhang ("*Paddy*, for")
TUCKED = frozenset(",.;:!?\u2026)]\u201d\u2019\u3001\u3002\uff09\u300d\u300f\uff0c\uff0e")


def _overhang(m: Metrics, chunk) -> int:
    """How far a synthesised italic's ink reaches past its upright advance (measured up where the
    slant is: punctuation on the baseline after it stood off by that much, a play-test)."""
    if isinstance(chunk, Icon) or not chunk[0].italic:
        return 0
    style, text = chunk
    upright = Style(style.size, style.bold, False, style.code, style.strike, style.colour)
    return max(0, m.width(text, style) - m.width(text, upright))


def place_line(line: TextLine, x: int, y: int, h: int, m: Metrics) -> list[Piece]:
    """The pieces of a broken line with its left edge at x, in a row band (y, h)."""
    shading, pieces = [], []
    before = None
    for chunk, width in zip(line.chunks, line.widths):
        if before is not None and not isinstance(chunk, Icon) and chunk[1][:1] in TUCKED:
            x -= _overhang(m, before)   # the comma after an italic word sits where it would upright
        before = chunk
        if isinstance(chunk, Icon):
            w, ih = m.icon_size(chunk, line.size)
            pieces.append(Piece("icon", x, y + (h - ih) // 2, w, ih, icon=chunk))
        else:
            style, text = chunk
            th = m.height(style, text)
            ty = y + (h - th) // 2
            tx = x
            if style.code:
                shading.append(Piece("fill", x, ty, width, th, colour=SHADE_COLOUR))
                tx += CODE_PAD
            pieces.append(Piece("text", tx, ty, m.width(text, style), th, text=text, style=style))
            if style.strike:
                pieces.append(Piece("fill", tx, ty + th // 2, m.width(text, style), 1, colour=style.colour))
        x += width
    return shading + pieces
