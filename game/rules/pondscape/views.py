"""What a seat may see: the prompt, the decision in progress and view(), which hides other seats'
hands and the fronts of their water cards."""
from __future__ import annotations

from ...i18n import N_, _, ngettext
from ..base import AUTOMA
from .actions import food_name
from .board import CELLS, TITLE, frog_foods
from .data import FOODS, card_name, face_text


class Views:
    """Mixin of PondscapeState: read-only."""

    def prompt(self) -> str:
        phase = self.phase
        if phase == "take":
            return _("Take a card from the display.")
        if phase == "play":
            return _("Play a card from your hand into your pond: face up, or face down as water.")
        if phase == "special_tuck":
            return ngettext("Desert tree frog: tuck up to {n} card from your hand under any of your food cards, "
                            "or finish.",
                            "Desert tree frog: tuck up to {n} cards from your hand under any of your food cards, "
                            "or finish.", self.tucks_left).format(n=self.tucks_left)
        if phase == "jump":
            return _("Move the jumping frog 1 or 2 borders forward.")
        if phase == "jump_tuck":
            foods = self.jump_foods
            if len(foods) == 2:
                return _("Tuck up to one card from your hand under each of your {food} and your {other}, or finish.").format(
                    food=food_name(foods[0]), other=food_name(foods[1]))
            if len(foods) == 1:
                return _("Tuck up to one card from your hand under your {food}, or finish.").format(
                    food=food_name(foods[0]))
            return _("Tuck up to one card from your hand under your food cards, or finish.")
        if phase == "croaker":
            return _("The Croaker takes its turn.")
        if phase == "begin":
            return _("The display is empty: {player}'s turn begins without a card to take.").format(
                player=self.names[self.current])
        return _("The game is over.")


    def public_prompt(self) -> str:
        """What the seat to act is doing, in words every seat may read."""
        text = {"take": N_("{player} takes a card from the display."),
                "play": N_("{player} plays a card into their pond."),
                "special_tuck": N_("{player} tucks cards under food cards (desert tree frog)."),
                "jump": N_("{player} moves the jumping frog."),
                "jump_tuck": N_("{player} may tuck a card under a food card.")}.get(self.phase)
        if text is None or self.current_player() is None or self.current_player() < 0:
            return self.prompt()
        return _(text).format(player=self.names[self.current])

    def pending(self) -> dict:
        """The decision in progress, for a scene: phase, seat and the effect being resolved."""
        return {"phase": self.phase, "seat": self.current_player(), "tucks_left": self.tucks_left,
                "jump_foods": list(self.jump_foods), "pending_leaf": self.pending_leaf,
                "played": list(self.played) if self.played else None,
                "frog_foods": list(frog_foods(self.frog))}

    def _pending_view(self, viewer: int | None) -> dict:
        """pending() as `viewer` may see it: the front of a water card being resolved is
        the mover's secret."""
        data = self.pending()
        played = data["played"]
        if played and played[2] and viewer != self.current:
            data["played"] = [None, played[1], True]
        return data

    @staticmethod
    def card_faces(card: int) -> dict:
        """Both sides of a card, for a placement preview: what it gives face up and as water."""
        return {"card": card, "name": card_name(card), "front": face_text(card, False),
                "water": face_text(card, True)}

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

    def events_view(self, player: int | None) -> list[dict]:
        """The last action's steps as `player` may see them (view()["events"] without the rest)."""
        return [self._event_view(e, player) for e in self.events]

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
            "pending": self._pending_view(player),
            "events": self.events_view(player),
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
