"""Lay a Markdown document (`mdparse`) out at a width: rows of positioned pieces.

The result, a `Page`, is plain data computed once per page and width (`layout_page` caches
it): a list of `Row`s, horizontal bands of the page in order from the top, each holding the
`Piece`s drawn in it (text in one style, an icon, or a filled rectangle for rules, grid
lines and shading), and a list of `LaidBlock`s saying what each group of rows is (heading,
paragraph, list item, table...). A row is the unit of scrolling and of the checks: the
viewer (`mdview`) draws only whole rows, so a test can prove every row was drawn whole
inside the text area.

Measuring text and breaking it into lines is `mdtext`'s job; this module stacks the lines,
list items, table cells and rules into rows.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import theme
from .mdparse import (Block, CodeBlock, Heading, Icon, Inline, ListBlock, Paragraph, Quote, Rule, Span, Table,
                      icons as _icons, parse, plain)
from .mdtext import LINE_FACTOR, SHADE_COLOUR, Breaker, Metrics, Piece, Style, place_line

__all__ = ["Metrics", "Page", "Piece", "Row", "Style", "LaidBlock", "layout", "layout_page"]

# --- measures (pixels at the 1280x720 logical size) -------------------------------------------------
HEADING_SIZES = {1: theme.HEADING_SIZE, 2: theme.HEADING_SIZE - 4, 3: theme.BODY_SIZE + 2}
CELL_PAD_X, CELL_PAD_Y = 9, 5
LIST_GAP = 10              # between a list marker and its text
FLOAT_GAP = 8              # between a table cell's leading icon and its text
QUOTE_INDENT = 18
BULLETS = ("\u2022", "\u25e6", "\u25aa")  # bullet, white bullet, small square: by depth
SPACE = {                  # vertical space before/after blocks (collapsing, like CSS margins)
    "paragraph": (0, 10), "heading1": (26, 8), "heading2": (24, 8), "heading3": (16, 6),
    "list": (2, 10), "item_tight": 3, "item_loose": 8, "table": (8, 14), "rule": (8, 12),
    "code": (4, 10),
}

# colours: all from the palette
GRID_COLOUR = theme.PAPER_EDGE
MARKER_COLOUR = theme.INK_SOFT



@dataclass
class Row:
    """A horizontal band of the page, drawn whole or not at all."""
    y: int
    h: int
    block: int
    pieces: list[Piece] = field(default_factory=list)

    @property
    def bottom(self) -> int:
        return self.y + self.h

    def text(self) -> str:
        return "".join(p.text for p in self.pieces if p.kind == "text")


@dataclass
class LaidBlock:
    """What a group of rows is: heading, paragraph, item, table, rule, code or quote."""
    kind: str
    level: int = 0            # a heading's level; a list item's depth (0 = top level)
    marker: str = ""          # a list item's bullet or number, as drawn ("3.")
    text: str = ""            # what it says (icons in their written form)
    cells: list[list[str]] = field(default_factory=list)  # a table's cells, header row first
    rows: list[int] = field(default_factory=list)


@dataclass
class Page:
    width: int
    height: int
    rows: list[Row]
    blocks: list[LaidBlock]
    title: str | None          # the page's first-level heading, shown above the text area
    icons: list[Icon]


# --- page layout ---------------------------------------------------------------------------------
class _Layout:
    def __init__(self, metrics: Metrics, width: int) -> None:
        self.m = metrics
        self.breaker = Breaker(metrics)
        self.width = width
        self.rows: list[Row] = []
        self.blocks: list[LaidBlock] = []
        self.y = 0
        self.pending = 0

    # spacing
    def space(self, pixels: int) -> None:
        self.pending = max(self.pending, pixels)

    def row(self, h: int, block: int) -> Row:
        if self.rows:
            self.y += self.pending
        self.pending = 0
        row = Row(self.y, h, block)
        self.rows.append(row)
        self.blocks[block].rows.append(len(self.rows) - 1)
        self.y += h
        return row

    def block(self, kind: str, **info) -> int:
        self.blocks.append(LaidBlock(kind, **info))
        return len(self.blocks) - 1

    # blocks
    def run(self, blocks: list[Block], x: int, width: int, depth: int = 0, base: Style = Style()) -> None:
        for block in blocks:
            self.one(block, x, width, depth, base)

    def one(self, block: Block, x: int, width: int, depth: int, base: Style) -> int | None:
        """Lay out one block; returns the index of its first row (None if it made none)."""
        first = len(self.rows)
        if isinstance(block, Heading):
            self.heading(block, x, width)
        elif isinstance(block, Paragraph):
            self.space(SPACE["paragraph"][0])
            self.flow(block.inlines, base, x, width, self.block("paragraph", text=plain(block.inlines)))
            self.space(SPACE["paragraph"][1])
        elif isinstance(block, ListBlock):
            self.list(block, x, width, depth, base)
        elif isinstance(block, Table):
            self.table(block, x, width, base)
        elif isinstance(block, Rule):
            self.space(SPACE["rule"][0])
            row = self.row(9, self.block("rule"))
            row.pieces.append(Piece("fill", x, row.y + 4, width, 1, colour=GRID_COLOUR))
            self.space(SPACE["rule"][1])
        elif isinstance(block, CodeBlock):
            self.code(block, x, width, base)
        elif isinstance(block, Quote):
            self.quote(block, x, width, depth, base)
        return first if len(self.rows) > first else None

    def flow(self, inlines: list[Inline], style: Style, x: int, width: int, block: int,
             align: str = "left") -> list[Row]:
        rows = []
        for line in self.breaker.lines(inlines, style, width):
            row = self.row(line.height, block)
            shift = {"left": 0, "right": width - line.width, "center": (width - line.width) // 2}[align]
            row.pieces.extend(place_line(line, x + max(0, shift), row.y, row.h, self.m))
            rows.append(row)
        return rows

    def heading(self, block: Heading, x: int, width: int) -> None:
        level = min(block.level, 3)
        before, after = SPACE[f"heading{level}"]
        self.space(before)
        style = Style(HEADING_SIZES.get(block.level, theme.BODY_SIZE), bold=True)
        index = self.block("heading", level=block.level, text=plain(block.inlines))
        rows = self.flow(block.inlines, style, x, width, index)
        if block.level <= 2 and rows:  # a hairline under the big headings
            last = rows[-1]
            last.h += 6
            self.y += 6
            last.pieces.append(Piece("fill", x, last.bottom - 3, width, 1, colour=GRID_COLOUR))
        self.space(after)

    def list(self, block: ListBlock, x: int, width: int, depth: int, base: Style) -> None:
        self.space(SPACE["list"][0])
        count = len(block.items)
        markers = ([f"{block.start + i}." for i in range(count)] if block.ordered
                   else [BULLETS[min(depth, len(BULLETS) - 1)]] * count)
        marker_style = Style(base.size, bold=block.ordered, colour=base.colour if block.ordered else MARKER_COLOUR)
        marker_w = max((self.m.width(mk, marker_style) for mk in markers), default=0)
        indent = max(marker_w + LIST_GAP, round(base.size * 1.4))
        for i, item in enumerate(block.items):
            if i:
                self.space(SPACE["item_tight"] if block.tight else SPACE["item_loose"])
            mark = markers[i]
            first_row: Row | None = None
            for j, child in enumerate(item):
                if j == 0 and isinstance(child, Paragraph):
                    index = self.block("item", level=depth, marker=mark, text=plain(child.inlines))
                    rows = self.flow(child.inlines, base, x + indent, width - indent, index)
                    first_row = rows[0]
                    self.space(SPACE["paragraph"][1] if not block.tight else 0)
                else:
                    if j == 0:  # an item that starts with something else: the marker on a row of its own
                        index = self.block("item", level=depth, marker=mark)
                        first_row = self.row(round(base.size * LINE_FACTOR), index)
                    if isinstance(child, Paragraph):
                        self.space(SPACE["item_tight"] if block.tight else SPACE["paragraph"][0])
                        self.flow(child.inlines, base, x + indent, width - indent,
                                  self.block("paragraph", level=depth, text=plain(child.inlines)))
                    else:
                        self.one(child, x + indent, width - indent, depth + 1, base)
            if first_row is None:  # an empty item
                first_row = self.row(round(base.size * LINE_FACTOR), self.block("item", level=depth, marker=mark))
            mw = self.m.width(mark, marker_style)
            mh = self.m.height(marker_style)
            my = first_row.y + (first_row.h - mh) // 2  # on the first line, like its text
            mx = x + indent - LIST_GAP - mw if block.ordered else x + (indent - LIST_GAP - mw) // 2
            first_row.pieces.insert(0, Piece("text", mx, my, mw, mh, text=mark, style=marker_style))
        self.space(SPACE["list"][1])

    def _float(self, cell: list[Inline], style: Style) -> tuple[Icon | None, list[Inline], int]:
        """A cell that starts with a sized icon (``:icon[a/b]{size=36} Name``) shows the icon at
        its left with the text wrapping beside it: (icon, the rest, the room the icon takes)."""
        lead = [i for i, run in enumerate(cell) if not (isinstance(run, Span) and not run.text.strip())]
        if not lead or not isinstance(cell[lead[0]], Icon) or cell[lead[0]].size is None:
            return None, cell, 0
        icon = cell[lead[0]]
        rest = cell[lead[0] + 1:]
        if not plain(rest).strip():
            return None, cell, 0
        return icon, rest, self.m.icon_size(icon, style.size)[0] + FLOAT_GAP

    def table(self, block: Table, x: int, width: int, base: Style) -> None:
        cols = max([len(block.header)] + [len(r) for r in block.rows])
        if cols == 0:
            return
        header_style = Style(base.size, bold=True, colour=base.colour)
        grid = [block.header, *block.rows]
        grid = [row + [[]] * (cols - len(row)) for row in grid]
        aligns = (block.aligns + ["left"] * cols)[:cols]
        pad_x = CELL_PAD_X if width >= cols * (2 * CELL_PAD_X + 40) + cols + 1 else 3
        avail = width - cols * 2 * pad_x - (cols + 1)
        natural = [0] * cols
        narrow = [0] * cols
        for r, row in enumerate(grid):
            style = header_style if r == 0 else base
            for c, cell in enumerate(row):
                _, rest, room = self._float(cell, style)
                widest = max((ln.width for ln in self.breaker.lines(rest, style, 10 ** 6)), default=0)
                natural[c] = max(natural[c], room + widest)
                narrow[c] = max(narrow[c], room + self.breaker.word_widths(rest, style))
        widths = _column_widths(natural, narrow, avail)
        total = sum(widths) + cols * 2 * pad_x + cols + 1
        self.space(SPACE["table"][0])
        index = self.block("table", cells=[[plain(cell) for cell in row] for row in grid],
                           text=" | ".join(plain(cell) for row in grid for cell in row))
        for r, row in enumerate(grid):
            style = header_style if r == 0 else base
            cells = []
            for c, cell in enumerate(row):
                icon, rest, room = self._float(cell, style)
                lines = self.breaker.lines(rest, style, widths[c] - room)
                text_h = sum(ln.height for ln in lines)
                icon_h = self.m.icon_size(icon, style.size)[1] if icon else 0
                cells.append((icon, room, lines, text_h, max(text_h, icon_h + 2)))
            h = max(cell[4] for cell in cells) + 2 * CELL_PAD_Y + 1
            band = self.row(h, index)
            if r == 0:
                band.pieces.append(Piece("fill", x, band.y, total, h, colour=SHADE_COLOUR))
            cx = x + 1
            for c, (icon, room, lines, text_h, cell_h) in enumerate(cells):
                top = band.y + CELL_PAD_Y + 1
                if icon is not None:
                    w, ih = self.m.icon_size(icon, style.size)
                    band.pieces.append(Piece("icon", cx + pad_x, top + 1, w, ih, icon=icon))
                ly = top + (cell_h - text_h) // 2  # text beside a tall icon is centred on it
                for line in lines:
                    free = widths[c] - room - line.width
                    shift = {"left": 0, "right": free, "center": free // 2}[aligns[c]]
                    band.pieces.extend(place_line(line, cx + pad_x + room + max(0, shift), ly, line.height, self.m))
                    ly += line.height
                cx += widths[c] + 2 * pad_x + 1
            # grid: the top line, the bottom line, and a line left of every column and at the right
            band.pieces.append(Piece("fill", x, band.y, total, 1, colour=GRID_COLOUR))
            band.pieces.append(Piece("fill", x, band.bottom - 1, total, 1, colour=GRID_COLOUR))
            cx = x
            for c in range(cols + 1):
                band.pieces.append(Piece("fill", cx, band.y, 1, h, colour=GRID_COLOUR))
                if c < cols:
                    cx += widths[c] + 2 * pad_x + 1
            self.y -= 1  # the next row starts on this one's bottom line: they share it
        self.y += 1
        self.space(SPACE["table"][1])

    def code(self, block: CodeBlock, x: int, width: int, base: Style) -> None:
        self.space(SPACE["code"][0])
        style = Style(base.size, code=False, colour=base.colour)
        index = self.block("code", text=block.text)
        for source_line in block.text.split("\n") or [""]:
            for line in self.breaker.lines([Span(source_line)], style, width - 2 * CELL_PAD_X):
                row = self.row(line.height, index)
                row.pieces.append(Piece("fill", x, row.y, width, row.h, colour=SHADE_COLOUR))
                row.pieces.extend(place_line(line, x + CELL_PAD_X, row.y, row.h, self.m))
        self.space(SPACE["code"][1])

    def quote(self, block: Quote, x: int, width: int, depth: int, base: Style) -> None:
        first = len(self.rows)
        soft = Style(base.size, base.bold, base.italic, base.code, base.strike, theme.INK_SOFT)
        self.run(block.blocks, x + QUOTE_INDENT, width - QUOTE_INDENT, depth, soft)
        for row in self.rows[first:]:
            row.pieces.insert(0, Piece("fill", x + 2, row.y, 4, row.h, colour=GRID_COLOUR))


def _column_widths(natural: list[int], narrow: list[int], avail: int) -> list[int]:
    """Column widths from content: natural widths if they fit; else columns narrower than a fair
    share keep their natural width (short columns never wrap), and the others share the rest
    in proportion to what they lack; when even single words do not fit, shrink in proportion
    (words then break between characters)."""
    cols = len(natural)
    avail = max(cols, avail)
    if sum(natural) <= avail:
        return natural[:]
    if sum(narrow) > avail:
        total = sum(narrow) or 1
        return [max(1, avail * w // total) for w in narrow]
    widths: list[int | None] = [None] * cols
    room = avail
    while True:  # fix the columns that fit in a fair share of what is left, until none does
        left = [c for c in range(cols) if widths[c] is None]
        fair = room // max(1, len(left))
        fixed = [c for c in left if natural[c] <= fair]
        if not fixed or len(fixed) == len(left):
            break
        for c in fixed:
            widths[c] = natural[c]
            room -= natural[c]
    left = [c for c in range(cols) if widths[c] is None]
    floor = sum(narrow[c] for c in left)
    if floor > room:  # the fixed columns took too much: fall back to sharing everything
        left, room, floor = list(range(cols)), avail, sum(narrow)
    spare = room - floor
    need = {c: natural[c] - narrow[c] for c in left}
    total_need = sum(need.values()) or 1
    for c in left:
        widths[c] = narrow[c] + spare * need[c] // total_need
    return [int(w) for w in widths]


# --- the cache -------------------------------------------------------------------------------------
_CACHE: dict[tuple, Page] = {}


def layout(blocks: list[Block], width: int, metrics: Metrics, lift_title: bool = True) -> Page:
    """Lay blocks out at `width` pixels. With `lift_title`, a first-level heading at the very
    top becomes the page's title (drawn by the screen above the text) instead of a row."""
    title = None
    if lift_title and blocks and isinstance(blocks[0], Heading) and blocks[0].level == 1:
        title, blocks = plain(blocks[0].inlines), blocks[1:]
    work = _Layout(metrics, width)
    work.run(blocks, 0, width)
    height = work.rows[-1].bottom if work.rows else 0
    return Page(width, height, work.rows, work.blocks, title, _icons(blocks))


def layout_page(text: str, width: int, metrics: Metrics, lift_title: bool = True) -> Page:
    """The laid-out page of a Markdown text at a width, computed once and cached."""
    key = (text, width, lift_title, metrics.scale)   # units rounded up at each scale: pages differ
    page = _CACHE.get(key)
    if page is None:
        if len(_CACHE) > 32:
            _CACHE.clear()
        page = layout(parse(text), width, metrics, lift_title)
        _CACHE[key] = page
    return page
