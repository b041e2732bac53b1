"""The JSON Schemas of the player's files, and their errors in player words.

Step 3 of the validation path (game/files.py): every field's type and range is checked here
before any field is used.  Schemas are plain dicts (JSON Schema 2020-12), checked with the
`jsonschema` library (see "Reading files" in docs/dev/architecture.md for why).  A subschema
may carry "x-problem": the whole problem, in player words, when that subschema fails.
"""
from __future__ import annotations

from .i18n import N_, _, pgettext
import dataclasses
import typing
from typing import Any

from .rules.base import SEAT_KINDS
from .rules.registry import TITLES

INT64 = 2**63 - 1

# --------------------------------------------------------------------------- building blocks
def integer(lo: int, hi: int) -> dict:
    return {"type": "integer", "minimum": lo, "maximum": hi}


def array(items: dict, max_items: int, min_items: int = 0) -> dict:
    return {"type": "array", "items": items, "minItems": min_items, "maxItems": max_items}


def obj(properties: dict, required: list[str] | tuple[str, ...] = (), extra: bool | dict = False) -> dict:
    return {"type": "object", "properties": properties, "required": list(required),
            "additionalProperties": extra}


# A new player name (the server's create and join): the rule of files.name_problem (1-16
# characters, none that the text renderer cannot show, no outer spaces, at least one that can be
# seen), as the custom format "player-name".
NAME = {"type": "string", "minLength": 1, "maxLength": 16, "format": "player-name",
        "x-problem": N_("has a player name that is longer than 16 characters, holds characters "
                     "that cannot be shown or has no visible letter, digit or symbol")}

# A player name kept in a file (a save's setup, a high score): files.stored_name_problem, the rule
# without "can be seen", so a game stored before that rule still opens (format "stored-player-name").
STORED_NAME = {"type": "string", "minLength": 1, "maxLength": 16, "format": "stored-player-name",
               "x-problem": N_("has a player name that is empty, longer than 16 characters or holds "
                            "characters that cannot be shown")}

ATOM = {"anyOf": [{"type": "null"}, {"type": "boolean"}, integer(-10**6, 10**6),
                  {"type": "string", "maxLength": 64}]}


def _nested(levels: int) -> dict:
    value = ATOM
    for _level in range(levels):
        value = {"anyOf": [ATOM, array(value, 64)]}
    return value


ACTION_VALUE = _nested(3)  # ints, strings, bools, null, and tuples of them (base.Action)

ACTION = {"type": "object", "required": ["type"], "maxProperties": 16,
          "properties": {"type": {"type": "string", "pattern": r"^[A-Za-z][A-Za-z0-9_]{0,40}$"}},
          "additionalProperties": ACTION_VALUE}

TITLE = {"enum": list(TITLES), "x-problem": N_("is for an unknown game")}

SETUP = obj({
    "title": TITLE,
    "players": array(STORED_NAME, 5, 1),
    "first_player": {"anyOf": [{"type": "null"}, integer(0, 4)]},
    "options": {"type": "object", "maxProperties": 16,
                "propertyNames": {"pattern": r"^[A-Za-z][A-Za-z0-9_]{0,31}$"},
                "additionalProperties": ATOM},
    "seats": array({"enum": list(SEAT_KINDS)}, 5),  # who plays each seat: "human" or a computer level
}, required=["title", "players"])

SAVE_FORMAT = "tabletop-save"
SAVE = obj({
    "format": {"const": SAVE_FORMAT, "x-problem": N_("is not a Tabletop save file")},
    "version": {"type": "integer"},
    "title": TITLE,
    "setup": SETUP,
    "seed": integer(-INT64 - 1, INT64),
    "actions": array(ACTION, 20_000),
    # the position a game began from (format 2: "Play from here" on an unfinished game's replay)
    "start": {"type": "object", "maxProperties": 200},
    "digest": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
    "finished": {"type": "boolean"},
    "game_id": {"type": "string", "pattern": r"^[a-z0-9][a-z0-9-]{0,63}$"},
    "saved_at": {"type": "number", "minimum": 0, "maximum": 10**11},
    # the last move's turn end waits for the mover's End turn (optional: older saves have none);
    # honoured on reopening only when the replayed last move really ended a turn unrevealed
    "turn_end_held": {"type": "boolean"},
    # the digest of the game this one was played on from by the replay's "Play from here"
    # (format 3, optional: older saves have none); such a game is not entered in the high scores
    "branch_of": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
    # the name the player gave a save in the pause menu (optional: older saves have none); it
    # is shown, never used as a path
    "name": {"type": "string", "minLength": 1, "maxLength": 60, "pattern": "^[^\\u0000-\\u001f\\u007f-\\u009f]+$"},
}, required=["format", "version", "title", "setup", "seed", "actions", "digest"])

POSITION_FORMAT = "tabletop-position"
POSITION = obj({
    "format": {"const": POSITION_FORMAT, "x-problem": N_("is not a Tabletop position file")},
    "title": TITLE,
    "position": {"type": "object", "maxProperties": 200},
}, required=["format", "title", "position"])

SETTINGS = obj({
    "names": array({"type": "string", "maxLength": 200}, 5),
    "language": {"enum": ["en", "ja"], "x-problem": N_("should be \"en\" or \"ja\"")},
    "sound_effects": {"type": "boolean"},
    "effects_volume": integer(0, 10),
    "ui_scale": {"enum": [100, 125, 150, 175, 200], "x-problem": N_("has a UI scale other than 100, 125, 150, 175 or 200 %")},
}, extra=True)  # settings added later by newer versions are kept, not refused

HIGHSCORES_FORMAT = "tabletop-highscores"
HIGHSCORE_ENTRY = obj({
    "name": STORED_NAME,
    "score": integer(-10**6, 10**6),
    "achievement": {"anyOf": [{"type": "null"}, {"type": "string", "maxLength": 40,
                                                 "pattern": "^[^\\u0000-\\u001f\\u007f-\\u009f]+$"}]},
    "date": {"type": "string", "pattern": r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
    "game": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
}, required=["name", "score", "achievement", "date", "game"])
HIGHSCORES = obj({
    "format": {"const": HIGHSCORES_FORMAT, "x-problem": N_("is not a Tabletop high-score file")},
    "version": {"const": 1, "x-problem": N_("was written by a newer version of Tabletop")},
    "mode": {"type": "string", "pattern": r"^[a-z][a-z0-9-]{0,39}$"},
    "entries": array(HIGHSCORE_ENTRY, 10),
}, required=["format", "version", "mode", "entries"])

REVIEW_FORMAT = "tabletop-review"
REVIEW_VALUE = {"type": "number", "minimum": -10**6, "maximum": 10**6}
REVIEW_MOVE = obj({
    "index": integer(0, 20_000),
    "seat": integer(1, 5),
    "played": ACTION,
    "best": ACTION,
    "value_played": REVIEW_VALUE,
    "value_best": REVIEW_VALUE,
}, required=["index", "seat", "played", "best", "value_played", "value_best"])
REVIEW = obj({   # the computer's second opinion kept beside a save (game/reviews.py)
    "format": {"const": REVIEW_FORMAT, "x-problem": N_("is not a Tabletop review file")},
    "version": {"type": "integer"},
    "game": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
    "engine": {"type": "integer"},
    "iterations": integer(1, 10**7),
    "seed": integer(-INT64 - 1, INT64),
    "moves": array(REVIEW_MOVE, 20_000),
}, required=["format", "version", "game", "engine", "iterations", "seed", "moves"])

ALL = {"save": SAVE, "position": POSITION, "settings": SETTINGS, "highscores": HIGHSCORES,
       "review": REVIEW}


_FIELD = {int: integer(-10**6, 10**6), str: {"type": "string", "maxLength": 64},
          bool: {"type": "boolean"}, tuple: array(ACTION_VALUE, 64)}
_action_schemas: dict[str, dict] = {}


def actions_schema(title: str) -> dict:
    """{"actions": [...]} of one title: each known action type's fields, typed from its
    dataclass (an unknown type is left to the rules, which name it)."""
    schema = _action_schemas.get(title)
    if schema is None:
        from .rules.registry import state_class

        branches = []
        for name, cls in state_class(title).ACTION_TYPES.items():
            hints = typing.get_type_hints(cls)
            props = {"type": {"const": name}}
            for f in dataclasses.fields(cls):
                props[f.name] = _FIELD.get(hints[f.name], ACTION_VALUE)
            branches.append({"if": {"properties": {"type": {"const": name}}, "required": ["type"]},
                             "then": obj(props, required=list(props))})
        schema = _action_schemas[title] = obj({"actions": {"type": "array", "items": {"allOf": branches}}})
    return schema


# --------------------------------------------------------------------------- checking
_validators: dict[int, tuple[Any, Any]] = {}


_quick: dict[int, tuple[dict, Any]] = {}


def _player_name(value) -> bool:
    from .files import name_problem

    return not isinstance(value, str) or name_problem(value) is None


def _stored_player_name(value) -> bool:
    from .files import stored_name_problem

    return not isinstance(value, str) or stored_name_problem(value) is None


FORMATS = {"player-name": _player_name, "stored-player-name": _stored_player_name}


def quick_check(schema: dict):
    """A predicate that is True only for data `schema` accepts (fastschema.py: False means
    "ask jsonschema", which finds the error and its words); made once per schema."""
    kept = _quick.get(id(schema))
    if kept is None or kept[0] is not schema:   # (kept with its schema: an id is never reused)
        from .fastschema import compiled

        kept = _quick[id(schema)] = (schema, compiled(schema, FORMATS) or _never)
    return kept[1]


def _never(data) -> bool:
    return False


def _strict_validator_class():
    """Draft 2020-12, but a whole number must be written as one: 1.0 is no "integer" (JSON
    Schema takes it as one, and Python's `random.Random(9e18)` deals another game than
    `Random(9000000000000000000)`: a server table seeded so failed after a restart, a
    security review).  fastschema's predicates agree."""
    global _STRICT
    if _STRICT is None:
        from jsonschema import Draft202012Validator, validators

        checker = Draft202012Validator.TYPE_CHECKER.redefine("integer", lambda _checker, x: type(x) is int)
        _STRICT = validators.extend(Draft202012Validator, type_checker=checker)
    return _STRICT


_STRICT = None


def _validator(schema: dict):
    kept = _validators.get(id(schema))
    validator = kept[1] if kept is not None and kept[0] is schema else None
    if validator is None:
        from jsonschema import FormatChecker

        formats = FormatChecker(formats=())
        for name, check in FORMATS.items():
            formats.checks(name)(check)
        validator = _strict_validator_class()(schema, format_checker=formats)
        _validators[id(schema)] = (schema, validator)   # (kept with its schema: an id is never reused)
    return validator


def read_checked(path, what: str, schema: dict) -> Any:
    """Steps 1-3 of the validation path: bounded read, limited JSON, then `schema`."""
    from .files import read_json, refuse

    data = read_json(path, what)
    problem = schema_problem(data, schema)
    if problem:
        raise refuse(path, what, problem)
    return data


def schema_problem(data: Any, schema: dict) -> str | None:
    """None when `data` fits `schema`, else the problem as a predicate in player words
    ("is damaged: “seed” should be a whole number"), never echoing a value from the file."""
    if quick_check(schema)(data):   # the common case, valid data, without jsonschema's walk
        return None
    error = first_error(schema, data)
    if error is None:
        return None
    return _words(error)


SMALL_VALUE = 32   # JSON values up to this many nodes are given to jsonschema whole


def first_error(schema: Any, data: Any, path: tuple = ()):
    """jsonschema's best error for `data` that `schema` refuses (None if it accepts it), found
    at a cost that grows with the data's size, not with its size times the schema's branches:
    jsonschema's walk of a large value under nested "anyOf"s (a move's fields) took seconds
    for 60 KB, on the server's only thread (a security review).  An object's or a list's own
    keywords are checked with its members taken as valid; then the first member
    `quick_check` refuses is looked into, down to a value small enough for jsonschema, or a
    large one that nothing narrows further, which is said to be "not an allowed kind of value"."""
    from jsonschema.exceptions import ValidationError, best_match

    members = _members(schema, data)
    if members is not None:
        error = best_match(_validator(_shallow(schema)).iter_errors(data))
        if error is not None:
            return _placed(error, path)
        for key, value, sub in members:
            if not quick_check(sub)(value):
                return first_error(sub, value, path + (key,))
    if _larger_than(data, SMALL_VALUE):
        error = ValidationError("not an allowed kind of value", validator="anyOf", path=path,
                                schema=schema if isinstance(schema, dict) else {})
        return error if not quick_check(schema)(data) else None
    return _placed(best_match(_validator(schema).iter_errors(data)), path)


def _members(schema: Any, data: Any) -> list | None:
    """(key or index, value, its schema) of an object's fields or a list's items, when `schema`
    says what they should be; None for a schema of anything else."""
    import re

    if not isinstance(schema, dict):
        return None
    if isinstance(data, dict) and any(k in schema for k in ("properties", "patternProperties", "additionalProperties")):
        out = []
        for key, value in data.items():
            sub = schema.get("properties", {}).get(key)
            if sub is None:
                sub = next((s for pattern, s in schema.get("patternProperties", {}).items()
                            if isinstance(key, str) and re.search(pattern, key)), None)
            if sub is None and isinstance(schema.get("additionalProperties"), dict):
                sub = schema["additionalProperties"]
            if isinstance(sub, dict):
                out.append((key, value, sub))
        return out
    if isinstance(data, list) and isinstance(schema.get("items"), dict):
        return [(i, value, schema["items"]) for i, value in enumerate(data)]
    return None


_shallows: dict[int, tuple[dict, dict]] = {}


def _shallow(schema: dict) -> dict:
    """`schema` with every member's own schema taken as valid (its keys, counts and required
    fields still checked); made once per schema."""
    kept = _shallows.get(id(schema))
    if kept is None or kept[0] is not schema:
        shallow = dict(schema)
        for key in ("properties", "patternProperties"):
            if key in schema:
                shallow[key] = {k: True for k in schema[key]}
        for key in ("additionalProperties", "items"):
            if isinstance(schema.get(key), dict):
                shallow[key] = True
        kept = _shallows[id(schema)] = (schema, shallow)
    return kept[1]


def _larger_than(data: Any, limit: int) -> bool:
    """Whether `data` holds more than `limit` JSON values (counted until the limit is passed)."""
    stack, seen = [data], 0
    while stack:
        value = stack.pop()
        seen += 1
        if seen > limit:
            return True
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return False


def _placed(error, path: tuple):
    """`error`, found in a part of the data, with the path from the data's top before its own."""
    if error is not None and path:
        root = error   # (best_match may give an error inside an "anyOf"'s: its path starts at its parent's)
        while root.parent is not None:
            root = root.parent
        root.path.extendleft(reversed(path))
    return error


_TYPE_WORDS = {"integer": N_("a whole number"), "number": N_("a number"), "string": N_("text"), "array": N_("a list"),
               "object": N_("an object"), "boolean": N_("true or false"), "null": "null"}


def _where(path) -> str:
    from .files import bounded

    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + bounded(part, 40)
    return pgettext("a field of a file, quoted", "\u201c{field}\u201d").format(field=out) if out else _("the file")


def _range(schema: dict) -> str:
    lo, hi = schema.get("minimum"), schema.get("maximum")
    if lo is None or hi is None or max(abs(lo), abs(hi)) > 10**9:
        return _("is out of range")
    return _("should be a number from {lo} to {hi}").format(lo=lo, hi=hi)


def _words(error) -> str:
    from .files import bounded

    if isinstance(error.schema, dict) and "x-problem" in error.schema:
        return _(error.schema["x-problem"])
    where = _where(error.absolute_path)
    kind, schema, value = error.validator, error.schema, error.validator_value
    if kind == "type":
        wanted = value if isinstance(value, list) else [value]
        what = _("should be {kinds}").format(kinds=_(" or ").join(_(_TYPE_WORDS.get(t, t)) for t in wanted))
    elif kind == "required":
        missing = [k for k in value if isinstance(error.instance, dict) and k not in error.instance]
        name = bounded(missing[0] if missing else _("a field"), 40)
        if where == _("the file"):
            return _("is incomplete: it lacks “{name}”").format(name=name)
        return _("is incomplete: {where} lacks “{name}”").format(where=where, name=name)
    elif kind == "additionalProperties":
        extra = [k for k in error.instance if k not in schema.get("properties", {})] if isinstance(
            error.instance, dict) else []
        what = (_("has an unexpected field “{name}”").format(name=bounded(extra[0], 40)) if extra
                else _("has an unexpected field"))
    elif kind in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        what = _range(schema)
    elif kind == "enum":
        what = _("should be one of {values}").format(values=", ".join(bounded(v, 20) for v in value[:8]))
    elif kind == "const":
        what = _("should be “{value}”").format(value=bounded(value, 40))
    elif kind in ("minItems", "maxItems"):
        what = (_("should have at least {n} entries") if kind == "minItems"
                else _("should have at most {n} entries")).format(n=value)
    elif kind in ("minLength", "maxLength"):
        what = _("is too short") if kind == "minLength" else _("is too long")
    elif kind in ("minProperties", "maxProperties", "propertyNames"):
        what = _("has too many or badly named fields")
    elif kind in ("pattern", "format"):
        what = _("is not in the expected form")
    elif kind in ("anyOf", "oneOf"):
        what = _("is not an allowed kind of value")
    else:
        what = _("is not valid")
    return _("is damaged: {where} {what}").format(where=where, what=what)
