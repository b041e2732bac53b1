"""Drawing Pondscape's side panels: the controls, the hand, the other seats' small ponds (or the
Croaker's panel in solo), and the preview panel that explains a card, a food card or the final
score.  Draw only: the texts and numbers were derived in refresh()."""
from __future__ import annotations

from ...i18n import N_, _
from ..common.words import count as count_of, count_symbols, listed
import pygame

from ...rules.base import AUTOMA
from ...rules.pondscape.board import CELLS, COLS, ROUNDS, TUCK_PHASES, frog_foods
from ...rules.pondscape.data import CROAKER_CARDS, FOOD_NAMES, NUM_FOODS, card_name
from ...ui import draw, numbers, theme
from .art import SHEET, side_lines
from .geometry import HAND_CARD, MINI
from ..common.computers import level_name
from ..common.tutorial import LessonGuide
from ...ui.seatmark import computer_icon
from .input import PICK_PHASES
from ...ui import paint

SLOT_WORDS = (N_("left"), N_("middle"), N_("right"))   # translated where shown
CROAKER_LINE = 19   # line height of the Croaker panel's small text
TUCK_SIZE = 14      # the tucked counts at the foot of another seat's box
WHO_GAP = 3         # px: at least this between who plays a seat and the name above it, the pond below
COMPUTER_ICON_W = 16   # the computer's mark before its level (ui/seatmark.computer_icon)
WHO_UNDER_TWO_LINES = 13   # px: who plays a seat, under a name in two lines (room to the pond's top)




class PondPanels:
    """Mixin of PondscapeScene."""

    # --- controls and hand -------------------------------------------------------------------------
    def _draw_controls(self, surface) -> None:
        zone = self.layout.zone("controls")
        a = self.assets
        soft = theme.INK_ON_DARK_SOFT
        if self.phase == "play" or (self.phase == "take" and self.selected is not None):
            side = _("face down as water") if self.face_down else _("face up")
            # the side's letters end above the Flip button's outline (a lesson's or a hint's:
            # LessonGuide.reach): taller type (Japanese, or any type at 0.8x, where it is
            # rounded up to whole pixels) lifts the two lines a little
            image = a.text(side, theme.BODY_SIZE, theme.INK_ON_DARK, True)
            y = min(zone.y + 27, LessonGuide.reach(self.control_rects[0]).y - image.get_bounding_rect().bottom)
            draw.text(surface, a, _("Place the card:"), (zone.x, min(zone.y + 8, y - 19)), theme.SMALL_SIZE, soft)
            draw.text(surface, a, side, (zone.x, y), theme.BODY_SIZE, theme.INK_ON_DARK, True)
            draw.text(surface, a, _("F or right click: water"), (zone.x, self.control_rects[1].y + 4),
                      theme.SMALL_SIZE, soft)
            draw.text(surface, a, _("Drag, or choose a space"), (zone.x, self.control_rects[1].y + 26),
                      theme.SMALL_SIZE, soft)
        elif self.phase in TUCK_PHASES:
            words = (_("Tuck: pick a hand card,\nthen a lit food card") if self.phase == "jump_tuck" else
                     _("Tuck up to {n} more:\nthen a lit food card").format(n=self.tucks_left))
            self._two_lines(surface, words, zone, soft)
        elif self.phase == "jump":
            draw.text(surface, a, _("Move the jumping frog:"), (zone.x, zone.y + 8), theme.SMALL_SIZE, soft)
        elif self.phase == "take":
            self._two_lines(surface, _("Take a card: the number\nabove it moves the frog."), zone, soft)
        for button in self.buttons:
            button.draw(surface, a, self.app.input.pointer)

    def _two_lines(self, surface, words: str, zone: pygame.Rect, colour) -> None:
        """A sentence written on two short lines (a line break in the msgid), under the controls' top."""
        for i, line in enumerate(words.split("\n")[:2]):
            draw.text(surface, self.assets, line, (zone.x, zone.y + 8 + 19 * i), theme.SMALL_SIZE, colour)

    def _draw_hand(self, surface, hidden, pointer) -> None:
        zone = self.hand_zone
        seat = self.focus
        draw.text(surface, self.assets, self.hand_label, (zone.x, zone.y), theme.BODY_SIZE, theme.INK_ON_DARK, True)
        if not self.hand_shown:
            for rect in self.hand_rects:
                surface.blit(self.art.back(HAND_CARD), rect)
                self.drawn.append(("back", None, seat))
            return
        can_pick = self.phase in PICK_PHASES
        hover = self._hand_at(pointer)
        for card, rect in zip(self.hand, self.hand_rects):
            if ("hand", card) in hidden or (self.drag is not None and self.drag[0] == card):
                continue
            lifted = rect.move(0, -14) if card == self.selected else rect.move(0, -6) if card == hover else rect
            water = card == self.selected and self.face_down and self.phase == "play"
            surface.blit(self._card_image(card, water, HAND_CARD), lifted)
            self.drawn.append(("water" if water else "front", card, seat))
            if card == self.selected:
                paint.rect(surface, theme.SELECTED, lifted.inflate(6, 6), 4, border_radius=10)
            elif can_pick:
                self._glow(surface, lifted)

    # --- the other seats ---------------------------------------------------------------------------
    def _draw_others(self, surface, hidden, flashes) -> None:
        a, view = self.assets, self.view
        current = self.seat_on_turn()
        for seat in self.other_seats:
            box = self.other_rects[seat]
            if not self.in_view(surface, box):
                continue
            draw.panel(surface, box, colour=(58, 52, 46), edge=(88, 80, 70), radius=8)
            if seat == current:
                paint.rect(surface, theme.INK_ON_DARK, box, 2, border_radius=8)
            draw.player_shape(surface, seat, (box.x + 14, box.y + 14), 16)
            name = view["players"][seat]
            pts = draw.text(surface, a, str(self.totals[seat]), (box.right - 8, box.y + 14), theme.BODY_SIZE,
                            theme.INK_ON_DARK, True, "midright")  # points (the tooltip says so)
            # a 16-character name shrinks, then takes two small lines, before it is ever cut
            room = pts.x - 6 - (box.x + 26)
            name_ink = draw.name_in_box(surface, a, name, pygame.Rect(box.x + 26, box.y + 1, room, 26),
                                        theme.INK_ON_DARK, True, theme.SMALL_SIZE)
            # who plays the seat (a computer's mark and level), and the last change of its score,
            # between the name and the pond with a clear gap to each (a play-test: 人間 under a
            # name in two lines touched the pond's top row)
            computer, who = self.seat_words(seat)
            colour = theme.INK_ON_DARK if computer else theme.INK_ON_DARK_SOFT
            x = box.x + 8 + (COMPUTER_ICON_W + 5 if computer else 0)
            change = self.change_width(seat, theme.SMALL_SIZE)
            right = box.right - 8 - (change + 6 if change else 0)
            size, y = self._who_line(who, computer, colour, right - x, name_ink.bottom,
                                     self._mini_cell(seat, 0).y, box.y + 35)
            if computer:
                computer_icon(surface, (box.x + 8, y), theme.INK_ON_DARK)
            draw.text_fit(surface, a, who, (x, y), right - x, size, colour, computer, "midleft", smallest=size)
            if change:
                self._draw_change(surface, seat, (box.right - 8 - change, y), theme.SMALL_SIZE)
            pond = view["ponds"][seat]
            for cell in range(CELLS):
                rect = self._mini_cell(seat, cell)
                entry = pond[cell]
                if entry is None or ("cell", seat, cell) in hidden:
                    paint.rect(surface, (76, 90, 84), rect, border_radius=4)
                    continue
                if entry["face_down"]:
                    surface.blit(self.art.water(entry["card"], MINI) if entry["card"] is not None
                                 else self._mini_water(entry), rect)
                    self.drawn.append(("water", entry["card"], seat))
                else:
                    surface.blit(self.art.front(entry["card"], MINI), rect)
                    self.drawn.append(("front", entry["card"], seat))
                if flashes.get(("cell", seat, cell)):
                    paint.rect(surface, theme.SELECTED, rect.inflate(4, 4), 2)
            # hand (face down) and tucked cards
            x0 = box.x + 6 + COLS * (MINI[0] + 3) + 2
            hand_n = view["hand_counts"][seat]
            back = self.art.back((18, 25))
            for i in range(min(hand_n, 4)):
                surface.blit(back, (x0 + 2, box.y + 46 + 6 * i))
                self.drawn.append(("back", None, seat))
            draw.text(surface, a, str(hand_n), (x0 + 11, box.y + 100), theme.SMALL_SIZE, theme.INK_ON_DARK, True,
                      "midtop")
            tucked = view["tucked"][seat]
            y = box.bottom - 11
            icon_x = box.x + 8
            for food in range(NUM_FOODS):
                surface.blit(self.art.food_icon(food, 16), (icon_x, y - 8))
                draw.text(surface, a, str(tucked[food]["count"]), (icon_x + 18, y), TUCK_SIZE,
                          theme.INK_ON_DARK, True, "midleft")
                icon_x += 34

    def _who_line(self, who: str, bold: bool, colour, width: int, top: int, bottom: int,
                  usual: int) -> tuple[int, int]:
        """(size, y of the midleft) of the who-plays line: at `usual` where that leaves a clear
        gap to `top` (the name's end) and `bottom` (the pond's top), else its ink centred
        between them in the largest type that leaves both gaps."""
        a = self.assets
        least = draw.readable_size()   # (at 1024x600 "Human" was drawn 9 px high: its least counted on the plan)
        size = draw.fit_size(a, who, width, max(theme.SMALL_SIZE, least), bold, smallest=least)[0]
        top, bottom = top + WHO_GAP, bottom - WHO_GAP
        image = a.text(who, size, colour, bold)
        ink = image.get_bounding_rect().move(0, usual - image.get_height() // 2)
        if ink.top >= top and ink.bottom <= bottom:
            return size, usual
        while True:
            image = a.text(who, size, colour, bold)
            ink = image.get_bounding_rect()
            if ink.h <= bottom - top or size <= least:
                break
            size -= 1
        ink_top = top + max(0, (bottom - top - ink.h) // 2)
        return size, ink_top - ink.y + image.get_height() // 2

    def seat_words(self, seat: int) -> tuple[bool, str]:
        """(computer?, word) for another seat's box: a computer's level, else the setup
        screen's word for a seat a person plays ("Human", its seat choice)."""
        if self.computers.is_computer(seat):
            return True, level_name(self.computers.kind(seat))
        return False, _("Human")

    def _mini_water(self, entry: dict) -> pygame.Surface:
        """Another seat's water card: only its water side, which every player sees."""
        return self.art.public_water(entry["back"], MINI)

    def _draw_croaker(self, surface, flashes) -> None:
        a, view = self.assets, self.view
        zone = self.others_zone
        croaker = view["croaker"]
        draw.panel(surface, zone, colour=(52, 62, 46), edge=(96, 112, 80), radius=10)
        surface.blit(self.assets.sprite(SHEET, "croaker", (44, 44)), (zone.x + 8, zone.y + 8))
        draw.text(surface, a, _("The Croaker"), (zone.x + 58, zone.y + 10), theme.BODY_SIZE, theme.INK_ON_DARK, True)
        waiting = view["current"] == AUTOMA and not self.turn_done  # (after "End turn")
        turn = croaker["turns"] + (1 if waiting else 0)
        draw.text(surface, a, _("turn {turn} of {ROUNDS}").format(turn=turn, ROUNDS=ROUNDS) if turn else _("waits its turn"), (zone.x + 58, zone.y + 32),
                  theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
        draw.text(surface, a, _("Deck {croaker} · removed {n}").format(croaker=croaker['deck_count'], n=len(croaker['taken'])),
                  (zone.x + 10, zone.y + 60), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
        y = zone.y + 88
        card_rect = pygame.Rect(zone.x + 10, y, 72, 100)
        text_x = card_rect.right + 10
        last = croaker["last"]
        if waiting:
            surface.blit(self.art.back((72, 100)), card_rect)
            self._glow(surface, card_rect, theme.INK_ON_DARK)
            # one sentence, drawn one short line under another (the first bold)
            for i, line in enumerate(_("Its turn:\nflipping\nthe next\ncard\u2026").split("\n")):
                draw.text(surface, a, line, (text_x, y + 6 + 22 * i), theme.SMALL_SIZE, theme.INK_ON_DARK, i == 0)
        elif last:
            surface.blit(self.assets.sprite(SHEET, "croaker_card", (72, 100)), card_rect)
            moves, slot = CROAKER_CARDS[last["card"]]
            draw.text(surface, a, _("Frog +{moves}").format(moves=moves), (text_x, y + 8), theme.BODY_SIZE, theme.INK_ON_DARK, True)
            # one sentence on three lines, the slot's word (the middle line) large
            lines = (_("takes the\n{slot}\ncard").format(slot=_(SLOT_WORDS[slot])).split("\n") + ["", "", ""])[:3]
            draw.text(surface, a, lines[0], (text_x, y + 36), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
            draw.text(surface, a, lines[1], (text_x, y + 56), theme.BODY_SIZE, theme.INK_ON_DARK, True)
            draw.text(surface, a, lines[2], (text_x, y + 78), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
            if flashes.get(("croaker", last["card"])):
                self._glow(surface, card_rect)
        else:
            surface.blit(self.art.back((72, 100)), card_rect)
            for i, line in enumerate((_("Plays after\neach player\nturn.") if self.watched else _("Plays after\neach of\nyour turns.")).split("\n")):
                draw.text(surface, a, line, (text_x, y + 6 + 22 * i), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
        y += 112
        if last and not waiting:
            draw.text(surface, a, _("What it did:"), (zone.x + 10, y), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, True)
            y += CROAKER_LINE + 2
            for lines in self.croaker_wrapped:
                for line in lines:
                    draw.text(surface, a, line, (zone.x + 10, y), theme.SMALL_SIZE, theme.INK_ON_DARK)
                    y += CROAKER_LINE
                y += 3
        if self.flipped_lines:
            # the cards flipped since the shuffle, one wrapped list at the foot of the panel
            y = max(y + 4, zone.bottom - 8 - CROAKER_LINE * (len(self.flipped_lines) + 1))
            draw.text_fit(surface, a, _("Flipped since shuffle:"), (zone.x + 10, y), zone.w - 20,
                          theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, smallest=11)
            for line in self.flipped_lines:
                y += CROAKER_LINE
                draw.text(surface, a, line, (zone.x + 10, y), theme.SMALL_SIZE, theme.INK_ON_DARK)

    def _wrap_croaker(self, croaker: dict | None) -> None:
        """The Croaker panel's texts wrapped to its width, once per change (solo only)."""
        width = self.others_zone.w - 20
        wrap = self.assets.wrap
        self.croaker_wrapped = [wrap(line, width, theme.SMALL_SIZE) for line in self.croaker_text]
        flipped = croaker["flipped"] if croaker else []
        words = listed(f"+{CROAKER_CARDS[c][0]} {_(SLOT_WORDS[CROAKER_CARDS[c][1]])}" for c in flipped)
        self.flipped_lines = wrap(words, width, theme.SMALL_SIZE) if flipped else []

    @staticmethod
    def croaker_lines(last: dict) -> list[str]:
        """The Croaker's last turn in three numbered steps (from the rules' record of it)."""
        moves, slot = last["moves"], last["slot"]
        out = [_("1. Flipped: frog +{moves}, {slot} card.").format(moves=moves, slot=_(SLOT_WORDS[slot]))]
        if moves:
            a, b = frog_foods(last["frog_to"])
            out.append(_("2. The frog jumped to {food} | {other_food}.").format(food=_(FOOD_NAMES[a]).lower(), other_food=_(FOOD_NAMES[b]).lower()))
        else:
            out.append(_("2. The frog stayed."))
        if last["taken"] >= 0:
            out.append(_("3. Removed the {card_name} ({slot}).").format(card_name=card_name(last['taken']), slot=_(SLOT_WORDS[slot])))
        else:
            out.append(_("3. That slot was empty."))
        if last.get("reshuffled"):
            out.append(_("It shuffled its deck."))
        return out

    # --- the preview panel -------------------------------------------------------------------------
    def _inspected(self, pointer) -> tuple[int | None, bool | None, str]:
        """The card whose sides the preview explains: hovered first, then the picked card.  A
        card under a pointer that has not moved since the table last changed is not pointed
        at: the click that played it left the pointer there, and the next turn's help shows."""
        if pointer == self._rested:
            return (self.selected, None, "hand") if self.selected is not None else (None, None, "")
        card = self._hand_at(pointer)
        if card is not None:
            return card, None, "hand"
        for slot, rect in enumerate(self.slot_rects):
            if rect.collidepoint(pointer) and self.view["display"][slot] is not None:
                return self.view["display"][slot], None, "display"
        cell = self._cell_at(pointer)
        if cell is not None:
            entry = self.view["ponds"][self.focus][cell]
            if entry is not None and entry["card"] is not None:
                return entry["card"], entry["face_down"], "pond"
        if self.selected is not None:
            return self.selected, None, "hand"
        return None, None, ""

    def _draw_preview(self, surface, pointer) -> None:
        a = self.assets
        zone = self.layout.zone("preview")
        draw.panel(surface, zone, colour=(38, 35, 32), edge=(70, 64, 58), radius=10, shadow=False)
        if self.message is not None and self.message[3] is None:
            return   # a hint or a notice shows here (the message zone), in place of the help text
        if self.details is not None:
            self._draw_score_summary(surface, zone)
            return
        food = self._food_at(pointer)
        if food is not None:
            self._draw_food_help(surface, zone, food)
            return
        card, shown, where = self._inspected(pointer)
        if card is None:
            draw.text_block(surface, a, self.hint, zone.inflate(-24, -20), theme.BODY_SIZE,
                            theme.INK_ON_DARK_SOFT)
            return
        half = (zone.w - 36) // 2
        for i, water in enumerate((False, True)):
            box = pygame.Rect(zone.x + 12 + i * (half + 12), zone.y + 8, half, zone.h - 16)
            chosen = (where == "hand" and card == self.selected and self.phase == "play"
                      and water == self.face_down) or (where == "pond" and shown == water)
            if chosen:
                paint.rect(surface, theme.SELECTED, box.inflate(8, 4), 2, border_radius=8)
            heading, lines = side_lines(card, water)
            draw.text(surface, a, heading, (box.x, box.y), theme.SMALL_SIZE, theme.INK_ON_DARK, True)
            y = box.y + 22
            size = self._preview_size(lines, box.w, box.bottom - y)
            for line in lines:
                used = draw.text_block(surface, a, line, pygame.Rect(box.x, y, box.w, box.bottom - y),
                                       size, theme.INK_ON_DARK_SOFT, line_gap=1)
                y += used + 1

    def _preview_size(self, lines, width: int, room: int) -> int:
        """The type size that shows every line of a card side's preview (taller Japanese type
        may need a size or two smaller)."""
        a = self.assets
        for size in (theme.SMALL_SIZE, theme.SMALL_SIZE - 1, theme.SMALL_SIZE - 2, theme.SMALL_SIZE - 3,
                     theme.SMALL_SIZE - 4):
            step = a.font(size, False, "".join(lines)).get_height() + 1
            if sum(len(a.wrap(line, width, size)) * step + 1 for line in lines) <= room:
                return size
        # none fits by that measure: the largest size whose every line is drawn (draw.text_block
        # draws a line while its type size fits under the box; at 0.8x type is rounded up to
        # whole pixels and wraps to a line more, which a size smaller keeps in)
        for size in (theme.SMALL_SIZE - 4, theme.SMALL_SIZE - 5, theme.SMALL_SIZE - 6):
            # where the last line starts: each line's height and gap, one more between paragraphs
            heights = [a.text(part, size).get_height() + 1 for line in lines for part in a.wrap(line, width, size)]
            if heights and sum(heights[:-1]) + len(lines) - 1 + size <= room:
                return size
        return theme.SMALL_SIZE - 6

    def _hint(self) -> str:
        if self.viewer is None:
            return self.hidden_hand_words(_("Waiting for the next player."))
        if self.turn_done:
            after = self.state.current_player()
            if after != AUTOMA:   # another seat is next (a person or a computer), not the Croaker
                if not self.match.can_undo():
                    return _("Your turn is done: End turn (or Enter) hands over to {name}.").format(
                        name=self.player_name(after))
                return _("Your turn is done: End turn (or Enter) hands over to {name}; Undo takes your move back."
                         ).format(name=self.player_name(after))
            if not self.match.can_undo():   # (a reveal made the move final)
                return _("Your turn is done: End turn (or Enter) lets the Croaker play.")
            return _("Your turn is done: End turn (or Enter) lets the Croaker play; Undo takes your move back.")
        if self.state.current_player() == AUTOMA:
            if self.watched:   # a replay: the Croaker's move is the next step, nothing to hurry
                return _("The Croaker's turn: its move is the next step.")
            return _("The Croaker is taking its turn: watch the frog and the display. Click to hurry it.")
        phase = self.phase
        if phase == "take":
            return _("Take a card from the display. Point at or focus any card to see what each side gives.")
        if phase == "play":
            return _("Pick a card from your hand, then choose an empty pond space (or drag it there). A right "
                     "click, or F before choosing, places it face down as water.")
        if phase == "jump":
            return _("Choose one of the lit spots on the food row (or a button) to move the jumping frog.")
        if phase in TUCK_PHASES:
            return _("Tucked cards score 1 point per matching food symbol in your pond at the end.")
        # another seat acts (no phase of the viewer's): never an empty box (play-tests saw one
        # while waiting, and in a replay of every seat)
        if self.watched:   # a replay: nobody waits here, but the box still explains a card
            return _("Point at any card to see what each side gives.")
        return _("Wait for your turn. Point at or focus any card to see what each side gives.")

    def _draw_food_help(self, surface, zone, food: int) -> None:
        a = self.assets
        count = self.view["tucked"][self.focus][food]["count"]
        symbols = self.symbols[food]
        name = _(FOOD_NAMES[food])
        draw.text(surface, a, _("{food}: {cards} tucked").format(food=name, cards=count_of(count, 'card')),
                  (zone.x + 14, zone.y + 12), theme.BODY_SIZE, theme.INK_ON_DARK, True)
        said = (_("{symbols} count in the pond at the end, wild frogs included: each tucked card scored {points}.")
                if self.state.is_over() else   # nothing more can be tucked then
                _("{symbols} count in the pond now, wild frogs included: one more tucked card would score {points} at the end."))
        draw.text_block(surface, a, said.format(symbols=count_symbols(symbols, name.lower()), points=symbols),
                        pygame.Rect(zone.x + 14, zone.y + 42, zone.w - 28, zone.h - 50), theme.SMALL_SIZE,
                        theme.INK_ON_DARK_SOFT)

    def _draw_score_summary(self, surface, zone) -> None:
        a = self.assets
        d = self.details
        hint = _("Choose a pond on the right to see it.") if len(self.view["players"]) > 1 and not self.watched else ""
        room = zone.w - 28 - (a.font(theme.SMALL_SIZE, text=hint).size(hint)[0] + 16 if hint else 0)
        draw.text_fit(surface, a, self.score_heading, (zone.x + 14, zone.y + 10), room, theme.SCORE_SIZE,
                      theme.INK_ON_DARK, True, smallest=13)   # a 16-character name shrinks the line, not cut
        x = zone.x + 14
        bottom = zone.y + 48
        for step, value in d["steps"].items():
            r = draw.text(surface, a, _(step), (x, zone.y + 48), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
            v = draw.text(surface, a, numbers.score(value), (r.centerx, r.bottom), theme.SCORE_SIZE, theme.INK_ON_DARK, True,
                          "midtop")
            x, bottom = r.right + 14, max(bottom, v.bottom)
        # the groups under the figures, in smaller type down to the readable least in real pixels
        # (at 1024x600 they were drawn 8 px high); what has no room even so ends in "…", and the
        # tooltip over the panel gives every group (tips.py)
        box = pygame.Rect(zone.x + 14, bottom + 1, zone.w - 28, zone.bottom - 4 - (bottom + 1))
        least = draw.readable_size()
        size = max(least, self._preview_size([self.groups_text], box.w, box.h))
        draw.text_block(surface, a, self.groups_text, box, size, theme.INK_ON_DARK_SOFT, line_gap=0)
        if hint:
            draw.text(surface, a, hint, (zone.right - 14, zone.y + 16),
                      theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, anchor="topright")
