"""Player preferences (last names used, display options), kept as JSON in the user data folder.

Read through the one validation path (schemas.read_checked with schemas.SETTINGS).  A missing or
damaged settings file never stops the game: `load()` returns the defaults (the start-up
check in game/startup.py moves a damaged one aside and says so once), and every name is
cleaned so the text renderer can always draw it.  `save()` never raises: it returns the
problem, in one sentence, when the disk refuses.
"""
from __future__ import annotations

from typing import Any

from . import i18n, paths
from .i18n import N_
from .rules.base import SEAT_KINDS
from .rules.registry import TITLES
from .files import DiskError, FileRefused, clean_name, read_json, write_json_atomic
from .schemas import SETTINGS, read_checked

# The seats' default names in each edition (a name the player never changed follows the language)
DEFAULT_NAMES = {
    "en": ["Ana", "Ben", "Chiyo", "Dev", "Emi"],
    "ja": ["プレイヤー1", "プレイヤー2", "プレイヤー3", "プレイヤー4", "プレイヤー5"],   # docs/glossary.md
}
DEFAULTS = {
    "names": DEFAULT_NAMES["en"],
    "confirm_turn_end": True,   # a turn-ending move waits for "End turn" (and can be undone until then)
    "paddy_level_numerals": True,   # Paddy: the level written on every plot of the board
    "fullscreen": False,     # the window fills the screen (F11 toggles it; game/app.py)
    "reduced_motion": False,  # nothing travels across the table: moves land at once (game/ui/anim.py)
    "seats": ["human"] * 5,  # who played each seat last time: "human" or a computer level
    "player_counts": {},     # how many played each title last time: {"paddy": 3}
    "watch_speed": 1,        # all-computer games: index into WATCH_SPEEDS
    "played": [],            # titles played at least once: their setup screens stop offering the lesson
    "sound_effects": True,   # the table's sound effects (also the M key anywhere)
    "effects_volume": 5,     # their volume, 0-10 (game/ui/sound.py): modest by default
    "ui_scale": None,        # pixels per point, % (game/ui/uiscale.py); None: from the display's DPI
    "join_name": "",         # Join with a code: the name last joined under ("": none yet)
    "host_local": True,      # Host a table: on this computer's server (else on `host_address`)
    "host_address": "",      # Host a table: the other server's address last typed
}
UI_SCALES = (100, 125, 150, 175, 200)   # the UI scale's steps, % (game/ui/uiscale.py)
WATCH_SPEEDS = (2.0, 1.0, 0.4, 0.1)   # pacing factor for a computer's steps: slow, normal, fast, fastest
FLAGS = [key for key, value in DEFAULTS.items() if isinstance(value, bool)]
WHAT = N_("settings file")


def read() -> dict:
    """The settings file as validated data; FileRefused when missing or damaged."""
    return read_checked(paths.settings_path(), WHAT, SETTINGS)


# the settings of this run that the disk refused (its path, the data): what the player chose is
# what the screens show and use until a save succeeds (Settings read the file again, and showed
# the volume before the refused change while the louder one played: a play-test under Wine)
_unsaved: tuple[str, dict] | None = None


def load() -> dict:
    """The settings to use: the file's, cleaned, with defaults for anything missing or bad;
    after a save the disk refused, the refused ones (this run only)."""
    path = str(paths.settings_path())
    if _unsaved is not None and _unsaved[0] == path:
        data = dict(_unsaved[1])
    else:
        try:  # bounded read and limited JSON, then each key checked on its own
            data = read_json(path, WHAT)
        except FileRefused:
            data = {}
    if not isinstance(data, dict):
        data = {}
    return {"names": _names(data.get("names")), "seats": _seats(data.get("seats")),
            "player_counts": _counts(data.get("player_counts")),
            "watch_speed": _speed(data.get("watch_speed")), "played": _played(data.get("played")),
            "effects_volume": _volume(data.get("effects_volume")), "ui_scale": _ui_scale(data.get("ui_scale")),
            "join_name": _join_name(data.get("join_name")), "host_address": _address(data.get("host_address")),
            **_flags(data), "language": stored_language(data)}


def defaults() -> dict:
    """The settings of a player who never changed any: the default names of the current
    language, and no language of their own (None: each start follows TABLETOP_LANG or the
    system's until the player chooses one on the settings screen, so saving other settings
    never fixes the language a run happened to start in)."""
    return {"names": list(DEFAULT_NAMES.get(i18n.language(), DEFAULT_NAMES["en"])),
            "seats": list(DEFAULTS["seats"]), "player_counts": {}, "watch_speed": DEFAULTS["watch_speed"], "played": [],
            "effects_volume": DEFAULTS["effects_volume"], "ui_scale": None, "join_name": "", "host_address": "",
            **{key: DEFAULTS[key] for key in FLAGS}, "language": None}


def start_language(cli: str | None = None) -> str:
    """Set the language of this run: --lang, then TABLETOP_LANG, then the language chosen on the
    settings screen, then the system's (i18n.choose)."""
    return i18n.set_language(i18n.choose(cli, stored_language()))


def stored_language(data: dict | None = None) -> str | None:
    """The language the player chose on the settings screen (None: never chosen)."""
    if data is None:
        try:
            data = read_json(paths.settings_path(), WHAT)
        except FileRefused:
            return None
    value = data.get("language") if isinstance(data, dict) else None
    return value if value in i18n.LANGUAGES else None


def _flags(data: dict) -> dict[str, bool]:
    """Each on/off setting: the file's value when it is a true/false, else the default."""
    return {key: data[key] if isinstance(data.get(key), bool) else DEFAULTS[key] for key in FLAGS}


def _names(names: Any) -> list[str]:
    names = names if isinstance(names, list) else []
    defaults = DEFAULT_NAMES.get(i18n.language(), DEFAULT_NAMES["en"])
    out = []
    for i, default in enumerate(defaults):
        name = clean_name(names[i], default) if i < len(names) else default
        if any(edition[i] == name for edition in DEFAULT_NAMES.values()):
            name = default   # an untouched default name follows the language
        out.append(name)
    return out


def _join_name(name: Any) -> str:
    """A name to join under, cleaned as every name is; "" when there is none."""
    return clean_name(name, "")


def _address(text: Any) -> str:
    """A server address as typed (checked only when used): one line of at most 80 characters."""
    return " ".join(text.split())[:80] if isinstance(text, str) and text.isprintable() else ""


def _seats(seats: Any) -> list[str]:
    """Five seat kinds; anything unknown is a human (a computer is never chosen by accident)."""
    seats = seats if isinstance(seats, list) else []
    return [seats[i] if i < len(seats) and seats[i] in SEAT_KINDS else "human" for i in range(5)]


def _counts(counts: Any) -> dict[str, int]:
    """Each title's last player count; a title or count the game does not know is dropped (the
    setup screen still checks the count against the title's range)."""
    counts = counts if isinstance(counts, dict) else {}
    return {title: n for title, n in counts.items()
            if title in TITLES and isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 5}


def _speed(speed: Any) -> int:
    ok = isinstance(speed, int) and not isinstance(speed, bool) and 0 <= speed < len(WATCH_SPEEDS)
    return speed if ok else DEFAULTS["watch_speed"]


def _played(titles: Any) -> list[str]:
    """The titles played once, each known title at most once; anything else is dropped."""
    titles = titles if isinstance(titles, list) else []
    return [title for title in TITLES if title in titles]


def _volume(volume: Any) -> int:
    ok = isinstance(volume, int) and not isinstance(volume, bool) and 0 <= volume <= 10
    return volume if ok else DEFAULTS["effects_volume"]


def _ui_scale(scale: Any) -> int | None:
    """One of the UI scale's steps, or None (never chosen: the display's DPI decides)."""
    ok = isinstance(scale, int) and not isinstance(scale, bool) and scale in UI_SCALES
    return scale if ok else None


# every key this Tabletop reads and writes; any other in the file is a newer Tabletop's
KNOWN = frozenset({*DEFAULTS, "language"})


def _newer_settings() -> dict:
    """The file's settings this Tabletop does not know (a newer one's), to be written back as
    they were: the schema promises they are kept, and a review saw a change of the volume drop
    them."""
    try:
        data = read_json(paths.settings_path(), WHAT)
    except FileRefused:
        return {}
    return {key: value for key, value in data.items() if key not in KNOWN} if isinstance(data, dict) else {}


def save_refused_again() -> str | None:
    """Try once more to write the settings the disk refused in this run (None: nothing waited,
    or it is written now; else the disk's problem): the program calls it as it closes, so a
    choice made while the disk was full is not lost once the disk has room again (a review:
    the file kept the old volume after the disk came back)."""
    if _unsaved is None or _unsaved[0] != str(paths.settings_path()):
        return None
    return save(dict(_unsaved[1]))


def save(settings: dict) -> str | None:
    """Write the settings atomically; None when done, else the problem for the player."""
    data = {"names": _names(settings.get("names")), "seats": _seats(settings.get("seats")),
            "player_counts": _counts(settings.get("player_counts")), "watch_speed": _speed(settings.get("watch_speed")),
            "played": _played(settings.get("played")), "effects_volume": _volume(settings.get("effects_volume")),
            **_flags(settings)}
    for key, clean in (("join_name", _join_name), ("host_address", _address)):
        if clean(settings.get(key)):   # only once used: a player who never joined has no such key
            data[key] = clean(settings[key])
    if _ui_scale(settings.get("ui_scale")) is not None:   # only once chosen: else the DPI's, each start
        data["ui_scale"] = settings["ui_scale"]
    if settings.get("language") in i18n.LANGUAGES:
        data["language"] = settings["language"]
    data = {**_newer_settings(), **data}
    global _unsaved
    path = paths.settings_path()
    try:
        write_json_atomic(path, data)
    except DiskError as error:
        _unsaved = (str(path), data)
        return str(error)
    _unsaved = None
    return None
