"""Save files: JSON holding format version, title, setup, seed and the action list.

Loading replays every action through the rules, so a save can never produce an illegal
state.  Anything wrong (not JSON, truncated, another program's file, a newer format, a
changed byte, an action the rules refuse) becomes a SaveError naming the problem; no
code from the file is ever run (no pickle, no eval).  Writes are atomic.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .rules.base import IllegalAction, Setup
from .rules.match import Match, ReplayError, actions_from_json
from .rules.registry import TITLES, is_available

FORMAT = "tabletop-save"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024  # a real save is a few kB; refuse anything absurd before parsing


class SaveError(Exception):
    """A save file that cannot be used; the message is shown to the player as is."""


def _digest(body: dict) -> str:
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def match_to_json(match: Match) -> dict:
    body = {
        "title": match.setup.title,
        "setup": match.setup.to_json(),
        "seed": match.seed,
        "actions": match.actions_to_json(),
    }
    return {"format": FORMAT, "version": VERSION, **body, "digest": _digest(body),
            "finished": match.state.is_over()}


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON so that a crash at any moment leaves either the old file or the new one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=1)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_match(match: Match, path: Path) -> None:
    write_json_atomic(path, match_to_json(match))


def read_json_file(path: Path, what: str = "file") -> Any:
    """Read a small JSON file, turning every failure into a SaveError with a clear message."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(f"The {what} {path.name} is too large ({size} bytes) to be a Tabletop {what}.")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"There is no {what} at {path}.") from None
    except OSError as error:
        raise SaveError(f"The {what} {path.name} cannot be read: {error.strerror or error}.") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is not a Tabletop {what}: it is not text.") from None
    if not text.strip():
        raise SaveError(f"The {what} {path.name} is empty.")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(f"The {what} {path.name} is damaged or truncated "
                        f"(invalid JSON at line {error.lineno}).") from None
    except RecursionError:
        raise SaveError(f"The {what} {path.name} is nested too deeply to be a Tabletop {what}.") from None


def match_from_json(data: Any, name: str = "the save") -> Match:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{name} is not a Tabletop save file.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{name} has no valid format version.")
    if version > VERSION:
        raise SaveError(f"{name} was made by a newer Tabletop (format {version}); please update.")
    if version < 1:
        raise SaveError(f"{name} has an unknown format version {version}.")
    missing = [k for k in ("title", "setup", "seed", "actions", "digest") if k not in data]
    if missing:
        raise SaveError(f"{name} is incomplete: it lacks {', '.join(missing)}.")
    body = {k: data[k] for k in ("title", "setup", "seed", "actions")}
    if data["digest"] != _digest(body):
        raise SaveError(f"{name} has been changed or damaged since it was written (checksum mismatch).")
    title = data["title"]
    if title not in TITLES:
        raise SaveError(f"{name} is for an unknown game {title!r}.")
    if not is_available(title):
        raise SaveError(f"{name} is for {TITLES[title].name}, which this build does not include yet.")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(f"{name} has an invalid seed.")
    try:
        setup = Setup.from_json(data["setup"])
        if setup.title != title:
            raise ValueError("setup is for another game")
        actions = actions_from_json(title, data["actions"])
    except (TypeError, ValueError) as error:
        raise SaveError(f"{name} is invalid: {error}.") from None
    try:
        return Match.replay(setup, seed, actions)
    except ReplayError as error:
        # e.g. a save made before a rule changed: say so, and quote the rule that refuses it
        reason = error.reason.rstrip(".")
        raise SaveError(f"{name} cannot be replayed under the current rules: action {error.number} "
                        f"({error.action.describe()}) is refused with \"{reason}\".") from None
    except IllegalAction as error:
        raise SaveError(f"{name} cannot be replayed under the current rules: {error}") from None
    except Exception as error:  # a rules bug must not crash the program on load
        raise SaveError(f"{name} could not be replayed ({type(error).__name__}: {error}).") from None


def load_match(path: Path) -> Match:
    return match_from_json(read_json_file(path, "save"), Path(path).name)
