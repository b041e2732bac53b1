"""What just happened at Pondscape's table: each other seat's last turn (and the Croaker's) stays
marked until the person at the screen acts (each person: what came since their own last move): the spaces it filled and the food cards it tucked
under framed in its colour, the display slot it took from badged with its shape, and the jumping
frog's move drawn as an arrow along the food row.

Read from the rules' event list of each action (`events_view`: only what the viewer may see),
noted in `on_applied`, drawn by `_draw_recent` (draw only)."""
from __future__ import annotations

import pygame

from ...i18n import _, ngettext
from ...rules.base import AUTOMA
from ...rules.pondscape.data import NUM_FOODS, card_name
from ...ui import draw, theme
from ...ui import paint

CROAKER_COLOUR = (120, 170, 90)


def _fresh(at: int) -> dict:
    return {"cells": set(), "foods": set(), "slots": {}, "frog": None, "at": at}


class RecentMoves:
    """Mixin of PondscapeScene."""

    trail: dict
    _trail_last: object = None
    _clock = 0   # actions noted so far: when each seat last moved, and each person last acted
    # undo puts them back (turnflow.py), with each seat's last score change (scorelive.py)
    MARK_ATTRS = ("trail", "_acted_at", "_trail_last", "_clock", "_seen", "score_changes")

    def _note_recent(self, events: list[dict], mover) -> None:
        """Add an action's events to its mover's marks; a person's action means they have seen
        the others' (with two people at the table, each sees what came since their own move)."""
        if not hasattr(self, "trail"):
            self.trail = {}
            self._acted_at: dict = {}
        if mover is None:
            return
        self._clock += 1
        if mover != AUTOMA and not self.computers.is_computer(mover):
            self._acted_at[mover] = self._clock
        if mover != self._trail_last or mover not in self.trail:
            self.trail[mover] = _fresh(self._clock)   # a new turn of that seat: its older marks go
        self._trail_last = mover
        marks = self.trail[mover]
        marks["at"] = self._clock
        for ev in events:
            kind = ev["type"]
            if kind == "play":
                marks["cells"].add(ev["cell"])
            elif kind == "tuck":
                marks["foods"].add(ev["food"])
            elif kind in ("take", "croaker_take"):
                marks["slots"][ev["slot"]] = ev.get("card")
            elif kind == "frog":
                start = marks["frog"][0] if marks["frog"] else ev["from"]
                marks["frog"] = (start, ev["to"], ev["steps"] + (marks["frog"][2] if marks["frog"] else 0))

    def forget_marks(self, seat: int) -> None:
        """That seat took its move back (online): its marks go."""
        getattr(self, "trail", {}).pop(seat, None)
        self._trail_last = None

    def shown_trail(self) -> dict:
        """The marks drawn now: every other seat's made since the viewer last acted."""
        trail = getattr(self, "trail", {})
        seen = getattr(self, "_acted_at", {}).get(self.viewer, 0)
        return {s: m for s, m in trail.items() if s != self.viewer and m["at"] > seen}

    @staticmethod
    def seat_colour(seat) -> tuple:
        return CROAKER_COLOUR if seat == AUTOMA else theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)]

    # --- drawing ---------------------------------------------------------------------------------
    def _draw_recent(self, surface) -> None:
        for seat, marks in self.shown_trail().items():
            colour = self.seat_colour(seat)
            if seat in getattr(self, "other_rects", {}) and not self.view["solo"]:
                for cell in marks["cells"]:
                    paint.rect(surface, colour, self._mini_cell(seat, cell).inflate(4, 4), 2, border_radius=4)
                for food in marks["foods"]:
                    paint.rect(surface, colour, self.mini_food_rect(seat, food), 2, border_radius=4)
            for slot in marks["slots"]:
                self._slot_badge(surface, seat, slot, colour)
            if marks["frog"] is not None:
                self._frog_arrow(surface, marks["frog"], colour)

    def mini_food_rect(self, seat: int, food: int) -> pygame.Rect:
        box = self.other_rects[seat]
        return pygame.Rect(box.x + 5 + 34 * food, box.bottom - 21, 32, 20)

    def _slot_badge(self, surface, seat, slot: int, colour) -> None:
        """The mover's mark on the movement card above the slot it took from."""
        move = self.move_rects[slot]
        paint.rect(surface, colour, move.inflate(6, 6), 3, border_radius=8)
        centre = (move.right - 2, move.y + 2)
        if seat == AUTOMA:
            paint.circle(surface, colour, centre, 9)
            paint.circle(surface, theme.INK, centre, 9, 2)
        else:
            draw.player_shape(surface, seat, centre, 18)

    def _frog_arrow(self, surface, frog: tuple[int, int, int], colour) -> None:
        """An arrow under the food row from where the frog sat to where it sits (round the end of
        the row when it wrapped)."""
        start, end, steps = frog
        y = self.row_rects[0].bottom + 6
        x0, x1 = self.frog_point(start)[0], self.frog_point(end)[0]
        if end < start:   # wrapped past the spider
            right = self.row_rects[-1].right + 6
            left = self.row_rects[0].x - 6
            paint.line(surface, colour, (x0, y), (right, y), 4)
            paint.line(surface, colour, (left, y), (x1, y), 4)
        else:
            paint.line(surface, colour, (x0, y), (x1, y), 4)
        paint.circle(surface, colour, (x0, y), 5)
        paint.polygon(surface, colour, [(x1, y), (x1 - 10, y - 6), (x1 - 10, y + 6)])

    def recent_tip_lines(self, slot: int) -> list[str]:
        """Who took the card from this slot last (for the movement card's tooltip)."""
        lines = []
        for seat, marks in self.shown_trail().items():
            if slot in marks["slots"]:
                card = marks["slots"][slot]
                what = card_name(card) if card is not None and card >= 0 else _("a card")
                if seat == AUTOMA:
                    lines.append(_("The Croaker removed the {card} from this slot.").format(card=what))
                else:
                    lines.append(_("{name} took the {card} from this slot.").format(name=self.view["players"][seat],
                                                                                  card=what))
        return lines

    def frog_tip_line(self) -> str | None:
        for seat, marks in self.shown_trail().items():
            if marks["frog"] is not None:
                who = _("The Croaker") if seat == AUTOMA else self.view["players"][seat]
                n = marks["frog"][2]
                return ngettext("{name} moved it {n} border (the arrow under the food row).",
                                "{name} moved it {n} borders (the arrow under the food row).", n).format(name=who, n=n)
        return None


assert NUM_FOODS == 5   # mini_food_rect places five food icons 34 px apart
