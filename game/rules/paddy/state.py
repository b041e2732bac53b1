"""Paddy's game state: setup, the four cycles, every placement rule, events and the harvest."""
from __future__ import annotations

from itertools import combinations

from ..base import Action, GameState, ScoreSheet, Setup, rng_state_to_json
from .actions import (ACTION_TYPES, Done, KeepEvents, PlaceAnimal, PlacePaddy, PlaceWaterfall,
                      PlayEvent, RemoveTile, ReturnAnimal)
from .data import (ANIMALS, CYCLES, DN_CARDS, EVENT_CARDS, EVENT_INFO,
                   EVENT_TWO_PLAYER_REMOVED, EVENTS_DRAWN, HAND_DN, HAND_PADDY, PADDY_CARDS,
                   TILE_COUNTS, TILE_SIZES, WATERFALL_MIN_LEVEL, WATERFALLS, event_name)
from .geometry import (FOOT, FOOT_NBR, FULL, HALF_ANCHORS, HALVES, OFFSETS, ROTATIONS, SIDES,
                       SIDE_WORD, VALID_ANCHORS, bits, cell_name, components, footprint_cells,
                       half_of, neighbors_mask, side_target)
from .scoring import CATEGORIES, flows, harvest, majority

MAX_LEVEL = sum(TILE_COUNTS.values()) + 2
STEPS = ("draft", "paddy", "erode", "animals", "waterfall", "draw", "harvest_event", "over")
PADDY_TIME_EVENTS = ("A", "B", "C", "F")

_PP_CACHE: dict[tuple, PlacePaddy] = {}


def _pp(card: int, half: str, tile: int, rot: int, cell: int) -> PlacePaddy:
    key = (card, half, tile, rot, cell)
    a = _PP_CACHE.get(key)
    if a is None:
        a = _PP_CACHE[key] = PlacePaddy(card, half, tile, rot, cell)
    return a


def _plural(k: int, word: str) -> str:
    return f"{k} {word}{'' if k == 1 else 's'}"


class PaddyState(GameState):
    TITLE = "paddy"
    ACTION_TYPES = ACTION_TYPES

    def __init__(self) -> None:
        super().__init__()
        self._ver = 0
        self._bver = 0
        self._tcache: tuple | None = None
        self._tcache_ver = -1
        self._wcache: dict = {}
        self._wcache_ver = -1
        self._opt_cache: tuple | None = None
        self._legal_cache: tuple | None = None
        self._count_cache: tuple | None = None

    # ------------------------------------------------------------------ creation
    def _empty(self, setup: Setup) -> None:
        n = len(setup.players)
        self.setup = setup
        self.names = list(setup.players)
        self.cycle = 1
        self.step = "draft"
        self.current: int | None = None
        self.first_player = 0
        self.draft_queue: list[int] = []
        self.harvest_queue: list[int] = []
        self.tiles: dict[int, tuple] = {}  # id -> (size, rotation, anchor, cells), placement order
        self.next_tile_id = 0
        self.stacks: list[list[int]] = [[] for _ in range(64)]
        self.level = [0] * 64
        self.lvmask = [0] * MAX_LEVEL
        self.lvmask[0] = FULL
        self.maxlevel = 0
        self.supply = dict(TILE_COUNTS)
        self.animals = [[-1] * ANIMALS for _ in range(n)]
        self.placed = [[False] * ANIMALS for _ in range(n)]
        self.waterfalls: list[tuple[int, int, str]] = []  # (owner, cell, side)
        self.wf_reserve = [WATERFALLS] * n
        self.wf_box = 0
        self.paddy_deck: list[int] = []
        self.paddy_facedown: list[int] = []
        self.paddy_played: list[int] = []
        self.paddy_hands: list[list[int]] = [[] for _ in range(n)]
        self.dn_deck: list[int] = []
        self.dn_played: list[int] = []
        self.dn_hands: list[list[int]] = [[] for _ in range(n)]
        self.event_box: list[int] = []
        self.event_draft: list[list[int]] = [[] for _ in range(n)]
        self.event_hands: list[list[int]] = [[] for _ in range(n)]
        self.event_played: list[int] = []
        self.event_used = [False] * n
        self.turn_event: str | None = None
        self.new_tile: int | None = None
        self.f_queue: list[int] = []
        self.dew: list[int] = []
        self.mud: list[int] = []
        self.scores = [0] * n
        self.score_rows = [{c: 0 for c in CATEGORIES} for _ in range(n)]
        self.harvests: list[dict] = []
        self.winners: list[int] = []
        self.tiebreak_note = ""

    @classmethod
    def new(cls, setup: Setup, seed: int) -> "PaddyState":
        n = len(setup.players)
        if not 2 <= n <= 4:
            raise ValueError("Paddy is played by 2 to 4 players.")
        s = cls()
        s._empty(setup)
        s.rng = cls.make_rng(seed)
        s.paddy_deck = list(range(len(PADDY_CARDS)))
        s.rng.shuffle(s.paddy_deck)
        s.dn_deck = list(range(len(DN_CARDS)))
        s.rng.shuffle(s.dn_deck)
        events = []
        for i in range(len(EVENT_CARDS)):
            if n == 2 and EVENT_TWO_PLAYER_REMOVED[i]:
                s.event_box.append(i)
            else:
                events.append(i)
        s.rng.shuffle(events)
        fp = setup.first_player if setup.first_player is not None else s.rng.randrange(n)
        s.first_player = fp
        for k in range(n):
            seat = (fp + k) % n
            for _ in range(EVENTS_DRAWN):
                if events:
                    s.event_draft[seat].append(events.pop())
        s.event_box.extend(events)
        s.draft_queue = [(fp + k) % n for k in range(n)]
        s.current = s.draft_queue[0]
        s.step = "draft"
        s.reveal_count += 1
        s.log.append(f"Game set up for {n} players; each player draws {EVENTS_DRAWN} event cards.")
        return s

    # ------------------------------------------------------------------ basics
    @property
    def num_players(self) -> int:
        return len(self.names)

    def current_player(self) -> int | None:
        return None if self.step == "over" else self.current

    def is_over(self) -> bool:
        return self.step == "over"

    def prompt(self) -> str:
        st = self.step
        if st == "draft":
            return "Keep two different event cards from the four you drew."
        if st == "paddy":
            opts, mode = self._paddy_options()
            if mode == "one":
                return "No pair of your cards allows a placement: play any pair and place a 1-plot tile."
            if mode == "none":
                return "No tile can be placed: play a paddy card and a day/night card."
            return "Play a paddy card and a day/night card, and place the tile."
        if st == "erode":
            return "Devastating erosion: choose a tile that no other tile covers, to remove it."
        if st == "animals":
            if self.turn_event == "D":
                return "Place animals on any tile (Summer migration), or click Done."
            return "Place animals on the tile you just placed, or click Done."
        if st == "waterfall":
            return "Place a waterfall, or click Done to draw cards and end your turn."
        if st == "draw":
            return "Click Done to draw cards and end your turn."
        if st == "harvest_event":
            return "Harvest: play Dew on the peaks or Mud in the ditch now, or pass."
        return "The game is over."

    # ------------------------------------------------------------------ board helpers
    def _bump_board(self) -> None:
        self._bver += 1

    def _push_tile(self, tid: int, size: int, rot: int, anchor: int, cells: tuple) -> None:
        lv, lm = self.level, self.lvmask
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

    def _pop_tile(self, tid: int) -> tuple:
        size, rot, anchor, cells = self.tiles.pop(tid)
        lv, lm = self.level, self.lvmask
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
        return size, rot, anchor, cells

    def terraces(self) -> tuple[list[int], list[int], list[int]]:
        """(masks, levels, terrace index per cell or -1) of every terrace (level >= 1)."""
        if self._tcache_ver != self._bver:
            masks, levels = [], []
            tof = [-1] * 64
            for lvl in range(1, self.maxlevel + 1):
                for comp in components(self.lvmask[lvl]):
                    idx = len(masks)
                    masks.append(comp)
                    levels.append(lvl)
                    for c in bits(comp):
                        tof[c] = idx
            self._tcache = (masks, levels, tof)
            self._tcache_ver = self._bver
            self._wcache = {}
        return self._tcache

    def _wc(self) -> dict:
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

    def _wf_forbid(self, new_level: int) -> int:
        """Cells a tile may not raise to `new_level`: a waterfall at that level or lower flows onto them."""
        wc = self._wc()
        key = ("forbid", new_level)
        m = wc.get(key)
        if m is None:
            m = 0
            for _o, c, s in self.waterfalls:
                y = side_target(c, s)
                if y >= 0 and self.level[c] <= new_level:
                    m |= 1 << y
            wc[key] = m
        return m

    def _wf_terraces_at(self, lvl: int) -> list[int]:
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
            if q == exclude:
                continue
            for c in pawns:
                if c >= 0:
                    m |= 1 << c
        return m

    def animals_on(self, cell: int) -> list[int]:
        """Animals per player on plot `cell`."""
        return [pawns.count(cell) for pawns in self.animals]

    # ------------------------------------------------------------------ placement
    def _eff_tile(self, card: int) -> int:
        if self.supply.get(card, 0) > 0:
            return card
        return 1 if self.supply[1] > 0 else 0

    def _anchor_mask(self, size: int, rot: int, half: str, ignore_half: bool, poach: bool) -> int:
        key = (size, rot)
        blocked = self._wf_plot_mask()
        if not poach:
            blocked |= self._animal_mask(exclude=self.current)
        offs = OFFSETS[key]
        valid = VALID_ANCHORS[key]
        lm = self.lvmask
        res = 0
        for lvl in range(self.maxlevel + 1):
            m = lm[lvl] & ~blocked
            if not m:
                continue
            if self.waterfalls:
                m &= ~self._wf_forbid(lvl + 1)
            a = valid
            for o in offs:
                a &= m >> o
            res |= a
        if not ignore_half:
            res &= HALF_ANCHORS[(size, rot, half)]
        if res and len(self.waterfalls) >= 2:
            feet, nbrs, lv = FOOT[key], FOOT_NBR[key], self.level
            per_level: dict = {}
            for a in bits(res):
                nl = lv[feet[a][0][0]] + 1
                wts = per_level.get(nl)
                if wts is None:
                    wts = per_level[nl] = self._wf_terraces_at(nl)
                if len(wts) >= 2:
                    nb = nbrs[a]
                    if sum(1 for m in wts if m & nb) >= 2:
                        res &= ~(1 << a)
        return res

    def _paddy_options(self) -> tuple[dict, str]:
        """{(card size, half): [(tile, rotation, anchor), ...]} for the current player, and the mode:
        "normal", "one" (fallback to a 1-plot tile) or "none" (nothing can be placed)."""
        if self._opt_cache is not None and self._opt_cache[0] == self._ver:
            return self._opt_cache[1], self._opt_cache[2]
        p = self.current
        opts: dict = {}
        mode = "normal"
        if self.step == "paddy" and p is not None:
            types = sorted({PADDY_CARDS[c] for c in self.paddy_hands[p]})
            halves = [h for h in HALVES if any(DN_CARDS[c] == h for c in self.dn_hands[p])]
            ignore_half = self.turn_event == "A"
            poach = self.turn_event == "B"
            any_ok = False
            for ct in types:
                eff = self._eff_tile(ct)
                for h in halves:
                    if eff == 0:
                        lst = [(0, 0, -1)]
                    else:
                        lst = [(eff, r, a) for r in range(ROTATIONS[eff])
                               for a in bits(self._anchor_mask(eff, r, h, ignore_half, poach))]
                    opts[(ct, h)] = lst
                    any_ok = any_ok or bool(lst)
            if opts and not any_ok:
                mode = "one"
                any_ok = False
                for key in opts:
                    lst = []
                    if self.supply[1] > 0:
                        lst = [(1, 0, a) for a in bits(self._anchor_mask(1, 0, key[1], ignore_half, poach))]
                    opts[key] = lst
                    any_ok = any_ok or bool(lst)
                if not any_ok:
                    mode = "none"
                    for key in opts:
                        opts[key] = [(0, 0, -1)]
        self._opt_cache = (self._ver, opts, mode)
        return opts, mode

    def placement_choices(self) -> dict:
        """For the scene: {(card size, half): [PlacePaddy, ...]} legal now, and nothing else."""
        opts, _mode = self._paddy_options()
        return {k: [_pp(k[0], k[1], t, r, a) for t, r, a in v] for k, v in opts.items()}

    def placement_tile(self, card: int, half: str) -> int:
        """The tile size a (card, half) pair places now (card size, 1 in the fallback, 0 = none)."""
        opts, mode = self._paddy_options()
        if mode == "one":
            return 1 if self.supply[1] > 0 else 0
        if mode == "none":
            return 0
        return self._eff_tile(card)

    def legal_anchors(self, card: int, half: str, rotation: int) -> list[int]:
        """Legal anchor cells for playing (card, half) with the tile turned to `rotation`."""
        opts, _mode = self._paddy_options()
        return [a for t, r, a in opts.get((card, half), ()) if r == rotation and a >= 0]

    def placement_reason(self, card: int, half: str, rotation: int, cell: int) -> str | None:
        """None if the ghost tile at `cell` is legal, else why not (for the hover tooltip)."""
        tile = self.placement_tile(card, half)
        if tile == 0:
            return self.check(_pp(card, half, 0, 0, -1))
        return self.check(_pp(card, half, tile, rotation if tile == 3 else 0, cell))

    def _why_footprint(self, cells: tuple, half: str, ignore_half: bool, poach: bool) -> str | None:
        if not ignore_half and not any(half_of(c) == half for c in cells):
            return f"At least one plot of the tile must be in the {half.title()} half."
        lv = self.level
        levels = {lv[c] for c in cells}
        if len(levels) > 1:
            return "The tile must lie flat: the plots under it are not all at the same level."
        new_level = lv[cells[0]] + 1
        for c in cells:
            if self.waterfall_at(c) >= 0:
                return f"You cannot cover {cell_name(c)}: it holds a waterfall."
        for _o, wc, s in self.waterfalls:
            y = side_target(wc, s)
            if y in cells and lv[wc] <= new_level:
                return (f"A waterfall on {cell_name(wc)} flows onto {cell_name(y)}: "
                        "that plot must stay lower than the waterfall.")
        if not poach:
            for c in cells:
                for q, pawns in enumerate(self.animals):
                    if q != self.current and c in pawns:
                        return f"You cannot cover {self.names[q]}'s animal on {cell_name(c)}."
        m = 0
        for c in cells:
            m |= 1 << c
        nb = neighbors_mask(m) & ~m
        if sum(1 for t in self._wf_terraces_at(new_level) if t & nb) >= 2:
            return "That would join two terraces that both hold a waterfall."
        return None

    def _why_place(self, a: PlacePaddy) -> str | None:
        p = self.current
        if self.step == "erode":
            return "First remove a tile (Devastating erosion)."
        if self.step in ("animals", "waterfall", "draw"):
            return "You have already placed your tile this turn."
        if self.step != "paddy":
            return "You cannot place a tile now."
        if a.card not in TILE_SIZES:
            return "Paddy cards show a 1-, 3- or 4-plot tile."
        if a.half not in HALVES:
            return "Day/night cards show Day or Night."
        if not any(PADDY_CARDS[c] == a.card for c in self.paddy_hands[p]):
            return f"You hold no {a.card}-plot paddy card."
        if not any(DN_CARDS[c] == a.half for c in self.dn_hands[p]):
            return f"You hold no {a.half.title()} card."
        _opts, mode = self._paddy_options()
        expected = self.placement_tile(a.card, a.half)
        if a.tile != expected:
            if expected == 0:
                return "No tile can be placed: play your cards without placing a tile."
            if mode == "one":
                return "None of your card pairs allows a placement, so you place a 1-plot tile."
            if expected != a.card:
                return f"No {a.card}-plot tiles are left: you place a 1-plot tile instead."
            return f"Your paddy card places a {a.card}-plot tile."
        if a.tile == 0:
            if (a.rotation, a.cell) != (0, -1):
                return "With no tile to place, choose no rotation and no plot."
            return None
        if not 0 <= a.rotation < ROTATIONS[a.tile]:
            return "That tile has no such rotation."
        cells = footprint_cells(a.tile, a.rotation, a.cell)
        if cells is None:
            return "The tile must lie entirely on the board."
        return self._why_footprint(cells, a.half, self.turn_event == "A", self.turn_event == "B")

    # ------------------------------------------------------------------ animals
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
        self._count_cache = (self._ver, tof, counts)
        return tof, counts

    def _tie_reason(self, p: int, src: int, dst: int) -> str | None:
        """The tie rule after moving one of p's animals from src to dst (-1 = reserve)."""
        tof, allcounts = self._terrace_counts()
        ts = tof[src] if src >= 0 else -1
        td = tof[dst] if dst >= 0 else -1
        if ts == td:
            involved = (ts,)
        else:
            involved = (ts, td)
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
                    q = next(q for q in range(n) if q != p and counts[q] == others)
                    where = "that terrace" if t == td else f"the terrace of {cell_name(src)}"
                    return (f"Tie rule: you would have {_plural(mine, 'animal')} on {where}, "
                            f"as many as {self.names[q]}.")
        return None

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

    # ------------------------------------------------------------------ waterfalls
    def _waterfall_options(self) -> list[tuple[int, str]]:
        p = self.current
        if self.wf_reserve[p] <= 0:
            return []
        minlvl = 1 if self.turn_event == "E" else WATERFALL_MIN_LEVEL
        masks, levels, tof = self.terraces()
        wts = self._wf_terrace_set()
        occupied = self._wf_plot_mask() | self._animal_mask()
        lv = self.level
        out = []
        high = 0
        for lvl in range(minlvl, self.maxlevel + 1):
            high |= self.lvmask[lvl]
        for c in bits(high & ~occupied):
            if tof[c] in wts:
                continue
            for s in SIDES:
                y = side_target(c, s)
                if y < 0 or lv[y] < lv[c]:
                    out.append((c, s))
        return out

    def _why_waterfall(self, a: PlaceWaterfall) -> str | None:
        p = self.current
        if self.step == "draw":
            return "You have already placed a waterfall this turn."
        if self.step != "waterfall":
            return "Waterfalls are placed in the Place Waterfall step, after your tile and animals."
        if a.side not in SIDES:
            return "Choose the north, east, south or west edge."
        if not 0 <= a.cell < 64:
            return "That is not a plot on the board."
        if self.wf_reserve[p] <= 0:
            return "You have no waterfall left in your reserve."
        lv = self.level
        if lv[a.cell] == 0:
            return "A waterfall must stand on a paddy tile."
        if self.waterfall_at(a.cell) >= 0:
            return "That plot already has a waterfall."
        if any(a.cell in pawns for pawns in self.animals):
            return "That plot must be empty: it holds an animal."
        if self.turn_event != "E" and lv[a.cell] < WATERFALL_MIN_LEVEL:
            return f"A waterfall goes on a plot at level {WATERFALL_MIN_LEVEL} or higher (this one is level {lv[a.cell]})."
        y = side_target(a.cell, a.side)
        if y >= 0 and lv[y] >= lv[a.cell]:
            if lv[y] == lv[a.cell]:
                return "Water must fall: the plot across that edge is at the same level."
            return "Water must fall: the plot across that edge is higher."
        tof = self.terraces()[2]
        if tof[a.cell] in self._wf_terrace_set():
            return "That terrace already holds a waterfall."
        return None

    # ------------------------------------------------------------------ erosion
    def _removable_tiles(self) -> list[int]:
        out = []
        for tid, (size, rot, anchor, cells) in self.tiles.items():
            if self._why_remove_tile(tid) is None:
                out.append(tid)
        return sorted(out)

    def _why_remove_tile(self, tid: int) -> str | None:
        if tid not in self.tiles:
            return "There is no such tile on the board."
        cells = self.tiles[tid][3]
        if any(self.stacks[c][-1] != tid for c in cells):
            return "That tile is partly covered by another tile."
        m = 0
        for c in cells:
            m |= 1 << c
        below = self.level[cells[0]] - 1
        if below >= 1:
            nb = neighbors_mask(m) & ~m
            if sum(1 for t in self._wf_terraces_at(below) if t & nb) >= 2:
                return "Removing that tile would join two terraces that both hold a waterfall."
        return None

    # ------------------------------------------------------------------ events
    def _holds(self, p: int, letter: str) -> int:
        for cid in self.event_hands[p]:
            if EVENT_CARDS[cid] == letter:
                return cid
        return -1

    def _event_reason(self, a: PlayEvent) -> str | None:
        """Full reason (or None) for playing an event card now, including its target."""
        p = self.current
        if a.letter not in EVENT_INFO:
            return "There is no such event card."
        name = event_name(a.letter)
        if self.step in ("draft", "over"):
            return "Event cards cannot be played now."
        if self._holds(p, a.letter) < 0:
            return f"You do not hold {name}."
        if self.event_used[p]:
            return "You have already played an event card this cycle."
        timing = EVENT_INFO[a.letter]["timing"]
        st = self.step
        if timing in ("harvest",):
            if st != "harvest_event":
                return f"{name} is played at the start of the harvesting phase."
        elif st == "harvest_event":
            return f"{name} cannot be played during the harvest."
        if timing == "paddy" and st != "paddy":
            return f"{name} is played in the Place Paddy step, before you place your tile."
        if timing == "animals" and st != "animals":
            return f"{name} is played in the Place Animals step."
        if timing == "waterfall" and st != "waterfall":
            return f"{name} is played in the Place Waterfall step."
        if timing == "penultimate":
            if st != "paddy":
                return f"{name} is played at the start of your turn, before you place your tile."
            if self.paddy_deck or len(self.paddy_hands[p]) != 2:
                return (f"{name} is played on your penultimate turn: the paddy deck must be empty "
                        "and you must hold 2 paddy cards.")
        if a.letter in ("G", "H"):
            if not 0 <= a.cell < 64:
                return "Choose a plot of a terrace." if a.letter == "G" else "Choose a waterfall."
            if a.letter == "G" and self.level[a.cell] == 0:
                return "Choose a plot of a terrace (bare board is not a terrace)."
            if a.letter == "H" and self.waterfall_at(a.cell) < 0:
                return "Choose a plot that holds a waterfall."
        elif a.cell != -1:
            return f"{name} takes no target."
        if a.letter == "C" and not self._removable_tiles():
            return "No tile on the board can be removed."
        if a.letter == "E" and self.wf_reserve[p] <= 0:
            return "You have no waterfall left to place."
        return None

    def _harvest_eligible(self, p: int) -> bool:
        if self.event_used[p]:
            return False
        if self._holds(p, "G") >= 0 and self.maxlevel >= 1:
            return True
        return self._holds(p, "H") >= 0 and bool(self.waterfalls)

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        lc = self._legal_cache
        if lc is not None and lc[0] == self._ver:
            return list(lc[1])
        acts = self._compute_legal()
        self._legal_cache = (self._ver, acts, set(acts))
        return list(acts)

    def _legal_set(self) -> set:
        lc = self._legal_cache
        if lc is None or lc[0] != self._ver:
            self.legal_actions()
            lc = self._legal_cache
        return lc[2]

    def _event_actions(self, letters) -> list[Action]:
        p = self.current
        out = []
        if self.event_used[p]:
            return out
        for letter in letters:
            if self._holds(p, letter) < 0:
                continue
            if letter == "G":
                cands = [PlayEvent("G", c) for c in bits(FULL & ~self.lvmask[0])]
            elif letter == "H":
                cands = [PlayEvent("H", c) for c in sorted(c for _o, c, _s in self.waterfalls)]
            else:
                cands = [PlayEvent(letter, -1)]
            out.extend(a for a in cands if self._event_reason(a) is None)
        return out

    def _compute_legal(self) -> list[Action]:
        st = self.step
        p = self.current
        if st == "over" or p is None:
            return []
        if st == "draft":
            letters = sorted({EVENT_CARDS[c] for c in self.event_draft[p]})
            return [KeepEvents(pair) for pair in combinations(letters, 2)]
        if st == "erode":
            return [RemoveTile(t) for t in self._removable_tiles()]
        if st == "harvest_event":
            return self._event_actions(("G", "H")) + [Done()]
        out: list[Action] = []
        if st == "paddy":
            opts, _mode = self._paddy_options()
            for (ct, h), lst in opts.items():
                out.extend(_pp(ct, h, t, r, a) for t, r, a in lst)
            out.extend(self._event_actions(PADDY_TIME_EVENTS))
        elif st == "animals":
            dsts = self._animal_dests()
            if dsts:
                for src in self._animal_sources(p):
                    for dst in dsts:
                        if src != dst and self._tie_reason(p, src, dst) is None:
                            out.append(PlaceAnimal(src, dst))
            out.extend(self._event_actions(("D",)))
        elif st == "waterfall":
            out.extend(PlaceWaterfall(c, s) for c, s in self._waterfall_options())
            out.extend(self._event_actions(("E",)))
        for c in self._return_cells(p):
            if self._tie_reason(p, c, -1) is None:
                out.append(ReturnAnimal(c))
        if st in ("animals", "waterfall", "draw"):
            out.append(Done())
        return out

    # ------------------------------------------------------------------ check
    def check(self, action: Action) -> str | None:
        if self.step == "over":
            return "The game is over."
        if action in self._legal_set():
            return None
        try:
            return self._reason(action) or "That move is not allowed now."
        except (TypeError, ValueError, IndexError, KeyError, AttributeError):
            return "That move is not allowed now."

    def _reason(self, a: Action) -> str | None:
        p = self.current
        st = self.step
        if isinstance(a, KeepEvents):
            if st != "draft":
                return "Event cards are chosen only at the start of the game."
            letters = a.letters
            if not isinstance(letters, tuple) or len(letters) != 2:
                return "Keep exactly two event cards."
            if letters[0] == letters[1]:
                return "The two event cards you keep must be different."
            drawn = {EVENT_CARDS[c] for c in self.event_draft[p]}
            for x in letters:
                if x not in drawn:
                    return f"You did not draw event card {x}."
            if list(letters) != sorted(letters):
                return "List the two letters in alphabetical order."
            return None
        if isinstance(a, PlacePaddy):
            return self._why_place(a)
        if isinstance(a, PlayEvent):
            return self._event_reason(a)
        if isinstance(a, RemoveTile):
            if st != "erode":
                return "Tiles are removed only with Devastating erosion."
            return self._why_remove_tile(a.tile)
        if isinstance(a, Done):
            if st == "paddy":
                return "You must place a tile (play a paddy card and a day/night card)."
            if st == "erode":
                return "Devastating erosion: you must remove a tile."
            if st == "draft":
                return "Keep two event cards first."
            return None
        if isinstance(a, ReturnAnimal):
            if st == "erode":
                return "First remove a tile (Devastating erosion)."
            if st not in ("paddy", "animals", "waterfall", "draw"):
                return "You can return animals only during your own turn."
            if not 0 <= a.cell < 64 or a.cell not in self.animals[p]:
                return "You have no animal on that plot."
            return self._tie_reason(p, a.cell, -1)
        if isinstance(a, PlaceAnimal):
            if st != "animals":
                if st == "paddy":
                    return "Place your tile first; animals come after it."
                return "Animals are placed in the Place Animals step."
            if not 0 <= a.dst < 64:
                return "That is not a plot on the board."
            if a.src == -1:
                if not any(c == -1 and not d for c, d in zip(self.animals[p], self.placed[p])):
                    if -1 in self.animals[p]:
                        return "Each animal can be placed only once per turn."
                    return "You have no animal in your reserve."
            else:
                if not 0 <= a.src < 64 or a.src not in self.animals[p]:
                    return "You have no animal on that plot."
                if not any(c == a.src and not d for c, d in zip(self.animals[p], self.placed[p])):
                    return "Each animal can be placed only once per turn."
                if a.src == a.dst:
                    return "That animal is already on that plot."
            if self.level[a.dst] == 0:
                return "Animals go on paddy tiles, not on the bare board."
            if a.dst not in self._animal_dests():
                if self.new_tile is None:
                    return "You placed no tile this turn, so there is nowhere to place animals."
                return "Animals go on the tile you just placed."
            return self._tie_reason(p, a.src, a.dst)
        if isinstance(a, PlaceWaterfall):
            return self._why_waterfall(a)
        return "That is not a Paddy move."

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> None:
        self.require_legal(action)
        p = self.current
        name = self.names[p]
        self._ver += 1
        if isinstance(action, KeepEvents):
            self._apply_keep(p, action)
        elif isinstance(action, PlacePaddy):
            self._apply_place(p, action)
        elif isinstance(action, PlaceAnimal):
            pawns, placed = self.animals[p], self.placed[p]
            i = next(i for i in range(len(pawns)) if pawns[i] == action.src and not placed[i])
            pawns[i] = action.dst
            placed[i] = True
            where = "from the reserve" if action.src < 0 else f"from {cell_name(action.src)}"
            self.log.append(f"{name} places an animal on {cell_name(action.dst)} {where}.")
        elif isinstance(action, ReturnAnimal):
            pawns, placed = self.animals[p], self.placed[p]
            idx = [i for i in range(len(pawns)) if pawns[i] == action.cell]
            idx.sort(key=lambda i: placed[i])
            pawns[idx[0]] = -1
            self.log.append(f"{name} returns an animal from {cell_name(action.cell)} to the reserve.")
        elif isinstance(action, PlaceWaterfall):
            self.waterfalls.append((p, action.cell, action.side))
            self.wf_reserve[p] -= 1
            self.step = "draw"
            self._bump_board()
            self.log.append(f"{name} places a waterfall on the {SIDE_WORD[action.side]} edge of "
                            f"{cell_name(action.cell)} (level {self.level[action.cell]}).")
        elif isinstance(action, PlayEvent):
            self._apply_event(p, action)
        elif isinstance(action, RemoveTile):
            self._apply_remove(p, action.tile)
        elif isinstance(action, Done):
            if self.step == "animals":
                self.step = "waterfall"
            elif self.step in ("waterfall", "draw"):
                self._end_turn()
            elif self.step == "harvest_event":
                self.log.append(f"{name} plays no harvest event.")
                self._next_harvest_decision()

    def _apply_keep(self, p: int, a: KeepEvents) -> None:
        kept = []
        for letter in a.letters:
            cid = min(c for c in self.event_draft[p] if EVENT_CARDS[c] == letter)
            self.event_draft[p].remove(cid)
            kept.append(cid)
        self.event_hands[p] = sorted(kept)
        self.event_box.extend(self.event_draft[p])
        self.event_draft[p] = []
        self.log.append(f"{self.names[p]} keeps two event cards.")
        self.draft_queue.pop(0)
        self.turn_id += 1
        if self.draft_queue:
            self.current = self.draft_queue[0]
        else:
            self._sow()

    def _apply_place(self, p: int, a: PlacePaddy) -> None:
        cid = next(c for c in self.paddy_hands[p] if PADDY_CARDS[c] == a.card)
        self.paddy_hands[p].remove(cid)
        self.paddy_played.append(cid)
        did = next(c for c in self.dn_hands[p] if DN_CARDS[c] == a.half)
        self.dn_hands[p].remove(did)
        self.dn_played.append(did)
        name = self.names[p]
        if a.tile == 0:
            self.new_tile = None
            self.log.append(f"{name} plays a {a.card}-plot card and a {a.half.title()} card; no tile can be placed.")
        else:
            cells = footprint_cells(a.tile, a.rotation, a.cell)
            for q, pawns in enumerate(self.animals):
                for i, c in enumerate(pawns):
                    if c in cells:
                        pawns[i] = -1
                        if q != p:
                            self.log.append(f"{self.names[q]}'s animal on {cell_name(c)} is covered and "
                                            "returns to the reserve.")
                        else:
                            self.log.append(f"{name}'s covered animal on {cell_name(c)} returns to the reserve.")
            tid = self.next_tile_id
            self.next_tile_id += 1
            self._push_tile(tid, a.tile, a.rotation, a.cell, cells)
            self.new_tile = tid
            sub = "" if a.tile == a.card else f" (instead of {a.card} plots)"
            self.log.append(f"{name} places a {a.tile}-plot tile{sub} at {cell_name(a.cell)} "
                            f"({a.half.title()} card), level {self.level[cells[0]]}.")
        self.step = "animals"

    def _apply_event(self, p: int, a: PlayEvent) -> None:
        cid = self._holds(p, a.letter)
        self.event_hands[p].remove(cid)
        self.event_played.append(cid)
        self.event_used[p] = True
        name = self.names[p]
        ename = event_name(a.letter)
        if a.letter == "G":
            self.dew.append(a.cell)
            self.log.append(f"{name} plays {ename} on the terrace of {cell_name(a.cell)}.")
            self._next_harvest_decision()
            return
        if a.letter == "H":
            self.mud.append(a.cell)
            self.log.append(f"{name} plays {ename} on the waterfall of {cell_name(a.cell)}.")
            self._next_harvest_decision()
            return
        self.log.append(f"{name} plays {ename}.")
        if a.letter == "F":
            self.f_queue.append(p)
        elif a.letter == "C":
            self.step = "erode"
        else:
            self.turn_event = a.letter

    def _apply_remove(self, p: int, tid: int) -> None:
        size, rot, anchor, cells = self._pop_tile(tid)
        for q, pawns in enumerate(self.animals):
            for i, c in enumerate(pawns):
                if c in cells:
                    pawns[i] = -1
                    self.log.append(f"{self.names[q]}'s animal on {cell_name(c)} returns to the reserve.")
        kept = []
        for w in self.waterfalls:
            if w[1] in cells:
                self.wf_box += 1
                self.log.append(f"The waterfall on {cell_name(w[1])} goes back to the box.")
            else:
                kept.append(w)
        self.waterfalls = kept
        self._bump_board()
        self.log.append(f"{self.names[p]} removes a {size}-plot tile from {cell_name(anchor)}.")
        self.step = "paddy"

    # ------------------------------------------------------------------ flow
    def _start_turn(self, seat: int) -> None:
        self.current = seat
        self.step = "paddy"
        self.turn_event = None
        self.new_tile = None
        self.placed[seat] = [False] * ANIMALS

    def _next_seat(self) -> int | None:
        n = self.num_players
        cur = self.current
        for k in range(1, n + 1):
            s = (cur + k) % n
            if self.paddy_hands[s] and s not in self.f_queue:
                return s
        for s in self.f_queue:
            if self.paddy_hands[s]:
                return s
        return None

    def _end_turn(self) -> None:
        p = self.current
        drew = False
        if self.paddy_deck:
            self.paddy_hands[p].append(self.paddy_deck.pop())
            drew = True
        if self.dn_deck:
            self.dn_hands[p].append(self.dn_deck.pop())
            drew = True
        if drew:
            self.reveal_count += 1
            self.log.append(f"{self.names[p]} draws cards and ends the turn.")
        else:
            self.log.append(f"{self.names[p]} ends the turn.")
        self.placed[p] = [False] * ANIMALS
        self.turn_event = None
        self.new_tile = None
        self.turn_id += 1
        nxt = self._next_seat()
        if nxt is None:
            self._end_growing()
        else:
            self._start_turn(nxt)

    def _end_growing(self) -> None:
        n = self.num_players
        self.log.append(f"Cycle {self.cycle}: the growing phase ends.")
        self.harvest_queue = [(self.first_player + k) % n for k in range(n)]
        self.step = "harvest_event"
        self._advance_harvest_queue()

    def _advance_harvest_queue(self) -> None:
        while self.harvest_queue and not self._harvest_eligible(self.harvest_queue[0]):
            self.harvest_queue.pop(0)
        if self.harvest_queue:
            self.current = self.harvest_queue[0]
            self.step = "harvest_event"
        else:
            self._do_harvest()

    def _next_harvest_decision(self) -> None:
        self.harvest_queue.pop(0)
        self.turn_id += 1
        self._advance_harvest_queue()

    def _do_harvest(self) -> None:
        masks, levels, tof = self.terraces()
        result = harvest(self.level, masks, levels, tof, self.animals, self.waterfalls,
                         self.dew, self.mud)
        result["cycle"] = self.cycle
        for p, row in enumerate(result["players"]):
            for c in CATEGORIES:
                self.score_rows[p][c] += row[c]
            self.scores[p] += row["total"]
        result["scores_after"] = list(self.scores)
        self.harvests.append(result)
        self.log.append(f"Cycle {self.cycle} harvest: " + ", ".join(
            f"{self.names[p]} +{row['total']}" for p, row in enumerate(result["players"])) + ".")
        self.dew = []
        self.mud = []
        self.f_queue = []
        self.harvest_queue = []
        if self.cycle >= CYCLES:
            self.step = "over"
            self.current = None
            self._decide_winners()
            self.turn_id += 1
        else:
            self.cycle += 1
            self._sow()

    def _sow(self) -> None:
        n = self.num_players
        if self.cycle > 1:
            self.paddy_deck = sorted(self.paddy_deck + self.paddy_facedown + self.paddy_played
                                     + [c for h in self.paddy_hands for c in h])
            self.paddy_facedown, self.paddy_played = [], []
            self.paddy_hands = [[] for _ in range(n)]
            self.dn_deck = sorted(self.dn_deck + self.dn_played + [c for h in self.dn_hands for c in h])
            self.dn_played = []
            self.dn_hands = [[] for _ in range(n)]
            self.rng.shuffle(self.paddy_deck)
            self.rng.shuffle(self.dn_deck)
            best = max(self.scores)
            prev = self.first_player
            for k in range(1, n + 1):
                s = (prev + k) % n
                if self.scores[s] == best:
                    self.first_player = s
                    break
        if self.paddy_deck:
            self.paddy_facedown.append(self.paddy_deck.pop())
        for k in range(n):
            seat = (self.first_player + k) % n
            for _ in range(HAND_PADDY):
                if self.paddy_deck:
                    self.paddy_hands[seat].append(self.paddy_deck.pop())
            for _ in range(HAND_DN):
                if self.dn_deck:
                    self.dn_hands[seat].append(self.dn_deck.pop())
        self.event_used = [False] * n
        self.f_queue = []
        self.reveal_count += 1
        self.log.append(f"Cycle {self.cycle} begins; {self.names[self.first_player]} starts.")
        self._start_turn(self.first_player)
        if not any(self.paddy_hands):
            self._end_growing()

    def _decide_winners(self) -> None:
        best = max(self.scores)
        tied = [p for p in range(self.num_players) if self.scores[p] == best]
        self.tiebreak_note = ""
        if len(tied) == 1:
            self.winners = tied
            return
        last = self.harvests[-1] if self.harvests else {"terraces": []}
        levels = sorted({t["level"] for t in last["terraces"]}, reverse=True)
        for lvl in levels:
            holders = sorted({t["majority"] for t in last["terraces"]
                              if t["level"] == lvl and t["majority"] in tied})
            if holders:
                self.winners = holders
                self.tiebreak_note = (f"Tie on points broken by the majority on the highest terrace "
                                      f"(level {lvl}).")
                return
        self.winners = tied
        self.tiebreak_note = "Tie on points with no terrace majority: the victory is shared."

    # ------------------------------------------------------------------ scores
    def score_sheet(self) -> ScoreSheet:
        sheet = ScoreSheet(players=list(self.names), categories=list(CATEGORIES),
                           rows=[dict(r) for r in self.score_rows])
        sheet.tiebreak = ("Ties: the player with the majority of animals on the highest terrace wins "
                          "(then the next level down); otherwise the victory is shared.")
        if self.step == "over":
            sheet.winners = list(self.winners)
            if self.tiebreak_note:
                sheet.notes.append(self.tiebreak_note)
        return sheet

    def phase_scores(self) -> list[tuple[str, ScoreSheet]]:
        out = []
        for h in self.harvests:
            rows = [{c: row[c] for c in CATEGORIES} for row in h["players"]]
            out.append((f"Cycle {h['cycle']} harvest",
                        ScoreSheet(players=list(self.names), categories=list(CATEGORIES), rows=rows)))
        return out

    # ------------------------------------------------------------------ views
    def terrace_list(self) -> list[dict]:
        """Every terrace as {"cells", "level", "waterfall", "animals" per player, "majority"}."""
        masks, levels, tof = self.terraces()
        counts = [[0] * self.num_players for _ in masks]
        for q, pawns in enumerate(self.animals):
            for c in pawns:
                if c >= 0:
                    counts[tof[c]][q] += 1
        wts = self._wf_terrace_set()
        return [{"cells": list(bits(m)), "level": levels[t], "waterfall": t in wts,
                 "animals": counts[t], "majority": majority(counts[t])} for t, m in enumerate(masks)]

    def waterfall_flows(self) -> list[dict]:
        """Per waterfall (same order as self.waterfalls): its plot, side, the cell it falls onto
        (-1 off the board), and the cells of the terrace that finally counts it (empty if lost),
        with this harvest's Mud in the ditch applied."""
        masks, levels, tof = self.terraces()
        _received, final = flows(self.level, tof, self.waterfalls, self.mud)
        return [{"owner": o, "cell": c, "side": sd, "target": side_target(c, sd),
                 "final_cells": bits(masks[f]) if f >= 0 else []}
                for (o, c, sd), f in zip(self.waterfalls, final)]

    def _public(self) -> dict:
        return {
            "title": self.TITLE,
            "players": list(self.names),
            "cycle": self.cycle,
            "step": self.step,
            "current": self.current_player(),
            "first_player": self.first_player,
            "prompt": self.prompt(),
            "level": list(self.level),
            "tiles": [{"id": t, "size": v[0], "rotation": v[1], "anchor": v[2], "cells": list(v[3])}
                      for t, v in self.tiles.items()],
            "supply": {str(k): v for k, v in self.supply.items()},
            "animals": [list(p) for p in self.animals],
            "waterfalls": [{"owner": o, "cell": c, "side": s, "target": side_target(c, s)}
                           for o, c, s in self.waterfalls],
            "waterfall_reserve": list(self.wf_reserve),
            "waterfall_box": self.wf_box,
            "terraces": self.terrace_list(),
            "new_tile": self.new_tile,
            "turn_event": self.turn_event,
            "paddy_deck": len(self.paddy_deck),
            "paddy_facedown": len(self.paddy_facedown),
            "paddy_played": [PADDY_CARDS[c] for c in self.paddy_played],
            "dn_deck": len(self.dn_deck),
            "dn_played": [DN_CARDS[c] for c in self.dn_played],
            "hand_sizes": [{"paddy": len(self.paddy_hands[p]), "day_night": len(self.dn_hands[p]),
                            "events": len(self.event_hands[p])} for p in range(self.num_players)],
            "events_played": [EVENT_CARDS[c] for c in self.event_played],
            "event_used": list(self.event_used),
            "f_queue": list(self.f_queue),
            "dew": list(self.dew),
            "mud": list(self.mud),
            "scores": list(self.scores),
            "harvests": self.harvests,
            "winners": list(self.winners) if self.step == "over" else [],
        }

    def view(self, player: int | None) -> dict:
        v = self._public()
        if player is not None and 0 <= player < self.num_players:
            v["you"] = player
            v["hand"] = {
                "paddy": sorted(PADDY_CARDS[c] for c in self.paddy_hands[player]),
                "day_night": sorted(DN_CARDS[c] for c in self.dn_hands[player]),
                "events": sorted(EVENT_CARDS[c] for c in self.event_hands[player]),
                "event_draft": sorted(EVENT_CARDS[c] for c in self.event_draft[player]),
            }
        return v

    # ------------------------------------------------------------------ positions
    def to_position(self) -> dict:
        return {
            "format": "paddy-1",
            "setup": self.setup.to_json(),
            "rng": rng_state_to_json(self.rng),
            "turn_id": self.turn_id,
            "reveal_count": self.reveal_count,
            "cycle": self.cycle,
            "step": self.step,
            "current": self.current,
            "first_player": self.first_player,
            "draft_queue": list(self.draft_queue),
            "harvest_queue": list(self.harvest_queue),
            "tiles": [[t, v[0], v[1], v[2]] for t, v in self.tiles.items()],
            "next_tile_id": self.next_tile_id,
            "animals": [list(p) for p in self.animals],
            "placed": [list(p) for p in self.placed],
            "waterfalls": [[o, c, s] for o, c, s in self.waterfalls],
            "waterfall_reserve": list(self.wf_reserve),
            "waterfall_box": self.wf_box,
            "paddy_deck": list(self.paddy_deck),
            "paddy_facedown": list(self.paddy_facedown),
            "paddy_played": list(self.paddy_played),
            "paddy_hands": [list(h) for h in self.paddy_hands],
            "dn_deck": list(self.dn_deck),
            "dn_played": list(self.dn_played),
            "dn_hands": [list(h) for h in self.dn_hands],
            "event_box": list(self.event_box),
            "event_draft": [list(h) for h in self.event_draft],
            "event_hands": [list(h) for h in self.event_hands],
            "event_played": list(self.event_played),
            "event_used": list(self.event_used),
            "turn_event": self.turn_event,
            "new_tile": self.new_tile,
            "f_queue": list(self.f_queue),
            "dew": list(self.dew),
            "mud": list(self.mud),
            "scores": list(self.scores),
            "score_rows": [dict(r) for r in self.score_rows],
            "harvests": self.harvests,
            "winners": list(self.winners),
            "tiebreak_note": self.tiebreak_note,
            "log": list(self.log),
        }

    @classmethod
    def from_position(cls, data: dict) -> "PaddyState":
        from .position import load_position
        return load_position(cls, data)
