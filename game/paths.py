"""Where read-only resources and the player's own files live.

Resources (assets/, levels/, docs/) sit beside the `game` package in a source checkout,
inside it (game/_resources/) in an installed wheel, and inside the bundle in a PyInstaller
build (sys._MEIPASS).  Saves and settings always go
to the user data folder, never into the bundle; TABLETOP_DATA_DIR overrides it (tests).

A data folder that cannot be created (a file in its place, a parent without permission)
does not stop the program: a temporary folder is used for the session instead and
`fallback_warning()` says so in one sentence, for the title menu to show.
"""
from __future__ import annotations

from .i18n import _
import os
import sys
import tempfile
from pathlib import Path

_fallback: tuple[Path, Path, str] | None = None  # (wanted, used instead, why)


def resource_root() -> Path:
    """The folder holding assets/, levels/ and docs/: the PyInstaller bundle, the installed
    package's own game/_resources/ (tools/build_wheel.py puts them there), or the checkout."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    here = Path(__file__).resolve().parent
    installed = here / "_resources"
    if installed.is_dir():
        return installed
    return here.parent


def resource(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


def wanted_data_dir() -> Path:
    """The data folder the player's files belong in (it may not exist yet)."""
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("tabletop", appauthor=False))


def user_data_dir() -> Path:
    """The data folder, created if need be; a temporary one (with a warning) if it cannot be."""
    global _fallback
    wanted = wanted_data_dir()
    try:
        wanted.mkdir(parents=True, exist_ok=True)
        if not wanted.is_dir():
            raise NotADirectoryError(20, _("not a folder"), str(wanted))
        _fallback = None  # the data folder in use is the real one
        return wanted
    except OSError as error:
        if _fallback is not None and _fallback[0] == wanted:
            return _fallback[1]
        instead = Path(tempfile.gettempdir()) / f"tabletop-{_user_tag()}"
        try:
            instead.mkdir(parents=True, exist_ok=True)
        except OSError:
            instead = Path(tempfile.mkdtemp(prefix="tabletop-"))
        why = error.strerror or type(error).__name__
        _fallback = (wanted, instead, why)
        return instead


def _user_tag() -> str:
    getuid = getattr(os, "getuid", None)
    return str(getuid()) if getuid else "user"


def fallback_warning() -> str | None:
    """One sentence for the player when the data folder could not be created, else None."""
    if _fallback is None:
        return None
    from .files import bounded

    wanted, instead, why = _fallback
    return (_("The data folder {folder} could not be created ({reason}), so games and settings are kept in the temporary folder {temporary_folder} this session and may be lost when the computer restarts.").format(folder=bounded(wanted, 80), reason=bounded(why, 40).lower(), temporary_folder=bounded(instead, 80)))


def _folder(path: Path) -> Path:
    """`path`, created when possible (a read-only disk is reported when a file is written)."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


def saves_dir() -> Path:
    """The named saves' folder; created when possible (a read-only disk is reported on saving)."""
    return _folder(user_data_dir() / "saves")


def autosave_dir() -> Path:
    """One autosave per unfinished game lives here (game/autosaves.py)."""
    return _folder(saves_dir() / "autosave")


def highscores_dir() -> Path:
    """The solo modes' high-score tables (game/highscores.py); created when possible."""
    return _folder(user_data_dir() / "highscores")


def settings_path() -> Path:
    return user_data_dir() / "settings.json"


def autosave_path() -> Path:
    """The old single autosave slot.  Kept for the scenes until they use game.autosaves;
    `autosaves.migrate_legacy()` moves a file found here into its own slot."""
    return saves_dir() / "autosave.json"
