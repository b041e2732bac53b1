"""Pondscape's rules: the state, its decisions, and the Croaker automa for the solo game."""
from __future__ import annotations

from typing import Any

from ..base import AUTOMA, Action, GameState, IllegalAction, PositionError, ScoreSheet, Setup
from ..base import rng_from_json, rng_state_to_json
from .actions import ACTION_TYPES, CroakerTurn, Done, Jump, Play, Take, Tuck, food_name, slot_name
from .data import (BACK_LEAF, CROAKER_CARDS, FOODS, FRONT_LEAF, LEAF_DRAW, NUM_CARDS, NUM_FOODS,
                   SPECIAL_TUCK, achievement, achievement_range, card_name, face_text)
from .scoring import CELLS, STEP_NAMES, score_pond

TITLE = "pondscape"
ROUNDS = 15
HAND_START = 3
DISPLAY_SLOTS = 3
NUM_CROAKER = len(CROAKER_CARDS)
PHASES = ("take", "play", "special_tuck", "jump", "jump_tuck", "croaker", "over")
TIEBREAK = ("Tie: the tied player with more cards left in hand wins; "
            "if that is tied too, those players share the victory.")

# Every action object is built once; listing legal actions only indexes these tables.
TAKE = tuple(Take(s) for s in range(DISPLAY_SLOTS))
PLAY = tuple(Play(card, cell, fd) for card in range(NUM_CARDS) for cell in range(CELLS) for fd in (False, True))
JUMP = (None, Jump(1), Jump(2))
TUCK = tuple(Tuck(card, food) for card in range(NUM_CARDS) for food in range(NUM_FOODS))
DONE = Done()
CROAKER = CroakerTurn()
ALL_FOODS = tuple(range(NUM_FOODS))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def frog_foods(frog: int) -> tuple[int, int]:
    """The two food cards (indices in row order) the jumping frog straddles at position `frog`."""
    return frog, (frog + 1) % NUM_FOODS


def frog_place(frog: int) -> str:
    a, b = frog_foods(frog)
    return f"between the {food_name(a)} and the {food_name(b)}"


class PondscapeState(GameState):
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
        s.display = [s.deck.pop() for _ in range(DISPLAY_SLOTS)]
        s.hands = [[] for _ in range(n)]
        for p in range(n):
            for _ in range(HAND_START):
                s.hands[p].append(s.deck.pop())
        s.ponds = [[-1] * CELLS for _ in range(n)]
        s.downs = [[False] * CELLS for _ in range(n)]
        s.tucked = [[[] for _ in range(NUM_FOODS)] for _ in range(n)]
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
        s.log.append(f"{s.names[s.current]} starts. The jumping frog sits {frog_place(s.frog)}.")
        s._start_turn()
        return s

    # --- the pending decision ---------------------------------------------------------
    @property
    def num_players(self) -> int:
        return len(self.names)

    def current_player(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "croaker":
            return AUTOMA
        return self.current

    def is_over(self) -> bool:
        return self.phase == "over"

    def round_number(self) -> int:
        """The round being played, 1..15 (15 once the game is over)."""
        return min(ROUNDS, min(self.turns) + 1) if self.turns else 1

    def prompt(self) -> str:
        phase = self.phase
        if phase == "take":
            return "Take a card from the display."
        if phase == "play":
            return "Play a card from your hand into your pond: face up, or face down as water."
        if phase == "special_tuck":
            return (f"Desert tree frog: tuck up to {self.tucks_left} card{'s' if self.tucks_left != 1 else ''} "
                    "from your hand under any of your food cards, or finish.")
        if phase == "jump":
            return "Move the jumping frog 1 or 2 spaces."
        if phase == "jump_tuck":
            foods = " and ".join(f"your {food_name(f)}" for f in self.jump_foods)
            return f"Tuck up to one card from your hand under {foods}, or finish."
        if phase == "croaker":
            return "The Croaker takes its turn."
        return "The game is over."

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "take":
            return [TAKE[s] for s in range(DISPLAY_SLOTS) if self.display[s] >= 0]
        if phase == "play":
            pond = self.ponds[self.current]
            cells = [c for c in range(CELLS) if pond[c] < 0]
            out = []
            for card in self.hands[self.current]:
                base = card * 2 * CELLS
                for c in cells:
                    i = base + 2 * c
                    out.append(PLAY[i])
                    out.append(PLAY[i + 1])
            return out
        if phase == "special_tuck":
            out = [TUCK[card * NUM_FOODS + f] for card in self.hands[self.current] for f in ALL_FOODS]
            out.append(DONE)
            return out
        if phase == "jump":
            return [JUMP[1], JUMP[2]]
        if phase == "jump_tuck":
            foods = self.jump_foods
            out = [TUCK[card * NUM_FOODS + f] for card in self.hands[self.current] for f in foods]
            out.append(DONE)
            return out
        if phase == "croaker":
            return [CROAKER]
        return []

    # --- helpers for a scene: legal targets ----------------------------------------------
    def legal_take_slots(self) -> list[int]:
        return [s for s in range(DISPLAY_SLOTS) if self.display[s] >= 0] if self.phase == "take" else []

    def legal_cells(self) -> list[int]:
        if self.phase != "play":
            return []
        pond = self.ponds[self.current]
        return [c for c in range(CELLS) if pond[c] < 0]

    def tuck_foods(self) -> list[int]:
        """Food cards (of the current player's row) that may receive a tucked card now."""
        if self.phase == "special_tuck":
            return list(ALL_FOODS)
        if self.phase == "jump_tuck":
            return list(self.jump_foods)
        return []

    def pending(self) -> dict:
        """The decision in progress, for a scene: phase, seat and the effect being resolved."""
        return {"phase": self.phase, "seat": self.current_player(), "tucks_left": self.tucks_left,
                "jump_foods": list(self.jump_foods), "pending_leaf": self.pending_leaf,
                "played": list(self.played) if self.played else None,
                "frog_foods": list(frog_foods(self.frog))}

    @staticmethod
    def card_faces(card: int) -> dict:
        """Both sides of a card, for a placement preview: what it gives face up and as water."""
        return {"card": card, "name": card_name(card), "front": face_text(card, False),
                "water": face_text(card, True)}

    # --- checking ---------------------------------------------------------------------
    def check(self, action: Action) -> str | None:
        phase = self.phase
        if phase == "over":
            return "The game is over."
        kind = type(action)
        if phase == "croaker":
            return None if kind is CroakerTurn else "It is the Croaker's turn."
        if kind is CroakerTurn:
            return ("The Croaker plays only in the solo game." if not self.solo
                    else "The Croaker plays after your turn.")
        if kind is Take:
            if phase != "take":
                return "You already took a card this turn." if phase == "play" else self._finish_first()
            slot = action.slot
            if not _is_int(slot) or not 0 <= slot < DISPLAY_SLOTS:
                return "The display has three slots: under movement cards 0, 1 and 2."
            if self.display[slot] < 0:
                return "That display slot is empty."
            return None
        if kind is Play:
            if phase == "take":
                return "First take a card from the display."
            if phase != "play":
                return ("You already played a card this turn: " + self._finish_first()[0].lower()
                        + self._finish_first()[1:])
            if action.card not in self.hands[self.current]:
                return "That card is not in your hand."
            cell = action.cell
            if not _is_int(cell) or not 0 <= cell < CELLS:
                return "Your pond has 15 spaces: 3 rows of 5."
            if self.ponds[self.current][cell] >= 0:
                return "That pond space is taken: a placed card never moves."
            if not isinstance(action.face_down, bool):
                return "Choose face up or face down."
            return None
        if kind is Jump:
            if phase != "jump":
                return self._not_now("The jumping frog moves only when a card's effect tells it to.")
            if action.steps not in (1, 2) or isinstance(action.steps, bool):
                return "The jumping frog jumps 1 or 2 spaces."
            return None
        if kind is Tuck:
            if phase not in ("special_tuck", "jump_tuck"):
                return self._not_now("You may tuck cards only during a jumping-frog action or a desert tree frog's special tuck.")
            if action.card not in self.hands[self.current]:
                return "That card is not in your hand."
            food = action.food
            if not _is_int(food) or not 0 <= food < NUM_FOODS:
                return "There is no such food card."
            if phase == "jump_tuck" and food not in self.jump_foods:
                a, b = frog_foods(self.frog)
                if food in (a, b):
                    return f"You already tucked a card under your {food_name(food)} in this jump."
                return (f"The jumping frog straddles the {food_name(a)} and the {food_name(b)}: "
                        "tuck only under those.")
            return None
        if kind is Done:
            if phase in ("special_tuck", "jump_tuck"):
                return None
            return self._not_now("There is no tuck to finish.")
        return "Pondscape has no such move."

    def _finish_first(self) -> str:
        phase = self.phase
        if phase == "special_tuck":
            return "Finish the desert tree frog's special tuck first."
        if phase == "jump":
            return "Move the jumping frog 1 or 2 spaces first."
        if phase == "jump_tuck":
            return "Finish tucking under the jumping frog's foods first."
        if phase == "play":
            return "Play a card from your hand first."
        return "Take a card from the display first."

    def _not_now(self, reason: str) -> str:
        if self.phase in ("take", "play"):
            return reason
        return self._finish_first()

    # --- applying ---------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        self.require_legal(action)
        self.events = []
        self._version += 1
        kind = type(action)
        if kind is Take:
            self._take(action.slot)
        elif kind is Play:
            self._play(action.card, action.cell, action.face_down)
        elif kind is Tuck:
            self._tuck(action.card, action.food)
        elif kind is Jump:
            self._jump(action.steps)
        elif kind is Done:
            self._done()
        elif kind is CroakerTurn:
            self._croaker_turn()
        else:  # pragma: no cover - check() refuses these
            raise IllegalAction("Pondscape has no such move.")

    def _move_frog(self, steps: int, who: str) -> None:
        start = self.frog
        self.frog = (self.frog + steps) % NUM_FOODS
        self.events.append({"type": "frog", "from": start, "to": self.frog, "steps": steps})
        self.log.append(f"{who} moves the jumping frog {steps} to sit {frog_place(self.frog)}.")

    def _refill(self) -> None:
        """Refill empty display slots in place from the deck (nothing when the deck is empty)."""
        for slot in range(DISPLAY_SLOTS):
            if self.display[slot] < 0 and self.deck:
                card = self.deck.pop()
                self.display[slot] = card
                self.reveal_count += 1
                self.events.append({"type": "refill", "slot": slot, "card": card})

    def _take(self, slot: int) -> None:
        p = self.current
        card = self.display[slot]
        self.display[slot] = -1
        self.hands[p].append(card)
        self.events.append({"type": "take", "seat": p, "slot": slot, "card": card})
        self.log.append(f"{self.names[p]} takes {card_name(card)} from the {slot_name(slot)} slot.")
        if slot:
            self._move_frog(slot, self.names[p])
        self._refill()
        self.phase = "play"

    def _play(self, card: int, cell: int, face_down: bool) -> None:
        p = self.current
        self.hands[p].remove(card)
        self.ponds[p][cell] = card
        self.downs[p][cell] = face_down
        self.played = (card, cell, face_down)
        self.events.append({"type": "play", "seat": p, "card": card, "cell": cell, "face_down": face_down})
        if face_down:
            self.log.append(f"{self.names[p]} places a water card at row {cell // 5 + 1}, column {cell % 5 + 1}.")
            self.pending_leaf = BACK_LEAF[card]
        else:
            self.log.append(f"{self.names[p]} places {card_name(card)} at row {cell // 5 + 1}, column {cell % 5 + 1}.")
            self.pending_leaf = FRONT_LEAF[card]
            if SPECIAL_TUCK[card] > 0:
                self.tucks_left = SPECIAL_TUCK[card]
                self.phase = "special_tuck"
                if not self.hands[p]:
                    self._resolve_leaf()
                return
        self._resolve_leaf()

    def _resolve_leaf(self) -> None:
        leaf = self.pending_leaf
        self.pending_leaf = None
        self.tucks_left = 0
        if leaf == "jump":
            self.phase = "jump"
            return
        draw = LEAF_DRAW.get(leaf or "", 0)
        if draw:
            p = self.current
            self._refill()
            got = 0
            while got < draw and self.deck:
                self.hands[p].append(self.deck.pop())
                got += 1
            if got:
                self.reveal_count += 1
            self.events.append({"type": "draw", "seat": p, "count": got})
            self.log.append(f"{self.names[p]} draws {got} card{'s' if got != 1 else ''}."
                            + ("" if got == draw else " The pond deck is empty."))
        self._end_turn()

    def _jump(self, steps: int) -> None:
        p = self.current
        self._move_frog(steps, self.names[p])
        self.jump_foods = list(frog_foods(self.frog))
        if self.hands[p]:
            self.phase = "jump_tuck"
        else:
            self.jump_foods = []
            self._end_turn()

    def _tuck(self, card: int, food: int) -> None:
        p = self.current
        self.hands[p].remove(card)
        self.tucked[p][food].append(card)
        self.events.append({"type": "tuck", "seat": p, "card": card, "food": food})
        self.log.append(f"{self.names[p]} tucks a card under their {food_name(food)}.")
        if self.phase == "special_tuck":
            self.tucks_left -= 1
            if self.tucks_left <= 0 or not self.hands[p]:
                self._resolve_leaf()
        else:
            self.jump_foods.remove(food)
            if not self.jump_foods or not self.hands[p]:
                self.jump_foods = []
                self._end_turn()

    def _done(self) -> None:
        if self.phase == "special_tuck":
            self._resolve_leaf()
        else:
            self.jump_foods = []
            self._end_turn()

    def _end_turn(self) -> None:
        p = self.current
        self.turns[p] += 1
        self.turn_id += 1
        self.played = None
        self.pending_leaf = None
        self.tucks_left = 0
        self.jump_foods = []
        if self.solo:
            if self.croaker_turns < ROUNDS:
                self.phase = "croaker"
            else:
                self._game_over()
            return
        if all(t >= ROUNDS for t in self.turns):
            self._game_over()
            return
        self.current = (p + 1) % len(self.names)
        self._start_turn()

    def _start_turn(self) -> None:
        p = self.current
        self.phase = "take"
        if any(card >= 0 for card in self.display):
            return
        self.phase = "play"
        if self.hands[p]:
            self.log.append(f"The display is empty: {self.names[p]} takes no card.")
            return
        self.log.append(f"{self.names[p]} has no card to take or play and passes.")
        self._end_turn()

    def _game_over(self) -> None:
        self.phase = "over"
        sheet = self.score_sheet()
        totals = sheet.totals()
        parts = ", ".join(f"{name} {total}" for name, total in zip(self.names, totals))
        self.log.append(f"The game is over: {parts}.")
        for note in sheet.notes:
            self.log.append(note)

    def _croaker_turn(self) -> None:
        reshuffled_before = False
        if not self.croaker_deck:  # only reachable from a hand-made position
            self._shuffle_croaker()
            reshuffled_before = True
        index = self.croaker_deck.pop()
        self.croaker_flipped.append(index)
        self.reveal_count += 1
        moves, slot = CROAKER_CARDS[index]
        self.events.append({"type": "croaker_card", "card": index, "moves": moves, "slot": slot})
        self.log.append(f"The Croaker flips a card: frog {moves}, {slot_name(slot)} slot.")
        frog_from = self.frog
        if moves:
            self._move_frog(moves, "The Croaker")
        taken = self.display[slot]
        refill = -1
        if taken >= 0:
            self.display[slot] = -1
            self.croaker_taken.append(taken)
            self.events.append({"type": "croaker_take", "slot": slot, "card": taken})
            self.log.append(f"The Croaker removes {card_name(taken)} from the {slot_name(slot)} slot.")
            self._refill()
            refill = self.display[slot]
        else:
            self.log.append("The Croaker finds that display slot empty.")
        self.croaker_turns += 1
        reshuffled = False
        if not self.croaker_deck:
            self._shuffle_croaker()
            reshuffled = True
            self.log.append("The Croaker shuffles its six cards into a new deck.")
        self.croaker_last = {"turn": self.croaker_turns, "card": index, "moves": moves, "slot": slot,
                             "frog_from": frog_from, "frog_to": self.frog, "taken": taken,
                             "refill": refill, "reshuffled": reshuffled or reshuffled_before}
        self.turn_id += 1
        if self.turns[0] >= ROUNDS and self.croaker_turns >= ROUNDS:
            self._game_over()
        else:
            self._start_turn()

    def _shuffle_croaker(self) -> None:
        self.croaker_deck = list(range(NUM_CROAKER))
        self.croaker_flipped = []
        self.rng.shuffle(self.croaker_deck)
        self.reveal_count += 1
        self.events.append({"type": "croaker_shuffle"})

    # --- scores -----------------------------------------------------------------------
    def score_details(self, player: int) -> dict:
        """The five scoring steps of one pond, with the cells of each scoring group, solitary
        frog, water card and habitat, and the wild foods chosen: what a score scene highlights."""
        return score_pond(self.ponds[player], self.downs[player], [len(t) for t in self.tucked[player]])

    def score_sheet(self) -> ScoreSheet:
        if self._score_cache is not None and self._score_cache[0] == self._version:
            return self._score_cache[1]
        n = len(self.names)
        rows = [dict(self.score_details(p)["steps"]) for p in range(n)]
        sheet = ScoreSheet(players=list(self.names), categories=list(STEP_NAMES), rows=rows, tiebreak=TIEBREAK)
        totals = sheet.totals()
        best = max(totals)
        tied = [p for p in range(n) if totals[p] == best]
        most = max(len(self.hands[p]) for p in tied)
        sheet.winners = [p for p in tied if len(self.hands[p]) == most]
        if len(tied) > 1:
            sheet.notes.append("Tied on points; cards left in hand: "
                               + ", ".join(f"{self.names[p]} {len(self.hands[p])}" for p in tied) + ".")
        if self.solo:
            level = achievement(totals[0])
            sheet.notes.append(f"Solo achievement: {level} ({achievement_range(level)} points).")
        self._score_cache = (self._version, sheet)
        return sheet

    def solo_achievement(self) -> str | None:
        return achievement(self.score_sheet().totals()[0]) if self.solo else None

    # --- views ------------------------------------------------------------------------
    def _cell_view(self, seat: int, cell: int, viewer: int | None) -> dict | None:
        card = self.ponds[seat][cell]
        if card < 0:
            return None
        if not self.downs[seat][cell]:
            return {"card": card, "face_down": False}
        return {"card": card if viewer == seat else None, "face_down": True, "back": face_text(card, True)}

    def _event_view(self, event: dict, viewer: int | None) -> dict:
        if event["type"] == "tuck" and event["seat"] != viewer:
            return {k: v for k, v in event.items() if k != "card"}
        if event["type"] == "play" and event["face_down"] and event["seat"] != viewer:
            return {**event, "card": None, "back": face_text(event["card"], True)}
        return dict(event)

    def view(self, player: int | None) -> dict:
        n = len(self.names)
        seat = self.current_player()
        data = {
            "title": TITLE,
            "players": list(self.names),
            "solo": self.solo,
            "viewer": player,
            "current": seat,
            "phase": self.phase,
            "prompt": self.prompt(),
            "round": self.round_number(),
            "turns": list(self.turns),
            "frog": self.frog,
            "frog_foods": list(frog_foods(self.frog)),
            "foods": list(FOODS),
            "display": [c if c >= 0 else None for c in self.display],
            "deck_count": len(self.deck),
            "hand": list(self.hands[player]) if player is not None and 0 <= player < n else None,
            "hand_counts": [len(h) for h in self.hands],
            "ponds": [[self._cell_view(p, c, player) for c in range(CELLS)] for p in range(n)],
            "tucked": [[{"count": len(t), "cards": list(t) if p == player else None} for t in self.tucked[p]]
                       for p in range(n)],
            "pending": self.pending(),
            "events": [self._event_view(e, player) for e in self.events],
            "log": list(self.log[-30:]),
        }
        if seat is not None and (seat == player or seat == AUTOMA):
            data["legal"] = [a.to_json() for a in self.legal_actions()]
        if self.solo:
            data["croaker"] = {"deck_count": len(self.croaker_deck), "flipped": list(self.croaker_flipped),
                               "turns": self.croaker_turns, "taken": list(self.croaker_taken),
                               "last": dict(self.croaker_last) if self.croaker_last else None}
        if self.phase == "over":
            data["score"] = self.score_sheet().to_json()
        return data

    # --- positions --------------------------------------------------------------------
    def to_position(self) -> dict:
        return {
            "title": TITLE,
            "version": 1,
            "players": list(self.names),
            "first_player": self.first_player,
            "rng": rng_state_to_json(self.rng),
            "deck": list(self.deck),
            "display": list(self.display),
            "frog": self.frog,
            "hands": [list(h) for h in self.hands],
            "ponds": [[[card, self.downs[p][c]] if card >= 0 else None for c, card in enumerate(pond)]
                      for p, pond in enumerate(self.ponds)],
            "tucked": [[list(t) for t in seat] for seat in self.tucked],
            "current": self.current,
            "turns": list(self.turns),
            "phase": self.phase,
            "pending_leaf": self.pending_leaf,
            "tucks_left": self.tucks_left,
            "jump_foods": list(self.jump_foods),
            "played": list(self.played) if self.played else None,
            "croaker": None if not self.solo else {
                "deck": list(self.croaker_deck), "flipped": list(self.croaker_flipped),
                "turns": self.croaker_turns, "taken": list(self.croaker_taken),
                "last": dict(self.croaker_last) if self.croaker_last else None},
            "turn_id": self.turn_id,
            "reveal_count": self.reveal_count,
            "log": list(self.log),
        }

    @classmethod
    def from_position(cls, data: dict) -> "PondscapeState":
        try:
            return cls._load(data)
        except PositionError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
            raise PositionError(f"bad Pondscape position: {type(error).__name__}: {error}") from None

    @classmethod
    def _load(cls, data: Any) -> "PondscapeState":
        def need(cond: bool, message: str) -> None:
            if not cond:
                raise PositionError(message)

        def int_list(value: Any, what: str, lo: int = 0, hi: int = NUM_CARDS) -> list[int]:
            need(isinstance(value, list) and all(_is_int(v) and lo <= v < hi for v in value),
                 f"{what} must be a list of numbers from {lo} to {hi - 1}")
            return list(value)

        need(isinstance(data, dict), "a position must be an object")
        need(data.get("title") == TITLE, "not a Pondscape position")
        need(data.get("version") == 1, "unknown Pondscape position version")
        s = cls()
        names = data["players"]
        need(isinstance(names, list) and 1 <= len(names) <= 4 and all(isinstance(x, str) for x in names),
             "players must be 1 to 4 names")
        n = len(names)
        s.names = list(names)
        s.solo = n == 1
        need(_is_int(data["first_player"]) and 0 <= data["first_player"] < n, "bad first_player")
        s.first_player = data["first_player"]
        s.rng = rng_from_json(data["rng"])
        s.deck = int_list(data["deck"], "deck")
        display = data["display"]
        need(isinstance(display, list) and len(display) == DISPLAY_SLOTS
             and all(_is_int(c) and -1 <= c < NUM_CARDS for c in display), "display must hold 3 card ids or -1")
        s.display = list(display)
        need(_is_int(data["frog"]) and 0 <= data["frog"] < NUM_FOODS, "frog must be 0 to 4")
        s.frog = data["frog"]
        hands = data["hands"]
        need(isinstance(hands, list) and len(hands) == n, "one hand per player")
        s.hands = [int_list(h, "a hand") for h in hands]
        ponds = data["ponds"]
        need(isinstance(ponds, list) and len(ponds) == n, "one pond per player")
        s.ponds, s.downs = [], []
        for pond in ponds:
            need(isinstance(pond, list) and len(pond) == CELLS, "a pond has 15 spaces")
            cards, downs = [], []
            for entry in pond:
                if entry is None:
                    cards.append(-1)
                    downs.append(False)
                else:
                    need(isinstance(entry, list) and len(entry) == 2 and _is_int(entry[0])
                         and 0 <= entry[0] < NUM_CARDS and isinstance(entry[1], bool),
                         "a pond space is null or [card, face_down]")
                    cards.append(entry[0])
                    downs.append(entry[1])
            s.ponds.append(cards)
            s.downs.append(downs)
        tucked = data["tucked"]
        need(isinstance(tucked, list) and len(tucked) == n
             and all(isinstance(t, list) and len(t) == NUM_FOODS for t in tucked), "tucked: 5 lists per player")
        s.tucked = [[int_list(t, "tucked cards") for t in seat] for seat in tucked]
        need(_is_int(data["current"]) and 0 <= data["current"] < n, "bad current seat")
        s.current = data["current"]
        s.turns = int_list(data["turns"], "turns", 0, ROUNDS + 1)
        need(len(s.turns) == n, "one turn count per player")
        need(data["phase"] in PHASES, "unknown phase")
        s.phase = data["phase"]
        need(data["pending_leaf"] in (None, "jump", *LEAF_DRAW), "bad pending_leaf")
        s.pending_leaf = data["pending_leaf"]
        need(_is_int(data["tucks_left"]) and 0 <= data["tucks_left"] <= 5, "bad tucks_left")
        s.tucks_left = data["tucks_left"]
        s.jump_foods = int_list(data["jump_foods"], "jump_foods", 0, NUM_FOODS)
        played = data["played"]
        if played is not None:
            need(isinstance(played, list) and len(played) == 3 and _is_int(played[0]) and _is_int(played[1])
                 and 0 <= played[0] < NUM_CARDS and 0 <= played[1] < CELLS and isinstance(played[2], bool),
                 "played must be [card, cell, face_down]")
            s.played = (played[0], played[1], played[2])
        croaker = data["croaker"]
        if s.solo:
            need(isinstance(croaker, dict), "a solo position needs the Croaker")
            s.croaker_deck = int_list(croaker["deck"], "Croaker deck", 0, NUM_CROAKER)
            s.croaker_flipped = int_list(croaker["flipped"], "Croaker flipped cards", 0, NUM_CROAKER)
            need(sorted(s.croaker_deck + s.croaker_flipped) == list(range(NUM_CROAKER)),
                 "the Croaker's six cards must each be in its deck or flipped")
            need(_is_int(croaker["turns"]) and 0 <= croaker["turns"] <= ROUNDS, "bad Croaker turns")
            s.croaker_turns = croaker["turns"]
            s.croaker_taken = int_list(croaker["taken"], "Croaker's taken cards")
            last = croaker["last"]
            need(last is None or isinstance(last, dict), "bad Croaker last turn")
            s.croaker_last = dict(last) if last else None
        else:
            need(croaker is None, "only a solo game has the Croaker")
            need(s.phase != "croaker", "only a solo game has the Croaker's turn")
        need(_is_int(data["turn_id"]) and _is_int(data["reveal_count"]), "bad counters")
        s.turn_id, s.reveal_count = data["turn_id"], data["reveal_count"]
        log = data["log"]
        need(isinstance(log, list) and all(isinstance(x, str) for x in log), "log must be a list of strings")
        s.log = list(log)
        problems = census_problems(s)
        need(not problems, "; ".join(problems))
        need(s.phase != "take" or any(c >= 0 for c in s.display), "nothing to take: the display is empty")
        need(s.phase != "play" or bool(s.hands[s.current]), "nothing to play: the hand is empty")
        need(s.phase != "jump_tuck" or all(f in frog_foods(s.frog) for f in s.jump_foods),
             "jump_foods must be foods the jumping frog straddles")
        need((s.phase == "over") == (all(t >= ROUNDS for t in s.turns) and (not s.solo or s.croaker_turns >= ROUNDS)),
             "the game is over exactly when every seat has played 15 turns")
        return s


def component_census(state: PondscapeState) -> dict[str, int]:
    """How many of the 120 pond cards are in each zone (they always add up to 120)."""
    return {
        "deck": len(state.deck),
        "display": sum(1 for c in state.display if c >= 0),
        "hands": sum(len(h) for h in state.hands),
        "ponds": sum(1 for pond in state.ponds for c in pond if c >= 0),
        "tucked": sum(len(t) for seat in state.tucked for t in seat),
        "croaker": len(state.croaker_taken),
    }


def census_problems(state: PondscapeState) -> list[str]:
    """Every broken invariant: each card in exactly one place, the Croaker's six cards, phase data."""
    problems = []
    seen = list(state.deck)
    seen += [c for c in state.display if c >= 0]
    for h in state.hands:
        seen += h
    for pond in state.ponds:
        seen += [c for c in pond if c >= 0]
    for seat in state.tucked:
        for t in seat:
            seen += t
    seen += state.croaker_taken
    if len(seen) != NUM_CARDS or len(set(seen)) != NUM_CARDS:
        missing = sorted(set(range(NUM_CARDS)) - set(seen))
        dupes = sorted({c for c in seen if seen.count(c) > 1})
        problems.append(f"cards: {len(seen)} placed, missing {missing[:10]}, duplicated {dupes[:10]}")
    if state.solo and sorted(state.croaker_deck + state.croaker_flipped) != list(range(NUM_CROAKER)):
        problems.append("the Croaker's six cards are not all accounted for")
    if not 0 <= state.frog < NUM_FOODS:
        problems.append("the jumping frog is off the food row")
    for p, pond in enumerate(state.ponds):
        if sum(1 for c in pond if c >= 0) > state.turns[p] + (1 if p == state.current and state.played else 0):
            problems.append(f"seat {p} has more pond cards than turns played")
    if state.phase == "jump_tuck" and not state.jump_foods:
        problems.append("a jumping-frog tuck with no food open")
    if state.phase in ("special_tuck",) and state.tucks_left <= 0:
        problems.append("a special tuck with nothing left to tuck")
    return problems
