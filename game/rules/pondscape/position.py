"""Saving and loading a Pondscape position (docs/positions/pondscape.md): the whole state as one
JSON object, and a loader that refuses every malformed or inconsistent one with a PositionError."""
from __future__ import annotations

from typing import Any

from ..base import PositionError, rng_from_json, rng_state_to_json
from .board import CELLS, DISPLAY_SLOTS, NUM_CROAKER, PHASES, ROUNDS, TITLE, frog_foods, is_int
from .census import census_problems
from .turn_order import turn_problems
from .data import LEAF_DRAW, NUM_CARDS, NUM_FOODS


def position_of(s) -> dict:
    return {
        "title": TITLE,
        "version": 1,
        "players": list(s.names),
        "first_player": s.first_player,
        "rng": rng_state_to_json(s.rng),
        "deck": list(s.deck),
        "display": list(s.display),
        "frog": s.frog,
        "hands": [list(h) for h in s.hands],
        "ponds": [[[card, s.downs[p][c]] if card >= 0 else None for c, card in enumerate(pond)]
                  for p, pond in enumerate(s.ponds)],
        "tucked": [[list(t) for t in seat] for seat in s.tucked],
        "current": s.current,
        "turns": list(s.turns),
        "phase": s.phase,
        "pending_leaf": s.pending_leaf,
        "tucks_left": s.tucks_left,
        "jump_foods": list(s.jump_foods),
        "played": list(s.played) if s.played else None,
        "croaker": None if not s.solo else {
            "deck": list(s.croaker_deck), "flipped": list(s.croaker_flipped),
            "turns": s.croaker_turns, "taken": list(s.croaker_taken),
            "last": dict(s.croaker_last) if s.croaker_last else None},
        "turn_id": s.turn_id,
        "reveal_count": s.reveal_count,
        "log": list(s.log),
    }


def load_position(cls, data: Any):
    """A new `cls` state from `data`; any missing key or wrong type becomes a PositionError."""
    try:
        return _load(cls, data)
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise PositionError(f"bad Pondscape position: {type(error).__name__}: {error}") from None


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise PositionError(message)


def _int_list(value: Any, what: str, lo: int = 0, hi: int = NUM_CARDS) -> list[int]:
    _need(isinstance(value, list) and all(is_int(v) and lo <= v < hi for v in value),
          f"{what} must be a list of numbers from {lo} to {hi - 1}")
    return list(value)


def _load_pond(pond: Any) -> tuple[list[int], list[bool]]:
    _need(isinstance(pond, list) and len(pond) == CELLS, "a pond has 15 spaces")
    cards, downs = [], []
    for entry in pond:
        if entry is None:
            cards.append(-1)
            downs.append(False)
        else:
            _need(isinstance(entry, list) and len(entry) == 2 and is_int(entry[0])
                  and 0 <= entry[0] < NUM_CARDS and isinstance(entry[1], bool),
                  "a pond space is null or [card, face_down]")
            cards.append(entry[0])
            downs.append(entry[1])
    return cards, downs


def _load_croaker(s, croaker: Any) -> None:
    if s.solo:
        _need(isinstance(croaker, dict), "a solo position needs the Croaker")
        s.croaker_deck = _int_list(croaker["deck"], "Croaker deck", 0, NUM_CROAKER)
        s.croaker_flipped = _int_list(croaker["flipped"], "Croaker flipped cards", 0, NUM_CROAKER)
        _need(sorted(s.croaker_deck + s.croaker_flipped) == list(range(NUM_CROAKER)),
              "the Croaker's six cards must each be in its deck or flipped")
        _need(is_int(croaker["turns"]) and 0 <= croaker["turns"] <= ROUNDS, "bad Croaker turns")
        s.croaker_turns = croaker["turns"]
        s.croaker_taken = _int_list(croaker["taken"], "Croaker's taken cards")
        last = croaker["last"]
        _need(last is None or isinstance(last, dict), "bad Croaker last turn")
        s.croaker_last = dict(last) if last else None
    else:
        _need(croaker is None, "only a solo game has the Croaker")
        _need(s.phase != "croaker", "only a solo game has the Croaker's turn")


def _load(cls, data: Any):
    need = _need
    need(isinstance(data, dict), "a position must be an object")
    need(data.get("title") == TITLE, "not a Pondscape position")
    need(data.get("version") == 1, "unknown Pondscape position version")
    s = cls()
    names = data["players"]
    need(isinstance(names, list) and 1 <= len(names) <= 4 and all(isinstance(x, str) for x in names),
         "players must be 1 to 4 names")
    n = len(names)
    s.names = list(names)
    s.solo = n == 1
    need(is_int(data["first_player"]) and 0 <= data["first_player"] < n, "bad first_player")
    s.first_player = data["first_player"]
    s.rng = rng_from_json(data["rng"])
    s.deck = _int_list(data["deck"], "deck")
    display = data["display"]
    need(isinstance(display, list) and len(display) == DISPLAY_SLOTS
         and all(is_int(c) and -1 <= c < NUM_CARDS for c in display), "display must hold 3 card ids or -1")
    s.display = list(display)
    need(is_int(data["frog"]) and 0 <= data["frog"] < NUM_FOODS, "frog must be 0 to 4")
    s.frog = data["frog"]
    hands = data["hands"]
    need(isinstance(hands, list) and len(hands) == n, "one hand per player")
    s.hands = [_int_list(h, "a hand") for h in hands]
    ponds = data["ponds"]
    need(isinstance(ponds, list) and len(ponds) == n, "one pond per player")
    s.ponds, s.downs = [], []
    for pond in ponds:
        cards, downs = _load_pond(pond)
        s.ponds.append(cards)
        s.downs.append(downs)
    tucked = data["tucked"]
    need(isinstance(tucked, list) and len(tucked) == n
         and all(isinstance(t, list) and len(t) == NUM_FOODS for t in tucked), "tucked: 5 lists per player")
    s.tucked = [[_int_list(t, "tucked cards") for t in seat] for seat in tucked]
    need(is_int(data["current"]) and 0 <= data["current"] < n, "bad current seat")
    s.current = data["current"]
    s.turns = _int_list(data["turns"], "turns", 0, ROUNDS + 1)
    need(len(s.turns) == n, "one turn count per player")
    need(data["phase"] in PHASES, "unknown phase")
    s.phase = data["phase"]
    need(data["pending_leaf"] in (None, "jump", *LEAF_DRAW), "bad pending_leaf")
    s.pending_leaf = data["pending_leaf"]
    need(is_int(data["tucks_left"]) and 0 <= data["tucks_left"] <= 5, "bad tucks_left")
    s.tucks_left = data["tucks_left"]
    s.jump_foods = _int_list(data["jump_foods"], "jump_foods", 0, NUM_FOODS)
    played = data["played"]
    if played is not None:
        need(isinstance(played, list) and len(played) == 3 and is_int(played[0]) and is_int(played[1])
             and 0 <= played[0] < NUM_CARDS and 0 <= played[1] < CELLS and isinstance(played[2], bool),
             "played must be [card, cell, face_down]")
        s.played = (played[0], played[1], played[2])
    _load_croaker(s, data["croaker"])
    need(is_int(data["turn_id"]) and is_int(data["reveal_count"]), "bad counters")
    s.turn_id, s.reveal_count = data["turn_id"], data["reveal_count"]
    log = data["log"]
    need(isinstance(log, list) and all(isinstance(x, str) for x in log), "log must be a list of strings")
    s.log = list(log)
    problems = census_problems(s)
    need(not problems, "; ".join(problems))
    need(s.phase != "take" or any(c >= 0 for c in s.display), "nothing to take: the display is empty")
    need(s.phase != "begin" or not any(c >= 0 for c in s.display), "a turn begins by itself only with an empty display")
    need(s.phase != "play" or bool(s.hands[s.current]), "nothing to play: the hand is empty")
    need(s.phase != "jump_tuck" or all(f in frog_foods(s.frog) for f in s.jump_foods),
         "jump_foods must be foods the jumping frog straddles")
    need((s.phase == "over") == (all(t >= ROUNDS for t in s.turns) and (not s.solo or s.croaker_turns >= ROUNDS)),
         "the game is over exactly when every seat has played 15 turns")
    problems = turn_problems(s)   # what play could not have reached (docs/positions/pondscape.md)
    need(not problems, problems[0] if problems else "")
    return s
