"""Koinobori's rules: the game state, its legal actions, and end-of-game scoring.

Plain Python, no pygame.  Read docs/rules/koinobori.md for the rules as implemented and
docs/positions/koinobori.md for the position format.

What a scene reads (all plain lists/ints; seats are 0-based, poles 0 = leftmost):
- ``flags[i]``: colour index of festival pole i's start flag.
- ``poles[i]``: the spaces of pole i from the bottom; each space is a list of card ids,
  bottom to top (more than one only where a Stack card covers another); the last id of
  each space is the visible card.  ``pole_closed(i)`` once it has 5 spaces.
- ``row``: the draw row, left to right; ``deck`` (top = last, hidden) and ``discard``.
- ``hands[p]`` (sorted), ``own_poles[p]`` (bottom to top, face down to others).
- ``level(p)`` / ``abilities(p)``: the ability row now in force for seat p.
- ``step``: "start", "take", "play", "ability" or "over"; ``ability`` names the pending
  ability ("move", "steal", "refresh" or "take") with ``ability_card`` / ``ability_pole``;
  ``plays_left`` / ``takes_left``; ``done_label()`` for the Done button.
- highlighting helpers: ``takeable_indices()``, ``play_targets(card)``,
  ``can_play_to_own_pole(card)``, ``move_sources()``, ``move_targets(source)``,
  ``steal_targets()``.
- ``scoring()``: the structured end-of-game scoring (see scoring.score_game).
"""
from __future__ import annotations

from bisect import insort
from typing import Any

from ..base import (Action, GameState, PositionError, ScoreSheet, Setup, rng_from_json,
                    rng_state_to_json)
from .actions import (ACTION_TYPES, Done, MoveTop, Pass, PlayCard, PlayToOwnPole, Refresh,
                      Steal, TakeCard)
from .data import (ABILITY_NAMES, ALL_CARDS, CARD_ABILITY, CARD_CARP, COLOUR_IDS, COLOUR_INDEX,
                   COLOUR_NAMES, FLAG_COLOURS, LEVELS, NUM_CARDS, NUM_FLAGS, OWN_POLE_SIZE,
                   POLE_SIZE, REFILL_AT, ROW_SIZE, STARTING_HAND, Level, card_name)
from .scoring import score_game, visible_tally

MIN_PLAYERS, MAX_PLAYERS = 2, 5
POSITION_VERSION = 1
STEPS = ("start", "take", "play", "ability", "over")
PENDING_ABILITIES = ("move", "steal", "refresh", "take")

# Every action object is made once; legal_actions() hands out these shared instances.
_MAX_POLES = NUM_FLAGS
_MAX_ROW = ROW_SIZE + 8
_TAKE = tuple(TakeCard(i) for i in range(_MAX_ROW))
_PLAY = tuple(tuple((PlayCard(c, p, False), PlayCard(c, p, True)) for p in range(_MAX_POLES))
              for c in range(NUM_CARDS))
_OWN = tuple(PlayToOwnPole(c) for c in range(NUM_CARDS))
_MOVE = tuple(tuple(MoveTop(s, t) for t in range(_MAX_POLES)) for s in range(_MAX_POLES))
_STEAL = tuple(Steal(p) for p in range(MAX_PLAYERS))
_DONE, _PASS, _REFRESH = Done(), Pass(), Refresh()
_IS_STACK = tuple(a == "stack" for a in CARD_ABILITY)


def _is_int(value: Any) -> bool:
    return type(value) is int


class KoinoboriState(GameState):
    TITLE = "koinobori"
    ACTION_TYPES = ACTION_TYPES

    def __init__(self) -> None:
        super().__init__()
        self.names: tuple[str, ...] = ()
        self.first_player = 0
        self.flags: list[int] = []
        self.poles: list[list[list[int]]] = []
        self.own_poles: list[list[int]] = []
        self.hands: list[list[int]] = []
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
        state.poles = [[] for _ in range(n + 1)]
        deck = list(range(NUM_CARDS))
        rng.shuffle(deck)
        first = setup.first_player
        if first is None:
            first = rng.randrange(n)
        state.first_player = state.current = first
        state.own_poles = [[] for _ in range(n)]
        state.hands = [[] for _ in range(n)]
        for _ in range(STARTING_HAND):
            for k in range(n):
                insort(state.hands[(first + k) % n], deck.pop())
        state.row = [deck.pop() for _ in range(min(ROW_SIZE, len(deck)))]
        state.deck = deck
        state.log.append(f"{state.names[first]} starts. Festival poles: "
                         + ", ".join(COLOUR_NAMES[f] for f in state.flags) + " flags.")
        return state

    # ------------------------------------------------------------------ basics
    @property
    def num_players(self) -> int:
        return len(self.names)

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

    # ------------------------------------------------------------------ prompts
    def prompt(self) -> str:
        if self.step == "over":
            return "The game is over."
        name = self.names[self.current]
        lv = LEVELS[len(self.own_poles[self.current])]
        if self.step == "start":
            if self.legal_actions() == [_PASS]:
                return f"{name}: you can neither take nor play a card, so you pass."
            return (f"{name}: take up to {lv.take} card(s) from the draw row, play up to "
                    f"{lv.play} card(s) onto festival poles, or put 1 card on your own pole.")
        if self.step == "take":
            return f"{name}: take up to {self.takes_left} more card(s), or finish."
        if self.step == "play":
            return f"{name}: play up to {self.plays_left} more card(s) onto festival poles, or end your turn."
        if self.ability == "move":
            return f"{name}: Move: choose a pole's top card and the pole to move it to, or skip."
        if self.ability == "steal":
            return f"{name}: Steal: choose a player to draw a random card from, or skip."
        if self.ability == "refresh":
            return f"{name}: Refresh: replace the whole draw row with 7 new cards, or skip."
        if self.ability == "take":
            return f"{name}: take up to {self.takes_left} card(s) from the draw row, or stop."
        return f"{name}: your move."

    def done_label(self) -> str | None:
        """Caption for the Done button, or None when Done is not legal now."""
        if self.step == "take":
            return "Stop taking (end turn)"
        if self.step == "play":
            return "End turn"
        if self.step == "ability":
            if self.ability == "take" and self.ability_taken:
                return "Stop taking"
            return "Skip ability"
        return None

    # ------------------------------------------------------------------ legal actions
    def _take_indices(self, player: int) -> range | tuple:
        row_len = len(self.row)
        lv = LEVELS[len(self.own_poles[player])]
        if not row_len or len(self.hands[player]) >= lv.hand:
            return ()
        if lv.take_anywhere:
            return range(row_len)
        return (0,) if row_len == 1 else (0, row_len - 1)

    def _play_actions(self, player: int, out: list) -> None:
        poles = self.poles
        open_poles = [i for i in range(len(poles)) if len(poles[i]) < POLE_SIZE]
        stackable = [i for i in open_poles if poles[i]]
        for card in self.hands[player]:
            table = _PLAY[card]
            for i in open_poles:
                out.append(table[i][0])
            if _IS_STACK[card]:
                for i in stackable:
                    out.append(table[i][1])

    def legal_actions(self) -> list[Action]:
        step = self.step
        if step == "over":
            return []
        p = self.current
        out: list[Action] = []
        if step == "start":
            for i in self._take_indices(p):
                out.append(_TAKE[i])
            self._play_actions(p, out)
            if len(self.own_poles[p]) < OWN_POLE_SIZE:
                for card in self.hands[p]:
                    out.append(_OWN[card])
            if not out:
                out.append(_PASS)
            return out
        if step == "play":
            self._play_actions(p, out)
        elif step == "take":
            for i in self._take_indices(p):
                out.append(_TAKE[i])
        else:
            ability = self.ability
            if ability == "take":
                for i in self._take_indices(p):
                    out.append(_TAKE[i])
            elif ability == "move":
                for s in self.move_sources():
                    for t in self.move_targets(s):
                        out.append(_MOVE[s][t])
            elif ability == "steal":
                for q in self.steal_targets():
                    out.append(_STEAL[q])
            elif ability == "refresh":
                out.append(_REFRESH)
        out.append(_DONE)
        return out

    # helpers for highlighting ----------------------------------------------------
    def takeable_indices(self) -> list[int]:
        """Row positions the current player may take from right now (empty if not taking)."""
        if self.step == "start" or self.step == "take" or (self.step == "ability" and self.ability == "take"):
            return list(self._take_indices(self.current))
        return []

    def play_targets(self, card: int) -> list[tuple[int, bool]]:
        """(pole, stack) pairs where the current player may play `card` now."""
        if self.step not in ("start", "play") or card not in self.hands[self.current]:
            return []
        return [(a.pole, a.stack) for a in self.legal_actions()
                if type(a) is PlayCard and a.card == card]

    def can_play_to_own_pole(self, card: int) -> bool:
        return self.check(_OWN[card] if _is_int(card) and 0 <= card < NUM_CARDS
                          else PlayToOwnPole(card)) is None

    def move_sources(self) -> list[int]:
        """Open poles with a carp card on top (for the Move ability), if another open pole exists."""
        opened = self.open_poles()
        if len(opened) < 2:
            return []
        return [i for i in opened if self.poles[i]]

    def move_targets(self, source: int) -> list[int]:
        return [i for i in self.open_poles() if i != source]

    def steal_targets(self) -> list[int]:
        p = self.current
        if len(self.hands[p]) >= LEVELS[len(self.own_poles[p])].hand:
            return []
        return [q for q in range(len(self.names)) if q != p and self.hands[q]]

    # ------------------------------------------------------------------ check
    def _ability_first(self) -> str:
        return f"First use or skip the {ABILITY_NAMES.get(self._ability_source(), 'card')} ability."

    def _ability_source(self) -> str:
        if self.ability_card is not None:
            return CARD_ABILITY[self.ability_card] or ""
        return self.ability or ""

    def check(self, action: Action) -> str | None:
        if self.step == "over":
            return "The game is over."
        checker = _CHECKERS.get(type(action))
        if checker is None:
            return "That is not a Koinobori move."
        return checker(self, action)

    def _check_take(self, action: TakeCard) -> str | None:
        index = action.index
        if not _is_int(index):
            return "That is not a place in the draw row."
        step = self.step
        if step == "play":
            return "You are playing cards this turn, so you cannot take cards now."
        if step == "ability" and self.ability != "take":
            return self._ability_first()
        p = self.current
        lv = LEVELS[len(self.own_poles[p])]
        row_len = len(self.row)
        if not row_len:
            return "The draw row is empty."
        if not 0 <= index < row_len:
            return "There is no card at that place in the draw row."
        if len(self.hands[p]) >= lv.hand:
            return f"Your hand limit is {lv.hand}; you cannot take more cards."
        if not lv.take_anywhere and index != 0 and index != row_len - 1:
            return "Take cards only from either end of the draw row (anywhere only from level 4)."
        return None

    def _check_play(self, action: PlayCard) -> str | None:
        card, pole, stack = action.card, action.pole, action.stack
        if not (_is_int(card) and _is_int(pole) and type(stack) is bool):
            return "That is not a card and a festival pole."
        step = self.step
        if step == "take":
            return "You are taking cards this turn, so you cannot play cards now."
        if step == "ability":
            return self._ability_first()
        if card not in self.hands[self.current]:
            return "That card is not in your hand."
        if not 0 <= pole < len(self.poles):
            return "There is no such festival pole."
        if len(self.poles[pole]) >= POLE_SIZE:
            return "That pole is closed: it already has 5 carp cards."
        if stack:
            if not _IS_STACK[card]:
                return "Only a card with the Stack icon can cover another card."
            if not self.poles[pole]:
                return "There is no carp card on that pole to cover; a flag cannot be covered."
        return None

    def _check_own(self, action: PlayToOwnPole) -> str | None:
        card = action.card
        if not _is_int(card):
            return "That is not a card."
        step = self.step
        if step == "take":
            return "You are taking cards this turn, so you cannot play cards now."
        if step == "ability":
            return self._ability_first()
        if step == "play":
            return ("A card on your own pole is a whole play action; you have already played "
                    "onto a festival pole this turn.")
        if card not in self.hands[self.current]:
            return "That card is not in your hand."
        if len(self.own_poles[self.current]) >= OWN_POLE_SIZE:
            return "Your pole is full: it holds only 3 cards (the level-4 card is never covered)."
        return None

    def _check_move(self, action: MoveTop) -> str | None:
        if self.step != "ability" or self.ability != "move":
            return "No Move ability is waiting to be used."
        source, target = action.source, action.target
        if not (_is_int(source) and _is_int(target)):
            return "Choose two festival poles."
        count = len(self.poles)
        if not (0 <= source < count and 0 <= target < count):
            return "There is no such festival pole."
        if source == target:
            return "Move the card to a different pole."
        if len(self.poles[source]) >= POLE_SIZE:
            return "The pole you move from is closed; abilities never touch closed poles."
        if not self.poles[source]:
            return "That pole has no carp card to move; flags stay where they are."
        if len(self.poles[target]) >= POLE_SIZE:
            return "The pole you move to is closed: it has no free space."
        return None

    def _check_steal(self, action: Steal) -> str | None:
        if self.step != "ability" or self.ability != "steal":
            return "No Steal ability is waiting to be used."
        q = action.player
        if not _is_int(q) or not 0 <= q < len(self.names):
            return "There is no such player."
        p = self.current
        if q == p:
            return "Steal from another player, not from yourself."
        limit = LEVELS[len(self.own_poles[p])].hand
        if len(self.hands[p]) >= limit:
            return f"Your hand limit is {limit}; you cannot take more cards."
        if not self.hands[q]:
            return f"{self.names[q]} has no cards in hand."
        return None

    def _check_refresh(self, action: Refresh) -> str | None:
        if self.step != "ability" or self.ability != "refresh":
            return "No Refresh ability is waiting to be used."
        return None

    def _check_done(self, action: Done) -> str | None:
        if self.step == "start":
            return "First take or play a card (you may pass only when you can do neither)."
        return None

    def _check_pass(self, action: Pass) -> str | None:
        if self.step != "start":
            return "You have already started your turn; use Done to finish it."
        if self.legal_actions() != [_PASS]:
            return "You can still take or play a card, so you may not pass."
        return None

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> None:
        self.require_legal(action)
        _APPLIERS[type(action)](self, action)

    def _name(self) -> str:
        return self.names[self.current]

    def _apply_take(self, action: TakeCard) -> None:
        p = self.current
        card = self.row.pop(action.index)
        insort(self.hands[p], card)
        self.log.append(f"{self.names[p]} takes {card_name(card)} from the draw row.")
        self.passes_in_a_row = 0
        lv = LEVELS[len(self.own_poles[p])]
        if self.step == "start":
            self.step = "take"
            self.takes_left = lv.take
        self.takes_left -= 1
        if self.step == "ability":
            self.ability_taken += 1
        if self.takes_left <= 0 or not self.row or len(self.hands[p]) >= lv.hand:
            self._finish_taking()

    def _finish_taking(self) -> None:
        self._refill()
        self.takes_left = 0
        if self.step == "take":
            self._end_turn()
        else:
            self._clear_ability()
            self._continue_play()

    def _draw(self) -> int | None:
        """The deck's top card; an empty deck is first rebuilt from the discard pile."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            self.log.append("The deck ran out: the discard pile is shuffled into a new deck.")
        return self.deck.pop()

    def _refill(self) -> None:
        row = self.row
        if len(row) > REFILL_AT:
            return
        drawn = 0
        while len(row) < ROW_SIZE:
            card = self._draw()
            if card is None:
                break
            row.append(card)
            drawn += 1
        if drawn:
            self.reveal_count += 1
            self.log.append(f"The draw row slides down and is refilled with {drawn} card(s).")
        elif len(row) < ROW_SIZE:
            self.log.append("The deck is empty: the draw row is not refilled.")

    def _apply_play(self, action: PlayCard) -> None:
        p, card, index = self.current, action.card, action.pole
        self.hands[p].remove(card)
        pole = self.poles[index]
        self.passes_in_a_row = 0
        if self.step == "start":
            self.step = "play"
            self.plays_left = LEVELS[len(self.own_poles[p])].play
        self.plays_left -= 1
        if action.stack:
            pole[-1].append(card)
            self.log.append(f"{self.names[p]} stacks {card_name(card)} over the top card of pole {index + 1}.")
        else:
            pole.append([card])
            self.log.append(f"{self.names[p]} plays {card_name(card)} on pole {index + 1}.")
        if len(pole) >= POLE_SIZE:
            self.log.append(f"Pole {index + 1} is complete and closes.")
            if self._all_complete():
                self._game_over()
                return
            self._continue_play()
            return
        ability = CARD_ABILITY[card]
        if ability is not None and ability != "stack":
            self._trigger(ability, card, index)
        else:
            self._continue_play()

    def _trigger(self, ability: str, card: int, pole: int) -> None:
        p = self.current
        name = ABILITY_NAMES[ability]
        if ability == "extra_play":
            self.plays_left += 1
            self.log.append(f"{name}: {self.names[p]} may play one more card.")
            self._continue_play()
            return
        if ability == "move":
            usable = bool(self.move_sources())
        elif ability == "steal":
            usable = bool(self.steal_targets())
        elif ability == "refresh":
            usable = bool(self.row or self.deck or self.discard)
        else:  # take1 / take2
            usable = bool(self._take_indices(p))
        if not usable:
            self.log.append(f"{name} has no effect now.")
            self._continue_play()
            return
        self.step = "ability"
        self.ability_card, self.ability_pole, self.ability_taken = card, pole, 0
        if ability == "take1" or ability == "take2":
            self.ability = "take"
            self.takes_left = 1 if ability == "take1" else 2
        else:
            self.ability = ability

    def _clear_ability(self) -> None:
        self.ability = self.ability_card = self.ability_pole = None
        self.ability_taken = 0
        self.takes_left = 0

    def _continue_play(self) -> None:
        """After a festival play (and its ability): go on playing or end the turn."""
        if self.plays_left > 0 and self.hands[self.current]:
            self.step = "play"
        else:
            self._end_turn()

    def _apply_own(self, action: PlayToOwnPole) -> None:
        p, card = self.current, action.card
        self.hands[p].remove(card)
        self.own_poles[p].append(card)
        self.passes_in_a_row = 0
        self.log.append(f"{self.names[p]} puts a card face down on their pole and reaches level "
                        f"{len(self.own_poles[p]) + 1}.")
        self._end_turn()

    def _apply_move(self, action: MoveTop) -> None:
        space = self.poles[action.source].pop()
        target = self.poles[action.target]
        target.append(space)
        self.log.append(f"Move: {self._name()} moves {card_name(space[-1])} from pole "
                        f"{action.source + 1} to pole {action.target + 1}.")
        if len(target) >= POLE_SIZE:
            self.log.append(f"Pole {action.target + 1} is complete and closes.")
            if self._all_complete():
                self._game_over()
                return
        self._clear_ability()
        self._continue_play()

    def _apply_steal(self, action: Steal) -> None:
        victim = self.hands[action.player]
        card = victim.pop(self.rng.randrange(len(victim)))
        insort(self.hands[self.current], card)
        self.reveal_count += 1
        self.log.append(f"Steal: {self._name()} draws a random card from {self.names[action.player]}'s hand.")
        self._clear_ability()
        self._continue_play()

    def _apply_refresh(self, action: Refresh) -> None:
        self.discard.extend(self.row)
        self.row = []
        while len(self.row) < ROW_SIZE:
            card = self._draw()
            if card is None:
                break
            self.row.append(card)
        self.reveal_count += 1
        self.log.append(f"Refresh: {self._name()} discards the draw row and lays out {len(self.row)} new cards.")
        if self._take_indices(self.current):
            self.ability = "take"
            self.takes_left = 1
            self.ability_taken = 0
        else:
            self._clear_ability()
            self._continue_play()

    def _apply_done(self, action: Done) -> None:
        step = self.step
        if step == "take":
            self._finish_taking()
        elif step == "play":
            self._end_turn()
        else:
            if self.ability == "take" and self.ability_taken:
                self._finish_taking()
                return
            if self.ability:
                self.log.append(f"{self._name()} does not use the {ABILITY_NAMES.get(self._ability_source(), '')} ability.")
            self._clear_ability()
            self._continue_play()

    def _apply_pass(self, action: Pass) -> None:
        self.log.append(f"{self._name()} can neither take nor play, and passes.")
        self.passes_in_a_row += 1
        if self.passes_in_a_row >= len(self.names):
            self.log.append("Every player passed in a row: the game ends.")
            self._game_over()
            return
        self._end_turn()

    def _end_turn(self) -> None:
        self.step = "start"
        self.plays_left = 0
        self._clear_ability()
        self.current = (self.current + 1) % len(self.names)
        self.turn_id += 1

    def _all_complete(self) -> bool:
        for pole in self.poles:
            if len(pole) < POLE_SIZE:
                return False
        return True

    def _game_over(self) -> None:
        self.step = "over"
        self.plays_left = 0
        self._clear_ability()
        self.turn_id += 1
        self.reveal_count += 1  # the personal poles are revealed
        self._scoring = None
        result = self.scoring()
        self.log.append("Every festival pole is complete: the game ends." if self._all_complete()
                        else "The game ends.")
        for entry in result["poles"]:
            self.log.append(f"Pole {entry['pole'] + 1} scores {entry['colour_name']} at {entry['value']}.")
        winners = " and ".join(self.names[w] for w in result["winners"])
        best = max(result["totals"])
        self.log.append(f"{winners} win{'s' if len(result['winners']) == 1 else ''} with "
                        f"{best} point{'' if abs(best) == 1 else 's'}.")

    # ------------------------------------------------------------------ scoring
    def scoring(self) -> dict:
        """Structured end-of-game scoring (see scoring.score_game); before the end it is
        the provisional result if the game ended now."""
        if self.step == "over":
            if self._scoring is None:
                self._scoring = score_game(self.poles, self.flags, self.own_poles)
            return self._scoring
        return score_game(self.poles, self.flags, self.own_poles)

    def score_sheet(self) -> ScoreSheet:
        result = self.scoring()
        categories = [f"Pole {i + 1}" for i in range(len(self.poles))] + ["Unscored carp"]
        rows = []
        for p in range(len(self.names)):
            row = {f"Pole {e['pole'] + 1}": e["points"][p] for e in result["poles"]}
            row["Unscored carp"] = result["penalties"][p]["points"]
            rows.append(row)
        notes = [f"Pole {e['pole'] + 1}: {e['colour_name']} scores, value {e['value']}"
                 + {"majority": "", "cascade": " (after ties)", "flag": " (all tied: flag colour)"}[e["via"]]
                 for e in result["poles"]]
        if self.step != "over":
            notes.insert(0, "Provisional: the game is not over.")
        return ScoreSheet(players=list(self.names), categories=categories, rows=rows,
                          winners=list(result["winners"]),
                          tiebreak="The rulebook has no tie-break: tied players share the victory.",
                          notes=notes)

    # ------------------------------------------------------------------ views
    def view(self, player: int | None) -> dict:
        over = self.step == "over"
        n = len(self.names)
        data = {
            "title": self.TITLE,
            "players": list(self.names),
            "viewer": player,
            "current": self.current_player(),
            "step": self.step,
            "prompt": self.prompt(),
            "done_label": self.done_label(),
            "ability": self.ability,
            "ability_card": self.ability_card,
            "ability_pole": self.ability_pole,
            "plays_left": self.plays_left,
            "takes_left": self.takes_left,
            "flags": [COLOUR_IDS[f] for f in self.flags],
            "poles": [[list(space) for space in pole] for pole in self.poles],
            "pole_closed": [len(pole) >= POLE_SIZE for pole in self.poles],
            "row": list(self.row),
            "deck_count": len(self.deck),
            "discard": list(self.discard),
            "hands": [list(self.hands[q]) if q == player else None for q in range(n)],
            "hand_counts": [len(h) for h in self.hands],
            "own_poles": [list(self.own_poles[q]) if (over or q == player) else None for q in range(n)],
            "own_pole_heights": [len(o) for o in self.own_poles],
            "levels": [self.level(q) for q in range(n)],
            "abilities": [self.abilities(q)._asdict() for q in range(n)],
            "turn_id": self.turn_id,
            "reveal_count": self.reveal_count,
        }
        data["scoring_cards"] = (self.scoring()["scoring_cards"] if over
                                 else {c: "negative" for c in COLOUR_IDS})
        if player is not None and player == self.current_player():
            data["legal_actions"] = [a.to_json() for a in self.legal_actions()]
            data["takeable"] = self.takeable_indices()
        if over:
            data["scoring"] = self.scoring()
        return data

    def describe_action(self, action: Action) -> str:
        """Action text with card names, for the client's log or tooltips."""
        if type(action) is PlayCard and _is_int(action.card) and 0 <= action.card < NUM_CARDS:
            how = "stack over the top card of" if action.stack else "play on"
            return f"{how.capitalize()} pole {action.pole + 1}: {card_name(action.card)}"
        if type(action) is TakeCard and _is_int(action.index) and 0 <= action.index < len(self.row):
            return f"Take {card_name(self.row[action.index])}"
        if type(action) is Done:
            return self.done_label() or "Done"
        return action.describe()

    # ------------------------------------------------------------------ positions
    def to_position(self) -> dict:
        return {
            "title": self.TITLE,
            "version": POSITION_VERSION,
            "players": list(self.names),
            "first_player": self.first_player,
            "flags": [COLOUR_IDS[f] for f in self.flags],
            "poles": [[list(space) for space in pole] for pole in self.poles],
            "own_poles": [list(o) for o in self.own_poles],
            "hands": [list(h) for h in self.hands],
            "row": list(self.row),
            "deck": list(self.deck),
            "discard": list(self.discard),
            "current": self.current,
            "step": self.step,
            "plays_left": self.plays_left,
            "takes_left": self.takes_left,
            "ability": self.ability,
            "ability_card": self.ability_card,
            "ability_pole": self.ability_pole,
            "ability_taken": self.ability_taken,
            "passes_in_a_row": self.passes_in_a_row,
            "turn_id": self.turn_id,
            "reveal_count": self.reveal_count,
            "log": list(self.log),
            "rng": rng_state_to_json(self.rng),
        }

    @classmethod
    def from_position(cls, data: dict) -> "KoinoboriState":
        if not isinstance(data, dict):
            raise PositionError("a position must be an object")
        if data.get("title") != cls.TITLE:
            raise PositionError(f"not a Koinobori position (title {data.get('title')!r})")
        if data.get("version") != POSITION_VERSION:
            raise PositionError(f"unsupported position version {data.get('version')!r}")
        state = cls()
        players = _field(data, "players", list)
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS or not all(isinstance(p, str) for p in players):
            raise PositionError("players must be 2 to 5 names")
        n = len(players)
        state.names = tuple(players)
        state.first_player = _int(data, "first_player", 0, n - 1)
        flags = _field(data, "flags", list)
        if len(flags) != n + 1:
            raise PositionError(f"flags must list {n + 1} start flags for {n} players")
        try:
            state.flags = [COLOUR_INDEX[f] for f in flags]
        except (KeyError, TypeError):
            raise PositionError(f"flags must be colour names from {list(COLOUR_IDS)}") from None
        if len(set(state.flags)) != len(state.flags):
            raise PositionError("each start flag appears only once")
        poles = _field(data, "poles", list)
        if len(poles) != n + 1:
            raise PositionError("poles must have one entry per start flag")
        state.poles = []
        for i, pole in enumerate(poles):
            if not isinstance(pole, list) or len(pole) > POLE_SIZE:
                raise PositionError(f"pole {i} must be a list of at most {POLE_SIZE} spaces")
            spaces = []
            for space in pole:
                cards = _card_list(space, f"pole {i} space")
                if not cards:
                    raise PositionError(f"pole {i} has an empty space")
                spaces.append(cards)
            state.poles.append(spaces)
        state.own_poles = _card_lists(data, "own_poles", n, OWN_POLE_SIZE)
        state.hands = [sorted(h) for h in _card_lists(data, "hands", n, None)]
        state.row = _card_list(data.get("row"), "row")
        if len(state.row) > ROW_SIZE:
            raise PositionError(f"the draw row holds at most {ROW_SIZE} cards")
        state.deck = _card_list(data.get("deck"), "deck")
        state.discard = _card_list(data.get("discard"), "discard")
        state.current = _int(data, "current", 0, n - 1)
        step = data.get("step")
        if step not in STEPS:
            raise PositionError(f"step must be one of {list(STEPS)}")
        state.step = step
        state.plays_left = _int(data, "plays_left", 0, 99)
        state.takes_left = _int(data, "takes_left", 0, 99)
        ability = data.get("ability")
        if ability is not None and ability not in PENDING_ABILITIES:
            raise PositionError(f"ability must be null or one of {list(PENDING_ABILITIES)}")
        if (ability is None) != (step != "ability"):
            raise PositionError("an ability is pending exactly when step is 'ability'")
        state.ability = ability
        state.ability_card = _opt_int(data, "ability_card", 0, NUM_CARDS - 1)
        state.ability_pole = _opt_int(data, "ability_pole", 0, n)
        state.ability_taken = _int(data, "ability_taken", 0, 99)
        state.passes_in_a_row = _int(data, "passes_in_a_row", 0, n)
        state.turn_id = _int(data, "turn_id", 0, None)
        state.reveal_count = _int(data, "reveal_count", 0, None)
        log = _field(data, "log", list)
        if not all(isinstance(line, str) for line in log):
            raise PositionError("log must be a list of strings")
        state.log = list(log)
        state.rng = rng_from_json(data.get("rng"))
        if step == "take" and state.takes_left < 1:
            raise PositionError("a take step needs takes_left >= 1")
        if step == "play" and state.plays_left < 1:
            raise PositionError("a play step needs plays_left >= 1")
        if ability == "take" and state.takes_left < 1:
            raise PositionError("a pending take ability needs takes_left >= 1")
        problems = component_census(state)
        if problems:
            raise PositionError("; ".join(problems))
        if step != "over" and state._all_complete():
            raise PositionError("every festival pole is complete, so the step must be 'over'")
        return state


# --------------------------------------------------------------------- position helpers
def _field(data: dict, name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind):
        raise PositionError(f"{name} must be a {kind.__name__}")
    return value


def _int(data: dict, name: str, low: int, high: int | None) -> int:
    value = data.get(name)
    if type(value) is not int or value < low or (high is not None and value > high):
        bound = f"{low}..{high}" if high is not None else f">= {low}"
        raise PositionError(f"{name} must be an integer {bound}")
    return value


def _opt_int(data: dict, name: str, low: int, high: int) -> int | None:
    if data.get(name) is None:
        return None
    return _int(data, name, low, high)


def _card_list(value: Any, what: str) -> list[int]:
    if not isinstance(value, list):
        raise PositionError(f"{what} must be a list of card ids")
    for card in value:
        if type(card) is not int or not 0 <= card < NUM_CARDS:
            raise PositionError(f"{what} holds {card!r}, not a card id 0..{NUM_CARDS - 1}")
    return list(value)


def _card_lists(data: dict, name: str, n: int, limit: int | None) -> list[list[int]]:
    value = data.get(name)
    if not isinstance(value, list) or len(value) != n:
        raise PositionError(f"{name} must hold one list per player")
    lists = [_card_list(v, f"{name}[{i}]") for i, v in enumerate(value)]
    if limit is not None and any(len(x) > limit for x in lists):
        raise PositionError(f"each of {name} holds at most {limit} cards")
    return lists


# --------------------------------------------------------------------- invariants
def component_census(state: KoinoboriState) -> list[str]:
    """Every component accounted for: the problems found (empty when all is well).

    All 81 carp cards appear exactly once among deck, row, discard, hands, personal poles
    and festival poles (covered cards included); the festival poles carry distinct start
    flags, one more than the players; no pole exceeds its size; no hand exceeds its limit.
    """
    problems = []
    seen: list[int] = []
    seen += state.deck
    seen += state.row
    seen += state.discard
    for hand in state.hands:
        seen += hand
    for own in state.own_poles:
        seen += own
    for pole in state.poles:
        for space in pole:
            seen += space
    if len(seen) != NUM_CARDS or set(seen) != ALL_CARDS:
        missing = sorted(ALL_CARDS - set(seen))
        doubled = sorted({c for c in seen if seen.count(c) > 1})
        problems.append(f"{len(seen)} carp cards found, expected {NUM_CARDS} "
                        f"(missing {missing[:10]}, repeated {doubled[:10]})")
    n = len(state.names)
    if len(state.flags) != n + 1 or len(set(state.flags)) != len(state.flags):
        problems.append("the festival poles need one distinct start flag each, players + 1 of them")
    if not all(0 <= f < NUM_FLAGS for f in state.flags):
        problems.append("unknown start flag")
    if len(state.poles) != len(state.flags):
        problems.append("one festival pole per start flag")
    for i, pole in enumerate(state.poles):
        if len(pole) > POLE_SIZE:
            problems.append(f"pole {i + 1} has more than {POLE_SIZE} cards")
        if any(not space for space in pole):
            problems.append(f"pole {i + 1} has an empty space")
    for p in range(n):
        if len(state.own_poles[p]) > OWN_POLE_SIZE:
            problems.append(f"{state.names[p]}'s pole holds more than {OWN_POLE_SIZE} cards")
        if len(state.hands[p]) > LEVELS[min(len(state.own_poles[p]), OWN_POLE_SIZE)].hand:
            problems.append(f"{state.names[p]} holds more cards than the hand limit")
    if len(state.row) > ROW_SIZE:
        problems.append("the draw row holds more than 7 cards")
    return problems


_CHECKERS = {
    TakeCard: KoinoboriState._check_take,
    PlayCard: KoinoboriState._check_play,
    PlayToOwnPole: KoinoboriState._check_own,
    MoveTop: KoinoboriState._check_move,
    Steal: KoinoboriState._check_steal,
    Refresh: KoinoboriState._check_refresh,
    Done: KoinoboriState._check_done,
    Pass: KoinoboriState._check_pass,
}

_APPLIERS = {
    TakeCard: KoinoboriState._apply_take,
    PlayCard: KoinoboriState._apply_play,
    PlayToOwnPole: KoinoboriState._apply_own,
    MoveTop: KoinoboriState._apply_move,
    Steal: KoinoboriState._apply_steal,
    Refresh: KoinoboriState._apply_refresh,
    Done: KoinoboriState._apply_done,
    Pass: KoinoboriState._apply_pass,
}
