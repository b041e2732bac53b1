"""The harvest: terraces, majorities, profile, irrigation (with cascades) and highest terrace.

`harvest()` is a pure function of the board so that tests and the scene can call it on any
position.  Its result is plain JSON-able data, terrace by terrace.
"""
from __future__ import annotations

from ...i18n import N_, _, ngettext
from .data import HIGHEST_BONUS, IRRIGATION
from .geometry import side_target

# The score sheet's rows: keys of the data (positions, harvest results) in English; the sheet
# shows them translated (views.score_sheet).
CATEGORIES = (N_("Profile"), N_("Irrigation"), N_("Highest terrace"))


def terrace_reasons(entry: dict) -> list[str]:
    """A harvest entry's "reasons" in the current language, rebuilt from its numbers.

    The entry's own "reasons" stay the English record kept in positions (so a position is the
    same in every language); what a player reads comes from here."""
    out = []
    if entry["majority"] is not None:
        plots, level = entry["plots"], entry["profile_level"]
        values = dict(plots=plots, level=level, points=entry["profile"])
        if level != entry["level"]:
            out.append(ngettext("profile {plots} plot \u00d7 level {level} (dew) = {points}",
                                "profile {plots} plots \u00d7 level {level} (dew) = {points}", plots).format(**values))
        else:
            out.append(ngettext("profile {plots} plot \u00d7 level {level} = {points}",
                                "profile {plots} plots \u00d7 level {level} = {points}", plots).format(**values))
        if entry["irrigation"]:
            received = entry["received"]
            out.append(ngettext("irrigation {count} waterfall \u00d7 {each} = {points}",
                                "irrigation {count} waterfalls \u00d7 {each} = {points}", received).format(
                count=received, each=IRRIGATION, points=entry["irrigation"]))
        if entry["highest"]:
            out.append(_("highest terrace +{points}").format(points=entry["highest"]))
    elif any(entry["animals"]):
        out.append(_("no majority"))
    return out



def majority(counts: list[int]) -> int | None:
    """The seat with strictly more animals than every other seat, else None."""
    best, who, tie = 0, None, False
    for p, k in enumerate(counts):
        if k > best:
            best, who, tie = k, p, False
        elif k == best and k > 0:
            tie = True
    return None if tie or best == 0 else who


def flows(level: list[int], tof: list[int], waterfalls: list, mud_cells=(),
          nterraces: int | None = None) -> tuple[list, list]:
    """Irrigation flow.  Returns (received per terrace, per-waterfall destination terrace or -1).
    `nterraces`, when the caller knows it, spares a pass over `tof` for the number of terraces.

    A waterfall on plot X over side s flows onto the terrace of the cell across s (nothing if that
    is off the board or bare board).  A terrace holding a waterfall passes on everything it receives
    plus its own waterfall; the lowest terrace of the chain counts them all.  A waterfall whose plot
    is in `mud_cells` (event H) flows onto its own terrace, which keeps all it receives.
    """
    nterr = nterraces if nterraces is not None else (1 + max(tof) if tof else 0)
    if not waterfalls:   # (the first harvests mostly)
        return [0] * max(nterr, 0), []
    wf_on: dict[int, int] = {}
    for i, (_owner, cell, _side) in enumerate(waterfalls):
        wf_on.setdefault(tof[cell], i)
    mud = {i for i, w in enumerate(waterfalls) if w[1] in mud_cells}

    def dest(i: int) -> int:
        y = side_target(waterfalls[i][1], waterfalls[i][2])
        if y < 0 or level[y] == 0:
            return -1
        return tof[y]

    def sink(t: int, depth: int = 0) -> int:
        w = wf_on.get(t)
        if w is None or w in mud or depth > 64:
            return t
        d = dest(w)
        return -1 if d < 0 else sink(d, depth + 1)

    received = [0] * max(nterr, 0)
    final = []
    for i, (_owner, cell, _side) in enumerate(waterfalls):
        if i in mud:
            s = tof[cell]
        else:
            d = dest(i)
            s = -1 if d < 0 else sink(d)
        final.append(s)
        if s >= 0:
            received[s] += 1
    return received, final


def routes(level: list[int], tof: list[int], waterfalls: list, mud_cells=()) -> list[list[int]]:
    """Where each waterfall's water goes, as `flows` decides it: per waterfall (same order), the
    terraces it runs through in order.  The last entry is the terrace that counts it, or -1 when
    the water is lost (off the board or onto bare board).  A waterfall in `mud_cells` stays on its
    own terrace (its route is just that terrace)."""
    wf_on: dict[int, int] = {}
    for i, (_owner, cell, _side) in enumerate(waterfalls):
        wf_on.setdefault(tof[cell], i)
    mud = {i for i, w in enumerate(waterfalls) if w[1] in mud_cells}
    out = []
    for i, (_owner, cell, side) in enumerate(waterfalls):
        if i in mud:
            out.append([tof[cell]])
            continue
        path: list[int] = []
        w = i
        while len(path) <= 64:
            y = side_target(waterfalls[w][1], waterfalls[w][2])
            if y < 0 or level[y] == 0:
                path.append(-1)
                break
            t = tof[y]
            path.append(t)
            w = wf_on.get(t)
            if w is None or w in mud:
                break
        out.append(path)
    return out


def harvest(level: list[int], terraces: list[int], terrace_levels: list[int], tof: list[int],
            animals: list[list[int]], waterfalls: list, dew_cells=(), mud_cells=()) -> dict:
    """Score one harvest.  `terraces` are masks (level >= 1), `tof[cell]` the terrace index or -1,
    `animals[p]` each player's pawn cells (-1 = reserve), `waterfalls` (owner, cell, side) triples,
    `dew_cells` one plot per Dew on the peaks played, `mud_cells` one plot per Mud in the ditch."""
    n = len(animals)
    nt = len(terraces)
    counts: dict[int, list[int]] = {}   # animals per seat, on the terraces that hold some
    for p, pawns in enumerate(animals):
        for c in pawns:
            if c >= 0 and tof[c] >= 0:
                row = counts.get(tof[c])
                if row is None:
                    row = counts[tof[c]] = [0] * n
                row[p] += 1
    cells: list[list[int]] = [[] for _n in range(nt)]   # each terrace's plots, ascending, in one pass
    for c, t in enumerate(tof):
        if t >= 0:
            cells[t].append(c)
    received, _final = flows(level, tof, waterfalls, mud_cells, nt)
    has_wf = [False] * nt
    mud_t = set()
    for _o, cell, _s in waterfalls:
        has_wf[tof[cell]] = True
        if cell in mud_cells:
            mud_t.add(tof[cell])
    dew = [0] * nt
    for c in dew_cells:
        if 0 <= c < 64 and tof[c] >= 0:
            dew[tof[c]] += 1
    highest = max(terrace_levels) if nt else 0
    totals = [{"Profile": 0, "Irrigation": 0, "Highest terrace": 0} for _n in range(n)]
    got_highest = [False] * n
    out_terraces = []
    # Highest level first, then by lowest plot: one small int per terrace (the level, then the
    # lowest plot's bit length below 128), so that the sort compares ints, not tuples.
    keys = []
    for lvl, m in zip(terrace_levels, terraces):
        keys.append(-128 * lvl + (m & -m).bit_length())
    order = sorted(range(nt), key=keys.__getitem__)
    for t in order:
        lvl = terrace_levels[t]
        plots = len(cells[t])
        row = counts.get(t)
        who = majority(row) if row is not None else None
        entry = {
            "cells": cells[t],
            "level": lvl,
            "profile_level": lvl + dew[t],
            "plots": plots,
            "animals": row if row is not None else [0] * n,
            "majority": who,
            "waterfall": has_wf[t],
            "received": received[t] if t < len(received) else 0,
            "profile": 0,
            "irrigation": 0,
            "highest": 0,
            "reasons": [],
        }
        if who is not None:
            entry["profile"] = plots * (lvl + dew[t])
            entry["reasons"].append(f"profile {plots} plot{'s' if plots != 1 else ''} \u00d7 level {lvl + dew[t]}"
                                    f"{' (dew)' if dew[t] else ''} = {entry['profile']}")
            if entry["received"] and (not has_wf[t] or t in mud_t):
                entry["irrigation"] = IRRIGATION * entry["received"]
                entry["reasons"].append(f"irrigation {entry['received']} waterfall"
                                        f"{'s' if entry['received'] != 1 else ''} \u00d7 {IRRIGATION} = {entry['irrigation']}")
            if lvl == highest and not got_highest[who]:
                got_highest[who] = True
                entry["highest"] = HIGHEST_BONUS
                entry["reasons"].append(f"highest terrace +{HIGHEST_BONUS}")
            totals[who]["Profile"] += entry["profile"]
            totals[who]["Irrigation"] += entry["irrigation"]
            totals[who]["Highest terrace"] += entry["highest"]
        elif row is not None:
            entry["reasons"].append("no majority")
        out_terraces.append(entry)
    for row in totals:
        row["total"] = row["Profile"] + row["Irrigation"] + row["Highest terrace"]
    return {"highest_level": highest, "terraces": out_terraces, "players": totals,
            "dew": list(dew_cells), "mud": list(mud_cells)}
