"""Ladybird's rules: five days of drafting ladybirds through their life cycle.

Turn structure (one round):
  reveal phase  - each seat, from the sticky-leaf holder on, chooses a hand card face down
                  (step "choose"); when all have chosen the cards are revealed together.
  garden phase  - in turn order each player: places the revealed card (the seat's automatic
                  step "begin" for a native card; step "invade" for a harlequin), chooses a column for an earned flower bed
                  (step "flowerbed"), drafts (step "draft"), then uses one garden tile (step
                  "garden" and the tile's own steps "place", "orchard", "picnic").
  round end     - players above the hand limit discard (step "discard"); the leaf passes on
                  (the new holder's automatic step "leaf").  Automatic steps are the seats' own
                  (forced_action): the match applies them once the turn before is final.
Days 1..5 have 1..5 rounds; the game ends after the 15th round.

The behaviour is split by job, each a mixin of LadybirdState: queries.py (read-only questions
the rules and the scene share), legality.py (legal actions and refusal reasons), turns.py
(apply and the turn flow), scoring.py, views.py (prompt and views), position.py (positions)
with census.py (the component census).  Nothing here imports pygame.
"""
from __future__ import annotations

import random

from ...i18n import _, ngettext
from ..base import GameState, Setup
from . import data as D
from .actions import ACTION_TYPES, Choose, Draft, Invade, TakeFood, TakeOrchard
from .census import component_census
from .common import COLOURS, NCOL, POOL_COLS, orchard_width, pool_spaces
from .hidden import HiddenMixin
from .legality import ACTION_STEP, WRONG_STEP, LegalityMixin
from .position import CONTEXTS, STEPS, load_position, position_of
from .queries import QueryMixin
from .scoring import ScoringMixin
from .turns import TurnFlowMixin
from .views import ViewMixin

__all__ = ["LadybirdState", "component_census", "ACTION_STEP", "WRONG_STEP", "STEPS", "CONTEXTS"]


class LadybirdState(QueryMixin, LegalityMixin, TurnFlowMixin, ScoringMixin, ViewMixin, HiddenMixin, GameState):
    TITLE = "ladybird"
    ACTION_TYPES = ACTION_TYPES

    # ------------------------------------------------------------------ creation
    def __init__(self) -> None:
        super().__init__()
        self.players: list[str] = []
        self.rng = random.Random(0)
        self.day = 1
        self.round = 1
        self.leaf = 0                     # seat holding the sticky leaf (first player of the round)
        self.step = "choose"
        self.turn_pos = 0                 # seat = (leaf + turn_pos) % n acts in choose/garden/discard
        self.ctx = "main"                 # "main": the revealed card's turn part; "garden": a tile's
        self.draft_stage = -1             # stage the pending draft unlocks (D.ANY_STAGE: any card)
        self.deck: list[int] = []         # ladybird draw pile, top = last
        self.discard: list[int] = []      # face-up ladybird discards
        self.pool: list[int] = []         # the common pool, row-major, -1 = empty space
        self.orchard_deck: list[int] = [] # top = last
        self.orchard_row: list[int] = []  # face-up orchard cards, -1 = empty
        self.orchard_aphids: list[int] = []
        self.lifecycle_supply: list[list[int]] = [[] for _n in COLOURS]
        self.flowerbed_supply: list[int] = []
        self.stacks: list[list[int]] = [[] for _n in range(D.NUM_STACKS)]  # top = last, face up
        self.hands: list[list[int]] = []
        self.revealed: list[int | None] = []   # choose: secret choice; garden: card to place; -1 passed
        self.shown: list[int | None] = []      # what each seat revealed this round, from the reveal
        #                                        to the end of the round (-1 nothing; None before / solo)
        self.order: list[list[int]] = []        # per player: colour indices of columns, left to right
        self.cols: list[list[list[int]]] = []   # [p][colour] -> ladybird cards, bottom first
        self.orch: list[list[list[int]]] = []   # [p][colour] -> orchard cards above the column
        self.lc: list[list[int]] = []           # [p][colour] -> life cycle card or -1
        self.fb: list[list[int]] = []           # [p][colour] -> flower bed or -1
        self.food: list[list[int]] = []
        self.memories: list[int] = []
        self.aphids: list[int] = []
        self.used: list[list[bool]] = []        # [p][tile-1]: portrait side up (used today)
        self.picnic_extra = False               # step "picnic" after a honeydew tile: taking is optional

    @classmethod
    def new(cls, setup: Setup, seed: int) -> "LadybirdState":
        n = len(setup.players)
        if not 1 <= n <= 4:
            raise ValueError("Ladybird is for 1 to 4 players")
        s = cls()
        s.players = list(setup.players)
        s._alloc(n)
        rng = s.rng = cls.make_rng(seed)
        deck = list(range(D.NUM_CARDS))
        rng.shuffle(deck)
        s.deck = deck
        for p in range(n):
            s.hands[p] = [deck.pop() for _n in range(D.HAND_SIZE)]
        s.pool = [deck.pop() for _n in range(pool_spaces(n))]
        od = list(range(D.NUM_ORCHARD))
        rng.shuffle(od)
        s.orchard_deck = od
        width = orchard_width(n)
        s.orchard_row = [od.pop() for _n in range(width)]
        s.orchard_aphids = [D.SETUP["orchard_aphids_new"]] * width
        for card in range(D.NUM_LIFECYCLE):
            s.lifecycle_supply[D.LIFECYCLE_COLOUR[card]].append(card)
        s.flowerbed_supply = list(range(D.NUM_FLOWERBEDS))
        tiles = list(range(D.NUM_FOOD))
        rng.shuffle(tiles)
        s.stacks = [tiles[i * D.STACK_HEIGHT:(i + 1) * D.STACK_HEIGHT] for i in range(D.NUM_STACKS)]
        s.leaf = setup.first_player if setup.first_player is not None else rng.randrange(n)
        s.log.append(_("{player} holds the sticky leaf. Day 1 begins.").format(player=s.players[s.leaf]))
        return s

    def _alloc(self, n: int) -> None:
        self.hands = [[] for _n in range(n)]
        self.revealed = [None] * n
        self.shown = [None] * n
        self.order = [[] for _n in range(n)]
        self.cols = [[[] for _n in COLOURS] for _n in range(n)]
        self.orch = [[[] for _n in COLOURS] for _n in range(n)]
        self.lc = [[-1] * NCOL for _n in range(n)]
        self.fb = [[-1] * NCOL for _n in range(n)]
        self.food = [[] for _n in range(n)]
        self.memories = [0] * n
        self.aphids = [0] * n
        self.used = [[False] * D.NUM_DAYS for _n in range(n)]

    # ------------------------------------------------------------------ positions (position.py)
    def to_position(self) -> dict:
        return position_of(self)

    @classmethod
    def from_position(cls, data: dict) -> "LadybirdState":
        return load_position(cls, data)

    # ------------------------------------------------------------------ basic queries
    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    @property
    def pool_rows(self) -> int:
        return len(self.pool) // POOL_COLS

    def is_over(self) -> bool:
        return self.step == "over"

    def progress(self) -> str:
        if self.is_over():
            return _("Game over")
        return _("Day {day} of {days}, round {round}").format(day=min(self.day, D.NUM_DAYS), days=D.NUM_DAYS,
                                                             round=self.round)

    def describe_action(self, action) -> str:
        """The action in words for the seat making it (a hint, an undo): unlike the log, a
        secret choice names the card."""
        if isinstance(action, Choose) and 0 <= action.card < D.NUM_CARDS:
            if self.solo:   # alone nothing is revealed: the chosen card is placed
                return _("Choose the {card} to place").format(card=D.card_name(action.card))
            return _("Choose the {card} to reveal").format(card=D.card_name(action.card))
        if isinstance(action, Draft) and 0 <= action.slot < len(self.pool) and self.pool[action.slot] >= 0:
            return _("Draft the {card} from the pool").format(card=D.card_name(self.pool[action.slot]))
        if isinstance(action, Invade) and 0 <= action.player < len(self.players):
            colour = D.colour_word(action.colour) if action.colour in D.COLOURS else action.colour
            return _("Invade {player}'s {colour} column").format(player=self.players[action.player], colour=colour)
        if isinstance(action, TakeOrchard) and 0 <= action.slot < len(self.orchard_row) \
                and self.orchard_row[action.slot] >= 0:
            return self._describe_orchard(action.slot)
        if isinstance(action, TakeFood) and 0 <= action.stack < len(self.stacks) and self.stacks[action.stack]:
            return _("Take the {tile}").format(tile=D.food_name(self.stacks[action.stack][-1]))

        return action.describe()

    def _describe_orchard(self, slot: int) -> str:
        """The orchard card at `slot` by its colour, and when another face-up card has that colour
        too, by its aphids (what tells them apart on the table), else by its place in the row."""
        kind = D.ORCHARD_COLOUR[self.orchard_row[slot]]
        colour = D.colour_word(D.COLOURS[kind])
        twins = [k for k, card in enumerate(self.orchard_row) if card >= 0 and D.ORCHARD_COLOUR[card] == kind]
        if len(twins) < 2:
            return _("Take the {colour} orchard card").format(colour=colour)
        aphids = self.orchard_aphids[slot]
        if sum(1 for k in twins if self.orchard_aphids[k] == aphids) == 1:
            return ngettext("Take the {colour} orchard card with {aphids} aphid",
                            "Take the {colour} orchard card with {aphids} aphids", aphids).format(
                colour=colour, aphids=aphids)
        return _("Take the {colour} orchard card at place {number} of the row").format(colour=colour,
                                                                                      number=slot + 1)

    def player_names(self) -> tuple[str, ...]:
        return tuple(self.players)

    def current_player(self) -> int | None:
        if self.step == "over":
            return None
        return (self.leaf + self.turn_pos) % len(self.players)

    def rounds_total(self) -> int:
        return D.NUM_DAYS * (D.NUM_DAYS + 1) // 2

    def round_number(self) -> int:
        """1..15: the round in progress counted over the whole game."""
        return (self.day - 1) * self.day // 2 + self.round
