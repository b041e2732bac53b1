"""Ladybird's table: the pool, the orchard cards with their aphids, the food-tile stacks, every
seat's garden of colour columns with their bonus cards, the viewer's hand and garden tiles.

The rules decide everything: this scene draws `self.state` (hands and secret choices through
`state.view(viewer)`), highlights what the rules list as legal, and turns clicks into actions
through `self.act`.
"""
from __future__ import annotations

import pygame

from ..rules.ladybird import (Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed, Invade,
                              PassReveal, PlaceCard, TakeFood, TakeOrchard, UseTile)
from ..rules.ladybird import data as D
from ..ui import draw, theme
from ..ui.anim import Flash, Tween
from ..ui.widgets import Button
from .ladybird_art import LadybirdArt, type_frame
from .table import TableScene

POOL_CARD = (64, 88)
POOL_STEP = (72, 92)
ORCH_CARD = (56, 77)
FOOD_SIZE = 56
HAND_CARD = (72, 99)
TILE_SIZE = 52
RAISE = 12
FLIP_MS = 360
DARK = (30, 27, 24)
DARK_EDGE = (70, 62, 54)

TILE_HELP = {
    1: "Rose garden: place a card from your hand, then draft the card it unlocks.",
    2: "Orchard: take a face-up orchard card with all its aphids.",
    3: "Picnic: take food tiles, paying their aphids (again after honeydew).",
    4: "Shed: A place a card and draft, or B take an orchard card.",
    5: "Tea time: A gain a childhood memory, or B hold a picnic.",
}
OPTION_LABELS = {4: ("A: Place a card", "B: Orchard card"), 5: ("A: Memory", "B: Picnic")}


class Seat:
    """Where one seat's panel and its parts are on the table (rebuilt in refresh)."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.columns: list[tuple[int, pygame.Rect]] = []           # (colour index, whole column area)
        self.card_rects: list[list[tuple[int, pygame.Rect]]] = []  # per column: (card, rect), bottom first
        self.bonus: list[pygame.Rect] = []
        self.revealed = pygame.Rect(0, 0, 0, 0)
        self.food_rects: dict[int, pygame.Rect] = {}              # type index -> rect in the summary
        self.hand_icon = pygame.Rect(0, 0, 0, 0)
        self.tile_rects: list[pygame.Rect] = []


class LadybirdScene(TableScene):
    wants_before_position = True

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.art = LadybirdArt(self.assets)
        self.selected: int | None = None     # hand card picked for the secret reveal
        self.tile_pick: int | None = None    # Shed / Tea time picked: its A/B buttons show
        self._animate = False
        self._flip: dict[int, int] = {}      # seat -> card being revealed by the flip
        self.card_rects: dict[tuple, pygame.Rect] = {}
        self.view: dict = {}

    # ------------------------------------------------------------------ derived data
    def refresh(self) -> None:
        st = self.state
        L = self.layout
        self.view = view = st.view(self.viewer)
        seat = st.current_player()
        self.my_turn = my_turn = self.viewer is not None and seat == self.viewer and not st.is_over()
        step = st.step
        hand = view["seats"][self.viewer]["hand"] if self.viewer is not None else None
        self.hand: list[int] = sorted(hand, key=_card_order) if hand else []
        if self.selected not in self.hand or step != "choose":
            self.selected = None
        if step != "garden" or not my_turn:
            self.tile_pick = None

        # pool
        pz = L.zone("pool")
        self.pool_rects = [pygame.Rect(pz.x + 6 + (s % 3) * POOL_STEP[0], pz.y + 30 + (s // 3) * POOL_STEP[1],
                                       *POOL_CARD) for s in range(len(st.pool))]
        self.deck_rect = pygame.Rect(pz.right - 70, pz.y + 30, 56, 77)
        # orchard row
        oz = L.zone("orchard")
        self.orchard_rects = [pygame.Rect(oz.x + 6 + k * 72, oz.y + 30, *ORCH_CARD) for k in range(len(st.orchard_row))]
        self.orchard_deck_rect = pygame.Rect(oz.right - 70, oz.y + 30, *ORCH_CARD)
        # food stacks: two rows of four
        fz = L.zone("food")
        self.stack_rects = [pygame.Rect(fz.x + 6 + (k % 4) * 74, fz.y + 30 + (k // 4) * 96, FOOD_SIZE, FOOD_SIZE)
                            for k in range(len(st.stacks))]
        # hand
        hz = L.zone("hand")
        n = len(self.hand)
        step_x = HAND_CARD[0] + 6 if n <= 5 else max(24, (hz.w - 12 - HAND_CARD[0]) // max(1, n - 1))
        self.hand_rects = []
        for k, card in enumerate(self.hand):
            r = pygame.Rect(hz.x + 6 + k * step_x, hz.y + 40, *HAND_CARD)
            if card == self.selected:
                r.y -= RAISE
            self.hand_rects.append(r)
        # garden tiles of the viewer
        tz = L.zone("tiles")
        self.tile_rects = [pygame.Rect(tz.x + 2 + k * 58, tz.y + 28, TILE_SIZE, TILE_SIZE) for k in range(D.NUM_DAYS)]
        self.tiles_seat = self.viewer if self.viewer is not None else None

        self._layout_seats()

        # highlights: only what the rules allow the seat at the table
        legal = st.legal_actions() if my_turn else []
        self.legal = legal
        self.hand_ok: set[int] = set()
        self.pool_ok: set[int] = set()
        self.orchard_ok: set[int] = set()
        self.stack_ok: set[int] = set()
        self.tile_ok: set[int] = set()
        self.column_ok: set[tuple[int, int]] = set()
        for a in legal:
            if isinstance(a, (Choose, PlaceCard, Discard)):
                self.hand_ok.add(a.card)
            elif isinstance(a, Draft):
                self.pool_ok.add(a.slot)
            elif isinstance(a, TakeOrchard):
                self.orchard_ok.add(a.slot)
            elif isinstance(a, TakeFood):
                self.stack_ok.add(a.stack)
            elif isinstance(a, UseTile):
                self.tile_ok.add(a.tile)
            elif isinstance(a, Invade):
                self.column_ok.add((a.player, D.COLOURS.index(a.colour)))
            elif isinstance(a, FlowerBed):
                self.column_ok.add((seat, D.COLOURS.index(a.colour)))
        self._build_buttons()
        self._place_cards()

    def _layout_seats(self) -> None:
        st = self.state
        zone = self.layout.zone("tableaux")
        n = st.num_players
        if n == 1:
            rects = [zone]
        elif n == 2:
            half = (zone.w - 8) // 2
            rects = [pygame.Rect(zone.x, zone.y, half, zone.h), pygame.Rect(zone.x + half + 8, zone.y, half, zone.h)]
        else:
            half_w, half_h = (zone.w - 8) // 2, (zone.h - 8) // 2
            rects = [pygame.Rect(zone.x + (q % 2) * (half_w + 8), zone.y + (q // 2) * (half_h + 8), half_w, half_h)
                     for q in range(n)]
        self.card_size = (80, 110) if n == 1 else (72, 99) if n == 2 else (58, 80)
        cw, ch = self.card_size
        col_w = cw + (6 if n == 2 else 8)
        self.seats: list[Seat] = []
        for q, rect in enumerate(rects):
            s = Seat(rect)
            body_top = rect.y + 34
            bonus_h = 26
            top = body_top + bonus_h
            avail = rect.bottom - 8 - top
            for k, tab in enumerate(st.tableau(q)):
                c = D.COLOURS.index(tab["colour"])
                x = rect.x + 8 + k * col_w
                cards = tab["cards"]
                most = 30 if n <= 2 else 24
                step = most if len(cards) <= 1 else min(most, max(8, (avail - ch) // (len(cards) - 1)))
                s.columns.append((c, pygame.Rect(x - 2, body_top - 2, cw + 4, rect.bottom - 6 - body_top + 2)))
                s.bonus.append(pygame.Rect(x, body_top, cw, bonus_h - 4))
                s.card_rects.append([(card, pygame.Rect(x, top + i * step, cw, ch)) for i, card in enumerate(cards)])
            side = rect.x + 8 + 5 * col_w + 4
            s.revealed = pygame.Rect(side, body_top + 20, 58, 80)
            if st.solo:  # nothing is ever waiting face down in solo: the food list moves up
                s.revealed = pygame.Rect(side, body_top - 6, 58, 0)
            fx, fy = side, s.revealed.bottom + 26
            per_row = max(1, (rect.right - side - 4) // 64)
            present = sorted({D.FOOD_TYPE[tile] for tile in st.food[q]})
            for i, t in enumerate(present):
                s.food_rects[t] = pygame.Rect(fx + (i % per_row) * 64, fy + (i // per_row) * 22, 20, 20)
            # header: garden tiles at the right end, then the counters
            tx = rect.right - 8 - D.NUM_DAYS * 26
            s.tile_rects = [pygame.Rect(tx + k * 26, rect.y + 5, 24, 24) for k in range(D.NUM_DAYS)]
            s.hand_icon = pygame.Rect(tx - 56, rect.y + 6, 22, 22)
            self.seats.append(s)

    def _build_buttons(self) -> None:
        L = self.layout
        self.buttons = []
        if not self.my_turn:
            return
        st = self.state
        legal = self.legal
        a_zone, b_zone = L.zone("btn_a"), L.zone("btn_b")
        wide = a_zone.union(b_zone)
        size = theme.SMALL_SIZE
        if st.step == "choose" and self.hot_seat:
            if PassReveal() in legal:
                self.buttons.append(Button(wide, "Reveal nothing", lambda: self.act(PassReveal()), primary=True))
            else:
                self.buttons.append(Button(wide, "Choose this card", self._confirm_choice,
                                           enabled=self.selected is not None, primary=True,
                                           hint="First click the card in your hand you will reveal."))
        elif st.step == "choose" and PassReveal() in legal:
            self.buttons.append(Button(wide, "Play nothing", lambda: self.act(PassReveal()), primary=True))
        elif st.step == "draft" and DrawTwo() in legal:
            self.buttons.append(Button(wide, "Draw 2 from the deck", lambda: self.act(DrawTwo()), primary=True))
        elif st.step == "picnic":
            self.buttons.append(Button(wide, "End the picnic", lambda: self.act(EndPicnic()), primary=not self.stack_ok))
        elif st.step == "garden" and self.tile_pick is not None:
            t = self.tile_pick
            la, lb = OPTION_LABELS[t]
            self.buttons.append(Button(a_zone, la, lambda: self.act(UseTile(t, "A")), primary=True, size=size))
            self.buttons.append(Button(b_zone, lb, lambda: self.act(UseTile(t, "B")), primary=True, size=size))

    def _confirm_choice(self) -> None:
        if self.selected is not None:
            self.act(Choose(self.selected), self.layout.zone("btn_a").center)

    def _place_cards(self) -> None:
        """Where each visible component is drawn; changed places become short tweens."""
        st = self.state
        rects: dict[tuple, pygame.Rect] = {}
        for s, card in enumerate(st.pool):
            if card >= 0:
                rects[("c", card)] = self.pool_rects[s]
        for card, r in zip(self.hand, self.hand_rects):
            rects[("c", card)] = r
        for q, seat in enumerate(self.seats):
            for column in seat.card_rects:
                for card, r in column:
                    rects[("c", card)] = r
            for k, tab in enumerate(st.tableau(q)):
                for o in tab["orchard"]:
                    rects[("o", o)] = seat.bonus[k]
            for tile in st.food[q]:
                rects[("f", tile)] = seat.food_rects[D.FOOD_TYPE[tile]]
            shown = self.view["seats"][q]["revealed"]
            if isinstance(shown, int) and shown >= 0:
                rects[("c", shown)] = seat.revealed
        for k, card in enumerate(st.orchard_row):
            if card >= 0:
                rects[("o", card)] = self.orchard_rects[k]
        for k, stack in enumerate(st.stacks):
            if stack:
                rects[("f", stack[-1])] = self.stack_rects[k]
        if self._animate:
            old = dict(self.card_rects)
            flipped = set()
            for q, card in self._flip.items():
                old[("c", card)] = self.seats[q].revealed
                flipped.add(("c", card))
            for key, r in rects.items():
                start = old.get(key)
                if start is None:
                    if key[0] == "c" and r in self.pool_rects:
                        start = self.deck_rect
                    elif key[0] == "o" and r in self.orchard_rects:
                        start = self.orchard_deck_rect
                    else:
                        continue
                if start.topleft != r.topleft:
                    delay = FLIP_MS if key in flipped else 0  # a flipped card travels once it is face up
                    self.anims.add(Tween(start.topleft, r.topleft, payload=(key, r.size), delay=delay))
            self._animate = False
            self._flip = {}
        self.card_rects = rects

    # ------------------------------------------------------------------ acting
    def on_applied(self, action, before) -> None:
        self._animate = True
        self.selected = None
        self.tile_pick = None
        st = self.state
        if isinstance(action, (Choose, PassReveal)) and st.step != "choose" and st.num_players > 1 and before:
            flip = {}
            for q, seat in enumerate(before["seats"]):
                card = seat.get("revealed")
                if isinstance(card, int) and card >= 0:
                    flip[q] = card
            if isinstance(action, Choose):
                flip[(st.leaf + st.num_players - 1) % st.num_players] = action.card
            self._flip = flip
            self.anims.add(Flash(payload=("flip", dict(flip)), duration=FLIP_MS))
        if isinstance(action, (Invade, FlowerBed)):
            self.anims.add(Flash(payload=("column", action.player if isinstance(action, Invade) else None,
                                          action.colour)))

    def _after_change(self) -> None:
        viewer = self.viewer
        super()._after_change()
        if self.viewer != viewer:
            self.refresh()  # the hand-off hid the hand: forget what was face up

    def _reveal_to(self, seat: int) -> None:
        self.selected = None
        self.tile_pick = None
        super()._reveal_to(seat)

    def status_text(self) -> str:
        st = self.state
        return f"Day {min(st.day, D.NUM_DAYS)}/{D.NUM_DAYS} \u00b7 round {st.round}/{min(st.day, D.NUM_DAYS)}"

    # ------------------------------------------------------------------ input
    def _hit(self, pos):
        """What is under `pos`: ("hand", card), ("pool", slot), ("orchard", slot), ("stack", k),
        ("tile", number), ("column", seat, colour) or None."""
        for card, r in reversed(list(zip(self.hand, self.hand_rects))):
            if r.collidepoint(pos):
                return ("hand", card)
        for s, r in enumerate(self.pool_rects):
            if r.collidepoint(pos):
                return ("pool", s)
        for k, r in enumerate(self.orchard_rects):
            if r.collidepoint(pos):
                return ("orchard", k)
        for k, r in enumerate(self.stack_rects):
            if r.collidepoint(pos):
                return ("stack", k)
        if self.tiles_seat is not None:
            for k, r in enumerate(self.tile_rects):
                if r.collidepoint(pos):
                    return ("tile", k + 1)
        for q, seat in enumerate(self.seats):
            for c, r in seat.columns:
                if r.collidepoint(pos):
                    return ("column", q, c)
        return None

    def handle_table(self, event) -> bool:
        if event.kind == "right_click":
            self.selected = None
            self.tile_pick = None
            self.refresh()
            return True
        if event.kind != "click" or self.state.is_over():
            return False
        hit = self._hit(event.pos)
        if hit is None:
            return False
        st = self.state
        step = st.step
        pos = event.pos
        kind = hit[0]
        if not self.my_turn:
            self.refuse("Wait for your turn.", pos)
            return True
        if kind == "hand":
            card = hit[1]
            if step == "choose":
                if self.hot_seat:
                    reason = st.check(Choose(card))
                    if reason is not None:
                        self.refuse(reason, pos)
                    elif self.selected == card:
                        self.act(Choose(card), pos)
                    else:
                        self.selected = card
                        self.refresh()
                else:
                    self.act(Choose(card), pos)
            elif step == "place":
                self.act(PlaceCard(card), pos)
            elif step == "discard":
                self.act(Discard(card), pos)
            else:
                self.act(PlaceCard(card), pos)  # the rules say what to do first
            return True
        if kind == "pool":
            self.act(Draft(hit[1]), pos)
            return True
        if kind == "orchard":
            self.act(TakeOrchard(hit[1]), pos)
            return True
        if kind == "stack":
            self.act(TakeFood(hit[1]), pos)
            return True
        if kind == "tile":
            t = hit[1]
            options = D.TILE_OPTIONS[t - 1]
            if len(options) > 1 and step == "garden" and t in self.tile_ok:
                self.tile_pick = t
                self.refresh()
                return True
            self.act(UseTile(t, options[0]), pos)
            return True
        if kind == "column":
            q, c = hit[1], hit[2]
            if step == "flowerbed":
                if q != st.current_player():
                    self.refuse("Your flower bed goes on one of your own columns.", pos)
                else:
                    self.act(FlowerBed(D.COLOURS[c]), pos)
            else:
                self.act(Invade(q, D.COLOURS[c]), pos)
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        moving = {}
        for t in self.anims.of(Tween):
            moving[t.payload[0]] = t
        flip = None
        for f in self.anims.of(Flash):
            if f.payload[0] == "flip":
                flip = f
        self._moving = moving
        self._draw_pool(surface)
        self._draw_orchard(surface)
        self._draw_food(surface)
        for q in range(len(self.seats)):
            self._draw_seat(surface, q, flip)
        self._draw_hand(surface)
        self._draw_tiles(surface)
        for button in self.buttons:
            button.draw(surface, self.assets, self.app.input.pointer)
        for key, t in moving.items():
            if t.elapsed < t.delay and flip is not None:
                continue  # the flip in the revealed slot shows this card until it travels
            self._draw_component(surface, key, pygame.Rect(t.pos, t.payload[1]))

    def _draw_component(self, surface, key, rect) -> None:
        kind, ident = key
        if kind == "c":
            surface.blit(self.art.card(ident, rect.size), rect)
        elif kind == "o":
            surface.blit(self.art.orchard(ident, rect.size), rect)
        else:
            surface.blit(self.art.food(ident, min(rect.size)), rect)

    def _heading(self, surface, zone: pygame.Rect, text: str, right: str = "") -> None:
        draw.panel(surface, zone, DARK, radius=8, edge=DARK_EDGE, shadow=False)
        draw.text(surface, self.assets, text, (zone.x + 8, zone.y + 4), theme.SMALL_SIZE, theme.INK_ON_DARK, True)
        if right:
            draw.text(surface, self.assets, right, (zone.right - 8, zone.y + 4), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, anchor="topright")

    def _draw_pool(self, surface) -> None:
        st = self.state
        zone = self.layout.zone("pool")
        unlocked = st.unlocked_stage()
        self._heading(surface, zone, "Pool", f"unlocked: {unlocked}" if unlocked and self.my_turn else "")
        for s, r in enumerate(self.pool_rects):
            card = st.pool[s]
            if card < 0 or ("c", card) in self._moving:
                surface.blit(self.art.sprite("pool_slot", r.size), r)
                continue
            surface.blit(self.art.card(card, r.size), r)
            if s in self.pool_ok:
                draw.glow(surface, r, radius=6)
        surface.blit(self.art.back(self.deck_rect.size), self.deck_rect)
        a = self.assets
        draw.text(surface, a, "Deck", (self.deck_rect.centerx, self.deck_rect.bottom + 4), theme.SMALL_SIZE,
                  theme.INK_ON_DARK_SOFT, anchor="midtop")
        draw.text(surface, a, str(len(st.deck)), (self.deck_rect.centerx, self.deck_rect.bottom + 22),
                  theme.BODY_SIZE, theme.INK_ON_DARK, True, "midtop")
        draw.text(surface, a, "Discards", (self.deck_rect.centerx, self.deck_rect.bottom + 50), theme.SMALL_SIZE,
                  theme.INK_ON_DARK_SOFT, anchor="midtop")
        draw.text(surface, a, str(len(st.discard)), (self.deck_rect.centerx, self.deck_rect.bottom + 68),
                  theme.BODY_SIZE, theme.INK_ON_DARK, True, "midtop")

    def _draw_orchard(self, surface) -> None:
        st = self.state
        zone = self.layout.zone("orchard")
        self._heading(surface, zone, "Orchard cards")
        aphid = self.art.sprite("aphid", (20, 20))
        for k, r in enumerate(self.orchard_rects):
            card = st.orchard_row[k]
            if card < 0 or ("o", card) in self._moving:
                surface.blit(self.art.sprite("pool_slot", r.size), r)
                continue
            surface.blit(self.art.orchard(card, r.size), r)
            badge = pygame.Rect(r.x + 3, r.bottom - 26, r.w - 6, 23)
            pygame.draw.rect(surface, DARK, badge, border_radius=8)
            surface.blit(aphid, (badge.x + 2, badge.y + 1))
            draw.text(surface, self.assets, f"\u00d7{st.orchard_aphids[k]}", (badge.x + 22, badge.centery),
                      theme.SMALL_SIZE, theme.INK_ON_DARK, True, "midleft")
            if k in self.orchard_ok:
                draw.glow(surface, r, radius=6)
        r = self.orchard_deck_rect
        if st.orchard_deck:
            pygame.draw.rect(surface, theme.PAPER_SHADE, r, border_radius=6)
            pygame.draw.rect(surface, theme.PAPER_EDGE, r, 2, border_radius=6)
        draw.text(surface, self.assets, "Deck", (r.centerx, r.y + 16), theme.SMALL_SIZE,
                  theme.INK if st.orchard_deck else theme.INK_ON_DARK_SOFT, anchor="midtop")
        draw.text(surface, self.assets, str(len(st.orchard_deck)), (r.centerx, r.y + 38), theme.BODY_SIZE,
                  theme.INK if st.orchard_deck else theme.INK_ON_DARK_SOFT, True, "midtop")

    def _draw_food(self, surface) -> None:
        st = self.state
        zone = self.layout.zone("food")
        self._heading(surface, zone, "Food tiles", "cost top right")
        for k, r in enumerate(self.stack_rects):
            stack = st.stacks[k]
            if not stack:
                pygame.draw.rect(surface, DARK_EDGE, r, 2, border_radius=6)
            else:
                if len(stack) > 1:
                    surface.blit(self.art.food(stack[-2], r.w), r.move(3, 3))
                if ("f", stack[-1]) not in self._moving:
                    surface.blit(self.art.food(stack[-1], r.w), r)
                if k in self.stack_ok:
                    draw.glow(surface, r, radius=6)
            draw.text(surface, self.assets, f"{len(stack)} left", (r.centerx + 2, r.bottom + 6), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, anchor="midtop")

    def _draw_seat(self, surface, q: int, flip) -> None:
        st = self.state
        a = self.assets
        seat = self.seats[q]
        rect = seat.rect
        current = q == st.current_player()
        draw.panel(surface, rect, theme.PAPER, radius=10)
        if current:
            pygame.draw.rect(surface, theme.PLAYER_COLOURS[q % 5], rect, 4, border_radius=10)
        header = pygame.Rect(rect.x + 2, rect.y + 2, rect.w - 4, 30)
        pygame.draw.rect(surface, theme.PAPER_SHADE, header, border_top_left_radius=9, border_top_right_radius=9)
        draw.player_shape(surface, q, (rect.x + 18, rect.y + 17), 20)
        name = self.player_name(q) + ("  (you)" if q == self.viewer and self.hot_seat else "")
        nr = draw.text(surface, a, name, (rect.x + 34, rect.y + 17), theme.SMALL_SIZE, theme.INK, True, "midleft")
        x = nr.right + 8
        if q == st.leaf and st.num_players > 1:
            surface.blit(self.art.sprite("sticky_leaf", (24, 24)), (x, rect.y + 5))
            x += 28
        # counters, right to left from the hand icon
        hx = seat.hand_icon.x
        surface.blit(self.assets.sprite("ui", "icon_hand", (22, 22)), seat.hand_icon)
        draw.text(surface, a, str(len(st.hands[q])), (hx + 24, rect.y + 17), theme.SMALL_SIZE, theme.INK, True,
                  "midleft")
        ax = hx - 52
        surface.blit(self.art.sprite("aphid", (20, 20)), (ax, rect.y + 7))
        draw.text(surface, a, str(st.aphids[q]), (ax + 22, rect.y + 17), theme.SMALL_SIZE, theme.INK, True, "midleft")
        mx = ax - 52
        surface.blit(self.art.sprite("memory", (20, 20)), (mx, rect.y + 7))
        draw.text(surface, a, str(st.memories[q]), (mx + 22, rect.y + 17), theme.SMALL_SIZE, theme.INK, True,
                  "midleft")
        for k, r in enumerate(seat.tile_rects):
            if k < st.day:
                surface.blit(self.art.garden_tile(k + 1, st.used[q][k], q, r.w), r)
            else:
                pygame.draw.rect(surface, theme.PAPER_EDGE, r, 1, border_radius=4)
        # columns with their bonus cards on top
        tableau = st.tableau(q)
        for k, (c, area) in enumerate(seat.columns):
            tab = tableau[k]
            bonus = seat.bonus[k]
            bx = bonus.x
            for o in tab["orchard"][:1]:
                if ("o", o) not in self._moving:
                    surface.blit(self.art.orchard(o, (16, 22)), (bx, bonus.y))
                if len(tab["orchard"]) > 1:
                    draw.text(surface, a, str(len(tab["orchard"])), (bx + 17, bonus.centery), theme.SMALL_SIZE,
                              theme.INK, True, "midleft")
                bx += 28
            if tab["lifecycle"] is not None:
                surface.blit(self.art.lifecycle(tab["colour"], (16, 22)), (bx, bonus.y))
                bx += 18
            if tab["flowerbed"] is not None:
                surface.blit(self.art.sprite("flower_bed", (22, 22)), (bx, bonus.y))
            for card, r in seat.card_rects[k]:
                if ("c", card) in self._moving:
                    continue
                surface.blit(self.art.card(card, r.size), r)
            if (q, c) in self.column_ok:
                top = seat.card_rects[k][-1][1] if seat.card_rects[k] else area
                draw.glow(surface, top, radius=6)
        for f in self.anims.of(Flash):
            if f.payload[0] == "column" and f.payload[2] in D.COLOURS:
                who = f.payload[1] if f.payload[1] is not None else st.current_player()
                if who == q:
                    for c, area in seat.columns:
                        if D.COLOURS[c] == f.payload[2]:
                            layer = pygame.Surface(area.size, pygame.SRCALPHA)
                            layer.fill((*theme.SELECTED, f.alpha // 3))
                            surface.blit(layer, area)
        if not seat.columns:
            draw.text(surface, a, "No columns yet", (rect.x + 12, rect.y + 44), theme.SMALL_SIZE, theme.INK_SOFT)
        # revealed card: face down while secret, face up once revealed
        r = seat.revealed
        shown = self.view["seats"][q]["revealed"]
        if r.h:
            lx = min(r.x, rect.right - 6 - a.font(theme.SMALL_SIZE).size("Revealed")[0])
            draw.text(surface, a, "Revealed", (lx, r.y - 20), theme.SMALL_SIZE, theme.INK_SOFT)
        if not r.h:
            pass
        elif flip is not None and q in flip.payload[1]:
            p = flip.elapsed / flip.duration
            half = abs(1 - 2 * p)
            w = max(2, round(r.w * half))
            image = self.art.back(r.size) if p < 0.5 else self.art.card(flip.payload[1][q], r.size)
            image = pygame.transform.scale(image, (w, r.h))
            surface.blit(image, image.get_rect(center=r.center))
        elif shown == "hidden":
            surface.blit(self.art.back(r.size), r)
        elif isinstance(shown, int) and shown >= 0:
            if ("c", shown) not in self._moving:
                surface.blit(self.art.card(shown, r.size), r)
        else:
            pygame.draw.rect(surface, theme.PAPER_EDGE, r, 2, border_radius=6)
            if shown == -1:
                draw.text(surface, a, "none", r.center, theme.SMALL_SIZE, theme.INK_SOFT, anchor="center")
        # food summary by ladybird type
        fr = seat.food_rects
        draw.text(surface, a, "Food", (r.x, r.bottom + 4), theme.SMALL_SIZE, theme.INK_SOFT)
        totals: dict[int, int] = {}
        for tile in st.food[q]:
            totals[D.FOOD_TYPE[tile]] = totals.get(D.FOOD_TYPE[tile], 0) + D.FOOD_VALUE[tile]
        for t, value in totals.items():
            rr = fr[t]
            if rr.bottom > rect.bottom - 2:
                continue
            surface.blit(self.art.sprite(type_frame(t), (20, 20)), rr)
            draw.text(surface, a, f"+{value}", (rr.right + 2, rr.centery), theme.SMALL_SIZE, theme.INK, True,
                      "midleft")

    def _draw_hand(self, surface) -> None:
        st = self.state
        zone = self.layout.zone("hand")
        a = self.assets
        if self.viewer is None:
            self._heading(surface, zone, "Hand")
            return
        self._heading(surface, zone, f"Your hand ({len(self.hand)})",
                      f"limit {D.HAND_LIMIT}" if len(self.hand) > D.HAND_LIMIT else "")
        for card, r in zip(self.hand, self.hand_rects):
            if ("c", card) in self._moving:
                continue
            surface.blit(self.art.card(card, r.size), r)
            if card == self.selected:
                pygame.draw.rect(surface, theme.SELECTED, r.inflate(6, 6), 3, border_radius=8)
            elif card in self.hand_ok:
                draw.glow(surface, r, radius=6)
        hovered = self._hover_name()
        if hovered:
            draw.text(surface, a, hovered, (zone.x + 8, zone.bottom - 24), theme.SMALL_SIZE, theme.INK_ON_DARK)
        elif not self.hand:
            draw.text(surface, a, "No cards", (zone.x + 8, zone.y + 40), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)

    def _hover_name(self) -> str:
        hit = self._hit(self.app.input.pointer)
        if hit is None:
            return ""
        st = self.state
        if hit[0] == "hand":
            return D.card_name(hit[1])
        if hit[0] == "pool" and st.pool[hit[1]] >= 0:
            return D.card_name(st.pool[hit[1]])
        if hit[0] == "stack" and st.stacks[hit[1]]:
            return D.food_name(st.stacks[hit[1]][-1])
        if hit[0] == "orchard" and st.orchard_row[hit[1]] >= 0:
            return f"{D.ORCHARD_CARDS[st.orchard_row[hit[1]]]['name']}, {st.orchard_aphids[hit[1]]} aphids"
        return ""

    def _draw_tiles(self, surface) -> None:
        st = self.state
        zone = self.layout.zone("tiles")
        a = self.assets
        self._heading(surface, zone, "Your garden tiles" if self.viewer is not None else "Garden tiles")
        if self.viewer is None:
            return
        q = self.viewer
        for k, r in enumerate(self.tile_rects):
            number = k + 1
            if number > st.day:
                pygame.draw.rect(surface, DARK_EDGE, r, 2, border_radius=6)
                draw.text(surface, a, f"day {number}", r.center, theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, anchor="center")
                continue
            surface.blit(self.art.garden_tile(number, st.used[q][k], q, r.w), r)
            if self.tile_pick == number:
                pygame.draw.rect(surface, theme.SELECTED, r.inflate(6, 6), 3, border_radius=8)
            elif number in self.tile_ok:
                draw.glow(surface, r, radius=6)
        hit = self._hit(self.app.input.pointer)
        if self.tile_pick is not None:
            text = TILE_HELP[self.tile_pick]
        elif hit is not None and hit[0] == "tile":
            text = TILE_HELP[hit[1]]
        elif st.step == "choose" and self.my_turn and self.hot_seat:
            text = "Pick a card, then confirm: it stays hidden until everyone has chosen."
        else:
            text = "Point at a tile to read it."
        block = pygame.Rect(zone.x + 6, self.tile_rects[0].bottom + 6, zone.w - 12, zone.bottom - self.tile_rects[0].bottom - 6)
        draw.text_block(surface, a, text, block, theme.SMALL_SIZE, theme.INK_ON_DARK, line_gap=0)


def _card_order(card: int) -> tuple:
    return (D.IS_HARLEQUIN[card], D.CARD_COLOUR[card], D.CARD_STAGE[card], card)


SCENE_CLASS = LadybirdScene
