"""Place Paddy: which (card, half) pairs place which tile where, and why a placement is refused.

The fast path (`_paddy_options`) works on whole-board bit masks; the slow path (`_why_place`)
checks one placement rule by rule to word the refusal.  The random-play test cross-checks them.
"""
from __future__ import annotations

from ...i18n import _
from .actions import PlacePaddy
from .data import DN_CARDS, PADDY_CARDS, TILE_SIZES
from .geometry import (FULL, HALF_ANCHORS, HALVES, OFFSETS, ROTATIONS, VALID_ANCHORS, cell_name,
                       footprint_cells, half_name, half_of, neighbors_mask, side_target)

# Interned PlacePaddy values: listing ~50 placements per step would otherwise build them anew.
_PP_ROWS: dict[tuple, list[PlacePaddy]] = {}   # (card, half, tile, rotation) -> one action per anchor
_PP_CACHE: dict[tuple, PlacePaddy] = {}


def _pp_row(card: int, half: str, tile: int, rot: int) -> list[PlacePaddy]:
    """The 64 placements of (card, half, tile, rotation), indexed by anchor cell."""
    key = (card, half, tile, rot)
    row = _PP_ROWS.get(key)
    if row is None:
        row = _PP_ROWS[key] = [PlacePaddy(card, half, tile, rot, a) for a in range(64)]
    return row


_VALID_4 = VALID_ANCHORS[(4, 0)]
_VALID_3 = tuple(VALID_ANCHORS[(3, r)] for r in range(4))

_PP_TABLES: dict[tuple, tuple] = {}  # (card, half, tile) -> per rotation (rotation, half's anchors, byte tables)


def _pp_tables(card: int, half: str, tile: int) -> tuple:
    """For listing the placements of (card, half, tile) from anchor masks: per rotation, the
    anchors that put a plot in `half`, and per board row a table {the row's byte of anchors:
    its placements}, filled as bytes turn up (256 at most), so a mask becomes actions a row
    at a time."""
    key = (card, half, tile)
    got = _PP_TABLES.get(key)
    if got is None:
        got = _PP_TABLES[key] = tuple((r, HALF_ANCHORS[(tile, r, half)], [[None] * 256 for _row in range(8)])
                                      for r in range(ROTATIONS[tile]))
    return got


def _pp_many(key: tuple, m: int, tables: list) -> list[PlacePaddy]:
    """The placements of `key` = (card, half, tile, rotation) at every anchor of mask `m`, by
    anchor: `[_pp_row(*key)[a] for a in bits(m)]`, a board row's byte of anchors at a time
    through `tables`."""
    out: list = []
    for r, b in enumerate(m.to_bytes(8, "little")):   # the rows' bytes, split in C
        if b:
            chunk = tables[r][b]
            if chunk is None:
                row = _pp_row(*key)
                chunk = tables[r][b] = tuple(row[8 * r + i] for i in range(8) if b >> i & 1)
            out += chunk
    return out


def _pp(card: int, half: str, tile: int, rot: int, cell: int) -> PlacePaddy:
    row = _PP_ROWS.get((card, half, tile, rot))
    if row is not None and 0 <= cell < 64:
        return row[cell]
    key = (card, half, tile, rot, cell)
    a = _PP_CACHE.get(key)
    if a is None:
        a = _PP_CACHE[key] = PlacePaddy(card, half, tile, rot, cell)
    return a


class PlacementMixin:
    """Legal tile placements and the reasons for refusing one."""

    __slots__ = ()   # the fields are PaddyState.__slots__

    def _eff_tile(self, card: int) -> int:
        """The tile a card places: its own size while the supply lasts, else a 1-plot tile, else none (0)."""
        if self.supply.get(card, 0) > 0:
            return card
        return 1 if self.supply[1] > 0 else 0

    def _anchors_by_rotation(self, size: int, free: int, multi: set | None) -> list[int]:
        """Anchors, per rotation, where a `size` tile lies flat on `free` plots (not blocked by
        a waterfall or an animal, nor flowed onto by a waterfall from at most a level above;
        see `_free_plots`), joining no two terraces that hold a waterfall (`multi`: the levels
        where that could happen); the day/night half is filtered by the caller.  Whole-board
        masks: plots level with their east / south neighbour (`_flat_masks`), so the cost does
        not grow with the number of levels."""
        if size == 1:
            res = [free]
        else:
            east, south = self._flat_masks()
            f1, f8, f9 = free >> 1, free >> 8, free >> 9
            e8, s1 = east >> 8, south >> 1
            if size == 4:
                res = [free & f1 & f8 & f9 & east & e8 & south & _VALID_4]
            else:
                res = [free & f1 & f8 & east & south & _VALID_3[0],
                       free & f1 & f9 & east & s1 & _VALID_3[1],
                       f1 & f8 & f9 & s1 & e8 & _VALID_3[2],
                       free & f8 & f9 & south & e8 & _VALID_3[3]]
        if multi:
            lm = self.lvmask
            for r, a in enumerate(res):
                key = (size, r)
                first = OFFSETS[key][0]
                for new_level in multi:
                    if a:
                        a &= ~(self._joining_anchors(key, new_level) & (lm[new_level - 1] >> first))
                res[r] = a
        return res

    def _free_plots(self, p: int) -> tuple[int, set | None]:
        """(the plots player p's tile may cover, the levels where a tile could join two terraces
        holding a waterfall, or None): not a waterfall's plot nor a plot one flows onto from at
        most a level above, and not under another player's animal unless Poaching is played."""
        free = FULL
        multi = None
        if self.waterfalls:
            wc = self._wc()
            free &= ~(wc.get("plots") or self._wf_plot_mask()) & ~self._wf_forbid_cells()
            multi = self._wf_multi_levels()
        if self.turn_event != "B":          # Poaching lets you cover other players' animals
            free &= ~self._animal_mask(exclude=p)
        return free, multi

    def _joining_anchors(self, key: tuple[int, int], new_level: int) -> int:
        """Anchors where a `key` = (size, rot) tile raised to `new_level` would touch two or more
        terraces of that level holding a waterfall (cached with the board)."""
        wc = self._wc()
        ck = ("join", key, new_level)
        two = wc.get(ck)
        if two is None:
            two = 0
            wts = self._wf_terraces_at(new_level)
            if len(wts) >= 2:
                one, valid, offs = 0, VALID_ANCHORS[key], OFFSETS[key]
                for t in wts:
                    near = neighbors_mask(t)
                    touch = 0
                    for o in offs:
                        touch |= near >> o
                    touch &= valid
                    two |= one & touch
                    one |= touch
            wc[ck] = two
        return two

    def _paddy_options(self) -> tuple[dict, str]:
        """{(card size, half): [PlacePaddy, ...]} for the current player, and the mode:
        "normal", "one" (fallback to a 1-plot tile) or "none" (nothing can be placed).
        Cached until the next action."""
        if self._opt_cache is not None and self._opt_cache[0] == self._ver:
            return self._opt_cache[1], self._opt_cache[2]
        p = self.current
        opts: dict = {}
        mode = "normal"
        if self.step == "paddy" and p is not None:
            types = sorted(set(map(PADDY_CARDS.__getitem__, self.paddy_hands[p])))
            held = set(map(DN_CARDS.__getitem__, self.dn_hands[p]))
            halves = [h for h in HALVES if h in held]
            ignore_half = self.turn_event == "A"
            free, multi = self._free_plots(p)
            base: dict = {}                     # size -> anchors per rotation, before the half filter
            any_ok = False
            for ct in types:
                eff = self._eff_tile(ct)
                if eff:
                    ms = base.get(eff)
                    if ms is None:
                        ms = base[eff] = self._anchors_by_rotation(eff, free, multi)
                for h in halves:
                    if eff == 0:
                        lst = [_pp(ct, h, 0, 0, -1)]
                    else:
                        lst = []
                        for r, half_anchors, tables in _PP_TABLES.get((ct, h, eff)) or _pp_tables(ct, h, eff):
                            m = ms[r] if ignore_half else ms[r] & half_anchors
                            if m:
                                lst += _pp_many((ct, h, eff, r), m, tables)
                    opts[(ct, h)] = lst
                    if lst:
                        any_ok = True
            if opts and not any_ok:
                mode = "one"
                ms = base.get(1)
                if ms is None and self.supply[1] > 0:
                    ms = self._anchors_by_rotation(1, free, multi)
                for key in opts:
                    lst = []
                    if self.supply[1] > 0:
                        _r, half_anchors, tables = _pp_tables(key[0], key[1], 1)[0]
                        m = ms[0] if ignore_half else ms[0] & half_anchors
                        lst = _pp_many((key[0], key[1], 1, 0), m, tables)
                    opts[key] = lst
                    if lst:
                        any_ok = True
                if not any_ok:
                    mode = "none"
                    for key in opts:
                        opts[key] = [_pp(key[0], key[1], 0, 0, -1)]
        self._opt_cache = (self._ver, opts, mode)
        return opts, mode

    # ---- read-only queries for the scene
    def placement_choices(self) -> dict:
        """For the scene: {(card size, half): [PlacePaddy, ...]} legal now, and nothing else."""
        opts, _mode = self._paddy_options()
        return {k: list(v) for k, v in opts.items()}

    def placement_tile(self, card: int, half: str) -> int:
        """The tile size a (card, half) pair places now (card size, 1 in the fallback, 0 = none)."""
        _opts, mode = self._paddy_options()
        if mode == "one":
            return 1 if self.supply[1] > 0 else 0
        if mode == "none":
            return 0
        return self._eff_tile(card)

    def legal_anchors(self, card: int, half: str, rotation: int) -> list[int]:
        """Legal anchor cells for playing (card, half) with the tile turned to `rotation`."""
        opts, _mode = self._paddy_options()
        return [a.cell for a in opts.get((card, half), ()) if a.rotation == rotation and a.cell >= 0]

    def placement_reason(self, card: int, half: str, rotation: int, cell: int) -> str | None:
        """None if the ghost tile at `cell` is legal, else why not (for the hover tooltip)."""
        tile = self.placement_tile(card, half)
        if tile == 0:
            return self.check(_pp(card, half, 0, 0, -1))
        return self.check(_pp(card, half, tile, rotation if tile == 3 else 0, cell))

    # ---- the rule-by-rule reasons
    def _why_footprint(self, cells: tuple, half: str, ignore_half: bool, poach: bool) -> str | None:
        if not ignore_half and not any(half_of(c) == half for c in cells):
            return _("At least one plot of the tile must be in the {half} half.").format(half=half_name(half))
        lv = self.level
        levels = {lv[c] for c in cells}
        if len(levels) > 1:
            return _("The tile must lie flat: the plots under it are not all at the same level.")
        new_level = lv[cells[0]] + 1
        for c in cells:
            if self.waterfall_at(c) >= 0:
                return _("You cannot cover {cell}: it holds a waterfall.").format(cell=cell_name(c))
        for _o, wc, s in self.waterfalls:
            y = side_target(wc, s)
            if y in cells and lv[wc] <= new_level:
                return _("A waterfall on {cell} flows onto {target}: that plot must stay lower than the "
                         "waterfall.").format(cell=cell_name(wc), target=cell_name(y))
        if not poach:
            for c in cells:
                for q, pawns in enumerate(self.animals):
                    if q != self.current and c in pawns:
                        return _("You cannot cover {player}'s animal on {cell}.").format(
                            player=self.names[q], cell=cell_name(c))
        m = 0
        for c in cells:
            m |= 1 << c
        nb = neighbors_mask(m) & ~m
        if sum(1 for t in self._wf_terraces_at(new_level) if t & nb) >= 2:
            return _("That would join two terraces that both hold a waterfall.")
        return None

    def _why_place(self, a: PlacePaddy) -> str | None:
        p = self.current
        if self.step == "erode":
            return _("First remove a tile (Devastating erosion).")
        if self.step in ("animals", "waterfall", "draw"):
            return _("You have already placed your tile this turn.")
        if self.step != "paddy":
            return _("You cannot place a tile now.")
        if a.card not in TILE_SIZES:
            return _("Paddy cards show a 1-, 3- or 4-plot tile.")
        if a.half not in HALVES:
            return _("Day/night cards show Day or Night.")
        if not any(PADDY_CARDS[c] == a.card for c in self.paddy_hands[p]):
            return _("You hold no {card}-plot paddy card.").format(card=a.card)
        if not any(DN_CARDS[c] == a.half for c in self.dn_hands[p]):
            return _("You hold no {half} card.").format(half=half_name(a.half))
        _opts, mode = self._paddy_options()
        expected = self.placement_tile(a.card, a.half)
        if a.tile != expected:
            if expected == 0:
                return _("No tile can be placed: play your cards without placing a tile.")
            if mode == "one":
                return _("None of your card pairs allows a placement, so you place a 1-plot tile.")
            if expected != a.card:
                return _("No {card}-plot tiles are left: you place a 1-plot tile instead.").format(card=a.card)
            return _("Your paddy card places a {card}-plot tile.").format(card=a.card)
        if a.tile == 0:
            if (a.rotation, a.cell) != (0, -1):
                return _("With no tile to place, choose no rotation and no plot.")
            return None
        if not 0 <= a.rotation < ROTATIONS[a.tile]:
            return _("That tile has no such rotation.")
        cells = footprint_cells(a.tile, a.rotation, a.cell)
        if cells is None:
            return _("The tile must lie entirely on the board.")

        return self._why_footprint(cells, a.half, self.turn_event == "A", self.turn_event == "B")
