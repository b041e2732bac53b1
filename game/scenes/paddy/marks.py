"""What the other seats just did, kept on Paddy's table until the person acts: the tile each laid
(its plots outlined in the seat's colour), its animals' moves as arrows (a ring where one came from
the reserve), its waterfall framed, and the two cards it played beside its name in the players panel.

Only the moves' facts are kept (from the actions as they land); the rules decided them.  A seat's
marks are replaced when it starts a new turn, and the others' all go when the person at the screen
acts; the person's own are kept (never drawn for them) so that the next person, after the hot-seat
hand-off, sees them too.
"""
from __future__ import annotations

import math

import pygame

from ...i18n import _
from ...rules.paddy import PlaceAnimal, PlacePaddy, PlaceWaterfall, ReturnAnimal
from ...rules.paddy.geometry import half_word
from ...ui import draw, theme
from ...ui.anim import Tween
from ...ui.tooltip import Tooltip
from ...ui import paint

MARK_CARD = (16, 22)      # the played cards drawn in a players-panel row
GLIDE_START = (22, 30)    # a played card's size as it leaves the seat's hand (the backs' size, panels.py)
MARK_SHAPE = 14          # the seat's shape on its last move's tile and waterfall (not colour alone)


class PaddyMarksMixin:
    """`last_moves` and their drawing for `PaddyScene`."""

    last_moves: dict
    MARK_ATTRS = ("last_moves",)   # put back as they were by an undo (turnflow.py)

    def note_move(self, mover: int | None, turn: int, action, by_person: bool) -> None:
        """Remember `action` of `mover` (made in turn `turn`); a person's own action clears them all."""
        if mover is None:
            return
        if by_person:   # the others' marks go; the person's own move is kept for the next person to see
            own = self.last_moves.get(mover)
            self.last_moves = {mover: own} if own is not None else {}
        mark = self.last_moves.get(mover)
        if mark is None or mark["turn"] != turn:
            mark = self.last_moves[mover] = {"turn": turn, "tile": (), "cards": None, "animals": [], "water": None}
        st = self.state
        if isinstance(action, PlacePaddy):
            mark["cards"] = (action.card, action.half)
            mark["tile"] = tuple(st.tiles[st.new_tile][3]) if action.tile and st.new_tile in st.tiles else ()
        elif isinstance(action, PlaceAnimal):
            mark["animals"].append((action.src, action.dst))
        elif isinstance(action, ReturnAnimal):
            mark["animals"].append((action.cell, -1))
        elif isinstance(action, PlaceWaterfall):
            mark["water"] = (action.cell, action.side)

    def forget_marks(self, seat: int) -> None:
        """That seat took its move back (online): its marks and the run's changes go."""
        self.last_moves.pop(seat, None)
        self.now_delta, self._delta_run = None, None

    def marks_to_show(self) -> list[tuple[int, dict]]:
        """The seats' marks to draw now (not the viewer's own; none once the game is over)."""
        if self.state.is_over():
            return []
        return [(q, m) for q, m in sorted(self.last_moves.items()) if q != self.viewer]

    # ---- on the board
    def _draw_last_moves(self, surface) -> None:
        for q, mark in self.marks_to_show():
            colour = theme.PLAYER_COLOURS[q % len(theme.PLAYER_COLOURS)]
            if mark["tile"]:
                self._mark_plots(surface, mark["tile"], colour, 3)
                # whose mark it is by shape as well as colour (several seats' marks can be up at once)
                top = min(mark["tile"], key=lambda c: (self.art.cell_rect(c).y, self.art.cell_rect(c).x))
                corner = self.art.cell_rect(top).topright
                draw.player_shape(surface, q, (corner[0] - 9, corner[1] + 9), MARK_SHAPE)
            if mark["water"] is not None:
                rect = self._water_rect(*mark["water"])
                if rect is not None:
                    paint.rect(surface, (20, 18, 16), rect.inflate(10, 10), 4, border_radius=6)
                    paint.rect(surface, colour, rect.inflate(8, 8), 2, border_radius=6)
                    draw.player_shape(surface, q, (rect.right + 2, rect.y - 2), MARK_SHAPE)
            for src, dst in mark["animals"]:
                if src >= 0 and dst >= 0:
                    self._arrow(surface, self.animal_spot(src, 0, 1), self.animal_spot(dst, 0, 1), colour)
                elif dst >= 0:   # from the reserve: a ring where it landed
                    paint.circle(surface, (20, 18, 16), self.animal_spot(dst, 0, 1), 19, 4)
                    paint.circle(surface, colour, self.animal_spot(dst, 0, 1), 18, 2)

    @staticmethod
    def _arrow(surface, start, end, colour) -> None:
        """A dark-edged arrow from `start` to `end`, its head short of the pawn it points at."""
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = math.hypot(dx, dy)
        if length < 12:
            return
        ux, uy = dx / length, dy / length
        tip = (end[0] - ux * 14, end[1] - uy * 14)
        base = (tip[0] - ux * 10, tip[1] - uy * 10)
        left = (base[0] - uy * 7, base[1] + ux * 7)
        right = (base[0] + uy * 7, base[1] - ux * 7)
        for width, ink in ((6, (20, 18, 16)), (3, colour)):
            paint.line(surface, ink, start, base, width)
        paint.polygon(surface, (20, 18, 16), [tip, left, right])
        paint.polygon(surface, colour, [tip, left, right], 0)
        paint.polygon(surface, (20, 18, 16), [tip, left, right], 1)

    # ---- in the players panel
    def played_rect(self, q: int) -> pygame.Rect:
        """Where seat q's last played cards are drawn in its row (left of the harvest forecast)."""
        box = self.now_rect(q)
        return pygame.Rect(box.x - 2 * MARK_CARD[0] - 4, self.player_rows[q].centery - MARK_CARD[1] // 2,
                           2 * MARK_CARD[0] + 2, MARK_CARD[1])

    def played_spot(self, q: int, i: int) -> pygame.Rect:
        """Where seat q's played card i (0 paddy, 1 day/night) stays marked in its row."""
        rect = self.played_rect(q)
        return pygame.Rect(rect.x + i * (MARK_CARD[0] + 2), rect.y, *MARK_CARD)

    def _draw_played_cards(self, surface, q: int) -> None:
        mark = self.last_moves.get(q)
        if mark is None or mark["cards"] is None or q == self.viewer or self.state.is_over():
            return
        card, half = mark["cards"]
        colour = theme.PLAYER_COLOURS[q % len(theme.PLAYER_COLOURS)]
        gliding = self.played_gliding(q)   # still on its way (motion.py): drawn by _draw_played_glides
        for i, frame in enumerate((f"card_paddy_{card}", f"card_{half}")):
            if i in gliding:
                continue
            spot = self.played_spot(q, i)
            surface.blit(self.assets.sprite("paddy", frame, MARK_CARD), spot)
            paint.rect(surface, colour, spot.inflate(2, 2), 1, border_radius=3)

    def _draw_played_glides(self, surface) -> None:
        """The played cards on their way from a seat's hand to their mark, over the panels: a
        little larger as they leave the hand, their mark's size as they land, outlined in the
        seat's colour."""
        for tween in self.anims.of(Tween):
            if tween.payload[0] != "played" or tween.elapsed < tween.delay:
                continue
            _kind, q, _i, frame = tween.payload
            p = tween.progress
            size = (round(GLIDE_START[0] + (MARK_CARD[0] - GLIDE_START[0]) * p),
                    round(GLIDE_START[1] + (MARK_CARD[1] - GLIDE_START[1]) * p))
            spot = pygame.Rect(tween.pos, size)
            colour = theme.PLAYER_COLOURS[q % len(theme.PLAYER_COLOURS)]
            surface.blit(self.assets.sprite("paddy", frame, size), spot)
            paint.rect(surface, colour, spot.inflate(2, 2), 1, border_radius=3)

    def _played_tip(self, q: int) -> Tooltip | None:
        mark = self.last_moves.get(q)
        if mark is None or mark["cards"] is None or q == self.viewer:
            return None
        card, half = mark["cards"]
        return Tooltip(self.state.names[q], (_("Just played a {card}-plot card and a {half} card.").format(
            card=card, half=half_word(half)),), key=("played", q))
