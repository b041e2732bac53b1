"""Pondscape's state: its fields, game creation and whose decision it is.

The behaviour lives in one mixin per job, so each file reads on its own: legality.py (legal
actions, check, target queries), turns.py (applying a player's action), croaker.py (the solo
automa), score_sheet.py (scores), views.py (what a seat sees), position.py (save/load).
"""
from __future__ import annotations

from ...i18n import _
from ..base import AUTOMA, GameState, ScoreSheet, Setup
from .actions import ACTION_TYPES, food_name
from .board import CELLS, DISPLAY_SLOTS, HAND_START, NUM_CROAKER, ROUNDS, TITLE, frog_foods
from .croaker import CroakerAutoma
from .data import NUM_CARDS, NUM_FOODS
from .hidden import HiddenMixin
from .legality import Legality
from .position import load_position, position_of
from .score_sheet import Scores
from .turns import TurnFlow
from .views import Views


class PondscapeState(Legality, TurnFlow, CroakerAutoma, Scores, Views, HiddenMixin, GameState):
    TITLE = TITLE
    ACTION_TYPES = ACTION_TYPES

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []
        self.solo = False
        self.rng = self.make_rng(0)
        self.first_player = 0
        self.deck: list[int] = []                 # top of the deck = last element
        self.display: list[int] = [-1] * DISPLAY_SLOTS   # card id per slot, -1 when empty
        self.frog = 0                             # straddles food `frog` and `frog + 1` (mod 5)
        self.hands: list[list[int]] = []
        self.ponds: list[list[int]] = []          # [seat][cell] card id or -1; cell = row * 5 + column
        self.downs: list[list[bool]] = []         # [seat][cell] True when that card is a water card
        self.tucked: list[list[list[int]]] = []   # [seat][food] cards tucked under that food card
        self.current = 0
        self.turns: list[int] = []                # turns finished per seat
        self.phase = "take"
        self.pending_leaf: str | None = None      # leaf effect still to resolve this turn
        self.tucks_left = 0                       # special tuck: cards that may still be tucked
        self.jump_foods: list[int] = []           # jumping-frog tuck: foods still open this jump
        self.played: tuple[int, int, bool] | None = None  # (card, cell, face_down) resolving now
        self.croaker_deck: list[int] = []         # Croaker card indices, top = last
        self.croaker_flipped: list[int] = []      # flipped since the last shuffle
        self.croaker_turns = 0
        self.croaker_taken: list[int] = []        # display cards the Croaker removed from the game
        self.croaker_last: dict | None = None     # what the Croaker did on its last turn
        self.events: list[dict] = []              # structured steps of the last applied action
        self._version = 0
        self._score_cache: tuple[int, ScoreSheet] | None = None

    # --- creation ---------------------------------------------------------------------
    @classmethod
    def new(cls, setup: Setup, seed: int) -> "PondscapeState":
        players = tuple(setup.players)
        if not 1 <= len(players) <= 4:
            raise ValueError("Pondscape is played by 1 to 4 players.")
        s = cls()
        s.names = list(players)
        n = len(players)
        s.solo = n == 1
        s.rng = cls.make_rng(seed)
        s.deck = list(range(NUM_CARDS))
        s.rng.shuffle(s.deck)
        s.display = [s.deck.pop() for _n in range(DISPLAY_SLOTS)]
        s.hands = [[] for _n in range(n)]
        for p in range(n):
            for _n in range(HAND_START):
                s.hands[p].append(s.deck.pop())
        s.ponds = [[-1] * CELLS for _n in range(n)]
        s.downs = [[False] * CELLS for _n in range(n)]
        s.tucked = [[[] for _n in range(NUM_FOODS)] for _n in range(n)]
        s.turns = [0] * n
        if s.solo:
            s.croaker_deck = list(range(NUM_CROAKER))
            s.rng.shuffle(s.croaker_deck)
            s.first_player = 0
        elif setup.first_player is None:
            s.first_player = s.rng.randrange(n)
        else:
            s.first_player = setup.first_player
        s.current = s.first_player
        a, b = frog_foods(s.frog)
        s.log.append(_("{player} starts. The jumping frog sits between the {food} and the {other}.").format(
            player=s.names[s.current], food=food_name(a), other=food_name(b)))
        s._start_turn()
        return s

    # --- the pending decision ---------------------------------------------------------
    @property
    def num_players(self) -> int:
        return len(self.names)

    def progress(self) -> str:
        if self.is_over():
            return _("Game over")
        return _("Round {round} of {rounds}").format(round=self.round_number(), rounds=ROUNDS)


    def player_names(self) -> tuple[str, ...]:
        return tuple(self.names)

    def current_player(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "croaker":
            return AUTOMA
        return self.current

    def is_over(self) -> bool:
        return self.phase == "over"

    def round_number(self) -> int:
        """The round being played, 1..15 (15 once the game is over); during the Croaker's turn,
        the round the player just finished."""
        if self.solo and self.current_player() == AUTOMA:
            return min(ROUNDS, self.croaker_turns + 1)
        return min(ROUNDS, min(self.turns) + 1) if self.turns else 1

    # --- positions (position.py) --------------------------------------------------------
    def to_position(self) -> dict:
        return position_of(self)

    @classmethod
    def from_position(cls, data: dict) -> "PondscapeState":
        return load_position(cls, data)
