"""The protocol every title's rules implement.

Modelled on OpenSpiel's State and python-chess's Board: a state is created from a
`Setup` and a seed, says whose decision is pending, lists the legal actions, explains
why an action is illegal, applies actions, and reports scores.  Nothing here knows a
title's rules, and nothing under `game.rules` may import pygame: the client asks, the
rules decide.
"""
from __future__ import annotations

import dataclasses
import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..i18n import N_, _


AUTOMA = -1
"""`current_player()` returns this while an automa (e.g. Pondscape's Croaker) must act.
Its legal_actions() then hold exactly one action, which the client applies itself after
showing the automa's turn."""

SEAT_KINDS = ("human", "random", "easy", "normal", "hard")
"""Who plays a seat: a person, or a computer player of that level (see game/ai)."""


class IllegalAction(Exception):
    """An action that breaks a rule.  ``str(error)`` is the reason, worded for a player."""


class PositionError(ValueError):
    """A position (state snapshot) that cannot be loaded; the message names the problem."""


def _to_json_value(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_to_json_value(v) for v in value]
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise TypeError(f"action fields must be ints, strings, bools, None or tuples, not {value!r}")


def _from_json_value(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json_value(v) for v in value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise ValueError(f"unexpected value {value!r} in an action")


@dataclass(frozen=True)
class Action:
    """Base of every title's actions: a small immutable value that round-trips through JSON.

    Fields hold only ints, strings, bools, None and tuples of those, so ``==`` and
    ``hash`` work and a saved action compares equal to the one the rules listed.
    """

    def to_json(self) -> dict:
        data = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            data[f.name] = _to_json_value(getattr(self, f.name))
        return data

    def describe(self) -> str:
        """A short human-readable form for logs; titles override for nicer words."""
        parts = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{type(self).__name__}({parts})"


def action_from_json(data: Any, action_types: dict[str, type[Action]]) -> Action:
    """Rebuild an action from its JSON form, refusing anything that is not one of `action_types`."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("an action must be an object with a 'type'")
    cls = action_types.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown action type {data['type']!r}")
    names = {f.name for f in dataclasses.fields(cls)}
    given = set(data) - {"type"}
    if given != names:
        raise ValueError(f"action {data['type']} needs fields {sorted(names)}, got {sorted(given)}")
    return cls(**{name: _from_json_value(data[name]) for name in names})


@dataclass(frozen=True)
class Setup:
    """What the setup screen decides: the title, seat names, first player and title options.

    ``first_player`` is a seat index, or None for "random" (drawn from the game's seed).
    ``options`` holds title-specific choices as (name, value) pairs, e.g. ("solo", True).
    ``seats`` says who plays each seat, one of SEAT_KINDS per player ("human" or a computer
    level); empty (the default, and every save made before computer players) means all human.
    The rules never read it: a computer's decisions are ordinary actions.
    """

    title: str
    players: tuple[str, ...]
    first_player: int | None = None
    options: tuple[tuple[str, Any], ...] = ()
    seats: tuple[str, ...] = ()

    def option(self, name: str, default: Any = None) -> Any:
        return dict(self.options).get(name, default)

    def seat_kind(self, seat: int) -> str:
        """"human" or the computer level playing `seat`."""
        return self.seats[seat] if self.seats else "human"

    def to_json(self) -> dict:
        data = {
            "title": self.title,
            "players": list(self.players),
            "first_player": self.first_player,
            "options": {k: v for k, v in self.options},
        }
        if self.seats:  # written only when set, so all-human setups keep their old form
            data["seats"] = list(self.seats)
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Setup":
        if not isinstance(data, dict):
            raise ValueError("setup must be an object")
        title, players = data.get("title"), data.get("players")
        first, options = data.get("first_player"), data.get("options", {})
        if not isinstance(title, str):
            raise ValueError("setup.title must be a string")
        if not isinstance(players, list) or not players or not all(isinstance(p, str) for p in players):
            raise ValueError("setup.players must be a non-empty list of names")
        if first is not None and (not isinstance(first, int) or isinstance(first, bool)
                                  or not 0 <= first < len(players)):
            raise ValueError("setup.first_player must be a seat number or null")
        if not isinstance(options, dict):
            raise ValueError("setup.options must be an object")
        for value in options.values():
            if not (value is None or isinstance(value, (bool, int, str))):
                raise ValueError("setup.options values must be plain values")
        seats = data.get("seats", [])
        if (not isinstance(seats, list) or (seats and len(seats) != len(players))
                or not all(isinstance(k, str) and k in SEAT_KINDS for k in seats)):
            raise ValueError(f"setup.seats must list one of {', '.join(SEAT_KINDS)} per player")
        return cls(title, tuple(players), first, tuple(sorted(options.items())), tuple(seats))


@dataclass
class ScoreSheet:
    """A score breakdown: one row per player, one column per category, plus the winners.

    ``rows[p][category]`` is player p's points in that category.  ``tiebreak`` names the
    rule used when totals tie (shown under the table); ``winners`` are seat indices
    (several when the victory is shared).  ``notes`` are extra lines for the results
    screen, e.g. a solo achievement.
    """

    players: list[str]
    categories: list[str]
    rows: list[dict[str, int]]
    winners: list[int] = field(default_factory=list)
    tiebreak: str = ""
    notes: list[str] = field(default_factory=list)

    def total(self, player: int) -> int:
        return sum(self.rows[player].get(c, 0) for c in self.categories)

    def totals(self) -> list[int]:
        return [self.total(p) for p in range(len(self.players))]

    def to_json(self) -> dict:
        return {
            "players": self.players,
            "categories": self.categories,
            "rows": self.rows,
            "totals": self.totals(),
            "winners": self.winners,
            "tiebreak": self.tiebreak,
            "notes": self.notes,
        }


class GameState(ABC):
    """One title's game in progress.  Subclasses hold all state as plain Python data.

    Contract for subclasses:
    - ``new(setup, seed)`` builds the opening position; every random choice comes from
      ``self.rng`` (a ``random.Random`` seeded once), so seed + actions fix the game.
    - ``current_player()`` is the seat whose decision is pending (None once over).
    - ``legal_actions()`` lists every legal action, fully enumerated, in a stable order.
    - ``check(action)`` returns None when legal, else the reason in player words.
    - ``apply(action)`` raises IllegalAction(reason) for an illegal action and leaves the
      state unchanged; otherwise it changes the state.
    - ``turn_id`` increases whenever a player's turn ends (or a new decision belongs to a
      different seat's turn); ``reveal_count`` increases whenever an action draws, shuffles
      or reveals hidden information.  The undo policy reads only these two counters.
    - ``log`` collects one short sentence per notable event, for the game log on screen.
    - ``forced_action()`` names a seat's automatic step (see there); the match applies it.
    """

    TITLE: ClassVar[str] = ""
    ACTION_TYPES: ClassVar[dict[str, type[Action]]] = {}

    def __init__(self) -> None:
        self.turn_id = 0
        self.reveal_count = 0
        self.log: list[str] = []

    # --- creation -------------------------------------------------------------------
    @classmethod
    @abstractmethod
    def new(cls, setup: Setup, seed: int) -> "GameState":
        """The opening position for `setup`, with all randomness drawn from `seed`."""

    @classmethod
    @abstractmethod
    def from_position(cls, data: dict) -> "GameState":
        """Load a snapshot made by `to_position`; raise PositionError on bad data."""

    @abstractmethod
    def to_position(self) -> dict:
        """A JSON-able snapshot of the whole state (documented in docs/positions.md)."""

    # --- the decision that is pending ----------------------------------------------
    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def player_names(self) -> tuple[str, ...]:
        """The seats' names, in seat order (a position carries them; a Setup is rebuilt from them)."""

    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must act now, or None once the game is over."""

    def progress(self) -> str:
        """How far the game has come, in a few words ("Round 3 of 15"), for lists of games."""
        return ""

    @abstractmethod
    def prompt(self) -> str:
        """What the current player is asked to do, in a short sentence."""

    def public_prompt(self) -> str:
        """What the seat to act is doing, in words every seat may read: a sentence naming the
        seat, never the mover's own instructions or what it holds (shown while a computer
        moves, and to people watching another's turn).  Titles whose prompt speaks to the mover
        override it."""
        return self.prompt()

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action for the current player."""

    def forced_action(self) -> Action | None:
        """The seat to act's automatic step, when it decides nothing (Ladybird's placement of a
        revealed card, the sticky leaf passing on): its only legal action, which the match
        applies by itself as soon as the turn before is final (`game/rules/match.py`).  A
        title applies such a step here, never inside the previous seat's action, so a held
        turn end shows nothing of the next seat.  None: a decision is pending."""
        return None

    def describe_action(self, action: Action) -> str:
        """`action` in player words for this position (cards and seats by name, never by id);
        call it on the state the action applies to (e.g. after an undo has restored it)."""
        return action.describe()

    def check(self, action: Action) -> str | None:
        """None when `action` is legal now, else why not.  Titles override with precise reasons."""
        if self.is_over():
            return _("The game is over.")
        if action in self.legal_actions():
            return None
        return _("That move is not allowed now.")

    @abstractmethod
    def apply(self, action: Action) -> None:
        """Carry out a legal action; raise IllegalAction (state unchanged) otherwise."""

    @abstractmethod
    def is_over(self) -> bool: ...

    # --- scores and views -----------------------------------------------------------
    @abstractmethod
    def score_sheet(self) -> ScoreSheet:
        """The score breakdown: final once the game is over, the running one before."""

    def phase_scores(self) -> list[tuple[str, ScoreSheet]]:
        """Breakdowns of scoring phases already played (e.g. each harvest), oldest first."""
        return []

    ROUND_WORD: ClassVar[str] = N_("Round")
    """What one step of `round_number()` is called on screen ("Round", Paddy's "Cycle"): marked
    only, translate where shown (`_(state.ROUND_WORD)`; the score history does)."""


    def round_number(self) -> int:
        """The round being played, from 1 (the last one once the game is over).  A score chart
        samples the running `score_sheet()` whenever it changes (game/rules/history.py)."""
        return 1

    def solo_achievement(self) -> str | None:
        """A solo game's rank for its score, when the title ranks solo scores; None otherwise."""
        return None

    def solo_ranks(self) -> list[tuple[str, int]]:
        """The title's solo ranks as (name, lowest score), lowest first; [] when it has none."""
        return []

    @abstractmethod
    def view(self, player: int | None) -> dict:
        """A JSON-able view of the state as `player` may see it (None: a spectator)."""

    # --- copies and hidden information (for computer players) --------------------------
    CLONE_PLAN: ClassVar[dict[str, Any]] = {}
    """How clone() copies named attributes, for speed: COPY_FLAT (a list of plain values),
    COPY_NESTED (a list of such lists), COPY_DICT (a dict whose values are never changed in
    place), SHARE (never changed in place), or ``("reset",
    value)`` for caches keyed to this object, which a copy starts afresh.  Attributes not
    named are copied by the generic rule, so a field added later is never shared by
    mistake; the random generator is always copied (or replaced, see clone)."""

    def clone(self, rng: random.Random | None = None) -> "GameState":
        """An independent copy: applying actions to it never changes this state.

        Lists, dicts and sets are copied all the way down; ints, strings, tuples of them and
        actions are shared (they are immutable).  The copy continues with a copy of the
        random generator, or with `rng` when given (a search that re-deals the hidden
        information anyway saves the copy).  Much cheaper than a replay or a pickle round
        trip (see bench/arena.py --clone).  Fields kept in `__slots__` are copied by the same
        rules as those in `__dict__`."""
        cls = type(self)
        new = object.__new__(cls)
        plan = self.CLONE_PLAN
        data = {}
        slots = _SLOTS.get(cls)
        if slots is None:
            slots = _SLOTS[cls] = slot_names(cls)
        fields = list(self.__dict__.items())
        for key in slots:
            value = getattr(self, key, _UNSET)
            if value is not _UNSET:
                fields.append((key, value))
        for key, value in fields:
            how = plan.get(key)
            if how is None:
                if rng is not None and isinstance(value, random.Random):
                    data[key] = rng
                else:
                    data[key] = _copy_value(value)
            elif how == COPY_FLAT:
                data[key] = value[:]
            elif how == COPY_NESTED:
                data[key] = [x[:] for x in value]
            elif how == COPY_DICT:
                data[key] = dict(value)
            elif how == SHARE:
                data[key] = value
            else:
                data[key] = _copy_value(how[1])
        for key in slots:
            if key in data:
                setattr(new, key, data.pop(key))
        new.__dict__ = data
        return new

    def determinize(self, seat: int, rng: random.Random, deduce: bool = False) -> "GameState":
        """A copy in which everything hidden from `seat` is dealt afresh from `rng`.

        Hidden means: other seats' hands and face-down cards, secret choices, the order of
        every face-down deck and the random generator's future.  The new assignment is
        consistent with what `seat` sees (view(seat) and seat's legal actions are unchanged)
        and it is a function of that information and `rng` alone: two states that `seat`
        cannot tell apart give the same copy for the same `rng`.  A title may use less than
        the seat could deduce (e.g. which cards an opponent took from a face-up row), never
        more.  `deduce` asks for what the title can deduce beyond its plain deal, where it
        tracks any (Koinobori: the cards each player was seen to take); the plain deal is
        what Easy and Normal play on, and what the table server sends a seat."""
        raise NotImplementedError(f"{type(self).__name__} cannot sample hidden information")

    # --- a move as another seat may know it (the table server's `moves`) ----------------
    HIDDEN_FIELDS: ClassVar[dict[str, tuple[str, ...]]] = {}
    """Action type -> the fields another seat cannot see when that action is made (a card put
    face down, a secret choice); `public_move` nulls them unless `is_public` says otherwise.
    Empty: nothing any action names is hidden."""

    def public_move(self, action: Action, mover: int | None, seat: int | None) -> dict:
        """`action`, just made by `mover` (this state is the one right after it), as `seat` may
        know it (None: a spectator): its JSON with every field `seat` could not see set to
        null, plus what a table needs to show it (a title adds it: Pondscape's steps).  A
        function of what `seat` may see after the move and nothing else (docs/positions.md)."""
        data = action.to_json()
        if seat is None or seat != mover:
            for name in self.HIDDEN_FIELDS.get(type(action).__name__, ()):
                if not self.is_public(action, name, mover):
                    data[name] = None
        return data

    def is_public(self, action: Action, field: str, mover: int | None) -> bool:
        """Whether a field named in HIDDEN_FIELDS is seen by everyone after all (this state is
        the one right after `action`: e.g. the last face-down choice, revealed at once)."""
        return False

    def arrived_move(self, data: Any) -> Action | None:
        """On the state after a move as a seat knows it: the Action of `public_move`'s form (its
        hidden fields None) for a table to animate and mark, having put back into this state
        what else the form carries; None when `data` is not one of this title's actions."""
        if not isinstance(data, dict):
            return None
        cls = self.ACTION_TYPES.get(data.get("type"))
        if cls is None:
            return None
        try:
            return cls(**{f.name: _from_json_value(data.get(f.name)) for f in dataclasses.fields(cls)})
        except (TypeError, ValueError):
            return None

    # --- helpers for subclasses -------------------------------------------------------
    @staticmethod
    def make_rng(seed: int) -> random.Random:
        return random.Random(seed)

    def require_legal(self, action: Action) -> None:
        """Raise IllegalAction when `action` is not legal; call first in `apply`."""
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason)


COPY_FLAT, COPY_NESTED, COPY_DICT, SHARE = "flat", "nested", "dict", "share"   # see GameState.CLONE_PLAN
_SLOTS: dict[type, tuple[str, ...]] = {}   # class -> slot_names(class), for clone()
_UNSET = object()


def slot_names(cls: type) -> tuple[str, ...]:
    """The fields a state class keeps in `__slots__` (a title may declare its fields so, see
    PaddyState), across its bases; the rest of a state lives in its `__dict__`."""
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        declared = klass.__dict__.get("__slots__", ())
        for name in (declared,) if isinstance(declared, str) else declared:
            if name not in ("__dict__", "__weakref__") and name not in names:
                names.append(name)
    return tuple(names)


_SHARED = frozenset({int, str, bool, float, type(None)})


def _copy_value(value: Any) -> Any:
    """Copy of a plain-data value for GameState.clone (see there for what is shared)."""
    kind = type(value)
    if kind in _SHARED:
        return value
    if kind is list:
        if all(map(_SHARED.__contains__, map(type, value))):
            return value[:]
        return [_copy_value(v) for v in value]
    if kind is dict:
        return {k: _copy_value(v) for k, v in value.items()}
    if kind is tuple:
        if all(map(_SHARED.__contains__, map(type, value))):
            return value
        return tuple(_copy_value(v) for v in value)
    if kind is set:
        return set(value)
    if isinstance(value, (Action, Setup, frozenset)):
        return value
    if isinstance(value, random.Random):
        copy = random.Random()
        copy.setstate(value.getstate())
        return copy
    import copy as copy_module

    return copy_module.deepcopy(value)


def fresh_rng(rng: random.Random) -> random.Random:
    """A new generator seeded from `rng`: what a determinized copy plays on with."""
    return random.Random(rng.getrandbits(64))


def deal(pool: list, sizes: list[int], rng: random.Random) -> list[list]:
    """Shuffle `pool` (after sorting it, so the result depends on its contents only, not on
    their order) and cut it into consecutive parts of `sizes`; the rest is the last part."""
    cards = sorted(pool)
    rng.shuffle(cards)
    out, at = [], 0
    for size in sizes:
        out.append(cards[at:at + size])
        at += size
    out.append(cards[at:])
    return out


def rng_state_to_json(rng: random.Random) -> list:
    """random.Random's internal state as JSON, so positions can carry the generator."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Any) -> random.Random:
    try:
        version, internal, gauss = data
        rng = random.Random()
        rng.setstate((version, tuple(internal), gauss))
        return rng
    except (TypeError, ValueError) as error:
        raise PositionError(f"bad random generator state: {error}") from None
