"""Place Animals and returning animals: where they may go, and the tie rule.

Tie rule: after a move, you may not have as many animals on a terrace as another player there.
Whether a move ties depends only on the terraces it leaves and enters, so the listing memoises
the verdict per (from terrace, to terrace) instead of recounting per (from plot, to plot).
"""
from __future__ import annotations

from .actions import PlaceAnimal, ReturnAnimal
from .geometry import FULL, bits, cell_name

_PLACE: dict[tuple[int, int], PlaceAnimal] = {}
_RETURN: dict[int, ReturnAnimal] = {}


def _place(src: int, dst: int) -> PlaceAnimal:
    a = _PLACE.get((src, dst))
    if a is None:
        a = _PLACE[(src, dst)] = PlaceAnimal(src, dst)
    return a


def _return(cell: int) -> ReturnAnimal:
    a = _RETURN.get(cell)
    if a is None:
        a = _RETURN[cell] = ReturnAnimal(cell)
    return a


def _plural(k: int, word: str) -> str:
    return f"{k} {word}{'' if k == 1 else 's'}"


class AnimalsMixin:
    """Animal destinations, sources, the tie rule and the animal moves for the legal listing."""

    def _terrace_counts(self) -> tuple[list[int], dict]:
        """(terrace index per cell, {terrace: animals per player}) cached until anything changes."""
        tc = self._count_cache
        if tc is not None and tc[0] == self._ver:
            return tc[1], tc[2]
        tof = self._tcache[2] if self._tcache_ver == self._bver else self.terraces()[2]
        counts: dict[int, list[int]] = {}
        n = len(self.animals)
        for q, pawns in enumerate(self.animals):
            for c in pawns:
                if c >= 0:
                    t = tof[c]
                    row = counts.get(t)
                    if row is None:
                        row = counts[t] = [0] * n
                    row[q] += 1
        self._count_cache = (self._ver, tof, counts, {})
        return tof, counts

    def _tie_after(self, p: int, ts: int, td: int, allcounts: dict) -> tuple[int, int, int] | None:
        """Moving one of p's animals from terrace `ts` to terrace `td` (-1 = reserve): the first
        terrace where p would then tie, as (terrace, p's count, the tied seat), or None.
        `allcounts` is `_terrace_counts()[1]`."""
        involved = (ts,) if ts == td else (ts, td)
        n = len(self.animals)
        for t in involved:
            if t < 0:
                continue
            row = allcounts.get(t)
            counts = list(row) if row is not None else [0] * n
            if t == ts:
                counts[p] -= 1
            if t == td:
                counts[p] += 1
            mine = counts[p]
            if mine > 0:
                others = max(counts[q] for q in range(n) if q != p)
                if mine == others:
                    return t, mine, next(q for q in range(n) if q != p and counts[q] == others)
        return None

    def _tie_free(self, p: int, ts: int, td: int) -> bool:
        """`_tie_after(...) is None`, memoised with the counts (valid until the next action)."""
        _tof, allcounts = self._terrace_counts()
        memo = self._count_cache[3]
        key = (p, ts, td)
        ok = memo.get(key)
        if ok is None:
            ok = memo[key] = self._tie_after(p, ts, td, allcounts) is None
        return ok

    def _tie_reason(self, p: int, src: int, dst: int) -> str | None:
        """The tie rule after moving one of p's animals from src to dst (-1 = reserve)."""
        tof, allcounts = self._terrace_counts()
        ts = tof[src] if src >= 0 else -1
        td = tof[dst] if dst >= 0 else -1
        tie = self._tie_after(p, ts, td, allcounts)
        if tie is None:
            return None
        t, mine, q = tie
        where = "that terrace" if t == td else f"the terrace of {cell_name(src)}"
        return (f"Tie rule: you would have {_plural(mine, 'animal')} on {where}, "
                f"as many as {self.names[q]}.")

    def _animal_dests(self) -> list[int]:
        if self.turn_event == "D":
            return list(bits(FULL & ~self.lvmask[0]))
        if self.new_tile is None or self.new_tile not in self.tiles:
            return []
        return sorted(self.tiles[self.new_tile][3])

    def _animal_sources(self, p: int) -> list[int]:
        srcs = set()
        for c, done in zip(self.animals[p], self.placed[p]):
            if not done:
                srcs.add(c)
        return sorted(srcs)

    def _return_cells(self, p: int) -> list[int]:
        return sorted({c for c in self.animals[p] if c >= 0})

    def _place_animal_actions(self, p: int) -> list[PlaceAnimal]:
        """Every legal PlaceAnimal, by source then destination."""
        dsts = self._animal_dests()
        if not dsts:
            return []
        tof, allcounts = self._terrace_counts()
        memo = self._count_cache[3]
        out = []
        for src in self._animal_sources(p):
            ts = tof[src] if src >= 0 else -1
            for dst in dsts:
                if src == dst:
                    continue
                key = (p, ts, tof[dst])
                ok = memo.get(key)
                if ok is None:
                    ok = memo[key] = self._tie_after(p, ts, key[2], allcounts) is None
                if ok:
                    out.append(_place(src, dst))
        return out

    def _return_animal_actions(self, p: int) -> list[ReturnAnimal]:
        """Every legal ReturnAnimal, by plot."""
        tof, _counts = self._terrace_counts()
        return [_return(c) for c in self._return_cells(p) if self._tie_free(p, tof[c], -1)]
