"""Languages: English and Japanese through gettext catalogs (domain "tabletop").

Why gettext (stdlib) with Babel for the catalogs: it is the ecosystem's way (plural forms,
named placeholders, `pybabel extract/update/compile`, translators' tools), and the runtime
needs nothing beyond the standard library once the catalogs are compiled.

Plain Python, no pygame: the rules layer uses it too.  Every text a player reads is written
in English in the code and marked for translation:

    from game.i18n import _, ngettext, N_
    _("{name} takes the terrace").format(name=name)        # translated now
    ngettext("{n} point", "{n} points", n).format(n=n)      # plural forms by language
    LABEL = N_("Settings")   # marked only; translate where shown: _(LABEL)

Never build a sentence from fragments: one msgid per sentence, named placeholders.

Translation happens when the text is made, in the current language.  A scene that keeps
text (a table's log) rebuilds it when the language changes (see `on_change`).

Catalogs: game/locale/<lang>/LC_MESSAGES/tabletop.po, kept by `make i18n`; the .mo files are
compiled by the install (Makefile) and the packaged build, never committed.  From a source
checkout without a compiled catalog the .po is compiled in memory (Babel), so a fresh clone
still shows Japanese.
"""
from __future__ import annotations

import gettext as _gettext
import io
import locale
import os
from pathlib import Path
from typing import Callable

DOMAIN = "tabletop"
LANGUAGES = ("en", "ja")
NAMES = {"en": "English", "ja": "日本語"}   # each language named in itself, never translated
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
ENV_VAR = "TABLETOP_LANG"

_current = "en"
_started = False   # set_language has been called (the app or a command chose the language)
_catalog: _gettext.NullTranslations = _gettext.NullTranslations()
# _catalog.gettext, or `str` (a string's identity, in C) where there is nothing to translate:
# the rules call _() on every move they log, so English costs no Python call.
_translate: Callable[[str], str] = str
_listeners: list[Callable[[str], None]] = []
_loaded: dict[str, _gettext.NullTranslations] = {}


def _(message: str) -> str:
    """`message` in the current language (itself when there is no translation; "" stays "",
    never the catalog's header)."""
    return _translate(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for `n` in the current language (Japanese has one form)."""
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, told apart from the same English in another context."""
    return _catalog.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a constant for extraction without translating it yet."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a counted noun's two English forms for extraction as one plural entry; translate
    where shown: ngettext(*pair, n)."""
    return singular, plural


def language() -> str:
    return _current


def normalize(lang: str | None) -> str | None:
    """'ja', 'ja_JP.UTF-8', 'JA' -> 'ja'; 'en_GB' -> 'en'; None or unknown -> None."""
    if not lang:
        return None
    code = lang.strip().replace("-", "_").split(".")[0].split("_")[0].lower()
    return code if code in LANGUAGES else None


def system_language() -> str:
    """The system's language: Japanese for a Japanese locale, else English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            return "ja" if normalize(value.split(":")[0]) == "ja" else "en"
    try:  # Windows and macOS: the user's setting, not an environment variable
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "ja" if code.lower().startswith(("ja", "japanese")) else "en"


def choose(cli: str | None = None, setting: str | None = None) -> str:
    """Which language to use: --lang, then TABLETOP_LANG, then the settings file, then the system."""
    for candidate in (cli, os.environ.get(ENV_VAR), setting):
        lang = normalize(candidate)
        if lang:
            return lang
    return system_language()


def load_catalog(lang: str) -> _gettext.NullTranslations:
    """The compiled catalog of `lang`; from the .po in memory when no .mo was built."""
    if lang == "en":
        return _gettext.NullTranslations()
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    mo, po = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as handle:
            return _gettext.GNUTranslations(handle)
    if po.is_file():
        try:
            from babel.messages.mofile import write_mo
            from babel.messages.pofile import read_po
        except ImportError:
            return _gettext.NullTranslations()
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        buffer = io.BytesIO()
        write_mo(buffer, catalog)
        buffer.seek(0)
        return _gettext.GNUTranslations(buffer)
    return _gettext.NullTranslations()


def set_language(lang: str) -> str:
    """Switch every later text to `lang` (unknown: English) and tell the listeners."""
    global _current, _catalog, _started, _translate
    _started = True
    lang = normalize(lang) or "en"
    if lang not in _loaded:
        _loaded[lang] = load_catalog(lang)
    _catalog = _loaded[lang]
    _translate = str if type(_catalog) is _gettext.NullTranslations else _catalog.gettext
    changed = lang != _current
    _current = lang
    if changed:
        for listener in list(_listeners):
            listener(lang)
    return lang


def started() -> bool:
    """Whether anyone chose the language yet (else it is English by default)."""
    return _started


def on_change(listener: Callable[[str], None]) -> None:
    """Call `listener(lang)` after each change of language (caches of drawn text, the log)."""
    _listeners.append(listener)
