"""Koinobori's game state: its data, creation from a setup, and the basic read-only facts.

Plain Python, no pygame.  Read docs/rules/koinobori.md for the rules as implemented and
docs/positions/koinobori.md for the position format.  The behaviour is split by job:
legality.py (legal actions, refusal reasons, highlighting queries), turns.py (apply and
the turn flow), views.py (prompt, views, scoring), position.py (snapshots) and census.py.

What a scene reads (all plain lists/ints; seats are 0-based, poles 0 = leftmost):
- ``flags[i]``: colour index of festival pole i's start flag.
- ``poles[i]``: the spaces of pole i from the bottom; each space is a list of card ids,
  bottom to top (more than one only where a Stack card covers another); the last id of
  each space is the visible card.  ``pole_closed(i)`` once it has 5 spaces.
- ``row``: the draw row, left to right; ``deck`` (top = last, hidden) and ``discard``.
- ``hands[p]`` (sorted), ``own_poles[p]`` (bottom to top, face down to others).
- ``seen[p]`` (sorted): cards everyone saw p take from the draw row that are still among p's
  face-down cards (hand or personal pole), so a seat may deduce them (hidden.py).
- ``level(p)`` / ``abilities(p)``: the ability row now in force for seat p.
- ``step``: "start", "take", "play", "ability" or "over"; ``ability`` names the pending
  ability ("move", "steal", "refresh" or "take") with ``ability_card`` / ``ability_pole``;
  ``ability_name()``; ``plays_left`` / ``takes_left``; ``done_label()`` for the Done button.
- highlighting helpers: ``takeable_indices()``, ``play_targets(card)``, ``playable_cards()``,
  ``can_stack(card, pole)``, ``can_play_to_own_pole(card)``, ``move_sources()``,
  ``move_targets(source)``, ``steal_targets()``, ``pole_leader(i)``.
- ``scoring()``: the structured end-of-game scoring (see scoring.score_game).
"""
from __future__ import annotations

from bisect import insort

from ...i18n import N_, _, pgettext
from ..base import GameState, Setup
from .actions import ACTION_TYPES
from .data import (COLOUR_IDS, COLOUR_NAMES, FLAG_COLOURS, colour_name, LEVELS, MAX_PLAYERS, MIN_PLAYERS,
                   NUM_CARDS, POLE_SIZE, ROW_SIZE, STARTING_HAND, Level)
from .hidden import HiddenMixin
from .legality import LegalityMixin
from .census import component_census
from .position import PENDING_ABILITIES, POSITION_VERSION, STEPS, load_position, position_of
from .scoring import visible_tally
from .turns import TurnFlowMixin
from .views import ViewMixin

__all__ = ["KoinoboriState", "component_census", "MIN_PLAYERS", "MAX_PLAYERS", "POSITION_VERSION",
           "STEPS", "PENDING_ABILITIES"]


class KoinoboriState(LegalityMixin, TurnFlowMixin, ViewMixin, HiddenMixin, GameState):
    TITLE = "koinobori"
    ACTION_TYPES = ACTION_TYPES
    # the score chart's unit: Koinobori has no rounds (docs/glossary.md), so its samples, one
    # after every seat's k-th turn (`round_number`), are named by the turn (two play-tests)
    ROUND_WORD = N_("Turn")

    def __init__(self) -> None:
        super().__init__()
        self.names: tuple[str, ...] = ()
        self.first_player = 0
        self.flags: list[int] = []
        self.poles: list[list[list[int]]] = []
        self.own_poles: list[list[int]] = []
        self.hands: list[list[int]] = []
        self.seen: list[list[int]] = []
        self.row: list[int] = []
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.current = 0
        self.step = "start"
        self.plays_left = 0
        self.takes_left = 0
        self.ability: str | None = None
        self.ability_card: int | None = None
        self.ability_pole: int | None = None
        self.ability_taken = 0
        self.passes_in_a_row = 0
        self.rng = self.make_rng(0)
        self._scoring: dict | None = None

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, setup: Setup, seed: int) -> "KoinoboriState":
        n = len(setup.players)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"Koinobori is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}")
        state = cls()
        state.names = tuple(setup.players)
        rng = state.rng = cls.make_rng(seed)
        flags = list(FLAG_COLOURS)
        rng.shuffle(flags)
        state.flags = flags[:n + 1]
        state.poles = [[] for _n in range(n + 1)]
        deck = list(range(NUM_CARDS))
        rng.shuffle(deck)
        first = setup.first_player
        if first is None:
            first = rng.randrange(n)
        state.first_player = state.current = first
        state.own_poles = [[] for _n in range(n)]
        state.hands = [[] for _n in range(n)]
        state.seen = [[] for _n in range(n)]
        for _n in range(STARTING_HAND):
            for k in range(n):
                insort(state.hands[(first + k) % n], deck.pop())
        state.row = [deck.pop() for _n in range(min(ROW_SIZE, len(deck)))]
        state.deck = deck
        flags = pgettext("list separator", ", ").join(colour_name(f) for f in state.flags)
        state.log.append(_("{player} starts. Festival poles: {flags} flags.").format(player=state.names[first],
                                                                                    flags=flags))
        return state

    # ------------------------------------------------------------------ positions (position.py)
    def to_position(self) -> dict:
        return position_of(self)

    @classmethod
    def from_position(cls, data: dict) -> "KoinoboriState":
        return load_position(cls, data)

    # ------------------------------------------------------------------ basics
    @property
    def num_players(self) -> int:
        return len(self.names)

    def progress(self) -> str:
        if self.is_over():
            return _("Game over")
        closed = sum(1 for pole in range(len(self.poles)) if self.pole_closed(pole))
        return _("{closed} of {poles} festival poles complete").format(closed=closed, poles=len(self.poles))


    def round_number(self) -> int:
        """The round being played, from 1: a round is one turn of every seat, in seat order from
        the first player (the rulebook has no rounds; this is for the score chart, which names
        its samples by the turn: after round k every seat has had k turns).  Read from
        `turn_id`, which rises once at the end of every turn."""
        turns = self.turn_id - (1 if self.step == "over" else 0)  # the end also raised it
        return turns // len(self.names) + 1

    def player_names(self) -> tuple[str, ...]:
        return tuple(self.names)

    def current_player(self) -> int | None:
        return None if self.step == "over" else self.current

    def is_over(self) -> bool:
        return self.step == "over"

    def level(self, player: int) -> int:
        """1-4: the lowest uncovered card of the player's personal pole."""
        return len(self.own_poles[player]) + 1

    def abilities(self, player: int) -> Level:
        """The ability row in force: take, play, hand limits and take_anywhere."""
        return LEVELS[len(self.own_poles[player])]

    def pole_closed(self, pole: int) -> bool:
        return len(self.poles[pole]) >= POLE_SIZE

    def open_poles(self) -> list[int]:
        return [i for i, pole in enumerate(self.poles) if len(pole) < POLE_SIZE]

    def pole_tally(self, pole: int) -> dict[str, int]:
        tally = visible_tally(self.poles[pole])
        return {COLOUR_IDS[c]: tally[c] for c in range(len(tally)) if tally[c]}
