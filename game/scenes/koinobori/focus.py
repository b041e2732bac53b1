"""What the keyboard reaches on Koinobori's table (issue 30): the hand, the draw row, each
festival pole (the space a card would go to, and its top card to cover), the personal pole and,
for the steal ability, the other players.  Enter on a hand card picks it up, Enter on a pole
plays it there; Esc puts it back.

Tab goes by area: the hand, the draw row, the festival poles, your own pole (an area of its
own: inside the poles' area a play-test never reached it by Tab), the players.  With a hand card
chosen the areas where it can go come right after the hand (the poles, your pole) and the row
last, and Tab lands on a place the rules let the card go to (they glow); Enter on the row then
puts the chosen card back first and says so, rather than take a card with the choice still
shown (a play-test's first Tab after choosing went to the row, and Enter there took a card).
The arrows ← → go from pole to the neighbouring pole, to its place nearest in height (by the
nearest place in any direction a pole of another height was skipped: a play-test's → went from
pole 1 to pole 3)."""
from __future__ import annotations

import pygame

from ...i18n import N_, _
from ...ui import theme
from ...ui.focus import Target, neighbour, visible_parts
from ..common.firsttab import FirstTab
from ..common.tablefocus import WAITING

CHOICE_PUT_BACK = N_("The card you chose is put back in your hand: press Enter on this card again to take it.")


class KoinoboriFocus(FirstTab):
    """table_targets(), focus_neighbour() and back_out() of `KoinoboriScene`."""

    def table_targets(self) -> list[Target]:
        st = self.state
        chosen = self.selected is not None
        hand = [Target(rect, ("hand", card), "hand") for card, rect in zip(self.hand_cards, visible_parts(self.hand_rects))]
        row = [Target(pygame.Rect(rect), ("row", k), "row",
                      activate=(lambda k=k, rect=rect: self._row_with_a_choice(k, rect)) if chosen else None)
               for k, rect in enumerate(self.row_rects)]
        poles = []
        glowing = getattr(self, "targets", {})   # pole -> {stack?}: the rules' answer for the chosen card
        for pole, column in enumerate(self.columns):
            slots, filled = self.slot_rects[pole], len(st.poles[pole])
            free = pygame.Rect(slots[filled]) if filled < len(slots) else pygame.Rect(column)
            poles.append(Target(free, ("pole", pole), "poles", preferred=chosen and False in glowing.get(pole, ())))
            if filled:
                poles.append(Target(pygame.Rect(slots[filled - 1]), ("top", pole), "poles",
                                    preferred=chosen and True in glowing.get(pole, ()),
                                    spare=self._top_badges(pole)))
        own = [Target(pygame.Rect(self.own_zone), "own", "own", ring=self._own_ring(),
                      preferred=chosen and bool(getattr(self, "own_ok", False)))]
        out = hand + (poles + own + row if chosen else row + poles + own)
        if st.step == "ability" and st.ability == "steal":
            out += [Target(pygame.Rect(rect), ("player", q), "players") for q, rect in enumerate(self.player_rects)]
        return out

    def _own_ring(self) -> pygame.Rect:
        """Where the ring goes round your own pole: its drop zone less a band at the top, so the
        ring stays below the pole's heading ("Your pole · Level 2  2 points now"), which it cut
        through (a play-test); Enter still clicks the zone's centre."""
        band = theme.FOCUS_GAP + 6
        zone = self.own_zone
        return pygame.Rect(zone.x, zone.y + band, zone.w, max(20, zone.h - band))

    def _top_badges(self, pole: int) -> tuple:
        """The badges on a pole's top card ("Cover", "Moving": board.py), which the ring round
        the card leaves standing over it (it hid "Moving": a play-test)."""
        top = self.slot_rects[pole][len(self.state.poles[pole]) - 1].midtop
        words = ([N_("Cover")] if True in getattr(self, "targets", {}).get(pole, ()) else []) \
            + ([N_("Moving")] if self.move_source == pole else [])
        return tuple(self.badge_box(_(word), top) for word in words)

    def _row_with_a_choice(self, k: int, rect: pygame.Rect) -> None:
        """Enter on the draw row while a hand card is chosen: the choice is put back first (and
        said), the card is not taken yet; Enter again takes it."""
        self.selected = None
        self.refresh()
        self.refuse(CHOICE_PUT_BACK, rect.center)

    def focus_neighbour(self, targets: list[Target], here: Target, step: tuple[int, int]) -> Target | None:
        """← / → on a festival pole: the neighbouring pole's place nearest in height (its free
        space or its top card); elsewhere, and past the last pole, the nearest place that way."""
        dx, dy = step
        key = here.key
        if dy == 0 and isinstance(key, tuple) and key[0] in ("pole", "top"):
            pole = key[1] + dx
            if 0 <= pole < len(self.columns):
                there = [t for t in targets if isinstance(t.key, tuple) and t.key[0] in ("pole", "top")
                         and t.key[1] == pole]
                if there:
                    y = here.where[1]
                    return min(there, key=lambda t: (abs(t.where[1] - y), t.key[0] != "top"))
        return neighbour(targets, here, step)

    def choice_keep_clear(self) -> list[pygame.Rect]:
        """The spaces the picked card (or the top card to move) can go: "Play here", the top
        card to cover, "Move here", your own pole's free place."""
        if self.selected is None and self.move_source is None:
            return []
        out = []
        for i, slots in enumerate(self.slot_rects):
            n = len(self.state.poles[i])
            if self.selected is not None and i in self.targets:
                if False in self.targets[i] and n < len(slots):
                    out.append(slots[n])
                if True in self.targets[i] and n:
                    out.append(slots[n - 1])
            if self.move_source is not None and i in self.move_targets and n < len(slots):
                out.append(slots[n])
        if self.selected is not None and self.own_ok:
            out.append(self.own_rects[min(len(self.state.own_poles[self.viewer]), len(self.own_rects) - 1)])
        return out

    def look_targets(self) -> list[Target]:
        """Your own pole, to turn its cards face up or down while the turn waits for End turn."""
        if not self.state.own_poles[self.viewer]:
            return []
        return [Target(pygame.Rect(self.own_zone), ("own", WAITING), "own", ring=self._own_ring())]

    def back_out(self) -> bool:
        if self.selected is None and self.move_source is None:
            return False
        self.selected = None
        self.move_source = None
        self.refresh()
        return True
