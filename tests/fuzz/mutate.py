"""Hypothesis strategies that damage valid Tabletop files the ways a person, a disk or a
hostile sender could: wrong types, deep nesting, huge sizes, bad strings, odd numbers,
fields removed or added.  Used by test_files_fuzz.py; FUZZ_BUDGET sets the number of
examples per test (small in CI, large under `make fuzz`)."""
from __future__ import annotations

import copy
import json
import os
import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

BUDGET = int(os.environ.get("FUZZ_BUDGET", "25"))
FUZZ = settings(max_examples=BUDGET, deadline=None, derandomize=not os.environ.get("FUZZ_RANDOM"),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture], database=None)

HUGE = "\u0000HUGE\u0000"  # placeholder replaced in the text by a number too long for int()

NASTY_STRINGS = ["", " ", "a" * 300, "\x00", "\ud800", "Ana\udfff", "\x1b[31mred", "line\nbreak",
                 "\u202eevil", "\ufeff", "😀" * 20, "null", "0", "-1", "__import__", "x" * 20_000]
NASTY_NUMBERS = [0, -1, 1, 2, 5, 63, 64, 255, 256, 2**31, 2**31 - 1, -2**31, 2**63, -2**63 - 1,
                 10**18, 10**30, 0.5, -0.0, 1e308, True, False]

scalars = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.sampled_from(NASTY_NUMBERS),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=40),
                    st.sampled_from(NASTY_STRINGS))
json_values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=5),
                                                             st.dictionaries(st.text(max_size=8), inner, max_size=5)),
                           max_leaves=12)


def _paths(doc, prefix=()):
    """Every path into `doc` (tuples of keys/indexes); a generator state counts as one value,
    so its 625 numbers do not drown the fields the rules read."""
    yield prefix
    if prefix and prefix[-1] == "rng":
        return
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from _paths(value, prefix + (key,))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from _paths(value, prefix + (i,))


def _get(doc, path):
    for part in path:
        doc = doc[part]
    return doc


def _set(doc, path, value):
    if not path:
        return value
    _get(doc, path[:-1])[path[-1]] = value
    return doc


MUTATIONS = ("replace", "delete", "add", "nest", "huge", "string", "number", "duplicate", "shrink",
             "swap", "bool_int", "empty")


@st.composite
def mutated(draw, documents):
    """A deep copy of one of `documents` with 1-3 mutations at random places."""
    doc = copy.deepcopy(draw(st.sampled_from(documents)))
    for _ in range(draw(st.integers(1, 3))):
        paths = list(_paths(doc))
        # bias towards leaves deep in the structure, where the rules' loaders look
        path = draw(st.sampled_from(paths[1:] if len(paths) > 1 else paths))
        kind = draw(st.sampled_from(MUTATIONS))
        target = _get(doc, path)
        parent = _get(doc, path[:-1]) if path else None
        if kind == "replace":
            doc = _set(doc, path, draw(json_values))
        elif kind == "delete" and isinstance(parent, dict):
            del parent[path[-1]]
        elif kind == "delete" and isinstance(parent, list):
            parent.pop(path[-1])
        elif kind == "add" and isinstance(target, dict):
            target[draw(st.text(max_size=10))] = draw(json_values)
        elif kind == "add" and isinstance(target, list):
            target.insert(draw(st.integers(0, len(target))), draw(json_values))
        elif kind == "nest":
            depth = draw(st.sampled_from([2, 10, 40, 300]))
            value = target
            for _ in range(depth):
                value = [value]
            doc = _set(doc, path, value)
        elif kind == "huge":
            doc = _set(doc, path, HUGE)
        elif kind == "string":
            doc = _set(doc, path, draw(st.sampled_from(NASTY_STRINGS)))
        elif kind == "number":
            doc = _set(doc, path, draw(st.sampled_from(NASTY_NUMBERS)))
        elif kind == "duplicate" and isinstance(target, list) and target:
            target.append(copy.deepcopy(target[draw(st.integers(0, len(target) - 1))]))
        elif kind == "shrink" and isinstance(target, list) and target:
            del target[draw(st.integers(0, len(target) - 1)):]
        elif kind == "swap" and isinstance(target, list) and len(target) > 1:
            i, j = draw(st.integers(0, len(target) - 1)), draw(st.integers(0, len(target) - 1))
            target[i], target[j] = target[j], target[i]
        elif kind == "bool_int" and type(target) is int:
            doc = _set(doc, path, bool(target))
        elif kind == "empty":
            doc = _set(doc, path, type(target)() if isinstance(target, (list, dict, str)) else None)
    return doc


def to_text(doc) -> str:
    text = json.dumps(doc, indent=1, ensure_ascii=True)
    huge = json.dumps(HUGE, ensure_ascii=True)
    return text.replace(huge, "9" * 5000)


def shuffled_bytes(text: str, seed: int) -> bytes:
    """Raw damage below JSON: a truncation, a flipped byte, a doubled chunk."""
    raw = bytearray(text.encode("utf-8"))
    rng = random.Random(seed)
    kind = rng.randrange(3)
    if kind == 0:
        return bytes(raw[: rng.randrange(len(raw) + 1)])
    if kind == 1 and raw:
        i = rng.randrange(len(raw))
        raw[i] = rng.randrange(256)
        return bytes(raw)
    i = rng.randrange(len(raw) + 1)
    return bytes(raw[:i] + raw[i:i + 200] + raw[i:])
