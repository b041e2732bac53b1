"""Koinobori's table: festival poles rising from their flags, the draw row, your hand and
your personal pole, every seat's public counts, and the end-of-game scoring pole by pole.

The rules decide everything: this scene draws `self.state`, highlights what the rules list as
legal, and turns clicks and drags into actions through `self.act`.
"""
from __future__ import annotations

import pygame

from ..rules.koinobori import (ABILITY_NAMES, CARD_ABILITY, CARD_CARP, COLOUR_IDS, Done,
                               MoveTop, Pass, PlayCard, PlayToOwnPole, Refresh, Steal, TakeCard,
                               resolve_pole)
from ..rules.koinobori.data import OWN_POLE_SIZE, POLE_SIZE
from ..rules.koinobori.scoring import visible_tally
from ..ui import draw, theme
from ..ui.anim import Flash, Tween
from ..ui.widgets import Button
from .koinobori_cards import CardArt
from .table import RESULTS_DELAY_MS, TableScene

TILE_H = 68
TILE_GAP = 4
HAND_CARD = (80, 110)
HAND_STEP = 88
ROW_CARD = (62, 86)
ROW_STEP = 64
OWN_CARD = (62, 86)
LEVEL_CARD = (80, 110)
SCORE_CARD = (62, 86)
RAISE = 12

# End of game: personal poles show at once, then one pole every POLE_STEP ms, then the totals.
REVEAL_START = 300
POLE_STEP = 450
FLIP_MS = 260

PANEL_DARK = (30, 27, 24)


class KoinoboriScene(TableScene):
    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.art = CardArt(self.assets)
        self.selected: int | None = None       # hand card picked up
        self.move_source: int | None = None    # Move ability: the pole whose top card moves
        self.peek = False                      # the viewer looks at their own pole
        self.press: tuple | None = None        # ("hand", card) / ("pole", i) under a pressed button
        self.drag_pos: tuple[int, int] | None = None
        self._animate = False
        self._steal_from: pygame.Rect | None = None
        self.recent_poles: set[int] = set()    # poles changed this turn, shown to the next seat
        self.card_rects: dict[int, pygame.Rect] = {}
        self.reveal_ms = 0 if not match.state.is_over() else 10 ** 6
        self._reveal_total = 0

    # ------------------------------------------------------------------ derived data
    def refresh(self) -> None:
        st = self.state
        L = self.layout
        seat = st.current_player()
        my_turn = self.viewer is not None and self.viewer == seat
        if self.selected is not None and (self.viewer is None or self.selected not in st.hands[self.viewer]):
            self.selected = None
        if st.step != "ability" or st.ability != "move":
            self.move_source = None
        if self.viewer is None:
            self.peek = False

        # festival poles
        n = len(st.poles)
        zone = L.zone("poles")
        col_w = min(150, zone.w // n)
        x0 = zone.x + (zone.w - col_w * n) // 2
        tile_w = min(112, col_w - 36)
        self.columns: list[pygame.Rect] = []
        self.flag_rects: list[pygame.Rect] = []
        self.slot_rects: list[list[pygame.Rect]] = []
        self.pole_x: list[int] = []
        for i in range(n):
            col = pygame.Rect(x0 + i * col_w, zone.y, col_w, zone.h)
            tx = col.x + 30
            flag = pygame.Rect(tx, zone.bottom - 28 - TILE_H, tile_w, TILE_H)
            slots = [pygame.Rect(tx, flag.y - (k + 1) * (TILE_H + TILE_GAP), tile_w, TILE_H)
                     for k in range(POLE_SIZE)]
            self.columns.append(col)
            self.flag_rects.append(flag)
            self.slot_rects.append(slots)
            self.pole_x.append(col.x + 14)
        self.closed = [st.pole_closed(i) for i in range(n)]
        self.leaders = []
        for i in range(n):
            result = resolve_pole(visible_tally(st.poles[i]), st.flags[i])
            self.leaders.append(result if st.poles[i] else None)

        # draw row
        rz = L.zone("row")
        self.row_rects = [pygame.Rect(rz.x + 2 + k * ROW_STEP, rz.y + 32, *ROW_CARD) for k in range(len(st.row))]
        self.deck_rect = pygame.Rect(rz.right - ROW_CARD[0] - 2, rz.y + 32, *ROW_CARD)

        # the hand at the bottom: the viewer's, else the current seat's backs
        self.hand_owner = self.viewer if self.viewer is not None else seat
        hz = L.zone("hand")
        owner = self.hand_owner
        count = len(st.hands[owner]) if owner is not None else 0
        self.hand_cards = list(st.hands[owner]) if (owner is not None and owner == self.viewer) else []
        self.hand_rects = []
        for k in range(count):
            r = pygame.Rect(hz.x + 10 + k * HAND_STEP, hz.y + 36, *HAND_CARD)
            if k < len(self.hand_cards) and self.hand_cards[k] == self.selected:
                r.y -= RAISE
            self.hand_rects.append(r)

        # personal pole
        oz = L.zone("own_pole")
        self.level_rect = pygame.Rect(oz.x + 8, oz.y + 36, *LEVEL_CARD)
        self.own_rects = [pygame.Rect(oz.x + 100 + k * 72, oz.y + 48, *OWN_CARD) for k in range(OWN_POLE_SIZE)]
        self.own_zone = pygame.Rect(oz.x, oz.y + 28, oz.w, oz.h - 28)

        # players panel
        pz = L.zone("players")
        line_h = min(30, (pz.h - 34) // max(1, st.num_players))
        self.player_rects = [pygame.Rect(pz.x + 6, pz.y + 30 + q * line_h, pz.w - 12, line_h - 2)
                             for q in range(st.num_players)]

        # highlights: what the rules allow now (only for the seat at the table)
        self.take_ok: set[int] = set(st.takeable_indices()) if my_turn else set()
        self.targets: dict[int, set[bool]] = {}
        self.own_ok = False
        self.move_sources: set[int] = set()
        self.move_targets: set[int] = set()
        self.steal_ok: set[int] = set()
        self.refresh_ok = False
        self.hand_ok: set[int] = set()
        if my_turn:
            if st.step in ("start", "play"):
                for card in self.hand_cards:
                    if st.play_targets(card) or (st.step == "start" and st.can_play_to_own_pole(card)):
                        self.hand_ok.add(card)
            if self.selected is not None:
                for pole, stack in st.play_targets(self.selected):
                    self.targets.setdefault(pole, set()).add(stack)
                self.own_ok = st.can_play_to_own_pole(self.selected)
            if st.step == "ability":
                if st.ability == "move":
                    self.move_sources = set(st.move_sources())
                    if self.move_source is not None:
                        self.move_targets = set(st.move_targets(self.move_source))
                elif st.ability == "steal":
                    self.steal_ok = set(st.steal_targets())
                elif st.ability == "refresh":
                    self.refresh_ok = True

        self._build_buttons(my_turn)
        self._place_cards()
        if st.is_over():
            self._prepare_scoring()

    def _build_buttons(self, my_turn: bool) -> None:
        st = self.state
        L = self.layout
        self.buttons = []
        if not my_turn:
            return
        label = st.done_label()
        if label:
            size = theme.BODY_SIZE if self.assets.font(theme.BODY_SIZE, True).size(label)[0] < 200 else theme.SMALL_SIZE
            self.buttons.append(Button(L.zone("btn_done"), label, lambda: self.act(Done()),
                                       primary=st.step in ("take", "play") and not self.hand_ok, size=size))
        legal = st.legal_actions()
        if len(legal) == 1 and isinstance(legal[0], Pass):
            self.buttons.append(Button(L.zone("btn_done"), "Pass", lambda: self.act(Pass()), primary=True))
        if self.refresh_ok:
            self.buttons.append(Button(L.zone("btn_alt"), "Refresh", lambda: self.act(Refresh()), primary=True))

    def _place_cards(self) -> None:
        """Where each card the viewer may see is drawn; changed places become short tweens."""
        st = self.state
        rects: dict[int, pygame.Rect] = {}
        for k, card in enumerate(st.row):
            rects[card] = self.row_rects[k]
        for i, pole in enumerate(st.poles):
            for k, space in enumerate(pole):
                for card in space:
                    rects[card] = self.slot_rects[i][k]
        for card, r in zip(self.hand_cards, self.hand_rects):
            rects[card] = r
        if self.viewer is not None:
            for k, card in enumerate(st.own_poles[self.viewer]):
                rects[card] = self.own_rects[k]
        if self._animate:
            old = self.card_rects
            for card, r in rects.items():
                start = old.get(card)
                if start is None:
                    if card in st.row:
                        start = self.deck_rect
                    elif self._steal_from is not None and card in self.hand_cards:
                        start = self._steal_from
                    else:
                        continue
                if start.topleft != r.topleft:
                    self.anims.add(Tween(start.topleft, r.topleft, payload=card))
            self._animate = False
            self._steal_from = None
        self.card_rects = rects

    # ------------------------------------------------------------------ acting
    def on_applied(self, action, before) -> None:
        self._animate = True
        if isinstance(action, Steal):
            self._steal_from = self.player_rects[action.player]
        if isinstance(action, (PlayCard, PlayToOwnPole)):
            self.selected = None
        if isinstance(action, MoveTop):
            self.move_source = None
            self.recent_poles.update((action.source, action.target))
            self.anims.add(Flash(payload=("pole", action.target)))
        if isinstance(action, PlayCard):
            self.recent_poles.add(action.pole)
            self.anims.add(Flash(payload=("pole", action.pole)))

    def _after_change(self) -> None:
        viewer = self.viewer
        super()._after_change()
        if self.viewer != viewer:
            self.refresh()  # the hand-off hid the hand: forget the cards that were face up
        if self.state.is_over() and not self.results_shown:
            self.results_wait = max(self.results_wait, self._reveal_total + RESULTS_DELAY_MS)

    def _reveal_to(self, seat: int) -> None:
        self.selected = None
        self.move_source = None
        self.peek = False
        super()._reveal_to(seat)
        # the next player sees which poles changed while the hand-off screen was up
        for pole in sorted(self.recent_poles):
            self.anims.add(Flash(payload=("pole", pole), duration=1600))
        self.recent_poles.clear()

    def status_text(self) -> str:
        return ""  # the deck and discard counts sit above the draw row

    def handoff_note(self) -> str:
        last = self.state.log[-1] if self.state.log else ""
        return f"Last: {last}" if last else ""

    # ------------------------------------------------------------------ input
    def _hand_card_at(self, pos) -> int | None:
        for card, r in reversed(list(zip(self.hand_cards, self.hand_rects))):
            if r.collidepoint(pos):
                return card
        return None

    def _pole_at(self, pos) -> int | None:
        for i, col in enumerate(self.columns):
            if col.collidepoint(pos):
                return i
        return None

    def _row_at(self, pos) -> int | None:
        for k, r in enumerate(self.row_rects):
            if r.collidepoint(pos):
                return k
        return None

    def _player_at(self, pos) -> int | None:
        for q, r in enumerate(self.player_rects):
            if r.collidepoint(pos):
                return q
        return None

    def handle_table(self, event) -> bool:
        kind = event.kind
        if self.state.is_over():
            return False
        if kind == "down" and event.button == 1:
            card = self._hand_card_at(event.pos)
            if card is not None:
                self.press = ("hand", card)
                return True
            pole = self._pole_at(event.pos)
            if pole is not None and self.state.ability == "move" and self.state.step == "ability":
                self.press = ("pole", pole)
                return True
            self.press = None
            return False
        if kind == "move":
            if event.dragging and self.press is not None:
                if self.drag_pos is None and self.press[0] == "hand" and self.selected != self.press[1]:
                    self.selected = self.press[1]
                    self.refresh()  # the dragged card's legal poles glow
                self.drag_pos = event.pos
                return True
            return False
        if kind == "up" and event.button == 1:
            press, self.press = self.press, None
            if event.dragging and press is not None:
                self.drag_pos = None
                self._drop(press, event.pos)
                return True
            self.drag_pos = None
            return False
        if kind == "right_click":
            self.selected = None
            self.move_source = None
            self.refresh()
            return True
        if kind == "click":
            return self._click(event.pos)
        return False

    def _drop(self, press: tuple, pos) -> None:
        what, value = press
        if what == "hand":
            self.selected = value
            if self._pole_at(pos) is None and not self.own_zone.collidepoint(pos):
                self.refresh()
                return  # dropped nowhere: the card stays selected in the hand
            self._play_selected(pos)
        else:
            target = self._pole_at(pos)
            if target is None or target == value:
                return
            self.act(MoveTop(value, target), pos)

    def _click(self, pos) -> bool:
        st = self.state
        card = self._hand_card_at(pos)
        if card is not None:
            self.selected = None if self.selected == card else card
            self.refresh()
            return True
        k = self._row_at(pos)
        if k is not None:
            if st.step == "ability" and st.ability == "refresh":
                self.act(Refresh(), pos)
            else:
                self.act(TakeCard(k), pos)
            return True
        pole = self._pole_at(pos)
        if pole is not None:
            if st.step == "ability" and st.ability == "move":
                self._click_move(pole, pos)
            elif self.selected is not None:
                self._play_selected(pos)
            elif st.step == "ability":
                self.act(PlayCard(-1, pole), pos)  # the rules say which ability comes first
            else:
                self.refuse("Pick a card from your hand first (click or drag it), then a glowing pole.", pos)
            return True
        if self.own_zone.collidepoint(pos):
            if self.selected is not None:
                self.act(PlayToOwnPole(self.selected), pos)
            else:
                self.peek = not self.peek
            return True
        q = self._player_at(pos)
        if q is not None and st.step == "ability" and st.ability == "steal":
            self.act(Steal(q), pos)
            return True
        if self.selected is not None:
            self.selected = None
            self.refresh()
            return True
        return False

    def _play_selected(self, pos) -> None:
        card = self.selected
        if self.own_zone.collidepoint(pos):
            self.act(PlayToOwnPole(card), pos)
            return
        pole = self._pole_at(pos)
        if pole is None:
            return
        spaces = self.state.poles[pole]
        on_top = bool(spaces) and self.slot_rects[pole][len(spaces) - 1].collidepoint(pos)
        stack = on_top and CARD_ABILITY[card] == "stack"
        self.act(PlayCard(card, pole, stack), pos)

    def _click_move(self, pole: int, pos) -> None:
        st = self.state
        if self.move_source is None or self.move_source == pole:
            if self.move_source == pole:
                self.move_source = None
                self.refresh()
                return
            reasons = [st.check(MoveTop(pole, t)) for t in range(len(st.poles)) if t != pole]
            if any(r is None for r in reasons):
                self.move_source = pole
                self.refresh()
            else:
                self.refuse(reasons[0], pos)
            return
        self.act(MoveTop(self.move_source, pole), pos)

    # ------------------------------------------------------------------ timers
    def update(self, dt_ms: int) -> bool:
        busy = super().update(dt_ms)
        if self.state.is_over() and self.reveal_ms < self._reveal_total + FLIP_MS:
            self.reveal_ms += dt_ms
            busy = True
        return busy

    # ------------------------------------------------------------------ end of game
    def _prepare_scoring(self) -> None:
        st = self.state
        result = st.scoring()
        self.score = result
        self.pole_reveal = [REVEAL_START + POLE_STEP * (k + 1) for k in range(len(result["poles"]))]
        flips: dict[str, int] = {}
        for entry, at in zip(result["poles"], self.pole_reveal):
            if entry["flips_card"]:
                flips[entry["colour"]] = at
        self.flip_at = flips
        self.totals_at = REVEAL_START + POLE_STEP * (len(result["poles"]) + 1)
        self._reveal_total = self.totals_at

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        moving = {t.payload for t in self.anims.of(Tween)}
        self._draw_poles(surface, moving)
        self._draw_players(surface)
        if self.state.is_over():
            self._draw_scoring_cards(surface)
            self._draw_scores(surface)
        else:
            self._draw_row(surface, moving)
            self._draw_hand(surface, moving)
            self._draw_own_pole(surface, moving)
            self._draw_info(surface)
        for button in self.buttons:
            button.draw(surface, self.assets, self.app.input.pointer)
        self._draw_tweens(surface)
        self._draw_drag(surface)

    def _label(self, surface, text, pos, colour=theme.INK_ON_DARK, size=theme.BODY_SIZE, bold=True, anchor="topleft"):
        return draw.text(surface, self.assets, text, pos, size, colour, bold, anchor)

    def _draw_poles(self, surface, moving) -> None:
        st = self.state
        a = self.assets
        over = st.is_over()
        flashes = {f.payload[1]: f for f in self.anims.of(Flash) if f.payload[0] == "pole"}
        for i, col in enumerate(self.columns):
            slots = self.slot_rects[i]
            spaces = st.poles[i]
            top = self.flag_rects[i].bottom
            head = slots[-1].y
            x = self.pole_x[i]
            # the bamboo pole, from the header down to the flag
            pole_img = a.sprite("koinobori", "festival_pole", (14, top - head + 20))
            surface.blit(pole_img, (x - 7, head - 20))
            surface.blit(self.art.flag_tile(st.flags[i], self.flag_rects[i].size), self.flag_rects[i])
            for k, space in enumerate(spaces):
                card = space[-1]
                if card in moving:
                    continue
                surface.blit(self.art.tile(card, slots[k].size, len(space) - 1), slots[k])
            if i in flashes and flashes[i].alpha > 0 and spaces:
                self._flash(surface, slots[len(spaces) - 1].inflate(8, 8), flashes[i].alpha)
            self._draw_pole_highlights(surface, i)
            # header: closed tag, or the scoring result at the end
            header = pygame.Rect(col.x + 4, head - 30, col.w - 8, 26)
            if over and self.reveal_ms >= self.pole_reveal[i]:
                self._draw_pole_result(surface, i, header)
            elif self.closed[i]:
                tag = pygame.Rect(0, 0, 92, 24)
                tag.midleft = (slots[0].x, header.centery)
                pygame.draw.rect(surface, PANEL_DARK, tag, border_radius=6)
                pygame.draw.rect(surface, theme.PAPER_EDGE, tag, width=1, border_radius=6)
                self._label(surface, "Closed", tag.center, theme.INK_ON_DARK, theme.SMALL_SIZE, True, "center")
            # footer: pole number and the colour leading it now
            fy = self.flag_rects[i].bottom + 14
            r = self._label(surface, f"Pole {i + 1}", (slots[0].x, fy), theme.INK_ON_DARK, theme.SMALL_SIZE, True,
                            "midleft")
            lead = self.leaders[i]
            if lead is not None and not over:
                surface.blit(self.art.carp(lead["colour"], (32, 16)), (r.right + 8, fy - 8))
                self._label(surface, str(lead["value"]), (r.right + 44, fy), theme.INK_ON_DARK, theme.SMALL_SIZE,
                            True, "midleft")

    def _flash(self, surface, rect: pygame.Rect, alpha: int) -> None:
        """A fading sky-blue frame: 'this just changed'."""
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*theme.SELECTED, alpha), layer.get_rect(), width=4, border_radius=8)
        surface.blit(layer, rect)

    def _draw_pole_highlights(self, surface, i: int) -> None:
        st = self.state
        slots = self.slot_rects[i]
        n = len(st.poles[i])
        if i in self.targets:
            if False in self.targets[i] and n < POLE_SIZE:
                free = slots[n]
                draw.glow(surface, free, theme.LEGAL, radius=6)
                self._label(surface, "Play here", free.center, theme.LEGAL, theme.SMALL_SIZE, True, "center")
            if True in self.targets[i] and n:
                top = slots[n - 1]
                draw.glow(surface, top, theme.LEGAL, radius=6)
                self._badge(surface, "Cover", top.midtop)
        if self.move_source is None and i in self.move_sources and n:
            draw.glow(surface, slots[n - 1], theme.LEGAL, radius=6)
        if self.move_source == i and n:
            pygame.draw.rect(surface, theme.SELECTED, slots[n - 1].inflate(8, 8), width=4, border_radius=8)
            self._badge(surface, "Moving", slots[n - 1].midtop, theme.SELECTED)
        if self.move_source is not None and i in self.move_targets and n < POLE_SIZE:
            draw.glow(surface, slots[n], theme.LEGAL, radius=6)
            self._label(surface, "Move here", slots[n].center, theme.LEGAL, theme.SMALL_SIZE, True, "center")

    def _badge(self, surface, text, midtop, colour=theme.LEGAL) -> None:
        image = self.assets.text(text, theme.SMALL_SIZE, theme.INK, True)
        r = image.get_rect()
        box = r.inflate(12, 4)
        box.midbottom = (midtop[0], midtop[1] + 10)
        pygame.draw.rect(surface, colour, box, border_radius=6)
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_pole_result(self, surface, i: int, header: pygame.Rect) -> None:
        entry = self.score["poles"][i]
        box = header.copy()
        pygame.draw.rect(surface, theme.PAPER, box, border_radius=6)
        pygame.draw.rect(surface, theme.LEGAL, box, width=2, border_radius=6)
        carp = self.art.carp(entry["colour"], (36, 18))
        surface.blit(carp, (box.x + 6, box.centery - 9))
        via = {"majority": "", "cascade": " tie", "flag": " flag"}[entry["via"]]
        self._label(surface, f"= {entry['value']}{via}", (box.x + 46, box.centery), theme.INK, theme.SMALL_SIZE,
                    True, "midleft")

    def _draw_players(self, surface) -> None:
        st = self.state
        pz = self.layout.zone("players")
        draw.panel(surface, pz, PANEL_DARK, edge=theme.PAPER_EDGE, shadow=False)
        self._label(surface, "Players", (pz.x + 10, pz.y + 6), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE)
        self._label(surface, "hand", (pz.x + 260, pz.y + 6), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False, "midtop")
        self._label(surface, "pole", (pz.x + 330, pz.y + 6), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False, "midtop")
        self._label(surface, "level", (pz.x + 400, pz.y + 6), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False, "midtop")
        seat = st.current_player()
        back = self.art.back((16, 22))
        for q, r in enumerate(self.player_rects):
            if q == seat:
                pygame.draw.rect(surface, (62, 56, 48), r, border_radius=6)
            if q in self.steal_ok:
                draw.glow(surface, r, theme.LEGAL, radius=6)
            cy = r.centery
            draw.player_shape(surface, q, (r.x + 14, cy), 20)
            name = st.names[q] + ("  (you)" if q == self.viewer else "")
            self._label(surface, name, (r.x + 30, cy), theme.INK_ON_DARK, theme.BODY_SIZE, q == seat, "midleft")
            hand = len(st.hands[q])
            limit = st.abilities(q).hand
            surface.blit(back, (pz.x + 228, cy - 11))
            self._label(surface, f"{hand}/{limit}", (pz.x + 250, cy), theme.INK_ON_DARK, theme.BODY_SIZE, True, "midleft")
            self._label(surface, f"{len(st.own_poles[q])}/{OWN_POLE_SIZE}", (pz.x + 330, cy), theme.INK_ON_DARK,
                        theme.BODY_SIZE, True, "center")
            self._label(surface, str(st.level(q)), (pz.x + 400, cy), theme.INK_ON_DARK, theme.BODY_SIZE, True, "center")

    def _draw_row(self, surface, moving) -> None:
        st = self.state
        rz = self.layout.zone("row")
        take_any = self.viewer is not None and st.abilities(self.viewer).take_anywhere
        self._label(surface, "Draw row", (rz.x + 2, rz.y + 4))
        hint = "take from any place" if take_any else "take from either end"
        self._label(surface, f"{hint} \u00b7 deck {len(st.deck)} \u00b7 discard {len(st.discard)}",
                    (rz.right - 2, rz.y + 6), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False, "topright")
        if not st.row:
            self._label(surface, "The draw row is empty.", (rz.x + 4, rz.y + 60), theme.INK_ON_DARK_SOFT, theme.BODY_SIZE, False)
        for k, card in enumerate(st.row):
            r = self.row_rects[k]
            if card in moving:
                continue
            surface.blit(self.art.face(card, r.size), r)
            if k in self.take_ok or self.refresh_ok:
                draw.glow(surface, r, theme.LEGAL, radius=6)
        if self.refresh_ok:
            self._badge(surface, "Click the row to refresh it", (rz.centerx, rz.bottom - 10))

    def _draw_hand(self, surface, moving) -> None:
        st = self.state
        hz = self.layout.zone("hand")
        owner = self.hand_owner
        if owner is None:
            return
        mine = owner == self.viewer
        title = "Your hand" if mine else f"{st.names[owner]}'s hand (hidden)"
        limit = st.abilities(owner).hand
        self._label(surface, f"{title}  {len(st.hands[owner])}/{limit}", (hz.x + 4, hz.y + 4))
        if mine and self.hand_cards and st.step in ("start", "play"):
            tip = "click a card, then a glowing pole \u2014 or drag it"
            self._label(surface, tip, (hz.right - 4, hz.y + 6), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False, "topright")
        for k, r in enumerate(self.hand_rects):
            if not mine:
                surface.blit(self.art.back(r.size), r)
                continue
            card = self.hand_cards[k]
            if card in moving or (self.drag_pos is not None and self.press == ("hand", card)):
                pygame.draw.rect(surface, theme.TABLE_LIGHT, r, width=2, border_radius=8)
                continue
            if card in self.hand_ok and card != self.selected:
                draw.glow(surface, r, theme.LEGAL, radius=8, strength=2)
            surface.blit(self.art.face(card, r.size), r)
            if card == self.selected:
                pygame.draw.rect(surface, theme.SELECTED, r.inflate(6, 6), width=4, border_radius=10)
        if not self.hand_rects:
            self._label(surface, "No cards in hand.", (hz.x + 10, hz.y + 80), theme.INK_ON_DARK_SOFT, theme.BODY_SIZE, False)

    def _draw_own_pole(self, surface, moving) -> None:
        st = self.state
        oz = self.layout.zone("own_pole")
        owner = self.hand_owner
        if owner is None:
            return
        mine = owner == self.viewer
        level = st.level(owner)
        title = "Your pole" if mine else f"{st.names[owner]}'s pole"
        self._label(surface, f"{title} \u00b7 level {level}", (oz.x + 4, oz.y + 4))
        surface.blit(self.art.level(level, self.level_rect.size), self.level_rect)
        cards = st.own_poles[owner]
        face_up = mine and self.peek
        for k, r in enumerate(self.own_rects):
            if k < len(cards):
                if cards[k] in moving:
                    continue
                image = self.art.face(cards[k], r.size) if face_up else self.art.back(r.size)
                surface.blit(image, r)
            else:
                pygame.draw.rect(surface, theme.TABLE_LIGHT, r, width=2, border_radius=8)
                self._label(surface, f"L{k + 2}", r.center, theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, True, "center")
        if self.own_ok:
            free = self.own_rects[min(len(cards), OWN_POLE_SIZE - 1)]
            draw.glow(surface, free, theme.LEGAL, radius=8)
        if mine and cards:
            tip = "click to hide" if self.peek else "click to peek"
            self._label(surface, tip, (self.own_rects[0].x, oz.bottom - 12), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE,
                        False, "midleft")

    def _draw_info(self, surface) -> None:
        st = self.state
        iz = self.layout.zone("info")
        draw.panel(surface, iz, PANEL_DARK, edge=theme.PAPER_EDGE, shadow=False)
        owner = self.hand_owner
        if owner is None:
            return
        lv = st.abilities(owner)
        who = "Your" if owner == self.viewer else f"{st.names[owner]}'s"
        self._label(surface, f"{who} abilities (level {lv.level})", (iz.x + 10, iz.y + 6), theme.INK_ON_DARK_SOFT,
                    theme.SMALL_SIZE)
        for k, (word, value) in enumerate((("take", lv.take), ("play", lv.play), ("hand limit", lv.hand))):
            x = iz.x + 14 + k * 112
            r = self._label(surface, str(value), (x, iz.y + 26), theme.INK_ON_DARK, theme.HEADING_SIZE, True)
            self._label(surface, word, (r.right + 6, r.bottom - 4), theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False,
                        "bottomleft")
        where = "anywhere in the row" if lv.take_anywhere else "either end of the row"
        self._label(surface, f"Take from {where}", (iz.x + 10, iz.y + 62), theme.INK_ON_DARK_SOFT,
                    theme.SMALL_SIZE, False)
        turn = self._turn_line()
        if turn:
            self._label(surface, turn, (iz.x + 10, iz.y + 84), theme.LEGAL, theme.SMALL_SIZE, True)

    def _turn_line(self) -> str:
        st = self.state
        if self.viewer is None or self.viewer != st.current_player():
            return ""
        if st.step == "play":
            return f"Plays left this turn: {st.plays_left}"
        if st.step == "take":
            return f"Takes left this turn: {st.takes_left}"
        if st.step == "ability":
            name = ABILITY_NAMES.get(CARD_ABILITY[st.ability_card] if st.ability_card is not None else "", "")
            if st.ability == "move":
                return "Move: pick a glowing top card, then a pole" if self.move_source is None else "Move: pick the pole to move it to"
            if st.ability == "steal":
                return "Steal: click a glowing player"
            if st.ability == "refresh":
                return "Refresh: replace the draw row?"
            return f"{name}: take {st.takes_left} more from the row"
        return ""

    def _draw_tweens(self, surface) -> None:
        for tween in self.anims.of(Tween):
            card = tween.payload
            if tween.elapsed < tween.delay:
                continue
            r = self.card_rects.get(card)
            if r is None:
                continue
            image = self._card_image(card, r)
            surface.blit(image, tween.pos)

    def _card_image(self, card: int, r: pygame.Rect) -> pygame.Surface:
        st = self.state
        for i, pole in enumerate(st.poles):
            for k, space in enumerate(pole):
                if space[-1] == card:
                    return self.art.tile(card, r.size, len(space) - 1)
        if self.viewer is not None and card in st.own_poles[self.viewer] and not self.peek:
            return self.art.back(r.size)
        return self.art.face(card, r.size)

    def _draw_drag(self, surface) -> None:
        if self.drag_pos is None or self.press is None:
            return
        what, value = self.press
        if what == "hand":
            image = self.art.face(value, HAND_CARD)
            r = image.get_rect(center=self.drag_pos)
            pygame.draw.rect(surface, (20, 18, 16), r.move(4, 6), border_radius=8)
            surface.blit(image, r)
            pygame.draw.rect(surface, theme.SELECTED, r, width=3, border_radius=8)
        else:
            spaces = self.state.poles[value]
            if spaces:
                image = self.art.tile(spaces[-1][-1], self.slot_rects[value][0].size)
                surface.blit(image, image.get_rect(center=self.drag_pos))

    # --- end of game ------------------------------------------------------------------------
    def _draw_scoring_cards(self, surface) -> None:
        rz = self.layout.zone("row")
        self._label(surface, "Scoring cards", (rz.x + 2, rz.y + 4))
        self._label(surface, "a colour's card flips to + once a pole scores it", (rz.x + 2, rz.y + 126),
                    theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False)
        for k, cid in enumerate(COLOUR_IDS):
            r = pygame.Rect(rz.x + 2 + k * 76, rz.y + 32, *SCORE_CARD)
            at = self.flip_at.get(cid)
            t = None if at is None else self.reveal_ms - at
            positive = t is not None and t >= FLIP_MS // 2
            image = self.art.scoring(cid, positive, r.size)
            if t is not None and 0 <= t < FLIP_MS:
                squeeze = abs(1 - 2 * t / FLIP_MS)
                w = max(2, round(r.w * squeeze))
                image = pygame.transform.scale(image, (w, r.h))
                surface.blit(image, (r.centerx - w // 2, r.y))
            else:
                surface.blit(image, r)
            if positive and t >= FLIP_MS:
                draw.glow(surface, r, theme.LEGAL, radius=6, strength=2)

    def _draw_scores(self, surface) -> None:
        st = self.state
        sz = self.layout.zone("scores")
        draw.panel(surface, sz, theme.PAPER)
        result = self.score
        n = st.num_players
        npoles = len(result["poles"])
        x_name, x_carp = sz.x + 12, sz.x + 200
        x_poles = sz.x + 520
        col = 64
        x_pen = x_poles + col * npoles + 10
        x_tot = x_pen + 110
        head_y = sz.y + 8
        self._label(surface, "Personal pole (revealed)", (x_carp, head_y), theme.INK_SOFT, theme.SMALL_SIZE)
        for i in range(npoles):
            self._label(surface, f"Pole {i + 1}", (x_poles + col * i + col // 2, head_y), theme.INK_SOFT, theme.SMALL_SIZE,
                        True, "midtop")
        show_tot = self.reveal_ms >= self.totals_at
        self._label(surface, "Penalty", (x_pen + 45, head_y), theme.INK_SOFT, theme.SMALL_SIZE, True, "midtop")
        self._label(surface, "Total", (x_tot + 40, head_y), theme.INK_SOFT, theme.SMALL_SIZE, True, "midtop")
        row_h = min(34, (sz.h - 36) // n)
        y = sz.y + 32
        for p in range(n):
            cy = y + row_h // 2
            winner = show_tot and p in result["winners"]
            if winner:
                pygame.draw.rect(surface, (250, 240, 170), (sz.x + 6, y, sz.w - 12, row_h - 2), border_radius=6)
            draw.player_shape(surface, p, (x_name + 10, cy), 20)
            self._label(surface, st.names[p] + ("  \u2605" if winner else ""), (x_name + 26, cy), theme.INK,
                        theme.BODY_SIZE, True, "midleft")
            x = x_carp
            for card in st.own_poles[p]:
                for colour in CARD_CARP[card]:
                    surface.blit(self.art.carp(colour, (32, 16)), (x, cy - 8))
                    x += 34
                x += 8
            if not st.own_poles[p]:
                self._label(surface, "no cards", (x_carp, cy), theme.INK_SOFT, theme.SMALL_SIZE, False, "midleft")
            for i, entry in enumerate(result["poles"]):
                if self.reveal_ms >= self.pole_reveal[i]:
                    pts = entry["points"][p]
                    colour = theme.INK if pts else theme.INK_SOFT
                    self._label(surface, str(pts), (x_poles + col * i + col // 2, cy), colour, theme.BODY_SIZE,
                                bool(pts), "center")
            if show_tot:
                pen = result["penalties"][p]
                self._label(surface, str(pen["points"]), (x_pen + 45, cy), theme.ILLEGAL if pen["points"] else theme.INK_SOFT,
                            theme.BODY_SIZE, True, "center")
                self._label(surface, str(result["totals"][p]), (x_tot + 40, cy), theme.INK, theme.SCORE_SIZE, True,
                            "center")
            y += row_h


