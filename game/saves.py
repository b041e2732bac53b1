"""Save files: JSON holding format version, title, setup, seed and the action list, and for a
game that began from a position (the replay's "Play from here" on an unfinished game) that
position, "start" (the title's own position format, docs/positions.md), written in format
version 2 (a save without it stays version 1, as older programs read it).  A game played on from
any replay ("Play from here") also carries "branch_of", the digest of the game it was taken
from, in format version 3: it is not a game of its own and is never entered in the high scores
(game/highscores.py), also after Save or Continue.  Older saves have no such field and load as
before.

Loading goes through the one validation path (game/files.py): a bounded read of a regular
file, limited JSON, the schema of every field (schemas.SAVE), the digest, then a replay of
every action through the rules, so a save can never produce an illegal state.  Anything
wrong becomes a `FileRefused` (also exported as `SaveError`) whose message is one sentence
naming the file and the problem; no code from the file is ever run (no pickle, no eval).
Writes are atomic and a failing disk raises `DiskError` (an OSError) in player words.
"""
from __future__ import annotations

from .i18n import _, language, ngettext, pgettext
import errno
import hashlib
import json
import os
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from . import paths
from .files import (DiskError, FileRefused, bounded, clean_name, disk_error, is_damaged_name, os_words, read_json, sentence,
                    refuse, shown_name, write_json_atomic)
from .rules.base import IllegalAction, PositionError, Setup
from .rules.match import Match, ReplayError, actions_from_json
from .rules.registry import TITLES, is_available, state_class
from .schemas import SAVE, SAVE_FORMAT, actions_schema, schema_problem

FORMAT = SAVE_FORMAT
VERSION = 3          # the newest format read; a save without a start position is written as 1
START_VERSION = 2    # the first format with "start" and "turn_end_held"
BRANCH_VERSION = 3   # the first format with "branch_of"
SaveError = FileRefused  # the one documented refusal; the old name stays for existing callers

__all__ = ["FORMAT", "VERSION", "SaveError", "FileRefused", "DiskError", "match_to_json",
           "match_from_json", "check_save_data", "load_match", "save_match", "save_named", "default_save_name",
           "list_saves", "SaveRow", "write_json_atomic", "read_json_file"]


def _digest(body: dict) -> str:
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def game_digest(match: Match) -> str:
    """The SHA-256 of what makes the game (title, setup, seed, actions): a save's "digest",
    the same for every save of the same game whatever its name or time (the review's key)."""
    return _digest(_body(match))


def review_path(save: Path | str) -> Path:
    """Where the computer's review of a save is kept (game/reviews.py): `<name>.review` beside
    it (not `.json`: the Load screen lists `*.json` as saves)."""
    save = Path(save)
    return save.with_name(save.stem + ".review")


MAX_SAVE_NAME = 60   # characters of a save's name (schemas.SAVE "name")


def branch_of(match: Match) -> str | None:
    """The digest of the game `match` was played on from (the replay's "Play from here"), None
    for a game dealt and played from its own start.  The rules layer knows nothing of it: it
    rides on the match object (`mark_branch`) and in the match's saves ("branch_of")."""
    origin = getattr(match, "branch_of", None)
    return origin if isinstance(origin, str) else None


def mark_branch(match: Match, origin: str) -> Match:
    """Mark `match` as played on from the game whose digest is `origin`; returns it."""
    match.branch_of = origin
    return match


def _body(match: Match) -> dict:
    """What makes the game: title, setup, seed, actions, and the start position if any."""
    body = {
        "title": match.setup.title,
        "setup": match.setup.to_json(),
        "seed": match.seed,
        "actions": match.actions_to_json(),
    }
    if match.start is not None:
        body["start"] = match.start
    return body


def match_to_json(match: Match, game_id: str | None = None, name: str | None = None) -> dict:
    body = _body(match)
    held = match.forced_waiting and not match.state.is_over()   # the turn's end waits for End turn
    # format 2 when it holds what format 1 did not know (an older program then asks to be
    # updated rather than refusing an unknown field)
    origin = branch_of(match)
    version = BRANCH_VERSION if origin else START_VERSION if "start" in body or held else 1
    data = {"format": FORMAT, "version": version, **body, "digest": _digest(body),
            "finished": match.state.is_over(), "saved_at": round(time.time(), 3)}
    if origin:
        data["branch_of"] = origin   # (not in the digest: the moves make the game, this its origin)
    if held:
        # the last move ended the mover's turn, which waits for their End turn (undoable unless
        # it revealed something, as Paddy's draw does): reopened, the table waits for it again
        # (match_from_json(..., resume=True))
        data["turn_end_held"] = True
    if game_id is not None:
        data["game_id"] = game_id
    if name is not None:
        data["name"] = clean_name(name, default_save_name(match), MAX_SAVE_NAME)
    return data


def default_save_name(match: Match) -> str:
    """What the Save dialog offers: the title, the date and how far the game has come
    ("Paddy · 2026-12-01 · Cycle 2 of 4")."""
    try:
        progress = match.state.progress()
    except Exception:  # a rules bug must not stop a save
        progress = ""
    parts = [TITLES[match.setup.title].name, time.strftime("%Y-%m-%d"), progress]
    return clean_name(" \u00b7 ".join(p for p in parts if p), match.setup.title, MAX_SAVE_NAME)


def read_json_file(path: Path, what: str = "file") -> Any:
    """Steps 1-2 of the validation path (bounded read, limited JSON) for older callers."""
    return read_json(path, what)


def check_save_data(data: Any, name: str | Path = "the save") -> dict:
    """Everything short of replaying: format, version, schema of every field, digest, title.

    Returns `data` (now known to be a well-formed save); raises FileRefused otherwise."""
    def no(problem: str, newer: bool = False) -> FileRefused:
        return refuse(name, "save", problem, newer=newer)

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise no(_("is not a Tabletop save file"))
    version = data.get("version")
    if type(version) is not int:
        raise no(_("has no valid format version"))
    if version > VERSION:
        raise no(_("was made by a newer Tabletop (format {version}); please update").format(version=bounded(version, 12)),
                 newer=True)
    if version < 1:
        raise no(_("has an unknown format version {version}").format(version=bounded(version, 12)))
    problem = schema_problem(data, SAVE)
    if problem:
        raise no(problem)
    body = {k: data[k] for k in ("title", "setup", "seed", "actions", "start") if k in data}
    if data["digest"] != _digest(body):
        raise no(_("has been changed or damaged since it was written (checksum mismatch)"))
    title = data["title"]
    if not is_available(title):
        raise no(_("is for {name}, which this build does not include yet").format(name=TITLES[title].name))
    problem = schema_problem({"actions": data["actions"]}, actions_schema(title))
    if problem:
        raise no(problem)
    if data["setup"]["title"] != title:
        raise no(_("is damaged: its setup is for another game"))
    info = TITLES[title]
    if not info.min_players <= len(data["setup"]["players"]) <= info.max_players:
        raise no(_("is damaged: {name} is for {min_players} to {max_players} players").format(name=info.name, min_players=info.min_players, max_players=info.max_players))
    return data


def match_from_json(data: Any, name: str | Path = "the save", resume: bool = False) -> Match:
    """The match a save describes, replayed through the rules; FileRefused on any problem.

    With `resume` (a table reopens it), a save whose last move's turn end was held (waiting for
    the mover's End turn, "turn_end_held") is replayed with that turn end held again: nothing of
    the next seat has happened, and the move can still be undone unless it revealed something.
    The field is honoured only when the replayed last move really ended a turn (what the rules
    would have held); otherwise, and without `resume`, the turn end is final as in any replay."""
    data = check_save_data(data, name)
    hold = resume and data.get("turn_end_held") is True
    title = data["title"]
    try:
        setup = Setup.from_json(data["setup"])
        actions = actions_from_json(title, data["actions"])
    except (TypeError, ValueError) as error:
        raise refuse(name, "save", _("is invalid: {error}").format(error=error)) from None
    start = data.get("start")
    if start is not None:
        try:
            state_class(title).from_position(start)
        except PositionError as error:
            raise refuse(name, "save", _("cannot be used: {error}").format(error=error)) from None
        except Exception as error:  # a loader gap must not crash the program
            raise refuse(name, "save", _("is invalid (the {name} loader failed with {kind})").format(
                name=TITLES[title].name, kind=type(error).__name__)) from None
    try:
        match = Match.replay(setup, data["seed"], actions, start, hold_last=hold)
        if match.forced_waiting and match.state.is_over():
            match.confirm_turn_end()   # (the end is final)
        if data.get("branch_of"):
            mark_branch(match, data["branch_of"])
        return match
    except ReplayError as error:
        # e.g. a save made before a rule changed: say so, and quote the rule that refuses it
        reason = bounded(error.reason.rstrip("."), 200)
        raise refuse(name, "save", _("cannot be replayed under the current rules: action {number} ({action}) is refused with “{reason}”").format(number=error.number, action=bounded(error.action.describe(), 120), reason=reason)) from None
    except IllegalAction as error:
        raise refuse(name, "save", _("cannot be replayed under the current rules: {problem}").format(problem=bounded(error, 200))) from None
    except Exception as error:  # a rules bug must not crash the program on load
        raise refuse(name, "save", _("could not be replayed (the rules failed with {kind})").format(kind=type(error).__name__)) from None


def read_save(path: Path | str) -> dict:
    """A save file's data, fully checked except for the replay (cheap: for lists)."""
    return check_save_data(read_json(path, "save"), path)


def load_match(path: Path | str, resume: bool = False) -> Match:
    """The match in the save file at `path`; FileRefused (one sentence) on any problem.
    `resume`: for a table to play on (a held turn end stays held, see match_from_json)."""
    return match_from_json(read_json(path, "save"), path, resume)


def save_match(match: Match, path: Path | str, game_id: str | None = None) -> None:
    """Write `match` to `path` atomically; DiskError (an OSError) when the disk refuses."""
    write_json_atomic(path, match_to_json(match, game_id))


def save_named(match: Match, folder: Path | None = None, name: str | None = None) -> Path:
    """A new save of `match` in the saves folder (the pause menu's "Save game"), holding `name`
    (what the player called it; the Load screen shows it).

    The file is named `<title>-<date>-<time>.json` whatever `name` says (a name is data, never
    a path); a second save in the same second gets `-2`, `-3`..., and an existing file is never
    overwritten.  Returns the path; DiskError on failure."""
    folder = paths.saves_dir() if folder is None else Path(folder)
    stem = f"{match.setup.title}-{time.strftime('%Y%m%d-%H%M%S')}"
    data = match_to_json(match, name=name)
    for number in range(1, 1000):
        path = folder / (f"{stem}.json" if number == 1 else f"{stem}-{number}.json")
        if os.path.lexists(path):
            continue
        try:
            return write_json_atomic(path, data, replace=False)
        except DiskError as error:
            if error.errno == errno.EEXIST:  #: taken by a racing writer; try the next name
                continue
            raise
    raise disk_error(folder / f"{stem}.json", FileExistsError(errno.EEXIST, "exists"))


# --------------------------------------------------------------------------- the Load screen
@dataclass
class SaveRow:
    """One file in the saves folder, for the Load screen."""

    path: Path
    name: str                      # safe to draw
    status: str                    # "ok", "damaged", "unreadable" or "newer" (a newer Tabletop's)
    problem: str | None = None     # why not ok, in player words (no file name)
    title: str | None = None       # title id when ok
    players: tuple[str, ...] = ()
    moves: int = 0
    finished: bool = False
    progress: str = ""             # how far the game has come ("Round 3 of 15"), from the rules
    modified: float | None = None  # seconds since the epoch, None when unknown
    message: str | None = None     # the full one-sentence refusal when not ok
    save_name: str = ""            # the name the player gave it ("" for older saves, autosaves)
    # a finished game's final scores from the rules' score sheet: (name, total, won) per seat
    final: tuple[tuple[str, int, bool], ...] = ()
    from_replay: bool = False      # begun from a replay's position ("Play from here"): told apart from its original

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def when(self) -> str:
        if self.modified is None:
            return "--"
        t = time.localtime(self.modified)
        return pgettext("when a save was written: day, short month name, hour:minute", "{day} {month} {time}").format(
            day=t.tm_mday, month=_month(t.tm_mon), time=time.strftime("%H:%M", t))

    @property
    def label(self) -> str:
        """One line for the list: date, file name and what it holds (or why it cannot be used)."""
        if self.ok:
            info = TITLES[self.title]
            state = _("finished") if self.finished else ngettext("{n} move", "{n} moves", self.moves).format(n=self.moves)
            what = f"{info.name} \u00b7 {players_listed(self.players)} \u00b7 {state}"
        else:
            what = status_line(self)
        return bounded(f"{self.when}  {self.name}  \u2014  {what}", 200)


def _month(month: int) -> str:
    """A month's short name in the current language ("Dec", "12月")."""
    return (pgettext("short month name", "Jan"),
            pgettext("short month name", "Feb"),
            pgettext("short month name", "Mar"),
            pgettext("short month name", "Apr"),
            pgettext("short month name", "May"),
            pgettext("short month name", "Jun"),
            pgettext("short month name", "Jul"),
            pgettext("short month name", "Aug"),
            pgettext("short month name", "Sep"),
            pgettext("short month name", "Oct"),
            pgettext("short month name", "Nov"),
            pgettext("short month name", "Dec"))[month - 1]


def progress_words(row: SaveRow) -> str:
    """How far a listed game has come ("Round 3 of 15", else its moves), and, for a game begun
    with "Play from here", that it was (a play-test could not tell it from its original)."""
    progress = row.progress or ngettext("{n} move", "{n} moves", row.moves).format(n=row.moves)
    return _("{progress}, from a replay").format(progress=progress) if row.from_replay else progress


def players_listed(players) -> str:
    """The players' names of a save, "Ann, Bo" ("Ann、Bo" in Japanese)."""
    return pgettext("list separator", ", ").join(players)


def status_line(row: SaveRow) -> str:
    """Why a row cannot be opened, as a sentence: "This file is damaged: …".  The problem is a
    predicate made for "The save “x” …" (in Japanese it starts with its particle, は or に), so
    it is given a subject here rather than a label ("damaged: is damaged" read as a stutter)."""
    return sentence(_("This file {problem}").format(problem=row.problem.rstrip(".\u3002")))


# inspect_save's rows, by the file's identity: the menu lists the autosave slots at every
# return to it and the Load screen every save, and a full check replays the whole game, so a
# file already checked and unchanged since (same inode, size, modification and change times:
# saves are replaced by an atomic rename, never rewritten in place), in the same language, is
# not read again.  Bounded: at _INSPECTED_MAX the oldest row goes (emptying it all made the
# next listing read every slot again, and a test that counts reads fail by what ran before it).
# The bound is far above a folder's likely size: a listing goes through its files in turn, so
# with more files than the bound every one has gone before it is asked for again, and each
# return to the menu replayed every game (270 slots: 1.5 s a listing).  A row is about 1 KB.
_INSPECTED: dict[tuple, SaveRow] = {}
_INSPECTED_MAX = 4096


def inspect_save(path: Path) -> SaveRow:
    """The row for one file: fully checked (replayed) when it reads well.  Never raises."""
    try:
        stat = os.lstat(path)
    except OSError:
        stat = None
    key = None if stat is None else (str(path), stat.st_ino, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns,
                                      language())
    row = _INSPECTED.get(key) if key is not None else None
    if row is None:
        row = _inspect(path, None if stat is None else stat.st_mtime)
        if key is not None:
            while len(_INSPECTED) >= _INSPECTED_MAX:
                del _INSPECTED[next(iter(_INSPECTED))]
            _INSPECTED[key] = row
    return replace(row)   # a copy: a caller may change its row


def _inspect(path: Path, modified: float | None) -> SaveRow:
    """inspect_save's row, read and checked from the file."""
    row = SaveRow(path, shown_name(path), "ok", modified=modified)
    try:
        data = read_save(path)
        match = match_from_json(data, path)
    except FileRefused as refusal:
        row.status = "unreadable" if refusal.unreadable else "newer" if refusal.newer else "damaged"
        row.problem, row.message = refusal.problem, str(refusal)
        return row
    except Exception as error:  # never let one file break the list
        row.status, row.problem = "damaged", _("could not be checked ({kind})").format(kind=type(error).__name__)
        row.message = _("The save “{name}” {problem}.").format(name=row.name, problem=row.problem)
        return row
    row.title, row.players = data["title"], tuple(data["setup"]["players"])
    row.moves, row.finished = len(data["actions"]), bool(data.get("finished"))
    row.from_replay = "start" in data or branch_of(match) is not None   # (a finished game's copy has no start: a review)
    try:
        row.progress = bounded(match.state.progress(), 60)
    except Exception:  # a rules bug must not break the list
        row.progress = ""
    if match.state.is_over():
        try:
            sheet = match.state.score_sheet()
            row.final = tuple((bounded(name, 40), total, seat in sheet.winners)
                              for seat, (name, total) in enumerate(zip(sheet.players, sheet.totals())))
        except Exception:  # a rules bug must not break the list
            row.final = ()
    if isinstance(data.get("name"), str):
        row.save_name = clean_name(data["name"], "", MAX_SAVE_NAME)
    if type(data.get("saved_at")) in (int, float):
        row.modified = float(data["saved_at"])
    return row


def list_saves(folder: Path | None = None) -> list[SaveRow]:
    """Every `*.json` entry of the saves folder (folders, links and special files included),
    newest first, each with its status.  Never raises: an unreadable folder gives one row."""
    folder = paths.saves_dir() if folder is None else Path(folder)
    try:
        names = [e.name for e in os.scandir(folder)]
    except FileNotFoundError:
        return []
    except OSError as error:   # in the player's words, never the system's (English) text
        if error.errno == errno.ENOTDIR:
            problem = _("stands where the saves folder should be")
            message = _("A file stands where the saves folder should be.")
        else:
            problem = _("cannot be read ({reason})").format(reason=os_words(error))
            message = _("The saves folder cannot be read ({reason}).").format(reason=os_words(error))
        return [SaveRow(folder, shown_name(folder), "unreadable", problem, message=message)]
    rows = [inspect_save(folder / name) for name in names
            if name.lower().endswith(".json") and not is_damaged_name(name)]
    rows.sort(key=lambda r: (r.modified or 0.0, r.name), reverse=True)
    return rows
