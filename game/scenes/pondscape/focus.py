"""What the keyboard reaches on Pondscape's table (issue 30): the display, the hand, the pond's
spaces, the food cards and the frog's lit spots; after the game, the other ponds (to see each).  Enter on a hand card picks it up, Enter on a
space plays it (F turns it to water first), Enter on a food card tucks it; Esc puts it back."""
from __future__ import annotations

import pygame

from ...ui.focus import Target, visible_parts
from ..common.firsttab import FirstTab


# the area each step of a turn works in (the ring goes there when the step changes)
ASKED = {"take": "display", "play": "hand", "jump": "frog", "jump_tuck": "food", "special_tuck": "food"}


class PondFocus(FirstTab):
    """table_targets() and back_out() of `PondscapeScene`."""

    def table_targets(self) -> list[Target]:
        asked = ASKED.get(self.state.phase)   # the area the turn's step works in: preferred
        out = [Target(pygame.Rect(rect), ("slot", s), "display", preferred=asked == "display")
               for s, rect in enumerate(self.slot_rects)]
        if self.focus == self.viewer:
            out += [Target(rect, ("hand", card), "hand", preferred=asked == "hand")
                    for card, rect in zip(self.hand, visible_parts(self.hand_rects))]
            out += [Target(pygame.Rect(rect), ("cell", c), "pond") for c, rect in enumerate(self.cell_rects)]
            out += [Target(pygame.Rect(rect), ("food", f), "food", preferred=asked == "food")
                    for f, rect in enumerate(self.food_rects)]
        out += [Target(self.boundary_rect(p), ("frog", p), "frog", preferred=asked == "frog")
                for p in sorted(self.jump_targets)]
        return out

    def focus_activate(self, target: Target) -> None:
        """Enter on a hand card picks it up (on the flip button, turns it): when the lesson
        teaches (or the hint suggests) a move with the card picked, the ring goes on to the next
        place that move is made at, the pond space or food card (a play-test's stayed behind,
        the outlined space out of the keys' way)."""
        moves = len(self.match.actions)
        super().focus_activate(target)
        if len(self.match.actions) != moves:
            return
        self.ring_goes_on()

    def ring_goes_on(self) -> None:
        """With a card picked: the ring goes on to the next place the taught (or hinted) move
        is made at (after Enter, or after F turned the card as taught: a Japanese play-test's
        stayed on the Flip button, and the next Enter turned the card back)."""
        if self.selected is None:
            return
        guide = self.lesson if self.lesson is not None and self.lesson.active else None
        action = guide.expected() if guide is not None else self.hinted
        if getattr(action, "card", None) != self.selected:
            return
        rects = self.hint_rects(action)   # (the card picked is no longer outlined)
        there = next((t for t in self.focus_targets() if rects and rects[0].collidepoint(t.at)), None)
        if there is not None:
            self.focus_ring.key = there.key

    def lesson_place(self, name: str) -> list[pygame.Rect]:
        """A lesson's "movement cards": the movement cards over the display (its notes say
        which one a taken card lies under); else a layout zone (TableScene.lesson_place)."""
        if name == "movement cards":
            return [pygame.Rect(r) for r in self.move_rects]
        return super().lesson_place(name)

    def focus_phase(self):
        """The ring follows the turn's step (take, play, jump, tuck) to the area it works in."""
        return (self.state.phase, self.state.current_player())

    def over_targets(self) -> list[Target]:
        """After the game a click on another pond shows it full size, one on the pond back."""
        out = [Target(pygame.Rect(rect), ("pond of", seat), "ponds") for seat, rect in self.other_rects.items()]
        if self.focus_override is not None:
            out.append(Target(self.layout.zone("pond"), "own pond", "ponds"))
        return out

    def choice_keep_clear(self) -> list[pygame.Rect]:
        """The places that glow for a click now, which a tooltip must not hide (a review's, for
        a pond space under the ring, covered half the spaces the picked card could go to): the
        free spaces while a card is held, the display cards to take, the food cards to tuck
        under, the frog's lit spots."""
        out = []
        if self.selected is not None or self.drag is not None:
            out += [pygame.Rect(self.cell_rects[c]) for c in self.legal_cells if 0 <= c < len(self.cell_rects)]
        out += [pygame.Rect(self.slot_rects[s]) for s in self.legal_slots if 0 <= s < len(self.slot_rects)]
        out += [pygame.Rect(self.food_rects[f]) for f in self.legal_foods if 0 <= f < len(self.food_rects)]
        out += [self.boundary_rect(p) for p in self.jump_targets]
        return out

    def back_out(self) -> bool:
        if self.selected is None:
            return False
        self.selected = None
        self.face_down = False
        self._build_buttons()
        return True
