"""Pondscape's motion: after each action the rules' event list (what happened, step by step) is
turned into tweens and flashes, and the tweens' cards are drawn on top of the table."""
from __future__ import annotations

from ...ui.anim import Flash, Tween
from .geometry import DISPLAY_CARD, FOOD_CARD, HAND_CARD, MINI

CROAKER_CARD = (72, 100)


class PondAnimations:
    """Mixin of PondscapeScene."""

    def on_applied(self, action, before) -> None:
        events = self.state.events_view(self.viewer)
        self._note_recent(events, self._acting)
        hand_before = {card: rect.copy() for card, rect in zip(self.hand, self.hand_rects)}
        hand_zone = self.hand_zone
        deck_rect = self.layout.zone("deck")
        croaker_zone = self.others_zone
        delay = 0
        for ev in events:
            kind = ev["type"]
            if kind == "take":
                self.anims.add(Tween(self.slot_rects[ev["slot"]].topleft, self._hand_target(ev["seat"]),
                                     {"card": ev["card"], "size": HAND_CARD, "hide": ("hand", ev["card"])}))
            elif kind == "refill":
                self.anims.add(Tween(deck_rect.topleft, self.slot_rects[ev["slot"]].topleft,
                                     {"card": ev["card"], "size": DISPLAY_CARD, "hide": ("slot", ev["slot"])},
                                     delay=delay + 200))
            elif kind == "frog":
                self.anims.add(Tween((ev["from"], 0), (ev["from"] + ev["steps"], 0),
                                     {"frog": True}, duration=350, delay=delay))
                delay += 350
            elif kind == "play":
                start = hand_before.get(ev["card"], hand_zone).topleft
                if ev["seat"] != self.focus and ev["seat"] in self.other_rects:   # from that seat's hand
                    box = self.other_rects[ev["seat"]]
                    start = (box.right - 24, box.y + 46)
                if ev["seat"] == self.focus:
                    end = self.cell_rects[ev["cell"]].topleft
                    size = self.cell_size
                else:
                    end = self._mini_cell(ev["seat"], ev["cell"]).topleft
                    size = MINI
                self.anims.add(Tween(start, end, {"card": ev["card"], "water": ev["face_down"], "size": size,
                                                  "hide": ("cell", ev["seat"], ev["cell"])}))
                self.anims.add(Flash(("cell", ev["seat"], ev["cell"])))
            elif kind == "tuck":
                start = hand_before.get(ev.get("card"), hand_zone).topleft
                self.anims.add(Tween(start, self.food_rects[ev["food"]].topleft, {"back": True, "size": FOOD_CARD}))
                self.anims.add(Flash(("food", ev["food"])))
            elif kind == "draw":
                for i in range(ev["count"]):
                    self.anims.add(Tween(deck_rect.topleft, (hand_zone.x + 10 * i, hand_zone.y + 30),
                                         {"back": True, "size": HAND_CARD}, delay=60 * i))
            elif kind == "croaker_card":
                self.anims.add(Flash(("croaker", ev["card"]), duration=1400))
                delay = 300
            elif kind == "croaker_take":
                self.anims.add(Tween(self.slot_rects[ev["slot"]].topleft, (croaker_zone.x + 10, croaker_zone.y + 88),
                                     {"card": ev["card"], "size": DISPLAY_CARD, "to_size": CROAKER_CARD},
                                     duration=350, delay=delay + 150))
                self.anims.add(Flash(("slot", ev["slot"]), duration=1300))
                delay += 500

    def _hand_target(self, seat: int) -> tuple[int, int]:
        """Where a taken card lands: the new last place of the hand shown, or that seat's box."""
        if seat == self.focus:
            n = len(self.hand) + 1
            return self.hand_card_rect(n - 1, n).topleft
        rect = self.other_rects.get(seat)
        return rect.topleft if rect else self.others_zone.topleft

    def _draw_tween(self, surface, t: Tween) -> None:
        payload = t.payload
        if not isinstance(payload, dict) or payload.get("frog"):
            return
        size = payload.get("size", HAND_CARD)
        if "to_size" in payload:   # shrink on the way (sizes rounded so only a few are cached)
            p = t.progress
            w = round((size[0] + (payload["to_size"][0] - size[0]) * p) / 6) * 6
            size = (w, round(w * size[1] / size[0]))
        if payload.get("back") or payload.get("card") is None:
            image = self.art.back(size)
        else:
            image = self._card_image(payload["card"], payload.get("water", False), size)
        surface.blit(image, t.pos)
