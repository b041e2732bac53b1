"""Reading and writing the player's files: the one path every file the program reads goes through.

Reading (saves, autosaves, positions, settings), in this order, each step refusing with a
`FileRefused` whose message is one sentence in player words naming the file and the problem:

1. `read_bytes`: a *regular file only* (FIFOs, devices, folders and dangling links are refused
   without blocking), read with a size limit, so `/dev/zero` or a FIFO can neither hang nor
   exhaust memory;
2. `parse_json`: UTF-8 (a byte-order mark is accepted), JSON with limits on nesting depth, on
   the length of numbers (no 4,300-digit integers, no infinities or NaN) and of strings, and no
   NUL characters or lone surrogates anywhere (they crash the text renderer);
3. `check_schema`: the file's JSON Schema (game/schemas.py), every field's type and range,
   before any field is used;
4. then the caller's own checks (the digest and replay of a save, the rules' position loader).

Writing: `write_json_atomic` serialises first, writes a temporary file beside the target,
fsyncs it, renames it over the target and fsyncs the folder, so a crash or a full disk at any
moment leaves the old file or the new one, never a mix.  Disk failures become `DiskError`, an
OSError whose message is one sentence for the player.  No code from a file is ever run.
"""
from __future__ import annotations

from .i18n import N_, _
from .ui.linebreak import has_cjk
import errno
import json
import math
import os
import re
import secrets
import stat
import time
import unicodedata
from pathlib import Path
from typing import Any

MAX_BYTES = 2 * 1024 * 1024  # real saves and positions are 2-40 kB
MAX_DEPTH = 32               # real files nest at most 7 levels
MAX_NUMBER_CHARS = 40        # a seed or generator word has at most 20 digits
MAX_STRING_CHARS = 10_000
MAX_NAME_CHARS = 16          # a player name, as the setup screen allows
TEMP_SUFFIX = ".tmp"
TEMP_MAX_AGE_S = 60.0        # an unfinished write older than this is left over from a crash


class FileRefused(Exception):
    """A file the program will not use.

    ``str(error)`` is one sentence in player words that names the file and the problem;
    ``problem`` is the same problem without the file name (for a row in a list), and
    ``unreadable`` is True when the file could not be read at all (missing, a folder, a
    special file, no permission) rather than read and found damaged; ``newer`` when it is well
    made but by a newer Tabletop (its format version is higher): such a file is left where it
    is, never moved aside as damaged, so the newer program still finds it (a review).
    """

    def __init__(self, message: str, problem: str = "", unreadable: bool = False, newer: bool = False) -> None:
        super().__init__(message)
        self.problem = problem or message
        self.unreadable = unreadable
        self.newer = newer


class DiskError(OSError):
    """Writing a file failed (disk full, read-only, no permission...).

    An OSError, so older callers that catch OSError keep working; ``str(error)`` is one
    sentence for the player, e.g. "Could not save “x.json”: the disk is full."
    """

    def __init__(self, message: str, code: int | None = None, reason: str = "") -> None:
        super().__init__(code or 0, message)
        self.message = message
        self.reason = reason or message  # just why, e.g. "the disk is full"

    def __str__(self) -> str:
        return self.message


# --------------------------------------------------------------------------- words
def shown_name(path: Path | str) -> str:
    """A file's name as it can be shown: no control characters, no lone surrogates, bounded."""
    name = Path(path).name or str(path)
    name = "".join("?" if _bad_char(ch) else ch for ch in name)
    return name if len(name) <= 80 else name[:38] + "\u2026" + name[-38:]


_LONG_NUMBER = re.compile(r"\d{16,}")


def bounded(text: Any, limit: int = 160) -> str:
    """`text` made safe to echo in a message: one line, no number longer than 15 digits, bounded."""
    text = str(text)
    text = "".join(" " if _bad_char(ch) or ch in "\r\n\t" else ch for ch in text)
    text = _LONG_NUMBER.sub(lambda m: f"a {len(m.group())}-digit number" if len(m.group()) < 10**6
                            else "a huge number", text)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def sentence(text: str) -> str:
    """`text` as one sentence: inner full stops become semicolons, one full stop at the end
    (a Japanese one, 。, after Japanese text)."""
    text = bounded(text, 400).rstrip(" .\u3002")
    text = re.sub(r"\.\s+(?=\S)", "; ", text)
    return text + ("\u3002" if has_cjk(text[-1:]) else ".")


# What each kind of file is called in a refusal ("The save “x.json” is damaged."): translated
# where the sentence is made.
KINDS = (N_("save"), N_("position"), N_("file"), N_("autosave"), N_("settings file"), N_("high-score file"),
         N_("review file"))


def refuse(path: Path | str, what: str, problem: str, unreadable: bool = False, newer: bool = False) -> FileRefused:
    """The FileRefused for `path` (a `what`: "save", "position"...) with `problem` in player words."""
    problem = sentence(problem).rstrip(".\u3002")
    return FileRefused(_("The {what} “{file}” {problem}.").format(what=_(what), file=shown_name(path),
                                                                   problem=problem), problem, unreadable, newer)


def _bad_char(ch: str) -> bool:
    cat = unicodedata.category(ch)
    return cat in ("Cc", "Cs")


# --------------------------------------------------------------------------- reading
def read_bytes(path: Path | str, what: str = "file", limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; FileRefused otherwise.  Never blocks."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        if os.path.islink(path):
            raise refuse(path, what, _("is a link to a file that no longer exists"), True) from None
        raise refuse(path, what, _("does not exist"), True) from None
    except IsADirectoryError:
        raise refuse(path, what, _("is a folder, not a file"), True) from None
    except PermissionError:
        raise refuse(path, what, _("cannot be read: permission denied"), True) from None
    except OSError as error:
        raise refuse(path, what, _("cannot be read ({os_words})").format(os_words=os_words(error)), True) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise refuse(path, what, _("is a folder, not a file"), True)
        if not stat.S_ISREG(info.st_mode):
            raise refuse(path, what, _("is not an ordinary file (a device, pipe or socket)"), True)
        if info.st_size > limit:
            raise refuse(path, what, _("is too large ({n} kB) to be a Tabletop {what}").format(n=info.st_size // 1024, what=_(what)))
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, min(65536, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise refuse(path, what, _("is too large to be a Tabletop {what}").format(what=_(what)))
        return b"".join(chunks)
    except OSError as error:
        raise refuse(path, what, _("cannot be read ({os_words})").format(os_words=os_words(error)), True) from None
    finally:
        os.close(fd)


class _Limit(Exception):
    """Raised inside the JSON parser's hooks when a number breaks a limit."""


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _Limit(_("holds a number that is far too long"))
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _Limit(_("holds a number that is far too long"))
    value = float(text)
    if not math.isfinite(value):
        raise _Limit(_("holds a number that is too large"))
    return value


def _parse_constant(text: str) -> Any:
    raise _Limit(_("holds a value that is not a number (NaN or Infinity)"))


def parse_json(raw: bytes, path: Path | str, what: str = "file") -> Any:
    """JSON from `raw`, within the limits above; FileRefused naming `path` otherwise."""
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]  # a byte-order mark, as some editors write
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise refuse(path, what, _("is not a Tabletop {what}: it is not text").format(what=_(what))) from None
    if not text.strip():
        raise refuse(path, what, _("is empty"))
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant)
    except _Limit as limit:
        raise refuse(path, what, str(limit)) from None
    except json.JSONDecodeError as error:
        raise refuse(path, what, _("is damaged or truncated (not valid JSON at line {lineno})").format(lineno=error.lineno)) from None
    except RecursionError:
        raise refuse(path, what, _("is nested too deeply to be a Tabletop file")) from None
    except (ValueError, MemoryError) as error:
        raise refuse(path, what, _("is damaged ({reason})").format(reason=bounded(error, 80))) from None
    problem = structure_problem(data)
    if problem:
        raise refuse(path, what, problem)
    return data


def structure_problem(data: Any) -> str | None:
    """What breaks the generic limits (depth, string contents and length), or None."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            return _("is nested too deeply to be a Tabletop file")
        if isinstance(value, dict):
            for key, item in value.items():
                problem = _string_problem(key)
                if problem:
                    return problem
                stack.append((item, depth + 1))
        elif isinstance(value, list):
            stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, str):
            problem = _string_problem(value)
            if problem:
                return problem
    return None


_FORBIDDEN_IN_TEXT = re.compile("[\x00\ud800-\udfff]")


def _string_problem(text: str) -> str | None:
    if len(text) > MAX_STRING_CHARS:
        return _("holds a text far too long to be a Tabletop file")
    if _FORBIDDEN_IN_TEXT.search(text):
        return _("holds text with characters that cannot be shown (a NUL or a broken surrogate)")
    return None


def read_json(path: Path | str, what: str = "file") -> Any:
    """Steps 1-2 of the validation path: bounded read, then limited JSON.  The schema check
    (step 3) is `schemas.read_checked`, which builds on this module."""
    return parse_json(read_bytes(path, what), path, what)


# --------------------------------------------------------------------------- player names
_NAME_DROP = {"Cc", "Cs", "Cf", "Co", "Cn", "Zl", "Zp"}

# Letters and symbols that draw no ink: the Hangul fillers (Unicode's default-ignorable letters,
# which a renderer may draw as nothing at all) and the blank braille pattern.
BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800")

# The name rule a player meets (the window's name fields, the server's create and join); the
# same words wherever a name is refused for it.
NAME_NEEDS_INK = N_("A name needs a visible letter, digit or symbol.")


def shows_ink(text: str) -> bool:
    """Whether `text` holds a character that draws something: a letter, digit, symbol or
    punctuation that is not blank-looking.  Marks (accents, variation selectors), format
    characters and spaces alone draw nothing a player can see (a lone U+FE0F is zero width: the
    renderer refuses it)."""
    return any(unicodedata.category(ch)[0] in "LNSP" and ch not in BLANK_LOOKING for ch in text)


def stored_name_problem(name: Any) -> str | None:
    """Why `name` cannot be kept as a player name in a file (control characters, surrogates,
    length, outer spaces), or None.  Looser than `name_problem`: a save or a table written
    before names had to show ink still opens (its name draws as nothing)."""
    if not isinstance(name, str):
        return _("a player name must be text")
    if not name.strip():
        return _(NAME_NEEDS_INK)
    if len(name) > MAX_NAME_CHARS:
        return _("a player name is longer than {MAX_NAME_CHARS} characters").format(MAX_NAME_CHARS=MAX_NAME_CHARS)
    if any(unicodedata.category(ch) in _NAME_DROP for ch in name):
        return _("a player name holds characters that cannot be shown")
    if name != name.strip():
        return _("a player name starts or ends with a space")
    return None


def name_problem(name: Any) -> str | None:
    """Why `name` cannot be a new player name, or None: the rule of `stored_name_problem`, and
    at least one character that can be seen (`shows_ink`)."""
    if isinstance(name, str) and not shows_ink(name):
        return _(NAME_NEEDS_INK)
    return stored_name_problem(name)


def clean_name(text: Any, fallback: str = "Player", most: int = MAX_NAME_CHARS) -> str:
    """`text` made into a valid player name: unshowable characters dropped, spaces tidied,
    at most `most` characters (MAX_NAME_CHARS; a save's name may be longer); `fallback` when
    nothing that can be seen is left (`shows_ink`: the rule of `name_problem`)."""
    if not isinstance(text, str):
        return fallback
    kept = "".join(" " if ch.isspace() else ch for ch in text
                   if unicodedata.category(ch) not in _NAME_DROP or ch.isspace())
    kept = " ".join(kept.split())[:most].strip()
    return kept if shows_ink(kept) else fallback


def name_key(name: Any) -> str:
    """What two player names are compared by to be told apart: the name as drawn (`clean_name`)
    in Unicode's compatibility form (NFKC: "José" typed with a combining accent, or in
    full-width letters, is the same name; a security review joined as both) and in any case
    (casefold), the comparison of the hot-seat setup and Host a table ("Each player needs a
    different name"), which the table server makes for a `create` and a `join` too.  Letters
    of other scripts that look alike (Cyrillic "о" and Latin "o") stay different names."""
    return unicodedata.normalize("NFKC", clean_name(name, "")).casefold()


def shows_nothing(typed: Any) -> bool:
    """Whether a name field holds something that shows nothing (only marks, variation selectors,
    format characters, blank-looking letters): the window says `NAME_NEEDS_INK` rather than
    putting the default name in its place without a word (an empty field means the default)."""
    return isinstance(typed, str) and bool(typed.strip()) and not clean_name(typed, "")


# --------------------------------------------------------------------------- writing
_DISK_WORDS = {
    errno.ENOSPC: N_("the disk is full"),
    errno.EROFS: N_("the disk is read-only"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EIO: N_("the disk reported an input/output error"),
    errno.ENOENT: N_("its folder does not exist"),
    errno.ENOTDIR: N_("a file stands where its folder should be"),
    errno.EEXIST: N_("a file of that name already exists"),
}
if hasattr(errno, "EDQUOT"):
    _DISK_WORDS[errno.EDQUOT] = N_("the disk quota is used up")


def os_words(error: OSError) -> str:
    words = _DISK_WORDS.get(error.errno)
    return _(words) if words else bounded(error.strerror or error, 80).rstrip(".")


def disk_error(path: Path | str, error: OSError, doing: str = N_("save")) -> DiskError:
    reason = os_words(error)
    return DiskError(_("Could not {doing} “{file}”: {reason}.").format(doing=_(doing), file=shown_name(path), reason=reason), error.errno, reason)


def serialise(data: Any) -> bytes:
    """The bytes `write_json_atomic` writes; TypeError/ValueError for what JSON cannot hold.

    One line, no indentation: `indent` makes `json` use its pure-Python encoder, about five
    times slower, and the autosave writes the whole game after every move (`python -m
    json.tool` shows a file indented)."""
    text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    return text.encode("utf-8")  # a lone surrogate raises here, before the disk is touched


def output_problem(path: Path | str) -> str | None:
    """Why a file a command was told to write (a screenshot, an exported table) cannot be
    written there, in one sentence; None when it can.  Its folder must exist (an atomic write
    would make a mistyped one) and the name must be free or a regular file (the atomic rename
    would put the file in place of a device or a folder's link: a review's /dev/full)."""
    path = Path(path)
    if not path.parent.is_dir():
        return _("“{file}” cannot be written: its folder “{folder}” does not exist.").format(
            file=path.name and bounded(path.name, 80), folder=bounded(str(path.parent), 120))
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as error:
        return _("“{file}” cannot be written: {reason}.").format(file=bounded(str(path), 120), reason=os_words(error))
    if not stat.S_ISREG(mode):
        return _("“{file}” cannot be written: it is not a regular file (a folder, a link or a device); "
                 "choose a new file name.").format(file=bounded(str(path), 120))
    return None


def write_json_atomic(path: Path | str, data: Any, replace: bool = True) -> Path:
    """Write `data` as JSON so a crash or a disk fault at any moment leaves the old file or the
    new one.  `replace=False` never overwrites: an existing `path` raises DiskError (EEXIST).

    Raises DiskError (an OSError) when the disk refuses; TypeError/ValueError when `data`
    cannot be written as JSON (a bug: nothing is written then)."""
    return write_bytes_atomic(path, serialise(data), replace)


def write_bytes_atomic(path: Path | str, payload: bytes, replace: bool = True, shared: bool = False) -> Path:
    """Write `payload` so a crash or a disk fault at any moment leaves the old file or the new
    one (see write_json_atomic, which writes through it); DiskError when the disk refuses.
    The file is the user's alone (0600: saves hold nothing others need), or with `shared` as
    a file the user makes by hand (0666 less the umask: a screenshot for others to see)."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = _create_temp(path.parent, path.name)
    except OSError as error:
        raise disk_error(path, error) from None
    try:
        try:
            if shared and hasattr(os, "fchmod"):
                os.fchmod(fd, 0o666 & ~_umask())
            with os.fdopen(fd, "wb") as handle:
                handle.write(payload)
                handle.flush()
                os.fsync(handle.fileno())
            if replace:
                os.replace(tmp, path)
            else:
                _link_no_clobber(tmp, path)
        except OSError as error:
            raise disk_error(path, error) from None
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_folder(path.parent)
    return path


def _umask() -> int:
    """The process's umask (read by setting it and setting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


TEMP_TRIES = 16   # fresh random names tried for a temporary file before giving up


def _create_temp(folder: Path, name: str) -> tuple[int, str]:
    """A new temporary file beside `name` in `folder`, opened for writing, private (0600):
    (descriptor, path).  tempfile.mkstemp's job without its Windows loop: there CPython takes a
    refused create (PermissionError) for a clash of names while os.access calls the folder
    writable (it only reads the read-only attribute) and tries again, up to TMP_MAX (2**31)
    times: the window froze on a saves folder that denies writing (a play-test under Wine, the
    same on Windows).  A refusal is the disk's answer at once; a clash, a few fresh names."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOFOLLOW", 0)
    for _try in range(TEMP_TRIES):
        tmp = os.path.join(folder, f".{name}.{secrets.token_hex(4)}{TEMP_SUFFIX}")
        try:
            return os.open(tmp, flags, 0o600), tmp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free name for a temporary file", str(folder))


def _link_no_clobber(tmp: str, path: Path) -> None:
    """Put `tmp` at `path` only if `path` does not exist (atomically where links work)."""
    try:
        os.link(tmp, path)  # fails with EEXIST if taken, even by a racing writer
    except FileExistsError:
        raise
    except OSError:  # a file system without hard links: check, then rename
        if os.path.lexists(path):
            raise FileExistsError(errno.EEXIST, "exists", str(path)) from None
        os.replace(tmp, path)
        return
    os.unlink(tmp)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (best effort: not every platform can open a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def is_temp_file(name: str) -> bool:
    return name.startswith(".") and name.endswith(TEMP_SUFFIX)


def clean_temp_files(folder: Path | str, max_age_s: float = TEMP_MAX_AGE_S) -> list[Path]:
    """Remove temporary files left by writes interrupted long ago (a crash, a power cut).

    Younger ones may belong to a write in progress in another window and are kept.
    Returns what was removed; never raises."""
    removed = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        try:
            if is_temp_file(entry.name) and entry.is_file(follow_symlinks=False) \
                    and now - entry.stat(follow_symlinks=False).st_mtime > max_age_s:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def damaged_name(path: Path, when: float | None = None) -> Path:
    """Where a damaged file is moved aside: `<stem>.damaged-<time>.json`, never an existing name."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if when is None else when))
    candidate = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix or '.json'}")
    number = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{path.stem}.damaged-{stamp}-{number}{path.suffix or '.json'}")
        number += 1
    return candidate


def is_damaged_name(name: str) -> bool:
    return ".damaged-" in name


def move_aside(path: Path) -> Path:
    """Rename a damaged file to `<stem>.damaged-<time>.json` beside it; DiskError if that fails."""
    target = damaged_name(path)
    try:
        os.replace(path, target)
    except OSError as error:
        raise disk_error(path, error, _("move aside")) from None
    return target
