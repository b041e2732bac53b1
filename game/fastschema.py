"""A quick yes for data that fits a JSON Schema, for the checks on a hot path (every message the
table server receives, every action it is sent).

`compiled(schema)` makes one Python predicate of the schema, for the keywords the project's
schemas use (draft 2020-12 as the project's `jsonschema` validator reads them: the same types,
but "integer" refusing 1.0 (schemas.py: a seed of 9e18 was dealt as a float and stored as an
int, and the table failed after a restart), `re.search` for patterns, bools apart from numbers
in enum and const).  It answers True only
when jsonschema would find no error; on False the caller asks jsonschema, which finds the error
and its words, so a refusal is exactly what it was.  A schema using any other keyword gets no
predicate (None): everything then goes to jsonschema.  tests/test_fastschema.py compares both
on valid and damaged data.
"""
from __future__ import annotations

import re
from typing import Any, Callable

Check = Callable[[Any], bool]


class Unsupported(Exception):
    """A keyword (or a form of one) that has no predicate here."""


def _is_integer(x) -> bool:
    return type(x) is int


def _is_number(x) -> bool:
    t = type(x)
    return t is int or t is float


_TYPES: dict[str, Check] = {
    "integer": _is_integer, "number": _is_number, "string": lambda x: type(x) is str,
    "object": lambda x: type(x) is dict, "array": lambda x: type(x) is list,
    "boolean": lambda x: type(x) is bool, "null": lambda x: x is None,
}
# annotations and keywords that check nothing
_IGNORED = {"x-problem", "title", "description", "$comment", "default", "examples"}


def compiled(schema: Any, formats: dict[str, Check] | None = None) -> Check | None:
    """The predicate of `schema` (see the module), or None when it uses something unsupported.
    `formats`: the format checks the validator was given (name -> True when the value fits)."""
    try:
        return _compile(schema, formats or {})
    except Unsupported:
        return None


def _all(checks: list[Check]) -> Check:
    if not checks:
        return lambda x: True
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        a, b = checks
        return lambda x: a(x) and b(x)
    return lambda x: all(check(x) for check in checks)


def _compile(schema: Any, formats: dict[str, Check]) -> Check:
    if schema is True or schema == {}:
        return lambda x: True
    if schema is False:
        return lambda x: False
    if not isinstance(schema, dict):
        raise Unsupported(repr(schema))
    checks: list[Check] = []
    for key in schema:
        if key not in _KEYWORDS and key not in _IGNORED and key not in ("then", "else"):
            raise Unsupported(key)
    if "type" in schema:
        names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        try:
            tests = [_TYPES[name] for name in names]
        except (KeyError, TypeError):
            raise Unsupported("type") from None
        checks.append(tests[0] if len(tests) == 1 else (lambda x: any(t(x) for t in tests)))
    for key in ("enum", "const"):
        if key in schema:
            values = schema["enum"] if key == "enum" else [schema["const"]]
            checks.append(_equal_to(values))
    builders = []
    for key in schema:
        build = _KEYWORDS.get(key)
        if build is not None and build not in builders:
            builders.append(build)
    checks.extend(build(schema, formats) for build in builders)
    return _all(checks)


def _equal_to(values: list) -> Check:
    """enum / const for strings and numbers (jsonschema's `equal`: 1 == 1.0, True is not 1)."""
    if not isinstance(values, list):
        raise Unsupported("enum")
    strings = frozenset(v for v in values if type(v) is str)
    numbers = [v for v in values if type(v) in (int, float)]
    if len(strings) + len(numbers) != len(values):
        raise Unsupported("enum of other values")
    if not numbers:
        return lambda x: type(x) is str and x in strings
    return lambda x: (type(x) is str and x in strings) or (type(x) in (int, float) and x in numbers)


def _number_bound(schema, formats) -> Check:
    lo, hi = schema.get("minimum"), schema.get("maximum")
    for bound in (lo, hi):
        if bound is not None and type(bound) not in (int, float):
            raise Unsupported("bound")
    if lo is not None and hi is not None:
        return lambda x: not _is_number(x) or lo <= x <= hi
    if lo is not None:
        return lambda x: not _is_number(x) or lo <= x
    return lambda x: not _is_number(x) or x <= hi


def _length(schema, formats) -> Check:
    lo, hi = schema.get("minLength", 0), schema.get("maxLength")
    if hi is None:
        return lambda x: type(x) is not str or lo <= len(x)
    return lambda x: type(x) is not str or lo <= len(x) <= hi


def _pattern(schema, formats) -> Check:
    search = re.compile(schema["pattern"]).search
    return lambda x: type(x) is not str or search(x) is not None


def _format(schema, formats) -> Check:
    test = formats.get(schema["format"])
    if test is None:
        raise Unsupported(f"format {schema['format']}")
    return test


def _object(schema, formats) -> Check:
    """properties, required, additionalProperties, maxProperties, minProperties, propertyNames."""
    props = {name: _compile(sub, formats) for name, sub in schema.get("properties", {}).items()}
    required = tuple(schema.get("required", ()))
    extra = schema.get("additionalProperties", True)
    extra_check = None if extra is True or extra is False else _compile(extra, formats)
    most, least = schema.get("maxProperties"), schema.get("minProperties", 0)
    names = None if "propertyNames" not in schema else _compile(schema["propertyNames"], formats)

    def check(x) -> bool:
        if type(x) is not dict:
            return True
        if most is not None and len(x) > most or len(x) < least:
            return False
        for name in required:
            if name not in x:
                return False
        for name, value in x.items():
            test = props.get(name)
            if test is not None:
                if not test(value):
                    return False
            elif extra is False:
                return False
            elif extra_check is not None and not extra_check(value):
                return False
            if names is not None and not names(name):
                return False
        return True
    return check


def _array(schema, formats) -> Check:
    """items, prefixItems, minItems, maxItems."""
    prefix = [_compile(sub, formats) for sub in schema.get("prefixItems", [])]
    items = schema.get("items", True)
    if items is False:
        raise Unsupported("items false")
    each = _compile(items, formats)
    lo, hi = schema.get("minItems", 0), schema.get("maxItems")
    n = len(prefix)

    def check(x) -> bool:
        if type(x) is not list:
            return True
        if len(x) < lo or (hi is not None and len(x) > hi):
            return False
        for test, value in zip(prefix, x):
            if not test(value):
                return False
        for i in range(n, len(x)):
            if not each(x[i]):
                return False
        return True
    return check


def _any_of(schema, formats) -> Check:
    tests = [_compile(sub, formats) for sub in schema["anyOf"]]
    return lambda x: any(test(x) for test in tests)


def _all_of(schema, formats) -> Check:
    return _all([_compile(sub, formats) for sub in schema["allOf"]])


def _if(schema, formats) -> Check:
    test = _compile(schema["if"], formats)
    then = _compile(schema.get("then", True), formats)
    other = _compile(schema.get("else", True), formats)
    return lambda x: then(x) if test(x) else other(x)


# each keyword's predicate builder (one builder reads a whole group of keywords); None: above
_KEYWORDS: dict[str, Callable | None] = {
    "type": None, "enum": None, "const": None,
    "minimum": _number_bound, "maximum": _number_bound,
    "minLength": _length, "maxLength": _length,
    "pattern": _pattern, "format": _format,
    "properties": _object, "required": _object, "additionalProperties": _object,
    "maxProperties": _object, "minProperties": _object, "propertyNames": _object,
    "items": _array, "prefixItems": _array, "minItems": _array, "maxItems": _array,
    "anyOf": _any_of, "allOf": _all_of, "if": _if,
}
