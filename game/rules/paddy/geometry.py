"""Board geometry as 64-bit masks: cell = row * 8 + col, row 0 at the top, col 0 at the left.

Columns 0-3 are the Day half, columns 4-7 the Night half.  Tiles are described by a size
(1, 3 or 4 plots), a rotation and an anchor: the top-left cell of the tile's bounding box.
The 3-plot L tile is a 2x2 square missing one corner; rotation r (clockwise) misses the
bottom-right (0), bottom-left (1), top-left (2) or top-right (3) corner.
"""
from __future__ import annotations

from ...i18n import N_, _, pgettext
from bisect import insort
from operator import itemgetter

from .data import DAY_COLUMNS, NIGHT_COLUMNS

N = 8
CELLS = 64
FULL = (1 << 64) - 1
COL0 = sum(1 << (r * 8) for r in range(8))
COL7 = COL0 << 7
NOT_COL0 = FULL & ~COL0
NOT_COL7 = FULL & ~COL7
# A plot's bit, by plot; BIT[-1] (index 64: the reserve, -1, in a list of animals) is 0, so
# that a list of animals ORs into a mask without a test.  NOT_BIT: every plot but that one.
BIT = tuple(1 << c for c in range(64)) + (0,)
NOT_BIT = tuple(FULL ^ b for b in BIT)

HALF_MASK = {
    "day": sum(1 << (r * 8 + c) for r in range(8) for c in DAY_COLUMNS),
    "night": sum(1 << (r * 8 + c) for r in range(8) for c in NIGHT_COLUMNS),
}
HALVES = ("day", "night")

SHAPES: dict[int, tuple[tuple[tuple[int, int], ...], ...]] = {
    1: (((0, 0),),),
    3: (
        ((0, 0), (0, 1), (1, 0)),
        ((0, 0), (0, 1), (1, 1)),
        ((0, 1), (1, 0), (1, 1)),
        ((0, 0), (1, 0), (1, 1)),
    ),
    4: (((0, 0), (0, 1), (1, 0), (1, 1)),),
}
ROTATIONS = {size: len(shapes) for size, shapes in SHAPES.items()}

SIDES = ("N", "E", "S", "W")
SIDE_DELTA = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
SIDE_WORD = {"N": N_("north"), "E": N_("east"), "S": N_("south"), "W": N_("west")}   # marked: _(SIDE_WORD[s])



def rc(cell: int) -> tuple[int, int]:
    return divmod(cell, 8)


_CELL_NAMES = tuple(f"{'ABCDEFGH'[cell % 8]}{cell // 8 + 1}" for cell in range(64))


def cell_name(cell: int) -> str:
    """A1 is the top-left plot: letter = column (A-H), number = row (1-8)."""
    return _CELL_NAMES[cell] if 0 <= cell < 64 else "?"


def plots_name(cells) -> str:
    """The plots a tile covers, by name: "B2" (1 plot), "B2, C2, C3" (an L, the plots it covers,
    never a corner of its box), "B2\u2013C3" (a 2x2 square, by its opposite corners)."""
    cells = sorted(cells)
    if len(cells) == 4 and cells[3] - cells[0] == 9:
        return f"{_CELL_NAMES[cells[0]]}\u2013{_CELL_NAMES[cells[3]]}"
    return pgettext("list separator", ", ").join(_CELL_NAMES[c] for c in cells)


# A day/night card's half in words: lower case inside a sentence ("a day card"), capitalised as
# the card's name ("a Day card").  Japanese has one word for both.
HALF_WORD = {"day": N_("day"), "night": N_("night")}
HALF_NAME = {"day": N_("Day"), "night": N_("Night")}


def side_word(side: str) -> str:
    """"north" ... in the current language ("?" for no side)."""
    return _(SIDE_WORD[side]) if side in SIDE_WORD else "?"


def half_word(half: str) -> str:
    """"day" / "night" in the current language (lower case in English)."""
    return _(HALF_WORD[half]) if half in HALF_WORD else half


def half_name(half: str) -> str:
    """"Day" / "Night" in the current language (a card's name)."""
    return _(HALF_NAME[half]) if half in HALF_NAME else half.title()


def half_of(cell: int) -> str:
    return "day" if cell % 8 in DAY_COLUMNS else "night"


def neighbors_mask(m: int) -> int:
    """Cells sharing a side with some cell of `m` (may include cells of m)."""
    return (((m & NOT_COL7) << 1) | ((m & NOT_COL0) >> 1) | ((m << 8) & FULL) | (m >> 8))


# _ROW_BITS[row][byte]: the cells of one board row's 8-bit slice, so bits() walks 8 rows, not 64 cells.
_ROW_BITS = [[tuple(8 * row + i for i in range(8) if byte >> i & 1) for byte in range(256)] for row in range(8)]


def bits(m: int) -> list[int]:
    """The cells of mask `m`, ascending."""
    out: list[int] = []
    row = 0
    while m:
        byte = m & 255
        if byte:
            out += _ROW_BITS[row][byte]
        m >>= 8
        row += 1
    return out


def popcount(m: int) -> int:
    return bin(m).count("1")


def components(mask: int) -> list[int]:
    """Side-connected components of `mask`, each a mask, in order of their lowest cell."""
    out = []
    while mask:
        comp = mask & -mask
        while True:
            grown = (comp | ((comp & NOT_COL7) << 1) | ((comp & NOT_COL0) >> 1) | (comp << 8) | (comp >> 8)) & mask
            if grown == comp:
                break
            comp = grown
        out.append(comp)
        mask &= ~comp
    return out


_PIECES: dict[int, tuple] = {}   # level mask -> level_pieces(mask); emptied when it reaches _PIECES_MAX
_PIECES_MAX = 4096


def level_pieces(mask: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """(component mask, its cells) per component of `mask`, as components() orders them (by
    their lowest cell).  Cached: a tile changes two levels of the board, so the other levels'
    masks come back unchanged, and `note_level_change` derives the two that change."""
    got = _PIECES.get(mask)
    if got is None:
        got = _remember(mask, tuple((comp, tuple(bits(comp))) for comp in components(mask)))
    return got


def _remember(mask: int, pieces: tuple) -> tuple:
    if len(_PIECES) >= _PIECES_MAX:
        _PIECES.clear()
    _PIECES[mask] = pieces
    return pieces


_CELLS = itemgetter(1)   # a piece's cells, ascending: pieces sort by their lowest cell


def _near(tile: int) -> int:
    """`tile` and the plots beside it (cached per tile: a placement changes two levels)."""
    near = (tile | ((tile & NOT_COL7) << 1) | ((tile & NOT_COL0) >> 1) | ((tile << 8) & FULL) | (tile >> 8))
    if len(_NEAR) < _PIECES_MAX:
        _NEAR[tile] = near
    return near


_NEAR: dict[int, int] = {}


def note_level_change(old: int, new: int, changed: int, cells: tuple | None = None) -> tuple:
    """A side-connected set of cells `changed` (a tile: `cells`, ascending, if the caller has
    them) was added to a level mask (`new` = `old` | `changed`) or taken from it (`new` = `old`
    & ~`changed`): the pieces of `new`, derived from `old`'s if those are cached instead of
    flood-filling the whole level again, and cached.  Added: the tile and every piece beside it
    become one piece (its cells: theirs, merged), the others stay.  Taken: only the piece that
    held the tile may split, and only if it touches the tile on two plots or more (else what is
    left of it is still one piece).  Same pieces, same order as `level_pieces(new)` computes."""
    got = _PIECES.get(new)
    if got is not None:
        return got
    olds = _PIECES.get(old)
    if olds is None:
        return level_pieces(new)
    near = _NEAR.get(changed) or _near(changed)
    if new & changed:
        keep = []
        merged = changed
        mcells = list(cells) if cells is not None else bits(changed)
        for piece in olds:
            if piece[0] & near:
                merged |= piece[0]
                mcells += piece[1]
            else:
                keep.append(piece)
        mcells.sort()
        insort(keep, (merged, tuple(mcells)), key=_CELLS)
    else:
        keep = list(olds)
        for i, piece in enumerate(olds):
            if piece[0] & changed:
                del keep[i]
                rest = piece[0] & ~changed
                ports = rest & near
                if ports & (ports - 1):   # two or more: it may split
                    for comp in components(rest):
                        insort(keep, (comp, tuple(bits(comp))), key=_CELLS)
                elif rest:
                    insort(keep, (rest, tuple([c for c in piece[1] if not changed >> c & 1])), key=_CELLS)
                break
    return _remember(new, tuple(keep))


def side_target(cell: int, side: str) -> int:
    """The cell across `side` of `cell`, or -1 off the board."""
    r, c = divmod(cell, 8)
    dr, dc = SIDE_DELTA[side]
    r, c = r + dr, c + dc
    if 0 <= r < 8 and 0 <= c < 8:
        return r * 8 + c
    return -1


# SIDE_TARGETS[cell]: ((side, cell across that side or -1), ...) for the four sides, in SIDES order.
SIDE_TARGETS = tuple(tuple((s, side_target(c, s)) for s in SIDES) for c in range(64))
SIDE_TARGET = tuple(dict(targets) for targets in SIDE_TARGETS)   # SIDE_TARGET[cell][side]: side_target()


def _footprint(size: int, rotation: int, anchor: int) -> tuple[int, ...] | None:
    if size not in SHAPES or not 0 <= rotation < len(SHAPES[size]) or not 0 <= anchor < 64:
        return None
    r0, c0 = divmod(anchor, 8)
    out = []
    for dr, dc in SHAPES[size][rotation]:
        r, c = r0 + dr, c0 + dc
        if not (0 <= r < 8 and 0 <= c < 8):
            return None
        out.append(r * 8 + c)
    return tuple(out)


# FOOTPRINTS[(size, rotation)][anchor]: the cells, or None off the board (applying a tile looks it up).
FOOTPRINTS = {(size, rot): tuple(_footprint(size, rot, a) for a in range(64))
              for size, shapes in SHAPES.items() for rot in range(len(shapes))}


def footprint_cells(size: int, rotation: int, anchor: int) -> tuple[int, ...] | None:
    """The cells a tile covers, or None if part of it is off the board."""
    row = FOOTPRINTS.get((size, rotation))
    if row is not None and type(anchor) is int:
        return row[anchor] if 0 <= anchor < 64 else None
    return _footprint(size, rotation, anchor)


# Precomputed per (size, rotation): cell-index offsets of the shape from its anchor, the anchors
# that keep the tile on the board, and those that also put a plot in each half.
OFFSETS: dict[tuple[int, int], tuple[int, ...]] = {}
VALID_ANCHORS: dict[tuple[int, int], int] = {}
HALF_ANCHORS: dict[tuple[int, int, str], int] = {}


def _precompute() -> None:
    for size, shapes in SHAPES.items():
        for rot, shape in enumerate(shapes):
            key = (size, rot)
            OFFSETS[key] = tuple(dr * 8 + dc for dr, dc in shape)
            valid = 0
            halves = {"day": 0, "night": 0}
            for anchor in range(64):
                cells = footprint_cells(size, rot, anchor)
                if cells is None:
                    continue
                m = sum(1 << c for c in cells)
                valid |= 1 << anchor
                for h in HALVES:
                    if m & HALF_MASK[h]:
                        halves[h] |= 1 << anchor
            VALID_ANCHORS[key] = valid
            for h in HALVES:
                HALF_ANCHORS[(size, rot, h)] = halves[h]


_precompute()
