"""One live table: its record, its entries replayed through the rules, and what each seat sees.

A table is rebuilt from its stored record and entries at any time (`Table.load`): entries are
"act" {action, hold}, "end_turn", "undo", "hand_over" {kind} and "claim" {name}, applied in seq
order to a `game.rules.match.Match`.  People's turn-ending moves are held (End turn waits, as
at one screen); computers' and the automa's are not.  Undo is the Match's policy (own moves of
this turn, before End turn, before a reveal), and only for the seat whose turn it is.

The rules write log lines in the current gettext language when they happen, so the table
keeps one Match per language in use (English always) and applies every entry to each, with
the language switched around the call (the server is one asyncio thread).

What a seat may see (`snapshot`): the true state re-dealt by the rules' `determinize(seat,
Random(MASK_SEED))` (seat None: a spectator, every hand re-dealt), which depends only on what
that seat may see (until the game is over: then everyone gets the true final state); a refusal's reason is computed on that same re-dealt state, so an error can
name nothing hidden either.  Seats are counted from 0 here; the server adds 1 on the wire.

Which moves made a state (`moves`): each act entry's public form for every seat and the
spectator (`GameState.public_move`, computed on the true state right after it, in English:
it holds no words), kept for the last MAX_MOVES entries only.
"""
from __future__ import annotations

import copy
import logging
import random
from contextlib import contextmanager
from dataclasses import dataclass, field
from dataclasses import replace as dataclass_replace
from functools import cached_property

from ... import i18n
from ...ai.infostate import MASK_SEED, InfoState
from ...i18n import _
from ...rules.base import AUTOMA, GameState, IllegalAction, Setup, action_from_json
from ...rules.history import match_history
from ...rules.match import Match
from ...rules.registry import state_class
from .. import codes, protocol
from .limits import Bucket
from ..protocol import MAX_MOVES
from ..store import Entry, SeatRow, TableRecord
from .replaying import RulesFailure, apply_entry, replay_entries

HUMAN = "human"
MAX_UNDOS_PER_SEAT = 300     # undos a seat may make at one table (each is an entry kept for good)
MAX_HAND_OVERS = 200         # seats handed over at one table, by its host
log = logging.getLogger("tabletop.server")
_ACTION_SCHEMAS: dict[tuple[str, str], dict | None] = {}


def action_schema(title: str, kind) -> dict | None:
    """The schema of one action type of `title` (its fields typed from the dataclass), or None
    for a type the title does not have; built once (schemas.actions_schema's branch)."""
    if not isinstance(kind, str) or kind not in state_class(title).ACTION_TYPES:
        return None   # (never cached: the type comes from outside)
    key = (title, kind)
    if key not in _ACTION_SCHEMAS:
        from ...schemas import actions_schema

        found = None
        for branch in actions_schema(title)["properties"]["actions"]["items"]["allOf"]:
            if branch["if"]["properties"]["type"]["const"] == key[1]:
                found = branch["then"]
        _ACTION_SCHEMAS[key] = found
    return _ACTION_SCHEMAS[key]


@contextmanager
def speaking(lang: str):
    """Make every text inside in `lang` (the rules' log lines, reasons, our own messages)."""
    before = i18n.language()
    if lang != before:
        i18n.set_language(lang)
    try:
        yield
    finally:
        if i18n.language() != before:
            i18n.set_language(before)


class Refusal(Exception):
    """A message the table refuses: `code` (protocol.ERROR_CODES) and one sentence."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code, self.message = code, message


def with_names(title: str, start: dict | None, names: list[str]) -> dict | None:
    """The start position with the seats renamed (a joiner's name), or it unchanged when the
    title's position will not take them."""
    if start is None:
        return None
    renamed = copy.deepcopy(start)
    (renamed["setup"] if title == "paddy" else renamed)["players"] = list(names)
    try:
        if list(state_class(title).from_position(copy.deepcopy(renamed)).player_names()) == list(names):
            return renamed
    except Exception:
        pass
    return start


@dataclass
class Snapshot:
    """What one seat (or a spectator) sees at one seq, in one language."""

    position_text: str      # the position, determinized, without its "log", encoded as sent
                            # (protocol.position_text: once per change; the dict is not kept)
    lines: list[str]
    marks: list[list]       # [seat number from 1, 0 for the automa, or None; turn]
    to_act: int | None      # seat number from 1 whose decision the table waits for (0: automa)
    held: bool
    undo: bool
    over: bool
    scores: list[int] | None
    winners: list[int] | None
    history: dict | None = None   # a finished game's true score history (`Table.score_history`)
    stand_in: list[int] = field(default_factory=list)   # lines of turns a computer played for a person


PRESENCE_PER_S = 2.0        # presence states a table is sent a second, on average (the changes between come together)
PRESENCE_BURST = 10         # ... and at once


class Table:
    """A table being played (see the module docstring).  Build with `Table.load`."""

    def __init__(self, record: TableRecord) -> None:
        self.record = record
        self.code = record.code
        self.title = record.title
        self.seats: list[SeatRow] = record.seats
        self.entries: list[Entry] = []
        self.ids: dict[str, int] = {}       # client id -> the seq it got
        self.ended = record.ended
        self.ended_message = record.ended_message
        self.present: dict[int, int] = {}   # seat -> attached connections (the server keeps it)
        self.langs = ["en"]
        self.matches: dict[str, Match] = {}
        self.movers: list[int | None] = []  # the seat of each action in the match, in order
        self.act_turns: list[int] = []      # ... and the turn it was made in (the English match's)
        self._cache: dict[tuple, object] = {}
        self.public: dict[int, dict] = {}   # seq of a recent act -> {seat or None: its public form}
        self.used = 0.0                     # when the server last used it (time.monotonic)
        self.record_save: tuple[int, str | None] | None = None   # (seq, a finished game's save encoded, None: too long)
        self.presence_told = Bucket(PRESENCE_PER_S, PRESENCE_BURST)   # presence states (handlers._presence)
        self.presence_due = False           # ... and whether it is to tell it again shortly

    # --- building ------------------------------------------------------------------------
    @classmethod
    def load(cls, record: TableRecord, entries: list[Entry], langs=("en",)) -> "Table":
        """The table after all `entries`.  An entry the rules fail on leaves it `ended` (with
        `failure` set, for the server to store)."""
        table = cls(record)
        table.entries = list(entries)
        for entry in entries:
            if entry.client_id is not None:
                table.ids[entry.client_id] = entry.seq
        table.langs = list(dict.fromkeys(["en", *langs]))
        table.failure = None
        try:
            table._rebuild()
        except RulesFailure as failure:
            table.failure = str(failure)
            table.ended = True
        return table

    @property
    def seq(self) -> int:
        return len(self.entries)

    @property
    def match(self) -> Match:
        return self.matches["en"]

    @property
    def state(self) -> GameState:
        return self.matches["en"].state

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def name_for(self, seat: int | None) -> str:
        """The table's name in a message to `seat`: its invite code as people read it, or to a
        spectator (None) its watch id (codes.watch_id), so a watch link never lets its holder
        take a free invite seat."""
        return self.shown_code if seat is not None else self.watch_name

    @cached_property
    def shown_code(self) -> str:
        return codes.shown(self.code)

    @cached_property
    def meeting_key(self) -> str:
        return codes.meeting_key(self.code)

    @cached_property
    def watch_name(self) -> str:
        return codes.shown(codes.watch_id(self.record.spectator_hash))

    def setup(self) -> Setup:
        data = dict(self.record.setup)
        data.pop("chosen_deal", None)
        data["players"] = self.names()
        return Setup.from_json(data)

    def _new_match(self) -> Match:
        return Match(self.setup(), self.record.seed, with_names(self.title, self.record.start, self.names()))

    def _rebuild(self) -> None:
        """Every language's match afresh from the record and all entries."""
        self._cache.clear()
        self.movers, self.act_turns = [], []
        self.public = {}
        matches, failure = {}, None
        for lang in self.langs:
            with speaking(lang):
                try:
                    match = self._new_match()
                except Exception as error:
                    raise RulesFailure(f"the table could not be set up ({type(error).__name__}: {error})") from None
                movers: list[int | None] = []
                turns: list[int] = []
                noted = None
                if lang == "en":   # the newest moves' public forms (`moves`)
                    def noted(entry: Entry, match: Match = match) -> None:
                        if entry.seq > len(self.entries) - MAX_MOVES:
                            self._note_public(match, entry)
                failure = replay_entries(match, self.entries, movers, turns, noted) or failure
                matches[lang] = match
                self.movers = movers
                if lang == "en":
                    self.act_turns = turns
        self.matches = matches
        if failure is not None:
            raise failure

    def add_language(self, lang: str) -> None:
        """Keep a match in `lang` too (a connection speaking it attached)."""
        if lang in self.langs:
            return
        self.langs.append(lang)
        with speaking(lang):
            match = self._new_match()
            failure = replay_entries(match, self.entries, [])
        if failure is not None and not self.ended:
            raise failure
        self.matches[lang] = match

    def accept(self, entry: Entry) -> None:
        """Apply a new entry (already stored) to every language's match; RulesFailure ends it."""
        assert entry.seq == self.seq + 1, (entry.seq, self.seq)
        self.entries.append(entry)
        if entry.client_id is not None:
            self.ids[entry.client_id] = entry.seq
        if entry.kind == "end_turn" and all(m.state.forced_action() is None for m in self.matches.values()):
            # an End turn with no automatic step after it leaves every state as it was: keep the
            # re-dealt states and positions (the dearest part of a snapshot), drop the rest
            self.forget_views()
        else:
            self._cache.clear()
        if entry.kind == "claim":
            self.seats[entry.seat].claimed = True
            self.seats[entry.seat].name = entry.payload["name"]
            self._rebuild()
            return
        if entry.kind == "hand_over":
            self.seats[entry.seat].kind = entry.payload["kind"]
            return
        movers, turns = self.movers, list(self.act_turns)
        for i, lang in enumerate(self.langs):
            with speaking(lang):
                trial = list(movers)
                apply_entry(self.matches[lang], trial, entry, turns if lang == "en" else None)
            if lang == "en":
                self._note_public(self.matches[lang], entry)
            if i == len(self.langs) - 1:
                self.movers, self.act_turns = trial, turns

    def _note_public(self, match: Match, entry: Entry) -> None:
        """Keep what each seat (and a spectator) may know of an act entry just applied to
        `match` (the state right after it), for the `moves` of the next states."""
        for seq in [k for k in self.public if k <= entry.seq - MAX_MOVES]:
            del self.public[seq]
        if entry.kind != "act":
            return
        action = match.actions[-1]
        mover = AUTOMA if entry.seat is None else entry.seat
        state = match.state
        try:
            self.public[entry.seq] = {seat: state.public_move(action, mover, seat)
                                      for seat in [None, *range(len(self.seats))]}
        except Exception as error:   # never stops a table: its moves go without their form
            log.warning("table %s: no public form of entry %d (%s: %s)", self.code, entry.seq,
                        type(error).__name__, error)

    def moves(self, since: int | None, seat: int | None) -> list[dict]:
        """The entries after seq `since` as `seat` may know them (the last MAX_MOVES at most;
        none when `since` is None): {"seq", "seat" (from 1, 0 the automa), "kind", "action"
        (an act's public form for `seat`, else null)}."""
        if since is None:
            return []
        found = []
        for entry in self.entries[max(since, self.seq - MAX_MOVES):]:
            if entry.seat is None:
                number = 0 if entry.kind == "act" else None
            else:
                number = entry.seat + 1
            form = self.public.get(entry.seq, {}).get(seat) if entry.kind == "act" else None
            found.append({"seq": entry.seq, "seat": number, "kind": entry.kind, "action": form})
        return found

    def forget_views(self) -> None:
        """Drop the cached snapshots after a change of presence (the players' statuses), keeping
        the re-dealt states and positions: the game itself did not change."""
        self._cache = {k: v for k, v in self._cache.items() if k[0] in ("state", "pos", "marks", "history", "stand_in")}

    # --- whose turn, and what may be done ----------------------------------------------------
    def held(self) -> bool:
        return self.match.forced_waiting

    def owner(self) -> int | None:
        """The seat whose decision (or End turn) the table waits for: AUTOMA, None when over."""
        if self.ended or self.state.is_over():
            return None
        if self.match.forced_waiting and self.movers and self.movers[-1] is not None:
            return self.movers[-1]
        return self.state.current_player()

    def may_undo(self, seat: int | None) -> bool:
        return (seat is not None and not self.ended and self.owner() == seat and self.match.can_undo()
                and bool(self.movers) and self.movers[-1] == seat)

    def seat_state(self, seat: int | None, lang: str = "en") -> GameState:
        """The state as `seat` may know it (None: a spectator), cached for this seq.  Once the
        game is over nothing is hidden any more (every hand is shown face up), so every seat
        gets the true final state: its scores, winners and hands are the real ones."""
        key = ("state", seat, lang)
        dealt = self._cache.get(key)
        if dealt is None:
            match = self.matches.get(lang) or self.match
            if match.state.is_over():
                dealt = self._cache[key] = match.state
            else:
                dealt = self._cache[key] = match.state.determinize(seat, random.Random(MASK_SEED))
        return dealt

    def _turn_check(self, seat: int | None) -> None:
        if self.ended:
            raise Refusal("ended", self.ended_words())
        if seat is None:
            raise Refusal("spectator", _("A spectator cannot play."))
        if self.state.is_over():
            raise Refusal("illegal", _("The game is over."))

    def check_act(self, seat: int | None, data: dict):
        """The action `data` for `seat`, or Refusal (in the current language)."""
        from ...schemas import schema_problem

        self._turn_check(seat)
        if self.held():
            if self.movers and self.movers[-1] == seat:
                raise Refusal("not_your_turn", _("Your turn has ended: press End turn (or Undo)."))
            raise Refusal("not_your_turn", _("It is not your turn."))
        if self.owner() != seat:
            raise Refusal("not_your_turn", _("It is not your turn."))
        schema = action_schema(self.title, data.get("type"))
        if schema is None:
            raise Refusal("schema", _("The action is not one of this game's moves."))
        problem = schema_problem(data, schema)
        if problem:
            raise Refusal("schema", _("The action {problem}.").format(problem=problem.replace(_("the file"), _("the message"))))
        try:
            action = action_from_json(data, self.match.state_type.ACTION_TYPES)
        except (TypeError, ValueError):
            raise Refusal("schema", _("The action is not one of this game's moves.")) from None
        try:
            reason = self.seat_state(seat, i18n.language()).check(action)
            true_reason = self.state.check(action)
        except Exception as error:  # a gap in a check: the state is untouched, so refuse the move
            log.warning("table %s: the rules failed to check a move (%s: %s)", self.code, type(error).__name__, error)
            raise Refusal("illegal", _("That move is not allowed now.")) from None
        if reason is not None:
            raise Refusal("illegal", reason)
        if true_reason is not None:  # never the true state's words: they could name a hidden card
            raise Refusal("illegal", _("That move is not allowed now."))
        return action

    def check_end_turn(self, seat: int | None) -> None:
        self._turn_check(seat)
        if not (self.held() and self.movers and self.movers[-1] == seat):
            raise Refusal("not_your_turn", _("There is no turn of yours to end now."))

    def check_undo(self, seat: int | None) -> None:
        self._turn_check(seat)
        if self.owner() != seat:
            raise Refusal("not_your_turn", _("It is not your turn."))
        if not self.may_undo(seat):
            raise Refusal("no_undo", _("Nothing to undo: your turn has not started, or cards were revealed."))
        if sum(1 for entry in self.entries if entry.kind == "undo" and entry.seat == seat) >= MAX_UNDOS_PER_SEAT:
            # (every undo is an entry kept and loaded for good: a security review's client undid
            # and played again for minutes, and the table took seconds to load)
            raise Refusal("no_undo", _("You have taken back {n} moves at this table, as many as a seat may.").format(
                n=MAX_UNDOS_PER_SEAT))

    def ended_words(self) -> str:
        return _("This table was stopped by an error in the rules; it can be exported but not played on.")

    # --- what happens by itself ------------------------------------------------------------
    def automatic(self) -> Entry | None:
        """The next entry no one decides (without its seq): a computer's End turn after its
        held move, the automa's step; None when a seat must decide."""
        if self.ended or self.state.is_over():
            return None
        if self.held():
            mover = self.movers[-1] if self.movers else None
            if mover is not None and self.seats[mover].kind != HUMAN:
                return Entry(0, "end_turn", mover, {})
            return None
        if self.state.current_player() == AUTOMA:
            action = self.state.legal_actions()[0]
            return Entry(0, "act", None, {"action": action.to_json(), "hold": False})
        return None

    def computer_turn(self) -> tuple[int, str] | None:
        """(seat, level) when a computer seat is to decide now."""
        if self.ended or self.state.is_over() or self.held():
            return None
        seat = self.state.current_player()
        if seat is None or seat == AUTOMA or self.seats[seat].kind == HUMAN:
            return None
        return seat, self.seats[seat].kind

    def info_state(self, seat: int) -> InfoState:
        return InfoState(self.state, seat)

    # --- what a seat sees ------------------------------------------------------------------
    def status(self, seat: int) -> str:
        row = self.seats[seat]
        if row.kind != HUMAN:
            return "computer"
        if not row.claimed:
            return "free"
        return "online" if self.present.get(seat) else "away"

    def chosen_deal(self) -> bool:
        """The creator chose the seed or the start position (creating.table_record): they can
        replay the deal and know every hidden card."""
        return bool(self.record.setup.get("chosen_deal"))

    def players(self) -> list[dict]:
        """Each seat: its name, who plays it, its status; a seat a computer plays also says
        whether its person has a window at the table (`present`: the host sees they are back)."""
        out = []
        for s in self.seats:
            player = {"seat": s.seat + 1, "name": s.name, "kind": s.kind, "status": self.status(s.seat)}
            if s.kind != HUMAN:
                player["present"] = bool(self.present.get(s.seat))
            out.append(player)
        return out

    def snapshot(self, seat: int | None, lang: str) -> Snapshot:
        """What `seat` sees now in `lang` (cached for this seq)."""
        key = ("snap", seat, lang)
        snap = self._cache.get(key)
        if snap is not None:
            return snap
        if lang not in self.matches:
            self.add_language(lang)
        match = self.matches[lang]
        kept = self._cache.get(("pos", seat, lang))
        if kept is None:
            with speaking(lang):
                position = self.seat_state(seat, lang).to_position()
            lines = position.pop("log", None)
            if lines is None:
                lines = list(match.state.log)
            kept = self._cache[("pos", seat, lang)] = (lines, protocol.position_text(position))
        lines, text = kept
        marks = self._cache.get(("marks", lang))   # the same for every seat: made once per change
        if marks is None:
            marks = self._cache[("marks", lang)] = [[None if who is None else (0 if who == AUTOMA else who + 1), turn]
                                                    for who, turn in match.log_marks]
        state = match.state
        scores = winners = None
        if state.is_over():
            sheet = state.score_sheet()
            scores, winners = sheet.totals(), [w + 1 for w in sheet.winners]
        owner = self.owner()
        snap = Snapshot(text, lines, marks[:len(lines)],
                        None if owner is None else (0 if owner == AUTOMA else owner + 1),
                        self.held() and owner is not None, self.may_undo(seat), state.is_over(), scores, winners,
                        self.score_history() if state.is_over() else None,
                        [i for i in self.stand_in_lines(lang) if i < len(lines)])
        self._cache[key] = snap
        return snap

    def score_history(self) -> dict | None:
        """A finished game's totals at the end of every round, replayed from the true game (made
        once): the results' chart, the same for every seat.  While the game goes on a seat gets
        none (the totals would tell of hidden cards); its own samples are of its re-dealt position,
        so after the end they would chart made-up cards (a play-test saw two windows differ)."""
        kept = self._cache.get(("history",))
        if kept is None:
            try:
                history = match_history(self.match)
            except (IllegalAction, ValueError, KeyError, IndexError) as failure:
                log.error("table %s: no score history: %s", codes.shown(self.code), failure)
                return None
            rows = list(zip(history.rounds, history.totals))[-protocol.MAX_HISTORY:]
            kept = self._cache[("history",)] = {"rounds": [r for r, _t in rows], "totals": [list(t) for _r, t in rows]}
        return kept

    def your_turn(self, seat: int | None) -> bool:
        return seat is not None and self.owner() == seat

    def played_by(self) -> tuple[str, ...]:
        """Who played each seat, as a finished game's record names it (Setup.seats): its kind
        at creation, except a seat a computer made any kept move for, named by that computer's
        level (its last).  The record's setup named a seat the host handed to a computer
        mid-game "human", and the second opinion (game/ai/review.py reviews the moves of the
        setup's human seats) judged the computer's moves as the person's (a play-test); named
        so, none of that seat's moves is reviewed, the person's own before the hand-over
        neither.  The rules never read Setup.seats: the record replays the same."""
        start = tuple(self.record.setup.get("seats") or ())
        seats = list(start or (HUMAN,) * len(self.seats))
        for seat, kind, _stood_in in self._kept_acts():
            if seat >= 0 and kind != HUMAN:
                seats[seat] = kind
        return tuple(seats) if start or any(k != HUMAN for k in seats) else ()

    def _kept_acts(self) -> list[tuple[int, str, bool]]:
        """Per kept act, in order: (its seat, -1 for the automa; the kind of that seat then;
        whether that was a computer playing a seat a person holds at some time: the host
        handed a person's seat to a computer, or a computer's seat to a person, whose name
        the log then gives that seat's earlier lines: a review saw "Carla takes ..." for the
        computer's moves before Carla joined)."""
        kinds = list(self.record.setup.get("seats") or (HUMAN,) * len(self.seats))
        people = [kind == HUMAN for kind in kinds]   # seats a person holds at some time
        for entry in self.entries:
            if entry.kind == "hand_over" and entry.payload["kind"] == HUMAN:
                people[entry.seat] = True
        made: list[tuple[int, str, bool]] = []
        for entry in self.entries:
            if entry.kind == "hand_over":
                kinds[entry.seat] = entry.payload["kind"]
            elif entry.kind == "act" and entry.seat is not None:
                kind = kinds[entry.seat]
                made.append((entry.seat, kind, kind != HUMAN and people[entry.seat]))
            elif entry.kind == "act":
                made.append((-1, HUMAN, False))   # (the automa's step: undone like any other act)
            elif entry.kind == "undo" and made:
                made.pop()
        return made

    def stand_in_lines(self, lang: str) -> list[int]:
        """The log lines (indices, in `lang`'s match) written in the turns a computer played
        for a person's seat: the player coming back is told which of their turns were not
        theirs (scenes/online/away_news.py).  The same for every seat (who played is public)."""
        key = ("stand_in", lang)
        kept = self._cache.get(key)
        if kept is None:
            turns = {(seat, turn) for (seat, _kind, stood_in), turn in zip(self._kept_acts(), self.act_turns)
                     if stood_in}
            kept = self._cache[key] = ([i for i, mark in enumerate(self.matches[lang].log_marks)
                                        if tuple(mark) in turns] if turns else [])
        return kept

    def record_match(self) -> Match:
        """The match as a finished game's record (`record`, `online export`) writes it: its
        setup naming who played each seat (`played_by`)."""
        match = self.match
        seats = self.played_by()
        if seats == tuple(match.setup.seats):
            return match
        record = copy.copy(match)   # (shallow: only its setup differs)
        record.setup = dataclass_replace(match.setup, seats=seats)
        return record

    def progress(self, lang: str) -> str:
        from ...files import bounded

        with speaking(lang):
            try:
                return bounded((self.matches.get(lang) or self.match).state.progress(), 200)
            except Exception:
                return ""
