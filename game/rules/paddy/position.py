"""A Paddy position (see docs/positions/paddy.md): the snapshot, and loading it with validation."""
from __future__ import annotations

import json
import random
from typing import Any

from ..base import PositionError, Setup, rng_from_json, rng_state_to_json
from .census import component_census
from .turn_order import turn_problems
from .data import ANIMALS, CYCLES, DN_CARDS, EVENT_CARDS, EVENT_LETTERS, PADDY_CARDS, TILE_SIZES
from .flow import STEPS
from .geometry import ROTATIONS, SIDES, footprint_cells
from .scoring import CATEGORIES


def _int(v: Any, lo: int, hi: int, what: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise PositionError(f"{what} must be a whole number from {lo} to {hi}, not {v!r}")
    return v


def _ints(v: Any, lo: int, hi: int, what: str) -> list[int]:
    if not isinstance(v, list):
        raise PositionError(f"{what} must be a list")
    return [_int(x, lo, hi, what) for x in v]


def _per_player(v: Any, n: int, what: str) -> list:
    if not isinstance(v, list) or len(v) != n:
        raise PositionError(f"{what} must be a list with one entry per player")
    return v


def position_of(s) -> dict:
    """The "paddy-1" snapshot of state `s` (the inverse of `load_position`)."""
    return {
        "format": "paddy-1",
        "setup": s.setup.to_json(),
        "rng": rng_state_to_json(s.rng),
        "turn_id": s.turn_id,
        "reveal_count": s.reveal_count,
        "cycle": s.cycle,
        "step": s.step,
        "current": s.current,
        "first_player": s.first_player,
        "draft_queue": list(s.draft_queue),
        "harvest_queue": list(s.harvest_queue),
        "tiles": [[t, v[0], v[1], v[2]] for t, v in s.tiles.items()],
        "next_tile_id": s.next_tile_id,
        "animals": [list(p) for p in s.animals],
        "arrangements": [list(a) for a in s.arrangements],
        "waterfalls": [[o, c, s] for o, c, s in s.waterfalls],
        "waterfall_reserve": list(s.wf_reserve),
        "waterfall_box": s.wf_box,
        "paddy_deck": list(s.paddy_deck),
        "paddy_facedown": list(s.paddy_facedown),
        "paddy_played": list(s.paddy_played),
        "paddy_hands": [list(h) for h in s.paddy_hands],
        "dn_deck": list(s.dn_deck),
        "dn_played": list(s.dn_played),
        "dn_hands": [list(h) for h in s.dn_hands],
        "event_box": list(s.event_box),
        "event_draft": [list(h) for h in s.event_draft],
        "event_hands": [list(h) for h in s.event_hands],
        "event_played": list(s.event_played),
        "event_used": list(s.event_used),
        "turn_event": s.turn_event,
        "new_tile": s.new_tile,
        "f_queue": list(s.f_queue),
        "dew": list(s.dew),
        "mud": list(s.mud),
        "scores": list(s.scores),
        "score_rows": [dict(r) for r in s.score_rows],
        "harvests": s.harvests,
        "winners": list(s.winners),
        "tiebreak_note": s.tiebreak_note,
        "log": list(s.log),
    }


def load_position(cls, data: Any):
    try:
        return _load(cls, data)
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise PositionError(f"bad Paddy position: {error!r}") from None


def _load(cls, d: Any):
    if not isinstance(d, dict):
        raise PositionError("a position must be an object")
    if d.get("format") != "paddy-1":
        raise PositionError("not a Paddy position (format must be 'paddy-1')")
    try:
        setup = Setup.from_json(d["setup"])
    except ValueError as error:
        raise PositionError(str(error)) from None
    if setup.title != "paddy":
        raise PositionError("the setup is not for Paddy")
    n = len(setup.players)
    if not 2 <= n <= 4:
        raise PositionError("Paddy is played by 2 to 4 players")
    s = cls()
    s._empty(setup)
    if isinstance(d["rng"], int) and not isinstance(d["rng"], bool):
        s.rng = random.Random(d["rng"])  # a hand-written position may give a plain seed
    else:
        s.rng = rng_from_json(d["rng"])
    s.turn_id = _int(d["turn_id"], 0, 10**9, "turn_id")
    s.reveal_count = _int(d["reveal_count"], 0, 10**9, "reveal_count")
    s.cycle = _int(d["cycle"], 1, CYCLES, "cycle")
    if d["step"] not in STEPS:
        raise PositionError(f"unknown step {d['step']!r}")
    s.step = d["step"]
    cur = d["current"]
    s.current = None if cur is None else _int(cur, 0, n - 1, "current")
    if s.current is None and s.step not in ("over", "harvest"):
        raise PositionError("current must be a seat unless the game is over or a cycle is ending")
    if s.current is not None and s.step == "harvest":
        raise PositionError("no seat acts while a cycle ends (step harvest: current is null)")
    s.first_player = _int(d["first_player"], 0, n - 1, "first_player")
    s.draft_queue = _ints(d["draft_queue"], 0, n - 1, "draft_queue")
    s.harvest_queue = _ints(d["harvest_queue"], 0, n - 1, "harvest_queue")
    if not isinstance(d["tiles"], list):
        raise PositionError("tiles must be a list")
    for entry in d["tiles"]:
        if not isinstance(entry, list) or len(entry) != 4:
            raise PositionError("each tile is [id, size, rotation, anchor]")
        tid = _int(entry[0], 0, 10**9, "tile id")
        size = entry[1]
        if size not in TILE_SIZES or isinstance(size, bool):
            raise PositionError(f"tile size must be 1, 3 or 4, not {size!r}")
        rot = _int(entry[2], 0, ROTATIONS[size] - 1, "tile rotation")
        anchor = _int(entry[3], 0, 63, "tile anchor")
        cells = footprint_cells(size, rot, anchor)
        if cells is None:
            raise PositionError(f"tile {tid} lies partly off the board")
        if tid in s.tiles:
            raise PositionError(f"tile id {tid} is used twice")
        if len({s.level[c] for c in cells}) != 1:
            raise PositionError(f"tile {tid} does not lie flat")
        s._push_tile(tid, size, rot, anchor, cells)
    s.next_tile_id = _int(d["next_tile_id"], 0, 10**9, "next_tile_id")
    if s.tiles and s.next_tile_id <= max(s.tiles):
        raise PositionError("next_tile_id must be above every tile id")
    s.animals = [_ints(p, -1, 63, "animal cell") for p in _per_player(d["animals"], n, "animals")]
    # "placed" (per-animal flags of the earlier tie rule, before issue 10) is accepted and ignored.
    if not isinstance(d["waterfalls"], list):
        raise PositionError("waterfalls must be a list")
    wfs = []
    for w in d["waterfalls"]:
        if not isinstance(w, list) or len(w) != 3 or w[2] not in SIDES:
            raise PositionError("each waterfall is [owner, cell, side]")
        wfs.append((_int(w[0], 0, n - 1, "waterfall owner"), _int(w[1], 0, 63, "waterfall cell"), w[2]))
    s.waterfalls = wfs
    s.wf_reserve = _ints(_per_player(d["waterfall_reserve"], n, "waterfall_reserve"), 0, 99, "waterfall reserve")
    s.wf_box = _int(d["waterfall_box"], 0, 99, "waterfall_box")
    np_, nd, ne = len(PADDY_CARDS), len(DN_CARDS), len(EVENT_CARDS)
    s.paddy_deck = _ints(d["paddy_deck"], 0, np_ - 1, "paddy card")
    s.paddy_facedown = _ints(d["paddy_facedown"], 0, np_ - 1, "paddy card")
    s.paddy_played = _ints(d["paddy_played"], 0, np_ - 1, "paddy card")
    s.paddy_hands = [_ints(h, 0, np_ - 1, "paddy card") for h in _per_player(d["paddy_hands"], n, "paddy_hands")]
    s.dn_deck = _ints(d["dn_deck"], 0, nd - 1, "day/night card")
    s.dn_played = _ints(d["dn_played"], 0, nd - 1, "day/night card")
    s.dn_hands = [_ints(h, 0, nd - 1, "day/night card") for h in _per_player(d["dn_hands"], n, "dn_hands")]
    s.event_box = _ints(d["event_box"], 0, ne - 1, "event card")
    s.event_draft = [_ints(h, 0, ne - 1, "event card") for h in _per_player(d["event_draft"], n, "event_draft")]
    s.event_hands = [_ints(h, 0, ne - 1, "event card") for h in _per_player(d["event_hands"], n, "event_hands")]
    s.event_played = _ints(d["event_played"], 0, ne - 1, "event card")
    used = _per_player(d["event_used"], n, "event_used")
    if not all(isinstance(x, bool) for x in used):
        raise PositionError("event_used holds true/false flags")
    s.event_used = list(used)
    te = d["turn_event"]
    if te is not None and te not in EVENT_LETTERS:
        raise PositionError(f"unknown turn_event {te!r}")
    s.turn_event = te
    nt = d["new_tile"]
    if nt is not None and (not isinstance(nt, int) or isinstance(nt, bool) or nt not in s.tiles):
        raise PositionError("new_tile must be the id of a tile on the board, or null")
    s.new_tile = nt
    s.arrangements = _arrangements(d, s)
    s.f_queue = _ints(d["f_queue"], 0, n - 1, "f_queue")
    s.dew = _ints(d["dew"], 0, 63, "dew cell")
    s.mud = _ints(d["mud"], 0, 63, "mud cell")
    s.scores = _ints(_per_player(d["scores"], n, "scores"), 0, 10**6, "score")
    rows = []
    for r in _per_player(d["score_rows"], n, "score_rows"):
        if not isinstance(r, dict):
            raise PositionError("score_rows holds one object per player")
        rows.append({c: _int(r.get(c, 0), 0, 10**6, c) for c in CATEGORIES})
    s.score_rows = rows
    s.harvests = _harvests(d["harvests"], n)
    s.winners = _ints(d["winners"], 0, n - 1, "winner")
    if not isinstance(d["tiebreak_note"], str):
        raise PositionError("tiebreak_note must be text")
    s.tiebreak_note = d["tiebreak_note"]
    log = d.get("log", [])
    if not isinstance(log, list) or not all(isinstance(x, str) for x in log):
        raise PositionError("log must be a list of strings")
    s.log = list(log)
    problems = component_census(s)
    if problems:
        raise PositionError("inconsistent position: " + "; ".join(problems[:3]))
    problems = turn_problems(s)   # what play could not have reached (docs/positions/paddy.md)
    if problems:
        raise PositionError(problems[0])
    s.harvests = json.loads(json.dumps(s.harvests))
    return s


def _arrangements(d: dict, s) -> list[tuple[int, ...]]:
    """Step 2.2's record of arrangements.  Positions written before it existed have none: a
    position in the Place Animals step then starts its record from the animals as they stand."""
    if "arrangements" not in d:
        if s.step == "animals" and s.current is not None:
            return [tuple(sorted(s.animals[s.current]))]
        return []
    v = d["arrangements"]
    if not isinstance(v, list):
        raise PositionError("arrangements must be a list")
    out = []
    for a in v:
        cells = _ints(a, -1, 63, "arrangement cell")
        if len(cells) != ANIMALS or cells != sorted(cells):
            raise PositionError(f"each arrangement lists {ANIMALS} cells in increasing order")
        out.append(tuple(cells))
    return out


def _harvests(v: Any, n: int) -> list:
    if not isinstance(v, list) or len(v) > CYCLES:
        raise PositionError("harvests must be a list of at most one result per cycle")
    for h in v:
        if not isinstance(h, dict):
            raise PositionError("each harvest is an object")
        _int(h.get("cycle"), 1, CYCLES, "harvest cycle")
        players = _per_player(h.get("players"), n, "harvest players")
        for row in players:
            if not isinstance(row, dict):
                raise PositionError("harvest players holds one object per player")
            for c in CATEGORIES + ("total",):
                _int(row.get(c), 0, 10**6, f"harvest {c}")
        terraces = h.get("terraces")
        if not isinstance(terraces, list):
            raise PositionError("harvest terraces must be a list")
        for t in terraces:
            if not isinstance(t, dict):
                raise PositionError("each harvest terrace is an object")
            _int(t.get("level"), 1, 10**3, "terrace level")
            if t.get("majority") is not None:
                _int(t.get("majority"), 0, n - 1, "terrace majority")
            _ints(t.get("cells"), 0, 63, "terrace cell")
    return v
