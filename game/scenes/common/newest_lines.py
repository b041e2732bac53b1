"""The newest log lines that fit a box whole (the hand-off's "Since your last turn", the online
table's "While you were away"): what to draw, how many wrapped lines were left out, and the
drawing itself, the count of the rest first."""
from __future__ import annotations

from typing import Callable

from ...i18n import _
from ...ui import draw, theme


def newest_lines(assets, lines: list[str], width: int, height: int,
                 size: int = theme.SMALL_SIZE) -> tuple[list[list[str]], int, int]:
    """(kept, left, step): the newest of `lines` that fit `height` whole, each wrapped to `width`,
    oldest first (one row kept for the count of the rest when not all fit; one entry longer than
    the whole box is cut to it); the wrapped lines left out before them; the row step (Japanese
    type is taller than 20 px a line)."""
    entries = [assets.wrap(line, width, size) for line in lines]
    step = max(20, assets.font(size, text=" ".join(lines)).get_linesize())
    rows = height // step
    if sum(map(len, entries)) > rows:
        rows -= 1   # a row for the count of what is left out
    kept: list[list[str]] = []
    for parts in reversed(entries):
        if sum(map(len, kept)) + len(parts) > rows:
            break
        kept.insert(0, parts)
    if not kept and entries:
        kept = [entries[-1][:rows]]
    left = sum(map(len, entries[:len(entries) - len(kept)]))
    return kept, left, step


def draw_newest_lines(surface, assets, lines: list[str], area, dark: Callable[[int, int], bool]) -> None:
    """The newest of `lines` that fit `area`, oldest first, after a soft line counting those left
    out; `dark(k, n)` tells whether the k-th of the n entries kept is drawn dark (else soft)."""
    kept, left, step = newest_lines(assets, lines, area.w, area.h)
    shown = [(part, dark(k, len(kept))) for k, parts in enumerate(kept) for part in parts]
    if left:
        shown = [(_("… {n} earlier lines in the log (L at the table)").format(n=left), False)] + shown
    y = area.y
    for line, is_dark in shown:
        draw.text(surface, assets, line, (area.x, y), theme.SMALL_SIZE, theme.INK if is_dark else theme.INK_SOFT)
        y += step
