"""A lesson's script: read from game/tutorial/data/<title>.json through the one file path
(files.read_json, then a JSON Schema), its actions rebuilt by the title's own action types.

The texts are English msgids: `make i18n` extracts them into the gettext catalog through
game/tutorial/extract.py (babel.cfg), so they are translated like every other text, and
`_()` is applied where they are shown.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..i18n import N_
from ..rules.base import Action, action_from_json
from ..rules.registry import state_class
from ..schemas import read_checked

DATA_DIR = Path(__file__).resolve().parent / "data"
FORMAT = "tabletop-tutorial"
WHAT = N_("lesson")
TEXT = {"type": "string", "minLength": 1, "maxLength": 600}
ACTION = {"type": "object", "required": ["type"], "properties": {"type": {"type": "string"}}}
STEP = {"type": "object", "additionalProperties": False, "minProperties": 1,
        "properties": {"say": TEXT, "why": TEXT, "do": ACTION,
                       # the places of the table its words speak of (the table names them:
                       # `TableScene.lesson_place`); the ring's tooltip keeps clear of them
                       "points_at": {"type": "array", "maxItems": 8,
                                     "items": {"type": "string", "minLength": 1, "maxLength": 60}}}}
SCHEMA = {
    "type": "object", "additionalProperties": False,
    "required": ["format", "version", "title", "seed", "first_player", "opponent", "prelude", "steps", "end"],
    "properties": {
        "format": {"const": FORMAT}, "version": {"const": 1},
        "title": {"type": "string"}, "seed": {"type": "integer", "minimum": 0, "maximum": 2**31},
        "first_player": {"type": "integer", "minimum": 0, "maximum": 1},
        "opponent": TEXT, "prelude": {"type": "array", "items": ACTION, "maxItems": 400},
        "steps": {"type": "array", "items": STEP, "minItems": 1, "maxItems": 200}, "end": TEXT,
        "comment": {"type": "string"},
    },
}
PERSON = 0   # the learner always sits at seat 0; the scripted computer at seat 1


@dataclass(frozen=True)
class Step:
    """One step: `action` None is a note to read (a Next button); otherwise the move made now,
    by the learner (with `say`, what to do and why) or by the computer (`say` optional)."""
    say: str | None
    action: Action | None
    why: str | None = None   # why this move is asked now, for another legal move (else `say`)
    points_at: tuple[str, ...] = ()   # the places its words speak of (kept in view)


@dataclass(frozen=True)
class Script:
    title: str
    seed: int
    first_player: int
    opponent: str          # the computer's name (a msgid)
    prelude: tuple[Action, ...]
    steps: tuple[Step, ...]
    end: str               # said when the lesson is over: play on freely, or leave

    def texts(self) -> list[str]:
        """Every msgid of the script (the catalog test checks each is translated)."""
        out = [self.opponent, self.end]
        for step in self.steps:
            out += [text for text in (step.say, step.why) if text]
        return out


def path_of(title: str) -> Path:
    return DATA_DIR / f"{title}.json"


def available(title: str) -> bool:
    return path_of(title).is_file()


def load(title: str) -> Script:
    """The lesson of `title`; FileRefused (one sentence) if the file is damaged, ValueError if
    an action is not one of the title's."""
    data = read_checked(path_of(title), WHAT, SCHEMA)
    types = state_class(title).ACTION_TYPES
    steps = []
    for item in data["steps"]:
        action = action_from_json(item["do"], types) if "do" in item else None
        if action is None and "say" not in item:
            raise ValueError(f"{title}: a step with neither a move nor words")
        steps.append(Step(item.get("say"), action, item.get("why"), tuple(item.get("points_at", ()))))
    return Script(title=data["title"], seed=data["seed"], first_player=data["first_player"],
                  opponent=data["opponent"], prelude=tuple(action_from_json(a, types) for a in data["prelude"]),
                  steps=tuple(steps), end=data["end"])
