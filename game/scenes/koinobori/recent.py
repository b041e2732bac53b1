"""What just happened at Koinobori's table: each other seat's last turn stays marked until the
person at the screen acts: the cards it played framed in its colour (with its shape), a moved
card's way from one pole to the other as an arrow, the row place a card was taken from left as a
ghost of that card outlined in the taker's colour and shape (the row keeps the gap, as a real
row would, until the person acts; then it closes up), and in the players panel the hand it took
cards into (the taken card travels there) or the personal pole it grew.

Noted in `on_applied` from the action and the table as the viewer saw it; drawn by
`_draw_recent` (draw only).  Only public facts: the row's cards are face up, and a card put on a
personal pole is counted, never named."""
from __future__ import annotations

import pygame

from ...i18n import _
from ...rules.koinobori import MoveTop, PlayCard, PlayToOwnPole, Steal, TakeCard, card_name
from ...ui import draw, theme
from ...ui.anim import Tween
from ..common.words import listed
from .layout import ROW_CARD, row_slot
from ...ui import paint

GHOST_ALPHA = 70   # a taken card's ghost: faint enough never to pass for a card that can be taken


def _fresh(at: int) -> dict:
    return {"played": [], "moved": None, "took": [], "own": 0, "stole": None, "at": at}


class RecentMoves:
    """Mixin of KoinoboriScene."""

    _trail_last: object = None
    _row_seen: list[int] = []
    # the draw row as it lies: its cards (ints) and, where a seat took one, (seat, card, when)
    _row_layout: list = []
    _clock = 0   # actions applied so far: when each seat last moved, and each person last acted
    # undo puts them back (turnflow.py), with the last change of your worth (scorelive.py)
    MARK_ATTRS = ("trail", "_acted_at", "_row_layout", "_trail_last", "_clock", "_worth_seen", "worth_change")

    def _note_recent(self, action, mover: int | None) -> None:
        if not hasattr(self, "trail"):
            self.trail: dict[int, dict] = {}
            self._acted_at: dict[int, int] = {}   # person -> when they last acted: what came before is seen
        if mover is None:
            return
        self._clock += 1
        if not self.computers.is_computer(mover):   # this person has now seen the others' marks
            self._acted_at[mover] = self._clock
        if mover != self._trail_last or mover not in self.trail:
            self.trail[mover] = _fresh(self._clock)   # its new turn: what it did before goes, its row ghosts too
            self._row_layout = [e for e in self._row_layout if not isinstance(e, tuple) or e[0] != mover]
        self._trail_last = mover
        marks = self.trail[mover]
        marks["at"] = self._clock
        st = self.state
        if isinstance(action, PlayCard):
            marks["played"].append(action.card)
        elif isinstance(action, MoveTop):
            marks["moved"] = (action.source, action.target, st.poles[action.target][-1][-1])
        elif isinstance(action, TakeCard) and 0 <= action.index < len(self._row_seen):
            card = self._row_seen[action.index]
            marks["took"].append(card)
            self._row_layout = [(mover, card, self._clock) if e == card else e for e in self._row_layout]
            if mover != self.viewer and mover < len(self.player_rects):   # it travels to that seat's line
                start = self.row_rects[action.index].topleft if action.index < len(self.row_rects) else self.deck_rect.topleft
                self.anims.add(Tween(start, self.seat_origin(mover).topleft, payload=("taken", card)))
        elif isinstance(action, PlayToOwnPole):
            marks["own"] += 1
        elif isinstance(action, Steal):
            marks["stole"] = action.player

    def forget_marks(self, seat: int) -> None:
        """That seat took its move back (online): its marks and row ghosts go."""
        getattr(self, "trail", {}).pop(seat, None)
        self._row_layout = [e for e in self._row_layout if not isinstance(e, tuple) or e[0] != seat]
        self._trail_last = None
        self.refresh()

    def _row_places(self, zone: pygame.Rect) -> tuple[list[pygame.Rect], list[tuple[pygame.Rect, int, int]]]:
        """(where each row card lies, [(rect, seat, card)] of the ghosts shown): a card another seat
        took leaves its place empty until the person at the screen acts, unless the row changed
        otherwise since (refilled, refreshed, an undo): then it lies closed up and the players
        panel's frame is the mark."""
        row = list(self.state.row)
        if [e for e in self._row_layout if not isinstance(e, tuple)] != row:
            self._row_layout = row
        shown = [e[:2] if isinstance(e, tuple) else e for e in self._row_layout
                 if not isinstance(e, tuple) or self._unseen(e[0], e[2])]
        cards, ghosts = [], []
        for k, entry in enumerate(shown):
            rect = row_slot(zone, k)
            if isinstance(entry, tuple):
                ghosts.append((rect, *entry))
            else:
                cards.append(rect)
        return cards, ghosts

    def seat_origin(self, seat: int) -> pygame.Rect:
        """Where another seat's cards come from and go to: its hand count in the players panel."""
        line = self.player_rects[seat]
        return pygame.Rect(self.layout.zone("players").x + 196, line.centery - ROW_CARD[1] // 2, *ROW_CARD)

    def _unseen(self, seat: int, at: int) -> bool:
        """A move by `seat` at `at` is news to the person at the screen: they have not acted since
        (with two people at the table, each sees what happened since their own last move)."""
        viewer = self.viewer
        return viewer is not None and seat != viewer and at > getattr(self, "_acted_at", {}).get(viewer, 0)

    def shown_trail(self) -> dict[int, dict]:
        return {s: m for s, m in getattr(self, "trail", {}).items() if self._unseen(s, m["at"])}

    @staticmethod
    def seat_colour(seat: int) -> tuple:
        return theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)]

    def _visible_top(self, card: int) -> pygame.Rect | None:
        """Where `card` shows on a festival pole now (None when covered or gone)."""
        for i, pole in enumerate(self.state.poles):
            for k, space in enumerate(pole):
                if space[-1] == card:
                    return self.slot_rects[i][k]
        return None

    # --- drawing ---------------------------------------------------------------------------------
    def _draw_row_ghosts(self, surface) -> None:
        """Where another seat took a card: the card faint, outlined in its colour, its shape on it."""
        for rect, seat, card in self.row_ghosts:
            image = self.art.face(card, rect.size).copy()
            image.set_alpha(GHOST_ALPHA)
            surface.blit(image, rect)
            paint.rect(surface, self.seat_colour(seat), rect.inflate(-2, -2), 3, border_radius=8)
            draw.player_shape(surface, seat, rect.center, 26)

    def _draw_recent(self, surface) -> None:
        for seat, marks in self.shown_trail().items():
            colour = self.seat_colour(seat)
            for card in marks["played"]:
                rect = self._visible_top(card)
                if rect is not None:
                    self._mark_card(surface, rect, seat, colour)
            if marks["moved"] is not None:
                source, target, card = marks["moved"]
                rect = self._visible_top(card)
                if rect is not None:
                    n = len(self.state.poles[source])
                    came = self.slot_rects[source][min(n, len(self.slot_rects[source]) - 1)]
                    if not self._choosing_a_place():   # (the moved card stays framed)
                        self._arrow(surface, came.center, rect.center, colour)
                    self._mark_card(surface, rect, seat, colour)
            if seat < len(self.player_rects):
                line = self.player_rects[seat]
                pz = self.layout.zone("players")
                cells = self.open_hands and not self.state.is_over()   # a cell per seat (panels.py)

                def span(cell, x0, x1):   # the hand's or the pole's count, or (a cell per seat) the whole cell
                    return (cell.x + 1, cell.right - 1) if cells else (pz.x + x0, pz.x + x1)

                if marks["took"]:
                    self._cell_frame(surface, line, *span(line, 196, 256), colour)
                if marks["own"]:
                    self._cell_frame(surface, line, *span(line, 262, 304), colour)
                victim = marks["stole"]
                if victim is not None and victim < len(self.player_rects):
                    cell = self.player_rects[victim]
                    self._cell_frame(surface, cell, *span(cell, 196, 256), colour)

    def _choosing_a_place(self) -> bool:
        """The person has picked a card (or the top card to move) and chooses where it goes: the
        last move's arrow, drawn across the poles, is put away (a play-test's ran through the
        "Play here" spaces of poles 3-6 at 1024x600); until then it shows."""
        return self.selected is not None or self.move_source is not None

    def _mark_card(self, surface, rect: pygame.Rect, seat: int, colour) -> None:
        paint.rect(surface, colour, rect.inflate(6, 6), 3, border_radius=8)
        draw.player_shape(surface, seat, (rect.x + 2, rect.y + 2), 14)

    @staticmethod
    def _cell_frame(surface, line: pygame.Rect, x0: int, x1: int, colour) -> None:
        paint.rect(surface, colour, pygame.Rect(x0, line.y + 1, x1 - x0, line.h - 2), 2, border_radius=5)

    @staticmethod
    def _arrow(surface, start, end, colour) -> None:
        paint.line(surface, colour, start, end, 4)
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        tip = (end[0] - ux * 6, end[1] - uy * 6)
        back = (tip[0] - ux * 14, tip[1] - uy * 14)
        paint.polygon(surface, colour, [tip, (back[0] - uy * 8, back[1] + ux * 8), (back[0] + uy * 8, back[1] - ux * 8)])

    def _draw_taken_tween(self, surface, tween: Tween) -> None:
        surface.blit(self.art.face(tween.payload[1], ROW_CARD), tween.pos)

    def recent_player_lines(self, seat: int) -> list[str]:
        """What that seat did in its last turn, for its line's tooltip."""
        marks = self.shown_trail().get(seat)
        if not marks:
            return []
        lines = []
        if marks["took"]:
            lines.append(_("Last turn it took {cards} from the draw row.").format(
                cards=listed(card_name(c) for c in marks["took"])))
        if marks["played"]:
            lines.append(_("Last turn it played {cards} (framed on the poles).").format(
                cards=listed(card_name(c) for c in marks["played"])))
        if marks["own"]:
            lines.append(_("Last turn it put a card face down on its personal pole."))
        if marks["stole"] is not None:
            lines.append(_("Last turn it drew a random card from {name}'s hand.").format(
                name=self.state.names[marks["stole"]]))
        return lines
