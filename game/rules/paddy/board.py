"""The board as the rules see it: tile stacks, level masks, terraces and the waterfall look-ups.

Everything derived from the board (terraces, waterfall masks) is cached against `_bver`, the board
version, which every change to tiles or waterfalls bumps; see `PaddyState.__init__` for the fields.
"""
from __future__ import annotations

from .geometry import BIT, FULL, NOT_COL7, level_pieces, note_level_change


class BoardMixin:
    """Tiles, levels, terraces and waterfall queries of a `PaddyState`."""

    __slots__ = ()   # the fields are PaddyState.__slots__

    def _bump_board(self) -> None:
        self._bver += 1

    def _push_tile(self, tid: int, size: int, rot: int, anchor: int, cells: tuple) -> None:
        lv, lm = self.level, self.lvmask
        low = lv[cells[0]]
        m = sum(map(BIT.__getitem__, cells))
        below = lm[low]
        if below & m == m:   # all of the tile's plots at one level: always, for a legal placement
            high = low + 1
            above = lm[high]
            lm[low] = below ^ m
            lm[high] = above | m
            for c in cells:
                lv[c] = high
            if high > self.maxlevel:
                self.maxlevel = high
            # the terraces' pieces of the two levels that changed, from the old ones
            if low:
                note_level_change(below, below ^ m, m)
            note_level_change(above, above | m, m, cells)
        else:
            for c in cells:
                lm[lv[c]] &= ~BIT[c]
                lv[c] += 1
                lm[lv[c]] |= BIT[c]
                if lv[c] > self.maxlevel:
                    self.maxlevel = lv[c]
        stacks = self.stacks
        for c in cells:
            stacks[c].append(tid)
        self.tiles[tid] = (size, rot, anchor, cells)
        self.supply[size] -= 1
        self._bver += 1

    def _pop_tile(self, tid: int) -> tuple:
        size, rot, anchor, cells = self.tiles.pop(tid)
        lv, lm = self.level, self.lvmask
        high = lv[cells[0]]
        m = sum(map(BIT.__getitem__, cells))
        if all(map(high.__eq__, map(lv.__getitem__, cells))):   # always: only an uncovered tile is removed
            below, above = lm[high - 1], lm[high]
            lm[high - 1] = below | m
            lm[high] = above & ~m
            for c in cells:
                lv[c] = high - 1
            note_level_change(above, lm[high], m)
            if high > 1:
                note_level_change(below, lm[high - 1], m)
        else:
            for c in cells:
                lm[lv[c]] &= ~BIT[c]
                lv[c] -= 1
                lm[lv[c]] |= BIT[c]
        for c in cells:
            self.stacks[c].pop()
        while self.maxlevel > 0 and not lm[self.maxlevel]:
            self.maxlevel -= 1
        self.supply[size] += 1
        self._bver += 1
        return size, rot, anchor, cells

    def top_tile(self, cell: int) -> int | None:
        """Id of the uppermost tile on plot `cell` (the one a click there means), or None on bare board."""
        stack = self.stacks[cell] if 0 <= cell < 64 else ()
        return stack[-1] if stack else None

    def terraces(self) -> tuple[list[int], list[int], list[int]]:
        """(masks, levels, terrace index per cell or -1) of every terrace (level >= 1)."""
        if self._tcache_ver != self._bver:
            masks, levels = [], []
            tof = [-1] * 64
            for lvl in range(1, self.maxlevel + 1):
                for comp, cells in level_pieces(self.lvmask[lvl]):
                    idx = len(masks)
                    masks.append(comp)
                    levels.append(lvl)
                    for c in cells:
                        tof[c] = idx
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
                    m |= BIT[c]
        return m

    def animals_on(self, cell: int) -> list[int]:
        """Animals per player on plot `cell`."""
        return [pawns.count(cell) for pawns in self.animals]
