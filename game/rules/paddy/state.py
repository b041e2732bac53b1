"""Paddy's game state: the data a game holds, its creation and the pending decision.

The rules are split by job into mixins: the board and its terraces (board.py), tile placement
(placement.py), animals and the tie rule (animals.py), waterfalls, erosion and events, the legal
listing and check() (legality.py), apply() and the turn/cycle flow (flow.py), read-only views
(views.py) and the position snapshot (position.py).  `PaddyState` puts them together.
"""
from __future__ import annotations

from ...i18n import N_, _
from ..base import GameState, Setup
from .actions import ACTION_TYPES, RemoveTile
from .animals import AnimalsMixin
from .board import BoardMixin
from .data import (CYCLES, ANIMALS, DN_CARDS, EVENT_CARDS, EVENT_TWO_PLAYER_REMOVED, EVENTS_DRAWN, PADDY_CARDS,
                   TILE_COUNTS, WATERFALLS)
from .erosion import ErosionMixin
from .events import PADDY_TIME_EVENTS, EventsMixin
from .flow import STEPS, FlowMixin
from .hidden import HiddenMixin
from .geometry import FULL, cell_name, plots_name
from .legality import LegalityMixin
from .placement import PlacementMixin
from .position import load_position, position_of
from .scoring import CATEGORIES
from .views import ViewsMixin
from .waterfalls import WaterfallsMixin

MAX_LEVEL = sum(TILE_COUNTS.values()) + 2

__all__ = ["MAX_LEVEL", "PADDY_TIME_EVENTS", "STEPS", "PaddyState"]


class PaddyState(BoardMixin, PlacementMixin, AnimalsMixin, WaterfallsMixin, ErosionMixin, EventsMixin,
                 LegalityMixin, FlowMixin, ViewsMixin, HiddenMixin, GameState):
    TITLE = "paddy"
    ACTION_TYPES = ACTION_TYPES
    # Every field below, as slots: random play reads and writes them ~150 times per action, and
    # an instance dict of ~60 keys is past what CPython's shared-key dicts keep inline (30), so
    # each access would hash the name; a slot is a fixed offset (measured: -5% instructions per
    # action, docs/dev/performance.md).  GameState's own fields stay in __dict__, and so would
    # any field missing here (tests/rules/paddy/test_state_fields.py guards against that).
    __slots__ = (
        # caches (see __init__)
        "_ver", "_bver", "_tcache", "_tcache_ver", "_wcache", "_flat_cache", "_opt_cache", "_legal",
        "_legal_ver", "_legal_set", "_count_cache", "_step", "_ties_cache",
        # the game (see _empty)
        "setup", "names", "cycle", "step", "current", "first_player", "draft_queue", "harvest_queue",
        "tiles", "next_tile_id", "stacks", "level", "lvmask", "maxlevel", "supply", "animals",
        "arrangements", "waterfalls", "wf_reserve", "wf_box", "paddy_deck", "paddy_facedown",
        "paddy_played", "paddy_hands", "dn_deck", "dn_played", "dn_hands", "event_box", "event_draft",
        "event_hands", "event_played", "event_used", "turn_event", "new_tile", "f_queue", "dew", "mud",
        "scores", "score_rows", "harvests", "winners", "tiebreak_note",
    )

    def __init__(self) -> None:
        super().__init__()
        # Caches, so that listing and checking stay cheap in random play and in the scene:
        self._ver = 0                                # bumped by every apply(): decision-level caches
        self._bver = 0                               # bumped by every tile / waterfall change
        self._tcache: tuple | None = None            # terraces() result, valid while _tcache_ver == _bver
        self._tcache_ver = -1
        self._wcache: dict = {}                      # waterfall look-ups, emptied with the terraces
        self._flat_cache: tuple | None = None        # (_bver, where tiles lie flat), board.py
        self._opt_cache: tuple | None = None         # (_ver, placement options, mode)
        self._legal: list = []                       # the listing made at version _legal_ver (legality.py)
        self._legal_ver = -1
        self._legal_set: set | None = None           # that listing as a set, for equality look-ups
        self._count_cache: tuple | None = None       # (_ver, tof, animals per terrace)
        self._step = None                            # step 2.2's index and fixed facts, per step (animals.py)
        self._ties_cache: tuple | None = None        # (_ver, step 2.2's pending ties)

    # ------------------------------------------------------------------ creation
    def _empty(self, setup: Setup) -> None:
        n = len(setup.players)
        self.setup = setup
        self.names = list(setup.players)
        self.cycle = 1
        self.step = "draft"
        self.current: int | None = None
        self.first_player = 0
        self.draft_queue: list[int] = []
        self.harvest_queue: list[int] = []
        self.tiles: dict[int, tuple] = {}  # id -> (size, rotation, anchor, cells), placement order
        self.next_tile_id = 0
        self.stacks: list[list[int]] = [[] for _n in range(64)]
        self.level = [0] * 64
        self.lvmask = [0] * MAX_LEVEL
        self.lvmask[0] = FULL
        self.maxlevel = 0
        self.supply = dict(TILE_COUNTS)
        self.animals = [[-1] * ANIMALS for _n in range(n)]
        # Step 2.2: where the current player's animals have stood during the step, in order
        # (the first is the start); empty outside the step.  See animals.py.
        self.arrangements: list[tuple[int, ...]] = []
        self.waterfalls: list[tuple[int, int, str]] = []  # (owner, cell, side)
        self.wf_reserve = [WATERFALLS] * n
        self.wf_box = 0
        self.paddy_deck: list[int] = []
        self.paddy_facedown: list[int] = []
        self.paddy_played: list[int] = []
        self.paddy_hands: list[list[int]] = [[] for _n in range(n)]
        self.dn_deck: list[int] = []
        self.dn_played: list[int] = []
        self.dn_hands: list[list[int]] = [[] for _n in range(n)]
        self.event_box: list[int] = []
        self.event_draft: list[list[int]] = [[] for _n in range(n)]
        self.event_hands: list[list[int]] = [[] for _n in range(n)]
        self.event_played: list[int] = []
        self.event_used = [False] * n
        self.turn_event: str | None = None
        self.new_tile: int | None = None
        self.f_queue: list[int] = []
        self.dew: list[int] = []
        self.mud: list[int] = []
        self.scores = [0] * n
        self.score_rows = [{c: 0 for c in CATEGORIES} for _n in range(n)]
        self.harvests: list[dict] = []
        self.winners: list[int] = []
        self.tiebreak_note = ""

    @classmethod
    def new(cls, setup: Setup, seed: int) -> "PaddyState":
        n = len(setup.players)
        if not 2 <= n <= 4:
            raise ValueError("Paddy is played by 2 to 4 players.")
        s = cls()
        s._empty(setup)
        s.rng = cls.make_rng(seed)
        s.paddy_deck = list(range(len(PADDY_CARDS)))
        s.rng.shuffle(s.paddy_deck)
        s.dn_deck = list(range(len(DN_CARDS)))
        s.rng.shuffle(s.dn_deck)
        events = []
        for i in range(len(EVENT_CARDS)):
            if n == 2 and EVENT_TWO_PLAYER_REMOVED[i]:
                s.event_box.append(i)
            else:
                events.append(i)
        s.rng.shuffle(events)
        fp = setup.first_player if setup.first_player is not None else s.rng.randrange(n)
        s.first_player = fp
        for k in range(n):
            seat = (fp + k) % n
            for _n in range(EVENTS_DRAWN):
                if events:
                    s.event_draft[seat].append(events.pop())
        s.event_box.extend(events)
        s.draft_queue = [(fp + k) % n for k in range(n)]
        s.current = s.draft_queue[0]
        s.step = "draft"
        s.reveal_count += 1
        s.log.append(_("Game set up for {players} players; each player draws {events} event cards.").format(
            players=n, events=EVENTS_DRAWN))
        return s

    # ------------------------------------------------------------------ basics
    @property
    def num_players(self) -> int:
        return len(self.names)

    def progress(self) -> str:
        if self.is_over():
            return _("Game over")
        return _("Cycle {cycle} of {cycles}").format(cycle=self.round_number(), cycles=CYCLES)

    ROUND_WORD = N_("Cycle")

    def round_number(self) -> int:
        """The cycle being played, 1..CYCLES: the score changes only at each cycle's harvest."""
        return min(self.cycle, CYCLES)

    def describe_action(self, action) -> str:
        if isinstance(action, RemoveTile) and action.tile in self.tiles:
            size, _rotation, _anchor, cells = self.tiles[action.tile]
            return _("Remove the {size}-plot tile on {plots}").format(size=size, plots=plots_name(cells))
        return action.describe()

    def player_names(self) -> tuple[str, ...]:
        return tuple(self.setup.players)

    def current_player(self) -> int | None:
        return None if self.step == "over" else self.current

    def is_over(self) -> bool:
        return self.step == "over"

    def prompt(self) -> str:
        st = self.step
        if st == "draft":
            return _("Keep two different event cards from the four you drew.")
        if st == "paddy":
            opts, mode = self._paddy_options()
            if mode == "one":
                return _("No pair of your cards allows a placement: play any pair and place a 1-plot tile.")
            if mode == "none":
                return _("No tile can be placed: play a paddy card and a day/night card.")
            return _("Play a paddy card and a day/night card, and place the tile.")
        if st == "erode":
            return _("Devastating erosion: choose a tile that no other tile covers, to remove it.")
        if st == "animals":
            ties = self._pending_ties()
            migration = self.turn_event == "D"
            if ties:
                masks = self.terraces()[0]
                first = cell_name((masks[ties[0][0]] & -masks[ties[0][0]]).bit_length() - 1)
                if migration:
                    return _("Arrange your animals on any tile (Summer migration); the terrace at {cell} is tied, "
                             "so change it before you choose Done.").format(cell=first)
                return _("Arrange your animals on the tile you just placed; the terrace at {cell} is tied, "
                         "so change it before you choose Done.").format(cell=first)
            if migration:
                return _("Place animals on any tile (Summer migration), or choose Done.")
            return _("Place animals on the tile you just placed, or choose Done.")
        drawing = self.draws_at_turn_end()
        if st == "waterfall":
            if self.waterfall_skip_reason() is not None:   # entered whatever the mover holds (waterfall_skip_line)
                return (_("No waterfall can be placed now: choose Done to draw cards and end your turn.")
                        if drawing else _("No waterfall can be placed now: choose Done to end your turn."))
            return (_("Place a waterfall, or choose Done to draw cards and end your turn.") if drawing
                    else _("Place a waterfall, or choose Done to end your turn."))
        if st == "draw":
            return (_("Choose Done to draw cards and end your turn.") if drawing
                    else _("Choose Done to end your turn."))
        if st == "harvest_event":
            return _("Harvest: play Dew on the peaks or Mud in the ditch now, or pass.")
        if st == "harvest":
            return _("Cycle {cycle} ends: the harvest is counted.").format(cycle=self.cycle)
        return _("The game is over.")


    # ------------------------------------------------------------------ positions
    def to_position(self) -> dict:
        return position_of(self)

    @classmethod
    def from_position(cls, data: dict) -> "PaddyState":
        return load_position(cls, data)
