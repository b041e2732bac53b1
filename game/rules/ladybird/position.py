"""Ladybird positions: the whole state as one JSON object (docs/positions/ladybird.md) and back,
every field validated and the components counted (census.py) before a position is accepted.

Plain functions that take the state (or its class): the state imports this module, never the
other way round."""
from __future__ import annotations

import random
from typing import Any

from ..base import PositionError, rng_from_json, rng_state_to_json
from . import data as D
from .census import component_census
from .turn_order import turn_problems
from .common import COLOURS, NCOL, is_int, orchard_width, pool_spaces

STEPS = ("choose", "invade", "flowerbed", "draft", "garden", "place", "orchard", "picnic",
         "discard", "begin", "leaf", "over")  # begin, leaf: automatic steps (state.forced_action)
CONTEXTS = ("main", "garden")

def position_of(state) -> dict:
    """The snapshot of `state` (the inverse of `load_position`)."""
    n = len(state.players)
    return {
        "title": state.TITLE,
        "version": 1,
        "players": list(state.players),
        "rng": rng_state_to_json(state.rng),
        "turn_id": state.turn_id,
        "reveal_count": state.reveal_count,
        "log": list(state.log),
        "day": state.day,
        "round": state.round,
        "leaf": state.leaf,
        "step": state.step,
        "turn_pos": state.turn_pos,
        "ctx": state.ctx,
        "draft_stage": state.draft_stage,
        "picnic_extra": state.picnic_extra,
        "deck": list(state.deck),
        "discard": list(state.discard),
        "pool": list(state.pool),
        "orchard_deck": list(state.orchard_deck),
        "orchard_row": list(state.orchard_row),
        "orchard_aphids": list(state.orchard_aphids),
        "lifecycle_supply": [list(s) for s in state.lifecycle_supply],
        "flowerbed_supply": list(state.flowerbed_supply),
        "food_stacks": [list(s) for s in state.stacks],
        "seats": [{
            "hand": list(state.hands[p]),
            "revealed": state.revealed[p],
            "shown": state.shown[p],
            "columns": [{"colour": COLOURS[c], "cards": list(state.cols[p][c]),
                         "orchard": list(state.orch[p][c]),
                         "lifecycle": None if state.lc[p][c] < 0 else state.lc[p][c],
                         "flowerbed": None if state.fb[p][c] < 0 else state.fb[p][c]}
                        for c in state.order[p]],
            "food": list(state.food[p]),
            "memories": state.memories[p],
            "aphids": state.aphids[p],
            "used": [t + 1 for t in range(D.NUM_DAYS) if state.used[p][t]],
        } for p in range(n)],
    }


def load_position(cls, data: dict):
    """A state of class `cls` from a snapshot; PositionError names the first problem."""
    try:
        s = _load(cls, data)
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as error:
        raise PositionError(f"bad Ladybird position: {type(error).__name__}: {error}") from None
    problems = component_census(s)
    if problems:
        raise PositionError("inconsistent Ladybird position: " + "; ".join(problems[:5]))
    problems = turn_problems(s)   # what play could not have reached (docs/positions/ladybird.md)
    if problems:
        raise PositionError(problems[0])
    return s


def _load(cls, d: Any):
    def need(cond: bool, what: str) -> None:
        if not cond:
            raise PositionError(f"bad Ladybird position: {what}")

    def num(v: Any, what: str, lo: int, hi: int) -> int:
        need(is_int(v) and lo <= v <= hi, f"{what} must be a whole number from {lo} to {hi}")
        return v

    def ids(v: Any, what: str, limit: int, allow_empty: bool = False) -> list[int]:
        need(isinstance(v, list), f"{what} must be a list")
        lo = -1 if allow_empty else 0
        return [num(x, what, lo, limit - 1) for x in v]

    def opt(v: Any, what: str, limit: int) -> int:
        return -1 if v is None else num(v, what, 0, limit - 1)

    need(isinstance(d, dict), "a position must be an object")
    need(d.get("title") == cls.TITLE, "title must be 'ladybird'")
    need(d.get("version") == 1, "unknown version")
    players = d["players"]
    need(isinstance(players, list) and 1 <= len(players) <= 4
         and all(isinstance(x, str) for x in players), "players must be 1 to 4 names")
    n = len(players)
    s = cls()
    s.players = list(players)
    s._alloc(n)
    rng = d["rng"]  # the generator's full state, or (hand-written positions) a plain seed
    s.rng = random.Random(rng) if is_int(rng) else rng_from_json(rng)
    s.turn_id = num(d["turn_id"], "turn_id", 0, 10 ** 9)
    s.reveal_count = num(d["reveal_count"], "reveal_count", 0, 10 ** 9)
    need(isinstance(d["log"], list) and all(isinstance(x, str) for x in d["log"]), "log must be strings")
    s.log = list(d["log"])
    s.day = num(d["day"], "day", 1, D.NUM_DAYS)
    s.round = num(d["round"], "round", 1, s.day)
    s.leaf = num(d["leaf"], "leaf", 0, n - 1)
    need(d["step"] in STEPS, "unknown step")
    s.step = d["step"]
    s.turn_pos = num(d["turn_pos"], "turn_pos", 0, n - 1)
    need(d["ctx"] in CONTEXTS, "ctx must be 'main' or 'garden'")
    s.ctx = d["ctx"]
    s.draft_stage = num(d["draft_stage"], "draft_stage", -1, D.ANY_STAGE)
    need((s.step in ("draft", "flowerbed")) == (s.draft_stage >= 0),
         "draft_stage must be set exactly in the draft and flowerbed steps")
    if "picnic_extra" in d:
        need(isinstance(d["picnic_extra"], bool), "picnic_extra must be true or false")
        s.picnic_extra = d["picnic_extra"]
    else:  # written before issue 10: a picnic step right after a honeydew tile was optional
        s.picnic_extra = _after_honeydew(s)
    need(s.step == "picnic" or not s.picnic_extra, "picnic_extra is only true in the picnic step")
    s.deck = ids(d["deck"], "deck", D.NUM_CARDS)
    s.discard = ids(d["discard"], "discard", D.NUM_CARDS)
    s.pool = ids(d["pool"], "pool", D.NUM_CARDS, allow_empty=True)
    spaces = pool_spaces(n)
    need(len(s.pool) == spaces, f"the pool must have {spaces} spaces")
    s.orchard_deck = ids(d["orchard_deck"], "orchard_deck", D.NUM_ORCHARD)
    s.orchard_row = ids(d["orchard_row"], "orchard_row", D.NUM_ORCHARD, allow_empty=True)
    width = orchard_width(n)
    need(len(s.orchard_row) == width, f"the orchard row must have {width} spaces")
    s.orchard_aphids = ids(d["orchard_aphids"], "orchard_aphids", 10 ** 6)
    need(len(s.orchard_aphids) == width, "orchard_aphids must match the orchard row")
    ls = d["lifecycle_supply"]
    need(isinstance(ls, list) and len(ls) == NCOL, "lifecycle_supply must have one list per colour")
    s.lifecycle_supply = [ids(x, "lifecycle_supply", D.NUM_LIFECYCLE) for x in ls]
    s.flowerbed_supply = ids(d["flowerbed_supply"], "flowerbed_supply", D.NUM_FLOWERBEDS)
    fs = d["food_stacks"]
    need(isinstance(fs, list) and len(fs) == D.NUM_STACKS, f"food_stacks must hold {D.NUM_STACKS} stacks")
    s.stacks = [ids(x, "food stack", D.NUM_FOOD) for x in fs]
    seats = d["seats"]
    need(isinstance(seats, list) and len(seats) == n, "seats must have one entry per player")
    for p, seat in enumerate(seats):
        need(isinstance(seat, dict), "a seat must be an object")
        s.hands[p] = ids(seat["hand"], "hand", D.NUM_CARDS)
        r = seat["revealed"]
        s.revealed[p] = None if r is None else num(r, "revealed", -1, D.NUM_CARDS - 1)
        shown = seat.get("shown")  # optional: positions written before issue 13 lack it (nothing shown)
        s.shown[p] = None if shown is None else num(shown, "shown", -1, D.NUM_CARDS - 1)
        need(shown is None or (s.step != "choose" and n > 1), "shown is only set between a reveal and the round's end")
        cols = seat["columns"]
        need(isinstance(cols, list), "columns must be a list")
        for col in cols:
            need(isinstance(col, dict) and col.get("colour") in COLOURS, "a column needs a colour")
            c = COLOURS.index(col["colour"])
            need(c not in s.order[p], "a colour has two columns")
            s.order[p].append(c)
            s.cols[p][c] = ids(col["cards"], "column cards", D.NUM_CARDS)
            s.orch[p][c] = ids(col["orchard"], "column orchard cards", D.NUM_ORCHARD)
            s.lc[p][c] = opt(col["lifecycle"], "lifecycle", D.NUM_LIFECYCLE)
            s.fb[p][c] = opt(col["flowerbed"], "flowerbed", D.NUM_FLOWERBEDS)
        s.food[p] = ids(seat["food"], "food", D.NUM_FOOD)
        s.memories[p] = num(seat["memories"], "memories", 0, 10 ** 6)
        s.aphids[p] = num(seat["aphids"], "aphids", 0, 10 ** 6)
        used = ids(seat["used"], "used tiles", D.NUM_DAYS + 1)
        for t in used:
            need(1 <= t <= s.day, "a used tile must be one the player has")
            s.used[p][t - 1] = True
    return s


def _after_honeydew(s) -> bool:
    """For a position without `picnic_extra`: whether its picnic step follows a honeydew tile,
    read from the log (the last line is then the seat's own take of a honeydew tile)."""
    if s.step != "picnic" or not s.log:
        return False
    name = s.players[(s.leaf + s.turn_pos) % len(s.players)]
    last = s.log[-1]
    return last.startswith(f"{name} takes ") and "honeydew" in last
