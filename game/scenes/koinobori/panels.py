"""Koinobori's panels around the poles: the players' public counts, the draw row, the hand,
the personal pole with its level card, and the ability row in force.

The words and counts shown come from the rules' queries and are put together once per change
in `_prepare_panels()` (called by refresh); the draw methods only place them.
"""
from __future__ import annotations

from ...i18n import _, pgettext
import pygame

from ...rules.koinobori import CARD_CARP
from ...rules.koinobori.data import OWN_POLE_SIZE
from ...ui import draw, textrecord, theme
from ..common.computers import level_name
from ..common.open_hands import one_line_name
from ...ui.seatmark import computer_icon
from .layout import PANEL_DARK
from ...ui import paint

# the players panel's columns (x from the panel's left): hand, pole and level centred, who plays left
COL_HAND, COL_POLE, COL_LEVEL, COL_WHO = 228, 282, 336, 370
COL_END_HAND, END_CARD_STEP = 196, 28   # after the game: the hand face up, in the count columns' place
# every hand face up during a game (the replay viewer): a cell per seat (layout.open_player_cells),
# the name on a line of its own, under it the hand (cards no narrower than this) and the counts
OPEN_CARD_W = 20
OPEN_COUNTS_SIZE = 14   # its pole and level (and "no cards") beside the hand
OPEN_NAME_H = 18   # the name's line of a seat's cell while every hand is face up
WORTH_GAP = 10   # between the personal pole's title and "5 points now (+2)" beside it


class SidePanels:
    """Players panel, draw row, hand, personal pole and ability panel for KoinoboriScene."""

    def _prepare_panels(self) -> None:
        """Texts for the panels, from the state as it is after this change."""
        st = self.state
        # players panel: (name, hand "n/limit", personal pole "n/3", level, who plays) per seat
        self.player_lines = [
            (st.names[q], f"{len(st.hands[q])}/{st.abilities(q).hand}", f"{len(st.own_poles[q])}/{OWN_POLE_SIZE}",
             str(st.level(q)), self.seat_words(q))
            for q in range(st.num_players)]
        # the seat whose hand and abilities panel are shown (a replay of every seat: the mover's)
        owner = self.hand_owner
        take_any = owner is not None and st.abilities(owner).take_anywhere
        hint = _("take from any place") if take_any else _("take from either end")
        self.row_hint = _("{hint} · deck {deck} · discard {discard}").format(hint=hint, deck=len(st.deck), discard=len(st.discard))
        self.turn_line = self._turn_line()

    def seat_words(self, seat: int) -> tuple[bool, str]:
        """(computer?, word) of the players panel's last column: 'you', 'Human' (the setup screen's
        seat choice), or a computer's level (drawn after a computer mark), so every seat says who
        plays it."""
        if self.computers.is_computer(seat):
            return True, level_name(self.computers.kind(seat))
        if seat == self.viewer and self.watched and not self.open_hands:   # a replay, shown as this seat saw it
            return False, pgettext("the players panel: a replay shows the table as this seat saw it", "view")
        if seat == self.viewer and not self.watched:
            return False, pgettext("the players panel: this seat is the person at the screen", "you")
        return False, _("Human")

    def _draw_players(self, surface) -> None:
        st = self.state
        pz = self.layout.zone("players")
        draw.panel(surface, pz, PANEL_DARK, edge=theme.PAPER_EDGE, shadow=False)
        over = st.is_over()
        open_hands = self.open_hands and not over   # every hand face up: a cell per seat
        if open_hands:
            self._draw_open_players(surface, pz)
            return
        self._label(surface, pgettext("a panel listing the players", "Players"), (pz.x + 10, pz.y + 6), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE)
        if over:   # nothing is private any more: every hand face up (the poles are in the scores below)
            self._label(surface, _("hand at the end"), (pz.x + COL_END_HAND, pz.y + 6), theme.INK_ON_DARK_SOFT,
                        theme.SMALL_SIZE, False)
        else:
            headings = [(pgettext("column heading: cards in hand", "hand"), COL_HAND),
                        (pgettext("column heading: cards on the personal pole", "pole"), COL_POLE),
                        (pgettext("column heading: personal pole level", "level"), COL_LEVEL)]
            for text, x in headings:
                self._label(surface, text, (pz.x + x, pz.y + 6), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False,
                            "midtop")
        self._label(surface, pgettext("column heading: who plays the seat", "plays"), (pz.x + COL_WHO, pz.y + 6),
                    theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False)
        seat = self.seat_on_turn()
        back = self.art.back((16, 22))
        for q, (r, (name, hand, pole, level, (computer, who))) in enumerate(zip(self.player_rects, self.player_lines)):
            if q == seat:
                paint.rect(surface, (62, 56, 48), r, border_radius=6)
            if q in self.steal_ok:
                draw.glow(surface, r, theme.LEGAL, radius=6)
            cy = r.centery
            draw.player_shape(surface, q, (r.x + 14, cy), 20)
            # a 16-character name shrinks, then takes two lines, before it is ever cut
            name_end = pz.x + COL_HAND - 40
            draw.name_in_box(surface, self.assets, name, pygame.Rect(r.x + 30, r.y, name_end - (r.x + 30), r.h),
                             theme.INK_ON_DARK, q == seat)
            if over:
                self._draw_end_hand(surface, st.hands[q], pz.x + COL_END_HAND, r)
            else:
                surface.blit(back, (pz.x + COL_HAND - 32, cy - 11))
                self._label(surface, hand, (pz.x + COL_HAND - 12, cy), theme.INK_ON_DARK, theme.BODY_SIZE, True,
                            "midleft")
                self._label(surface, pole, (pz.x + COL_POLE, cy), theme.INK_ON_DARK, theme.BODY_SIZE, True, "center")
                self._label(surface, level, (pz.x + COL_LEVEL, cy), theme.INK_ON_DARK, theme.BODY_SIZE, True, "center")
            x = pz.x + COL_WHO
            if computer:
                x = computer_icon(surface, (x, cy), theme.INK_ON_DARK).right + 5
            draw.text_fit(surface, self.assets, who, (x, cy), pz.right - 8 - x, theme.SMALL_SIZE,
                          theme.INK_ON_DARK if computer or q == self.viewer else theme.INK_ON_DARK_SOFT, True,
                          "midleft", smallest=11)

    def _draw_open_players(self, surface, pz: pygame.Rect) -> None:
        """Every hand face up during a game (a finished game's replay): a cell per seat
        (layout.open_player_cells), its shape and whole name on the first line, in type no
        smaller than the readable least, and under it its hand face up, then its pole and level."""
        st = self.state
        if st.num_players <= 4:   # (layout.open_player_cells leaves it room)
            self._label(surface, pgettext("a panel listing the players", "Players"), (pz.x + 10, pz.y + 6),
                        theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE)
            self._label(surface, _("hand, face up"), (pz.right - 10, pz.y + 6), theme.INK_ON_DARK_SOFT,
                        theme.SMALL_SIZE, False, "topright")
        seat = self.seat_on_turn()
        pole_word = pgettext("column heading: cards on the personal pole", "pole")
        level_word = pgettext("column heading: personal pole level", "level")
        hands: list[tuple[list[int], pygame.Rect, int]] = []   # (cards, line, right) per seat: drawn at one size
        for q, (r, (name, _hand, pole, level, (computer, _who))) in enumerate(zip(self.player_rects, self.player_lines)):
            paint.rect(surface, (62, 56, 48) if q == seat else (44, 40, 36), r, border_radius=6)
            name_line = pygame.Rect(r.x + 24, r.y + 2, r.w - 28, OPEN_NAME_H)
            draw.player_shape(surface, q, (r.x + 12, name_line.centery), 16)
            if computer:   # (who plays: a computer's mark before its name; its level is in the tooltip)
                name_line.x = computer_icon(surface, (name_line.x, name_line.centery), theme.INK_ON_DARK).right + 5
                name_line.w = r.right - 4 - name_line.x
            one_line_name(surface, self.assets, name, name_line, theme.INK_ON_DARK, theme.BODY_SIZE)
            line = pygame.Rect(r.x + 6, name_line.bottom + 1, r.w - 12, r.bottom - 3 - (name_line.bottom + 1))
            counts = [[(pole_word, pole)], [(level_word, level)]]
            step = OPEN_COUNTS_SIZE + 4
            if line.h < 2 * step:   # (a low cell, five seats: one line)
                counts, step = [counts[0] + counts[1]], 0
            counts_rect = None
            for k, pairs in enumerate(counts):
                right, y = line.right, line.centery + (2 * k - len(counts) + 1) * step // 2
                for word, value in reversed(pairs):   # (right to left: each value, its word before it)
                    for text, colour, gap in ((value, theme.INK_ON_DARK, 4), (word, theme.INK_ON_DARK_SOFT, 10)):
                        drawn = self._label(surface, text, (right, y), colour, OPEN_COUNTS_SIZE, False, "midright")
                        counts_rect = drawn if counts_rect is None else counts_rect.union(drawn)
                        right = drawn.x - gap
            cards = st.hands[q]
            if not cards:
                draw.text_fit(surface, self.assets, _("no cards"), line.midleft, counts_rect.x - 8 - line.x,
                              OPEN_COUNTS_SIZE, theme.INK_ON_DARK_SOFT, False, "midleft",
                              smallest=textrecord.READABLE)
            hands.append((cards, line, counts_rect.x - 8))
        # every seat's cards one size (a seat of one card drew it wider than its neighbour's four)
        w = min((self.open_cell_card_w(len(cards), line, right) for cards, line, right in hands if cards), default=0)
        for cards, line, right in hands:
            for card, rect in zip(cards, self.open_cell_card_rects(len(cards), line, right, w)):
                self._draw_small_card(surface, card, rect)

    @staticmethod
    def open_cell_card_w(count: int, line: pygame.Rect, right: int) -> int:
        """How wide a cell's `count` cards are drawn on `line` up to `right` by themselves: as
        wide as 0.8 of their height, narrower (not under 0.55) before they overlap."""
        h = line.h
        return max(OPEN_CARD_W, min(round(h * 0.8), max(round(h * 0.55), (right - line.x + 3) // max(1, count) - 3)))

    @classmethod
    def open_cell_card_rects(cls, count: int, line: pygame.Rect, right: int, w: int | None = None) -> list[pygame.Rect]:
        """A cell's hand face up on `line` up to `right`: cards as tall as the line, `w` wide
        (every seat's the same: the narrowest of their open_cell_card_w), overlapped only when
        there are more than the room holds side by side."""
        h = line.h
        w = cls.open_cell_card_w(count, line, right) if w is None else w
        step = w + 3 if count < 2 else min(w + 3, (right - line.x - w) // (count - 1))
        return [pygame.Rect(line.x + k * step, line.y, w, h) for k in range(count)]

    def end_hand_rects(self, count: int, x: int, line: pygame.Rect) -> list[pygame.Rect]:
        return [pygame.Rect(x + k * END_CARD_STEP, line.y, END_CARD_STEP - 2, line.h) for k in range(count)]

    def _draw_end_hand(self, surface, cards: list[int], x: int, line: pygame.Rect) -> None:
        """A seat's hand after the game, face up: each card a small light card with its carp
        stacked on it (the line's tooltip names them)."""
        if not cards:
            self._label(surface, _("no cards"), (x, line.centery), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False,
                        "midleft")
            return
        for card, rect in zip(cards, self.end_hand_rects(len(cards), x, line)):
            self._draw_small_card(surface, card, rect)

    def _draw_small_card(self, surface, card: int, rect: pygame.Rect) -> None:
        """A card of the players panel: a small light card with its carp stacked on it."""
        paint.rect(surface, theme.PAPER, rect, border_radius=4)
        paint.rect(surface, theme.PAPER_EDGE, rect, width=1, border_radius=4)
        carp = CARD_CARP[card]
        ch = min(9 if rect.h < 40 else 16, (rect.h - 4) // len(carp), (rect.w - 4) // 2)
        y = rect.centery - ch * len(carp) // 2
        for colour in carp:
            surface.blit(self.art.carp(colour, (ch * 2, ch)), (rect.centerx - ch, y))
            y += ch

    def _draw_row(self, surface, moving) -> None:
        st = self.state
        rz = self.layout.zone("row")
        heading = self._label(surface, _("Draw row"), (rz.x + 2, rz.y + 4))
        hint = self._label(surface, self.row_hint, (rz.right - 2, rz.y + 6), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE,
                           False, "topright")
        self.note_labels("row", heading, hint)   # an outlined row card keeps clear of them
        if not st.row:
            self._label(surface, _("The draw row is empty."), (rz.x + 4, rz.y + 60), theme.INK_ON_DARK_SOFT, theme.BODY_SIZE, False)
        for k, card in enumerate(st.row):
            r = self.row_rects[k]
            if card in moving:
                continue
            surface.blit(self.art.face(card, r.size), r)
            if k in self.take_ok or self.refresh_ok:
                draw.glow(surface, r, theme.LEGAL, radius=6)
        if self.refresh_ok:
            self._badge(surface, _("Choose the row to refresh it"), (rz.centerx, rz.bottom - 10))

    def _draw_hand(self, surface, moving) -> None:
        st = self.state
        hz = self.layout.zone("hand")
        owner = self.hand_owner
        if owner is None:
            return
        mine = self.shows_own_cards(owner)
        title = (_("{name}'s hand").format(name=st.names[owner]) if mine and self.watched   # (a replay)
                 else _("Your hand") if mine else _("{name}'s hand (hidden)").format(name=st.names[owner]))
        limit = st.abilities(owner).hand
        head = self._label(surface, f"{title}  {len(st.hands[owner])}/{limit}", (hz.x + 4, hz.y + 4))
        if self.hand_ok and st.step in ("start", "play"):   # the seat at the table may play (not once done)
            tip = _("choose a card, then a glowing pole \u2014 or drag it")
            draw.text_fit(surface, self.assets, tip, (hz.right - 4, hz.y + 6), hz.right - 4 - (head.right + 16),
                          theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, False, "topright", smallest=11)
        for k, r in enumerate(self.hand_rects):
            if not mine:
                surface.blit(self.art.back(r.size), r)
                continue
            card = self.hand_cards[k]
            if card in moving or (self.drag_pos is not None and self.press == ("hand", card)):
                paint.rect(surface, theme.TABLE_LIGHT, r, width=2, border_radius=8)
                continue
            if card in self.hand_ok and card != self.selected:
                draw.glow(surface, r, theme.LEGAL, radius=8, strength=2)
            surface.blit(self.art.face(card, r.size), r)
            if card == self.selected:
                paint.rect(surface, theme.SELECTED, r.inflate(6, 6), width=4, border_radius=10)
        if not self.hand_rects:
            self._label(surface, _("No cards in hand."), (hz.x + 10, hz.y + 80), theme.INK_ON_DARK_SOFT, theme.BODY_SIZE, False)

    def _draw_own_pole(self, surface, moving) -> None:
        st = self.state
        oz = self.layout.zone("own_pole")
        owner = self.hand_owner
        if owner is None:
            return
        mine = self.shows_own_cards(owner)
        level = st.level(owner)
        title = _("Your pole") if mine and not self.watched else _("{name}'s pole").format(name=st.names[owner])
        worth = self.worth_title()   # your total if the game ended now, and its last change
        head_text, head_size, worth_size = self._pole_heading(title, level, worth, oz.w - 8)
        # a 16-character name (the replay names the seat shown) shrinks, leaving the worth its room
        worth_w = self.assets.width(worth, worth_size, True) + WORTH_GAP if worth else 0
        head = draw.text_fit(surface, self.assets, head_text, (oz.x + 4, oz.y + 4), oz.w - 8 - worth_w, head_size,
                             theme.INK_ON_DARK, True, smallest=11)
        heads = [head]
        if worth:
            heads.append(draw.text(surface, self.assets, worth, (oz.right - 4, head.centery), worth_size,
                                   theme.INK_ON_DARK, True, "midright"))
        self.note_labels("own pole", *heads)   # the outlined pole keeps clear of its heading
        surface.blit(self.art.level(level, self.level_rect.size), self.level_rect)
        cards = st.own_poles[owner]
        face_up = self.own_pole_face_up(owner)   # a replay shows the seat its own pole (no peeking there)
        for k, r in enumerate(self.own_rects):
            if k < len(cards):
                if cards[k] in moving:
                    continue
                image = self.art.face(cards[k], r.size) if face_up else self.art.back(r.size)
                surface.blit(image, r)
            else:
                paint.rect(surface, theme.TABLE_LIGHT, r, width=2, border_radius=8)
                size, label = draw.fit_size(self.assets, _("L{level}").format(level=k + 2), r.w - 6, theme.SMALL_SIZE,
                                            True, smallest=10)
                self._label(surface, label, r.center, theme.INK_ON_DARK_SOFT, size, True, "center")
        if self.own_ok:
            free = self.own_rects[min(len(cards), OWN_POLE_SIZE - 1)]
            draw.glow(surface, free, theme.LEGAL, radius=8)
        if mine and cards and not self.watched:   # what a click on the pole does (looking is no move)
            tip = _("choose the pole to hide your cards") if self.peek else _("choose the pole to see your cards")
            x = self.level_rect.x
            draw.text_fit(surface, self.assets, tip, (x, oz.bottom - 10), oz.right - 4 - x, theme.SMALL_SIZE,
                          theme.INK_ON_DARK_SOFT, False, "midleft", smallest=12)

    def _pole_heading(self, title: str, level: int, worth: str, room: int) -> tuple[str, int, int]:
        """The own pole's heading and the worth beside it, whole in `room` (a play-test read
        "−12 points now (−…"): (heading, its size, the worth's size).  Smaller type first, down
        to 14 px; then the heading without its level (the level card and the abilities panel
        show it) at full size, then smaller, down to the readable 11 px."""
        with_level = _("{title} · level {level}").format(title=title, level=level)
        if not worth:
            return with_level, theme.BODY_SIZE, theme.SMALL_SIZE
        width = self.assets.width
        sizes = [(theme.BODY_SIZE, theme.SMALL_SIZE), (theme.SMALL_SIZE, theme.SMALL_SIZE), (15, 15), (14, 14)]
        tries = [(with_level, sizes), (title, sizes + [(13, 13), (12, 12), (textrecord.READABLE,) * 2])]
        for head, pairs in tries:
            for head_size, worth_size in pairs:
                if width(head, head_size, True) + WORTH_GAP + width(worth, worth_size, True) <= room:
                    return head, head_size, worth_size
        return title, textrecord.READABLE, textrecord.READABLE   # (a 16-character name: shrunk, cut last)

    def _draw_info(self, surface) -> None:
        st = self.state
        iz = self.layout.zone("info")
        draw.panel(surface, iz, PANEL_DARK, edge=theme.PAPER_EDGE, shadow=False)
        owner = self.hand_owner
        if owner is None:
            return
        lv = st.abilities(owner)
        who = _("Your") if owner == self.viewer and not self.watched else _("{name}'s").format(name=st.names[owner])
        draw.text_fit(surface, self.assets, _("{who} abilities (level {level})").format(who=who, level=lv.level),
                      (iz.x + 10, iz.y + 6), iz.w - 20, theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, smallest=11)
        for k, (word, value) in enumerate(((_("take"), lv.take), (_("play"), lv.play), (_("hand limit"), lv.hand))):
            x = iz.x + 14 + k * 112
            r = self._label(surface, str(value), (x, iz.y + 26), theme.INK_ON_DARK, theme.HEADING_SIZE, True)
            self._label(surface, word, (r.right + 6, r.bottom - 4), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False,
                        "bottomleft")
        where = _("anywhere in the row") if lv.take_anywhere else _("either end of the row")
        draw.text_fit(surface, self.assets, _("Take from {where}").format(where=where), (iz.x + 10, iz.y + 62),
                      iz.w - 20, theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, smallest=12)
        if self.turn_line:   # smaller type rather than past the panel's edge
            draw.text_fit(surface, self.assets, self.turn_line, (iz.x + 10, iz.y + 84), iz.w - 20, theme.SMALL_SIZE,
                          theme.LEGAL, True, smallest=12)

    def _turn_line(self) -> str:
        """What the seat at the table does next, under the ability panel ('' when not their turn)."""
        st = self.state
        if not self.viewer_acts(st.current_player()):
            return ""
        if st.step == "play":
            return _("Plays left this turn: {plays_left}").format(plays_left=st.plays_left)
        if st.step == "take":
            return _("Takes left this turn: {takes_left}").format(takes_left=st.takes_left)
        if st.step == "ability":
            if st.ability == "move":
                return _("Move: pick a glowing top card, then a pole") if self.move_source is None else _("Move: pick the pole to move it to")
            if st.ability == "steal":
                return _("Steal: choose a glowing player")
            if st.ability == "refresh":
                return _("Refresh: replace the draw row?")
            return _("{ability_name}: take {takes_left} more from the row").format(ability_name=st.ability_name(), takes_left=st.takes_left)
        return ""
