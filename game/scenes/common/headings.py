"""Text in two lines: the top bar's prompt (chrome.py) and a column heading of the results'
score table and solo breakdown, Japanese broken between phrases before anything else, else
two lines of about even length."""
from __future__ import annotations

from ...ui.linebreak import has_cjk, kept_phrases


def phrased_halves(assets, text: str, width: int, size: int) -> list[str] | None:
    """`text` as two lines broken between two Japanese phrases (BudouX), both within `width`,
    the longer as short as can be; None when no such break exists (or no phrase model)."""
    parts = kept_phrases(text)
    if not parts or len(parts) < 2:
        return None
    best = None
    for k in range(1, len(parts)):
        first, second = "".join(parts[:k]).rstrip(), "".join(parts[k:]).lstrip()
        if first.count("「") > first.count("」"):
            continue   # never inside a quoted button name (「ター／ン終了」 in a play-test)
        longer = max(assets.width(first, size, True), assets.width(second, size, True))
        if longer <= width and (best is None or longer < best[0]):
            best = (longer, [first, second])
    return None if best is None else best[1]


def phrased_two_lines(assets, text: str, width: int, sizes) -> tuple[int, list[str]] | None:
    """Japanese in two lines broken between phrases (押し込んだ / カード) in the largest of
    `sizes` where both fit: before any size that would break inside a word (押し込ん / だカード,
    a play-test)."""
    if not has_cjk(text):
        return None
    for size in sizes:
        halves = phrased_halves(assets, text, width, size)
        if halves is not None:
            return size, halves
    return None


def even_two_lines(assets, text: str, width: int, size: int, lines: list[str]) -> list[str]:
    """Two lines made about even (not a long line and a stub), else `lines` as they are."""
    even = assets.wrap(text, min(width, assets.width(text, size, True) // 2 + size), size, True)
    return even if len(even) == 2 else lines
