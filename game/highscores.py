"""Local high scores of the solo modes (Pondscape against the Croaker, Ladybird solo).

One file per mode, `highscores/<title>-solo.json` in the user data folder:

    {"format": "tabletop-highscores", "version": 1, "mode": "pondscape-solo",
     "entries": [{"name": "Ana", "score": 87, "achievement": "Pond Keeper",
                  "date": "2025-06-01", "game": "<64 hex digits>"}, ...]}

- At most `KEEP` entries, best first; on equal scores the older entry keeps the higher place.
- `game` is the game's key: the digest its save carries (SHA-256 of title, setup, seed and the
  action list), so a finished game opened again from any save of it is recognised, never entered
  twice.  Games begun from a position file are not entered (a position can be written by hand),
  nor games played on from a replay ("Play from here": the player knew every card to come; its
  saves keep saying so, saves.branch_of).
- Read through the one validation path (files.read_json, then schemas.HIGHSCORES); a damaged
  file is moved aside as `<name>.damaged-<time>.json` and a new table starts; a newer Tabletop's
  (a higher format version) is left alone and this game's score is not kept in it.  Written with
  files.write_json_atomic.  Nothing here raises for a file or a disk: the problem comes back as
  one sentence for the results screen.
"""
from __future__ import annotations

from .i18n import N_, _
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from . import paths
from .files import DiskError, FileRefused, bounded, move_aside, read_json, refuse, shown_name, write_json_atomic
from .rules.match import Match
from .rules.registry import TITLES
from .saves import branch_of, match_to_json
from .schemas import HIGHSCORES, HIGHSCORES_FORMAT, schema_problem

KEEP = 10
VERSION = 1   # the file's format version (a higher one is a newer Tabletop's: left alone)
WHAT = N_("high-score file")
MODE_NAMES = {"pondscape": N_("Pondscape against the Croaker"), "ladybird": N_("Ladybird solo")}


@dataclass(frozen=True)
class Entry:
    name: str
    score: int
    achievement: str | None
    date: str
    game: str

    def to_json(self) -> dict:
        return {"name": self.name, "score": self.score, "achievement": self.achievement,
                "date": self.date, "game": self.game}


@dataclass
class Table:
    """One mode's table as the results screen shows it.

    `entries`: best first (at most KEEP); `mine`: the index of this game's entry, None when it
    is not in the table; `entered`: this game was added now (False when it was already there,
    or not recorded); `before`: the best score before this game (None: the table was empty);
    `problems`: sentences for the player (a damaged file moved aside, a disk that refused)."""

    mode: str
    entries: list[Entry] = field(default_factory=list)
    mine: int | None = None
    entered: bool = False
    before: int | None = None
    problems: list[str] = field(default_factory=list)

    @property
    def title(self) -> str:
        name = MODE_NAMES.get(self.mode.removesuffix("-solo"))
        return _(name) if name else _("{mode} high scores").format(mode=self.mode)


def mode_of(match: Match) -> str | None:
    """The high-score mode of a solo game ("pondscape-solo"), None for a game with several seats."""
    title = match.setup.title
    if len(match.setup.players) != 1 or not TITLES[title].has_solo:
        return None
    return f"{title}-solo"


def path_of(mode: str) -> Path:
    return paths.highscores_dir() / f"{mode}.json"


def game_key(match: Match) -> str:
    """The key of a game: the digest of its save (title, setup, seed and actions)."""
    return match_to_json(match)["digest"]


def read(mode: str) -> list[Entry]:
    """The entries of `mode`'s file, best first; FileRefused when it is missing or damaged
    (`newer` when a newer Tabletop wrote it)."""
    data = read_json(path_of(mode), WHAT)
    version = data.get("version") if isinstance(data, dict) else None
    if type(version) is int and version > VERSION and data.get("format") == HIGHSCORES_FORMAT:
        raise refuse(path_of(mode), WHAT, _("was made by a newer Tabletop (format {version})").format(
            version=bounded(version, 12)), newer=True)
    problem = schema_problem(data, HIGHSCORES)
    if problem:
        raise refuse(path_of(mode), WHAT, problem)
    seen: set[str] = set()
    entries = []
    for item in data["entries"]:
        if item["game"] not in seen:  # a hand-edited file may repeat a game: the first counts
            seen.add(item["game"])
            entries.append(Entry(**item))
    entries.sort(key=lambda e: -e.score)  # stable: the older of equal scores stays ahead
    return entries[:KEEP]


def load(mode: str) -> tuple[list[Entry], list[str], bool]:
    """(entries, problems, writable): a missing file is an empty table; a damaged or unreadable
    one is moved aside (a new table starts) or, when it cannot be, left alone and not written."""
    path = path_of(mode)
    if not os.path.lexists(path):
        return [], [], True
    try:
        return read(mode), [], True
    except FileRefused as refusal:
        if refusal.newer:   # left where a newer Tabletop finds it; this game is not entered
            return [], [_("The high-score file {problem}, so this game's score is not kept in it; please update Tabletop.").format(
                problem=refusal.problem)], False
        try:
            aside = move_aside(path)
        except DiskError as error:
            return [], [_("The high-score file {problem}; it could not be moved aside ({reason}), so this game's score is not kept.").format(problem=refusal.problem, reason=error.reason)], False
        return [], [_("The high-score file {problem}, so it was moved aside as “{shown_name}” and a new table starts.").format(problem=refusal.problem, shown_name=shown_name(aside))], True


def recorded(match: Match) -> bool:
    """Whether a finished `match` may be in its table at all (not begun from a position, not
    played on from a replay)."""
    return match.start is None and branch_of(match) is None


def table_for(match: Match, write: bool = True, today: str | None = None) -> Table | None:
    """`match`'s mode table with this game in its place (None: not a solo game).

    With `write`, a finished game that makes the table is entered and the file rewritten
    atomically; without, the table shows where it would stand (screenshots, the smoke run)."""
    mode = mode_of(match)
    if mode is None:
        return None
    entries, problems, writable = load(mode)
    table = Table(mode, entries, problems=problems, before=entries[0].score if entries else None)
    if not match.state.is_over():
        return table
    if branch_of(match) is not None:
        table.problems.append(_("Games played on from a replay are not entered in the high scores."))
        return table
    if match.start is not None:
        table.problems.append(_("Games begun from a position file are not entered in the high scores."))
        return table
    key = game_key(match)
    for i, entry in enumerate(entries):
        if entry.game == key:  # already entered (a finished game opened again)
            table.mine = i
            table.before = max((e.score for e in entries if e.game != key), default=None)
            return table
    state = match.state
    mine = Entry(match.setup.players[0], state.score_sheet().totals()[0], state.solo_achievement(),
                 today or time.strftime("%Y-%m-%d"), key)
    place = next((i for i, e in enumerate(entries) if mine.score > e.score), len(entries))
    if place >= KEEP:
        return table
    table.entries = (entries[:place] + [mine] + entries[place:])[:KEEP]
    table.mine = place
    if write and writable:
        data = {"format": HIGHSCORES_FORMAT, "version": VERSION, "mode": mode,
                "entries": [e.to_json() for e in table.entries]}
        try:
            write_json_atomic(path_of(mode), data)
            table.entered = True
        except DiskError as error:
            table.problems.append(_("This score could not be kept: {reason}.").format(reason=error.reason))
    return table
