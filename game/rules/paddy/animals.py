"""Place Animals (step 2.2), returning animals, and the tie rule.

Tie rule (DECISIONS.md, revised): step 2.2 is one decision, judged on its outcome.  While the
player arranges animals in the step, moves are not judged one by one; finishing the step (Done)
is refused while any terrace whose count of theirs changed during the step equals the highest
count of another player there (0 = 0 is fine).  `arrangements` records where the player's
animals have stood during the step, the first entry being the start, so the change is measured
against the start and no move may recreate an earlier arrangement (Undo does that), which keeps
every step finite.  A return to the reserve outside step 2.2 is judged at once, for the terrace
it leaves; whether it ties depends only on that terrace, so the listing counts per terrace, and
only the terraces holding two or more of the player's animals.
"""
from __future__ import annotations

from ...i18n import N_, _, ngettext
from .actions import Done, PlaceAnimal, ReturnAnimal
from .data import ANIMALS, EVENT_CARDS
from .geometry import FULL, bits, cell_name, level_pieces

_PLACE: dict[tuple[int, int], PlaceAnimal] = {}
_RETURN: dict[int, ReturnAnimal] = {}
_DONE = Done()


def _place(src: int, dst: int) -> PlaceAnimal:
    a = _PLACE.get((src, dst))
    if a is None:
        a = _PLACE[(src, dst)] = PlaceAnimal(src, dst)
    return a


# One interned PlaceAnimal per (source, destination): the listing indexes a source's row.
_PLACE_ROWS = {src: [_place(src, dst) for dst in range(64)] for src in range(-1, 64)}


def _return(cell: int) -> ReturnAnimal:
    a = _RETURN.get(cell)
    if a is None:
        a = _RETURN[cell] = ReturnAnimal(cell)
    return a


_RETURN_ROW = [_return(c) for c in range(64)]  # the interned ReturnAnimal of each plot
# [that ReturnAnimal] per plot, and [] last (index -1: none on the board); shared, read only
_RETURN_ONE = [[a] for a in _RETURN_ROW] + [[]]

# An arrangement as one int, the sum of its cells' weights (2 bits per plot and one for the
# reserve, index -1: at most 3 animals stand on one plot), so that "the arrangement after moving
# an animal from src to dst" is `key - _W[src] + _W[dst]`, not a sorted tuple built anew.
_W = [1 << (2 * c) for c in range(65)]
assert ANIMALS <= 3, "arrangement keys count at most 3 animals per plot"


def arrangement_key(cells) -> int:
    """The int that stands for an arrangement (any order of its cells; -1 = reserve)."""
    return sum(map(_W.__getitem__, cells))


class _Arrangement:
    """What step 2.2's listing and index and the returns' listing need of one arrangement,
    made once per arrangement met (an animal's plots repeat from move to move and game to
    game) instead of summed and deduplicated at every listing.

    `cells`, the sorted tuple (animals of one player are alike, so moves that leave them on the
    same plots make the same arrangement); `key`, its `arrangement_key`; `plots`, (plot, the key
    less one animal there) per distinct plot ascending (-1 first); `placed`, the same for the
    plots on the board; `returns`, the ReturnAnimal of each plot on the board (a shared list:
    read only); `mask`, those plots as a mask; `onboard`, how many animals stand on one."""

    __slots__ = ("cells", "key", "plots", "placed", "returns", "mask", "onboard")

    def __init__(self, cells: tuple[int, ...]) -> None:
        self.cells = cells
        w = _W
        key = 0
        for c in cells:
            key += w[c]
        self.key = key
        plots = []
        returns = []
        mask = 0
        for c in sorted(set(cells)):   # (loops: a comprehension is a call of its own)
            plots.append((c, key - w[c]))
            if c >= 0:
                returns.append(_RETURN_ROW[c])
                mask |= 1 << c
        self.plots = tuple(plots)
        self.placed = self.plots[1:] if plots[0][0] < 0 else self.plots
        self.returns = returns
        self.mask = mask
        self.onboard = len(cells) - cells.count(-1)


_ARRANGEMENTS: dict[tuple, _Arrangement] = {}   # cells in any order -> their _Arrangement
_ARRANGEMENTS_MAX = 1 << 17


def arrangement_of(cells: tuple[int, ...]) -> _Arrangement:
    """The `_Arrangement` of animals on `cells` (any order, as a player's animals lie), kept
    under that order too: a tuple of the animals' list costs far less than sorting it, so the
    hot paths look up `_ARRANGEMENTS.get(tuple(pawns))` first."""
    got = _ARRANGEMENTS.get(cells)
    if got is None:
        arr = tuple(sorted(cells))
        got = _ARRANGEMENTS.get(arr) or _Arrangement(arr)
        if len(_ARRANGEMENTS) >= _ARRANGEMENTS_MAX:
            _ARRANGEMENTS.clear()
        _ARRANGEMENTS[arr] = _ARRANGEMENTS[cells] = got
    return got


# plots (a tile's cells, in any order) -> (those plots ascending, their shared segments)
_SEGS: dict[tuple, tuple[tuple, dict]] = {}
_SEGS_MAX = 1 << 12


def _segments(plots: tuple) -> tuple[tuple, dict]:
    """(`plots` ascending, the shared {source plot: moves onto every destination but itself}
    for them), the latter filled on first use: a source's moves are listed whole whenever no
    earlier arrangement of the step is one move away, and a tile's plots come back from step to
    step and game to game.  Kept under the plots as given, so a tile's cells find their
    destinations without sorting (two orders of one set share the same answer)."""
    got = _SEGS.get(plots)
    if got is None:
        if len(_SEGS) >= _SEGS_MAX:
            _SEGS.clear()
        dsts = tuple(sorted(plots))
        got = _SEGS[plots] = _SEGS.get(dsts) or (dsts, {})
        _SEGS[dsts] = got
    return got


class _Step:
    """Step 2.2 as its listing sees it, one per step: valid while `arrs` is the step's record of
    arrangements (by identity; a copy of the state starts its own).

    The record, indexed (up to date while `count` is the record's length): `seen`, the
    arrangements' `arrangement_key`s; `by_rest`, {the key of an arrangement less one animal: the
    plots on the board that animal may stand on to make a seen arrangement}; `ver` and `now`, the
    `_Arrangement` the last move made, for the listing at that version (it then looks up
    nothing).

    The facts no move within the step changes, made at the step's first listing and again if
    the board or the turn's event changes (Summer migration: where animals may go), valid while
    `bver` and `turn_event` match: only the current player's animals move during the step, so
    the other seats' counts hold for all of it."""

    __slots__ = ("arrs", "count", "seen", "by_rest", "ver", "now",
                 "bver", "turn_event", "dsts", "before", "others", "migration", "hot", "hot_mask", "segs")

    def __init__(self, arrs: list) -> None:
        self.arrs = arrs
        self.count = 0
        self.seen: set[int] = set()
        self.by_rest: dict[int, set[int]] = {}
        self.ver = -1
        self.now: _Arrangement | None = None
        # The facts below are made by `_step_facts` (read only; None until then).
        self.bver = -1
        self.turn_event: str | None = None
        self.dsts: tuple[int, ...] = ()  # where an animal may be placed, ascending
        # A terrace is known by its mask here (see `_step_facts`), and only the terraces where a
        # tie can arise are kept.
        self.before: dict[int, int] | None = None   # {terrace: the player's count at the step's start}
        # {terrace: (the highest count of another seat there, the first seat with it)}
        self.others: dict[int, tuple[int, int]] | None = None
        self.migration: list | tuple = ()   # the Summer migration actions, if it can be played
        # {plot: its terrace} and their mask, for the plots the player's animals may stand on
        # during the step, on terraces where another seat has animals (where a tie can arise).
        self.hot: dict[int, int] | None = None
        self.hot_mask = 0
        # {source plot: its moves onto every destination}, shared (`_segments`)
        self.segs: dict[int, list] | None = None

    def add(self, arr: _Arrangement) -> None:
        """Index the record's next arrangement (`by_rest` only for plots on the board: the
        reserve is never a destination to block)."""
        self.count += 1
        self.seen.add(arr.key)
        by_rest = self.by_rest
        for c, rest in arr.placed:
            cells = by_rest.get(rest)
            if cells is None:
                by_rest[rest] = {c}
            else:
                cells.add(c)


_NONE: dict = {}   # a step's facts where no tie can arise (read only)

REPEAT_REASON = N_("Your animals were already arranged like this earlier in this step: "
                   "use Undo to go back to it.")   # marked: _(REPEAT_REASON)


class AnimalsMixin:
    """Animal destinations and sources, the tie rule and the animal moves for the legal listing."""

    __slots__ = ()   # the fields are PaddyState.__slots__

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

    # ------------------------------------------------------------------ returns outside step 2.2
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

    def _tie_reason(self, p: int, src: int, dst: int) -> str | None:
        """The tie rule, judged at once, after moving one of p's animals from src to dst (-1 =
        reserve): used for returns to the reserve outside step 2.2."""
        tof, allcounts = self._terrace_counts()
        ts = tof[src] if src >= 0 else -1
        td = tof[dst] if dst >= 0 else -1
        tie = self._tie_after(p, ts, td, allcounts)
        if tie is None:
            return None
        t, mine, q = tie
        if t == td:
            return ngettext("Tie rule: you would have {n} animal on that terrace, as many as {player}.",
                            "Tie rule: you would have {n} animals on that terrace, as many as {player}.",
                            mine).format(n=mine, player=self.names[q])
        return ngettext("Tie rule: you would have {n} animal on the terrace of {cell}, as many as {player}.",
                        "Tie rule: you would have {n} animals on the terrace of {cell}, as many as {player}.",
                        mine).format(n=mine, cell=cell_name(src), player=self.names[q])

    # ------------------------------------------------------------------ step 2.2
    def _in_animal_step(self) -> bool:
        return self.step == "animals" and self.current is not None

    def _start_animal_step(self) -> None:
        """Entering step 2.2: remember where the player's animals stand (indexed at once, for
        the step's first listing)."""
        arrs = self.arrangements = []
        step = self._step = _Step(arrs)
        pawns = tuple(self.animals[self.current])
        now = _ARRANGEMENTS.get(pawns) or arrangement_of(pawns)
        arrs.append(now.cells)
        step.add(now)
        step.ver = self._ver
        step.now = now

    def _record_arrangement(self) -> None:
        """After a move in step 2.2: note the arrangement it produced (and, when the step's
        index is up to date, index it at once and keep it for the next listing)."""
        pawns = tuple(self.animals[self.current])
        now = _ARRANGEMENTS.get(pawns) or arrangement_of(pawns)
        arrs = self.arrangements
        step = self._step
        if step is not None and step.arrs is arrs and step.count == len(arrs):
            if now.key not in step.seen:
                arrs.append(now.cells)
                step.add(now)
            step.ver = self._ver
            step.now = now
        elif now.cells not in arrs:
            arrs.append(now.cells)

    def _seen_index(self) -> _Step:
        """This step's `_Step`, its index brought up to date with the record."""
        arrs = self.arrangements
        step = self._step
        if step is None or step.arrs is not arrs or step.count > len(arrs):
            step = self._step = _Step(arrs)
        while step.count < len(arrs):
            step.add(arrangement_of(tuple(arrs[step.count])))
        return step

    def _dest_plots(self) -> tuple[int, ...]:
        """Where an animal may be placed now, in any order: every plot of a terrace under Summer
        migration, else the plots of the tile just placed (none without one)."""
        if self.turn_event == "D":
            return tuple(bits(FULL & ~self.lvmask[0]))
        if self.new_tile is None or self.new_tile not in self.tiles:
            return ()
        return self.tiles[self.new_tile][3]

    def _animal_dests(self) -> tuple[int, ...]:
        """`_dest_plots()`, ascending."""
        plots = self._dest_plots()
        return _segments(plots)[0] if plots else ()

    def _place_animal_actions(self, p: int) -> list[PlaceAnimal]:
        """Every legal PlaceAnimal, by source then destination: one animal from the reserve or any
        plot onto a destination plot, unless that recreates an arrangement of this step."""
        dsts = self._step_context().dsts if self._in_animal_step() else self._animal_dests()
        if not dsts:
            return []
        pawns = self.animals[p]
        by_rest = self._seen_index().by_rest
        key = arrangement_key(pawns)
        out = []
        for src in sorted(set(pawns)):
            blocked = by_rest.get(key - _W[src], ())
            row = _PLACE_ROWS[src]
            out += [row[d] for d in dsts if d != src and d not in blocked]
        return out

    def _animal_step_actions(self, p: int) -> list:
        """The whole listing of step 2.2, in the general listing's order (moves by source then
        destination, Summer migration, returns by plot, Done unless a tie is pending): the hot
        path of random play, so it works from the step's `_Step` (its index brought up to date)
        and judges the ties in place, without the general helpers.  Same result as
        `_place_animal_actions` + events + `_return_animal_actions` + Done."""
        step = self._step
        if step is None or step.arrs is not self.arrangements or step.count != len(step.arrs):
            step = self._seen_index()
        if step.bver != self._bver or step.turn_event != self.turn_event:
            self._step_facts(step)
        if step.ver == self._ver:
            now = step.now
        else:
            now = arrangement_of(tuple(self.animals[p]))
        out: list = []
        dsts = step.dsts
        if dsts:
            by_rest = step.by_rest
            segs = step.segs
            for src, rest in now.plots:
                blocked = by_rest.get(rest)
                if blocked is None or (len(blocked) == 1 and src in blocked):
                    seg = segs.get(src)
                    if seg is None:
                        row = _PLACE_ROWS[src]
                        seg = segs[src] = [row[d] for d in dsts if d != src]
                    out += seg
                else:   # (a loop: a comprehension is a call of its own)
                    row = _PLACE_ROWS[src]
                    for d in dsts:
                        if d != src and d not in blocked:
                            out.append(row[d])
        out += step.migration
        out += now.returns
        if not now.mask & step.hot_mask or not self._ties_of(step, self.animals[p]):
            out.append(_DONE)   # (no animal of the player stands where a tie can arise, or none is tied)
        return out

    def _return_animal_actions(self, p: int) -> list[ReturnAnimal]:
        """Every legal ReturnAnimal, by plot: in step 2.2 any (judged when the step ends),
        otherwise those that leave no tie behind: taking one of p's animals off a terrace ties
        when p keeps some there and as many as the most any other seat has there
        (`_tie_after(p, t, -1, ...)`).  Only a terrace holding two or more of p's animals and
        some of another seat's can tie so: mostly there is none, and the list is the
        arrangement's own (read only).  Terraces are the pieces of one level
        (`level_pieces`), looked at only for a level holding two of p's animals and another
        seat's, so that the board's whole `terraces()` is not built for this listing.  With at
        most one animal on the board (mostly) the list is a shared one, without looking the
        arrangement up."""
        pawns = self.animals[p]
        one = -1   # the plot of p's only animal on the board
        for c in pawns:
            if c >= 0:
                if one >= 0:
                    break
                one = c
        else:
            return _RETURN_ONE[one]
        key = tuple(pawns)
        arr = _ARRANGEMENTS.get(key) or arrangement_of(key)
        if self.step == "animals":
            return arr.returns
        lv = self.level
        shared = 0   # the level holding two of p's animals (with at most 3 animals, one at most)
        seen = 0     # a bit per level holding one
        for c in pawns:
            if c >= 0:
                bit = 1 << lv[c]
                if seen & bit:
                    shared = lv[c]
                seen |= bit
        if not shared:
            return arr.returns
        om = 0   # the other seats' animals on that level
        for q, lying in enumerate(self.animals):
            if q != p:
                for c in lying:
                    if c >= 0 and lv[c] == shared:
                        om |= 1 << c
        if not om:
            return arr.returns
        n = len(self.animals)
        tied = 0   # the plots of p's on terraces a return would tie
        for comp, _cells in level_pieces(self.lvmask[shared]):
            if comp & om and comp & arr.mask:
                row = [0] * n
                mine = 0
                for q, lying in enumerate(self.animals):
                    for c in lying:
                        if c >= 0 and comp >> c & 1:
                            if q == p:
                                mine += 1
                            else:
                                row[q] += 1
                if mine > 1 and mine - 1 == max(row):
                    tied |= comp
        if not tied:
            return arr.returns
        return [a for a in arr.returns if not tied >> a.cell & 1]

    def _why_repeat(self, p: int, src: int, dst: int) -> str | None:
        if arrangement_key(self.animals[p]) - _W[src] + _W[dst] in self._seen_index().seen:
            return _(REPEAT_REASON)
        return None

    def _step_context(self) -> _Step:
        """This step's `_Step` with its facts made for the board and the turn's event as they
        are (see there)."""
        step = self._seen_index()
        if step.bver != self._bver or step.turn_event != self.turn_event:
            self._step_facts(step)
        return step

    def _step_facts(self, step: _Step) -> None:
        """Make `step`'s facts for the board and the turn's event as they are.  A terrace is
        known here by its mask (a piece of one level, `level_pieces`), and only the pieces
        holding another seat's animals and a plot the player's may stand on are looked at: the
        board's whole `terraces()` is not built for the step (`_ties_of` turns a tied piece
        into its terrace index)."""
        arrs = step.arrs
        p = self.current
        lv = self.level
        olv: dict[int, int] = {}   # {level: the plots of other seats' animals there}
        for q, pawns in enumerate(self.animals):
            if q != p:
                for c in pawns:
                    if c >= 0:
                        olv[lv[c]] = olv.get(lv[c], 0) | 1 << c
        plots = self._dest_plots()
        dsts, segs = _segments(plots) if plots else ((), None)
        start = arrs[0] if arrs else ()
        before = others = hot = _NONE
        hot_mask = 0
        if olv:   # else no tie can arise, and nothing below is asked
            # the player's animals stand where they started, where they are or on a destination
            cand = 0
            for c in {*dsts, *start, *self.animals[p]}:
                if c >= 0 and lv[c] in olv:
                    cand |= 1 << c
            if cand:
                before, others, hot = {}, {}, {}
                n = len(self.animals)
                lvmask = self.lvmask
                for level, om in olv.items():
                    if level <= 0:
                        continue
                    for t, _cells in level_pieces(lvmask[level]):
                        if t & om and t & cand:
                            row = [0] * n
                            for q, pawns in enumerate(self.animals):
                                if q != p:
                                    for c in pawns:
                                        if c >= 0 and t >> c & 1:
                                            row[q] += 1
                            best = max(row)     # row[p] is 0 and some other seat has animals here, so
                            others[t] = (best, row.index(best))   # this is the best other count and its seat
                            k = 0
                            for c in start:
                                if c >= 0 and t >> c & 1:
                                    k += 1
                            if k:
                                before[t] = k
                            for c in bits(t & cand):
                                hot[c] = t
                            hot_mask |= t & cand
        migration = ()
        if not self.event_used[p]:   # Summer migration: only for a held card not yet used
            for cid in self.event_hands[p]:
                if EVENT_CARDS[cid] == "D":
                    migration = self._event_actions(("D",))
                    break
        step.bver = self._bver
        step.turn_event = self.turn_event
        step.dsts = dsts
        step.before = before
        step.others = others
        step.migration = migration
        step.hot = hot
        step.hot_mask = hot_mask
        step.segs = segs

    def _pending_ties(self) -> list[tuple[int, int, int, int]]:
        """Step 2.2: the terraces where the current player's count differs from the step's start
        and now equals the highest count of another player, as (terrace, mine, the highest other
        count, the first seat holding it), in board order.  Cached until the next action."""
        tc = self._ties_cache
        if tc is not None and tc[0] == self._ver:
            return tc[1]
        if self.step != "animals" or self.current is None or not self.arrangements:
            return []
        ties = self._ties_of(self._step_context(), self.animals[self.current])
        self._ties_cache = (self._ver, ties)
        return ties

    def _ties_of(self, step: _Step, pawns: list[int]) -> list[tuple[int, int, int, int]]:
        """`_pending_ties` for the current player's animals at `pawns`, from the step's facts:
        only the plots they can reach on terraces where another seat has animals are counted
        (terraces known by their masks until a tie is found)."""
        hot = step.hot
        if not hot:
            return []
        mine: dict[int, int] = {}
        for c in pawns:
            t = hot.get(c)
            if t is not None:
                mine[t] = mine.get(t, 0) + 1
        if not mine:
            return []
        before, others = step.before, step.others
        ties = []
        for t, m in mine.items():
            o = others[t]
            if o[0] == m and m != before.get(t, 0):
                ties.append((t, m, m, o[1]))
        if ties:   # (rare) in board order, by terrace index
            if len(ties) > 1:
                ties.sort(key=lambda x: x[0] & -x[0])
            tof = self.terraces()[2]
            ties = [(tof[(t & -t).bit_length() - 1], m, o, q) for t, m, o, q in ties]
        return ties

    def _finish_reason(self) -> str | None:
        """Why step 2.2 cannot be finished now (None: it can)."""
        ties = self._pending_ties()
        if not ties:
            return None
        t, mine, others, q = ties[0]
        masks, levels, _tof = self.terraces()
        first = next(iter(bits(masks[t])))
        more = len(ties) - 1
        animals = ngettext("{n} animal", "{n} animals", mine).format(n=mine)
        if more:
            return _("Tie rule: on the level-{level} terrace at {cell} you have {animals} and {player} has "
                     "{others} ({more_tied}). Change your count there before you finish placing animals.").format(
                level=levels[t], cell=cell_name(first), animals=animals, player=self.names[q], others=others,
                more_tied=ngettext("and {n} more tied terrace", "and {n} more tied terraces", more).format(n=more))
        return _("Tie rule: on the level-{level} terrace at {cell} you have {animals} and {player} has "
                 "{others}. Change your count there before you finish placing animals.").format(
            level=levels[t], cell=cell_name(first), animals=animals, player=self.names[q], others=others)


    # ------------------------------------------------------------------ queries for the scene
    def tied_terraces(self) -> list[dict]:
        """Step 2.2, for the table: the terraces that are tied in the arrangement so far, so that
        finishing the step is refused until they change.  Each is {"cells", "level", "mine",
        "other": the highest other count, "seat": a player who has it}.  Empty outside step 2.2
        and when nothing is tied."""
        masks, levels, _tof = self.terraces()
        return [{"cells": list(bits(masks[t])), "level": levels[t], "mine": mine, "other": others,
                 "seat": q} for t, mine, others, q in self._pending_ties()]

    def finish_refusal(self) -> str | None:
        """Why the current step cannot be finished with Done now, in player words (None: it can).
        In step 2.2 this is the tie rule judged on the arrangement so far."""
        return self.check(_DONE)
