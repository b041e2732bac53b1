"""Positions: the JSON snapshot of a whole game (docs/positions/koinobori.md) and loading one
with a reason for every refusal; every loaded position passes the census (census.py).

Plain functions that take the state (or its class), so the state imports this module and
this module never imports the state back."""
from __future__ import annotations

import reprlib
from typing import Any

from ..base import PositionError, rng_from_json, rng_state_to_json
from .census import component_census
from .turn_order import turn_problems
from .data import (COLOUR_IDS, COLOUR_INDEX, MAX_PLAYERS, MIN_PLAYERS, NUM_CARDS,
                   OWN_POLE_SIZE, POLE_SIZE, ROW_SIZE)

POSITION_VERSION = 1
STEPS = ("start", "take", "play", "ability", "over")
PENDING_ABILITIES = ("move", "steal", "refresh", "take")


def position_of(state) -> dict:
    """The snapshot of `state` (the inverse of `load_position`)."""
    return {
        "title": state.TITLE,
        "version": POSITION_VERSION,
        "players": list(state.names),
        "first_player": state.first_player,
        "flags": [COLOUR_IDS[f] for f in state.flags],
        "poles": [[list(space) for space in pole] for pole in state.poles],
        "own_poles": [list(o) for o in state.own_poles],
        "hands": [list(h) for h in state.hands],
        "seen": [list(x) for x in state.seen],
        "row": list(state.row),
        "deck": list(state.deck),
        "discard": list(state.discard),
        "current": state.current,
        "step": state.step,
        "plays_left": state.plays_left,
        "takes_left": state.takes_left,
        "ability": state.ability,
        "ability_card": state.ability_card,
        "ability_pole": state.ability_pole,
        "ability_taken": state.ability_taken,
        "passes_in_a_row": state.passes_in_a_row,
        "turn_id": state.turn_id,
        "reveal_count": state.reveal_count,
        "log": list(state.log),
        "rng": rng_state_to_json(state.rng),
    }


def load_position(cls, data: dict):
    """A state of class `cls` from a snapshot; PositionError names the first problem."""
    if not isinstance(data, dict):
        raise PositionError("a position must be an object")
    if data.get("title") != cls.TITLE:
        raise PositionError(f"not a Koinobori position (title {data.get('title')!r})")
    if data.get("version") != POSITION_VERSION:
        raise PositionError(f"unsupported position version {data.get('version')!r}")
    state = cls()
    players = _field(data, "players", list)
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS or not all(isinstance(p, str) for p in players):
        raise PositionError("players must be 2 to 5 names")
    n = len(players)
    state.names = tuple(players)
    state.first_player = _int(data, "first_player", 0, n - 1)
    flags = _field(data, "flags", list)
    if len(flags) != n + 1:
        raise PositionError(f"flags must list {n + 1} start flags for {n} players")
    try:
        state.flags = [COLOUR_INDEX[f] for f in flags]
    except (KeyError, TypeError):
        raise PositionError(f"flags must be colour names from {list(COLOUR_IDS)}") from None
    if len(set(state.flags)) != len(state.flags):
        raise PositionError("each start flag appears only once")
    poles = _field(data, "poles", list)
    if len(poles) != n + 1:
        raise PositionError("poles must have one entry per start flag")
    state.poles = []
    for i, pole in enumerate(poles):
        if not isinstance(pole, list) or len(pole) > POLE_SIZE:
            raise PositionError(f"pole {i} must be a list of at most {POLE_SIZE} spaces")
        spaces = []
        for space in pole:
            cards = _card_list(space, f"pole {i} space")
            if not cards:
                raise PositionError(f"pole {i} has an empty space")
            spaces.append(cards)
        state.poles.append(spaces)
    state.own_poles = _card_lists(data, "own_poles", n, OWN_POLE_SIZE)
    state.hands = [sorted(h) for h in _card_lists(data, "hands", n, None)]
    state.row = _card_list(data.get("row"), "row")
    if len(state.row) > ROW_SIZE:
        raise PositionError(f"the draw row holds at most {ROW_SIZE} cards")
    state.deck = _card_list(data.get("deck"), "deck")
    state.discard = _card_list(data.get("discard"), "discard")
    state.current = _int(data, "current", 0, n - 1)
    step = data.get("step")
    if step not in STEPS:
        raise PositionError(f"step must be one of {list(STEPS)}")
    state.step = step
    state.plays_left = _int(data, "plays_left", 0, 99)
    state.takes_left = _int(data, "takes_left", 0, 99)
    ability = data.get("ability")
    if ability is not None and ability not in PENDING_ABILITIES:
        raise PositionError(f"ability must be null or one of {list(PENDING_ABILITIES)}")
    if (ability is None) != (step != "ability"):
        raise PositionError("an ability is pending exactly when step is 'ability'")
    state.ability = ability
    state.ability_card = _opt_int(data, "ability_card", 0, NUM_CARDS - 1)
    state.ability_pole = _opt_int(data, "ability_pole", 0, n)
    state.ability_taken = _int(data, "ability_taken", 0, 99)
    state.passes_in_a_row = _int(data, "passes_in_a_row", 0, n)
    state.turn_id = _int(data, "turn_id", 0, None)
    state.reveal_count = _int(data, "reveal_count", 0, None)
    log = _field(data, "log", list)
    if not all(isinstance(line, str) for line in log):
        raise PositionError("log must be a list of strings")
    state.log = list(log)
    state.rng = rng_from_json(data.get("rng"))
    state.seen = _seen(data, state)
    if step == "take" and state.takes_left < 1:
        raise PositionError("a take step needs takes_left >= 1")
    if step == "play" and state.plays_left < 1:
        raise PositionError("a play step needs plays_left >= 1")
    if ability == "take" and state.takes_left < 1:
        raise PositionError("a pending take ability needs takes_left >= 1")
    problems = component_census(state)
    if problems:
        raise PositionError("; ".join(problems))
    if step != "over" and state._all_complete():
        raise PositionError("every festival pole is complete, so the step must be 'over'")
    problems = turn_problems(state)   # what play could not have reached (docs/positions/koinobori.md)
    if problems:
        raise PositionError(problems[0])
    return state


# --------------------------------------------------------------------- position helpers
def _seen(data: dict, state) -> list[list[int]]:
    """The cards each player was seen to take and still holds face down (`seen`, added after
    the first positions: a position without it has none).  A position may be a seat's re-deal
    (what the table server sends), where those cards can lie in any hidden place, so only that
    they are hidden at all, each once, and fit their player's face-down cards is required."""
    n = len(state.names)
    if data.get("seen") is None:
        return [[] for _n in range(n)]
    seen = [sorted(x) for x in _card_lists(data, "seen", n, None)]
    public = set(state.row) | set(state.discard) | {c for pole in state.poles for space in pole for c in space}
    listed: set[int] = set()
    for p, cards in enumerate(seen):
        if len(cards) > len(state.hands[p]) + len(state.own_poles[p]):
            raise PositionError(f"seen[{p}] lists more cards than player {p + 1} holds face down")
        for card in cards:
            if card in public:
                raise PositionError(f"seen[{p}] lists card {card}, which is face up on the table")
            if card in listed:
                raise PositionError(f"seen lists card {card} twice")
            listed.add(card)
    return seen


def _field(data: dict, name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind):
        raise PositionError(f"{name} must be a {kind.__name__}")
    return value


def _int(data: dict, name: str, low: int, high: int | None) -> int:
    value = data.get(name)
    if type(value) is not int or value < low or (high is not None and value > high):
        bound = f"{low}..{high}" if high is not None else f">= {low}"
        raise PositionError(f"{name} must be an integer {bound}")
    return value


def _opt_int(data: dict, name: str, low: int, high: int) -> int | None:
    if data.get(name) is None:
        return None
    return _int(data, name, low, high)


def _card_list(value: Any, what: str) -> list[int]:
    if not isinstance(value, list):
        raise PositionError(f"{what} must be a list of card ids")
    for card in value:
        if type(card) is not int or not 0 <= card < NUM_CARDS:
            raise PositionError(f"{what} holds {reprlib.repr(card)}, not a card id 0..{NUM_CARDS - 1}")
    return list(value)


def _card_lists(data: dict, name: str, n: int, limit: int | None) -> list[list[int]]:
    value = data.get(name)
    if not isinstance(value, list) or len(value) != n:
        raise PositionError(f"{name} must hold one list per player")
    lists = [_card_list(v, f"{name}[{i}]") for i, v in enumerate(value)]
    if limit is not None and any(len(x) > limit for x in lists):
        raise PositionError(f"each of {name} holds at most {limit} cards")
    return lists
