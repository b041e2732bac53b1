"""argparse's own words (usage:, options, "show this help message and exit", its refusals) in
the current language.

argparse translates through the module-level `_` and `ngettext` it imported from `gettext`
(domain "argparse", which no system ships in Japanese).  `install()` points those two names at
our catalog instead, so `python -m game --help --lang ja` reads 使い方: / オプション and a
refusal reads in Japanese.  The msgids are argparse's exact English texts (Python 3.11 to 3.13),
marked here with N_ so `make i18n` keeps them in game/locale; their %-placeholders are argparse's
and must survive translation (tests/test_cli_language.py checks them).  A text argparse adds in a
later Python simply stays English until it is listed here.
"""
from __future__ import annotations

import argparse
import re
import unicodedata

from . import i18n
from .i18n import N_, NP_

WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("optional arguments"),
    N_("subcommands"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    NP_("expected %s argument", "expected %s arguments"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("can't open '%(filename)s': %(error)s"),
)


def _gettext(message):
    return i18n._(message) if isinstance(message, str) else message


def _ngettext(singular, plural, n):
    return i18n.ngettext(singular, plural, n)


def install() -> None:
    """Route argparse's translations through our catalog (current language, looked up per call)."""
    argparse._ = _gettext
    argparse.ngettext = _ngettext


def display_width(text: str) -> int:
    """Columns `text` takes in a terminal: a wide (East Asian) character takes two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


class DisplayWidthFormatter(argparse.HelpFormatter):
    """argparse's help, its columns aligned by display width: argparse pads with `len()`, so a
    Japanese metavariable (幅x高さ, ファイル) pushed its help out of line with the others."""

    def format_help(self) -> str:
        # argparse ends a section heading with a half-width colon of its own; a Japanese heading
        # (位置引数, オプション) takes the full-width one, as every Japanese text here does
        return re.sub(r"(?m)^(\S[^\n]*[^\x00-\x7f]):$", "\\1：", super().format_help())

    def add_argument(self, action):
        super().add_argument(action)
        if action.help is not argparse.SUPPRESS:
            invocations = [self._format_action_invocation(action)]
            invocations += [self._format_action_invocation(s) for s in self._iter_indented_subactions(action)]
            self._action_max_length = max(self._action_max_length,
                                          max(map(display_width, invocations)) + self._current_indent)

    def _format_action(self, action):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        header = self._format_action_invocation(action)
        if not action.help:
            parts = [" " * self._current_indent + header + "\n"]
        else:
            if display_width(header) <= action_width:   # on the help's line, padded to its column
                parts = [" " * self._current_indent + header + " " * (action_width - display_width(header) + 2)]
                indent_first = 0
            else:                                        # a long one: the help starts on the next line
                parts = [" " * self._current_indent + header + "\n"]
                indent_first = help_position
            help_text = self._expand_help(action) if action.help.strip() else ""
            if help_text:
                lines = self._split_lines(help_text, help_width)
                parts.append(" " * indent_first + lines[0] + "\n")
                parts += [" " * help_position + line + "\n" for line in lines[1:]]
            elif not parts[0].endswith("\n"):
                parts.append("\n")
        for subaction in self._iter_indented_subactions(action):
            parts.append(self._format_action(subaction))
        return self._join_parts(parts)
