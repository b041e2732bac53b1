"""A finished online game's record, kept as a save: the server's `record` answer (docs/online.md,
"After the game is over") checked as the foreign file it is and written into the saves folder,
so the replay viewer can show it and the Load list has it.

The save goes through the one validation path of saves as if read from a file: the bytes that
will be written (files.serialise), at most a save file's size (files.MAX_BYTES), read back by the
limited JSON reader, then saves.match_from_json (format, schema of every field, digest, a replay
of every action through the rules); and it must be a finished game.  Only then is it written,
atomically and never over another file, as `<title>-online-<CODE>-<date>.json`, named "Koinobori ·
ABCDE-FGHJK · 2026-12-06" (shown in the Load list; a name is data, never a path).  A file of the
same game already there (asked again, or by another window) is used as it is.
"""
from __future__ import annotations

import errno
import os
import time
from pathlib import Path

from ... import paths
from ...files import (MAX_BYTES, DiskError, FileRefused, clean_name, disk_error, parse_json, serialise,
                      write_json_atomic)
from ...i18n import _
from ...online import codes
from ...rules.match import Match
from ...rules.registry import TITLES
from ...saves import MAX_SAVE_NAME, game_digest, match_from_json, read_save


class RecordRefused(Exception):
    """The server's record cannot be used; str() is one sentence for the results screen."""


def keep_record(reply: dict, folder: Path | None = None) -> tuple[Match, Path]:
    """(the match, the save's path) of a `record` answer; RecordRefused (one sentence) when the
    record fails the checks, DiskError (an OSError, in player words) when the disk refuses."""
    code = codes.normalize(reply.get("table")) if isinstance(reply, dict) else None
    data = reply.get("save") if isinstance(reply, dict) else None
    label = "record"   # (the refusals' file name: never shown, their `problem` is)
    try:
        raw = serialise(data)
    except (TypeError, ValueError):
        raise RecordRefused(_("The game's record from the server is not a save.")) from None
    if code is None or len(raw) > MAX_BYTES:
        raise RecordRefused(_("The game's record from the server is not a save."))
    try:
        data = parse_json(raw, label, "save")
        match = match_from_json(data, label)
    except FileRefused as refusal:
        raise RecordRefused(_("The game's record from the server {problem}.").format(problem=refusal.problem)) from None
    if not match.state.is_over():
        raise RecordRefused(_("The game's record from the server is not of a finished game."))
    title = data["title"]
    data["name"] = clean_name(" \u00b7 ".join((TITLES[title].name, codes.shown(code), time.strftime("%Y-%m-%d"))),
                              title, MAX_SAVE_NAME)
    folder = paths.saves_dir() if folder is None else Path(folder)
    stem = f"{title}-online-{code}-{time.strftime('%Y%m%d')}"
    digest = game_digest(match)
    for number in range(1, 1000):
        path = folder / (f"{stem}.json" if number == 1 else f"{stem}-{number}.json")
        if os.path.lexists(path):
            if _same_game(path, digest):
                return match, path
            continue
        try:
            return match, write_json_atomic(path, data, replace=False)
        except DiskError as error:
            if error.errno == errno.EEXIST:   # taken by a racing writer: that one, or the next name
                if _same_game(path, digest):
                    return match, path
                continue
            raise
    raise disk_error(folder / f"{stem}.json", FileExistsError(errno.EEXIST, "exists"))


def _same_game(path: Path, digest: str) -> bool:
    """The save at `path` holds the same game (its checked digest), so it need not be written again."""
    try:
        return read_save(path)["digest"] == digest
    except (FileRefused, OSError):
        return False
