"""The Croaker, the solo game's automa: after each of the player's turns it flips one of its six
cards, moves the jumping frog and removes a display card from the game."""
from __future__ import annotations

from ...i18n import _
from .actions import slot_name
from .board import NUM_CROAKER, ROUNDS
from .data import CROAKER_CARDS, card_name


class CroakerAutoma:
    """Mixin of PondscapeState: the CroakerTurn action (applied through TurnFlow.apply)."""

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
        self.log.append(_("The Croaker flips a card: frog {moves}, {slot} slot.").format(moves=moves,
                                                                                        slot=slot_name(slot)))
        frog_from = self.frog
        if moves:
            self._move_frog(moves, None)
        taken = self.display[slot]
        refill = -1
        if taken >= 0:
            self.display[slot] = -1
            self.croaker_taken.append(taken)
            self.events.append({"type": "croaker_take", "slot": slot, "card": taken})
            self.log.append(_("The Croaker removes {card} from the {slot} slot.").format(card=card_name(taken),
                                                                                         slot=slot_name(slot)))
            self._refill()
            refill = self.display[slot]
        else:
            self.log.append(_("The Croaker finds that display slot empty."))
        self.croaker_turns += 1
        reshuffled = False
        if not self.croaker_deck:
            self._shuffle_croaker()
            reshuffled = True
            self.log.append(_("The Croaker shuffles its six cards into a new deck."))

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
