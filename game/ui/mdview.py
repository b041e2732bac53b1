"""A laid-out page (`mdlayout.Page`) in a text area: scrolling, a scrollbar, and drawing.

Scrolling always stops at the top of a row and only whole rows are drawn, so no line is
ever cut in half at the edges of the area; only a table's row that does not fit under the
rows before it is drawn cut at the area's bottom edge, so the table goes on to the edge. The view remembers what it drew — which rows were
drawn whole, any piece that fell outside the area, any icon the sprite sheets lack — so the
smoke run and the tests can prove a page was drawn whole (`problems()`).

Keys: Up/Down a line, PageUp/PageDown (and Space / Shift+Space) a screenful, Home/End;
the wheel scrolls three lines; the scrollbar's thumb can be dragged and its track clicked.
"""
from __future__ import annotations

from ..i18n import _
import weakref
from bisect import bisect_left, bisect_right

import pygame

from . import theme
from .assets import Assets
from .canvas import current_scale
from .input import Input
from .mdlayout import Metrics, Page, Piece, Style
from . import paint

WHEEL_ROWS = 3
THUMB_MIN = 36

_METRICS: "weakref.WeakKeyDictionary[Assets, Metrics]" = weakref.WeakKeyDictionary()


def forget_metrics(assets: Assets) -> None:
    """Drop the measures of `assets` (the language changed: other fonts)."""
    _METRICS.pop(assets, None)


def metrics_for(assets: Assets) -> Metrics:
    """The fonts and measures of one app's assets at the window's current scale (made once
    per scale: a page laid out with them is laid out again when the scale changes, see
    RulesScene.scale_changed)."""
    metrics = _METRICS.get(assets)
    if metrics is None or metrics.scale != current_scale():
        metrics = _METRICS[assets] = Metrics(scale=current_scale())
    return metrics


class PageView:
    def __init__(self, page: Page, area: pygame.Rect, track: pygame.Rect | None = None) -> None:
        self.page = page
        self.area = pygame.Rect(area)
        self.track = pygame.Rect(track) if track is not None else pygame.Rect(self.area.right + 8, self.area.y,
                                                                              8, self.area.h)
        self.tops = sorted({row.y for row in page.rows}) or [0]
        self._row_tops = [row.y for row in page.rows]
        # a heading is never the last thing on a screen: it goes to the next one with its text
        self._keep_with_next = {i for block in page.blocks if block.kind == "heading"
                                for i in block.rows if i + 1 < len(page.rows)}
        self.max_scroll = self._max_scroll()
        self.scroll = 0
        self._drag: int | None = None  # pointer offset inside the thumb while dragging it
        # what was drawn, for problems()
        self.seen: set[int] = set()
        self.strays: list[tuple[int, str, pygame.Rect]] = []
        self.missing_icons: set[str] = set()
        self.frames_drawn = 0

    # --- scrolling ------------------------------------------------------------------------------
    def _max_scroll(self) -> int:
        if self.page.height <= self.area.h:
            return 0
        for top in self.tops:  # the first top from which the rest of the page fits
            if self.page.height - top <= self.area.h:
                return top
        return self.tops[-1]

    @property
    def scrollable(self) -> bool:
        return self.max_scroll > 0

    def scroll_to(self, y: int) -> None:
        """Scroll to the last row top at or above `y` (kept between the top and the end)."""
        y = max(0, min(self.max_scroll, y))
        i = bisect_right(self.tops, y) - 1
        self.scroll = self.tops[i] if i >= 0 else 0

    def anchor(self) -> tuple[int, int]:
        """Where the reading is: (the first shown row's block, the characters of that block in
        rows before it).  Another layout of the same page (a new scale wraps a little
        differently) finds it again with `scroll_to_anchor`."""
        shown = self.visible_rows()
        if not shown:
            return 0, 0
        first = self.page.rows[shown[0]]
        before = sum(len(row.text()) for row in self.page.rows[:shown[0]] if row.block == first.block)
        return first.block, before

    def scroll_to_anchor(self, anchor: tuple[int, int]) -> None:
        """Scroll to the row that holds the character `anchor` names (see `anchor`)."""
        block, chars = anchor
        rows = [row for row in self.page.rows if row.block == block]
        if not rows:
            return
        target, seen = rows[0], 0
        for row in rows:
            target = row
            seen += len(row.text())
            if seen > chars:
                break
        self.scroll_to(target.y)

    def lines(self, n: int) -> None:
        """Scroll by n rows (negative: up)."""
        i = bisect_left(self.tops, self.scroll)
        i = max(0, min(len(self.tops) - 1, i + n))
        self.scroll_to(self.tops[i])
        if n > 0 and self.scroll < self.max_scroll and self.tops[i] > self.max_scroll:
            self.scroll = self.max_scroll

    def page_down(self) -> None:
        """The first row not shown becomes the top row."""
        shown = self.visible_rows()
        after = shown[-1] + 1 if shown else None
        if after is None or after >= len(self.page.rows):
            self.scroll_to(self.max_scroll)
            return
        nxt = self.page.rows[after].y
        if nxt <= self.scroll:  # a row taller than the area: step one row
            self.lines(1)
            return
        self.scroll_to(min(nxt, self.max_scroll))

    def page_up(self) -> None:
        """The row just above the top row becomes the bottom row."""
        if self.scroll <= 0:
            return
        above = max((row.bottom for row in self.page.rows if row.bottom <= self.scroll), default=self.scroll)
        target = above - self.area.h
        i = bisect_left(self.tops, max(0, target))
        top = self.tops[i] if i < len(self.tops) else 0
        if top >= self.scroll:  # a row taller than the area: step one row
            i = bisect_left(self.tops, self.scroll) - 1
            top = self.tops[max(0, i)]
        self.scroll_to(top)

    def home(self) -> None:
        self.scroll = 0

    def end(self) -> None:
        self.scroll = self.max_scroll

    def at_end(self) -> bool:
        return self.scroll >= self.max_scroll

    # --- the scrollbar -------------------------------------------------------------------------
    def thumb(self) -> pygame.Rect:
        t = self.track
        h = max(THUMB_MIN, round(t.h * self.area.h / max(1, self.page.height)))
        h = min(t.h, h)
        y = t.y + round((t.h - h) * self.scroll / self.max_scroll) if self.max_scroll else t.y
        return pygame.Rect(t.x, y, t.w, h)

    def _hit_track(self, pos) -> bool:
        return self.track.inflate(10, 0).collidepoint(pos)

    def _drag_to(self, pointer_y: int) -> None:
        thumb = self.thumb()
        room = self.track.h - thumb.h
        if room <= 0:
            return
        fraction = (pointer_y - self._drag - self.track.y) / room
        self.scroll_to(round(max(0.0, min(1.0, fraction)) * self.max_scroll))
        if fraction >= 1.0:
            self.scroll = self.max_scroll

    # --- input ------------------------------------------------------------------------------------
    def handle(self, event: Input) -> bool:
        """Scrolling by wheel, keys and the scrollbar; True when the event was used."""
        if event.kind == "wheel" and event.dy:
            self.lines(-WHEEL_ROWS * event.dy)
            return True
        if event.kind == "key":
            shift = bool(event.mod & pygame.KMOD_SHIFT)
            action = {
                pygame.K_DOWN: lambda: self.lines(1), pygame.K_UP: lambda: self.lines(-1),
                pygame.K_PAGEDOWN: self.page_down, pygame.K_PAGEUP: self.page_up,
                pygame.K_SPACE: self.page_up if shift else self.page_down,
                pygame.K_HOME: self.home, pygame.K_END: self.end,
            }.get(event.key)
            if action is not None:
                action()
                return True
            return False
        if not self.scrollable:
            return False
        if event.kind == "down" and event.button == 1 and self._hit_track(event.pos):
            thumb = self.thumb()
            if thumb.inflate(10, 0).collidepoint(event.pos):
                self._drag = event.pos[1] - thumb.y
            elif event.pos[1] < thumb.y:
                self.page_up()
            else:
                self.page_down()
            return True
        if event.kind == "move" and self._drag is not None:
            self._drag_to(event.pos[1])
            return True
        if event.kind == "up" and self._drag is not None:
            self._drag = None
            return True
        return False

    # --- drawing ------------------------------------------------------------------------------------
    def visible_rows(self) -> list[int]:
        """The rows drawn at the current scroll: those wholly inside the area."""
        top, bottom = self.scroll, self.scroll + self.area.h
        first = bisect_left(self._row_tops, top)
        out = []
        for i in range(first, len(self.page.rows)):
            row = self.page.rows[i]
            if row.y >= bottom:
                break
            if row.bottom <= bottom:
                out.append(i)
        while len(out) > 1 and out[-1] in self._keep_with_next and out[-1] + 1 not in out \
                and self.scroll < self.max_scroll:
            out.pop()
        return out

    def cut_row(self, rows: list[int]) -> int | None:
        """The table row right after the last whole row drawn when it begins inside the area:
        drawn cut at the area's edge.  (Left out, it left a blank gap under the table's last
        whole row that read as the table's end: a play-test.)"""
        if not rows or rows[-1] + 1 >= len(self.page.rows):
            return None
        i = rows[-1] + 1
        row = self.page.rows[i]
        if row.block != self.page.rows[rows[-1]].block or self.page.blocks[row.block].kind != "table":
            return None
        return i if row.y < self.scroll + self.area.h else None

    def draw(self, surface: pygame.Surface, assets: Assets, pointer=(0, 0)) -> None:
        metrics = metrics_for(assets)
        rows = self.visible_rows()
        if not rows:  # a row taller than the area (never in our pages): draw what fits, clipped
            rows = [i for i, row in enumerate(self.page.rows)
                    if row.bottom > self.scroll and row.y < self.scroll + self.area.h]
        dx, dy = self.area.x, self.area.y - self.scroll
        clip = surface.get_clip()
        surface.set_clip(self.area.clip(clip) if clip else self.area)
        for i in rows:
            row = self.page.rows[i]
            whole = row.y >= self.scroll and row.bottom <= self.scroll + self.area.h
            for piece in row.pieces:
                rect = self._draw_piece(surface, assets, metrics, piece, dx, dy)
                if not self.area.contains(rect) and len(self.strays) < 100:
                    self.strays.append((i, piece.text or piece.kind, rect))
            if whole:
                self.seen.add(i)
        cut = self.cut_row(rows)
        if cut is not None:   # (cut by the clip: not drawn whole, not a stray)
            for piece in self.page.rows[cut].pieces:
                self._draw_piece(surface, assets, metrics, piece, dx, dy)
        surface.set_clip(clip)
        self.frames_drawn += 1
        if self.scrollable:
            self._draw_bar(surface, pointer)

    def _draw_piece(self, surface, assets, metrics, piece: Piece, dx: int, dy: int) -> pygame.Rect:
        x, y = piece.x + dx, piece.y + dy
        if piece.kind == "text":
            image = metrics.render(piece.text, piece.style)
            return surface.blit(image, (x, y))
        if piece.kind == "fill":
            rect = pygame.Rect(x, y, piece.w, piece.h)
            surface.fill(piece.colour, rect)
            return rect
        rect = pygame.Rect(x, y, piece.w, piece.h)
        icon = piece.icon
        try:
            if metrics.frame_size(icon) is None:
                raise KeyError(icon.name)
            image = assets.sprite(icon.sheet, icon.frame, (piece.w, piece.h))
        except (KeyError, OSError, ValueError, pygame.error):
            self.missing_icons.add(icon.source or icon.name)
            _placeholder(surface, assets, metrics, rect)
            return rect
        return surface.blit(image, rect)

    def _draw_bar(self, surface: pygame.Surface, pointer) -> None:
        paint.rect(surface, theme.PAPER_SHADE, self.track, border_radius=self.track.w // 2)
        thumb = self.thumb()
        hot = self._drag is not None or thumb.inflate(10, 0).collidepoint(pointer)
        paint.rect(surface, theme.INK if hot else theme.INK_SOFT, thumb, border_radius=self.track.w // 2)

    # --- what was drawn -----------------------------------------------------------------------------
    def problems(self) -> list[str]:
        """Everything wrong with what was drawn so far, in words (empty when the page was whole)."""
        out = []
        never = [i for i in range(len(self.page.rows)) if i not in self.seen]
        if never:
            samples = "; ".join(repr(self.page.rows[i].text()[:40]) for i in never[:3])
            out.append(_("{n} of {rows} rows never drawn whole ({samples})").format(n=len(never), rows=len(self.page.rows), samples=samples))
        for i, what, rect in self.strays[:5]:
            out.append(_("row {n} drew {what!r} at {rect}, outside the text area {area}").format(n=i, what=what[:40], rect=tuple(rect), area=tuple(self.area)))
        for name in sorted(self.missing_icons):
            out.append(_("unknown icon {name}").format(name=name))
        return out


def _placeholder(surface, assets, metrics, rect: pygame.Rect) -> None:
    """A visible stand-in for an icon the sheets lack: a red-edged box with a question mark."""
    paint.rect(surface, theme.PAPER_SHADE, rect)
    paint.rect(surface, theme.ILLEGAL, rect, width=2)
    style = Style(max(8, rect.h - 8), bold=True, colour=theme.ILLEGAL)
    image = metrics.render("?", style)
    surface.blit(image, image.get_rect(center=rect.center))

