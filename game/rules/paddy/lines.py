"""The log's most frequent lines, each formatted once.

Every animal move, every turn's end and every skipped waterfall step writes a line, and most of
those lines come back (the same sentence, player and plots): translating the sentence and
`str.format` with named fields cost several times a dict look-up, so each line is kept under
(the English sentence, the values filled in) as written in the current language, or, for the
animal moves (the most frequent by far), in a row per player indexed by the move
(`MOVE_LINES`, `RETURN_LINES`): a big dict of tuples costs cache misses at every look-up.  A
change of language empties the memos (an `i18n.on_change` listener), so an old line is never
shown.  Bounded: emptied when they reach `LINES_MAX` lines or `ROWS_MAX` players.
"""
from __future__ import annotations

from ...i18n import _, on_change

LINES: dict[tuple, str] = {}
LINES_MAX = 1 << 14

# The animal moves' lines (a step-2.2 decision writes one), per player as a row indexed by the
# move, so that a line is found by the player's name and an index rather than by a tuple hashed
# into LINES: `MOVE_LINES[name][(source + 1) * 64 + destination]` (source -1 = the reserve) and
# `RETURN_LINES[name][plot]`, None until written.  Emptied with LINES.
MOVE_LINES: dict[str, list] = {}
RETURN_LINES: dict[str, list] = {}
ROWS_MAX = 64   # players' rows kept per table


def _forget(_lang: str) -> None:
    LINES.clear()
    MOVE_LINES.clear()
    RETURN_LINES.clear()


on_change(_forget)


def remember(key: tuple, line: str) -> str:
    """Keep `line` under `key` (see the module's note) and return it."""
    if len(LINES) >= LINES_MAX:
        LINES.clear()
    LINES[key] = line
    return line


def row_of(rows: dict, name: str, size: int) -> list:
    """`rows[name]` (MOVE_LINES or RETURN_LINES), made of `size` Nones on first use."""
    row = rows.get(name)
    if row is None:
        if len(rows) >= ROWS_MAX:
            rows.clear()
        row = rows[name] = [None] * size
    return row


def player_line(sentence: str, name: str, constants: dict | None = None) -> str:
    """`_(sentence).format(player=name, **constants)`, made once per (sentence, player) and
    language: `sentence` is the English (marked with N_ where it is defined); only for sentences
    whose other fields are constants of the rules (they are not part of the key)."""
    key = (sentence, name)
    line = LINES.get(key)
    if line is None:
        line = remember(key, _(sentence).format(player=name, **(constants or {})))
    return line
