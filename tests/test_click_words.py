"""The table's words hold for keyboard players too (issue 30): every game can be played by
keyboard alone, so a text that tells the player to "click" something must also name the key
that does the same; the neutral "choose" needs no key.  Checked on the message template
(game/locale/tabletop.pot), so a new text is caught when it is added, and on the Japanese
catalog, whose クリック must follow an English "click"."""
from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po


LOCALE = Path(__file__).resolve().parent.parent / "game" / "locale"
CLICK = re.compile(r"\bclick", re.IGNORECASE)
# the keys of docs/controls.md, as the texts name them ("press Enter", "F first", "R turns it")
KEY = re.compile(r"(?<![\w+])(Enter|Space|Esc|Tab|Ctrl\+Z|F1|F11|[LHRNFM]|[←→↑↓])(?!\w)")

# texts that may say "click" without a key, and why
MOUSE_ONLY = {
    # hurrying a computer's or the Croaker's move: no key does it (Enter and Space belong to the
    # focus ring then), and waiting does the same
    "It is taking its turn: click to hurry it.",
    "The Croaker is taking its turn: watch the frog and the display. Click to hurry it.",
    "{name} plays the next move of the lesson (a click hurries it).",
}



def messages(path: Path):
    with path.open("rb") as f:
        for message in read_po(f):
            if message.id:
                yield message


def test_a_text_that_says_click_also_names_the_key():
    texts = [m.id for m in messages(LOCALE / "tabletop.pot")]
    ids = {t if isinstance(t, str) else t[0] for t in texts}
    assert MOUSE_ONLY <= ids, "an exception below names a text that is gone: drop it"
    wrong = [t for t in sorted(ids - MOUSE_ONLY) if CLICK.search(t) and not KEY.search(t)]
    assert not wrong, "say 'choose', or name the key that does the same:\n" + "\n".join(wrong)


def test_the_japanese_says_click_only_where_the_english_does():
    """A keyboard player reads the translation: 選ぶ / 押す where the English says choose."""
    wrong = []
    for m in messages(LOCALE / "ja" / "LC_MESSAGES" / "tabletop.po"):
        english = m.id if isinstance(m.id, str) else " ".join(m.id)
        japanese = m.string if isinstance(m.string, str) else " ".join(m.string)
        if "クリック" in japanese and not CLICK.search(english):
            wrong.append(english)
    assert not wrong, "\n".join(wrong)

