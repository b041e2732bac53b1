"""What the player may do now: the legal actions, the read-only target queries a scene highlights
from, and check(), which explains every refusal in the rulebook's words."""
from __future__ import annotations

from ...i18n import _
from ..base import Action
from .actions import BeginTurn, CroakerTurn, Done, Jump, Play, Take, Tuck, food_name
from .board import CELLS, DISPLAY_SLOTS, TUCK_PHASES, frog_after, frog_foods, is_int
from .data import NUM_CARDS, NUM_FOODS

# Every action object is built once; listing legal actions only indexes these tables.
TAKE = tuple(Take(s) for s in range(DISPLAY_SLOTS))
PLAY = tuple(Play(card, cell, fd) for card in range(NUM_CARDS) for cell in range(CELLS) for fd in (False, True))
JUMP = (None, Jump(1), Jump(2))
TUCK = tuple(Tuck(card, food) for card in range(NUM_CARDS) for food in range(NUM_FOODS))
DONE = Done()
CROAKER = CroakerTurn()
BEGIN = BeginTurn()
ALL_FOODS = tuple(range(NUM_FOODS))


class Legality:
    """Mixin of PondscapeState: reads the state, never changes it."""

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
        if phase == "begin":
            return [BEGIN]
        return []

    def forced_action(self) -> Action | None:
        """A turn that begins with an empty display is the seat's automatic step."""
        return BEGIN if self.phase == "begin" else None

    # --- targets a scene highlights (all empty when that kind of move is not legal now) -----
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

    def jump_targets(self) -> dict[int, int]:
        """{frog position after the jump: steps} for each legal jump of the jumping frog."""
        if self.phase != "jump":
            return {}
        return {frog_after(self.frog, a.steps): a.steps for a in self.legal_actions() if type(a) is Jump}

    def can_finish_tucking(self) -> bool:
        """Whether Done (stop tucking; the rest of a tuck is optional) is legal now."""
        return self.phase in TUCK_PHASES

    # --- checking ---------------------------------------------------------------------
    def check(self, action: Action) -> str | None:
        phase = self.phase
        if phase == "over":
            return _("The game is over.")
        kind = type(action)
        if phase == "croaker":
            return None if kind is CroakerTurn else _("It is the Croaker's turn.")
        if phase == "begin":
            return None if kind is BeginTurn else _("First the turn begins: the display is empty.")
        if kind is BeginTurn:
            return _("A turn begins by itself.")
        if kind is CroakerTurn:
            return (_("The Croaker plays only in the solo game.") if not self.solo
                    else _("The Croaker plays after your turn."))
        if kind is Take:
            if phase != "take":
                return _("You already took a card this turn.") if phase == "play" else self._finish_first()
            slot = action.slot
            if not is_int(slot) or not 0 <= slot < DISPLAY_SLOTS:
                return _("The display has three slots: under movement cards 0, 1 and 2.")
            if self.display[slot] < 0:
                return _("That display slot is empty.")
            return None
        if kind is Play:
            if phase == "take":
                return _("First take a card from the display.")
            if phase != "play":
                return self._already_played()
            if action.card not in self.hands[self.current]:
                return _("That card is not in your hand.")
            cell = action.cell
            if not is_int(cell) or not 0 <= cell < CELLS:
                return _("Your pond has 15 spaces: 3 rows of 5.")
            if self.ponds[self.current][cell] >= 0:
                return _("That pond space is taken: a placed card never moves.")
            if not isinstance(action.face_down, bool):
                return _("Choose face up or face down.")
            return None
        if kind is Jump:
            if phase != "jump":
                return self._not_now(_("The jumping frog moves only when a card's effect tells it to."))
            if action.steps not in (1, 2) or isinstance(action.steps, bool):
                return _("The jumping frog moves 1 or 2 borders forward.")
            return None
        if kind is Tuck:
            if phase not in TUCK_PHASES:
                return self._not_now(_("You may tuck cards only during a jumping-frog action or a desert tree frog's "
                                       "special tuck."))
            if action.card not in self.hands[self.current]:
                return _("That card is not in your hand.")
            food = action.food
            if not is_int(food) or not 0 <= food < NUM_FOODS:
                return _("There is no such food card.")
            if phase == "jump_tuck" and food not in self.jump_foods:
                a, b = frog_foods(self.frog)
                if food in (a, b):
                    return _("You already tucked a card under your {food} in this jump.").format(food=food_name(food))
                return _("The jumping frog straddles the {food} and the {other}: tuck only under those.").format(
                    food=food_name(a), other=food_name(b))
            return None
        if kind is Done:
            if phase in TUCK_PHASES:
                return None
            return self._not_now(_("There is no tuck to finish."))
        return _("Pondscape has no such move.")

    def _finish_first(self) -> str:
        phase = self.phase
        if phase == "special_tuck":
            return _("Finish the desert tree frog's special tuck first.")
        if phase == "jump":
            return _("Move the jumping frog 1 or 2 borders forward first.")
        if phase == "jump_tuck":
            return _("Finish tucking under the jumping frog's foods first.")
        if phase == "play":
            return _("Play a card from your hand first.")
        return _("Take a card from the display first.")

    def _already_played(self) -> str:
        """Why a second Play is refused: the card of this turn is played, and what comes first."""
        phase = self.phase
        if phase == "special_tuck":
            return _("You already played a card this turn: finish the desert tree frog's special tuck first.")
        if phase == "jump":
            return _("You already played a card this turn: move the jumping frog 1 or 2 borders forward first.")
        if phase == "jump_tuck":
            return _("You already played a card this turn: finish tucking under the jumping frog's foods first.")
        return _("You already played a card this turn: take a card from the display first.")

    def _not_now(self, reason: str) -> str:
        if self.phase in ("take", "play"):
            return reason
        return self._finish_first()
