"""What the keyboard reaches on Paddy's table (issue 30): the hand's cards, the animal reserve,
the 64 plots (arrows move over them as laid on the ground, whatever their height) and, in the
waterfall step, the edges where a waterfall may go (an area of their own: Tab).

Dragging is pick-up / put-down: Space on your animal picks it up (as a drag begins), Enter or
Space on a plot puts it there, on the reserve sends it back; Esc puts it back where it was.
While it is held the ring reaches only the plots and the reserve (Tab between the two).
Enter on a plot is a click there, as ever (an animal from the reserve where one may go).  While a tile is
in hand the focused plot is the tile's corner (its 2×2 box's top-left, as the ghost shows),
and R turns it, as with the mouse."""
from __future__ import annotations

import pygame

from ...i18n import N_
from ...rules.paddy import PlaceAnimal
from ...ui.focus import Target, button_targets, neighbour
from ..common.firsttab import FirstTab
from ..common.tablefocus import WAITING


class PaddyFocus(FirstTab):
    """table_targets(), look_targets() and back_out() of `PaddyScene`."""

    # a carried animal goes to a plot or back to the reserve, an area of its own: say how
    picked_up_words = N_("Picked up: the arrows carry it, Tab goes between the board and the reserve, "
                         "Enter or Space puts it down, Esc puts it back.")

    def move_begins_at(self, action) -> list[pygame.Rect]:
        """An animal from the reserve is placed by Enter on its plot alone (a click there), so
        the plot is where that move begins too: after a tile placed by keys the ring stays on it
        (the info box reads it), not sent to the reserve."""
        rects = self.hint_rects(action)
        if isinstance(action, PlaceAnimal) and action.src < 0:
            return rects
        return rects[:1]

    def focus_neighbour(self, targets: list[Target], here: Target, step: tuple[int, int]) -> Target | None:
        """While an edge is chosen for a waterfall the arrows stay on the edges (the nearest one
        that way; none: the ring stays), Tab leaves them (a play-test's arrows left the edges for
        the hand's card)."""
        if here.group == "edges":
            return neighbour([t for t in targets if t.group == "edges"], here, step)
        return neighbour(targets, here, step)

    def choice_keep_clear(self) -> list[pygame.Rect]:
        """The places that glow for a click now, which a tooltip (the pointer's or the ring's)
        must not hide (a play-test's, on a plot or a card, lay over them): the plots round a
        picked-up animal it can go to (and the reserve it can go back to), the plots a picked
        event card can be played on, the plots an animal from the reserve can go to, the plots
        whose dot places the tile in hand, the plots of the tiles that may be removed and the
        edges a waterfall may go on."""
        out = []
        art, step = self.art, self.state.step
        if self.sel_animal is not None:
            out += [art.face_rect(c) for c in self.animal_dsts if 0 <= c < 64]
            if self.sel_animal in self.return_ok:
                out.append(pygame.Rect(self.reserve_rect))
        if self.sel_event:
            out += [art.face_rect(c) for c in self.event_targets if 0 <= c < 64]
        if not self.my_turn or self.sel_event or self.sel_animal is not None:
            return out
        if step == "animals":   # (animal_dsts: from the reserve, nothing picked)
            out += [art.face_rect(c) for c in self.animal_dsts if 0 <= c < 64]
        elif step == "paddy" and self.tile_size:
            # the dot drawn for each legal place of the tile and the plot it lies on (a click
            # there places the tile)
            for a in self.anchors:
                point = art.anchor_point(a, self.tile_size, self.rotation)
                cell = art.cell_at(point)
                out.append(art.face_rect(cell) if cell is not None else pygame.Rect(point, (0, 0)).inflate(14, 14))
        elif step == "erode":
            out += [art.face_rect(c) for c in self.remove_cells]
        elif step == "waterfall":
            out += [art.edge_mark(c, side).inflate(4, 4) for c, side in self.wf_moves]
        return out

    def look_targets(self) -> list[Target]:
        """"Harvest now?", the past harvests and the level numbers only show: reachable while
        the turn waits for End turn, as their clicks are (`look_at`), and so are a harvest's rows."""
        return self._harvest_targets() + button_targets(self.view_buttons(), "buttons", tag=WAITING)

    def _harvest_targets(self) -> list[Target]:
        """The rows of a harvest shown in the hand's place (Harvests, Harvest now?): the ring on
        one shows its terrace on the board, as the pointer on it does (a play-test's ↑ went from
        the panel to Menu: the panel said to point at a row, and the keyboard could not)."""
        if self.show_harvest is None:
            return []
        first = self.harvest_scroll
        return [Target(pygame.Rect(rect), ("harvest row", first + k), "harvest")
                for k, (rect, _t) in enumerate(self.harvest_rows)]

    def table_targets(self) -> list[Target]:
        st, art = self.state, self.art
        out: list[Target] = []
        if self.focus_ring.held is not None:
            # an animal picked up (Space) goes down on a plot or back to the reserve, nowhere
            # else: Tab goes between the board and the reserve (a play-test's Tab went to
            # "Harvest now?", its arrows to Rules and Done, looking for the reserve)
            out.append(Target(pygame.Rect(self.reserve_rect), "reserve", "reserve"))
            return out + self._plot_targets()
        if self.show_harvest is None:
            out += [Target(pygame.Rect(rect), ("card", kind, value), "hand") for kind, value, rect in self.hand_cards]
            if st.step == "animals" or self.sel_animal is not None or self.return_ok:
                out.append(Target(pygame.Rect(self.reserve_rect), "reserve", "hand"))
        out += self._harvest_targets()
        if st.step == "draft":
            return out
        if st.step == "waterfall" and not self.sel_event:
            for cell, side in self.wf_moves:
                mark = art.edge_mark(cell, side)
                out.append(Target(mark.inflate(4, 4), ("edge", cell, side), "edges", point=mark.center,
                                  place=self._ground(cell, mark.center)))
        return out + self._plot_targets()

    def _plot_targets(self) -> list[Target]:
        """The plots the ring stands on (those a click reaches)."""
        st, art = self.state, self.art
        out: list[Target] = []
        placing = st.step == "paddy" and self.tile_size and self.sel_card is not None and self.sel_half is not None
        for cell in range(64):
            face = art.cell_rect(cell)
            if face.w < 4 or face.h < 4:
                continue   # hidden behind the stacks in front: no click reaches it either
            point = art.anchor_point(cell, self.tile_size, self.rotation) if placing else face.center
            movable = self._own_animal_at(cell) and (cell in self.animal_srcs or cell in self.return_ok)
            out.append(Target(pygame.Rect(face), ("plot", cell), "board", point=point, place=self._ground(cell),
                              drag=movable))
        return out

    def _ground(self, cell: int, at: tuple[int, int] | None = None) -> tuple[int, int]:
        """Where a plot lies on the ground (a raised plot is drawn higher): the arrows move by it.
        `at`: a point on the plot (an edge), kept beside it in the same direction."""
        r, c = divmod(cell, 8)
        art = self.art
        x, y = art.floor.x + c * art.w + art.w // 2, art.floor.y + r * art.d + art.d // 2
        if at is None:
            return (x, y)
        face = art.cell_rect(cell)
        return (x + (at[0] - face.centerx) // 2, y + (at[1] - face.centery) // 2)

    def back_out(self) -> bool:
        if self.sel_card is None and self.sel_half is None and not self.sel_event and self.sel_animal is None:
            return False
        self._clear_selection()
        return True
