"""Start-up never fails on data: check the player's files once, before the title menu.

`prepare_data()` (or `messages_once()`, which runs it once per process) does, in order:
1. resolves the data folder (a temporary one, with a warning, if it cannot be created);
2. removes temporary files left by saves interrupted long ago;
3. moves the old single `autosave.json` into its own slot (autosaves.migrate_legacy);
4. checks every autosave (read, schema, digest, replay) and moves a damaged one aside as
   `<name>.damaged-<time>.json`;
5. checks `settings.json`: a bad value is taken out of it (that setting is back to its default),
   a file that is not settings at all is moved aside (every setting is back to its default);
6. removes the oldest finished games' autosaves beyond autosaves.KEEP_FINISHED.
It returns what to tell the player, one sentence each, and never raises.
"""
from __future__ import annotations

from .i18n import N_, _, ngettext, pgettext
import os

from . import autosaves, paths, settings
from .files import DiskError, FileRefused, bounded, clean_temp_files, move_aside, read_json, shown_name, write_json_atomic
from .schemas import SETTINGS, schema_problem

_done = False


def prepare_data() -> list[str]:
    """Check and tidy the data folder; the messages for the player (often none)."""
    messages: list[str] = []
    try:
        data = paths.user_data_dir()
        warning = paths.fallback_warning()
        if warning:
            messages.append(warning)
        for folder in (data, paths.saves_dir(), paths.autosave_dir(), paths.highscores_dir()):
            clean_temp_files(folder)
        moved = autosaves.migrate_legacy()
        if moved:
            messages.append(moved)
        messages += _set_aside_damaged_autosaves()
        message = _check_settings()
        if message:
            messages.append(message)
        autosaves.prune_finished()
    except Exception as error:  # the menu must open whatever the disk holds
        messages.append(_("Your saved games could not all be checked ({kind}); damaged ones are shown as damaged.").format(kind=type(error).__name__))
    return messages


def messages_once() -> list[str]:
    """`prepare_data()` the first time it is called in this process, [] afterwards."""
    global _done
    if _done:
        return []
    _done = True
    return prepare_data()


NAMES_LISTED = 4   # file names one sentence lists before "and N more"


def _set_aside_damaged_autosaves() -> list[str]:
    """One sentence for a damaged autosave (its problem and its new name), one for several
    (their names: a sentence each did not fit the title menu's message, a play-test)."""
    moved, stuck = [], []
    for row in autosaves._slot_rows():
        if row.ok or row.status == "newer":   # (a newer Tabletop's game stays: Continue says to update)
            continue
        try:
            moved.append((row, move_aside(row.path)))
        except DiskError as error:
            stuck.append((row, error))
    out = []
    if len(moved) == 1:
        row, aside = moved[0]
        out.append(_("The autosave “{name}” {problem}, so it was moved aside as “{shown_name}”; your other games are safe.").format(name=row.name, problem=row.problem, shown_name=shown_name(aside)))
    elif moved:
        out.append(ngettext("{n} autosave was damaged, so it was moved aside (“.damaged-” added to its name): {names}; your other games are safe.",
                            "{n} autosaves were damaged, so they were moved aside (“.damaged-” added to their names): {names}; your other games are safe.",
                            len(moved)).format(n=len(moved), names=listed([row.name for row, _aside in moved])))
    if len(stuck) == 1:
        row, error = stuck[0]
        out.append(_("The autosave “{name}” {problem}, and it could not be moved aside ({reason}).").format(name=row.name, problem=row.problem, reason=error.reason))
    elif stuck:
        out.append(ngettext("{n} autosave is damaged and could not be moved aside ({reason}): {names}.",
                            "{n} autosaves are damaged and could not be moved aside ({reason}): {names}.",
                            len(stuck)).format(n=len(stuck), reason=stuck[0][1].reason, names=listed([row.name for row, _e in stuck])))
    return out


def listed(names: list[str]) -> str:
    """File names in a sentence, each quoted: “a.json”, “b.json” and 3 more."""
    quoted = [_("“{name}”").format(name=name) for name in names[:NAMES_LISTED]]
    text = pgettext("list separator", ", ").join(quoted)
    rest = len(names) - len(quoted)
    if rest:
        text = ngettext("{names} and {n} more", "{names} and {n} more", rest).format(names=text, n=rest)
    return text


# The settings the schema checks, in the player's words (the start-up's sentence names them)
SETTING_WORDS = {"names": N_("player names"), "language": N_("language"), "sound_effects": N_("sound effects switch"),
                 "effects_volume": N_("effects volume"), "ui_scale": N_("UI scale")}


def _check_settings() -> str | None:
    """A settings file that cannot be read as settings at all is moved aside: every setting is
    then back to its default.  One that reads but has a bad value keeps the others: only the
    bad ones are taken out of the file (they are back to their defaults).  The sentence says
    which happened (it said "the default names are used" for both: a play-test)."""
    path = paths.settings_path()
    if not os.path.lexists(path):
        return None
    try:
        settings.read()
        return None
    except FileRefused as refusal:
        bad = _bad_settings(path)
        if bad:
            return _drop_settings(path, bad)
        try:
            aside = move_aside(path)
        except DiskError as error:
            return (_("The settings file {problem}, so all settings are back to their defaults (it could not be moved aside: {reason}).").format(problem=refusal.problem, reason=error.reason))
        # the folder too: the name alone did not say where to find the file (a play-test)
        return (_("The settings file {problem}, so all settings are back to their defaults; it was moved aside as “{shown_name}” in the folder {folder}.").format(problem=refusal.problem, shown_name=shown_name(aside), folder=bounded(aside.parent, 120)))


def _bad_settings(path) -> list[str]:
    """The checked settings whose values fail the schema, when the file is otherwise good (a
    JSON object whose other keys pass); [] when the file as a whole is not settings."""
    try:
        data = read_json(path, settings.WHAT)
    except FileRefused:
        return []
    if not isinstance(data, dict):
        return []
    checked = SETTINGS["properties"]
    bad = [key for key in checked if key in data and schema_problem(data[key], checked[key])]
    rest = {key: value for key, value in data.items() if key not in bad}
    return bad if bad and schema_problem(rest, SETTINGS) is None else []


def _drop_settings(path, bad: list[str]) -> str:
    """Take the bad settings out of the file (the rest is kept as it was); the sentence."""
    fields = pgettext("list separator", ", ").join(_(SETTING_WORDS[key]) for key in bad)
    said = ngettext("The settings file’s {fields} was not valid, so it is back to its default; your other settings are kept.",
                    "The settings file’s {fields} were not valid, so they are back to their defaults; your other settings are kept.",
                    len(bad)).format(fields=fields)
    try:
        data = read_json(path, settings.WHAT)
        write_json_atomic(path, {key: value for key, value in data.items() if key not in bad})
    except (FileRefused, DiskError) as error:   # load() uses the defaults for them all the same
        reason = error.reason if isinstance(error, DiskError) else error.problem
        return said + " " + _("(The file could not be corrected: {reason}.)").format(reason=reason.rstrip("."))
    return said
