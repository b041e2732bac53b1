"""Position files: a JSON snapshot of one title's state (tests, tutorials, puzzles).

Envelope: {"format": "tabletop-position", "title": "<id>", "position": {...}} where the
inner object is the title's own format (docs/positions.md).
"""
from __future__ import annotations

from pathlib import Path

from .rules.base import GameState, PositionError
from .rules.registry import TITLES, is_available, state_class
from .saves import SaveError, read_json_file, write_json_atomic

FORMAT = "tabletop-position"


def position_to_json(state: GameState) -> dict:
    return {"format": FORMAT, "title": state.TITLE, "position": state.to_position()}


def state_from_json(data) -> GameState:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PositionError("not a Tabletop position file")
    title = data.get("title")
    if title not in TITLES or not is_available(title):
        raise PositionError(f"unknown or unavailable title {title!r}")
    if not isinstance(data.get("position"), dict):
        raise PositionError("the position must be an object")
    try:
        return state_class(title).from_position(data["position"])
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise PositionError(f"invalid {title} position ({type(error).__name__}: {error})") from None


def load_position(path: Path) -> GameState:
    try:
        data = read_json_file(path, "position")
    except SaveError as error:
        raise PositionError(str(error)) from None
    return state_from_json(data)


def save_position(state: GameState, path: Path) -> None:
    write_json_atomic(path, position_to_json(state))
