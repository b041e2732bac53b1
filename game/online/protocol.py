"""The wire protocol (docs/online.md): every message's JSON Schema, the limits, the error codes.

One text frame = one JSON object.  `parse(text)` is the only way a received frame becomes a
dict: size limit, the project's limited JSON reader (game/files.py: depth, number and string
limits, no NUL or lone surrogates), then the message type's schema (draft 2020-12, compiled
once).  Anything else is a `ProtocolError(code, message)` whose message is one sentence in the
current language, never echoing the bad value.  The server's messages have schemas too
(`check_server`): tests hold every message a server sends to them, and the client passes over
any message of a server that breaks them (a server is someone else's program).
"""
from __future__ import annotations

import json
import re
from typing import Any

from ..i18n import _
from ..rules.registry import TITLES
from ..schemas import ACTION, NAME, SAVE, SETUP, array, integer, obj

PROTOCOL = 3
# the versions a server speaks: 1 has no log "stand_in" (a client of 1 is sent none: its
# schema would refuse the field); 2 added it; 3 added the state's "meet" (codes.meeting_key)
PROTOCOLS = (1, 2, 3)
MAX_BYTES = 65_536          # one message, UTF-8
RATE_PER_S = 20.0           # messages per second per connection, on average
BURST = 40                  # ... and in a burst
RATE_CLOSE_AFTER = 80       # refused messages (draining at RATE_FORGIVE_PER_S) before the close (1008)
RATE_FORGIVE_PER_S = 2.0
PING_INTERVAL_S = 20.0
PING_TIMEOUT_S = 40.0       # no pong 40 s after a ping: closed (a silent connection lasts ~60 s)
MAX_SEQ = 2**53 - 1
MAX_MOVES = 16              # entries a state's `moves` names at most (the newest)
ENTRY_KINDS = ("act", "end_turn", "undo", "hand_over", "claim")
MAX_SEED = 2**63 - 1
# a finished game's `record` (the export's save): at most the save format's 20,000 actions
# (schemas.SAVE), and its message at most 2 MiB (what a save file may be: files.MAX_BYTES; a
# client accepts 4); a record past either is refused ("server"), `online export` still writes it
MAX_RECORD_ACTIONS = SAVE["properties"]["actions"]["maxItems"]
MAX_RECORD_BYTES = 2 * 2**20
LEVELS = ("random", "easy", "normal", "hard")
KINDS = ("human",) + LEVELS                 # who plays a seat (hand_over, state)
CREATE_KINDS = ("human", "invite") + LEVELS  # a seat at creation: the creator's, an invite, a computer

ERROR_CODES = ("bad_message", "schema", "rate", "protocol", "unknown", "full", "not_attached",
               "spectator", "not_your_turn", "illegal", "stale", "no_undo", "not_host", "position",
               "ended", "server")

CAUSES = ("attach", "move", "end_turn", "undo", "hand_over", "join", "presence", "resync")
STATUSES = ("online", "away", "computer", "free")


class ProtocolError(Exception):
    """A refused message: `code` (one of ERROR_CODES) and `message`, one sentence for a person."""

    def __init__(self, code: str, message: str, re: str | None = None, msg_id: str | None = None) -> None:
        assert code in ERROR_CODES, code
        super().__init__(message)
        self.code, self.message = code, message
        self.re, self.msg_id = re, msg_id   # what the refused message said it was, when that much is sound


# --------------------------------------------------------------------------- building blocks
ID = {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"}
_SOUND_ID = re.compile("[A-Za-z0-9_-]{1,64}")
TOKEN = {"type": "string", "pattern": "^[A-Za-z0-9_-]{16,64}$"}
SECRET = {"type": "string", "pattern": "^[A-Za-z0-9_-]{22,64}$"}   # at least 128 random bits
CODE = {"type": "string", "minLength": 1, "maxLength": 40}
MEET = {"type": "string", "minLength": 1, "maxLength": 40}   # a meeting key (codes.meeting_key)
SEQ = integer(0, MAX_SEQ)
SEAT = integer(1, 5)
LANG = {"enum": ["en", "ja"]}
TEXT = {"type": "string", "maxLength": 200}


def message(kind: str, properties: dict | None = None, required=()) -> dict:
    """The schema of one message type: its "type" and exactly these fields."""
    props = {"type": {"const": kind}, **(properties or {})}
    return obj(props, required=["type", *required])


CLIENT = {
    "hello": message("hello", {"protocol": integer(0, 1000), "lang": LANG,
                               "client": {"type": "string", "maxLength": 80}}, ["protocol"]),
    "create": message("create", {
        "title": {"enum": list(TITLES)},
        "players": array(NAME, 5, 1),
        "seats": array({"enum": list(CREATE_KINDS)}, 5, 1),
        "options": SETUP["properties"]["options"],
        "first_player": {"anyOf": [{"type": "null"}, SEAT]},
        "seed": {"anyOf": [{"type": "null"}, integer(0, MAX_SEED)]},
        "position": {"anyOf": [{"type": "null"}, {"type": "object", "maxProperties": 8}]},
        "secret": SECRET,
    }, ["title", "players", "seats"]),
    "join": message("join", {"code": CODE, "name": NAME, "token": SECRET}, ["code", "name"]),
    "attach": message("attach", {"token": TOKEN, "last_seq": {"anyOf": [{"type": "null"}, SEQ]}},
                      ["token"]),
    "act": message("act", {"id": ID, "seq": SEQ, "action": ACTION}, ["id", "seq", "action"]),
    "end_turn": message("end_turn", {"id": ID, "seq": SEQ}, ["id", "seq"]),
    "undo": message("undo", {"id": ID, "seq": SEQ}, ["id", "seq"]),
    "hand_over": message("hand_over", {"id": ID, "host": TOKEN, "seat": SEAT,
                                       "kind": {"enum": list(KINDS)}},
                         ["id", "host", "seat", "kind"]),
    "tables": message("tables", {"tokens": array(TOKEN, 100, 1)}, ["tokens"]),
    "record": message("record", {"id": ID}, ["id"]),
    "ping": message("ping"),
}

NULLABLE_SEAT = {"anyOf": [{"type": "null"}, SEAT]}
# a finished game's score over its rounds, from the true game (game/rules/history.py): a seat's
# own samples come from its re-dealt position, which makes up the others' hidden cards
MAX_HISTORY = 1000
HISTORY = obj({"rounds": array(integer(0, MAX_SEQ), MAX_HISTORY, 1),
               "totals": array(array({"type": "integer"}, 5, 1), MAX_HISTORY, 1)}, ["rounds", "totals"])
PLAYER = obj({"seat": SEAT, "name": {"type": "string", "maxLength": 16},
              "kind": {"enum": list(KINDS)}, "status": {"enum": list(STATUSES)},
              "present": {"type": "boolean"}},
             ["seat", "name", "kind", "status"])
MARK = {"type": "array", "prefixItems": [{"anyOf": [{"type": "null"}, integer(0, 5)]},
                                         integer(0, MAX_SEQ)], "minItems": 2, "maxItems": 2}
MOVE = obj({"seq": integer(1, MAX_SEQ), "seat": {"anyOf": [{"type": "null"}, integer(0, 5)]},
            "kind": {"enum": list(ENTRY_KINDS)},
            "action": {"anyOf": [{"type": "null"}, {"type": "object", "required": ["type"],
                                                     "properties": {"type": {"type": "string"}}}]}},
           ["seq", "seat", "kind", "action"])
LOG = obj({"from": SEQ, "lines": array({"type": "string"}, 100_000),
           "marks": array(MARK, 100_000),
           # the lines (indices, from `from` on) of turns a computer played for a person's seat
           "stand_in": array(integer(0, 100_000), 100_000)}, ["from", "lines", "marks"])

SERVER = {
    "hello": message("hello", {"protocol": {"enum": list(PROTOCOLS)}, "server": TEXT,
                               "host_program": {"type": "boolean"},
                               "limits": obj({"message_bytes": {"type": "integer"},
                                              "messages_per_s": {"type": "number"},
                                              "burst": {"type": "integer"}},
                                             ["message_bytes", "messages_per_s", "burst"])},
                     ["protocol", "server", "limits"]),
    "created": message("created", {"table": CODE, "seats": array(obj({"seat": SEAT, "token": TOKEN},
                                                                      ["seat", "token"]), 5),
                                   "spectator": TOKEN, "host": TOKEN, "seq": SEQ,
                                   "duplicate": {"type": "boolean"}},
                       ["table", "seats", "spectator", "host", "seq"]),
    "joined": message("joined", {"table": CODE, "seat": SEAT, "token": TOKEN, "seq": SEQ,
                                 "duplicate": {"type": "boolean"}},
                      ["table", "seat", "token", "seq"]),
    "state": message("state", {
        "table": CODE, "seq": SEQ, "title": {"enum": list(TITLES)}, "seat": NULLABLE_SEAT,
        "cause": {"enum": list(CAUSES)}, "players": array(PLAYER, 5, 1),
        "position": {"type": "object"}, "log": LOG, "moves": array(MOVE, MAX_MOVES), "to_act": {"anyOf": [{"type": "null"}, integer(0, 5)]},
        "held": {"type": "boolean"}, "undo": {"type": "boolean"}, "over": {"type": "boolean"},
        "scores": array({"type": "integer"}, 5), "winners": array(SEAT, 5),
        "history": HISTORY, "chosen_deal": {"type": "boolean"}, "meet": MEET,
    }, ["table", "seq", "title", "seat", "cause", "players", "position", "log", "moves", "to_act",
        "held", "undo", "over"]),
    "ack": message("ack", {"table": CODE, "id": ID, "seq": SEQ, "duplicate": {"type": "boolean"}},
                   ["table", "id", "seq", "duplicate"]),
    "tables": message("tables", {"tables": array(obj({
        "table": CODE, "title": {"enum": list(TITLES)}, "seat": NULLABLE_SEAT, "seq": SEQ,
        "your_turn": {"type": "boolean"}, "over": {"type": "boolean"},
        "players": array({"type": "string"}, 5), "progress": TEXT, "kind": {"enum": list(KINDS)}},
        ["table", "title", "seat", "seq", "your_turn", "over", "players", "progress"]), 100)},
        ["tables"]),
    "pong": message("pong"),
    # a finished game's whole record, as `online export` writes it (a save: saves.match_to_json)
    "record": message("record", {"table": CODE, "id": ID, "save": SAVE}, ["table", "id", "save"]),
    "error": message("error", {"code": {"enum": list(ERROR_CODES)}, "message": {"type": "string", "maxLength": 400},
                               "re": {"anyOf": [{"type": "null"}, {"enum": list(CLIENT)}]},
                               "id": ID, "table": CODE, "seq": SEQ},
                     ["code", "message", "re"]),
}

def schema_problem(data: dict, side: str = "client") -> str | None:
    """Why `data` is not a valid message of its type (player words, no value echoed), or None."""
    from ..schemas import _words, first_error, quick_check

    schemas = CLIENT if side == "client" else SERVER
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in schemas:
        return _("has no known “type”")
    if quick_check(schemas[kind])(data):   # valid (fastschema.py); else jsonschema's words
        return None
    error = first_error(schemas[kind], data)   # (a bounded walk: jsonschema over a large move took seconds)
    return None if error is None else _words(error).replace(_("the file"), _("the message"))


def parse(text: str | bytes) -> dict:
    """A received frame as a valid client message, or ProtocolError (bad_message / schema)."""
    from ..files import FileRefused, parse_json

    if not isinstance(text, str):
        raise ProtocolError("bad_message", _("Messages must be text frames holding JSON, not binary frames."))
    raw = text.encode("utf-8", "surrogatepass")
    if len(raw) > MAX_BYTES:
        raise ProtocolError("bad_message", _("The message is larger than 64 KiB."))
    try:
        data = parse_json(raw, "message", "message")
    except FileRefused as refusal:
        raise ProtocolError("bad_message", _("The message {problem}.").format(problem=refusal.problem)) from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", _("The message is not a JSON object."))
    problem = schema_problem(data)
    if problem:
        # a known type and a sound id are answered as such, so the client's request waiting for
        # that answer learns it was refused (a `create` with first_player 0 waited forever)
        kind, msg_id = data.get("type"), data.get("id")
        kind = kind if isinstance(kind, str) and kind in CLIENT else None
        msg_id = msg_id if isinstance(msg_id, str) and _SOUND_ID.fullmatch(msg_id) else None
        raise ProtocolError("schema", _("The message {problem}.").format(problem=problem), kind, msg_id)
    return data


def check_server(data: Any) -> str | None:
    """Why `data` is not a valid server message (for tests and clients), or None."""
    if not isinstance(data, dict):
        return "not an object"
    return schema_problem(data, "server")


_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), sort_keys=True, allow_nan=False).encode


def dumps(data: dict) -> str:
    """A message as sent: compact JSON, keys in a fixed order (so equal messages are equal bytes)."""
    return _encode(data)


def dumps_with(data: dict, key: str, text: str) -> str:
    """`dumps(data | {key: value})` where `text` is already `dumps(value)`: the same bytes,
    without encoding that value again (a seat's position is encoded once per change and sent
    in every state until the next).  `key` must not be in `data`."""
    head = {k: v for k, v in data.items() if k < key}
    tail = {k: v for k, v in data.items() if k > key}
    middle = _encode(key) + ":" + text
    parts = [_encode(head)[1:-1] if head else "", middle, _encode(tail)[1:-1] if tail else ""]
    return "{" + ",".join(part for part in parts if part) + "}"


_rng_text: tuple[tuple, str] | None = None   # the last random generator state encoded, its text


def position_text(position: dict) -> str:
    """`dumps(position)`, with its random generator's state (~7 KB of numbers, and in every
    re-dealt position the same one: it is seeded from the fixed MASK_SEED) encoded once."""
    global _rng_text
    rng = position.get("rng")
    if not (isinstance(rng, list) and len(rng) == 3 and type(rng[0]) is int and isinstance(rng[1], list)
            and set(map(type, rng[1])) <= {int} and (rng[2] is None or type(rng[2]) is float)):
        return _encode(position)   # not the form rng_state_to_json gives: encoded as it is
    key = (rng[0], rng[1], repr(rng[2]))   # equal keys of these types: equal texts
    if _rng_text is None or _rng_text[0] != key:
        _rng_text = ((rng[0], list(rng[1]), repr(rng[2])), _encode(rng))
    return dumps_with({k: v for k, v in position.items() if k != "rng"}, "rng", _rng_text[1])
