"""Applying a player's action: take, play, the leaf effects (draw, jumping frog), tucking, and
moving on to the next turn or the end of the game."""
from __future__ import annotations

from ...i18n import _, ngettext, pgettext
from ..base import Action, IllegalAction
from .actions import BeginTurn, CroakerTurn, Done, Jump, Play, Take, Tuck, cell_name, food_name, slot_name
from .board import DISPLAY_SLOTS, ROUNDS, frog_after, frog_foods
from .data import BACK_LEAF, FRONT_LEAF, LEAF_DRAW, SPECIAL_TUCK, card_name


class TurnFlow:
    """Mixin of PondscapeState: every change of the state goes through apply()."""

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
        elif kind is BeginTurn:
            self._begin_turn()
        else:  # pragma: no cover - check() refuses these
            raise IllegalAction(_("Pondscape has no such move."))

    def _move_frog(self, steps: int, who: str | None) -> None:
        """Move the jumping frog for player `who` (a name; None: the Croaker)."""
        start = self.frog
        self.frog = frog_after(self.frog, steps)
        self.events.append({"type": "frog", "from": start, "to": self.frog, "steps": steps})
        a, b = frog_foods(self.frog)
        if who is None:
            self.log.append(_("The Croaker moves the jumping frog {steps} to sit between the {food} and the "
                              "{other}.").format(steps=steps, food=food_name(a), other=food_name(b)))
        else:
            self.log.append(_("{player} moves the jumping frog {steps} to sit between the {food} and the "
                              "{other}.").format(player=who, steps=steps, food=food_name(a), other=food_name(b)))

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
        self.log.append(_("{player} takes {card} from the {slot} slot.").format(
            player=self.names[p], card=card_name(card), slot=slot_name(slot)))
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
            self.log.append(_("{player} places a water card at {space}.").format(player=self.names[p],
                                                                                 space=cell_name(cell)))
            self.pending_leaf = BACK_LEAF[card]
        else:
            self.log.append(_("{player} places {card} at {space}.").format(
                player=self.names[p], card=card_name(card), space=cell_name(cell)))
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
            if got == draw:
                self.log.append(ngettext("{player} draws {n} card.", "{player} draws {n} cards.", got).format(
                    player=self.names[p], n=got))
            else:
                self.log.append(ngettext("{player} draws {n} card. The pond deck is empty.",
                                         "{player} draws {n} cards. The pond deck is empty.", got).format(
                    player=self.names[p], n=got))
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
        self.log.append(_("{player} tucks a card under their {food}.").format(player=self.names[p],
                                                                              food=food_name(food)))
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
        """The seat's turn starts; with an empty display what follows is its own automatic
        step ("begin", applied by the match once the turn before is final)."""
        self.phase = "take"
        if not any(card >= 0 for card in self.display):
            self.phase = "begin"

    def _begin_turn(self) -> None:
        p = self.current
        self.phase = "play"
        if self.hands[p]:
            self.log.append(_("The display is empty: {player} takes no card.").format(player=self.names[p]))
            return
        self.log.append(_("{player} has no card to take or play and passes.").format(player=self.names[p]))
        self._end_turn()

    def _game_over(self) -> None:
        self.phase = "over"
        sheet = self.score_sheet()
        totals = sheet.totals()
        parts = pgettext("list separator", ", ").join(
            pgettext("a player and their score", "{player} {points}").format(player=name, points=total)
            for name, total in zip(self.names, totals))
        self.log.append(_("The game is over: {scores}.").format(scores=parts))

        for note in sheet.notes:
            self.log.append(note)
