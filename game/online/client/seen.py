"""What an online client has seen of its table: the last `state` message, the game log rebuilt
from the pieces the states carry (`log.from` / `lines` / `marks`), and the position as a
GameState for the rules-side questions (whose turn, the legal moves).  No connection here:
connection.py feeds it every state and asks it for the picture."""
from __future__ import annotations

import logging
from typing import Any

from ...i18n import _

log = logging.getLogger(__name__)


class Seen:
    def __init__(self) -> None:
        self.state: dict | None = None   # the last state message (its "log" as sent)
        self.log_lines: list[str] = []   # the game log rebuilt from the states' log pieces
        self.log_marks: list[list] = []  # [seat or None, turn] per line
        self.log_stand_in: list[int] = []   # the lines of turns a computer played for a person
        self.count = 0                   # how many states arrived (wait_state waits for more)
        self._cached_game: tuple[int, Any] | None = None

    def forget(self) -> None:
        """Another seat (token) from now on: nothing seen yet."""
        self.state, self.log_lines, self.log_marks, self.log_stand_in = None, [], [], []

    def take(self, message: dict) -> bool:
        """Keep a state message; False when its log piece left a gap (ask for the whole picture)."""
        piece = message.get("log") if isinstance(message.get("log"), dict) else {}
        start = piece.get("from", 0)
        lines = piece.get("lines", []) if isinstance(piece.get("lines"), list) else []
        marks = piece.get("marks", []) if isinstance(piece.get("marks"), list) else []
        stand_in = piece.get("stand_in", []) if isinstance(piece.get("stand_in"), list) else []
        if not isinstance(start, int) or start < 0:
            start = 0
        whole = start <= len(self.log_lines)
        if not whole:
            log.warning("log piece from %s but %s lines held: resync", start, len(self.log_lines))
        del self.log_lines[start:]
        del self.log_marks[start:]
        self.log_lines.extend(str(line) for line in lines)
        self.log_marks.extend(marks[:len(lines)])
        self.log_marks.extend([[None, 0]] * (len(self.log_lines) - len(self.log_marks)))
        self.log_stand_in = [i for i in self.log_stand_in if i < start] + sorted(
            {i for i in stand_in if isinstance(i, int) and start <= i < len(self.log_lines)})
        self.state = message
        self.count += 1
        return whole

    def game_state(self):
        """The last state's position as a GameState (everything hidden from this seat re-dealt by
        the server), with the game log restored: what the scenes draw and the rules answer from.
        Raises ValueError (one sentence) when there is none."""
        if self.state is None:
            raise ValueError(_("not attached to a table"))
        if self._cached_game is not None and self._cached_game[0] == self.count:
            return self._cached_game[1]
        from ...rules.registry import state_class

        position = self.state.get("position")
        if isinstance(position, dict) and position.get("format") == "tabletop-position":
            position = position.get("position")
        if not isinstance(position, dict):
            raise ValueError(_("the server sent a state without a position"))
        position = dict(position, log=list(self.log_lines))
        game = state_class(self.state["title"]).from_position(position)
        self._cached_game = (self.count, game)
        return game
