"""Babel's extractor for the lesson scripts (babel.cfg): every text of a script — the
opponent's name, each step's words and reason, the closing words — becomes a msgid of the
gettext catalog, so `make i18n` keeps the lessons' translations beside every other text."""
from __future__ import annotations

import json

TEXT_KEYS = ("say", "why")


def extract_script(fileobj, keywords, comment_tags, options):
    """Yield (line, funcname, message, comments) as Babel expects of an extraction method."""
    data = json.loads(fileobj.read().decode("utf-8"))
    title = data.get("title", "?")
    yield 1, "_", data["opponent"], [f"the computer's name in the {title} lesson"]
    for number, step in enumerate(data["steps"], start=1):
        for key in TEXT_KEYS:
            if key in step:
                yield 1, "_", step[key], [f"{title} lesson, step {number}"]
    yield 1, "_", data["end"], [f"{title} lesson, the end"]
