"""Position files: a JSON snapshot of one title's state (tests, tutorials, puzzles).

Envelope: {"format": "tabletop-position", "title": "<id>", "position": {...}} where the
inner object is the title's own format (docs/positions.md).

Loading follows the one validation path (game/files.py): bounded read, limited JSON, the
envelope's schema (schemas.POSITION), then the title's own loader, which checks every field's
type and range, the component census and the turn flow (turn_order.py: only what play could
reach, so that what loads can be played to the end), and finally `playable_problems`: a
position that is not over must have a seat to act and at least one legal action the rules
accept.  Every refusal is a `FileRefused` naming the file and the problem.
"""
from __future__ import annotations

from .i18n import _
import json
from pathlib import Path
from typing import Any

from .files import FileRefused, read_json, refuse, write_json_atomic
from .rules.base import AUTOMA, GameState, IllegalAction, PositionError
from .rules.registry import TITLES, is_available, state_class
from .schemas import POSITION, POSITION_FORMAT, schema_problem

FORMAT = POSITION_FORMAT
MAX_CHECKED_ACTIONS = 200  # legal actions whose legality is re-checked on load


def position_to_json(state: GameState) -> dict:
    return {"format": FORMAT, "title": state.TITLE, "position": state.to_position()}


def playable_problems(state: GameState) -> list[str]:
    """What makes a loaded state unplayable, in player words ([] when it can be played on).

    Whose turn: a seat (or the automa) while the game is not over.  A pending decision: at
    least one legal action, each of which the rules' own check accepts, and the first of
    which the rules can apply.  The score sheet, the prompt and every seat's view can be
    made, and the state survives its own snapshot unchanged."""
    try:
        over = state.is_over()
        if not over:
            seat = state.current_player()
            if seat is None or (seat != AUTOMA and not (type(seat) is int and 0 <= seat < state.num_players)):
                return [_("the game is not over, yet no seat is to act")]
            actions = state.legal_actions()
            if not actions:
                return [_("the game is not over, yet there is no legal move")]
            for action in actions[:MAX_CHECKED_ACTIONS]:
                reason = state.check(action)
                if reason is not None:
                    return [_("a move the rules list is refused by them ({reason})").format(reason=reason)]
            if not isinstance(state.prompt(), str):
                return [_("the rules cannot say what the player is asked to do")]
        state.score_sheet()
        for seat in (None, *range(state.num_players)):
            state.view(seat)
        snapshot = state.to_position()
        again = type(state).from_position(json.loads(json.dumps(snapshot)))
        if again.to_position() != snapshot:
            return [_("the position does not survive being saved and loaded again")]
        if not over:
            again.apply(again.legal_actions()[0])
    except PositionError as error:
        return [_("the position does not survive being saved and loaded again ({error})").format(error=error)]
    except IllegalAction as error:
        return [_("the first legal move is refused by the rules ({error})").format(error=error)]
    except Exception as error:  # an inconsistent state that slipped past the loader
        return [_("the position is inconsistent (the rules fail with {kind})").format(kind=type(error).__name__)]
    return []


def state_from_json(data: Any, name: str | Path = "the position") -> GameState:
    """The state a position describes; FileRefused naming `name` and the problem otherwise."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise refuse(name, "position", _("is not a Tabletop position file"))
    problem = schema_problem(data, POSITION)
    if problem:
        raise refuse(name, "position", problem)
    title = data["title"]
    if not is_available(title):
        raise refuse(name, "position", _("is for {name}, which this build does not include yet").format(name=TITLES[title].name))
    try:
        state = state_class(title).from_position(data["position"])
    except PositionError as error:
        raise refuse(name, "position", _("cannot be used: {error}").format(error=error)) from None
    except Exception as error:  # a loader gap must not crash the program
        raise refuse(name, "position", _("is invalid (the {name} loader failed with {kind})").format(name=TITLES[title].name, kind=type(error).__name__)) from None
    problems = playable_problems(state)
    if problems:
        raise refuse(name, "position", _("cannot be played: {problems}").format(problems=problems[0]))
    return state


def load_position(path: Path | str) -> GameState:
    """The state in the position file at `path`; FileRefused (one sentence) on any problem."""
    return state_from_json(read_json(path, "position"), path)


def save_position(state: GameState, path: Path | str) -> None:
    """Write a position atomically; DiskError (an OSError) when the disk refuses."""
    write_json_atomic(path, position_to_json(state))


__all__ = ["FORMAT", "FileRefused", "position_to_json", "playable_problems", "state_from_json",
           "load_position", "save_position"]
