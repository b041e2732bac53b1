"""Paddy's board layers drawn over the cached board picture: highlights, waterfalls, animals,
flashes, the ghost tile, the hover badge and the dragged animal.  Drawing only, never state changes.
"""
from __future__ import annotations

import pygame

from ...rules.paddy.geometry import SHAPES
from ...ui import draw, theme
from ...ui.anim import Flash, Tween
from .board import CELL, PANEL_DARK

DUCK = 30
GHOST_OK = (60, 200, 110)
ANIMAL_SPOTS = ((18, 20), (46, 20), (18, 46), (46, 46))   # up to four animals on one plot
FOOT_DELTA = {"N": (0, 1), "S": (0, -1), "E": (-1, 0), "W": (1, 0)}   # from a waterfall into its plot


class PaddyLayersMixin:
    """The per-frame board overlays of `PaddyScene`."""

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
            dx, dy = FOOT_DELTA[side]
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
            for i, q in enumerate(shown[:4]):
                ox, oy = ANIMAL_SPOTS[i] if len(shown) > 1 else (32, 34)
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
            if kind == "edge":
                rect = self.art.edge_rect(flash.payload[1], flash.payload[2]).inflate(8, 8)
            elif kind == "cells":
                for c in flash.payload[1]:
                    rect = self.art.cell_rect(c)
                    draw.fading_frame(surface, rect, flash.alpha, radius=6)
                continue
            else:
                continue
            draw.fading_frame(surface, rect, flash.alpha, radius=6)

    def _ghost_state(self, pointer):
        """(cells on the board, reason or None, anchor) for the tile following the pointer."""
        if not (self.my_turn and self.state.step == "paddy" and self.tile_size):
            return None
        if not self.board.inflate(CELL, CELL).collidepoint(pointer):
            return None
        anchor = self.art.anchor_at(pointer, self.tile_size)
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

    def _draw_ghost(self, surface, pointer, ghost) -> None:
        if ghost is None:
            return
        cells, reason, _anchor = ghost
        colour = GHOST_OK if reason is None else theme.ILLEGAL
        level = max((self.state.level[c] for c in cells), default=0) + 1
        image = self._faded(f"tile_top_lvl{min(8, level)}", 150)
        tint = self._tint(colour, 90)
        for c in cells:
            rect = self.art.cell_rect(c)
            surface.blit(image, rect)
            surface.blit(tint, rect)
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
            ok = (cell, side) in self.wf_ok
            image = self._faded(f"waterfall_{side.lower()}", 200 if ok else 110)
            er = self.art.edge_rect(cell, side)
            surface.blit(image, er)
            pygame.draw.rect(surface, GHOST_OK if ok else theme.ILLEGAL, er.inflate(4, 4), 2, border_radius=4)

    # ---- translucent images, made once instead of copied every frame
    def _faded(self, frame: str, alpha: int) -> pygame.Surface:
        """Sprite `frame` of the paddy sheet at `alpha` (cached)."""
        key = ("faded", frame, alpha)
        image = self._images.get(key)
        if image is None:
            image = self._images[key] = self.assets.sprite("paddy", frame).copy()
            image.set_alpha(alpha)
        return image

    def _tint(self, colour, alpha: int) -> pygame.Surface:
        """A plot-sized wash of `colour` at `alpha` (cached)."""
        key = ("tint", tuple(colour), alpha)
        layer = self._images.get(key)
        if layer is None:
            layer = self._images[key] = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
            layer.fill((*colour, alpha))
        return layer

    def _draw_drag(self, surface, pointer) -> None:
        if self.press is not None and self.drag_pos is not None and self.viewer is not None:
            self._duck(surface, self.viewer, self.drag_pos, 36)
