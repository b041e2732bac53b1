"""Counted nouns the tables' panels and tooltips share ("3 cards"), with their plural forms
from the catalog: `count(3, "card")`.  Each noun is marked with `NP_` (singular, plural) so
`make i18n` extracts it as one plural entry; Japanese has one form ("3枚")."""
from __future__ import annotations

from ...i18n import NP_, ngettext, pgettext

NOUNS = {
    "card": NP_("{n} card", "{n} cards"),
    "aphid": NP_("{n} aphid", "{n} aphids"),
    "animal": NP_("{n} animal", "{n} animals"),
    "border": NP_("{n} border", "{n} borders"),
    "column": NP_("{n} column", "{n} columns"),
    "event card": NP_("{n} event card", "{n} event cards"),
    "food tile": NP_("{n} food tile", "{n} food tiles"),
    "orchard card": NP_("{n} orchard card", "{n} orchard cards"),
    "paddy card": NP_("{n} paddy card", "{n} paddy cards"),
    "plot": NP_("{n} plot", "{n} plots"),
    "terrace": NP_("{n} terrace", "{n} terraces"),
    "tile": NP_("{n} tile", "{n} tiles"),
    "waterfall": NP_("{n} waterfall", "{n} waterfalls"),
    "space": NP_("{n} space", "{n} spaces"),
    "point": NP_("{n} point", "{n} points"),
    "move": NP_("{n} move", "{n} moves"),
}


def count(n: int, noun: str) -> str:
    """`n` and the noun in the current language, in the form for `n`."""
    singular, plural = NOUNS[noun]
    return ngettext(singular, plural, n).format(n=n)


def count_kind(n: int, kind: str) -> str:
    """`n` cards of a kind the rules name ("3 ladybird cards")."""
    return ngettext("{n} {kind} card", "{n} {kind} cards", n).format(n=n, kind=kind)


def count_symbols(n: int, name: str) -> str:
    """`n` symbols of a kind the rules name ("2 frog symbols")."""
    return ngettext("{n} {name} symbol", "{n} {name} symbols", n).format(n=n, name=name)


def full_stop() -> str:
    """The mark that ends a sentence built of parts ("." in English, "。" in Japanese)."""
    return pgettext("the end of a sentence", ".")


def listed(items) -> str:
    """Items in a list: "a, b, c" in English, "a、b、c" in Japanese."""
    return pgettext("list separator", ", ").join(items)


def sentences(items) -> str:
    """Sentences one after another: "A. B." in English, "A。B。" in Japanese (no space)."""
    out = ""
    for item in items:
        out = pgettext("two sentences, one after the other", "{first} {second}").format(first=out, second=item) if out else item
    return out
