"""Paddy's board layers drawn over the cached board picture: the falling tile, highlights, animals,
flashes, the ghost tile at the height it would land on, the hovered terrace or waterfall cascade,
and the dragged animal.  Drawing only, never state changes.
"""
from __future__ import annotations

from ...i18n import _
import pygame

from ...rules.paddy.geometry import SHAPES
from ...ui import draw, theme
from ...ui.anim import Flash, Tween
from .board import PANEL_DARK, TOP_LEVELS, lift
from ...ui import paint
from ...ui.canvas import current_scale

DUCK = 30
GHOST_OK = (60, 200, 110)
WATER_MARK = theme.SELECTED            # sky blue: the cascade under the pointer
# where up to four animals stand on a plot's visible face, by how many there are
ANIMAL_SPOTS = {1: ((0.5, 0.55),), 2: ((0.3, 0.55), (0.72, 0.55)),
                3: ((0.3, 0.42), (0.72, 0.42), (0.5, 0.75)),
                4: ((0.3, 0.38), (0.72, 0.38), (0.3, 0.76), (0.72, 0.76))}


class PaddyLayersMixin:
    """The per-frame board overlays of `PaddyScene`."""

    def _dropping(self) -> list:
        return [t for t in self.anims.of(Tween) if t.payload[0] == "drop"]

    def _board_picture(self) -> pygame.Surface:
        """The cached board; while a tile falls, the board as it was before it (the tile lands on it)."""
        if self._dropping() and self.art.previous is not None:
            return self.art.previous
        return self.board_surface

    def _draw_drop(self, surface) -> None:
        for tween in self._dropping():
            _kind, cells, level = tween.payload
            dy = tween.pos[1]
            slab = lift(level) - lift(level - 1)
            for c in sorted(cells):
                face = self.art.face_rect(c, level).move(0, dy)
                wall = self.art.wall(level)
                surface.blit(wall, (face.x, face.bottom), pygame.Rect(0, 0, face.w, slab))
                surface.blit(self.art.top_sprite(c, level), face)
                paint.rect(surface, (34, 28, 22), face, 1)

    def _mark_plots(self, surface, cells, colour, width: int = 3, fill: int = 0) -> None:
        """Outline a group of plots (a terrace) on their visible faces, optionally washed with colour."""
        if fill:
            for c in cells:
                draw.tint(surface, self.art.cell_rect(c), (*colour[:3], fill))
        for a, b in self.art.outline(cells):
            paint.line(surface, (20, 18, 16), a, b, width + 2)
        for a, b in self.art.outline(cells):
            paint.line(surface, colour, a, b, width)

    def _draw_ties(self, surface) -> None:
        """Step 2.2: a terrace whose count ties another player's is marked until it changes, so
        the player sees why Done is refused (the tie rule is judged when the step ends)."""
        for terrace in self.terraces:
            if not terrace["tied"]:
                continue
            cells = terrace["cells"]
            for c in cells:
                draw.hatch(surface, self.art.cell_rect(c), theme.ILLEGAL, spacing=12)
            self._mark_plots(surface, cells, theme.ILLEGAL, 3)
            label = self.assets.text(_("tied: change it to finish"), theme.SMALL_SIZE, theme.INK_ON_DARK, True)
            box = self._tie_label_box(cells, label.get_rect().inflate(10, 4).size, self.tie_label_bounds())
            paint.rect(surface, theme.ILLEGAL, box, border_radius=5)
            surface.blit(label, label.get_rect(center=box.center))

    def tie_label_bounds(self) -> pygame.Rect:
        """Where a tied terrace's label may go: over the board's tray, between the Day / Night
        header and the column letters (kept inside the window, a label over A1 sat on the window's
        left edge over the row numbers: a play-test at 1920x1080)."""
        f = self.art.floor
        top = self.layout.zone("halves").bottom + 2
        return pygame.Rect(f.x - 6, top, f.w + 12, f.bottom - top)

    def _tie_label_box(self, cells, size, bounds: pygame.Rect) -> pygame.Rect:
        """Where a tied terrace's label goes: just above (else below, beside) one of its plots,
        the first place that covers no animal, waterfall, tied terrace or hinted plot (above
        the top plot it covered C3, D3 and the other player's animal: a play-test)."""
        faces = sorted((self.art.cell_rect(c) for c in cells), key=lambda r: (r.y, r.x))
        places = []
        for face in faces:
            for anchor in ("midbottom", "midtop"):
                box = pygame.Rect((0, 0), size)
                if anchor == "midbottom":
                    box.midbottom = (face.centerx, face.y - 2)
                else:
                    box.midtop = (face.centerx, face.bottom + 2)
                places.append(box)
        around = faces[0].unionall(faces[1:])
        for y in (around.y - 2 - size[1], around.bottom + 2):
            for x in (around.x, around.right - size[0]):
                places.append(pygame.Rect((x, y), size))
        avoid = self.pieces_on_the_board()
        avoid += [self.art.cell_rect(c) for t in self.terraces if t["tied"] for c in t["cells"]]
        if self.hinted is not None:
            avoid += [r.inflate(8, 8) for r in self.hint_rects(self.hinted)]
        return draw.least_covering(places, avoid, bounds)

    def _draw_highlights(self, surface) -> None:
        st = self.state
        if not self.my_turn:
            return
        if self.new_cells and st.step in ("animals", "waterfall", "draw"):
            self._mark_plots(surface, self.new_cells, theme.SELECTED, 2)
        if st.step == "animals":
            self._draw_ties(surface)
        if self.sel_event:
            for c in self.event_targets:
                draw.glow(surface, self.art.cell_rect(c).inflate(-8, -8), radius=6)
        elif st.step == "paddy" and self.tile_size:
            for a in self.anchors:
                x, y = self.art.anchor_point(a, self.tile_size, self.rotation)
                paint.circle(surface, (30, 28, 26), (x, y), 7)
                paint.circle(surface, theme.LEGAL, (x, y), 5)
        elif st.step == "erode":
            for c in self.remove_cells:
                draw.glow(surface, self.art.cell_rect(c).inflate(-8, -8), radius=6)
        elif st.step == "animals":
            for c in self.animal_dsts:
                draw.glow(surface, self.art.cell_rect(c).inflate(-8, -8), radius=6)
        elif st.step == "waterfall":
            for c, s in self.wf_moves:
                rect = self.art.edge_mark(c, s)
                paint.rect(surface, (30, 28, 26), rect.inflate(4, 4), border_radius=4)
                paint.rect(surface, theme.LEGAL, rect, border_radius=4)
        if self.sel_animal is not None:
            draw.glow(surface, self.art.cell_rect(self.sel_animal).inflate(-4, -4), theme.SELECTED, radius=6)

    def animal_spot(self, cell: int, i: int, n: int) -> tuple[int, int]:
        """Where the i-th of n animals (or seats' groups) on `cell` stands, on the visible part of
        its top face, away from a waterfall's lip or splash on that face (nothing drawn over another)."""
        vis = self.art.cell_rect(cell)
        fx, fy = ANIMAL_SPOTS[min(4, n)][i]
        h = max(vis.h, 34)
        for w in self.art.water:
            for part in (w["lip"], w["splash"]):
                if part is None or not part.colliderect(vis):
                    continue
                dx, dy = part.centerx - vis.centerx, part.centery - vis.centery
                if abs(dy) * vis.w >= abs(dx) * h:     # water at the top or bottom: use the other half
                    fy = 0.26 + 0.12 * fy if dy > 0 else 0.55 + 0.3 * fy
                else:                                   # at a side: the other side
                    fx = 0.14 + 0.5 * fx if dx > 0 else 0.4 + 0.5 * fx
        return (round(vis.x + fx * vis.w), round(vis.y + fy * h))

    def _draw_animals(self, surface) -> list[tuple[int, tuple[int, int]]]:
        """The animals standing on the board, one pawn per seat on a plot; returns the count
        badges ((count, centre)) for `_draw_animals_over` to draw over the last moves' marks."""
        moving = {}
        for tween in self.anims.of(Tween):
            if tween.payload[0] == "duck" and tween.payload[2] >= 0:
                key = (tween.payload[1], tween.payload[2])
                moving[key] = moving.get(key, 0) + 1
        clip = surface.get_clip()
        badges = []
        for cell in sorted(self.animals_at):
            seats = self.animals_at[cell]
            shown = []
            skip = dict(moving)
            for q in seats:
                if skip.get((q, cell), 0) > 0:
                    skip[(q, cell)] -= 1
                    continue
                shown.append(q)
            vis = self.art.cell_rect(cell)
            if not clip.colliderect((vis.x - DUCK, vis.y - DUCK, vis.w + 2 * DUCK, max(vis.h, 34) + 2 * DUCK)):
                continue   # outside a pointer-only frame's clip (app.draw_areas)
            groups = self.animal_groups(shown)
            spots = [self.animal_spot(cell, i, len(groups)) for i in range(len(groups))]
            for (q, _count), spot in zip(groups, spots):
                self._duck(surface, q, spot)
            badges += [(count, (spot[0], spot[1] + DUCK // 2 - 1))   # under each pawn's feet
                       for (_q, count), spot in zip(groups, spots) if count > 1]
        return badges

    def _draw_animals_over(self, surface, badges) -> None:
        """Over every pawn and the last moves' marks: the count badges (a ring where the last
        animal landed hid the "×3" under it, and the stack read as one animal: a play-test),
        then the animals on their way."""
        for count, centre in badges:
            self._count_badge(surface, count, centre)
        for tween in self.anims.of(Tween):
            if tween.payload[0] == "duck":
                self._duck(surface, tween.payload[1], tween.pos)

    @staticmethod
    def animal_groups(seats: list[int]) -> list[tuple[int, int]]:
        """(seat, how many) for the animals on one plot, in seat order: one pawn drawn per seat,
        with a count badge, so three animals never blur into one blob."""
        return [(q, seats.count(q)) for q in sorted(set(seats))]

    def _count_badge(self, surface, count: int, centre) -> None:
        """A dark disc with the count in white, the plot's '×N' for one seat's animals."""
        label = self.assets.text(f"\u00d7{count}", theme.SMALL_SIZE, theme.INK_ON_DARK, True)
        box = label.get_rect(center=centre).inflate(8, 2)
        paint.rect(surface, PANEL_DARK, box, border_radius=box.h // 2)
        paint.rect(surface, theme.INK_ON_DARK, box, 1, border_radius=box.h // 2)
        surface.blit(label, label.get_rect(center=box.center))

    def _duck(self, surface, seat: int, centre, size: int = DUCK) -> None:
        image = self.assets.sprite("paddy", f"animal_p{seat % 4 + 1}", (size, size))
        surface.blit(image, image.get_rect(center=centre))
        draw.player_shape(surface, seat, (centre[0] + size // 2 - 3, centre[1] - size // 2 + 3), 11)

    def _water_rect(self, cell: int, side: str) -> pygame.Rect | None:
        for w in self.art.water:
            if w["cell"] == cell and w["side"] == side:
                return w["bounds"]
        return None

    def _draw_flashes(self, surface) -> None:
        for flash in self.anims.of(Flash):
            kind = flash.payload[0]
            if kind == "edge":
                rect = self._water_rect(flash.payload[1], flash.payload[2])
                if rect is not None:
                    draw.fading_frame(surface, rect.inflate(10, 10), flash.alpha, radius=6)
            elif kind == "cells":
                for c in flash.payload[1]:
                    draw.fading_frame(surface, self.art.cell_rect(c), flash.alpha, radius=6)

    def _ghost_state(self, pointer):
        """(cells on the board, reason or None, anchor) for the tile following the pointer.
        Asked several times a frame (the damage of both pointer positions, each clipped pass):
        the last answer is kept for its pointer and selection."""
        key = (pointer, self.state, len(self.match.actions), self.my_turn, self.tile_size, self.sel_card,
               self.sel_half, self.rotation)
        last = getattr(self, "_last_ghost", None)
        if last is not None and last[0] == key:
            return last[1]
        ghost = self._find_ghost(pointer)
        self._last_ghost = (key, ghost)
        return ghost

    def _find_ghost(self, pointer):
        if not (self.my_turn and self.state.step == "paddy" and self.tile_size):
            return None
        resting = getattr(self, "_prepick_pointer", None)
        if resting is not None:
            if tuple(pointer) == resting:
                return None   # the cards were picked for the player, who has not moved yet
            self._prepick_pointer = None
        if not self.art.rect.inflate(self.art.w, self.art.d).collidepoint(pointer):
            return None
        anchor = self.art.anchor_at(pointer, self.tile_size, self.rotation)
        if anchor is None:
            return None
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

    def _draw_ghost(self, surface, ghost) -> None:
        """The tile at the height it would land on: its top face one level above the highest plot under
        it, with its wall down to each plot's top (a gap under it shows why it cannot go there).
        Drawn inside `_ghost_box` (prepared.py keeps it as an image)."""
        cells, reason, _anchor = ghost
        colour = GHOST_OK if reason is None else theme.ILLEGAL
        level = self._ghost_level(cells)
        top = self._faded(f"top_lvl{min(TOP_LEVELS, level)}", 170)
        tint = self._tint(colour, 80)
        for c in sorted(cells):
            face = self.art.face_rect(c, level)
            below = self.art.face_rect(c).y
            wall = pygame.Rect(face.x, face.bottom, face.w, max(0, below - face.y))
            draw.tint(surface, wall, (*colour, 120))
            paint.line(surface, colour, wall.topleft, wall.bottomleft, 1)
            paint.line(surface, colour, (wall.right - 1, wall.y), (wall.right - 1, wall.bottom), 1)
            surface.blit(top, face)
            surface.blit(tint, face)
            if reason is not None:
                draw.hatch(surface, face.inflate(-4, -4), theme.ILLEGAL, 12)
        for c in sorted(cells):
            paint.rect(surface, colour, self.art.face_rect(c, level), 3)

    def _ghost_level(self, cells) -> int:
        """The level the ghost tile over `cells` would land at."""
        return max((self.state.level[c] for c in cells), default=0) + 1

    def _ghost_words(self, reason, level: int, pointer) -> tuple | None:
        """The ghost's verdict beside the pointer: (words, colour), or None while a refusal
        stands beside the pointer there (it says why already).  A message without a place (a
        hint, "Undone") is in the info strip: the red ghost still says why (a play-test saw a red
        ghost without a reason while a hint's words stood there)."""
        if reason is None:
            return (_("Lands at level {level}").format(level=level), GHOST_OK)
        if self.message is not None and self.message[3] is not None and tuple(self.message[3]) == tuple(pointer):
            return None
        return (reason, theme.ILLEGAL)

    def _ghost_callout(self, ghost, pointer) -> None:
        """Keep the ghost's verdict for `_draw_callout` (also when the board is not drawn: clipped)."""
        if ghost is None:
            return
        words = self._ghost_words(ghost[1], self._ghost_level(ghost[0]), pointer)
        if words is not None:
            self._callout = (*words, self.callout_avoid(ghost[0]))

    def callout_avoid(self, cells) -> list[pygame.Rect]:
        """What the ghost's verdict keeps clear of where it can: the ghost tile, the hint's
        outlined plots, the animals and the waterfalls on the board ("Lands at level 3" covered
        the hint's frame at G2: a play-test)."""
        out = [self._ghost_box(cells, self._ghost_level(cells))] if cells else []
        out += self.pieces_on_the_board()
        if self.hinted is not None:
            out += [r.inflate(8, 8) for r in self.hint_rects(self.hinted)]
        return out

    def pieces_on_the_board(self) -> list[pygame.Rect]:
        """The plots where animals stand and the waterfalls' drawings: what a label on the board
        should not cover."""
        return ([self.art.cell_rect(c) for c in getattr(self, "animals_at", {})]
                + [pygame.Rect(w["bounds"]) for w in getattr(self.art, "water", [])])

    def _draw_callout(self, surface, pointer) -> None:
        """The ghost's verdict beside the pointer, over the panels too (drawn last)."""
        if self._callout is not None:
            avoid = self._callout[2] if len(self._callout) > 2 else ()
            draw.callout(surface, self.assets, self._callout[0], pointer, self._callout[1], avoid)
            self._callout = None

    def _hover_target(self, pointer, ghost):
        """('player', seat) over a player's harvest forecast, ('water', index) or ('plot', cell) under
        the pointer, or None (while a tile or animal is being aimed, the ghost or the dragged piece
        says enough)."""
        if ghost is not None or self.press is not None and self.drag_pos is not None:
            return None
        for q in range(len(self.player_rows)):
            if self.now_rect(q).collidepoint(pointer):
                return ("player", q)
        i = self.art.water_at(pointer)
        if i is not None and self.state.step != "waterfall":
            return ("water", i)
        cell = self.art.cell_at(pointer)
        return None if cell is None else ("plot", cell)

    def _draw_hover_marks(self, surface, target) -> None:
        """Under the animals: the hovered terrace's outline, or the hovered waterfall's cascade."""
        if target is None:
            return
        kind, value = target
        if kind == "water":
            self._draw_cascade(surface, value)
        elif kind == "player":
            # the terraces that make up this player's figures (if the harvest were now; the final one)
            for entry in self.panel_harvest()["terraces"]:
                if entry["majority"] == value:
                    self._mark_plots(surface, entry["cells"], theme.SELECTED, 3, fill=60)
        elif self.state.level[value]:
            self._mark_plots(surface, self.terraces[self.tof[value]]["cells"], theme.INK_ON_DARK, 2)

    def _draw_hover(self, surface, pointer, target) -> None:
        """Over everything: the plot's frame, its level when the numerals are off, a waterfall preview."""
        if target is None or target[0] != "plot":
            return
        cell = target[1]
        level = self.state.level[cell]
        vis = self.art.cell_rect(cell)
        paint.rect(surface, theme.INK_ON_DARK, vis, 1)
        if level and not self.numerals:
            badge = pygame.Rect(0, 0, 30, 24)
            badge.topright = (vis.right - 2, vis.top + 2)
            paint.rect(surface, PANEL_DARK, badge, border_radius=6)
            draw.text(surface, self.assets, str(level), badge.center, theme.BODY_SIZE, theme.INK_ON_DARK, True, "center")
        if self.state.step == "waterfall" and self.my_turn:
            side = self.art.edge_side(pointer, cell)
            ok = (cell, side) in self.wf_ok
            mark = self.art.edge_mark(cell, side)
            image = self._faded(f"water_lip_{side.lower()}", 230 if ok else 120)
            surface.blit(image, image.get_rect(center=mark.center))
            paint.rect(surface, GHOST_OK if ok else theme.ILLEGAL, mark.inflate(10, 10), 2, border_radius=4)

    def _draw_cascade(self, surface, index: int) -> None:
        """A waterfall under the pointer: its whole cascade, every terrace its water runs through, and
        (washed blue) the terrace that counts it."""
        info = self.cascades[index]
        finals = []
        for j in info["chain"]:
            route = self.cascades[j]["route"]
            for cells in route[:-1] if not self.cascades[j]["lost"] else route:
                self._mark_plots(surface, cells, WATER_MARK, 2)
            if route and not self.cascades[j]["lost"]:
                finals.append(route[-1])
        for cells in finals:
            self._mark_plots(surface, cells, WATER_MARK, 3, fill=70)
        for j in info["chain"]:
            w = self.art.water[j]
            paint.rect(surface, (20, 18, 16), w["bounds"].inflate(8, 8), 4, border_radius=6)
            paint.rect(surface, WATER_MARK, w["bounds"].inflate(6, 6), 2, border_radius=6)

    # ---- translucent images, made once instead of copied every frame
    def _faded(self, frame: str, alpha: int) -> pygame.Surface:
        """Sprite `frame` of the paddy sheet at `alpha` (cached; top faces at the board's face size)."""
        key = ("faded", frame, alpha, current_scale())   # (made again at a new window scale)
        image = self._images.get(key)
        if image is None:
            size = (self.art.w, self.art.d) if frame.startswith("top_") else None
            image = self._images[key] = self.assets.sprite("paddy", frame, size).copy()
            image.set_alpha(alpha)
        return image

    def _tint(self, colour, alpha: int) -> pygame.Surface:
        """A face-sized wash of `colour` at `alpha` (cached)."""
        key = ("tint", tuple(colour), alpha, current_scale())
        layer = self._images.get(key)
        if layer is None:
            layer = self._images[key] = paint.layer((self.art.w, self.art.d), pygame.SRCALPHA)
            layer.fill((*colour, alpha))
        return layer

    def _draw_drag(self, surface, pointer) -> None:
        if self.press is None or self.drag_pos is None or self.viewer is None:
            return
        if self.press[0] in ("animal", "reserve"):
            self._duck(surface, self.viewer, self.drag_pos, 36)
        elif self.press[0] == "card" and not self._over_board(self.drag_pos):
            image = self._card_image(*self.press[1])
            surface.blit(image, image.get_rect(center=self.drag_pos))
