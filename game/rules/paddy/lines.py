"""The log's most frequent lines, each formatted once.

Every animal move, every turn's end and every skipped waterfall step writes a line, and most of
those lines come back (the same sentence, player and plots): translating the sentence and
`str.format` with named fields cost several times a dict look-up, so each line is kept under
(the English sentence, the values filled in) as written in the current language.  A change of
language empties the memo (an `i18n.on_change` listener), so an old line is never shown.
Bounded: emptied when it reaches `LINES_MAX`.
"""
from __future__ import annotations

from ...i18n import _, on_change

LINES: dict[tuple, str] = {}
LINES_MAX = 1 << 14


def _forget(_lang: str) -> None:
    LINES.clear()


on_change(_forget)


def remember(key: tuple, line: str) -> str:
    """Keep `line` under `key` (see the module's note) and return it."""
    if len(LINES) >= LINES_MAX:
        LINES.clear()
    LINES[key] = line
    return line


def player_line(sentence: str, name: str, constants: dict | None = None) -> str:
    """`_(sentence).format(player=name, **constants)`, made once per (sentence, player) and
    language: `sentence` is the English (marked with N_ where it is defined); only for sentences
    whose other fields are constants of the rules (they are not part of the key)."""
    key = (sentence, name)
    line = LINES.get(key)
    if line is None:
        line = remember(key, _(sentence).format(player=name, **(constants or {})))
    return line
