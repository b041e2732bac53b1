"""Ladybird's rules: five days of drafting ladybirds through their life cycle.

Turn structure (one round):
  reveal phase  - each seat, from the sticky-leaf holder on, chooses a hand card face down
                  (step "choose"); when all have chosen the cards are revealed together.
  garden phase  - in turn order each player: places the revealed card (automatic for a native
                  card; step "invade" for a harlequin), chooses a column for an earned flower bed
                  (step "flowerbed"), drafts (step "draft"), then uses one garden tile (step
                  "garden" and the tile's own steps "place", "orchard", "picnic").
  round end     - players above the hand limit discard (step "discard"); the leaf passes on.
Days 1..5 have 1..5 rounds; the game ends after the 15th round.
"""
from __future__ import annotations

import random
from typing import Any

from ..base import (GameState, IllegalAction, PositionError, ScoreSheet, Setup,
                    rng_from_json, rng_state_to_json)
from . import data as D
from .actions import (ACTION_TYPES, Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed,
                      Invade, PassReveal, PlaceCard, TakeFood, TakeOrchard, UseTile)

COLOURS = D.COLOURS
NCOL = len(COLOURS)
NSTAGE = len(D.STAGES)
CARD_COLOUR, CARD_STAGE, CARD_TYPE, IS_HQ = D.CARD_COLOUR, D.CARD_STAGE, D.CARD_TYPE, D.IS_HARLEQUIN
POOL_COLS = D.SETUP["pool_columns"]

STEPS = ("choose", "invade", "flowerbed", "draft", "garden", "place", "orchard", "picnic",
         "discard", "over")
CONTEXTS = ("main", "garden")

# Pre-built action objects: listing legal actions allocates nothing.
_CHOOSE = tuple(Choose(c) for c in range(D.NUM_CARDS))
_PLACE = tuple(PlaceCard(c) for c in range(D.NUM_CARDS))
_DISCARD = tuple(Discard(c) for c in range(D.NUM_CARDS))
_DRAFT = tuple(Draft(s) for s in range(D.SETUP["pool_rows"] * POOL_COLS))
_FOOD = tuple(TakeFood(s) for s in range(D.NUM_STACKS))
_ORCH = tuple(TakeOrchard(s) for s in range(D.SETUP["orchard_row"]))
_FLOWER = tuple(FlowerBed(c) for c in COLOURS)
_USE = {(t, o): UseTile(t, o) for t in range(1, D.NUM_DAYS + 1) for o in D.TILE_OPTIONS[t - 1]}
_PASS, _DRAW2, _ENDPIC = PassReveal(), DrawTwo(), EndPicnic()

ACTION_STEP = {Choose: "choose", PassReveal: "choose", Invade: "invade", FlowerBed: "flowerbed",
               Draft: "draft", DrawTwo: "draft", UseTile: "garden", PlaceCard: "place",
               TakeOrchard: "orchard", TakeFood: "picnic", EndPicnic: "picnic", Discard: "discard"}
WRONG_STEP = {
    "choose": "First choose the card you will reveal this round.",
    "invade": "First choose the column your harlequin invades.",
    "flowerbed": "First choose a column for your flower bed.",
    "draft": "First draft a card.",
    "garden": "First choose a garden tile to use.",
    "place": "First place a card from your hand.",
    "orchard": "First take a face-up orchard card.",
    "picnic": "Take a food tile or end the picnic first.",
    "discard": "First discard down to the hand limit.",
}


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _ordinal(k: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


class LadybirdState(GameState):
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
        self.lifecycle_supply: list[list[int]] = [[] for _ in COLOURS]
        self.flowerbed_supply: list[int] = []
        self.stacks: list[list[int]] = [[] for _ in range(D.NUM_STACKS)]  # top = last, face up
        self.hands: list[list[int]] = []
        self.revealed: list[int | None] = []   # choose: secret choice; garden: card to place; -1 passed
        self.order: list[list[int]] = []        # per player: colour indices of columns, left to right
        self.cols: list[list[list[int]]] = []   # [p][colour] -> ladybird cards, bottom first
        self.orch: list[list[list[int]]] = []   # [p][colour] -> orchard cards above the column
        self.lc: list[list[int]] = []           # [p][colour] -> life cycle card or -1
        self.fb: list[list[int]] = []           # [p][colour] -> flower bed or -1
        self.food: list[list[int]] = []
        self.memories: list[int] = []
        self.aphids: list[int] = []
        self.used: list[list[bool]] = []        # [p][tile-1]: portrait side up (used today)

    @classmethod
    def new(cls, setup: Setup, seed: int) -> "LadybirdState":
        n = len(setup.players)
        if not 1 <= n <= 4:
            raise ValueError("Ladybird is for 1 to 4 players")
        s = cls()
        s.players = list(setup.players)
        s._alloc(n)
        rng = s.rng = cls.make_rng(seed)
        solo = n == 1
        deck = list(range(D.NUM_CARDS))
        rng.shuffle(deck)
        s.deck = deck
        for p in range(n):
            s.hands[p] = [deck.pop() for _ in range(D.HAND_SIZE)]
        rows = D.SETUP["solo_pool_rows"] if solo else D.SETUP["pool_rows"]
        s.pool = [deck.pop() for _ in range(rows * POOL_COLS)]
        od = list(range(D.NUM_ORCHARD))
        rng.shuffle(od)
        s.orchard_deck = od
        width = D.SETUP["solo_orchard_row"] if solo else D.SETUP["orchard_row"]
        s.orchard_row = [od.pop() for _ in range(width)]
        s.orchard_aphids = [D.SETUP["orchard_aphids_new"]] * width
        for card in range(D.NUM_LIFECYCLE):
            s.lifecycle_supply[D.LIFECYCLE_COLOUR[card]].append(card)
        s.flowerbed_supply = list(range(D.NUM_FLOWERBEDS))
        tiles = list(range(D.NUM_FOOD))
        rng.shuffle(tiles)
        s.stacks = [tiles[i * D.STACK_HEIGHT:(i + 1) * D.STACK_HEIGHT] for i in range(D.NUM_STACKS)]
        s.leaf = setup.first_player if setup.first_player is not None else rng.randrange(n)
        s.log.append(f"{s.players[s.leaf]} holds the sticky leaf. Day 1 begins.")
        return s

    def _alloc(self, n: int) -> None:
        self.hands = [[] for _ in range(n)]
        self.revealed = [None] * n
        self.order = [[] for _ in range(n)]
        self.cols = [[[] for _ in COLOURS] for _ in range(n)]
        self.orch = [[[] for _ in COLOURS] for _ in range(n)]
        self.lc = [[-1] * NCOL for _ in range(n)]
        self.fb = [[-1] * NCOL for _ in range(n)]
        self.food = [[] for _ in range(n)]
        self.memories = [0] * n
        self.aphids = [0] * n
        self.used = [[False] * D.NUM_DAYS for _ in range(n)]

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

    def current_player(self) -> int | None:
        if self.step == "over":
            return None
        return (self.leaf + self.turn_pos) % len(self.players)

    def rounds_total(self) -> int:
        return D.NUM_DAYS * (D.NUM_DAYS + 1) // 2

    def round_number(self) -> int:
        """1..15: the round in progress counted over the whole game."""
        return (self.day - 1) * self.day // 2 + self.round

    def column_top(self, p: int, colour: int) -> int:
        col = self.cols[p][colour]
        return col[-1] if col else -1

    def column_complete(self, p: int, colour: int) -> bool:
        """True when the column shows egg, larva, pupa and adult (any order)."""
        seen = 0
        for card in self.cols[p][colour]:
            st = CARD_STAGE[card]
            if st >= 0:
                seen |= 1 << st
        return seen == (1 << NSTAGE) - 1

    def invade_targets(self, p: int) -> list[tuple[int, int]]:
        """(victim seat, colour index) pairs a harlequin of seat p may invade."""
        out = []
        solo = len(self.players) == 1
        for q in range(len(self.players)):
            if (q == p) != solo:
                continue
            cq = self.cols[q]
            for c in range(NCOL):
                col = cq[c]
                if col and not IS_HQ[col[-1]]:
                    out.append((q, c))
        return out

    def twenty_two_count(self, p: int) -> int:
        return sum(1 for col in self.cols[p] for card in col if CARD_TYPE[card] == D.TWENTY_TWO_TYPE)

    def mould_count(self, p: int) -> int:
        return sum(1 for t in self.food[p] if D.FOOD_MOULD[t])

    def food_reason(self, p: int, stack: int) -> str | None:
        """Why seat p cannot take the top tile of `stack` now (None: it can)."""
        st = self.stacks[stack]
        if not st:
            return "That food stack is empty."
        tile = st[-1]
        if D.FOOD_MOULD[tile]:
            need = self.mould_count(p) + 1
            have = self.twenty_two_count(p)
            if have < need:
                return (f"Your {_ordinal(need)} mould tile needs {need} twenty-two-spot card"
                        f"{'s' if need > 1 else ''} in your garden; you have {have}.")
            return None
        cost = D.FOOD_COST[tile]
        if cost > self.aphids[p]:
            return f"That tile costs {cost} aphid{'s' if cost != 1 else ''}; you have {self.aphids[p]}."
        return None

    def draft_slots(self) -> list[int]:
        """Pool spaces the current player may draft from now (for highlighting)."""
        if self.step != "draft":
            return []
        stage, pool = self.draft_stage, self.pool
        if stage == D.ANY_STAGE:
            return [s for s in range(len(pool)) if pool[s] >= 0]
        return [s for s in range(len(pool)) if pool[s] >= 0
                and (CARD_STAGE[pool[s]] == stage or IS_HQ[pool[s]])]

    def _stage_in_pool(self, stage: int) -> bool:
        if stage == D.ANY_STAGE:
            return any(c >= 0 for c in self.pool)
        for c in self.pool:
            if c >= 0 and CARD_STAGE[c] == stage:
                return True
        return False

    def unlocked_stage(self) -> str | None:
        """Name of the stage the pending draft unlocks ('any' for the solo harlequin)."""
        if self.step not in ("draft", "flowerbed"):
            return None
        return "any" if self.draft_stage == D.ANY_STAGE else D.STAGES[self.draft_stage]

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list:
        step = self.step
        if step == "over":
            return []
        p = (self.leaf + self.turn_pos) % len(self.players)
        if step == "choose":
            hand = self.hands[p]
            hq_ok = None
            out = []
            for card in sorted(hand):
                if IS_HQ[card]:
                    if hq_ok is None:
                        hq_ok = bool(self.invade_targets(p))
                    if not hq_ok:
                        continue
                out.append(_CHOOSE[card])
            return out or [_PASS]
        if step == "draft":
            out = [_DRAFT[s] for s in self.draft_slots()]
            if not self._stage_in_pool(self.draft_stage):
                out.append(_DRAW2)
            return out
        if step == "garden":
            used = self.used[p]
            return [_USE[(t, o)] for t in range(1, self.day + 1) if not used[t - 1]
                    for o in D.TILE_OPTIONS[t - 1]]
        if step == "picnic":
            out = [_FOOD[s] for s in range(len(self.stacks)) if self.food_reason(p, s) is None]
            out.append(_ENDPIC)
            return out
        if step == "place":
            return [_PLACE[c] for c in sorted(self.hands[p]) if not IS_HQ[c]]
        if step == "orchard":
            return [_ORCH[s] for s in range(len(self.orchard_row)) if self.orchard_row[s] >= 0]
        if step == "discard":
            return [_DISCARD[c] for c in sorted(self.hands[p])]
        if step == "invade":
            return [Invade(q, COLOURS[c]) for q, c in self.invade_targets(p)]
        if step == "flowerbed":
            return [_FLOWER[c] for c in range(NCOL) if self.fb[p][c] < 0 and c in self.order[p]]
        return []

    # ------------------------------------------------------------------ check
    def check(self, action) -> str | None:
        if self.step == "over":
            return "The game is over."
        want = ACTION_STEP.get(type(action))
        if want is None:
            return "That is not a Ladybird move."
        if want != self.step:
            return WRONG_STEP[self.step]
        p = (self.leaf + self.turn_pos) % len(self.players)
        return getattr(self, "_check_" + type(action).__name__)(p, action)

    def _check_Choose(self, p: int, a: Choose) -> str | None:
        if not _is_int(a.card) or a.card not in self.hands[p]:
            return "That card is not in your hand."
        if IS_HQ[a.card] and not self.invade_targets(p):
            if self.solo:
                return "A harlequin needs one of your columns whose top card it can replace."
            return "A harlequin needs another player's column to invade, and no one has one."
        return None

    def _check_PassReveal(self, p: int, a: PassReveal) -> str | None:
        for card in self.hands[p]:
            if self._check_Choose(p, _CHOOSE[card]) is None:
                return "You have a card you can reveal."
        return None

    def _check_Invade(self, p: int, a: Invade) -> str | None:
        if a.colour not in COLOURS:
            return "There is no such colour."
        if not _is_int(a.player) or not 0 <= a.player < len(self.players):
            return "There is no such player."
        if self.solo:
            if a.player != p:
                return "In solo play the harlequin goes into one of your own columns."
        elif a.player == p:
            return "A harlequin must invade another player's garden."
        c = COLOURS.index(a.colour)
        col = self.cols[a.player][c]
        if not col:
            who = "You have" if a.player == p else f"{self.players[a.player]} has"
            return f"{who} no {a.colour} column."
        if IS_HQ[col[-1]]:
            return "The top card of that column is already a harlequin; it stays there."
        return None

    def _check_FlowerBed(self, p: int, a: FlowerBed) -> str | None:
        if a.colour not in COLOURS:
            return "There is no such colour."
        c = COLOURS.index(a.colour)
        if c not in self.order[p]:
            return f"You have no {a.colour} column."
        if self.fb[p][c] >= 0:
            return "That column already has a flower bed; a column holds only one."
        return None

    def _check_Draft(self, p: int, a: Draft) -> str | None:
        if not _is_int(a.slot) or not 0 <= a.slot < len(self.pool):
            return "There is no such space in the pool."
        card = self.pool[a.slot]
        if card < 0:
            return "That pool space is empty."
        stage = self.draft_stage
        if stage == D.ANY_STAGE or IS_HQ[card] or CARD_STAGE[card] == stage:
            return None
        st = D.STAGES[stage]
        return (f"Your card unlocked {D.a(st)}: draft {D.a(st)} or a harlequin, "
                f"not {D.a(D.STAGES[CARD_STAGE[card]])}.")

    def _check_DrawTwo(self, p: int, a: DrawTwo) -> str | None:
        stage = self.draft_stage
        if stage == D.ANY_STAGE:
            if self._stage_in_pool(stage):
                return "You may take any card from the pool, so you cannot draw from the deck."
            return None
        if self._stage_in_pool(stage):
            return f"There is {D.a(D.STAGES[stage])} in the pool: you must draft one (or a harlequin)."
        return None

    def _check_UseTile(self, p: int, a: UseTile) -> str | None:
        if not _is_int(a.tile) or not 1 <= a.tile <= D.NUM_DAYS:
            return "There is no such garden tile."
        name = D.TILE_NAMES[a.tile - 1]
        if a.tile > self.day:
            return f"You do not have the {name} yet; it arrives on day {a.tile}."
        if self.used[p][a.tile - 1]:
            return f"You have already used the {name} today."
        options = D.TILE_OPTIONS[a.tile - 1]
        if a.option not in options:
            if len(options) > 1:
                return f"Choose option {' or '.join(options)} for the {name}."
            return f"The {name} has no options."
        return None

    def _check_PlaceCard(self, p: int, a: PlaceCard) -> str | None:
        if not _is_int(a.card) or a.card not in self.hands[p]:
            return "That card is not in your hand."
        if IS_HQ[a.card]:
            return "A harlequin can only be played in the reveal phase."
        return None

    def _check_TakeOrchard(self, p: int, a: TakeOrchard) -> str | None:
        if not _is_int(a.slot) or not 0 <= a.slot < len(self.orchard_row):
            return "There is no such orchard space."
        if self.orchard_row[a.slot] < 0:
            return "That orchard space is empty."
        return None

    def _check_TakeFood(self, p: int, a: TakeFood) -> str | None:
        if not _is_int(a.stack) or not 0 <= a.stack < len(self.stacks):
            return "There is no such food stack."
        return self.food_reason(p, a.stack)

    def _check_EndPicnic(self, p: int, a: EndPicnic) -> str | None:
        return None

    def _check_Discard(self, p: int, a: Discard) -> str | None:
        if not _is_int(a.card) or a.card not in self.hands[p]:
            return "That card is not in your hand."
        return None

    # ------------------------------------------------------------------ apply
    def apply(self, action) -> None:
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason)
        p = (self.leaf + self.turn_pos) % len(self.players)
        getattr(self, "_do_" + type(action).__name__)(p, action)

    # reveal phase
    def _do_Choose(self, p: int, a: Choose) -> None:
        self.hands[p].remove(a.card)
        self.revealed[p] = a.card
        self._chosen(p)

    def _do_PassReveal(self, p: int, a: PassReveal) -> None:
        self.revealed[p] = -1
        self._chosen(p)

    def _chosen(self, p: int) -> None:
        n = len(self.players)
        if n > 1:
            self.log.append(f"{self.players[p]} chooses a card.")
            self.turn_id += 1
        self.turn_pos += 1
        if self.turn_pos < n:
            return
        if n > 1:
            self.reveal_count += 1
            shown = ", ".join(
                f"{self.players[q]}: {'nothing' if self.revealed[q] == -1 else D.card_name(self.revealed[q])}"
                for q in self._seats())
            self.log.append(f"Revealed - {shown}.")
        self.turn_pos = 0
        self._start_garden_turn()

    def _seats(self) -> list[int]:
        n = len(self.players)
        return [(self.leaf + i) % n for i in range(n)]

    # garden phase
    def _start_garden_turn(self) -> None:
        p = self.current_player()
        card = self.revealed[p]
        self.ctx = "main"
        if card is None or card == -1:
            self.revealed[p] = None
            self.step = "garden"
        elif IS_HQ[card]:
            if self.invade_targets(p):
                self.step = "invade"
            else:
                self.revealed[p] = None
                self.hands[p].append(card)
                self.log.append(f"{self.players[p]}'s harlequin has nothing left to invade and goes back to the hand.")
                self.step = "garden"
        else:
            self.revealed[p] = None
            self._place(p, card)

    def _place(self, p: int, card: int) -> None:
        """Put a native card on its colour column, apply placement effects, go on to the draft."""
        c = CARD_COLOUR[card]
        if c not in self.order[p]:
            self.order[p].append(c)
        col = self.cols[p][c]
        col.append(card)
        name = self.players[p]
        self.log.append(f"{name} places {D.a(D.card_name(card))}.")
        self._check_lifecycle(p, c)
        nxt = (CARD_STAGE[card] + 1) % NSTAGE
        k = len(col)
        cols_p = self.cols[p]
        if all(len(cols_p[x]) >= k for x in range(NCOL)):
            if not self.flowerbed_supply:
                self.log.append(f"{name} completes row {k}, but no flower bed is left.")
            elif all(self.fb[p][x] >= 0 for x in range(NCOL)):
                self.log.append(f"{name} completes row {k}, but every column already has a flower bed.")
            else:
                self.log.append(f"{name} completes row {k} and earns a flower bed.")
                self.step = "flowerbed"
                self.draft_stage = nxt
                return
        self._start_draft(nxt)

    def _check_lifecycle(self, p: int, c: int) -> None:
        if self.lc[p][c] < 0 and self.column_complete(p, c):
            supply = self.lifecycle_supply[c]
            if supply:
                self.lc[p][c] = supply.pop()
                self.log.append(f"{self.players[p]} completes the {COLOURS[c]} life cycle (+3 per card).")
            else:
                self.log.append(f"{self.players[p]} completes the {COLOURS[c]} life cycle, but no card is left.")

    def _start_draft(self, stage: int) -> None:
        self.step = "draft"
        self.draft_stage = stage

    def _do_Invade(self, p: int, a: Invade) -> None:
        q, c = a.player, COLOURS.index(a.colour)
        harlequin = self.revealed[p]
        self.revealed[p] = None
        col = self.cols[q][c]
        displaced = col[-1]
        col[-1] = harlequin
        if self.lc[q][c] >= 0 and not self.column_complete(q, c):
            self.lifecycle_supply[c].append(self.lc[q][c])
            self.lc[q][c] = -1
            self.log.append(f"{self.players[q]} loses the {a.colour} life cycle card.")
        if self.solo:
            self.discard.append(displaced)
            self.log.append(f"The harlequin replaces your {D.card_name(displaced)}, which is discarded.")
            self._start_draft(D.ANY_STAGE)
        else:
            self.log.append(f"{self.players[p]}'s harlequin invades {self.players[q]}'s {a.colour} column "
                            f"and takes the {D.card_name(displaced)}.")
            self._place(p, displaced)

    def _do_FlowerBed(self, p: int, a: FlowerBed) -> None:
        c = COLOURS.index(a.colour)
        self.fb[p][c] = self.flowerbed_supply.pop()
        self.log.append(f"{self.players[p]} puts a flower bed on the {a.colour} column (+2 per card).")
        self._start_draft(self.draft_stage)

    def _do_Draft(self, p: int, a: Draft) -> None:
        card = self.pool[a.slot]
        self.pool[a.slot] = -1
        self.hands[p].append(card)
        self.log.append(f"{self.players[p]} drafts {D.a(D.card_name(card))}.")
        self._after_take(p, a.slot)
        self._after_draft()

    def _do_DrawTwo(self, p: int, a: DrawTwo) -> None:
        got = 0
        for _ in range(D.DRAW_WHEN_NONE):
            card = self._draw()
            if card < 0:
                break
            self.hands[p].append(card)
            got += 1
        self.reveal_count += 1
        self.log.append(f"{self.players[p]} draws {got} card{'s' if got != 1 else ''} from the deck.")
        self._after_draft()

    def _after_draft(self) -> None:
        self.draft_stage = -1
        if self.ctx == "main":
            self.step = "garden"
        else:
            self._end_turn()

    def _draw(self) -> int:
        if not self.deck:
            if not self.discard:
                return -1
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            self.reveal_count += 1
            self.log.append("The discards are shuffled into a new deck.")
        return self.deck.pop()

    def _after_take(self, p: int, slot: int) -> None:
        """Childhood memories and refills after a card left pool space `slot`."""
        pool, rows = self.pool, len(self.pool) // POOL_COLS
        r, c = divmod(slot, POOL_COLS)
        row = [r * POOL_COLS + i for i in range(POOL_COLS)]
        col = [i * POOL_COLS + c for i in range(rows)]
        row_empty = all(pool[s] < 0 for s in row)
        col_empty = all(pool[s] < 0 for s in col)
        if not row_empty and not col_empty:
            return
        if self.solo:
            gained = (1 if row_empty else 0) + (1 if row_empty and col_empty else 0)
        else:
            gained = (1 if row_empty else 0) + (1 if col_empty else 0)
        if gained:
            self.memories[p] += gained
            self.log.append(f"{self.players[p]} gains {gained} childhood memor{'ies' if gained > 1 else 'y'}.")
        spaces = sorted(set((row if row_empty else []) + (col if col_empty else [])))
        filled = 0
        for s in spaces:
            if pool[s] < 0:
                card = self._draw()
                if card < 0:
                    break
                pool[s] = card
                filled += 1
        if filled:
            self.reveal_count += 1
        self.log.append(f"The pool is refilled with {filled} card{'s' if filled != 1 else ''}.")

    # garden tiles
    def _do_UseTile(self, p: int, a: UseTile) -> None:
        self.used[p][a.tile - 1] = True
        self.ctx = "garden"
        name = self.players[p]
        self.log.append(f"{name} uses the {D.TILE_NAMES[a.tile - 1]}{' ' + a.option if a.option else ''}.")
        t, o = a.tile, a.option
        if t == D.ROSE or (t == D.SHED and o == "A"):
            if any(not IS_HQ[c] for c in self.hands[p]):
                self.step = "place"
            else:
                self.log.append(f"{name} has no card to place.")
                self._end_turn()
        elif t == D.ORCHARD or (t == D.SHED and o == "B"):
            if any(c >= 0 for c in self.orchard_row):
                self.step = "orchard"
            else:
                self.log.append("No orchard card is left.")
                self._end_turn()
        elif t == D.PICNIC or (t == D.TEA and o == "B"):
            self._picnic_or_end(p)
        else:  # Tea time A
            self.memories[p] += 1
            self.log.append(f"{name} gains a childhood memory.")
            self._end_turn()

    def _picnic_or_end(self, p: int) -> None:
        if any(self.food_reason(p, s) is None for s in range(len(self.stacks))):
            self.step = "picnic"
        else:
            self.log.append(f"{self.players[p]} can take no food tile.")
            self._end_turn()

    def _do_PlaceCard(self, p: int, a: PlaceCard) -> None:
        self.hands[p].remove(a.card)
        self._place(p, a.card)

    def _do_TakeOrchard(self, p: int, a: TakeOrchard) -> None:
        row, aph = self.orchard_row, self.orchard_aphids
        card, gained = row[a.slot], aph[a.slot]
        c = D.ORCHARD_COLOUR[card]
        if c not in self.order[p]:
            self.order[p].append(c)
        self.orch[p][c].append(card)
        self.aphids[p] += gained
        self.log.append(f"{self.players[p]} takes the {D.ORCHARD_CARDS[card]['name']} with {gained} aphid"
                        f"{'s' if gained != 1 else ''}.")
        if self.orchard_deck:
            row[a.slot] = self.orchard_deck.pop()
            aph[a.slot] = D.SETUP["orchard_aphids_new"]
            self.reveal_count += 1
        else:
            row[a.slot] = -1
            aph[a.slot] = 0
        for s in range(len(row)):
            if s != a.slot and row[s] >= 0:
                aph[s] += D.SETUP["orchard_aphids_growth"]
        self._end_turn()

    def _do_TakeFood(self, p: int, a: TakeFood) -> None:
        stack = self.stacks[a.stack]
        tile = stack.pop()
        self.aphids[p] -= 0 if D.FOOD_MOULD[tile] else D.FOOD_COST[tile]
        self.food[p].append(tile)
        self.log.append(f"{self.players[p]} takes {D.a(D.food_name(tile))}.")
        if stack:
            self.reveal_count += 1
        if D.FOOD_HONEYDEW[tile]:
            self._picnic_or_end(p)
        else:
            self._end_turn()

    def _do_EndPicnic(self, p: int, a: EndPicnic) -> None:
        self._end_turn()

    def _end_turn(self) -> None:
        self.step = "garden"
        self.ctx = "main"
        self.draft_stage = -1
        self.turn_id += 1
        self.turn_pos += 1
        if self.turn_pos < len(self.players):
            self._start_garden_turn()
            return
        if self.day == D.NUM_DAYS and self.round == self.day:
            self._finish()
            return
        self.turn_pos = 0
        self.step = "discard"
        self._next_discarder()

    # round end
    def _next_discarder(self) -> None:
        n = len(self.players)
        while self.turn_pos < n and len(self.hands[(self.leaf + self.turn_pos) % n]) <= D.HAND_LIMIT:
            self.turn_pos += 1
        if self.turn_pos >= n:
            self._end_round()

    def _do_Discard(self, p: int, a: Discard) -> None:
        self.hands[p].remove(a.card)
        self.discard.append(a.card)
        self.log.append(f"{self.players[p]} discards {D.a(D.card_name(a.card))}.")
        if len(self.hands[p]) <= D.HAND_LIMIT:
            self.turn_id += 1
            self.turn_pos += 1
            self._next_discarder()

    def _end_round(self) -> None:
        n = len(self.players)
        self.leaf = (self.leaf + 1) % n
        self.turn_pos = 0
        self.revealed = [None] * n
        self.step = "choose"
        if self.round < self.day:
            self.round += 1
        else:
            self.day += 1
            self.round = 1
            self.used = [[False] * D.NUM_DAYS for _ in range(n)]
            self.log.append(f"Day {self.day} begins: everyone adds the {D.TILE_NAMES[self.day - 1]}.")
        if n > 1:
            self.log.append(f"{self.players[self.leaf]} takes the sticky leaf.")

    def _finish(self) -> None:
        self.step = "over"
        self.turn_pos = 0
        sheet = self.score_sheet()
        totals = sheet.totals()
        self.log.append("The game is over: " + ", ".join(
            f"{self.players[p]} {totals[p]}" for p in range(len(self.players))) + ".")

    # ------------------------------------------------------------------ prompt
    def prompt(self) -> str:
        step = self.step
        if step == "over":
            return "The game is over."
        p = self.current_player()
        name = self.players[p]
        if step == "choose":
            if self.solo:
                return "Choose a card from your hand to place."
            return f"{name}: choose a card to reveal (secretly)."
        if step == "invade":
            return f"{name}: choose the column your harlequin invades."
        if step == "flowerbed":
            return f"{name}: choose a column for your flower bed."
        if step == "draft":
            if self.draft_stage == D.ANY_STAGE:
                return f"{name}: take any card from the pool."
            st = D.STAGES[self.draft_stage]
            if self._stage_in_pool(self.draft_stage):
                return f"{name}: draft {D.a(st)} (or a harlequin) from the pool."
            return f"{name}: no {st} in the pool - draw 2 from the deck (or take a harlequin)."
        if step == "garden":
            return f"{name}: choose a garden tile to use."
        if step == "place":
            return f"{name}: place a card from your hand."
        if step == "orchard":
            return f"{name}: take a face-up orchard card."
        if step == "picnic":
            return f"{name}: take a food tile, or end the picnic."
        if step == "discard":
            extra = len(self.hands[p]) - D.HAND_LIMIT
            return f"{name}: discard {extra} card{'s' if extra != 1 else ''} (hand limit {D.HAND_LIMIT})."
        return ""

    # ------------------------------------------------------------------ scoring
    def score_details(self, p: int) -> dict:
        """Structured breakdown of seat p's score, for a step-by-step score screen."""
        columns = []
        for c in self.order[p]:
            cards = len(self.cols[p][c])
            orchard = sum(D.ORCHARD_VALUE[o] for o in self.orch[p][c])
            life = D.LIFECYCLE_VALUE[self.lc[p][c]] if self.lc[p][c] >= 0 else 0
            flower = D.FLOWERBED_VALUE[self.fb[p][c]] if self.fb[p][c] >= 0 else 0
            per = orchard + life + flower
            columns.append({"colour": COLOURS[c], "cards": cards, "orchard": orchard, "lifecycle": life,
                            "flowerbed": flower, "per_card": per, "points": per * cards})
        counts = [0] * len(D.TYPES)
        for col in self.cols[p]:
            for card in col:
                counts[CARD_TYPE[card]] += 1
        per_type = [0] * len(D.TYPES)
        for tile in self.food[p]:
            per_type[D.FOOD_TYPE[tile]] += D.FOOD_VALUE[tile]
        types = [{"type": D.TYPES[t], "cards": counts[t], "per_card": per_type[t],
                  "points": counts[t] * per_type[t]} for t in range(len(D.TYPES))]
        mem = self.memories[p]
        return {
            "columns": columns,
            "types": types,
            "memories": {"count": mem, "points": D.memories_points(mem)},
            "aphids": {"count": self.aphids[p], "points": self.aphids[p]},
        }

    CATEGORIES = ["Colours", "Ladybirds", "Memories", "Aphids"]

    def score_sheet(self) -> ScoreSheet:
        rows = []
        for p in range(len(self.players)):
            d = self.score_details(p)
            rows.append({
                "Colours": sum(c["points"] for c in d["columns"]),
                "Ladybirds": sum(t["points"] for t in d["types"]),
                "Memories": d["memories"]["points"],
                "Aphids": d["aphids"]["points"],
            })
        sheet = ScoreSheet(list(self.players), list(self.CATEGORIES), rows,
                           tiebreak="Tie: the player with more childhood memories wins; "
                                    "if still tied, the victory is shared.")
        totals = sheet.totals()
        best = max(totals)
        tied = [p for p in range(len(totals)) if totals[p] == best]
        most = max(self.memories[p] for p in tied)
        sheet.winners = [p for p in tied if self.memories[p] == most]
        if self.solo:
            sheet.notes.append(f"Solo score: {totals[0]}. Try to beat your high score!")
        elif len(tied) > 1:
            sheet.notes.append("Totals tied: decided by childhood memories.")
        return sheet

    # ------------------------------------------------------------------ views
    def tableau(self, p: int) -> list[dict]:
        """Seat p's columns left to right, each with its bonus cards (for drawing)."""
        return [{"colour": COLOURS[c], "cards": list(self.cols[p][c]), "orchard": list(self.orch[p][c]),
                 "lifecycle": None if self.lc[p][c] < 0 else self.lc[p][c],
                 "flowerbed": None if self.fb[p][c] < 0 else self.fb[p][c],
                 "complete": self.column_complete(p, c)} for c in self.order[p]]

    def view(self, player: int | None) -> dict:
        n = len(self.players)
        secret = self.step == "choose"
        seats = []
        for q in range(n):
            r = self.revealed[q]
            if r is None:
                shown: Any = None
            elif secret and q != player:
                shown = "hidden"
            else:
                shown = r
            seats.append({
                "name": self.players[q],
                "hand": list(self.hands[q]) if q == player else None,
                "hand_count": len(self.hands[q]),
                "revealed": shown,
                "tableau": self.tableau(q),
                "food": list(self.food[q]),
                "memories": self.memories[q],
                "aphids": self.aphids[q],
                "tiles": [{"number": t, "name": D.TILE_NAMES[t - 1], "used": self.used[q][t - 1]}
                          for t in range(1, min(self.day, D.NUM_DAYS) + 1)],
            })
        me = player is not None and player == self.current_player()
        return {
            "title": self.TITLE,
            "solo": self.solo,
            "day": self.day,
            "round": self.round,
            "leaf": self.leaf,
            "step": self.step,
            "current": self.current_player(),
            "prompt": self.prompt(),
            "unlocked": self.unlocked_stage(),
            "deck_count": len(self.deck),
            "discard": list(self.discard),
            "pool": list(self.pool),
            "pool_rows": self.pool_rows,
            "orchard_row": list(self.orchard_row),
            "orchard_aphids": list(self.orchard_aphids),
            "orchard_deck_count": len(self.orchard_deck),
            "food_stacks": [{"top": st[-1] if st else None, "count": len(st)} for st in self.stacks],
            "lifecycle_supply": [len(s) for s in self.lifecycle_supply],
            "flowerbed_supply": len(self.flowerbed_supply),
            "seats": seats,
            "legal": [a.to_json() for a in self.legal_actions()] if me else [],
        }

    # ------------------------------------------------------------------ positions
    def to_position(self) -> dict:
        n = len(self.players)
        return {
            "title": self.TITLE,
            "version": 1,
            "players": list(self.players),
            "rng": rng_state_to_json(self.rng),
            "turn_id": self.turn_id,
            "reveal_count": self.reveal_count,
            "log": list(self.log),
            "day": self.day,
            "round": self.round,
            "leaf": self.leaf,
            "step": self.step,
            "turn_pos": self.turn_pos,
            "ctx": self.ctx,
            "draft_stage": self.draft_stage,
            "deck": list(self.deck),
            "discard": list(self.discard),
            "pool": list(self.pool),
            "orchard_deck": list(self.orchard_deck),
            "orchard_row": list(self.orchard_row),
            "orchard_aphids": list(self.orchard_aphids),
            "lifecycle_supply": [list(s) for s in self.lifecycle_supply],
            "flowerbed_supply": list(self.flowerbed_supply),
            "food_stacks": [list(s) for s in self.stacks],
            "seats": [{
                "hand": list(self.hands[p]),
                "revealed": self.revealed[p],
                "columns": [{"colour": COLOURS[c], "cards": list(self.cols[p][c]),
                             "orchard": list(self.orch[p][c]),
                             "lifecycle": None if self.lc[p][c] < 0 else self.lc[p][c],
                             "flowerbed": None if self.fb[p][c] < 0 else self.fb[p][c]}
                            for c in self.order[p]],
                "food": list(self.food[p]),
                "memories": self.memories[p],
                "aphids": self.aphids[p],
                "used": [t + 1 for t in range(D.NUM_DAYS) if self.used[p][t]],
            } for p in range(n)],
        }

    @classmethod
    def from_position(cls, data: dict) -> "LadybirdState":
        try:
            s = cls._load(data)
        except PositionError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as error:
            raise PositionError(f"bad Ladybird position: {type(error).__name__}: {error}") from None
        problems = component_census(s)
        if problems:
            raise PositionError("inconsistent Ladybird position: " + "; ".join(problems[:5]))
        return s

    @classmethod
    def _load(cls, d: Any) -> "LadybirdState":
        def need(cond: bool, what: str) -> None:
            if not cond:
                raise PositionError(f"bad Ladybird position: {what}")

        def num(v: Any, what: str, lo: int, hi: int) -> int:
            need(_is_int(v) and lo <= v <= hi, f"{what} must be a whole number from {lo} to {hi}")
            return v

        def ids(v: Any, what: str, limit: int, allow_empty: bool = False) -> list[int]:
            need(isinstance(v, list), f"{what} must be a list")
            lo = -1 if allow_empty else 0
            return [num(x, what, lo, limit - 1) for x in v]

        def opt(v: Any, what: str, limit: int) -> int:
            return -1 if v is None else num(v, what, 0, limit - 1)

        need(isinstance(d, dict), "a position must be an object")
        need(d.get("title") == cls.TITLE, "title must be 'ladybird'")
        need(d.get("version") == 1, "unknown version")
        players = d["players"]
        need(isinstance(players, list) and 1 <= len(players) <= 4
             and all(isinstance(x, str) for x in players), "players must be 1 to 4 names")
        n = len(players)
        s = cls()
        s.players = list(players)
        s._alloc(n)
        rng = d["rng"]  # the generator's full state, or (hand-written positions) a plain seed
        s.rng = random.Random(rng) if _is_int(rng) else rng_from_json(rng)
        s.turn_id = num(d["turn_id"], "turn_id", 0, 10 ** 9)
        s.reveal_count = num(d["reveal_count"], "reveal_count", 0, 10 ** 9)
        need(isinstance(d["log"], list) and all(isinstance(x, str) for x in d["log"]), "log must be strings")
        s.log = list(d["log"])
        s.day = num(d["day"], "day", 1, D.NUM_DAYS)
        s.round = num(d["round"], "round", 1, s.day)
        s.leaf = num(d["leaf"], "leaf", 0, n - 1)
        need(d["step"] in STEPS, "unknown step")
        s.step = d["step"]
        s.turn_pos = num(d["turn_pos"], "turn_pos", 0, n - 1)
        need(d["ctx"] in CONTEXTS, "ctx must be 'main' or 'garden'")
        s.ctx = d["ctx"]
        s.draft_stage = num(d["draft_stage"], "draft_stage", -1, D.ANY_STAGE)
        need((s.step in ("draft", "flowerbed")) == (s.draft_stage >= 0),
             "draft_stage must be set exactly in the draft and flowerbed steps")
        s.deck = ids(d["deck"], "deck", D.NUM_CARDS)
        s.discard = ids(d["discard"], "discard", D.NUM_CARDS)
        s.pool = ids(d["pool"], "pool", D.NUM_CARDS, allow_empty=True)
        rows = D.SETUP["solo_pool_rows"] if n == 1 else D.SETUP["pool_rows"]
        need(len(s.pool) == rows * POOL_COLS, f"the pool must have {rows * POOL_COLS} spaces")
        s.orchard_deck = ids(d["orchard_deck"], "orchard_deck", D.NUM_ORCHARD)
        s.orchard_row = ids(d["orchard_row"], "orchard_row", D.NUM_ORCHARD, allow_empty=True)
        width = D.SETUP["solo_orchard_row"] if n == 1 else D.SETUP["orchard_row"]
        need(len(s.orchard_row) == width, f"the orchard row must have {width} spaces")
        s.orchard_aphids = ids(d["orchard_aphids"], "orchard_aphids", 10 ** 6)
        need(len(s.orchard_aphids) == width, "orchard_aphids must match the orchard row")
        ls = d["lifecycle_supply"]
        need(isinstance(ls, list) and len(ls) == NCOL, "lifecycle_supply must have one list per colour")
        s.lifecycle_supply = [ids(x, "lifecycle_supply", D.NUM_LIFECYCLE) for x in ls]
        s.flowerbed_supply = ids(d["flowerbed_supply"], "flowerbed_supply", D.NUM_FLOWERBEDS)
        fs = d["food_stacks"]
        need(isinstance(fs, list) and len(fs) == D.NUM_STACKS, f"food_stacks must hold {D.NUM_STACKS} stacks")
        s.stacks = [ids(x, "food stack", D.NUM_FOOD) for x in fs]
        seats = d["seats"]
        need(isinstance(seats, list) and len(seats) == n, "seats must have one entry per player")
        for p, seat in enumerate(seats):
            need(isinstance(seat, dict), "a seat must be an object")
            s.hands[p] = ids(seat["hand"], "hand", D.NUM_CARDS)
            r = seat["revealed"]
            s.revealed[p] = None if r is None else num(r, "revealed", -1, D.NUM_CARDS - 1)
            cols = seat["columns"]
            need(isinstance(cols, list), "columns must be a list")
            for col in cols:
                need(isinstance(col, dict) and col.get("colour") in COLOURS, "a column needs a colour")
                c = COLOURS.index(col["colour"])
                need(c not in s.order[p], "a colour has two columns")
                s.order[p].append(c)
                s.cols[p][c] = ids(col["cards"], "column cards", D.NUM_CARDS)
                s.orch[p][c] = ids(col["orchard"], "column orchard cards", D.NUM_ORCHARD)
                s.lc[p][c] = opt(col["lifecycle"], "lifecycle", D.NUM_LIFECYCLE)
                s.fb[p][c] = opt(col["flowerbed"], "flowerbed", D.NUM_FLOWERBEDS)
            s.food[p] = ids(seat["food"], "food", D.NUM_FOOD)
            s.memories[p] = num(seat["memories"], "memories", 0, 10 ** 6)
            s.aphids[p] = num(seat["aphids"], "aphids", 0, 10 ** 6)
            used = ids(seat["used"], "used tiles", D.NUM_DAYS + 1)
            for t in used:
                need(1 <= t <= s.day, "a used tile must be one the player has")
                s.used[p][t - 1] = True
        return s


def component_census(state: LadybirdState) -> list[str]:
    """Every component accounted for exactly once, and the structural invariants; [] when sound."""
    s = state
    problems: list[str] = []
    n = len(s.players)
    cards = list(s.deck) + list(s.discard) + [c for c in s.pool if c >= 0]
    for p in range(n):
        cards += s.hands[p]
        if s.revealed[p] is not None and s.revealed[p] >= 0:
            cards.append(s.revealed[p])
        for c in range(NCOL):
            cards += s.cols[p][c]
    if sorted(cards) != list(range(D.NUM_CARDS)):
        problems.append(f"ladybird cards: {len(cards)} found, {len(set(cards))} distinct, "
                        f"{D.NUM_CARDS} expected")
    orchard = list(s.orchard_deck) + [o for o in s.orchard_row if o >= 0]
    lifec = [x for sup in s.lifecycle_supply for x in sup]
    flower = list(s.flowerbed_supply)
    food = [t for st in s.stacks for t in st]
    for p in range(n):
        order = s.order[p]
        if len(set(order)) != len(order):
            problems.append(f"seat {p}: a colour has two columns")
        for c in range(NCOL):
            col = s.cols[p][c]
            has_any = col or s.orch[p][c] or s.lc[p][c] >= 0 or s.fb[p][c] >= 0
            if bool(has_any) != (c in order):
                problems.append(f"seat {p}: column order does not match the {COLOURS[c]} column")
            for card in col:
                if not IS_HQ[card] and CARD_COLOUR[card] != c:
                    problems.append(f"seat {p}: {D.card_name(card)} in the {COLOURS[c]} column")
            for o in s.orch[p][c]:
                if D.ORCHARD_COLOUR[o] != c:
                    problems.append(f"seat {p}: orchard card {o} on the wrong column")
            orchard += s.orch[p][c]
            if s.lc[p][c] >= 0:
                lifec.append(s.lc[p][c])
                if D.LIFECYCLE_COLOUR[s.lc[p][c]] != c:
                    problems.append(f"seat {p}: life cycle card of the wrong colour")
                if not s.column_complete(p, c):
                    problems.append(f"seat {p}: life cycle card on an incomplete {COLOURS[c]} column")
            if s.fb[p][c] >= 0:
                flower.append(s.fb[p][c])
        food += s.food[p]
        if s.memories[p] < 0 or s.aphids[p] < 0:
            problems.append(f"seat {p}: negative memories or aphids")
        if s.step == "choose":
            held = len(s.hands[p]) + (1 if s.revealed[p] is not None and s.revealed[p] >= 0 else 0)
            if held > D.HAND_LIMIT:
                problems.append(f"seat {p}: {held} cards at the start of a round")
            if sum(s.used[p]) != s.round - 1:
                problems.append(f"seat {p}: {sum(s.used[p])} garden tiles used before round {s.round}")
        if any(s.used[p][t] for t in range(s.day, D.NUM_DAYS)):
            problems.append(f"seat {p}: a garden tile of a later day is used")
    for c in range(NCOL):
        for x in s.lifecycle_supply[c]:
            if D.LIFECYCLE_COLOUR[x] != c:
                problems.append("life cycle supply mixed up")
    if sorted(orchard) != list(range(D.NUM_ORCHARD)):
        problems.append(f"orchard cards: {len(orchard)} found, {D.NUM_ORCHARD} expected")
    if sorted(lifec) != list(range(D.NUM_LIFECYCLE)):
        problems.append(f"life cycle cards: {len(lifec)} found, {D.NUM_LIFECYCLE} expected")
    if sorted(flower) != list(range(D.NUM_FLOWERBEDS)):
        problems.append(f"flower beds: {len(flower)} found, {D.NUM_FLOWERBEDS} expected")
    if sorted(food) != list(range(D.NUM_FOOD)):
        problems.append(f"food tiles: {len(food)} found, {D.NUM_FOOD} expected")
    if any(len(st) > D.STACK_HEIGHT for st in s.stacks):
        problems.append("a food stack is too high")
    for slot, o in enumerate(s.orchard_row):
        if o < 0 and s.orchard_aphids[slot] != 0:
            problems.append("aphids on an empty orchard space")
    if s.step != "over":
        if s.step in ("choose",):
            for i in range(n):
                q = (s.leaf + i) % n
                if (i < s.turn_pos) != (s.revealed[q] is not None):
                    problems.append("reveal choices do not match the turn position")
                    break
        if s.step == "invade":
            p = s.current_player()
            r = s.revealed[p]
            if r is None or r < 0 or not IS_HQ[r]:
                problems.append("invade step without a revealed harlequin")
    return problems
