"""Paddy's table: the 8x8 board of stacked rice terraces, the score track, every seat's public
reserves, your hand, and the harvest summary terrace by terrace.

The rules decide everything: this scene draws `self.state`, asks the rules what is legal (and
why not) for its highlights and ghost tile, and turns clicks into actions through `self.act`.
"""
from __future__ import annotations

import pygame

from ..rules.paddy import (Done, KeepEvents, PlaceAnimal, PlacePaddy, PlaceWaterfall, PlayEvent,
                           RemoveTile, ReturnAnimal, cell_name)
from ..rules.paddy.data import CYCLES, EVENT_INFO, event_name
from ..ui import draw, theme
from ..ui.anim import Flash, Tween
from ..ui.widgets import Button
from .paddy_board import CELL, BoardArt
from .table import TableScene, fit_text

CARD = (80, 110)
CARD_STEP = 88
SMALL_BACK = (22, 30)
DUCK = 30
PANEL_DARK = (30, 27, 24)
GHOST_OK = (60, 200, 110)
STEP_WORDS = {
    "draft": "Choose events", "paddy": "Place paddy", "erode": "Erosion", "animals": "Place animals",
    "waterfall": "Place waterfall", "draw": "End of turn", "harvest_event": "Harvest", "over": "Game over",
}


class PaddyScene(TableScene):
    wants_before_position = False

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        L = self.layout
        self.board = L.zone("board")
        self.art = BoardArt(self.assets, self.board)
        self.sel_card: int | None = None       # paddy card size picked from the hand
        self.sel_half: str | None = None       # "day" / "night" picked from the hand
        self.rotation = 0
        self.sel_event: str | None = None      # G/H waiting for a target, or draft picks
        self.draft_pick: list[str] = []
        self.sel_animal: int | None = None     # one of your animals on the board, picked up
        self.press: tuple | None = None        # what a drag started on
        self.drag_pos: tuple[int, int] | None = None
        self.show_harvest: int | None = None   # index into state.harvests shown in the summary
        self.harvest_scroll = 0
        self.hover_terrace: list[int] | None = None
        self.track_from: list[float] | None = None
        self.face_up: list[tuple[int, str, object]] = []   # (owner, kind, value) drawn face up
        self._seen_harvests = len(match.state.harvests)
        self._context: tuple | None = None
        self._actor: int | None = None
        self._removed_cells: tuple = ()

    # ================================================================== derived data
    def refresh(self) -> None:
        st = self.state
        L = self.layout
        seat = st.current_player()
        self.my_turn = self.viewer is not None and self.viewer == seat and not st.is_over()
        legal = st.legal_actions() if self.my_turn else []
        self.legal = set(legal)
        view = st.view(self.viewer)
        self.view = view
        masks, levels, tof = st.terraces()
        self.tof = tof
        self.terraces = st.terrace_list()
        self.board_surface = self.art.render(st.level, tof)

        # ---- hand (only the viewer's own cards face up)
        hand = view.get("hand") if self.viewer is not None else None
        self.face_up = []
        self.hand_cards: list[tuple[str, object, pygame.Rect]] = []
        hz = L.zone("hand")
        x = hz.x + 12
        y = hz.y + 34
        self.group_labels: list[tuple[str, int]] = []
        self.empty_slots: list[pygame.Rect] = []
        if hand is not None:
            groups = []
            if st.step == "draft":
                groups.append(("Drawn events: keep two", [("event", e) for e in hand["event_draft"]]))
            else:
                groups.append(("Paddy", [("paddy", c) for c in hand["paddy"]]))
                groups.append(("Day / Night", [("half", h) for h in hand["day_night"]]))
                groups.append(("Events", [("event", e) for e in hand["events"]]))
            font = self.assets.font(theme.SMALL_SIZE, True)
            for label, cards in groups:
                self.group_labels.append((label, x))
                start = x
                if not cards:
                    self.empty_slots.append(pygame.Rect(x, y, *CARD))
                    x += CARD_STEP
                for kind, value in cards:
                    self.hand_cards.append((kind, value, pygame.Rect(x, y, *CARD)))
                    self.face_up.append((self.viewer, kind, value))
                    x += CARD_STEP
                x = max(x, start + font.size(label)[0] + 16) + 18
        # a new viewer, seat or step starts with nothing picked up
        context = (self.viewer, seat, st.step)
        if context != self._context:
            self._context = context
            self.sel_card = self.sel_half = self.sel_event = None
            self.sel_animal = None
            self.draft_pick = []
            self.rotation = 0
        # keep selections valid
        if hand is None or self.sel_card not in hand["paddy"] or st.step != "paddy":
            self.sel_card = None if (hand is None or st.step != "paddy" or self.sel_card not in hand["paddy"]) else self.sel_card
        if hand is None or st.step != "paddy" or self.sel_half not in hand["day_night"]:
            self.sel_half = None
        if st.step != "draft":
            self.draft_pick = []
        if self.sel_event and not any(isinstance(a, PlayEvent) and a.letter == self.sel_event for a in legal):
            self.sel_event = None
        if self.sel_animal is not None and (self.viewer is None or self.sel_animal not in st.animals[self.viewer]):
            self.sel_animal = None

        # ---- what the rules allow, for highlights
        self.choices = st.placement_choices() if (self.my_turn and st.step == "paddy") else {}
        self.card_ok = {c for (c, _h), lst in self.choices.items() if lst}
        self.half_ok = {h for (c, h), lst in self.choices.items() if lst and (self.sel_card in (None, c))}
        if self.my_turn and st.step == "paddy" and hand is not None:
            if self.sel_card is None and len(self.card_ok) == 1 and len(set(hand["paddy"])) == 1:
                self.sel_card = next(iter(self.card_ok))
            if self.sel_card is not None and self.sel_half is None:
                halves = {h for (c, h), lst in self.choices.items() if c == self.sel_card and lst}
                if len(halves) == 1 and len(set(hand["day_night"])) == 1:
                    self.sel_half = next(iter(halves))
        self.tile_size = 0
        self.anchors: list[int] = []
        self._reasons: dict[tuple, str | None] = {}   # the ghost's verdicts, until the state changes
        if self.sel_card is not None and self.sel_half is not None:
            self.tile_size = st.placement_tile(self.sel_card, self.sel_half)
            if self.tile_size != 3:
                self.rotation = 0
            if self.tile_size:
                self.anchors = st.legal_anchors(self.sel_card, self.sel_half, self.rotation)
        self.event_ok = {a.letter for a in legal if isinstance(a, PlayEvent)}
        self.event_targets = sorted({a.cell for a in legal if isinstance(a, PlayEvent)
                                     and a.letter == self.sel_event and a.cell >= 0})
        self.remove_ok = {a.tile for a in legal if isinstance(a, RemoveTile)}
        self.remove_cells = sorted({c for t in self.remove_ok for c in st.tiles[t][3]})
        self.place_moves = [a for a in legal if isinstance(a, PlaceAnimal)]
        self.return_ok = {a.cell for a in legal if isinstance(a, ReturnAnimal)}
        self.reserve_src_ok = any(a.src == -1 for a in self.place_moves)
        src = self.sel_animal if self.sel_animal is not None else -1
        self.animal_dsts = sorted({a.dst for a in self.place_moves if a.src == src})
        self.animal_srcs = sorted({a.src for a in self.place_moves if a.src >= 0})
        self.wf_moves = [(a.cell, a.side) for a in legal if isinstance(a, PlaceWaterfall)]
        self.done_ok = Done() in self.legal
        self.new_cells = list(st.tiles[st.new_tile][3]) if st.new_tile in st.tiles else []

        # ---- animals per plot, reserves
        self.animals_at: dict[int, list[int]] = {}
        for q, pawns in enumerate(st.animals):
            for c in pawns:
                if c >= 0:
                    self.animals_at.setdefault(c, []).append(q)

        # ---- players panel rows and the viewer's reserve box
        pz = L.zone("players")
        n = st.num_players
        row_h = min(42, (pz.h - 8) // n)
        self.player_rows = [pygame.Rect(pz.x + 6, pz.y + 4 + q * row_h, pz.w - 12, row_h - 3) for q in range(n)]
        self.reserve_rect = pygame.Rect(hz.x + 12, hz.y + 184, 300, 44)

        # ---- score track
        tz = L.zone("track")
        self.track_rect = pygame.Rect(tz.x + 70, tz.y + 26, tz.w - 256, 14)
        top = max([60, *st.scores])
        self.track_max = ((top + 19) // 20) * 20 + (20 if top >= 60 else 0)

        # ---- harvest summary
        if len(st.harvests) > self._seen_harvests:
            self.show_harvest = len(st.harvests) - 1
            self.harvest_scroll = 0
        elif self.show_harvest is not None and self.show_harvest >= len(st.harvests):
            self.show_harvest = None
        self._seen_harvests = len(st.harvests)
        self._build_harvest_rows()
        self._build_buttons()

    def _build_harvest_rows(self) -> None:
        self.harvest_rows: list[tuple[pygame.Rect, dict]] = []
        if self.show_harvest is None:
            return
        h = self.state.harvests[self.show_harvest]
        hz = self.layout.zone("hand")
        rows = [t for t in h["terraces"] if t["majority"] is not None or any(t["animals"])]
        self.harvest_hidden = len(h["terraces"]) - len(rows)
        self.harvest_all = rows
        per = (hz.h - 96) // 30
        self.harvest_scroll = max(0, min(self.harvest_scroll, max(0, len(rows) - per)))
        y = hz.y + 66
        for t in rows[self.harvest_scroll:self.harvest_scroll + per]:
            self.harvest_rows.append((pygame.Rect(hz.x + 8, y, hz.w - 16, 28), t))
            y += 30

    def _build_buttons(self) -> None:
        L = self.layout
        st = self.state
        self.buttons = []
        if st.harvests:
            showing = self.show_harvest is not None
            label = "Back to your hand" if showing else f"Harvest summary ({len(st.harvests)})"
            self.buttons.append(Button(L.zone("btn_alt"), label, self._toggle_harvest, size=theme.SMALL_SIZE))
        if not self.my_turn:
            return
        done = L.zone("btn_done")
        step = st.step
        if step == "draft":
            pair = tuple(sorted(self.draft_pick))
            ok = len(pair) == 2 and KeepEvents(pair) in self.legal
            self.buttons.append(Button(done, "Keep these two", self._keep, enabled=ok, primary=ok,
                                       hint="Click two different event cards to keep first."))
        elif step == "paddy" and self.sel_card is not None and self.sel_half is not None and self.tile_size == 0:
            self.buttons.append(Button(done, "Play the cards", self._place_no_tile, primary=True))
        elif step in ("animals", "waterfall", "draw", "harvest_event"):
            label = {"animals": "Done with animals", "waterfall": "No waterfall: end turn",
                     "draw": "End turn and draw", "harvest_event": "Pass (no event)"}[step]
            self.buttons.append(Button(done, label, self._done, enabled=self.done_ok, primary=True))
        if self.sel_animal is not None and self.sel_animal in self.return_ok and self.show_harvest is None:
            self.buttons.append(Button(pygame.Rect(self.reserve_rect.right + 10, self.reserve_rect.y + 4, 200, 36),
                                       "Return to reserve", self._return_selected, size=theme.SMALL_SIZE))

    # ================================================================== button actions
    def _toggle_harvest(self) -> None:
        self.show_harvest = None if self.show_harvest is not None else len(self.state.harvests) - 1
        self.harvest_scroll = 0
        self.refresh()

    def _keep(self) -> None:
        self.act(KeepEvents(tuple(sorted(self.draft_pick))), self.layout.zone("btn_done").center)

    def _place_no_tile(self) -> None:
        self.act(PlacePaddy(self.sel_card, self.sel_half, 0, 0, -1), self.layout.zone("btn_done").center)

    def _done(self) -> None:
        self.act(Done(), self.layout.zone("btn_done").center)

    def _return_selected(self) -> None:
        cell = self.sel_animal
        self.sel_animal = None
        self.act(ReturnAnimal(cell), self.reserve_rect.center)

    # ================================================================== input
    def handle_table(self, event) -> bool:
        st = self.state
        if event.kind == "key":
            if event.key == pygame.K_r:
                self._rotate(1)
                return True
            if event.key == pygame.K_ESCAPE and (self.sel_card or self.sel_half or self.sel_event
                                                 or self.sel_animal is not None):
                self._clear_selection()
                return True
            return False
        if event.kind == "wheel":
            if self.show_harvest is not None and self.layout.zone("hand").collidepoint(event.pos):
                self.harvest_scroll -= event.dy
                self._build_harvest_rows()
                return True
            if self.tile_size == 3 and self.board.inflate(CELL, CELL).collidepoint(event.pos):
                self._rotate(-1 if event.dy > 0 else 1)
                return True
            return False
        if event.kind == "right_click":
            if self.tile_size == 3:
                self._rotate(1)
                return True
            if self.sel_event or self.sel_animal is not None:
                self._clear_selection()
                return True
            return False
        if event.kind == "move":
            if self.press is not None and event.dragging:
                self.drag_pos = event.pos
                return True
            return False
        if event.kind == "down":
            self.press = self._press_target(event.pos)
            self.drag_pos = None
            return self.press is not None
        if event.kind == "up":
            press, self.press, self.drag_pos = self.press, None, None
            if event.dragging and press is not None:
                return self._drop(press, event.pos)
            return False
        if event.kind != "click" or not self.my_turn:
            return False
        pos = event.pos
        # hand cards (hidden under the harvest summary while it shows)
        if self.show_harvest is None:
            for kind, value, rect in self.hand_cards:
                if rect.collidepoint(pos):
                    self._click_card(kind, value, pos)
                    return True
            if self.reserve_rect.collidepoint(pos):
                if self.sel_animal is not None:
                    self._return_selected()
                elif st.step == "animals":
                    self.sel_animal = None
                    self.refresh()
                return True
        cell = self.art.cell_at(pos)
        if cell is None and not (self.tile_size and self.board.inflate(CELL, CELL).collidepoint(pos)):
            return False
        return self._click_board(cell, pos)

    def _clear_selection(self) -> None:
        self.sel_card = self.sel_half = self.sel_event = None
        self.sel_animal = None
        self.refresh()

    def _rotate(self, step: int) -> None:
        if self.tile_size == 3:
            self.rotation = (self.rotation + step) % 4
            self.refresh()

    def _click_card(self, kind: str, value, pos) -> None:
        st = self.state
        if st.step == "draft":
            if value in self.draft_pick:
                self.draft_pick.remove(value)
            elif len(self.draft_pick) >= 2:
                self.refuse("You keep exactly two: click a chosen card again to put it back.", pos)
            else:
                self.draft_pick.append(value)
                if len(set(self.draft_pick)) < len(self.draft_pick):
                    self.draft_pick.pop()
                    self.refuse("The two event cards you keep must be different.", pos)
            self.refresh()
            return
        if kind == "event":
            self._click_event(value, pos)
            return
        if st.step != "paddy":
            self.refuse("Cards are played in the Place Paddy step, at the start of your turn.", pos)
            return
        if kind == "paddy":
            if value not in self.card_ok:
                self.refuse(f"A {value}-plot tile fits nowhere with your day/night cards.", pos)
                return
            self.sel_card = None if self.sel_card == value else value
            if self.sel_half is not None and (value, self.sel_half) in self.choices \
                    and not self.choices[(value, self.sel_half)]:
                self.sel_half = None
        else:
            ok = any(lst for (c, h), lst in self.choices.items() if h == value and self.sel_card in (None, c))
            if not ok:
                what = f"a {self.sel_card}-plot tile" if self.sel_card else "any tile"
                self.refuse(f"{value.title()}: {what} fits nowhere in the {value.title()} half.", pos)
                return
            self.sel_half = None if self.sel_half == value else value
        self.refresh()

    def _click_event(self, letter: str, pos) -> None:
        st = self.state
        if letter not in self.event_ok:
            probe = PlayEvent(letter, -1)
            if letter in ("G", "H"):
                cells = [c for c in range(64) if st.level[c] > 0] if letter == "G" else \
                    [c for _o, c, _s in st.waterfalls]
                probe = PlayEvent(letter, cells[0] if cells else -1)
            self.refuse(st.check(probe) or f"{event_name(letter)} cannot be played now.", pos)
            return
        if letter in ("G", "H"):
            self.sel_event = None if self.sel_event == letter else letter
            self.refresh()
            if self.sel_event:
                self.inform("Dew on the peaks: click a terrace." if letter == "G"
                            else "Mud in the ditch: click a waterfall's plot.")
            return
        self.act(PlayEvent(letter, -1), pos)

    def _click_board(self, cell: int | None, pos) -> bool:
        st = self.state
        step = st.step
        if self.sel_event:
            if cell is not None:
                self.act(PlayEvent(self.sel_event, cell), pos)
            return True
        if step == "paddy":
            if self.sel_card is None or self.sel_half is None:
                if cell is not None and cell in self.return_ok and self._own_animal_at(cell):
                    self._pick_animal(cell)
                    return True
                self.refuse("First choose a paddy card and a day/night card from your hand.", pos)
                return True
            if self.tile_size == 0:
                self._place_no_tile()
                return True
            anchor = self.art.anchor_at(pos, self.tile_size)
            if anchor is None:
                return False
            rot = self.rotation if self.tile_size == 3 else 0
            self.act(PlacePaddy(self.sel_card, self.sel_half, self.tile_size, rot, anchor), pos)
            return True
        if cell is None:
            return False
        if step == "erode":
            stack = st.stacks[cell]
            if not stack:
                self.refuse("Bare board: there is no tile there to remove.", pos)
                return True
            self.act(RemoveTile(stack[-1]), pos)
            return True
        if step == "animals":
            if cell in self.animal_dsts:
                src = self.sel_animal if self.sel_animal is not None else -1
                self.sel_animal = None
                self.act(PlaceAnimal(src, cell), pos)
                return True
            if self._own_animal_at(cell) and (cell in self.animal_srcs or cell in self.return_ok):
                self._pick_animal(cell)
                return True
            src = self.sel_animal if self.sel_animal is not None else -1
            self.act(PlaceAnimal(src, cell), pos)
            return True
        if step == "waterfall":
            side = self.art.edge_side(pos, cell)
            self.act(PlaceWaterfall(cell, side), pos)
            return True
        if self._own_animal_at(cell) and cell in self.return_ok:
            self._pick_animal(cell)
            return True
        return False

    def _own_animal_at(self, cell: int) -> bool:
        return self.viewer is not None and cell in self.state.animals[self.viewer]

    def _pick_animal(self, cell: int) -> None:
        self.sel_animal = None if self.sel_animal == cell else cell
        self.refresh()

    def _press_target(self, pos):
        if not self.my_turn:
            return None
        if self.state.step == "animals" and self.reserve_rect.collidepoint(pos) and self.reserve_src_ok \
                and self.show_harvest is None:
            return ("reserve", -1)
        cell = self.art.cell_at(pos)
        if cell is not None and self._own_animal_at(cell) and (cell in self.animal_srcs or cell in self.return_ok):
            return ("animal", cell)
        return None

    def _drop(self, press, pos) -> bool:
        kind, src = press
        if self.reserve_rect.collidepoint(pos) and kind == "animal" and self.show_harvest is None:
            self.act(ReturnAnimal(src), pos)
            return True
        cell = self.art.cell_at(pos)
        if cell is None:
            return True
        self.sel_animal = None
        self.act(PlaceAnimal(src, cell), pos)
        return True

    # ================================================================== animations
    def on_applied(self, action, before) -> None:
        st = self.state
        p = None
        if isinstance(action, PlacePaddy) and action.tile:
            cells = st.tiles[st.new_tile][3] if st.new_tile in st.tiles else ()
            self.anims.add(Tween((0, -40), (0, 0), ("drop", tuple(cells)), duration=280))
            self.sel_card = self.sel_half = None
            self.rotation = 0
        elif isinstance(action, PlaceAnimal):
            p = self._last_actor(action)
            start = self._reserve_point(p) if action.src < 0 else self.art.cell_rect(action.src).center
            self.anims.add(Tween(start, self.art.cell_rect(action.dst).center, ("duck", p, action.dst), duration=300))
        elif isinstance(action, ReturnAnimal):
            p = self._last_actor(action)
            self.anims.add(Tween(self.art.cell_rect(action.cell).center, self._reserve_point(p), ("duck", p, -1),
                                 duration=300))
        elif isinstance(action, PlaceWaterfall):
            self.anims.add(Flash(("edge", action.cell, action.side), duration=700))
        elif isinstance(action, RemoveTile):
            self.anims.add(Flash(("cells", tuple(self._last_removed_cells())), duration=700))
        elif isinstance(action, PlayEvent) and action.cell >= 0:
            self.anims.add(Flash(("cells", (action.cell,)), duration=700))
        if len(st.harvests) > self._seen_harvests:
            old = st.harvests[-2]["scores_after"] if len(st.harvests) > 1 else [0] * st.num_players
            self.track_from = [float(v) for v in old]
            for q in range(st.num_players):
                self.anims.add(Tween((old[q], 0), (st.scores[q], 0), ("score", q), duration=400, delay=150 * q))
        self.sel_event = None

    def act(self, action, pos=None) -> bool:
        # remember who moves and what an erosion removes, for the animation after the change
        self._actor = self.state.current_player()
        if isinstance(action, RemoveTile) and action.tile in self.state.tiles:
            self._removed_cells = tuple(self.state.tiles[action.tile][3])
        return super().act(action, pos)

    def _last_actor(self, action) -> int:
        return self._actor if self._actor is not None else 0

    def _last_removed_cells(self) -> tuple:
        return self._removed_cells

    def _reserve_point(self, seat: int) -> tuple[int, int]:
        row = self.player_rows[seat]
        return (row.x + 300, row.centery)

    # ================================================================== drawing
    def status_text(self) -> str:
        st = self.state
        return f"Cycle {min(st.cycle, CYCLES)} of {CYCLES} \u00b7 {STEP_WORDS.get(st.step, st.step)}"

    def draw_table(self, surface: pygame.Surface) -> None:
        L = self.layout
        pointer = self.app.input.pointer
        self.art.draw_frame(surface, L.zone("halves"))
        surface.blit(self.board_surface, self.board.topleft)
        self._draw_drop(surface)
        self._draw_highlights(surface, pointer)
        self._draw_waterfalls(surface)
        self._draw_animals(surface)
        self._draw_flashes(surface)
        ghost = self._ghost_state(pointer)
        self._draw_ghost(surface, pointer, ghost)
        self._draw_hover(surface, pointer, ghost)
        self._draw_players(surface)
        self._draw_track(surface)
        if self.show_harvest is not None:
            self._draw_harvest(surface, pointer)
        else:
            self._draw_hand(surface, pointer)
        self._draw_info(surface, pointer)
        for button in self.buttons:
            button.draw(surface, self.assets, pointer)
        self._draw_drag(surface, pointer)

    # ---- board layers
    def _draw_drop(self, surface) -> None:
        for tween in self.anims.of(Tween):
            if tween.payload[0] != "drop":
                continue
            dx, dy = tween.pos
            shadow = self.assets.sprite("paddy", "tile_edge_shadow")
            for c in tween.payload[1]:
                rect = self.art.cell_rect(c)
                surface.blit(shadow, rect.move(4, 6))
            for c in tween.payload[1]:
                rect = self.art.cell_rect(c)
                surface.blit(self.art.plot_sprite(c, self.state.level[c]), rect.move(dx, dy))

    def _draw_highlights(self, surface, pointer) -> None:
        st = self.state
        if not self.my_turn:
            return
        if self.new_cells and st.step in ("animals", "waterfall", "draw"):
            for c in self.new_cells:
                pygame.draw.rect(surface, theme.SELECTED, self.art.cell_rect(c).inflate(-6, -6), 2, border_radius=4)
        if self.sel_event:
            for c in self.event_targets:
                draw.glow(surface, self.art.cell_rect(c).inflate(-8, -8), radius=6)
        elif st.step == "paddy" and self.tile_size:
            for a in self.anchors:
                x, y = self.art.anchor_point(a, self.tile_size)
                pygame.draw.circle(surface, (30, 28, 26), (x, y), 7)
                pygame.draw.circle(surface, theme.LEGAL, (x, y), 5)
        elif st.step == "erode":
            for c in self.remove_cells:
                draw.glow(surface, self.art.cell_rect(c).inflate(-8, -8), radius=6)
        elif st.step == "animals":
            for c in self.animal_dsts:
                draw.glow(surface, self.art.cell_rect(c).inflate(-8, -8), radius=6)
        elif st.step == "waterfall":
            for c, s in self.wf_moves:
                rect = self.art.edge_mark(c, s)
                pygame.draw.rect(surface, (30, 28, 26), rect.inflate(4, 4), border_radius=4)
                pygame.draw.rect(surface, theme.LEGAL, rect, border_radius=4)
        if self.sel_animal is not None:
            draw.glow(surface, self.art.cell_rect(self.sel_animal).inflate(-4, -4), theme.SELECTED, radius=6)

    def _draw_waterfalls(self, surface) -> None:
        for owner, cell, side in self.state.waterfalls:
            rect = self.art.edge_rect(cell, side)
            surface.blit(self.assets.sprite("paddy", f"waterfall_{side.lower()}"), rect)
            # the owner's mark at the waterfall's foot, inside its own plot
            inner = self.art.cell_rect(cell)
            dx, dy = {"N": (0, 1), "S": (0, -1), "E": (-1, 0), "W": (1, 0)}[side]
            centre = (rect.centerx + dx * 20, rect.centery + dy * 20)
            if inner.collidepoint(centre):
                draw.player_shape(surface, owner, centre, 14)

    def _draw_animals(self, surface) -> None:
        moving = {}
        for tween in self.anims.of(Tween):
            if tween.payload[0] == "duck" and tween.payload[2] >= 0:
                key = (tween.payload[1], tween.payload[2])
                moving[key] = moving.get(key, 0) + 1
        for cell, seats in self.animals_at.items():
            rect = self.art.cell_rect(cell)
            shown = []
            skip = dict(moving)
            for q in seats:
                if skip.get((q, cell), 0) > 0:
                    skip[(q, cell)] -= 1
                    continue
                shown.append(q)
            spots = [(18, 20), (46, 20), (18, 46), (46, 46)]
            for i, q in enumerate(shown[:4]):
                ox, oy = spots[i] if len(shown) > 1 else (32, 34)
                self._duck(surface, q, (rect.x + ox, rect.y + oy))
            if len(shown) > 4:
                draw.text(surface, self.assets, f"+{len(shown) - 4}", (rect.right - 4, rect.bottom - 2),
                          theme.SMALL_SIZE, theme.INK_ON_DARK, True, "bottomright")
        for tween in self.anims.of(Tween):
            if tween.payload[0] == "duck":
                self._duck(surface, tween.payload[1], tween.pos)

    def _duck(self, surface, seat: int, centre, size: int = DUCK) -> None:
        image = self.assets.sprite("paddy", f"animal_p{seat % 4 + 1}", (size, size))
        surface.blit(image, image.get_rect(center=centre))
        draw.player_shape(surface, seat, (centre[0] + size // 2 - 3, centre[1] - size // 2 + 3), 11)

    def _draw_flashes(self, surface) -> None:
        for flash in self.anims.of(Flash):
            kind = flash.payload[0]
            layer_colour = (*theme.SELECTED, flash.alpha)
            if kind == "edge":
                rect = self.art.edge_rect(flash.payload[1], flash.payload[2]).inflate(8, 8)
            elif kind == "cells":
                for c in flash.payload[1]:
                    rect = self.art.cell_rect(c)
                    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
                    pygame.draw.rect(layer, layer_colour, layer.get_rect(), 4, border_radius=6)
                    surface.blit(layer, rect)
                continue
            else:
                continue
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, layer_colour, layer.get_rect(), 4, border_radius=6)
            surface.blit(layer, rect)

    def _ghost_state(self, pointer):
        """(cells on the board, reason or None, anchor) for the tile following the pointer."""
        if not (self.my_turn and self.state.step == "paddy" and self.tile_size):
            return None
        if not self.board.inflate(CELL, CELL).collidepoint(pointer):
            return None
        anchor = self.art.anchor_at(pointer, self.tile_size)
        if anchor is None:
            return None
        from ..rules.paddy.geometry import SHAPES
        rot = self.rotation if self.tile_size == 3 else 0
        r0, c0 = divmod(anchor, 8)
        cells = []
        for dr, dc in SHAPES[self.tile_size][rot]:
            r, c = r0 + dr, c0 + dc
            if 0 <= r < 8 and 0 <= c < 8:
                cells.append(r * 8 + c)
        key = (self.sel_card, self.sel_half, rot, anchor)
        if key not in self._reasons:
            self._reasons[key] = self.state.placement_reason(self.sel_card, self.sel_half, rot, anchor)
        return cells, self._reasons[key], anchor

    def _draw_ghost(self, surface, pointer, ghost) -> None:
        if ghost is None:
            return
        cells, reason, _anchor = ghost
        colour = GHOST_OK if reason is None else theme.ILLEGAL
        level = max((self.state.level[c] for c in cells), default=0) + 1
        top = self.assets.sprite("paddy", f"tile_top_lvl{min(8, level)}")
        for c in cells:
            rect = self.art.cell_rect(c)
            image = top.copy()
            image.set_alpha(150)
            surface.blit(image, rect)
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            layer.fill((*colour, 90))
            surface.blit(layer, rect)
            if reason is not None:
                draw.hatch(surface, rect.inflate(-4, -4), theme.ILLEGAL, 12)
            pygame.draw.rect(surface, colour, rect, 3)
        if reason is not None and self.message is None:
            draw.callout(surface, self.assets, reason, pointer)
        elif reason is None:
            draw.text(surface, self.assets, f"Level {level}", (pointer[0] + 16, pointer[1] + 14), theme.SMALL_SIZE,
                      theme.INK_ON_DARK, True)

    def _draw_hover(self, surface, pointer, ghost) -> None:
        cell = self.art.cell_at(pointer)
        if cell is None or ghost is not None:
            return
        level = self.state.level[cell]
        rect = self.art.cell_rect(cell)
        pygame.draw.rect(surface, theme.INK_ON_DARK, rect, 1)
        if level:
            badge = pygame.Rect(0, 0, 30, 24)
            badge.topright = (rect.right - 2, rect.top + 2)
            pygame.draw.rect(surface, PANEL_DARK, badge, border_radius=6)
            draw.text(surface, self.assets, str(level), badge.center, theme.BODY_SIZE, theme.INK_ON_DARK, True, "center")
        if self.state.step == "waterfall" and self.my_turn:
            side = self.art.edge_side(pointer, cell)
            ok = (cell, side) in self.wf_moves
            image = self.assets.sprite("paddy", f"waterfall_{side.lower()}").copy()
            image.set_alpha(200 if ok else 110)
            er = self.art.edge_rect(cell, side)
            surface.blit(image, er)
            pygame.draw.rect(surface, GHOST_OK if ok else theme.ILLEGAL, er.inflate(4, 4), 2, border_radius=4)

    def _draw_drag(self, surface, pointer) -> None:
        if self.press is not None and self.drag_pos is not None and self.viewer is not None:
            self._duck(surface, self.viewer, self.drag_pos, 36)

    # ---- side panels
    def _draw_players(self, surface) -> None:
        st = self.state
        a = self.assets
        pz = self.layout.zone("players")
        pygame.draw.rect(surface, PANEL_DARK, pz, border_radius=8)
        current = st.current_player()
        for q, row in enumerate(self.player_rows):
            if q == current:
                pygame.draw.rect(surface, (58, 52, 44), row, border_radius=6)
                pygame.draw.rect(surface, theme.LEGAL, row, 2, border_radius=6)
            draw.player_shape(surface, q, (row.x + 16, row.centery), 20)
            draw.text(surface, a, st.names[q], (row.x + 34, row.centery), theme.BODY_SIZE, theme.INK_ON_DARK, True,
                      "midleft")
            draw.text(surface, a, str(st.scores[q]), (row.x + 200, row.centery), theme.SCORE_SIZE, theme.INK_ON_DARK,
                      True, "midright")
            # animals in reserve
            x = row.x + 222
            reserve = st.animals[q].count(-1)
            for i in range(3):
                cx = x + 14 + i * 24
                if i < reserve:
                    img = a.sprite("paddy", f"animal_p{q % 4 + 1}", (24, 24))
                    surface.blit(img, img.get_rect(center=(cx, row.centery)))
                else:
                    pygame.draw.circle(surface, (70, 64, 56), (cx, row.centery), 8, 1)
            # waterfalls left
            x += 80
            wf = a.sprite("paddy", "waterfall_s", (30, 12))
            for i in range(st.wf_reserve[q]):
                surface.blit(wf, (x + i * 34, row.centery - 6))
            # hidden hand: face-down backs with counts (public), never the faces
            x = row.x + 374
            sizes = self.view["hand_sizes"][q]
            img = a.sprite("paddy", "card_back_paddy", SMALL_BACK)
            surface.blit(img, (x, row.centery - SMALL_BACK[1] // 2))
            r = draw.text(surface, a, f"{sizes['paddy']} paddy, {sizes['day_night']} day/night",
                          (x + SMALL_BACK[0] + 5, row.centery), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT,
                          anchor="midleft")
            x = r.right + 8
            img = a.sprite("paddy", "card_back_event", SMALL_BACK)
            surface.blit(img, (x, row.centery - SMALL_BACK[1] // 2))
            used = " (used)" if st.event_used[q] else ""
            draw.text(surface, a, f"{sizes['events']}{used}", (x + SMALL_BACK[0] + 5, row.centery), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, anchor="midleft")

    def _draw_track(self, surface) -> None:
        st = self.state
        a = self.assets
        tz = self.layout.zone("track")
        pygame.draw.rect(surface, PANEL_DARK, tz, border_radius=8)
        tr = self.track_rect
        draw.text(surface, a, "Score", (tz.x + 12, tz.centery), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, True,
                  "midleft")
        pygame.draw.rect(surface, (86, 74, 60), tr, border_radius=6)
        span = self.track_max
        for v in range(0, span + 1, 10):
            x = tr.x + round(tr.w * v / span)
            pygame.draw.line(surface, theme.PAPER_EDGE, (x, tr.y + 2), (x, tr.bottom - 2), 1)
            if v % 20 == 0:
                draw.text(surface, a, str(v), (x, tr.y - 2), 14 + 2, theme.INK_ON_DARK_SOFT, anchor="midbottom") \
                    if v and tr.x + 40 < x else None
        values = [float(s) for s in st.scores]
        for tween in self.anims.of(Tween):
            if tween.payload[0] == "score":
                q = tween.payload[1]
                values[q] = tween.start[0] + (tween.end[0] - tween.start[0]) * tween.progress
        taken: dict[int, int] = {}
        for q, v in enumerate(values):
            x = tr.x + round(tr.w * min(v, span) / span)
            k = taken.get(round(v), 0)
            taken[round(v)] = k + 1
            img = a.sprite("paddy", f"score_cube_p{q % 4 + 1}", (20, 20))
            surface.blit(img, img.get_rect(center=(x + k * 12, tr.centery)))
        # the cycle tokens
        x0 = tz.right - 176
        draw.text(surface, a, "Cycle", (x0, tz.centery), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, True, "midleft")
        for i in range(CYCLES):
            centre = (x0 + 66 + i * 30, tz.centery)
            if i + 1 == st.cycle:
                img = a.sprite("paddy", "cycle_token", (28, 28))
                surface.blit(img, img.get_rect(center=centre))
            else:
                pygame.draw.circle(surface, (86, 74, 60), centre, 11)
                draw.text(surface, a, str(i + 1), centre, theme.SMALL_SIZE,
                          theme.INK_ON_DARK if i + 1 < st.cycle else theme.INK_ON_DARK_SOFT, True, "center")

    def _card_image(self, kind: str, value):
        if kind == "paddy":
            return self.assets.sprite("paddy", f"card_paddy_{value}", CARD)
        if kind == "half":
            return self.assets.sprite("paddy", f"card_{value}", CARD)
        return self.assets.sprite("paddy", f"card_event_{value.lower()}", CARD)

    def _draw_hand(self, surface, pointer) -> None:
        st = self.state
        a = self.assets
        hz = self.layout.zone("hand")
        draw.panel(surface, hz)
        if self.viewer is None:
            seat = st.current_player()
            text = "Cards are hidden until the next player takes the mouse." if seat is not None else "The game is over."
            draw.text(surface, a, text, (hz.x + 14, hz.y + 12), theme.BODY_SIZE, theme.INK_SOFT)
            return
        for label, x in self.group_labels:
            draw.text(surface, a, label, (x, hz.y + 8), theme.SMALL_SIZE, theme.INK_SOFT, True)
        for rect in self.empty_slots:
            pygame.draw.rect(surface, theme.PAPER_EDGE, rect, 2, border_radius=8)
            draw.text(surface, a, "none", rect.center, theme.SMALL_SIZE, theme.INK_SOFT, anchor="center")
        hovered = None
        marked: set = set()
        for kind, value, rect in self.hand_cards:
            selected = ((kind == "paddy" and value == self.sel_card) or (kind == "half" and value == self.sel_half)
                        or (kind == "event" and (value == self.sel_event or value in self.draft_pick)))
            if selected and (kind, value) in marked and kind != "event":
                selected = False   # two copies of a card: one is picked
            if selected:
                marked.add((kind, value))
            r = rect.move(0, -6) if selected else rect
            clickable = self._card_clickable(kind, value)
            if clickable and not selected:
                draw.glow(surface, r, radius=8)
            surface.blit(self._card_image(kind, value), r)
            if selected:
                pygame.draw.rect(surface, theme.SELECTED, r.inflate(6, 6), 4, border_radius=10)
            if kind == "event":
                draw.text(surface, a, value, (r.centerx, r.bottom + 12), theme.SMALL_SIZE, theme.INK, True, "center")
            if rect.collidepoint(pointer):
                hovered = (kind, value)
        # reserve box (a target for returning animals)
        rr = self.reserve_rect
        pygame.draw.rect(surface, theme.PAPER_SHADE, rr, border_radius=8)
        if self.sel_animal is not None and self.sel_animal in self.return_ok:
            draw.glow(surface, rr, radius=8)
        draw.text(surface, a, "Reserve", (rr.x + 10, rr.centery), theme.SMALL_SIZE, theme.INK_SOFT, True, "midleft")
        reserve = st.animals[self.viewer].count(-1)
        for i in range(reserve):
            self._duck(surface, self.viewer, (rr.x + 100 + i * 36, rr.centery), 30)
        wf = a.sprite("paddy", "waterfall_s", (40, 15))
        for i in range(st.wf_reserve[self.viewer]):
            surface.blit(wf, (rr.x + 210 + i * 44, rr.centery - 7))
        # the card or step in words
        text_rect = pygame.Rect(hz.x + 14, rr.bottom + 10, hz.w - 28, hz.bottom - rr.bottom - 16)
        used = draw.text_block(surface, a, self._hand_hint(hovered), text_rect, theme.SMALL_SIZE, theme.INK)
        letters = sorted({v for k, v, _r in self.hand_cards if k == "event"})
        if letters and hovered is None:
            names = "Events: " + ", ".join(f"{x} {event_name(x)}" for x in letters) + " (point at one to read it)"
            rest = pygame.Rect(text_rect.x, text_rect.y + used + 6, text_rect.w, text_rect.h - used - 6)
            draw.text_block(surface, a, names, rest, theme.SMALL_SIZE, theme.INK_SOFT)

    def _card_clickable(self, kind: str, value) -> bool:
        if not self.my_turn:
            return False
        st = self.state
        if st.step == "draft":
            return len(self.draft_pick) < 2 and value not in self.draft_pick
        if kind == "event":
            return value in self.event_ok
        if st.step != "paddy":
            return False
        if kind == "paddy":
            return value in self.card_ok
        return value in self.half_ok

    def _hand_hint(self, hovered) -> str:
        st = self.state
        if hovered is not None:
            kind, value = hovered
            if kind == "event":
                info = EVENT_INFO[value]
                return f"{value} \u2014 {info['name']}: {info['text']}"
            if kind == "paddy":
                return f"Paddy card: place a {value}-plot tile" + (" (an L of three plots; R, right click or the "
                                                                   "wheel turns it)." if value == 3 else ".")
            return f"{value.title()} card: at least one plot of your tile must be in the {value.title()} half."
        if not self.my_turn:
            return "Wait for your turn."
        step = st.step
        if step == "draft":
            return "Click two different event cards to keep, then Keep these two."
        if step == "paddy":
            if self.sel_card is None or self.sel_half is None:
                return "Choose a paddy card and a day/night card. Glowing cards have a legal placement."
            if self.tile_size == 0:
                return "No tile can be placed: play the cards."
            extra = " R, right click or the wheel turns it." if self.tile_size == 3 else ""
            return (f"Move the {self.tile_size}-plot tile over the board: green fits, red says why. Yellow dots "
                    f"mark where the pointer can go.{extra}")
        if step == "erode":
            return "Devastating erosion: click a glowing tile to remove it."
        if step == "animals":
            return ("Click a glowing plot to place an animal from your reserve, or click one of your animals "
                    "first to move it. Drag works too.")
        if step == "waterfall":
            return "Point at a plot's edge: the yellow bars mark where a waterfall can flow down."
        if step == "harvest_event":
            return "Harvest: play Dew on the peaks or Mud in the ditch now, or pass."
        return st.prompt()

    def _draw_harvest(self, surface, pointer) -> None:
        st = self.state
        a = self.assets
        hz = self.layout.zone("hand")
        draw.panel(surface, hz)
        h = st.harvests[self.show_harvest]
        draw.text(surface, a, f"Cycle {h['cycle']} harvest \u2014 highest terrace: level {h['highest_level']}",
                  (hz.x + 14, hz.y + 8), theme.BODY_SIZE, theme.INK, True)
        x = hz.x + 14
        for q, row in enumerate(h["players"]):
            draw.player_shape(surface, q, (x + 8, hz.y + 46), 16)
            r = draw.text(surface, a, f"{st.names[q]} +{row['total']}", (x + 20, hz.y + 46), theme.BODY_SIZE,
                          theme.INK, True, "midleft")
            x = r.right + 24
        self.hover_terrace = None
        for rect, t in self.harvest_rows:
            hot = rect.collidepoint(pointer)
            if hot:
                self.hover_terrace = t["cells"]
            pygame.draw.rect(surface, (250, 240, 170) if hot else theme.PAPER_SHADE, rect, border_radius=6)
            draw.text(surface, a, f"Lv {t['profile_level'] if t['profile_level'] != t['level'] else t['level']}",
                      (rect.x + 8, rect.centery), theme.SMALL_SIZE, theme.INK, True, "midleft")
            draw.text(surface, a, f"{t['plots']} plots" if t['plots'] != 1 else "1 plot", (rect.x + 58, rect.centery),
                      theme.SMALL_SIZE, theme.INK_SOFT, anchor="midleft")
            x = rect.x + 134
            for q, k in enumerate(t["animals"]):
                if k:
                    draw.player_shape(surface, q, (x + 7, rect.centery), 14)
                    draw.text(surface, a, str(k), (x + 16, rect.centery), theme.SMALL_SIZE, theme.INK, True, "midleft")
                    x += 36
            who = t["majority"]
            gain = t["profile"] + t["irrigation"] + t["highest"]
            if who is not None:
                words = f"{st.names[who]} +{gain}: " + ", ".join(t["reasons"])
            else:
                words = "no majority: nobody scores"
            draw.text(surface, a, self._fit(words, rect.right - 8 - max(x, rect.x + 250)),
                      (max(x, rect.x + 250), rect.centery), theme.SMALL_SIZE, theme.INK, anchor="midleft")
        if not self.harvest_rows:
            draw.text(surface, a, "No terrace held an animal: nobody scored.", (hz.x + 14, hz.y + 72),
                      theme.SMALL_SIZE, theme.INK_SOFT)
        foot = []
        if len(self.harvest_all) > len(self.harvest_rows):
            foot.append("wheel scrolls")
        if self.harvest_hidden:
            foot.append(f"{self.harvest_hidden} terraces without animals")
        foot.append("point at a row to see its terrace")
        draw.text(surface, a, " \u00b7 ".join(foot), (hz.x + 14, hz.bottom - 8), theme.SMALL_SIZE, theme.INK_SOFT,
                  anchor="bottomleft")
        # the terrace on the board
        cells = self.hover_terrace
        if cells is None and self.harvest_rows:
            cells = self.harvest_rows[0][1]["cells"]
        if cells:
            for c in cells:
                draw.glow(surface, self.art.cell_rect(c).inflate(-6, -6), theme.SELECTED, radius=6)

    def _fit(self, words: str, width: int) -> str:
        return fit_text(self.assets, words, width, theme.SMALL_SIZE)

    def _draw_info(self, surface, pointer) -> None:
        st = self.state
        a = self.assets
        iz = self.layout.zone("info")
        pygame.draw.rect(surface, PANEL_DARK, iz, border_radius=8)
        cell = self.art.cell_at(pointer)
        if cell is not None:
            lvl = st.level[cell]
            half = "Day" if cell % 8 < 4 else "Night"
            if lvl:
                t = self.terraces[self.tof[cell]]
                parts = [f"{cell_name(cell)} ({half}): level {lvl}",
                         f"terrace of {len(t['cells'])} plot{'s' if len(t['cells']) != 1 else ''}"]
                counts = [f"{st.names[q]} {k}" for q, k in enumerate(t["animals"]) if k]
                parts.append("animals: " + (", ".join(counts) if counts else "none"))
                if t["waterfall"]:
                    parts.append("has a waterfall")
                line1 = " \u00b7 ".join(parts)
            else:
                line1 = f"{cell_name(cell)} ({half}): bare board, level 0"
        else:
            line1 = "Point at a plot to read its level and terrace."
        draw.text(surface, a, self._fit(line1, iz.w - 24), (iz.x + 12, iz.y + 8), theme.SMALL_SIZE, theme.INK_ON_DARK, True)
        sup = st.supply
        line2 = (f"Tiles left: {sup[1]} single, {sup[3]} L, {sup[4]} square \u00b7 "
                 f"Decks: {len(st.paddy_deck)} paddy, {len(st.dn_deck)} day/night")
        draw.text(surface, a, line2, (iz.x + 12, iz.y + 36), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT)
        extra = []
        if st.turn_event:
            extra.append(f"This turn: {event_name(st.turn_event)}")
        if st.dew:
            extra.append("Dew on " + ", ".join(cell_name(c) for c in st.dew))
        if st.mud:
            extra.append("Mud on " + ", ".join(cell_name(c) for c in st.mud))
        if st.f_queue:
            extra.append("Fallow: " + ", ".join(st.names[q] for q in st.f_queue) + " play last")
        line3 = " \u00b7 ".join(extra) if extra else "Waterfalls need level 4+; water must fall to a lower plot."
        draw.text(surface, a, self._fit(line3, iz.w - 24), (iz.x + 12, iz.y + 62), theme.SMALL_SIZE,
                  theme.INK_ON_DARK_SOFT)
