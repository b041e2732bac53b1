"""What a seat may see and read: the prompt for the decision pending, each seat's columns, and
the view with other seats' hands and secret choices hidden."""
from __future__ import annotations

from typing import Any

from ...i18n import N_, _, ngettext
from . import data as D
from .common import COLOURS

# The steps whose prompt is the same whatever the position (with the seat's name).
STEP_PROMPTS = {
    "invade": N_("{player}: choose the column your harlequin invades."),
    "flowerbed": N_("{player}: choose a column for your flower bed."),
    "garden": N_("{player}: choose a garden tile to use."),
    "place": N_("{player}: place a card from your hand."),
    "orchard": N_("{player}: take a face-up orchard card."),
    "begin": N_("{player}'s turn begins with the revealed card."),
    "leaf": N_("The round is over: {player} takes the sticky leaf."),
}


# What a seat is doing, for every seat to read (public_prompt); the prompt speaks to the mover.
PUBLIC_PROMPTS = {
    "choose": N_("{player} chooses a card to reveal (secretly)."),
    "draft": N_("{player} drafts a card from the pool."),
    "discard": N_("{player} discards down to the hand limit."),
    "picnic": N_("{player} takes food tiles at the picnic."),
    "invade": N_("{player} chooses the column the harlequin invades."),
    "flowerbed": N_("{player} chooses a column for the flower bed."),
    "garden": N_("{player} chooses a garden tile to use."),
    "place": N_("{player} places a card from the hand."),
    "orchard": N_("{player} takes a face-up orchard card."),
}


class ViewMixin:
    """prompt(), tableau() and view() of LadybirdState (read-only)."""

    # ------------------------------------------------------------------ prompt
    def prompt(self) -> str:
        step = self.step
        if step == "over":
            return _("The game is over.")
        p = self.current_player()
        name = self.players[p]
        if step == "choose":
            if self.solo:
                return _("{player}: choose a card from your hand to place.").format(player=name)
            return _("{player}: choose a card to reveal (secretly).").format(player=name)
        if step == "draft":
            if self.draft_stage == D.ANY_STAGE:
                return _("{player}: take any card from the pool.").format(player=name)
            st = D.stage_word(self.draft_stage)
            # a harlequin is offered only when one lies in the pool (a play-test read the offer
            # with none there)
            harlequin = any(c >= 0 and D.IS_HARLEQUIN[c] for c in self.pool)
            if self._stage_in_pool(self.draft_stage):
                if harlequin:
                    return _("{player}: draft {stage} (or a harlequin) from the pool.").format(player=name, stage=D.a(st))
                return _("{player}: draft {stage} from the pool.").format(player=name, stage=D.a(st))
            if harlequin:
                return _("{player}: no {stage} in the pool: draw 2 from the deck (or take a harlequin).").format(
                    player=name, stage=st)
            return _("{player}: no {stage} in the pool: draw 2 from the deck.").format(player=name, stage=st)
        if step == "discard":
            extra = self.cards_over_limit(p)
            return ngettext("{player}: discard {n} card (hand limit {limit}).",
                            "{player}: discard {n} cards (hand limit {limit}).", extra).format(
                player=name, n=extra, limit=D.HAND_LIMIT)
        if step == "picnic":
            if self.picnic_extra:
                return _("{player}: honeydew! take another food tile, or stop.").format(player=name)
            return _("{player}: take a food tile.").format(player=name)
        if step in STEP_PROMPTS:
            return _(STEP_PROMPTS[step]).format(player=name)
        return ""

    def public_prompt(self) -> str:
        """What the seat to act is doing, in words every seat may read."""
        if self.step in PUBLIC_PROMPTS and not (self.solo and self.step == "choose"):
            return _(PUBLIC_PROMPTS[self.step]).format(player=self.players[self.current_player()])
        return self.prompt()


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
                # every hand is shown face up once the game is over (players want to see them)
                "hand": list(self.hands[q]) if q == player or self.step == "over" else None,
                "hand_count": len(self.hands[q]),
                "revealed": shown,
                "shown": self.shown[q],   # what the seat revealed this round (public once revealed)
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
            "picnic_extra": self.picnic_extra,
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
