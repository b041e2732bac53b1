"""Place Paddy: which (card, half) pairs place which tile where, and why a placement is refused.

The fast path (`_paddy_options`) works on whole-board bit masks; the slow path (`_why_place`)
checks one placement rule by rule to word the refusal.  The random-play test cross-checks them.
"""
from __future__ import annotations

from functools import reduce
from itertools import chain
from operator import getitem as _getitem, or_

from ...i18n import _
from .actions import PlacePaddy
from .data import DN_CARDS, PADDY_CARDS, TILE_SIZES
from .geometry import (FULL, HALF_ANCHORS, HALVES, OFFSETS, ROTATIONS, SIDE_TARGET, VALID_ANCHORS, cell_name,
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


# ---- the listing's precomputed plans
#
# A (card, half, tile) listing is every rotation's anchors in turn, each ascending: packed as one
# int (rotation r's anchor mask at bits 64r..64r+63), it is the int's bytes in order, a board row
# of one rotation each, and `_PlanEntry.rows[i][byte]` holds that byte's placements, so a whole
# listing is one C-level pass: map the bytes through the rows and chain the chunks.

_PACK_BYTES = {1: 8, 3: 32, 4: 8}     # tile size -> bytes of its packed anchor mask


def _packed(masks) -> int:
    """Per-rotation 64-bit masks packed into one int (rotation r at bits 64r..)."""
    out = 0
    for r, m in enumerate(masks):
        out |= m << (64 * r)
    return out


class _PlanEntry:
    """How to list the placements of one (card, half) pair with a given tile: the packed anchors
    a plot of which lies in the half (`half_mask`) or anywhere on the board (`valid_mask`, under
    Meridian eclipse), and per byte of the packed mask its placements (`rows`, filled as bytes
    turn up; byte 0 is always no placement)."""

    __slots__ = ("key", "card", "half", "tile", "nbytes", "half_mask", "valid_mask", "rows")

    def __init__(self, card: int, half: str, tile: int) -> None:
        self.key = (card, half)
        self.card, self.half, self.tile = card, half, tile
        self.nbytes = _PACK_BYTES[tile]
        rots = range(ROTATIONS[tile])
        self.half_mask = _packed(HALF_ANCHORS[(tile, r, half)] for r in rots)
        self.valid_mask = _packed(VALID_ANCHORS[(tile, r)] for r in rots)
        self.rows = [[()] + [None] * 255 for _i in range(self.nbytes)]

    def fill(self, m: int) -> None:
        """Make the chunks the bytes of packed mask `m` need."""
        rows = self.rows
        for i, b in enumerate(m.to_bytes(self.nbytes, "little")):
            if rows[i][b] is None:
                rot, row = divmod(i, 8)
                pr = _pp_row(self.card, self.half, self.tile, rot)
                rows[i][b] = tuple(pr[8 * row + k] for k in range(8) if b >> k & 1)


def _listing(e: _PlanEntry, m: int) -> list[PlacePaddy]:
    """The placements of entry `e` at the packed anchors `m`, rotation by rotation, anchors
    ascending."""
    try:
        return [*_chain(map(_getitem, e.rows, m.to_bytes(e.nbytes, "little")))]
    except TypeError:                     # a byte not met before (its chunk is None)
        e.fill(m)
        return [*_chain(map(_getitem, e.rows, m.to_bytes(e.nbytes, "little")))]


_ENTRIES = {(card, half, tile): _PlanEntry(card, half, tile)
            for card in TILE_SIZES for half in HALVES for tile in {card, 1}}
_CARD_BIT = {1: 1, 3: 2, 4: 4}         # a paddy card's size as a bit of the hand's `types` mask
_HALF_BIT = {"day": 1, "night": 2}     # a day/night card's half as a bit of the hand's mask
_P_BITS = tuple(_CARD_BIT[t] << 2 for t in PADDY_CARDS)   # card id -> its bit in a plan index
_D_BITS = tuple(_HALF_BIT[h] for h in DN_CARDS)


def _plans(ignore_half: bool) -> tuple:
    """Plan index (types bits << 2 | halves bits) -> per card size held, ascending: (card, per
    effective tile 0..4 the entries of the halves held, in HALVES order, as (key, mask, entry))."""
    out = []
    for idx in range(32):
        tbits, hbits = idx >> 2, idx & 3
        halves = [h for h in HALVES if hbits & _HALF_BIT[h]]
        plan = []
        for card in TILE_SIZES:
            if tbits & _CARD_BIT[card]:
                by_eff = [None] * 5
                for tile in {card, 1}:
                    by_eff[tile] = tuple(
                        (e.key, e.valid_mask if ignore_half else e.half_mask, e)
                        for e in (_ENTRIES[(card, h, tile)] for h in halves))
                by_eff[0] = tuple((card, h) for h in halves)
                plan.append((card, tuple(by_eff)))
        out.append(tuple(plan))
    return tuple(out)


_PLANS = (_plans(False), _plans(True))   # [Meridian eclipse?][plan index]
_chain = chain.from_iterable
_JOIN_KEY = {size: f"place join {size}" for size in TILE_SIZES}   # wc keys of `_joining_packed`
_BIT = [1 << c for c in range(64)] + [0]   # a plot's bit; _BIT[-1] (an animal in reserve) is 0


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

    def _packed_anchors(self, size: int, free: int, multi: set | None) -> int:
        """Anchors where a `size` tile lies flat on `free` plots (not blocked by a waterfall or an
        animal, nor flowed onto by a waterfall from at most a level above; see `_free_plots`),
        joining no two terraces that hold a waterfall (`multi`: the levels where that could
        happen), packed by rotation (`_packed`); the board edge and the day/night half are the
        plan entry's masks.  Whole-board masks: plots level with their east / south neighbour
        (`_flat_masks`), so the cost does not grow with the number of levels."""
        if size == 1:
            res = free
        else:
            east, south = self._flat_masks()
            f8, f9 = free >> 8, free >> 9
            top = free & (free >> 1) & east          # the top row's two plots, flat
            bottom = f8 & f9 & (east >> 8)           # the bottom row's two plots, flat
            if size == 4:
                res = top & bottom & south
            else:
                s1 = south >> 1
                res = (top & f8 & south | (top & f9 & s1) << 64 | (free >> 1 & s1 & bottom) << 128
                       | (free & south & bottom) << 192)
        if multi:
            res &= ~self._joining_packed(size, multi)
        return res

    def _joining_packed(self, size: int, multi: set) -> int:
        """Packed by rotation: the anchors where a `size` tile would join two terraces holding a
        waterfall, at any level of `multi` (cached with the board)."""
        wc = self._wc()
        ck = _JOIN_KEY[size]
        out = wc.get(ck)
        if out is None:
            out = 0
            lm = self.lvmask
            for r in range(ROTATIONS[size]):
                key = (size, r)
                first = OFFSETS[key][0]
                for new_level in multi:
                    out |= (self._joining_anchors(key, new_level) & (lm[new_level - 1] >> first)) << (64 * r)
            wc[ck] = out
        return out

    def _free_plots(self, p: int) -> tuple[int, set | None]:
        """(the plots player p's tile may cover, the levels where a tile could join two terraces
        holding a waterfall, or None): not a waterfall's plot nor a plot one flows onto from at
        most a level above, and not under another player's animal unless Poaching is played.
        One pass over the waterfalls (`_wf_plot_mask`, `_wf_forbid_cells` and
        `_wf_multi_levels` in one): the board changes between two listings, so their caches
        would be filled for this listing alone."""
        free = FULL
        multi = None
        wfs = self.waterfalls
        if wfs:
            lv = self.level
            _masks, levels, tof = self._tcache if self._tcache_ver == self._bver else self.terraces()
            ts = set()                      # the terraces holding a waterfall
            for _o, c, s in wfs:
                y = SIDE_TARGET[c][s]
                if y >= 0 and lv[c] <= lv[y] + 1:
                    free &= ~(_BIT[c] | _BIT[y])
                else:
                    free &= ~_BIT[c]
                ts.add(tof[c])
            if len(ts) > 1:
                lvls = [levels[t] for t in ts]
                multi = {lvl for lvl in lvls if lvls.count(lvl) > 1}
        if self.turn_event != "B":          # Poaching lets you cover other players' animals
            for q, pawns in enumerate(self.animals):
                if q != p:
                    free &= ~reduce(or_, map(_BIT.__getitem__, pawns), 0)
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
        Cached until the next action.  The hand picks a precomputed plan (`_plans`), so a
        listing is a few mask ANDs and one `_listing` per (card, half) pair."""
        if self._opt_cache is not None and self._opt_cache[0] == self._ver:
            return self._opt_cache[1], self._opt_cache[2]
        p = self.current
        opts: dict = {}
        mode = "normal"
        if self.step == "paddy" and p is not None:
            plan = _PLANS[self.turn_event == "A"][reduce(or_, map(_P_BITS.__getitem__, self.paddy_hands[p]), 0)
                                                   | reduce(or_, map(_D_BITS.__getitem__, self.dn_hands[p]), 0)]
            free, multi = self._free_plots(p)
            sup = self.supply
            base: dict = {}                     # tile size -> packed anchors, before the half filter
            for ct, by_eff in plan:
                eff = ct if sup[ct] > 0 else 1 if sup[1] > 0 else 0
                if eff:
                    ms = base.get(eff)
                    if ms is None:
                        ms = base[eff] = self._packed_anchors(eff, free, multi)
                    for key, mask, e in by_eff[eff]:
                        opts[key] = _listing(e, ms & mask)
                else:
                    for key in by_eff[0]:
                        opts[key] = [_pp(key[0], key[1], 0, 0, -1)]
            if opts and not any(opts.values()):
                mode = "one"
                if sup[1] > 0:
                    ms = base.get(1)
                    if ms is None:
                        ms = self._packed_anchors(1, free, multi)
                    ignore_half = self.turn_event == "A"
                    for key in opts:
                        e = _ENTRIES[(key[0], key[1], 1)]
                        opts[key] = _listing(e, ms & (e.valid_mask if ignore_half else e.half_mask))
                else:
                    for key in opts:
                        opts[key] = []
                if not any(opts.values()):
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
