"""A table's stored entries applied to a `game.rules.match.Match` (tables.py): one entry at a
time as it comes, or all of them when a table is loaded or gains a language.

While the entries are replayed a move keeps a copy of the state before it (for `Match.undo`)
only where a later undo takes it back, or among the newest KEPT_TAIL entries (an undo after
loading): a stored history of undos is then restored rather than replayed, and the copies
that would never be used are not made (a copy for every move made loading several times
dearer).
"""
from __future__ import annotations

from typing import Callable

from ...rules.base import action_from_json
from ...rules.match import Match
from ..store import Entry

KEPT_TAIL = 32   # the newest entries whose moves keep their states for undo after a replay


class RulesFailure(Exception):
    """An exception inside the rules while applying a stored entry: the table must end."""


def apply_entry(match: Match, movers: list, entry: Entry, turns: list | None = None) -> None:
    """Apply `entry` to `match`, keeping `movers` (and `turns`, the turn of each act); any
    exception of the rules is a RulesFailure."""
    try:
        if entry.kind == "act":
            action = action_from_json(entry.payload["action"], match.state_type.ACTION_TYPES)
            turn = match.state.turn_id
            match.apply(action, hold_turn_end=bool(entry.payload.get("hold")))
            movers.append(entry.seat)
            if turns is not None:
                turns.append(turn)
        elif entry.kind == "end_turn":
            match.confirm_turn_end()
        elif entry.kind == "undo":
            match.undo()
            movers.pop()
            if turns:
                turns.pop()
    except Exception as error:
        raise RulesFailure(f"entry {entry.seq} ({entry.kind}) failed: {type(error).__name__}: {error}") from None


def replay_entries(match: Match, entries: list[Entry], movers: list, turns: list | None = None,
                   applied: Callable[[Entry], None] | None = None) -> RulesFailure | None:
    """Apply every entry in order (`applied(entry)` after each); the first failure is
    returned, the match left as it was before that entry."""
    kept = kept_states(entries)
    try:
        for number, entry in enumerate(entries):
            match.keep_snapshots = number in kept
            try:
                apply_entry(match, movers, entry, turns)
            except RulesFailure as failure:
                return failure
            if applied is not None:
                applied(entry)
    finally:
        match.keep_snapshots = True
    return None


def kept_states(entries: list[Entry]) -> set[int]:
    """The entries (by index) whose moves keep the state before them while replayed: those a
    later undo takes back (an undo takes back the newest move still standing) and the newest."""
    stack: list[int] = []
    kept = set(range(max(0, len(entries) - KEPT_TAIL), len(entries)))
    for number, entry in enumerate(entries):
        if entry.kind == "act":
            stack.append(number)
        elif entry.kind == "undo" and stack:
            kept.add(stack.pop())
    return kept
