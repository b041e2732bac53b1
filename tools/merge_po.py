"""Merge two branches' versions of a .po catalog: the union of their messages.

    python tools/merge_po.py OURS.po THEIRS.po OUT.po [BASE.po]

For a merge conflict in game/locale/ja/LC_MESSAGES/tabletop.po (two branches each translated
their own texts):  git show :2:PATH > /tmp/ours.po; git show :3:PATH > /tmp/theirs.po;
python tools/merge_po.py /tmp/ours.po /tmp/theirs.po PATH; make i18n (drops texts no longer in
the code, adds new ones).  A message translated on both sides keeps OURS and is listed, unless
BASE (the common ancestor) is given and OURS still has the base's words: then only THEIRS
changed it, and THEIRS is taken (a git merge driver passes %A %B %A %O).
"""
from __future__ import annotations

import sys

from babel.messages.pofile import read_po, write_po


def translated(message) -> bool:
    strings = [message.string] if isinstance(message.string, str) else list(message.string)
    return bool(strings) and all(strings) and not message.fuzzy


def main(argv: list[str]) -> int:
    if len(argv) not in (4, 5):
        print(__doc__, file=sys.stderr)
        return 2
    base = None
    if len(argv) == 5:
        with open(argv[4], "rb") as handle:
            base = read_po(handle)
    with open(argv[1], "rb") as handle:
        ours = read_po(handle)
    with open(argv[2], "rb") as handle:
        theirs = read_po(handle)
    differ = []
    for message in theirs:
        if not message.id:
            continue
        mine = ours.get(message.id, context=message.context)
        if mine is None:
            ours[message.id] = message   # keeps its context, flags and plural forms
            if message.context:
                ours.delete(message.id)
                ours.add(message.id, message.string, context=message.context, flags=message.flags)
        elif not translated(mine) and translated(message):
            mine.string = message.string
            mine.flags.discard("fuzzy")
        elif translated(mine) and translated(message) and mine.string != message.string:
            old = base.get(message.id, context=message.context) if base is not None else None
            if old is not None and old.string == mine.string:   # only theirs changed it
                mine.string = message.string
            else:
                differ.append(message.id)
    with open(argv[3], "wb") as handle:
        write_po(handle, ours, sort_output=True, width=100)
    for msgid in differ:
        print(f"translated differently on both sides (kept ours): {msgid!r}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
