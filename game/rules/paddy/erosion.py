"""Devastating erosion (event C): which tiles may be removed, and why one may not."""
from __future__ import annotations

from ...i18n import _
from .geometry import neighbors_mask


class ErosionMixin:
    """Removable tiles for event C's listing and its refusals."""

    __slots__ = ()   # the fields are PaddyState.__slots__

    def _removable_tiles(self) -> list[int]:
        return sorted(tid for tid in self.tiles if self._why_remove_tile(tid) is None)

    def _has_removable_tile(self) -> bool:
        """`bool(self._removable_tiles())`, newest tiles first: they are the likeliest uncovered."""
        for tid in reversed(self.tiles):
            if self._why_remove_tile(tid) is None:
                return True
        return False

    def _why_remove_tile(self, tid: int) -> str | None:
        if tid not in self.tiles:
            return _("There is no such tile on the board.")
        cells = self.tiles[tid][3]
        stacks = self.stacks
        m = 0
        for c in cells:
            if stacks[c][-1] != tid:
                return _("That tile is partly covered by another tile.")
            m |= 1 << c
        below = self.level[cells[0]] - 1
        if below >= 1:
            nb = neighbors_mask(m) & ~m
            joined = 0
            for t in self._wf_terraces_at(below):
                if t & nb:
                    joined += 1
            if joined >= 2:
                return _("Removing that tile would join two terraces that both hold a waterfall.")
        return None
