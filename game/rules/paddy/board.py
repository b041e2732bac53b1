"""The board as the rules see it: tile stacks, level masks, terraces and the waterfall look-ups.

Everything derived from the board (terraces, waterfall masks) is cached against `_bver`, the board
version, which every change to tiles or waterfalls bumps; see `PaddyState.__init__` for the fields.
"""
from __future__ import annotations

from array import array

from .geometry import FULL, NOT_COL7, SIDE_TARGET, level_pieces, note_level_change

# terraces()'s sum holds 1 + the terrace index per plot, 0 for none: less one, as signed bytes
# (at most 64 terraces), that is the index or -1.
_LESS_ONE = bytes((v - 1) % 256 for v in range(256))
_BIT = [1 << c for c in range(64)] + [0]   # a plot's bit; _BIT[-1] (the reserve) is 0


class BoardMixin:
    """Tiles, levels, terraces and waterfall queries of a `PaddyState`."""

    def _bump_board(self) -> None:
        self._bver += 1

    def _push_tile(self, tid: int, size: int, rot: int, anchor: int, cells: tuple) -> None:
        lv, lm = self.level, self.lvmask
        low = lv[cells[0]]
        flat = all(lv[c] == low for c in cells)     # always, for a legal placement
        before = (lm[low], lm[low + 1])
        for c in cells:
            b = 1 << c
            lm[lv[c]] &= ~b
            lv[c] += 1
            lm[lv[c]] |= b
            self.stacks[c].append(tid)
            if lv[c] > self.maxlevel:
                self.maxlevel = lv[c]
        self.tiles[tid] = (size, rot, anchor, cells)
        self.supply[size] -= 1
        self._bump_board()
        if flat:  # the terraces' pieces of the two levels that changed, from the old ones
            m = 0
            for c in cells:
                m |= 1 << c
            if low:
                note_level_change(before[0], lm[low], m)
            note_level_change(before[1], lm[low + 1], m)

    def _pop_tile(self, tid: int) -> tuple:
        size, rot, anchor, cells = self.tiles.pop(tid)
        lv, lm = self.level, self.lvmask
        high = lv[cells[0]]
        flat = all(lv[c] == high for c in cells)    # always: only an uncovered tile is removed
        before = (lm[high - 1], lm[high])
        for c in cells:
            b = 1 << c
            lm[lv[c]] &= ~b
            lv[c] -= 1
            lm[lv[c]] |= b
            self.stacks[c].pop()
        while self.maxlevel > 0 and not lm[self.maxlevel]:
            self.maxlevel -= 1
        self.supply[size] += 1
        self._bump_board()
        if flat:
            m = 0
            for c in cells:
                m |= 1 << c
            note_level_change(before[1], lm[high], m)
            if high > 1:
                note_level_change(before[0], lm[high - 1], m)
        return size, rot, anchor, cells

    def top_tile(self, cell: int) -> int | None:
        """Id of the uppermost tile on plot `cell` (the one a click there means), or None on bare board."""
        stack = self.stacks[cell] if 0 <= cell < 64 else ()
        return stack[-1] if stack else None

    def terraces(self) -> tuple[list[int], list[int], list[int]]:
        """(masks, levels, terrace index per cell or -1) of every terrace (level >= 1), by level
        then lowest cell.  The index per cell is one big int summed from the levels' cached maps
        (`level_pieces`), each shifted by the terraces numbered below it, then cut into bytes."""
        if self._tcache_ver != self._bver:
            masks: list[int] = []
            levels: list[int] = []
            numbers = 0
            lm = self.lvmask
            for lvl in range(1, self.maxlevel + 1):
                pieces, local, whole = level_pieces(lm[lvl])
                if pieces:
                    numbers += local + len(masks) * whole
                    masks += pieces
                    levels += [lvl] * len(pieces)
            tof = array("b", numbers.to_bytes(64, "little").translate(_LESS_ONE)).tolist()
            self._tcache = (masks, levels, tof)
            self._tcache_ver = self._bver
            self._wcache = {}
        return self._tcache

    def _flat_masks(self) -> tuple[int, int]:
        """(cells level with their east neighbour, cells level with their south neighbour), so
        that where a tile lies flat is a few whole-board ANDs, not a pass per level (cached with
        the board version)."""
        fc = self._flat_cache
        if fc is not None and fc[0] == self._bver:
            return fc[1], fc[2]
        east = south = 0
        for m in self.lvmask[:self.maxlevel + 1]:
            east |= m & (m >> 1)
            south |= m & (m >> 8)
        east &= NOT_COL7
        south &= FULL
        self._flat_cache = (self._bver, east, south)
        return east, south

    def _wc(self) -> dict:
        """The per-board-version cache of waterfall look-ups (emptied whenever terraces are rebuilt)."""
        if self._tcache_ver != self._bver:
            self.terraces()
        return self._wcache

    def _wf_plot_mask(self) -> int:
        wc = self._wc()
        m = wc.get("plots")
        if m is None:
            m = 0
            for _o, c, _s in self.waterfalls:
                m |= 1 << c
            wc["plots"] = m
        return m

    def _wf_forbid_cells(self) -> int:
        """Plots no tile may cover, whatever their level: a waterfall flows onto them from at most
        one level above (a tile would raise the plot to the waterfall's level or higher)."""
        wc = self._wc()
        out = wc.get("forbid cells")
        if out is None:
            out = 0
            lv = self.level
            for _o, c, s in self.waterfalls:
                y = SIDE_TARGET[c][s]
                if y >= 0 and lv[c] <= lv[y] + 1:
                    out |= 1 << y
            wc["forbid cells"] = out
        return out

    def _wf_multi_levels(self) -> set:
        """Levels with two or more terraces holding a waterfall (where a tile could join two)."""
        wc = self._wc()
        out = wc.get("multi")
        if out is None:
            _masks, levels, _tof = self.terraces()
            per_level: dict = {}
            for t in self._wf_terrace_set():
                per_level[levels[t]] = per_level.get(levels[t], 0) + 1
            out = wc["multi"] = {lvl for lvl, k in per_level.items() if k >= 2}
        return out

    def _wf_terraces_at(self, lvl: int) -> list[int]:
        """Masks of the terraces at level `lvl` that hold a waterfall (joining two of them is illegal)."""
        wc = self._wc()
        key = ("wt", lvl)
        out = wc.get(key)
        if out is None:
            masks, levels, tof = self.terraces()
            seen = []
            for _o, c, _s in self.waterfalls:
                t = tof[c]
                if levels[t] == lvl and masks[t] not in seen:
                    seen.append(masks[t])
            out = wc[key] = seen
        return out

    def _wf_terrace_set(self) -> set:
        """Indices of the terraces that hold a waterfall."""
        wc = self._wc()
        out = wc.get("wts")
        if out is None:
            tof = self.terraces()[2]
            out = wc["wts"] = {tof[c] for _o, c, _s in self.waterfalls}
        return out

    def waterfall_at(self, cell: int) -> int:
        """Index in self.waterfalls of the waterfall on plot `cell`, or -1."""
        for i, (_o, c, _s) in enumerate(self.waterfalls):
            if c == cell:
                return i
        return -1

    def _animal_mask(self, exclude: int | None = None) -> int:
        m = 0
        for q, pawns in enumerate(self.animals):
            if q != exclude:
                for c in pawns:
                    m |= _BIT[c]
        return m

    def animals_on(self, cell: int) -> list[int]:
        """Animals per player on plot `cell`."""
        return [pawns.count(cell) for pawns in self.animals]
