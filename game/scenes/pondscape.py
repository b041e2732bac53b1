"""Pondscape's table: your 3x5 pond over your food row, the others' ponds (or the Croaker) on the
right, the central food row with the jumping frog, the display under its movement cards 0/1/2,
and your hand.

Everything drawn comes from `state.view(self.viewer)` (rebuilt in `refresh`), so another seat's
hand and the fronts of its water cards are never in reach of the drawing code.  Every click
becomes an action handed to `self.act`; the rules decide and explain.
"""
from __future__ import annotations

import math

import pygame

from ..rules.base import AUTOMA
from ..rules.pondscape import Done, Jump, Play, Take, Tuck
from ..rules.pondscape.data import CROAKER_CARDS, FOOD_INDEX, FOOD_NAMES, FRONT_FOODS, NUM_FOODS, card_name
from ..rules.pondscape.scoring import CELLS, COLS, ROWS
from ..ui import draw, theme
from ..ui.anim import Flash, Tween
from ..ui.widgets import Button
from .pondscape_art import SHEET, WATER, CardArt, side_lines
from .table import TableScene

SLOT_WORDS = ("left", "middle", "right")
HAND_CARD = (96, 132)
MINI = (28, 34)
GROUP_COLOURS = [(86, 180, 233), (0, 158, 115), (230, 159, 0), (204, 121, 167), (213, 94, 0), (0, 114, 178)]


class PondscapeScene(TableScene):
    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.art = CardArt(self.assets)
        self.selected: int | None = None      # hand card picked up
        self.face_down = False                # place the picked card as water
        self.press: tuple[int, tuple[int, int]] | None = None
        self.drag: tuple[int, tuple[int, int]] | None = None   # (card, pointer) while dragging
        self.focus_override: int | None = None  # after the game: whose pond is shown large
        self.view: dict = {}
        self._view_for: object = object()
        self._glows: dict[tuple[int, int], pygame.Surface] = {}
        self._geometry()

    # --- fixed geometry (from the Tiled layout) -----------------------------------------------
    def _geometry(self) -> None:
        L = self.layout
        pond = L.zone("pond")
        gap = int(L.prop("pond", "gap", 6))
        cw = (pond.w - gap * (COLS - 1)) // COLS
        ch = (pond.h - gap * (ROWS - 1)) // ROWS
        self.cell_size = (cw, ch)
        self.cell_rects = [pygame.Rect(pond.x + (c % COLS) * (cw + gap), pond.y + (c // COLS) * (ch + gap), cw, ch)
                           for c in range(CELLS)]
        foods = L.zone("foods")
        fw, fh = 56, 78
        self.food_rects = [pygame.Rect(self.cell_rects[f].x + 4, foods.y + (foods.h - fh) // 2, fw, fh)
                           for f in range(NUM_FOODS)]
        row = L.zone("food_row")
        rgap = int(L.prop("food_row", "gap", 24))
        rw = (row.w - rgap * (NUM_FOODS - 1)) // NUM_FOODS
        rh = min(row.h, round(rw * 100 / 72))
        self.row_gap = rgap
        self.row_rects = [pygame.Rect(row.x + i * (rw + rgap), row.y + (row.h - rh) // 2, rw, rh)
                          for i in range(NUM_FOODS)]
        disp = L.zone("display")
        sw, sgap = 96, (disp.w - 3 * 96) // 2
        self.move_rects = [pygame.Rect(disp.x + s * (sw + sgap) + (sw - 72) // 2, disp.y, 72, 40) for s in range(3)]
        self.slot_rects = [pygame.Rect(disp.x + s * (sw + sgap), disp.y + 48, sw, 132) for s in range(3)]
        ctl = L.zone("controls")
        self.control_rects = [pygame.Rect(ctl.x, ctl.y + 48 + i * 46, ctl.w, 40) for i in range(3)]

    def frog_point(self, position: float) -> tuple[int, int]:
        """Centre of the jumping frog sitting after food card `position` (may be fractional)."""
        r0 = self.row_rects[0]
        step = r0.w + self.row_gap
        return (round(r0.right + self.row_gap / 2 + position * step), r0.centery)

    def boundary_rect(self, position: int) -> pygame.Rect:
        x, y = self.frog_point(position)
        return pygame.Rect(x - 22, y - 24, 44, 48)

    # --- who is looking --------------------------------------------------------------------------
    @property
    def focus(self) -> int:
        """The seat whose pond is drawn large."""
        if self.focus_override is not None and self.state.is_over():
            return self.focus_override
        if self.viewer is not None:
            return self.viewer
        seat = self.state.current_player()
        return seat if seat is not None and seat >= 0 else 0

    # --- state-derived caches ----------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.state
        self._view_for = (self.viewer, self.focus_override)
        self.view = view = state.view(self.viewer)
        seat = state.current_player()
        mine = self.viewer is not None and seat == self.viewer
        self.my_turn = mine
        self.phase = state.phase if mine else None
        hand = view["hand"] if self.viewer is not None and self.focus == self.viewer else None
        self.hand = list(hand or [])
        if self.selected not in self.hand:
            self.selected = None
        if self.phase not in ("play", "special_tuck", "jump_tuck", "take"):
            self.selected = None
        # what may be clicked now (the rules' answers)
        self.legal_slots = set(state.legal_take_slots()) if mine else set()
        self.legal_cells = set(state.legal_cells()) if mine else set()
        self.legal_foods = set(state.tuck_foods()) if mine else set()
        self.jump_targets = {}
        if mine and state.phase == "jump":
            for action in state.legal_actions():
                if isinstance(action, Jump):
                    self.jump_targets[(view["frog"] + action.steps) % NUM_FOODS] = action.steps
        self._layout_hand()
        self._build_buttons()
        self._others()
        self._scores()

    def _layout_hand(self) -> None:
        zone = self.layout.zone("hand")
        n = len(self.hand) if self.focus == self.viewer else self.view["hand_counts"][self.focus]
        w, h = HAND_CARD
        step = w + 10 if n <= 1 else min(w + 10, (zone.w - w) // (n - 1))
        y = zone.y + 38
        self.hand_rects: list[pygame.Rect] = [pygame.Rect(zone.x + i * step, y, w, h) for i in range(n)]

    def _build_buttons(self) -> None:
        buttons = []
        r = self.control_rects
        phase = self.phase
        if phase == "play" or (phase == "take" and self.selected is not None):
            buttons.append(Button(r[0], "Flip: face up / water", self._toggle, selected=self.face_down,
                                  size=theme.SMALL_SIZE))
        if phase == "jump":
            buttons.append(Button(r[0], "Jump 1 space", lambda: self.act(Jump(1), r[0].center), primary=True))
            buttons.append(Button(r[1], "Jump 2 spaces", lambda: self.act(Jump(2), r[1].center), primary=True))
        if phase in ("special_tuck", "jump_tuck"):
            buttons.append(Button(r[2], "Finish tucking", lambda: self.act(Done(), r[2].center), primary=True))
        self.buttons = buttons

    def _toggle(self) -> None:
        self.face_down = not self.face_down
        self._build_buttons()

    def _others(self) -> None:
        """Positions of the smaller ponds of every other seat (or the Croaker's panel in solo)."""
        zone = self.layout.zone("others")
        self.other_seats = [p for p in range(len(self.view["players"])) if p != self.focus]
        self.other_rects: dict[int, pygame.Rect] = {}
        y = zone.y
        for p in self.other_seats:
            self.other_rects[p] = pygame.Rect(zone.x, y, zone.w, 156)
            y += 162

    def _scores(self) -> None:
        state = self.state
        self.totals = state.score_sheet().totals()
        self.details = state.score_details(self.focus) if state.is_over() else None
        self.score_marks = []   # (kind, cells/cell, label, colour)
        if self.details:
            for i, group in enumerate(self.details["groups"]):
                colour = GROUP_COLOURS[i % len(GROUP_COLOURS)] if group["met"] else theme.ILLEGAL
                label = f"+{group['points']}" if group["met"] else "0"
                self.score_marks.append(("group", group["cells"], label, colour))
            for row in self.details["solitary"]:
                self.score_marks.append(("cell", [row["cell"]], f"+{row['points']}", theme.LEGAL))
            for row in self.details["water"]:
                if row["points"]:
                    self.score_marks.append(("cell", [row["cell"]], f"+{row['points']}", WATER))

    # --- acting ------------------------------------------------------------------------------
    def on_applied(self, action, before) -> None:
        view = self.state.view(self.viewer)
        hand_before = {card: rect.copy() for card, rect in zip(self.hand, self.hand_rects)}
        deck_rect = self.layout.zone("deck")
        croaker_zone = self.layout.zone("others")
        delay = 0
        for ev in view["events"]:
            kind = ev["type"]
            if kind == "take":
                self.anims.add(Tween(self.slot_rects[ev["slot"]].topleft, self._hand_target(ev["card"], ev["seat"]),
                                     {"card": ev["card"], "size": HAND_CARD, "hide": ("hand", ev["card"])}))
            elif kind == "refill":
                self.anims.add(Tween(deck_rect.topleft, self.slot_rects[ev["slot"]].topleft,
                                     {"card": ev["card"], "size": (96, 132), "hide": ("slot", ev["slot"])},
                                     delay=delay + 200))
            elif kind == "frog":
                self.anims.add(Tween((ev["from"], 0), (ev["from"] + ev["steps"], 0),
                                     {"frog": True}, duration=350, delay=delay))
                delay += 350
            elif kind == "play":
                start = hand_before.get(ev["card"], self.layout.zone("hand")).topleft
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
                start = hand_before.get(ev.get("card"), self.layout.zone("hand")).topleft
                self.anims.add(Tween(start, self.food_rects[ev["food"]].topleft, {"back": True, "size": (56, 78)}))
                self.anims.add(Flash(("food", ev["food"])))
            elif kind == "draw":
                for i in range(ev["count"]):
                    self.anims.add(Tween(deck_rect.topleft, (self.layout.zone("hand").x + 10 * i,
                                                             self.layout.zone("hand").y + 30),
                                         {"back": True, "size": HAND_CARD}, delay=60 * i))
            elif kind == "croaker_card":
                self.anims.add(Flash(("croaker", ev["card"]), duration=1400))
                delay = 300
            elif kind == "croaker_take":
                self.anims.add(Tween(self.slot_rects[ev["slot"]].topleft, (croaker_zone.x + 10, croaker_zone.y + 88),
                                     {"card": ev["card"], "size": (96, 132), "to_size": (72, 100)},
                                     duration=350, delay=delay + 150))
                self.anims.add(Flash(("slot", ev["slot"]), duration=1300))
                delay += 500

    def _hand_target(self, card: int, seat: int) -> tuple[int, int]:
        if seat == self.focus:
            zone = self.layout.zone("hand")
            n = len(self.hand) + 1
            step = HAND_CARD[0] + 10 if n <= 1 else min(HAND_CARD[0] + 10, (zone.w - HAND_CARD[0]) // (n - 1))
            return (zone.x + (n - 1) * step, zone.y + 38)
        rect = self.other_rects.get(seat)
        return rect.topleft if rect else self.layout.zone("others").topleft

    def _mini_cell(self, seat: int, cell: int) -> pygame.Rect:
        box = self.other_rects.get(seat, self.layout.zone("others"))
        x0, y0 = box.x + 6, box.y + 28
        return pygame.Rect(x0 + (cell % COLS) * (MINI[0] + 3), y0 + (cell // COLS) * (MINI[1] + 3), *MINI)

    def handle(self, event) -> bool:
        if self.state.is_over() and event.kind == "click":
            for seat, rect in self.other_rects.items():
                if rect.collidepoint(event.pos):
                    self.focus_override = seat
                    self.refresh()
                    return True
            if self.focus_override is not None and self.layout.zone("pond").collidepoint(event.pos):
                self.focus_override = None
                self.refresh()
                return True
        return super().handle(event)

    def handle_table(self, event) -> bool:
        kind, pos = event.kind, event.pos
        if kind == "down" and event.button == 1:
            card = self._hand_at(pos)
            self.press = (card, pos) if card is not None else None
            return card is not None
        if kind == "move":
            if event.dragging and self.press is not None and self.phase in ("play", "special_tuck", "jump_tuck"):
                self.drag = (self.press[0], pos)
                self.selected = self.press[0]
                return True
            return False
        if kind == "up":
            self.press = None
            if self.drag is not None:
                card, _ = self.drag
                self.drag = None
                self._drop(card, pos)
                return True
            return False
        if kind == "key" and event.key == pygame.K_f:
            self._toggle()
            return True
        if kind == "right_click":
            return self._right_click(pos)
        if kind != "click":
            return False
        return self._click(pos)

    def _hand_at(self, pos) -> int | None:
        if self.viewer is None:
            return None
        for card, rect in reversed(list(zip(self.hand, self.hand_rects))):
            if rect.collidepoint(pos):
                return card
        return None

    def _cell_at(self, pos) -> int | None:
        for cell, rect in enumerate(self.cell_rects):
            if rect.collidepoint(pos):
                return cell
        return None

    def _food_at(self, pos) -> int | None:
        for food, rect in enumerate(self.food_rects):
            if rect.inflate(24, 8).collidepoint(pos):
                return food
        return None

    def _drop(self, card: int, pos) -> None:
        cell, food = self._cell_at(pos), self._food_at(pos)
        if cell is not None:
            self._play(card, cell, self.face_down, pos)
        elif food is not None:
            self.act(Tuck(card, food), pos)
        else:
            self.selected = card

    def _play(self, card: int, cell: int, face_down: bool, pos) -> None:
        if self.act(Play(card, cell, face_down), pos):
            self.selected = None
            self.face_down = False
            self.refresh()

    def _click(self, pos) -> bool:
        card = self._hand_at(pos)
        if card is not None:
            self.selected = None if self.selected == card else card
            self._build_buttons()
            return True
        for slot, rect in enumerate(self.slot_rects):
            if rect.collidepoint(pos) or self.move_rects[slot].collidepoint(pos):
                self.act(Take(slot), pos)
                return True
        cell = self._cell_at(pos)
        if cell is not None:
            if self.focus != self.viewer:
                return True
            if self.selected is None:
                if self.phase == "play":
                    self.refuse("Pick a card from your hand first, then click an empty pond space.", pos)
                else:
                    self.act(Play(self.hand[0] if self.hand else -1, cell, self.face_down), pos)
                return True
            self._play(self.selected, cell, self.face_down, pos)
            return True
        food = self._food_at(pos)
        if food is not None:
            if self.selected is None and self.phase in ("special_tuck", "jump_tuck") and self.hand:
                self.refuse("Pick the card to tuck from your hand first, then click a lit food card.", pos)
            else:
                card = self.selected if self.selected is not None else (self.hand[0] if self.hand else -1)
                if self.act(Tuck(card, food), pos):
                    self.selected = None
                    self.refresh()
            return True
        for position in range(NUM_FOODS):
            if self.boundary_rect(position).collidepoint(pos) or self.row_rects[position].collidepoint(pos):
                self._click_row(position, pos)
                return True
        return False

    def _click_row(self, position: int, pos) -> None:
        steps = self.jump_targets.get(position)
        if steps is None:
            # the nearest boundary to the click decides how far the player meant to jump
            x = pos[0]
            best = min(range(NUM_FOODS), key=lambda p: abs(self.frog_point(p)[0] - x))
            steps = self.jump_targets.get(best)
        if steps is None:
            if self.phase == "jump":
                self.refuse("The jumping frog jumps 1 or 2 spaces: click one of the lit spots.", pos)
            else:
                self.act(Jump(1), pos)
            return
        self.act(Jump(steps), pos)

    def _right_click(self, pos) -> bool:
        card = self._hand_at(pos)
        if card is not None:
            self.selected = card
            self._toggle()
            return True
        cell = self._cell_at(pos)
        if cell is not None and self.focus == self.viewer:
            if self.selected is None:
                self.refuse("Pick a card from your hand first; right click places it face down as water.", pos)
            else:
                self._play(self.selected, cell, True, pos)
            return True
        return False

    def status_text(self) -> str:
        """The round, when the bar has room for it beside the rules' prompt."""
        state = self.state
        text = f"Round {state.round_number()} of 15"
        if state.is_over():
            return ""
        prompt = f"{self.player_name(state.current_player())}: {state.prompt()}"
        room = self.layout.zone("btn_undo").x - 16 - 58
        need = self.assets.font(theme.BODY_SIZE, True).size(prompt)[0] + self.assets.font(theme.SMALL_SIZE).size(text)[0]
        return text if need + 24 < room else ""

    def player_name(self, seat: int) -> str:
        return "The Croaker" if seat == AUTOMA else super().player_name(seat)

    # --- drawing -------------------------------------------------------------------------------
    def _glow(self, surface: pygame.Surface, rect: pygame.Rect, colour=theme.LEGAL) -> None:
        key = (rect.w, rect.h, colour)
        halo = self._glows.get(key)
        if halo is None:
            halo = pygame.Surface((rect.w + 16, rect.h + 16), pygame.SRCALPHA)
            for i in range(3, 0, -1):
                alpha = 40 + 25 * (3 - i)
                pygame.draw.rect(halo, (*colour[:3], alpha), halo.get_rect().inflate(-4 * (4 - i), -4 * (4 - i)),
                                 width=3, border_radius=8 + i * 2)
            self._glows[key] = halo
        surface.blit(halo, (rect.x - 8, rect.y - 8))
        pygame.draw.rect(surface, colour, rect, width=2, border_radius=8)

    def draw_table(self, surface: pygame.Surface) -> None:
        if self._view_for != (self.viewer, self.focus_override):
            self.refresh()  # the base sets `viewer` after its refresh on a seat change
        self.drawn: list[tuple[str, int | None, int | None]] = []   # (side, card, seat) of every card drawn
        hidden = set()
        tweens = self.anims.of(Tween)
        for t in tweens:
            if isinstance(t.payload, dict) and "hide" in t.payload:
                hidden.add(t.payload["hide"])
        flashes = {f.payload: f.alpha for f in self.anims.of(Flash)}
        pointer = self.app.input.pointer
        self._draw_pond(surface, hidden, flashes, pointer)
        self._draw_my_foods(surface, flashes)
        self._draw_row(surface, tweens)
        self._draw_display(surface, hidden, flashes, pointer)
        self._draw_controls(surface)
        self._draw_hand(surface, hidden, pointer)
        if self.view["solo"]:
            self._draw_croaker(surface, flashes)
        else:
            self._draw_others(surface, hidden, flashes)
        self._draw_preview(surface, pointer)
        for t in tweens:
            self._draw_tween(surface, t)
        if self.drag is not None:
            card, pos = self.drag
            image = self._card_image(card, self.face_down, self.cell_size)
            surface.blit(image, image.get_rect(center=pos))

    def _card_image(self, card: int | None, water: bool, size) -> pygame.Surface:
        if card is None:
            return self.art.back(size)
        return self.art.water(card, size) if water else self.art.front(card, size)

    def _draw_pond(self, surface, hidden, flashes, pointer) -> None:
        a, view, seat = self.assets, self.view, self.focus
        zone = self.layout.zone("pond")
        name = view["players"][seat]
        draw.player_shape(surface, seat, (zone.x + 10, zone.y - 16), 18)
        who = "Your pond" if seat == self.viewer and not self.state.is_over() else f"{name}'s pond"
        over = self.state.is_over()
        words = f"{who}  \u00b7  {self.totals[seat]} points"
        draw.text(surface, a, words, (zone.x + 26, zone.y - 16), theme.BODY_SIZE, theme.INK_ON_DARK, True,
                      "midleft")
        if not over and not self.status_text():
            draw.text(surface, a, f"Round {view['round']} of 15", (zone.right, zone.y - 16), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, anchor="midright")
        pond = view["ponds"][seat]
        hover = self._cell_at(pointer)
        for cell, rect in enumerate(self.cell_rects):
            entry = pond[cell]
            if entry is None or ("cell", seat, cell) in hidden:
                surface.blit(self.art.empty(self.cell_size), rect)
                if cell in self.legal_cells:
                    if self.selected is not None and (hover == cell or self.drag is not None and
                                                      rect.collidepoint(self.drag[1])):
                        ghost = self._card_image(self.selected, self.face_down, self.cell_size).copy()
                        ghost.set_alpha(150)
                        surface.blit(ghost, rect)
                    self._glow(surface, rect)
                continue
            water = entry["face_down"]
            if water and entry["card"] is None:
                surface.blit(self.art.public_water(entry["back"], self.cell_size), rect)
            else:
                surface.blit(self._card_image(entry["card"], water, self.cell_size), rect)
            self.drawn.append(("water" if water else "front", entry["card"], seat))
            alpha = flashes.get(("cell", seat, cell))
            if alpha:
                pygame.draw.rect(surface, theme.SELECTED, rect.inflate(4, 4), 3, border_radius=8)
        if self.details:
            self._draw_score_marks(surface)

    def _draw_score_marks(self, surface) -> None:
        a = self.assets
        for kind, cells, label, colour in self.score_marks:
            if kind == "group":
                cellset = set(cells)
                for c in cells:
                    rect = self.cell_rects[c]
                    pygame.draw.rect(surface, colour, rect.inflate(2, 2), 4, border_radius=8)
                    for n in (c + 1, c + COLS):
                        if n in cellset and (n == c + COLS or n % COLS):
                            other = self.cell_rects[n]
                            pygame.draw.line(surface, colour, rect.center, other.center, 8)
                anchor = self.cell_rects[cells[0]]
            else:
                anchor = self.cell_rects[cells[0]]
            image = a.text(label, theme.SCORE_SIZE, theme.INK, True)
            badge = image.get_rect(topleft=(anchor.x + 6, anchor.y + 4)).inflate(14, 4)
            pygame.draw.rect(surface, theme.PAPER, badge, border_radius=10)
            pygame.draw.rect(surface, colour, badge, 3, border_radius=10)
            surface.blit(image, image.get_rect(center=badge.center))

    def _draw_my_foods(self, surface, flashes) -> None:
        a, view, seat = self.assets, self.view, self.focus
        tucked = view["tucked"][seat]
        frog = set(view["frog_foods"])
        for food, rect in enumerate(self.food_rects):
            count = tucked[food]["count"]
            for i in range(min(count, 4)):
                surface.blit(self.art.back((rect.w, rect.h)), rect.move(6 + 4 * i, 4 + 2 * i))
            surface.blit(self.art.food_card(food, rect.size), rect)
            if food in self.legal_foods:
                self._glow(surface, rect)
            elif food in frog:
                pygame.draw.rect(surface, theme.INK_ON_DARK_SOFT, rect.inflate(4, 4), 2, border_radius=8)
            if flashes.get(("food", food)):
                pygame.draw.rect(surface, theme.SELECTED, rect.inflate(6, 6), 3, border_radius=8)
            badge = pygame.Rect(0, 0, 26, 26)
            badge.center = (rect.right + 13, rect.y + 14)
            pygame.draw.ellipse(surface, theme.PAPER if count else (70, 64, 58), badge)
            pygame.draw.ellipse(surface, theme.INK, badge, 2)
            draw.text(surface, a, str(count), badge.center, theme.SMALL_SIZE,
                      theme.INK if count else theme.INK_ON_DARK_SOFT, True, "center")
            if food in frog:
                icon = self.assets.sprite(SHEET, "jumping_frog", (26, 26))
                surface.blit(icon, (rect.x - 4, rect.bottom - 22))

    def _draw_row(self, surface, tweens) -> None:
        a, view = self.assets, self.view
        first = self.row_rects[0]
        draw.text(surface, a, "Food row \u00b7 the jumping frog straddles two foods", (first.x, first.y - 24),
                  theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
        straddled = set(view["frog_foods"])
        for food, rect in enumerate(self.row_rects):
            surface.blit(self.art.food_card(food, rect.size), rect)
            if food in straddled:
                pygame.draw.rect(surface, theme.INK_ON_DARK, rect.inflate(4, 4), 2, border_radius=8)
        for position, steps in self.jump_targets.items():
            box = self.boundary_rect(position)
            ghost = self.assets.sprite(SHEET, "jumping_frog", (40, 40)).copy()
            ghost.set_alpha(120)
            surface.blit(ghost, ghost.get_rect(center=box.center))
            self._glow(surface, box)
            draw.text(surface, a, f"+{steps}", (box.centerx, box.bottom + 12), theme.SMALL_SIZE, theme.LEGAL, True,
                      "center")
        moving = [t for t in tweens if isinstance(t.payload, dict) and t.payload.get("frog")]
        frog_img = self.assets.sprite(SHEET, "jumping_frog", (44, 44))
        if moving:
            t = moving[0]
            hop = (t.end[0] - t.start[0]) * t.progress
            position = t.start[0] + hop
            if position > NUM_FOODS - 0.5:   # past the end of the row: come round from the left
                position -= NUM_FOODS
            x, y = self.frog_point(position)
            y -= round(abs(math.sin(math.pi * hop)) * 26)
            surface.blit(frog_img, frog_img.get_rect(center=(x, y)))
        else:
            x, y = self.frog_point(view["frog"])
            surface.blit(frog_img, frog_img.get_rect(center=(x, y)))
            if view["frog"] == NUM_FOODS - 1:   # straddling the spider and the fly: show the wrap
                ghost = self.assets.sprite(SHEET, "jumping_frog", (44, 44)).copy()
                ghost.set_alpha(110)
                lx, _ = self.frog_point(-1)
                surface.blit(ghost, ghost.get_rect(center=(lx, y)))
        deck = self.layout.zone("deck")
        if view["deck_count"]:
            for i in range(min(3, view["deck_count"] // 20 + 1)):
                surface.blit(self.art.back(deck.size), deck.move(3 * i, -3 * i))
        else:
            pygame.draw.rect(surface, theme.INK_ON_DARK_SOFT, deck, 2, border_radius=8)
        draw.text(surface, a, f"Deck {view['deck_count']}", (deck.centerx + 3, deck.bottom + 12), theme.SMALL_SIZE,
                  theme.INK_ON_DARK, True, "center")

    def _draw_display(self, surface, hidden, flashes, pointer) -> None:
        view = self.view
        for slot, rect in enumerate(self.slot_rects):
            move = self.move_rects[slot]
            surface.blit(self.assets.sprite(SHEET, f"movement_card_{slot}", move.size), move)
            card = view["display"][slot]
            if card is None or ("slot", slot) in hidden:
                surface.blit(self.art.empty(rect.size), rect)
            else:
                lift = -6 if slot in self.legal_slots and rect.collidepoint(pointer) else 0
                surface.blit(self.art.front(card, rect.size), rect.move(0, lift))
                self.drawn.append(("front", card, None))
                if slot in self.legal_slots:
                    self._glow(surface, rect.move(0, lift))
            if flashes.get(("slot", slot)):
                pygame.draw.rect(surface, theme.ILLEGAL, rect.inflate(6, 6), 3, border_radius=8)

    def _draw_controls(self, surface) -> None:
        zone = self.layout.zone("controls")
        a = self.assets
        if self.phase == "play" or (self.phase == "take" and self.selected is not None):
            side = "face down as water" if self.face_down else "face up"
            draw.text(surface, a, "Place the card:", (zone.x, zone.y + 8), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
            draw.text(surface, a, side, (zone.x, zone.y + 27), theme.BODY_SIZE, theme.INK_ON_DARK, True)
            draw.text(surface, a, "Right click a space: water", (zone.x, self.control_rects[1].y + 4),
                      theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
            draw.text(surface, a, "Drag or click to place", (zone.x, self.control_rects[1].y + 26),
                      theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
        elif self.phase in ("special_tuck", "jump_tuck"):
            words = ("Tuck: pick a hand card," if self.phase == "jump_tuck" else
                     f"Tuck up to {self.state.pending()['tucks_left']} more:")
            draw.text(surface, a, words, (zone.x, zone.y + 8), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
            draw.text(surface, a, "then a lit food card", (zone.x, zone.y + 27), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT)
        elif self.phase == "jump":
            draw.text(surface, a, "Move the jumping frog:", (zone.x, zone.y + 8), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT)
        elif self.phase == "take":
            draw.text(surface, a, "Take a card: the number", (zone.x, zone.y + 8), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT)
            draw.text(surface, a, "above it moves the frog.", (zone.x, zone.y + 27), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT)
        for button in self.buttons:
            button.draw(surface, a, self.app.input.pointer)

    def _draw_hand(self, surface, hidden, pointer) -> None:
        a, view = self.assets, self.view
        zone = self.layout.zone("hand")
        seat = self.focus
        count = view["hand_counts"][seat]
        if self.viewer is not None and seat == self.viewer:
            label = f"Your hand \u00b7 {count} card{'s' if count != 1 else ''}"
        else:
            label = f"{view['players'][seat]}'s hand \u00b7 {count} card{'s' if count != 1 else ''} (hidden)"
        draw.text(surface, a, label, (zone.x, zone.y), theme.BODY_SIZE, theme.INK_ON_DARK, True)
        if self.viewer is None or seat != self.viewer:
            for rect in self.hand_rects:
                surface.blit(self.art.back(HAND_CARD), rect)
                self.drawn.append(("back", None, seat))
            return
        can_pick = self.phase in ("play", "special_tuck", "jump_tuck")
        hover = self._hand_at(pointer)
        for card, rect in zip(self.hand, self.hand_rects):
            if ("hand", card) in hidden or (self.drag is not None and self.drag[0] == card):
                continue
            lifted = rect.move(0, -14) if card == self.selected else rect.move(0, -6) if card == hover else rect
            water = card == self.selected and self.face_down and self.phase == "play"
            surface.blit(self._card_image(card, water, HAND_CARD), lifted)
            self.drawn.append(("water" if water else "front", card, seat))
            if card == self.selected:
                pygame.draw.rect(surface, theme.SELECTED, lifted.inflate(6, 6), 4, border_radius=10)
            elif can_pick:
                self._glow(surface, lifted)

    def _draw_others(self, surface, hidden, flashes) -> None:
        a, view = self.assets, self.view
        current = view["current"]
        for seat in self.other_seats:
            box = self.other_rects[seat]
            draw.panel(surface, box, colour=(58, 52, 46), edge=(88, 80, 70), radius=8)
            if seat == current:
                pygame.draw.rect(surface, theme.INK_ON_DARK, box, 2, border_radius=8)
            draw.player_shape(surface, seat, (box.x + 14, box.y + 14), 16)
            name = view["players"][seat]
            draw.text(surface, a, name[:11], (box.x + 26, box.y + 14), theme.SMALL_SIZE, theme.INK_ON_DARK, True,
                      "midleft")
            draw.text(surface, a, f"{self.totals[seat]} pts", (box.right - 8, box.y + 14), theme.SMALL_SIZE,
                      theme.INK_ON_DARK, True, "midright")
            pond = view["ponds"][seat]
            for cell in range(CELLS):
                rect = self._mini_cell(seat, cell)
                entry = pond[cell]
                if entry is None or ("cell", seat, cell) in hidden:
                    pygame.draw.rect(surface, (76, 90, 84), rect, border_radius=4)
                    continue
                if entry["face_down"]:
                    surface.blit(self.art.water(entry["card"], MINI) if entry["card"] is not None
                                 else self._mini_water(entry), rect)
                    self.drawn.append(("water", entry["card"], seat))
                else:
                    surface.blit(self.art.front(entry["card"], MINI), rect)
                    self.drawn.append(("front", entry["card"], seat))
                if flashes.get(("cell", seat, cell)):
                    pygame.draw.rect(surface, theme.SELECTED, rect.inflate(4, 4), 2)
            # hand (face down) and tucked cards
            x0 = box.x + 6 + COLS * (MINI[0] + 3) + 2
            hand_n = view["hand_counts"][seat]
            back = self.art.back((18, 25))
            for i in range(min(hand_n, 4)):
                surface.blit(back, (x0 + 2, box.y + 30 + 6 * i))
                self.drawn.append(("back", None, seat))
            draw.text(surface, a, str(hand_n), (x0 + 11, box.y + 84), theme.SMALL_SIZE, theme.INK_ON_DARK, True,
                      "midtop")
            tucked = view["tucked"][seat]
            y = box.bottom - 22
            icon_x = box.x + 8
            for food in range(NUM_FOODS):
                surface.blit(self.art.food_icon(food, 16), (icon_x, y + 1))
                draw.text(surface, a, str(tucked[food]["count"]), (icon_x + 18, y), theme.SMALL_SIZE,
                          theme.INK_ON_DARK, True)
                icon_x += 34

    def _mini_water(self, entry: dict) -> pygame.Surface:
        """Another seat's water card: only its water side, which every player sees."""
        return self.art.public_water(entry["back"], MINI)

    def _draw_croaker(self, surface, flashes) -> None:
        a, view = self.assets, self.view
        zone = self.layout.zone("others")
        croaker = view["croaker"]
        draw.panel(surface, zone, colour=(52, 62, 46), edge=(96, 112, 80), radius=10)
        surface.blit(self.assets.sprite(SHEET, "croaker", (44, 44)), (zone.x + 8, zone.y + 8))
        draw.text(surface, a, "The Croaker", (zone.x + 58, zone.y + 10), theme.BODY_SIZE, theme.INK_ON_DARK, True)
        turn = croaker["turns"] + (1 if view["current"] == AUTOMA else 0)
        draw.text(surface, a, f"turn {turn} of 15" if turn else "waits its turn", (zone.x + 58, zone.y + 32),
                  theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
        draw.text(surface, a, f"Deck {croaker['deck_count']} \u00b7 removed {len(croaker['taken'])}",
                  (zone.x + 10, zone.y + 60), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
        y = zone.y + 88
        waiting = view["current"] == AUTOMA
        card_rect = pygame.Rect(zone.x + 10, y, 72, 100)
        text_x = card_rect.right + 10
        last = croaker["last"]
        if waiting:
            surface.blit(self.art.back((72, 100)), card_rect)
            self._glow(surface, card_rect, theme.INK_ON_DARK)
            for i, line in enumerate(("Its turn:", "flipping", "the next", "card\u2026")):
                draw.text(surface, a, line, (text_x, y + 6 + 22 * i), theme.SMALL_SIZE, theme.INK_ON_DARK, i == 0)
        elif last:
            surface.blit(self.assets.sprite(SHEET, "croaker_card", (72, 100)), card_rect)
            moves, slot = CROAKER_CARDS[last["card"]]
            draw.text(surface, a, f"Frog +{moves}", (text_x, y + 8), theme.BODY_SIZE, theme.INK_ON_DARK, True)
            draw.text(surface, a, "takes the", (text_x, y + 36), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
            draw.text(surface, a, SLOT_WORDS[slot], (text_x, y + 56), theme.BODY_SIZE, theme.INK_ON_DARK, True)
            draw.text(surface, a, "card", (text_x, y + 78), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
            if flashes.get(("croaker", last["card"])):
                self._glow(surface, card_rect)
        else:
            surface.blit(self.art.back((72, 100)), card_rect)
            for i, line in enumerate(("Plays after", "each of", "your turns.")):
                draw.text(surface, a, line, (text_x, y + 6 + 22 * i), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
        y += 112
        if last and not waiting:
            draw.text(surface, a, "What it did:", (zone.x + 10, y), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, True)
            y += 22
            for line in self.croaker_lines(last):
                used = draw.text_block(surface, a, line, pygame.Rect(zone.x + 10, y, zone.w - 20, 90),
                                       theme.SMALL_SIZE, theme.INK_ON_DARK, line_gap=1)
                y += used + 4
        flipped = croaker["flipped"]
        if flipped:
            y = max(y + 6, zone.bottom - 28 - 20 * len(flipped))
            draw.text(surface, a, "Flipped since shuffle:", (zone.x + 10, y), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT)
            for i, c in enumerate(flipped):
                moves, slot = CROAKER_CARDS[c]
                draw.text(surface, a, f"frog +{moves} \u00b7 {SLOT_WORDS[slot]}", (zone.x + 18, y + 20 + 20 * i),
                          theme.SMALL_SIZE, theme.INK_ON_DARK)

    @staticmethod
    def croaker_lines(last: dict) -> list[str]:
        moves, slot = last["moves"], last["slot"]
        out = [f"1. Flipped: frog +{moves}, {SLOT_WORDS[slot]} card."]
        if moves:
            b = last["frog_to"]
            out.append(f"2. The frog jumped to {FOOD_NAMES[b].lower()} | {FOOD_NAMES[(b + 1) % NUM_FOODS].lower()}.")
        else:
            out.append("2. The frog stayed.")
        if last["taken"] >= 0:
            out.append(f"3. Removed the {card_name(last['taken'])} ({SLOT_WORDS[slot]}).")
        else:
            out.append("3. That slot was empty.")
        if last.get("reshuffled"):
            out.append("It shuffled its deck.")
        return out

    def _inspected(self, pointer) -> tuple[int | None, bool | None, str]:
        """The card whose sides the preview explains: hovered first, then the picked card."""
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
        if self.details is not None:
            self._draw_score_summary(surface, zone)
            return
        food = self._food_at(pointer)
        if food is not None:
            self._draw_food_help(surface, zone, food)
            return
        card, shown, where = self._inspected(pointer)
        if card is None:
            draw.text_block(surface, a, self._hint(), zone.inflate(-24, -20), theme.BODY_SIZE,
                            theme.INK_ON_DARK_SOFT)
            return
        half = (zone.w - 36) // 2
        for i, water in enumerate((False, True)):
            box = pygame.Rect(zone.x + 12 + i * (half + 12), zone.y + 8, half, zone.h - 16)
            chosen = (where == "hand" and card == self.selected and self.phase == "play"
                      and water == self.face_down) or (where == "pond" and shown == water)
            if chosen:
                pygame.draw.rect(surface, theme.SELECTED, box.inflate(8, 4), 2, border_radius=8)
            heading, lines = side_lines(card, water)
            draw.text(surface, a, heading, (box.x, box.y), theme.SMALL_SIZE, theme.INK_ON_DARK, True)
            y = box.y + 22
            for line in lines:
                used = draw.text_block(surface, a, line, pygame.Rect(box.x, y, box.w, box.bottom - y),
                                       theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, line_gap=1)
                y += used + 1

    def _hint(self) -> str:
        if self.viewer is None:
            return "Waiting for the next player."
        if self.state.current_player() == AUTOMA:
            return "The Croaker is taking its turn: watch the frog and the display. Click to hurry it."
        phase = self.phase
        if phase == "take":
            return "Take a card from the display. Point at any card to see what each side gives."
        if phase == "play":
            return "Pick a card from your hand, then click or drag it onto an empty pond space. Right click places it face down as water."
        if phase == "jump":
            return "Click one of the lit spots on the food row (or a button) to move the jumping frog."
        if phase in ("special_tuck", "jump_tuck"):
            return "Tucked cards score 1 point per matching food symbol in your pond at the end."
        return ""

    def _draw_food_help(self, surface, zone, food: int) -> None:
        a = self.assets
        seat = self.focus
        count = self.view["tucked"][seat][food]["count"]
        symbols = self._symbols(seat)[food]
        draw.text(surface, a, f"{FOOD_NAMES[food]}: {count} card{'s' if count != 1 else ''} tucked",
                  (zone.x + 14, zone.y + 12), theme.BODY_SIZE, theme.INK_ON_DARK, True)
        draw.text_block(surface, a, f"{symbols} {FOOD_NAMES[food].lower()} symbol{'s' if symbols != 1 else ''} "
                        f"showing in the pond now: each tucked card would score {symbols} at the end.",
                        pygame.Rect(zone.x + 14, zone.y + 42, zone.w - 28, zone.h - 50), theme.SMALL_SIZE,
                        theme.INK_ON_DARK_SOFT)

    def _symbols(self, seat: int) -> list[int]:
        counts = [0] * NUM_FOODS
        for entry in self.view["ponds"][seat]:
            if entry is None:
                continue
            if entry["face_down"]:
                for name in entry["back"]["foods"]:
                    counts[FOOD_INDEX[name]] += 1
            else:
                for f in FRONT_FOODS[entry["card"]]:
                    counts[f] += 1
        return counts

    def _draw_score_summary(self, surface, zone) -> None:
        a = self.assets
        d = self.details
        seat = self.focus
        name = self.view["players"][seat]
        level = self.state.solo_achievement()
        draw.text(surface, a, f"{name}: {d['total']} points" + (f" \u00b7 {level}" if level else ""),
                  (zone.x + 14, zone.y + 10), theme.SCORE_SIZE, theme.INK_ON_DARK, True)
        x = zone.x + 14
        for step, value in d["steps"].items():
            r = draw.text(surface, a, step, (x, zone.y + 48), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
            draw.text(surface, a, str(value), (r.centerx, r.bottom + 2), theme.SCORE_SIZE, theme.INK_ON_DARK, True,
                      "midtop")
            x = r.right + 14
        parts = []
        for g in d["groups"]:
            parts.append(f"{g['species'].replace('_', '-')} \u00d7{g['size']}: "
                         + (f"+{g['points']}" if g["met"] else "condition not met"))
        text = "Groups: " + ("; ".join(parts) if parts else "none")
        draw.text_block(surface, a, text, pygame.Rect(zone.x + 14, zone.y + 100, zone.w - 28, 48), theme.SMALL_SIZE,
                        theme.INK_ON_DARK_SOFT, line_gap=1)
        if len(self.view["players"]) > 1:
            draw.text(surface, a, "Click a pond on the right to see it.", (zone.right - 14, zone.y + 16),
                      theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, anchor="topright")

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


SCENE_CLASS = PondscapeScene
