"""Place Paddy: which (card, half) pairs place which tile where, and why a placement is refused.

The fast path (`_paddy_options`) works on whole-board bit masks; the slow path (`_why_place`)
checks one placement rule by rule to word the refusal.  The random-play test cross-checks them.
"""
from __future__ import annotations

from ...i18n import _
from .actions import PlacePaddy
from .data import DN_CARDS, PADDY_CARDS, TILE_SIZES
from .geometry import (BIT, FULL, HALF_ANCHORS, HALVES, NOT_BIT, OFFSETS, ROTATIONS, SIDE_TARGET, VALID_ANCHORS,
                       cell_name, footprint_cells, half_name, half_of, level_pieces, neighbors_mask, side_target)

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
# A (card, half, tile) listing is every rotation's anchors in turn, each ascending.  Packed as one
# int (rotation r's 64-bit anchor mask at bits 64r..), it is that int's bytes in order (a board
# row of one rotation each), and a table per byte position {byte: its placements} turns a mask
# into actions a row at a time.  The anchors of one half lie in four columns (`_PlanEntry.shift`
# .. +3), so two rows' nibbles fold into one byte: half as many positions to walk.

_PACK_BYTES = {1: 8, 3: 32, 4: 8}     # tile size -> bytes of its packed anchor mask


def _packed(masks) -> int:
    """Per-rotation 64-bit masks packed into one int (rotation r at bits 64r..)."""
    out = 0
    for r, m in enumerate(masks):
        out |= m << (64 * r)
    return out


def _folded(m: int, shift: int, nbytes: int) -> bytes:
    """The packed anchors `m` of one half (in columns shift..shift+3), a byte per two rows:
    byte 4r + j holds rotation r's row 2j in its low nibble and row 2j + 1 in its high one."""
    x = m >> shift
    return (x | x >> 4).to_bytes(nbytes, "little")[::2]


class _PlanEntry:
    """How to list the placements of one (card, half) pair with a given tile: the packed anchors
    a plot of which lies in the half (`half_mask`, in columns `shift`..+3) or anywhere on the
    board (`valid_mask`, under Meridian eclipse), and per position of the folded (`folds`) or
    plain (`rows`) bytes a table {byte: its placements}, filled as bytes turn up."""

    __slots__ = ("key", "card", "half", "tile", "nbytes", "shift", "half_mask", "valid_mask", "folds", "rows")

    def __init__(self, card: int, half: str, tile: int) -> None:
        self.key = (card, half)
        self.card, self.half, self.tile = card, half, tile
        self.nbytes = _PACK_BYTES[tile]
        rots = range(ROTATIONS[tile])
        self.half_mask = _packed(HALF_ANCHORS[(tile, r, half)] for r in rots)
        self.valid_mask = _packed(VALID_ANCHORS[(tile, r)] for r in rots)
        cols = {c % 8 for c in range(64 * len(rots)) if self.half_mask >> c & 1}
        self.shift = min(cols)
        assert max(cols) <= self.shift + 3, "a half's anchors lie in four columns"
        self.folds = [[()] + [None] * 255 for _i in range(self.nbytes // 2)]
        self.rows = [[()] + [None] * 255 for _i in range(self.nbytes)]

    def fold_chunk(self, i: int, b: int) -> tuple:
        """The placements of byte `b` at folded position `i` (rotation i // 4, rows 2 (i % 4)
        and the next, columns shift..shift + 3), made once."""
        rot, pair = divmod(i, 4)
        pr = _pp_row(self.card, self.half, self.tile, rot)
        base = 16 * pair + self.shift
        chunk = self.folds[i][b] = tuple(pr[base + (k >> 2) * 8 + (k & 3)] for k in range(8) if b >> k & 1)
        return chunk

    def row_chunk(self, i: int, b: int) -> tuple:
        """The placements of byte `b` at plain position `i` (rotation i // 8, row i % 8), made once."""
        rot, row = divmod(i, 8)
        pr = _pp_row(self.card, self.half, self.tile, rot)
        chunk = self.rows[i][b] = tuple(pr[8 * row + k] for k in range(8) if b >> k & 1)
        return chunk

    def listing(self, m: int) -> list[PlacePaddy]:
        """The placements at the packed anchors `m` (within `half_mask`), by rotation, anchors
        ascending (`_paddy_options` inlines this)."""
        out: list = []
        folds = self.folds
        for i, b in enumerate(_folded(m, self.shift, self.nbytes)):
            if b:
                out += folds[i][b] or self.fold_chunk(i, b)
        return out

    def listing_anywhere(self, m: int) -> list[PlacePaddy]:
        """The placements at the packed anchors `m` (within `valid_mask`), by rotation, anchors
        ascending."""
        out: list = []
        rows = self.rows
        for i, b in enumerate(m.to_bytes(self.nbytes, "little")):
            if b:
                out += rows[i][b] or self.row_chunk(i, b)
        return out


_ENTRIES = {(card, half, tile): _PlanEntry(card, half, tile)
            for card in TILE_SIZES for half in HALVES for tile in {card, 1}}
_CARD_BIT = {1: 1, 3: 2, 4: 4}         # a paddy card's size as a bit of the hand's `types` mask
_HALF_BIT = {"day": 1, "night": 2}     # a day/night card's half as a bit of the hand's mask
_P_BITS = tuple(_CARD_BIT[t] << 2 for t in PADDY_CARDS)   # card id -> its bit in a plan index
_D_BITS = tuple(_HALF_BIT[h] for h in DN_CARDS)


def _plans(ignore_half: bool) -> tuple:
    """Plan index (types bits << 2 | halves bits) -> per card size held, ascending: (card, per
    effective tile 0..4 the entries of the halves held, in HALVES order, as (key, mask, shift,
    nbytes, folds, entry): the entry's fields the listing's loop reads)."""
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
                        (e.key, e.valid_mask if ignore_half else e.half_mask, e.shift, e.nbytes, e.folds, e)
                        for e in (_ENTRIES[(card, h, tile)] for h in halves))
                by_eff[0] = tuple((card, h) for h in halves)
                plan.append((card, tuple(by_eff)))
        out.append(tuple(plan))
    return tuple(out)


_PLANS = (_plans(False), _plans(True))   # [Meridian eclipse?][plan index]


def _join_plan(size: int) -> tuple:
    """For `_joining_packed`: (the multiplier copying a 64-bit mask into every rotation, per
    plot offset of the shape the rotations having it, the valid anchors, per offset of the
    shape's first plot the rotations having it), all packed by rotation."""
    rots = range(ROTATIONS[size])
    rep = _packed(1 for _r in rots)
    lanes_of = lambda pick: _packed(FULL if pick(r) else 0 for r in rots)   # noqa: E731
    offsets = sorted({o for r in rots for o in OFFSETS[(size, r)]})
    firsts = sorted({OFFSETS[(size, r)][0] for r in rots})
    return (rep, tuple((o, lanes_of(lambda r: o in OFFSETS[(size, r)])) for o in offsets),
            _packed(VALID_ANCHORS[(size, r)] for r in rots),
            tuple((f, lanes_of(lambda r: OFFSETS[(size, r)][0] == f)) for f in firsts))


_JOIN_PLAN = {size: _join_plan(size) for size in TILE_SIZES}


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

    def _packed_anchors(self, size: int, free: int, multi: dict | None) -> int:
        """Anchors where a `size` tile lies flat on `free` plots (not blocked by a waterfall or an
        animal, nor flowed onto by a waterfall from at most a level above; see `_free_plots`),
        joining no two terraces that hold a waterfall (`multi`: where that could
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

    def _joining_packed(self, size: int, multi: dict) -> int:
        """Packed by rotation: the anchors where a `size` tile would join two terraces holding a
        waterfall, at any level of `multi` ({level: those terraces' masks}).  A tile at an
        anchor on level L - 1 rises to L; it joins them when it touches two of them.  All
        rotations at once: a terrace's neighbours are copied into every rotation's 64 bits
        and shifted by each plot offset of the shape, kept in the rotations that have that
        offset (`_JOIN_PLAN`)."""
        out = 0
        rep, offsets, valid, firsts = _JOIN_PLAN[size]
        lm = self.lvmask
        for new_level, wts in multi.items():
            one = two = 0
            for t in wts:
                near = neighbors_mask(t) * rep
                touch = 0
                for o, lanes in offsets:
                    touch |= near >> o & lanes
                touch &= valid
                two |= one & touch
                one |= touch
            if two:
                below = lm[new_level - 1] * rep
                for first, lanes in firsts:
                    out |= two & (below >> first) & lanes
        return out

    def _free_plots(self, p: int) -> tuple[int, dict | None]:
        """(the plots player p's tile may cover, {level: the masks of its terraces holding a
        waterfall} for the levels with two or more, or None): not a waterfall's plot nor a plot
        one flows onto from at most a level above, and not under another player's animal
        unless Poaching is played.  One pass over the waterfalls, without the board's
        `terraces()` (a level's terraces are `level_pieces`, needed only where two waterfalls
        share a level): the board changes between two listings, so no cache would serve twice."""
        free = FULL
        multi = None
        wfs = self.waterfalls
        if wfs:
            lv = self.level
            at: dict = {}                   # level -> its waterfalls' plots
            shared = False
            for _o, c, s in wfs:
                y = SIDE_TARGET[c][s]
                free &= NOT_BIT[c]
                if y >= 0 and lv[c] <= lv[y] + 1:
                    free &= NOT_BIT[y]
                lvl = lv[c]
                if lvl in at:
                    at[lvl] |= BIT[c]
                    shared = True
                else:
                    at[lvl] = BIT[c]
            if shared:
                lm = self.lvmask
                for lvl, cells in at.items():
                    if cells & (cells - 1):
                        wts = [piece for piece, _cells in level_pieces(lm[lvl]) if piece & cells]
                        if len(wts) > 1:
                            if multi is None:
                                multi = {}
                            multi[lvl] = wts
        if self.turn_event != "B":          # Poaching lets you cover other players' animals
            q = 0
            for pawns in self.animals:      # plain loops: cheaper than enumerate / reduce here
                if q != p:
                    for c in pawns:
                        if c >= 0:
                            free &= NOT_BIT[c]
                q += 1
        return free, multi

    def _paddy_options(self) -> tuple[dict, str]:
        """{(card size, half): [PlacePaddy, ...]} for the current player, and the mode:
        "normal", "one" (fallback to a 1-plot tile) or "none" (nothing can be placed).
        Cached until the next action.  The hand picks a precomputed plan (`_plans`): per card
        size held, the packed anchors of its tile (`_packed_anchors`), then per (card, half) pair
        one walk over the folded bytes (`_PlanEntry.listing`, inlined)."""
        if self._opt_cache is not None and self._opt_cache[0] == self._ver:
            return self._opt_cache[1], self._opt_cache[2]
        p = self.current
        opts: dict = {}
        mode = "normal"
        if self.step == "paddy" and p is not None:
            ignore_half = self.turn_event == "A"
            idx = 0                             # the plan index of the hand (two cards of each kind)
            for c in self.paddy_hands[p]:
                idx |= _P_BITS[c]
            for c in self.dn_hands[p]:
                idx |= _D_BITS[c]
            plan = _PLANS[ignore_half][idx]
            free, multi = self._free_plots(p)
            sup = self.supply
            base: dict = {}                     # tile size -> packed anchors, before the half filter
            for ct, by_eff in plan:
                eff = ct if sup[ct] > 0 else 1 if sup[1] > 0 else 0   # `_eff_tile(ct)`, inlined
                if eff:
                    ms = base.get(eff)
                    if ms is None:
                        ms = base[eff] = self._packed_anchors(eff, free, multi)
                    if ignore_half:
                        for key, mask, _sh, _nb, _folds, e in by_eff[eff]:
                            opts[key] = e.listing_anywhere(ms & mask)
                        continue
                    for key, mask, sh, nb, folds, e in by_eff[eff]:   # e.listing(ms & mask), inlined
                        lst = []
                        x = (ms & mask) >> sh
                        for i, b in enumerate((x | x >> 4).to_bytes(nb, "little")[::2]):
                            if b:
                                lst += folds[i][b] or e.fold_chunk(i, b)
                        opts[key] = lst
                else:
                    for key in by_eff[0]:
                        opts[key] = [_pp(key[0], key[1], 0, 0, -1)]
            if opts and not any(opts.values()):
                mode = "one"
                if sup[1] > 0:
                    ms = base.get(1)
                    if ms is None:
                        ms = self._packed_anchors(1, free, multi)
                    for key in opts:
                        e = _ENTRIES[(key[0], key[1], 1)]
                        opts[key] = e.listing_anywhere(ms & e.valid_mask) if ignore_half else e.listing(ms & e.half_mask)
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
