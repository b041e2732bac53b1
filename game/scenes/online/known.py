"""The player's online tables ("My online tables"): which seat of which table on which server
this window plays, kept as JSON in the user data folder (online-tables.json).

Each entry: `server` (the WebSocket address), `table` (the invite code), `seat` (from 1, None
for a spectator), `token` (the seat's secret: whoever holds it plays the seat), `title`,
`names`, and, for the table's creator, `host` (the host token: hand an away seat to a
computer); `host_program` true for a guest's table on a server that runs in the host's program
(the host's "This computer": there only while that program runs); `seen`, how many log
lines the table last showed in this window (a return to it says what came after: away_news.py).  Read through the one validation path (schemas.read_checked); a damaged file is
refused in one sentence and never stops the program (`load` then lists nothing, `problem`
says why), and a damaged row is left out of the list (the others are listed).  Fields a newer
Tabletop adds to a row are kept.  Before a file with damage is written again, it is moved aside
as `online-tables.damaged-<time>.json`: its rows hold the seats' tokens, the only way back to
those seats (a review: one bad row made the next table hosted overwrite every other).
Written atomically (files.write_json_atomic), like the settings.  No pygame here.
"""
from __future__ import annotations

from pathlib import Path

from ...files import DiskError, FileRefused, move_aside, write_json_atomic
from ... import paths
from ...i18n import N_, ngettext
from ...online import codes
from ...rules.registry import TITLES
from ...schemas import array, integer, obj, read_checked, schema_problem

FORMAT = "tabletop-online-tables"
WHAT = N_("online tables file")
# said when a table could not be written to the file: its seat's token is then only in the window
NOT_REMEMBERED = N_("This table is not in My online tables: {problem} Keep this window open to play on; "
                    "the table is added as soon as the disk takes it.")
MOST = 100   # the newest ones are kept (a `tables` message names at most 100 tokens)
TOKEN = {"type": "string", "pattern": "^[A-Za-z0-9_-]{16,64}$"}
ENTRY = obj({
    "server": {"type": "string", "minLength": 1, "maxLength": 300},
    "table": {"type": "string", "minLength": 1, "maxLength": 40},
    "seat": {"anyOf": [{"type": "null"}, integer(1, 5)]},
    "token": TOKEN,
    "title": {"enum": list(TITLES)},
    "names": array({"type": "string", "maxLength": 40}, 5),
    "host": {"anyOf": [{"type": "null"}, TOKEN]},
    "spectator": {"anyOf": [{"type": "null"}, TOKEN]},
    "host_program": {"type": "boolean"},
    "seen": integer(0, 10_000_000),   # log lines the table showed in this player's window, at most
}, ["server", "table", "token", "title"], extra=True)   # (a newer Tabletop's fields are kept)
# the file as a whole; each row is then checked against ENTRY on its own
SCHEMA = obj({"format": {"const": FORMAT}, "tables": array({"type": "object"}, MOST)}, ["format", "tables"])


def path() -> Path:
    return paths.user_data_dir() / "online-tables.json"


def read() -> list[dict]:
    """The rows that pass ENTRY; FileRefused (one sentence) when the file as a whole is
    damaged; [] when there is none."""
    return _read_counted()[0]


def _read_counted() -> tuple[list[dict], int]:
    """(the rows that pass ENTRY, how many did not), as `read`."""
    file = path()
    if not file.exists():
        return [], 0
    rows = read_checked(file, WHAT, SCHEMA)["tables"]
    good = [row for row in rows if schema_problem(row, ENTRY) is None]
    return good, len(rows) - len(good)


def load() -> tuple[list[dict], str | None]:
    """(entries, problem): a damaged file lists nothing and says why, in one sentence; damaged
    rows are left out, and the sentence says how many."""
    try:
        entries, damaged = _read_counted()
    except FileRefused as error:
        return [], str(error)
    if damaged:
        return entries, ngettext("{n} table in the online tables file is damaged, so it is not listed.",
                                 "{n} tables in the online tables file are damaged, so they are not listed.",
                                 damaged).format(n=damaged)
    return entries, None


def _entries_to_write() -> tuple[list[dict], str | None]:
    """(the rows to write back, the disk's problem): a file with damage is moved aside first, so
    that writing keeps its good rows and loses no token (a disk that refuses the move: its
    problem, and nothing may be written)."""
    entries, problem = load()
    return entries, (_move_aside_damaged() if problem is not None else None)


def _move_aside_damaged() -> str | None:
    """The file with damage moved aside (None when done or gone), else the disk's problem."""
    if not path().exists():
        return None
    try:
        move_aside(path())
    except DiskError as error:
        return str(error)
    return None


def remember(entry: dict) -> str | None:
    """Add (or refresh) `entry`, newest first; None when written, else the disk's problem."""
    entries, problem = _entries_to_write()
    if problem:
        return problem
    key = (entry["server"], entry["token"])
    kept = [e for e in entries if (e["server"], e["token"]) != key]
    row = _clean(entry)
    for old in entries:   # (a newer Tabletop's fields of this row stay: a review saw one open drop them)
        if (old["server"], old["token"]) == key:
            row = {**{k: v for k, v in old.items() if k not in ENTRY["properties"]}, **row}
    return _write([row, *kept][:MOST])


def forget(entry: dict) -> str | None:
    """Remove `entry` (written atomically); None when written, else the problem in one sentence
    (a file that lists nothing is left as it is: nothing was removed from it)."""
    entries, problem = load()
    if problem and not entries:
        return problem
    refused = _move_aside_damaged() if problem else None
    if refused:
        return refused
    return _write([e for e in entries if (e["server"], e["token"]) != (entry["server"], entry["token"])])


def rename(entry: dict, names: list[str]) -> str | None:
    """The players' names of a saved table as the server now says them (a friend who joined
    after the table was opened replaced its placeholder name): `entry` and the file, in place
    (the list's order stays); None when written or nothing changed, else the disk's problem."""
    names = [str(n)[:40] for n in names][:5]
    if not names or names == list(entry.get("names") or []):
        return None
    entry["names"] = names
    return _set_in_file(entry, "names", names)


def note_seen(entry: dict, lines: int) -> str | None:
    """The table has shown `lines` log lines in this window (what a return to it counts as
    news: away_news.py): `entry` and the file, in place; None when written or nothing changed,
    else the disk's problem."""
    lines = max(0, min(int(lines), 10_000_000))
    if entry.get("seen") == lines:
        return None
    entry["seen"] = lines
    return _set_in_file(entry, "seen", lines)


def seat_at(code: str, is_server) -> dict | None:
    """The saved seat (not a watch) at table `code` on a server `is_server(entry["server"])`
    says is the link's, or None: Join with that table's link then opens this seat, rather than
    take another (a review's host pasted their own invitation and took the friend's only seat)."""
    wanted = codes.normalize(code or "")
    if wanted is None:
        return None
    for entry in load()[0]:
        if entry.get("seat") is not None and codes.normalize(entry["table"]) == wanted and is_server(entry["server"]):
            return entry
    return None


def names_of(entry: dict) -> set[str]:
    """The names a server's `tables` answer may give this saved table: the one it was saved
    under and, for a watched one, its watch id (codes.watch_id: a server names a watched table
    by it since 2026-12, before that by its invite code, which older files saved)."""
    names = {entry["table"]}
    if entry.get("seat") is None:
        names.add(codes.shown(codes.watch_id(codes.token_hash(entry["token"]))))
    return names


def _set_in_file(entry: dict, field: str, value) -> str | None:
    """`field` of `entry`'s row in the file set to `value`; None when written or nothing
    changed (no such row, or the same value), else the disk's problem."""
    entries, problem = load()
    key = (entry["server"], entry["token"])
    found = [e for e in entries if (e["server"], e["token"]) == key]
    if not found or found[0].get(field) == value:
        return None
    found[0][field] = value
    refused = _move_aside_damaged() if problem is not None else None
    return refused or _write(entries)


def _clean(entry: dict) -> dict:
    out = {k: entry.get(k) for k in ("server", "table", "seat", "token", "title")}
    out["names"] = [str(n)[:40] for n in entry.get("names") or []][:5]
    for key in ("host", "spectator", "host_program"):
        if entry.get(key):
            out[key] = entry[key]
    if isinstance(entry.get("seen"), int) and not isinstance(entry.get("seen"), bool) and entry["seen"] >= 0:
        out["seen"] = min(entry["seen"], 10_000_000)
    return out


def _write(entries: list[dict]) -> str | None:
    try:
        write_json_atomic(path(), {"format": FORMAT, "tables": entries})
    except DiskError as error:
        return str(error)
    return None
