"""The log's most frequent lines, each formatted once.

Every animal move, every turn's end and every skipped waterfall step writes a line, and most of
those lines come back (the same sentence, player and plots): `str.format` with named fields
costs several times a dict look-up, so each line is kept under (the sentence in the current
language, the values filled in).  Callers translate the sentence first, so a change of language
makes new keys and never shows an old line.  Bounded: emptied when it reaches `LINES_MAX`.
"""
from __future__ import annotations

LINES: dict[tuple, str] = {}
LINES_MAX = 1 << 14


def remember(key: tuple, line: str) -> str:
    """Keep `line` under `key` (see the module's note) and return it."""
    if len(LINES) >= LINES_MAX:
        LINES.clear()
    LINES[key] = line
    return line


def player_line(text: str, name: str, **constants) -> str:
    """`text.format(player=name, **constants)`, formatted once per (sentence, player): only for
    sentences whose other fields are constants of the rules (they are not part of the key)."""
    key = (text, name)
    line = LINES.get(key)
    if line is None:
        line = remember(key, text.format(player=name, **constants))
    return line
