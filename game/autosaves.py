"""Autosave slots: every unfinished game keeps its own autosave, `saves/autosave/<game-id>.json`.

- `start_game(match)` gives a new game its own slot (never another game's) and writes it;
  `Autosaver.save(match)` rewrites it atomically after every change.  A failing disk never
  stops play: `Autosaver.problem` holds the banner text until a save succeeds again.
- `list_unfinished()` is the Continue list: title, players, moves and last played time,
  newest first, with damaged slots listed as damaged.  A finished game's save is marked
  (`"finished": true`) and leaves the list for `list_finished()` (the Load screen's end).
- `open_game(game_id)` replays a slot; one that cannot be replayed is moved aside as
  `<name>.damaged-<time>.json` so it no longer blocks Continue, and the refusal says so.
- `migrate_legacy()` moves the old single `saves/autosave.json` into a slot of its own.
"""
from __future__ import annotations

from .i18n import N_, _
import os
import re
import secrets
import time
from pathlib import Path

from . import paths
from .files import DiskError, FileRefused, bounded, is_damaged_name, move_aside, refuse, shown_name
from .rules.match import Match
from .rules.registry import TITLES
from .saves import SaveRow, inspect_save, load_match, players_listed, progress_words, review_path, save_match, status_line

GAME_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
KEEP_FINISHED = 50  # finished games' autosaves kept (the newest); older ones are removed at start
WHAT = N_("autosave")


def slot_path(game_id: str) -> Path:
    if not GAME_ID.match(game_id):
        raise ValueError(_("a game id is lower-case letters, digits and dashes"))
    return paths.autosave_dir() / f"{game_id}.json"


def new_game_id(title: str, when: float | None = None) -> str:
    """A fresh id naming no existing slot: `<title>-<date>-<time>-<random>`."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if when is None else when))
    while True:
        game_id = f"{title}-{stamp}-{secrets.token_hex(3)}"
        if not os.path.lexists(slot_path(game_id)):
            return game_id


class Autosaver:
    """One game's autosave slot.  Call `save(match)` after every change.

    `problem` is None while saving works; after a failure it is the banner text for the
    table ("Autosave failed: ... "), and it stays until a save succeeds."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.path = slot_path(game_id)
        self.problem: str | None = None

    @classmethod
    def for_new_game(cls, title: str) -> "Autosaver":
        return cls(new_game_id(title))

    def save(self, match: Match) -> bool:
        """Write the slot; True when saved.  Never raises: a failure sets `problem`."""
        try:
            save_match(match, self.path, self.game_id)
        except DiskError as error:
            self.problem = (_("Autosave failed ({reason}): this game is only in memory until a save succeeds.").format(reason=error.reason))
            return False
        except Exception as error:  # unserialisable state: a bug, but never a crash
            self.problem = _("Autosave failed, this game is only in memory ({kind}).").format(kind=type(error).__name__)
            return False
        self.problem = None
        return True


def start_game(match: Match) -> Autosaver:
    """A new slot for a new game, written once; on a full or read-only disk the game still
    starts (in memory) and the returned saver's `problem` is the banner to show."""
    saver = Autosaver.for_new_game(match.setup.title)
    saver.save(match)
    return saver


def continue_label(row: SaveRow) -> str:
    """One line for the Continue list: game, players, moves and when it was last played."""
    if not row.ok:
        return bounded(f"{row.name} \u2014 {status_line(row)}", 200)
    info = TITLES[row.title]
    return bounded(_("{name} · {players} · {progress} · last played {when}").format(
        name=info.name, players=players_listed(row.players), progress=progress_words(row), when=row.when), 200)


def _slot_rows() -> list[SaveRow]:
    folder = paths.autosave_dir()
    try:
        names = [e.name for e in os.scandir(folder)]
    except OSError:
        return []
    rows = [inspect_save(folder / name) for name in names
            if name.endswith(".json") and not is_damaged_name(name)]
    rows.sort(key=lambda r: (r.modified or 0.0, r.name), reverse=True)
    return rows


def list_unfinished() -> list[SaveRow]:
    """The Continue list, newest first: unfinished games (`row.ok`) and slots that cannot be
    opened (`row.status` "damaged"/"unreadable"/"newer", `row.problem` why).  `row.path.stem` is the game
    id for `open_game`; `continue_label(row)` is the line to show.  Never raises."""
    return [row for row in _slot_rows() if not (row.ok and row.finished)]


def list_finished() -> list[SaveRow]:
    """Finished games' autosaves, newest first (the newest KEEP_FINISHED are kept): the Load
    screen lists them after the named saves, so a game can be looked back on (its replay and
    review) after its results were closed without a Save."""
    return [row for row in _slot_rows() if row.ok and row.finished]


def listed_slot(stem: str) -> Path:
    """The file of a slot the Continue list showed (`stem`: its name without .json), named as
    Tabletop names slots or not (a copy or a sync tool may call one "x (1).json"); ValueError
    for a name that is not a file of the autosave folder."""
    if GAME_ID.match(stem):
        return slot_path(stem)
    if not stem or stem in (".", "..") or any(ch in stem for ch in "/\\\0"):
        raise ValueError(_("a game id is lower-case letters, digits and dashes"))
    return paths.autosave_dir() / f"{stem}.json"


def open_game(game_id: str) -> tuple[Match, Autosaver]:
    """The match in a slot, replayed, and the saver that keeps it.  A slot that cannot be
    used is moved aside (so it no longer blocks Continue) and FileRefused says so.  A slot
    named otherwise than Tabletop names them (`listed_slot`: a review's "x (1).json" was listed
    but refused "a game id is lower-case letters...") is opened and renamed to a slot name."""
    path = listed_slot(game_id)
    try:
        match = load_match(path, resume=True)   # a turn end left waiting for End turn waits again
    except FileRefused as refusal:
        if refusal.newer or not os.path.lexists(path):
            raise   # (a newer Tabletop's game stays where that Tabletop finds it)
        try:
            aside = move_aside(path)
        except DiskError:
            raise refusal from None
        raise refuse(path, WHAT, _("{problem}; it was moved aside as “{shown_name}”").format(problem=refusal.problem, shown_name=shown_name(aside))) from None
    if not GAME_ID.match(game_id):   # its own slot name from now on (else each save made a second file)
        fresh = new_game_id(match.setup.title, os.lstat(path).st_mtime)
        try:
            os.replace(path, slot_path(fresh))
        except OSError:
            pass   # (it stays under its own name too; the game goes on in its new slot)
        game_id = fresh
    return match, Autosaver(game_id)


def remove(game_id: str) -> str | None:
    """Delete a game's autosave (a "forget this game" button); the problem, or None."""
    try:
        os.unlink(slot_path(game_id))
    except FileNotFoundError:
        return None
    except OSError as error:
        return _("Could not remove that game's autosave ({reason}).").format(reason=bounded(error.strerror, 60))
    _remove_review(slot_path(game_id))
    return None


def _remove_review(path: Path) -> None:
    """The computer's review kept beside an autosave goes with it (nothing else opens it)."""
    try:
        os.unlink(review_path(path))
    except OSError:
        pass


def migrate_legacy() -> str | None:
    """Move the old single `saves/autosave.json` into a slot of its own (a damaged one is
    moved aside instead).  Returns what to tell the player, or None."""
    legacy = paths.autosave_path()
    if not os.path.lexists(legacy):
        return None
    try:
        match = load_match(legacy)
        game_id = new_game_id(match.setup.title, os.lstat(legacy).st_mtime)
        os.replace(legacy, slot_path(game_id))
        return None
    except FileRefused as refusal:
        try:
            aside = move_aside(legacy)
        except DiskError as error:
            return _("The old autosave {problem}, and it could not be moved aside ({reason}).").format(problem=refusal.problem, reason=error.reason)
        return (_("The old autosave {problem}, so it was moved aside as “{shown_name}”.").format(problem=refusal.problem, shown_name=shown_name(aside)))
    except OSError as error:
        return _("The old autosave could not be moved to the new autosave folder ({reason}).").format(reason=bounded(error.strerror, 60))


def prune_finished(keep: int = KEEP_FINISHED) -> list[Path]:
    """Remove all but the newest `keep` finished games' autosaves; what was removed."""
    finished = [row for row in _slot_rows() if row.ok and row.finished]
    removed = []
    for row in finished[keep:]:
        try:
            os.unlink(row.path)
            removed.append(row.path)
        except OSError:
            continue
        _remove_review(row.path)
    return removed
