"""A match held by a table server, with the interface of game.rules.match.Match, so the
ordinary table scenes play it.

Its state is rebuilt from each `state` message (the seat's determinized position, with the
log the messages carry put back into it): the seat's legal moves and the rules' reasons are
the true ones, so `check` and `apply` use the same rules locally.  A move of the seat shows at
once (optimistic: the rules accepted it here) and is sent; the server's `state` confirms it.
A move that draws, shuffles or reveals is only sent (`send_revealing`): applied here it would
show stand-in cards; the table plays it when its state comes (`own_arrival`).
A refusal (`refused`) puts back the server's last state.  While the connection is down
(`connected`), a move that would draw or reveal is refused here: its cards would be made up.  `undo` and `confirm_turn_end` send
`undo` and `end_turn`.  Nothing here imports pygame.

What a scene keys its caches on, `len(match.actions)`, grows with every change (a local move,
an undo, a state from the server): `actions` is a change list here, not a replayable record.

Another seat's move (a person's, a computer's, the automa's) arrives as a state whose `moves`
name it in its public form (`arrival`): the table plays it through its own `act`, as at one
screen, while `arriving` makes `apply` adopt that state instead of applying the rules (the
form names no hidden card: the state is the server's).
"""
from __future__ import annotations

import copy
from typing import Callable

from ...i18n import N_, _
from ...rules.base import AUTOMA, Action, GameState, IllegalAction, Setup
from ...rules.history import ScoreHistory
from ...rules.match import Match
from ...rules.registry import state_class


# While the connection is down, the state here is a stand-in for what this seat cannot see
# (the deck's order is re-dealt): a move that draws or reveals would show made-up cards.
OFFLINE_REVEAL = N_("This move shows new cards: it can be made once the server is back.")
AWAITING_CARDS = N_("Waiting for the server to show the new cards…")


class RemoteMatch(Match):
    """The match of one seat at one online table (`seat`: an index from 0, None: spectator)."""

    def __init__(self, first: dict, send) -> None:
        """`first`: the first `state` message; `send(kind, seq, action_json=None)` sends a move."""
        self.send = send
        self.title = first["title"]
        self.state_type = state_class(self.title)
        self.seat = None if first.get("seat") is None else first["seat"] - 1
        self.seed = 0
        self.start = None
        self.actions: list = []
        self.server_log: list[str] = []
        self.server_marks: list[tuple[int | None, int]] = []
        # the log lines of turns a computer played for a person's seat (the server's log.stand_in)
        self.server_stand_in: set[int] = set()
        self.stand_in: set[int] = set()
        self.latest: dict = first       # the newest state received
        self.expect = first["seq"]      # the seq the next move of this seat is chosen at
        self.mine: list[tuple[GameState, list, Action]] = []   # local moves not yet in a state: (before, marks, action)
        self.turn_end_held = False
        self.forced_waiting = False
        self._ended = False             # the last local move ended the turn (End turn to send)
        self._samples: list[tuple[int, tuple[int, ...]]] = []   # (round, totals) as states came
        self.arriving: tuple[dict, dict] | None = None   # (state, public form) the table is playing
        self.connected: Callable[[], bool] = lambda: True   # the window's: its connection is up now
        # after a move of this seat that drew or revealed, the seq of the server's state that
        # shows the real cards: until it arrives the cards here are a stand-in, so no further
        # move is chosen from them (a second take from a refilled row would be a guess)
        self.reveal_until: int | None = None
        # that move itself (`send_revealing`): sent but not applied here, so the table never
        # draws the stand-in cards this position would deal; it is played when its state comes
        self.sent: Action | None = None
        self._log_from(first)
        self._adopt(first)

    # --- what arrives ------------------------------------------------------------------------
    def receive(self, message: dict) -> bool:
        """A `state` message; True when the table now shows it (False: it is one this seat's
        moves sent since have already passed: they show until their own state arrives)."""
        self._log_from(message)
        self.latest = message
        if message["seq"] < self.expect:
            return False
        if message["seq"] == self.shown and message.get("cause") not in ("attach", "resync"):
            self.players = message.get("players") or self.players   # who is online changed: nothing else
            return False
        self.expect = message["seq"]
        self._adopt(message)
        return True

    def arrival(self, message: dict) -> tuple[int, Action, dict] | None:
        """The move of another seat that the `state` `message` brings, for the table to play as
        at one screen (animation, marks, score changes): (its seat as the rules count it, the
        action read from its public form, that form), or None: no move (a presence, an End
        turn), this seat's own, an attach or resync (never animated), or a state not shown."""
        if message.get("cause") != "move" or message["seq"] < self.expect or message["seq"] <= self.shown:
            return None
        moves = message.get("moves") or []
        last = moves[-1] if moves else None
        if not isinstance(last, dict) or last.get("kind") != "act" or last.get("seq") != message["seq"]:
            return None
        seat = _seat(last.get("seat"))
        if seat is None or seat == self.seat or not isinstance(last.get("action"), dict):
            return None
        action = GameState.arrived_move(self.state, last["action"])   # (the title's, once adopted)
        return None if action is None else (seat, action, last["action"])

    def undone_by(self, message: dict) -> int | None:
        """The other seat whose undo the state `message` brings (its marks go), or None."""
        for move in message.get("moves") or []:
            if isinstance(move, dict) and move.get("kind") == "undo":
                seat = _seat(move.get("seat"))
                if seat is not None and seat != self.seat:
                    return seat
        return None

    def own_arrival(self, message: dict) -> dict | None:
        """The form of this seat's revealing move `sent` (its fields as the server gives them
        to this seat, with Pondscape's steps) when the `state` `message` is the one it made,
        for the table to play it now, from the real cards; else None."""
        if self.sent is None or message.get("cause") != "move" or message["seq"] != self.reveal_until:
            return None
        moves = message.get("moves") or []
        last = moves[-1] if moves else None
        if (not isinstance(last, dict) or last.get("kind") != "act" or last.get("seq") != message["seq"]
                or _seat(last.get("seat")) != self.seat):
            return None
        return last["action"] if isinstance(last.get("action"), dict) else {}

    def refused(self) -> None:
        """The server refused a move of this seat: back to its last state."""
        self.sent = None
        self.reveal_until = None
        self.expect = self.latest["seq"]
        self._adopt(self.latest)

    def _log_from(self, message: dict) -> None:
        log = message.get("log") or {}
        start = max(0, min(int(log.get("from", 0)), len(self.server_log)))
        lines, marks = list(log.get("lines", [])), list(log.get("marks", []))
        del self.server_log[start:], self.server_marks[start:]
        self.server_stand_in = {i for i in self.server_stand_in if i < start}
        self.server_log += [str(line) for line in lines]
        self.server_stand_in |= {i for i in log.get("stand_in", []) if start <= i < len(self.server_log)}
        self.server_marks += [(_seat(m[0]), m[1]) for m in marks][:len(lines)]
        self.server_marks += [(None, 0)] * (len(self.server_log) - len(self.server_marks))

    def _adopt(self, message: dict) -> None:
        position = message["position"]
        if position.get("format") == "tabletop-position" and isinstance(position.get("position"), dict):
            position = position["position"]   # (a position file's wrapper)
        position = dict(position)
        position["log"] = list(self.server_log)
        self.state = self.state_type.from_position(position)
        self.log_marks = list(self.server_marks)
        self.stand_in = set(self.server_stand_in)
        self.players = message.get("players") or []
        # the table's creator chose its seed or start position (`serve --allow-chosen-deals`)
        self.chosen_deal = bool(message.get("chosen_deal"))
        names = tuple(p.get("name", "?") for p in self.players) or self.state.player_names()
        self.setup = Setup(self.title, names, seats=tuple(p.get("kind", "human") for p in self.players))
        if not message.get("undo"):
            self.mine = []   # (else this seat's moves of the turn stay undoable, their positions kept)
        self.held = bool(message.get("held"))
        self.server_undo = bool(message.get("undo"))
        self.turn_end_held = self.held and self.server_undo
        self.to_act = message.get("to_act")
        self.forced_waiting = self.held
        # a held turn end waits for its mover's End turn (`to_act` names that seat then)
        self._ended = self.held and message.get("to_act") == (None if self.seat is None else self.seat + 1)
        self.shown = message["seq"]     # the seq of the state the table shows
        if self.reveal_until is not None and (message["seq"] >= self.reveal_until or message.get("cause") in ("attach", "resync")):
            self.reveal_until = None    # the real cards are here
            self.sent = None
        self.actions.append(None)
        self._sample()

    def _sample(self) -> None:
        """Totals at every round seen, for the results' chart (a replay needs the whole record,
        which a seat never has)."""
        try:
            totals = tuple(self.state.score_sheet().totals())
            current = self.state.round_number()
        except (IllegalAction, ValueError, KeyError, IndexError):
            return
        if self._samples and self._samples[-1][0] == current:   # (the final totals too: one point per round)
            self._samples[-1] = (current, totals)
        else:
            self._samples.append((current, totals))

    def history(self) -> ScoreHistory:
        """The results' chart: a finished game's true history as the server sends it, else the
        totals this seat sampled (of its own re-dealt position: the others' hidden cards made up)."""
        told = self.latest.get("history") if self.state.is_over() else None
        count = len(self.state.player_names())
        if (isinstance(told, dict) and len(told["rounds"]) == len(told["totals"])
                and all(len(row) == count for row in told["totals"])):
            return ScoreHistory(_(self.state.ROUND_WORD), tuple(self.state.player_names()), tuple(told["rounds"]),
                                tuple(tuple(row) for row in told["totals"]))
        rounds = [r for r, _t in self._samples] or [self.state.round_number()]
        totals = [t for _r, t in self._samples] or [tuple(self.state.score_sheet().totals())]
        if len(rounds) == 1:   # one sample draws no line: the opening of the round seen first
            rounds, totals = [rounds[0] - 1, rounds[0]], [totals[0], totals[0]]
        return ScoreHistory(_(self.state.ROUND_WORD), tuple(self.state.player_names()), tuple(rounds), tuple(totals))

    # --- playing -------------------------------------------------------------------------------
    @property
    def seq(self) -> int:
        return self.latest["seq"]

    def awaited(self) -> int | None:
        """The seat the table waits for: while a turn end is held, its mover (for End turn),
        even though the position already names the next seat; else the seat to act."""
        if self.held and not self.mine and not self._ended and self.to_act is not None:
            return _seat(self.to_act)
        return self.state.current_player()

    def check(self, action: Action) -> str | None:
        if self.arriving is not None:
            return None   # another seat's move the server has made
        if self.state.is_over():
            return _("The game is over.")
        if self.seat is None:
            return _("You are watching this table: only its players move.")
        if self.awaited() != self.seat:
            return _("It is not your turn.")
        if self.reveal_until is not None:
            return _(AWAITING_CARDS)
        reason = self.state.check(action)
        if reason is None and not self.connected() and self.reveals(action):
            return _(OFFLINE_REVEAL)   # (moves that reveal nothing wait and are sent once it is back)
        return reason

    def send_revealing(self, action: Action) -> None:
        """Send a move of this seat that draws, shuffles or reveals without applying it here:
        this seat's position re-deals what it cannot see, so applying it would show made-up
        cards until the server's state brings the real ones (a play-test saw them flash).  The
        table plays it when that state comes (`own_arrival`); meanwhile no other move is made."""
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.send("act", self.expect, action.to_json())
        self.expect += 1
        self.reveal_until = self.expect   # (the state after this move)
        self.sent = action
        self.mine = []   # a reveal makes the move, and all before it, final
        self.actions.append(None)   # (a change: the table refuses moves until the state comes)

    def reveals(self, action: Action) -> bool:
        """The rules would draw, shuffle or reveal something for `action` (tried on a copy)."""
        trial = copy.deepcopy(self.state)
        try:
            trial.apply(action)
        except IllegalAction:
            return False
        return trial.reveal_count != self.state.reveal_count

    def apply(self, action: Action, hold_turn_end: bool = False) -> bool:
        if self.arriving is not None:   # a move the server made: its state is the table now
            message, form = self.arriving
            own = self.sent is not None and message["seq"] == self.reveal_until   # this seat's revealing move
            self.receive(message)
            self.state.arrived_move(form)   # what else the form carries (Pondscape's steps)
            if not own:
                return False   # another seat's move
            ended = self._ended   # (the server holds this seat's turn end: `held`, `to_act`)
            self.forced_waiting = ended and hold_turn_end
            if ended and not hold_turn_end and not self.state.is_over():
                self.confirm_turn_end()
            return ended
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason)
        state = self.state
        before = copy.deepcopy(state)
        turn, reveals, seat = state.turn_id, state.reveal_count, state.current_player()
        marks = list(self.log_marks)
        lines = len(state.log)
        state.apply(action)
        self.mine.append((before, marks, action))
        self._mark_log(lines, seat, turn)
        self.send("act", self.expect, action.to_json())
        self.expect += 1
        revealed = state.reveal_count != reveals
        ended = state.turn_id != turn or state.current_player() != seat
        self._ended = ended
        if revealed:
            self.mine = []   # a reveal makes the move, and all before it, final
            self.reveal_until = self.expect   # (the state after this move)
        self.turn_end_held = ended and hold_turn_end and not revealed
        self.forced_waiting = ended and hold_turn_end
        self.actions.append(action)
        if ended and not hold_turn_end and not state.is_over():
            self.confirm_turn_end()
        return ended

    def confirm_turn_end(self) -> None:
        """End turn: sent when this seat's move ended its turn (the server holds it until then)."""
        if self.arriving is not None:
            return   # another seat's move: nothing of this seat's to end
        if self._ended and not self.state.is_over():
            self.send("end_turn", self.expect)
            self.expect += 1
        self._ended = False
        self.turn_end_held = False
        self.forced_waiting = False
        self.mine = []   # nothing before the End turn can be undone

    @property
    def waits_end_turn(self) -> bool:
        """This seat's move ended its turn and the table waits for its End turn."""
        return self._ended

    def can_undo(self) -> bool:
        if self.mine:
            return not self.mine[-1][0].is_over()
        # a move of this seat made before this window opened the table (the server says so)
        return self.server_undo and self.expect == self.shown and self.seat is not None \
            and self.to_act == self.seat + 1

    def undo(self) -> Action | None:
        """Take back this seat's last move: at once when this window made it (its position was
        kept), else when the server's state comes (None is returned then)."""
        if not self.can_undo():
            raise IllegalAction(_("Nothing to undo: only your own moves of this turn, before any card is revealed."))
        if not self.mine:
            self.send("undo", self.expect)
            self.expect += 1
            self._ended = False
            return None
        before, marks, undone = self.mine.pop()
        self.state, self.log_marks = before, marks
        self.send("undo", self.expect)
        self.expect += 1
        self._ended = False
        self.turn_end_held = False
        self.forced_waiting = False
        self.actions.append(None)
        return undone

    def actions_to_json(self) -> list[dict]:
        return []

    # --- who is at the table ---------------------------------------------------------------------
    def status_of(self, seat: int) -> str:
        """`online`, `away`, `computer` or `free` (an invite seat nobody has claimed)."""
        for player in self.players:
            if player.get("seat") == seat + 1:
                return str(player.get("status", "away"))
        return "away"

    def person_back(self, seat: int) -> bool:
        """A computer plays `seat` and its person has a window at the table again (the server's
        `present`): the host may hand it back."""
        for player in self.players:
            if player.get("seat") == seat + 1:
                return player.get("status") == "computer" and player.get("present") is True
        return False

    def kind_of(self, seat: int) -> str:
        for player in self.players:
            if player.get("seat") == seat + 1:
                return str(player.get("kind", "human"))
        return "human"


def _seat(number) -> int | None:
    """A seat number of the wire (from 1; 0 the automa; null the set-up) as the rules count it."""
    if number is None:
        return None
    return AUTOMA if number == 0 else int(number) - 1
