"""Where every drawn text went: a recorder for layout checks (off by default, free when off).

While `recording()` is active, the drawing helpers (game/ui/draw.py, widgets, tooltips) note
each text drawn: its inked rect on the canvas, its full text when it was cut with an ellipsis
and the width it was cut to, and the panel it belongs to (the innermost `draw.box(...)` open
around it, else the innermost `draw.panel` drawn under it).  `findings()` then says what a
player would see as broken: two texts over each other, a text running out of its panel, a text
cut although its panel had room.  tools/check_text_layout.py and tests/scenes/test_text_layout.py
run it over every scene of the smoke run.

Layers: a veil (a menu over a table), a scene drawn over another, a tooltip or callout start a
new layer; what a layer covers is not compared with it (it is hidden, not overlapped).
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame
from . import paint

ELLIPSIS = "\u2026"
SLACK = 2          # pixels: ink that touches or crosses an edge by this much is not a finding
READABLE = 11      # px: the smallest type the table may shrink a text to (a name on two lines)


@dataclass
class Box:
    rect: pygame.Rect
    name: str
    layer: int
    order: int          # when it was drawn (texts drawn before it lie under it)
    label: str = ""     # the first text drawn on it (names it in a finding)


@dataclass
class Text:
    string: str
    ink: pygame.Rect    # the inked pixels, on the canvas
    pos: tuple[int, int]  # where the text's image was placed (its left edge)
    layer: int
    order: int
    box: Box | None
    full: str = ""      # the whole text when `string` was cut with an ellipsis
    cut_width: int = 0  # the width it was cut to
    full_width: int = 0  # how wide the whole text draws at the same size
    offscreen: bool = False   # drawn on a surface that is not the canvas (a cached layer)
    size: int = 0       # the type size it was drawn at (0: not known)


@dataclass
class Finding:
    kind: str           # "overlap", "outside", "cut", "covered", "dropped", "tiny", "name cut", "button cut"
    string: str
    detail: str
    other: str = ""     # the text drawn over it, or the first text of the panel that covers it

    def __str__(self) -> str:
        return f"{self.kind:8} {self.string!r}: {self.detail}"


@dataclass
class Recorder:
    """What one frame drew: its texts and panels, in order; `findings()` judges them."""

    canvas_size: tuple[int, int] = (1280, 720)
    texts: list[Text] = field(default_factory=list)
    boxes: list[Box] = field(default_factory=list)
    stack: list[Box] = field(default_factory=list)
    cuts: dict = field(default_factory=dict)   # cut string -> (full string, width, full width)
    dropped: list = field(default_factory=list)   # wrapped texts whose last lines had no room
    layer: int = 0
    order: int = 0

    # --- what the drawing helpers call -----------------------------------------------------
    def new_layer(self) -> None:
        self.layer += 1

    def note_cut(self, cut: str, full: str, width: int, full_width: int) -> None:
        self.cuts[cut] = (full, width, full_width)

    def note_panel(self, surface: pygame.Surface, rect: pygame.Rect, name: str = "panel") -> Box | None:
        on_canvas, offset = _where(surface, self.canvas_size)
        if not on_canvas:
            return None
        self.order += 1
        box = Box(pygame.Rect(rect).move(offset), name, self.layer, self.order)
        self.boxes.append(box)
        return box

    @contextmanager
    def box(self, surface: pygame.Surface, rect: pygame.Rect, name: str):
        _on_canvas, offset = _where(surface, self.canvas_size)
        self.order += 1
        box = Box(pygame.Rect(rect).move(offset), name, self.layer, self.order)
        self.stack.append(box)
        try:
            yield box
        finally:
            self.stack.remove(box)

    def note_dropped(self, surface: pygame.Surface, string: str, line: str, rect: pygame.Rect) -> None:
        """Wrapped text whose lines from `line` on found no room in `rect` and were not drawn."""
        _on_canvas, offset = _where(surface, self.canvas_size)
        self.dropped.append(Finding("dropped", string, f"from {line!r} on, no room in {_r(pygame.Rect(rect).move(offset))}"))

    def note_text(self, surface: pygame.Surface, string: str, rect: pygame.Rect, image: pygame.Surface,
                  size: int = 0) -> None:
        if not string.strip():
            return
        ink = image.get_bounding_rect().move(rect.topleft)
        ink = ink.clip(surface.get_clip())
        if not ink.w or not ink.h:
            return   # clipped away: not drawn
        on_canvas, offset = _where(surface, self.canvas_size)
        ink = ink.move(offset)
        self.order += 1
        box = self.stack[-1] if self.stack else self._panel_under(ink)
        if box is not None and not box.label:
            box.label = string
        full, width, full_width = self.cuts.get(string, ("", 0, 0))
        self.texts.append(Text(string, ink, (rect.x + offset[0], rect.y + offset[1]), self.layer, self.order,
                               box, full, width, full_width, not on_canvas, size))

    def _panel_under(self, ink: pygame.Rect) -> Box | None:
        """The panel the text is drawn on: of this layer, the last drawn under its middle (the
        one on top there)."""
        for box in reversed(self.boxes):
            if box.layer == self.layer and box.rect.collidepoint(ink.center):
                return box
        return None

    # --- what is wrong ----------------------------------------------------------------------
    def findings(self, names=()) -> list[Finding]:
        """What is wrong in the frame; `names` (the players seated) may never be cut, nor a button's
        label, even where their box has no room: a button or a line that cannot hold one must be
        given a form that does (wider, two lines)."""
        out: list[Finding] = list(self.dropped)
        screen = pygame.Rect((0, 0), self.canvas_size)
        shown = [t for t in self.texts if not t.offscreen]
        for t in shown:
            if t.full and t.box is not None and t.box.name == "button":
                out.append(Finding("button cut", t.string, f"a button's label {t.full!r} is cut to {t.cut_width} px"))
            if 0 < t.size < READABLE:
                out.append(Finding("tiny", t.string, f"drawn at {t.size} px, below the readable {READABLE} px"))
            if not screen.contains(t.ink):
                out.append(Finding("outside", t.string, f"runs off the screen at {_r(t.ink)}"))
            elif t.box is not None and not t.box.rect.inflate(2 * SLACK, 2 * SLACK).contains(t.ink):
                out.append(Finding("outside", t.string,
                                   f"ink {_r(t.ink)} leaves its {t.box.name} {_r(t.box.rect)}"))
            if t.full and t.box is not None and t.pos[0] >= t.box.rect.x - SLACK \
                    and t.pos[0] + t.full_width <= self._room(t) - SLACK:
                out.append(Finding("cut", t.string, f"cut to {t.cut_width} px, but its {t.box.name} "
                                   f"{_r(t.box.rect)} has room for all {t.full_width} px of {t.full!r}"))
        for t in self.texts:   # (a cached layer too: a chart's legend)
            if t.full and t.full in names:
                out.append(Finding("name cut", t.string, f"the player's name {t.full!r} is cut to {t.cut_width} px"))
        for i, a in enumerate(shown):
            for b in shown[i + 1:]:
                if a.layer != b.layer or not _overlap(a.ink, b.ink):
                    continue
                if a.string == b.string and abs(a.ink.x - b.ink.x) <= 3 and abs(a.ink.y - b.ink.y) <= 3:
                    continue   # a shadow or an outline drawn under the text
                out.append(Finding("overlap", a.string, f"{_r(a.ink)} is drawn over by {b.string!r} {_r(b.ink)}",
                                   b.string))
        for t in shown:
            for box in self.boxes:
                if box.layer == t.layer and box.order > t.order and _overlap(box.rect, t.ink) \
                        and not (t.box is not None and t.box.rect.contains(box.rect) and box.rect.contains(t.ink)):
                    out.append(Finding("covered", t.string, f"{_r(t.ink)} is under a {box.name} drawn later at "
                                       f"{_r(box.rect)}" + (f" (holding {box.label!r})" if box.label else ""),
                                       box.label))
                    break
        return out

    def _room(self, t: Text) -> int:
        """Where a cut text's room ends: its panel's right edge, or the next text beside it in the
        same panel (a table's next column)."""
        right = t.box.rect.right - max(0, t.pos[0] - t.box.rect.x)   # the same margin as on its left
        for other in self.texts:
            if other.box is t.box and other is not t and other.ink.x > t.ink.x \
                    and other.ink.top < t.ink.bottom and other.ink.bottom > t.ink.top:
                right = min(right, other.ink.x - 4)
        return right


current: Recorder | None = None


MIN_PANEL = (24, 14)   # a filled rect at least this big is a panel a text may sit on


@contextmanager
def recording(canvas_size: tuple[int, int] = (1280, 720)):
    """Record every text drawn inside the block (nested: the outer recorder is put back).
    Every filled rect drawn meanwhile (paint.rect, wrapped only while recording) counts
    as a panel: the texts on it must stay on it, and one drawn over a text covers it."""
    global current
    outer, current = current, Recorder(canvas_size)
    original = paint.rect

    def rect(surface, colour, rect, width=0, *args, **kwargs):
        drawn = original(surface, colour, rect, width, *args, **kwargs)
        r = pygame.Rect(rect)
        if current is not None and width == 0 and r.w >= MIN_PANEL[0] and r.h >= MIN_PANEL[1] \
                and (len(colour) < 4 or colour[3] == 255):
            current.note_panel(surface, r, "filled rect")
        return drawn

    paint.rect = rect
    try:
        yield current
    finally:
        paint.rect = original
        current = outer


def _where(surface: pygame.Surface, canvas_size) -> tuple[bool, tuple[int, int]]:
    """(drawn on the canvas, offset of `surface` on it): a subsurface of a canvas-sized surface
    counts (scratch canvases are drawn like the canvas); any other surface is a cached layer."""
    parent = surface.get_abs_parent()
    return parent.get_size() == tuple(canvas_size), surface.get_abs_offset()


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    both = a.clip(b)
    return both.w > SLACK and both.h > SLACK


def _r(rect: pygame.Rect) -> str:
    return f"({rect.x},{rect.y} {rect.w}x{rect.h})"
