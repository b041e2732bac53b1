"""Board geometry as 64-bit masks: cell = row * 8 + col, row 0 at the top, col 0 at the left.

Columns 0-3 are the Day half, columns 4-7 the Night half.  Tiles are described by a size
(1, 3 or 4 plots), a rotation and an anchor: the top-left cell of the tile's bounding box.
The 3-plot L tile is a 2x2 square missing one corner; rotation r (clockwise) misses the
bottom-right (0), bottom-left (1), top-left (2) or top-right (3) corner.
"""
from __future__ import annotations

from .data import DAY_COLUMNS, NIGHT_COLUMNS

N = 8
CELLS = 64
FULL = (1 << 64) - 1
COL0 = sum(1 << (r * 8) for r in range(8))
COL7 = COL0 << 7
NOT_COL0 = FULL & ~COL0
NOT_COL7 = FULL & ~COL7

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
SIDE_WORD = {"N": "north", "E": "east", "S": "south", "W": "west"}


def rc(cell: int) -> tuple[int, int]:
    return divmod(cell, 8)


def cell_name(cell: int) -> str:
    """A1 is the top-left plot: letter = column (A-H), number = row (1-8)."""
    if not 0 <= cell < 64:
        return "?"
    r, c = divmod(cell, 8)
    return f"{'ABCDEFGH'[c]}{r + 1}"


def half_of(cell: int) -> str:
    return "day" if cell % 8 in DAY_COLUMNS else "night"


def neighbors_mask(m: int) -> int:
    """Cells sharing a side with some cell of `m` (may include cells of m)."""
    return (((m & NOT_COL7) << 1) | ((m & NOT_COL0) >> 1) | ((m << 8) & FULL) | (m >> 8))


def bits(m: int) -> list[int]:
    """The cells of mask `m`, ascending."""
    out = []
    while m:
        b = m & -m
        out.append(b.bit_length() - 1)
        m ^= b
    return out


def popcount(m: int) -> int:
    return bin(m).count("1")


def components(mask: int) -> list[int]:
    """Side-connected components of `mask`, each a mask, in order of their lowest cell."""
    out = []
    while mask:
        comp = mask & -mask
        while True:
            grown = (comp | neighbors_mask(comp)) & mask
            if grown == comp:
                break
            comp = grown
        out.append(comp)
        mask &= ~comp
    return out


def side_target(cell: int, side: str) -> int:
    """The cell across `side` of `cell`, or -1 off the board."""
    r, c = divmod(cell, 8)
    dr, dc = SIDE_DELTA[side]
    r, c = r + dr, c + dc
    if 0 <= r < 8 and 0 <= c < 8:
        return r * 8 + c
    return -1


def footprint_cells(size: int, rotation: int, anchor: int) -> tuple[int, ...] | None:
    """The cells a tile covers, or None if part of it is off the board."""
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


# Precomputed per (size, rotation): index offsets, anchor masks, footprints, neighbour masks.
OFFSETS: dict[tuple[int, int], tuple[int, ...]] = {}
VALID_ANCHORS: dict[tuple[int, int], int] = {}
HALF_ANCHORS: dict[tuple[int, int, str], int] = {}
FOOT: dict[tuple[int, int], list] = {}       # [anchor] -> (cells, mask) or None
FOOT_NBR: dict[tuple[int, int], list] = {}   # [anchor] -> neighbour mask outside the footprint

for _size, _shapes in SHAPES.items():
    for _rot, _shape in enumerate(_shapes):
        key = (_size, _rot)
        OFFSETS[key] = tuple(dr * 8 + dc for dr, dc in _shape)
        feet, nbrs, valid = [], [], 0
        halves = {"day": 0, "night": 0}
        for _a in range(64):
            cells = footprint_cells(_size, _rot, _a)
            if cells is None:
                feet.append(None)
                nbrs.append(0)
                continue
            m = 0
            for c in cells:
                m |= 1 << c
            feet.append((cells, m))
            nbrs.append(neighbors_mask(m) & ~m)
            valid |= 1 << _a
            for h in HALVES:
                if m & HALF_MASK[h]:
                    halves[h] |= 1 << _a
        FOOT[key] = feet
        FOOT_NBR[key] = nbrs
        VALID_ANCHORS[key] = valid
        for h in HALVES:
            HALF_ANCHORS[(_size, _rot, h)] = halves[h]
