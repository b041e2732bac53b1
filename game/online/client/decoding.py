"""A server message decoded from its text, the client's side of protocol.position_text.

Every re-dealt position a `state` carries holds the same random generator state (the server
seeds every re-dealing from one fixed seed): ~7 KB of numbers, nearly all of each message.
`Decoder.loads` decodes that text once: it remembers the last generator state met and its
text, cuts that text out of the next messages before `json.loads` (a number in its place)
and puts an equal copy back.  The text is cut only where it stands once, as the value of an
"rng" key, and the copy is put back only where the marker comes back (the position's "rng");
anything else is decoded whole, so the result is `json.loads(text)` for every message but one
whose position's "rng" is that very float (which no position may hold).
"""
from __future__ import annotations

import json
from typing import Any

MARKER = "-1.2345678901234567e-300"   # never a generator state: decodes to MARKER_VALUE
MARKER_VALUE = float(MARKER)


class Decoder:
    """json.loads for one connection's messages, with the generator state decoded once."""

    def __init__(self) -> None:
        self._text: str | None = None   # the generator state's text as the server sends it
        self._value: list | None = None

    def loads(self, raw: str | bytes) -> Any:
        text = self._text
        if text is not None and isinstance(raw, str):
            at = raw.find(text)
            if at >= 6 and raw[at - 6:at] == '"rng":' and raw.find(text, at + 1) < 0:
                message = json.loads(raw[:at] + MARKER + raw[at + len(text):])
                position = _position(message)
                if position is not None and type(position.get("rng")) is float and position["rng"] == MARKER_VALUE:
                    version, internal, gauss = self._value
                    position["rng"] = [version, list(internal), gauss]
                    return message
        message = json.loads(raw)
        self._learn(message, raw)
        return message

    def _learn(self, message: Any, raw) -> None:
        """Remember the generator state of this message's position, if its text is found."""
        position = _position(message)
        rng = None if position is None else position.get("rng")
        if not (isinstance(rng, list) and len(rng) == 3 and isinstance(rng[1], list)) or not isinstance(raw, str):
            return
        text = json.dumps(rng, separators=(",", ":"), ensure_ascii=False)
        if len(text) > 1000 and text in raw and json.loads(text) == rng:
            self._text, self._value = text, json.loads(text)


def _position(message: Any) -> dict | None:
    if isinstance(message, dict) and message.get("type") == "state":
        position = message.get("position")
        if isinstance(position, dict):
            return position
    return None
