"""Paddy's board picture: the 8x8 plots, stacked tiles with height shading, terrace outlines.

`BoardArt.render(state)` draws everything that changes only when the board changes (plots, tile
tops, cliffs, terrace outlines, the day/night divide) onto one cached surface; the scene blits it
each frame and draws animals, waterfalls and highlights on top.
"""
from __future__ import annotations

import math

import pygame

from ...ui import draw, theme

CELL = 64
SIDES = ("N", "E", "S", "W")
DAY_EDGE = (214, 170, 70)      # warm gold: the day half
NIGHT_EDGE = (70, 96, 170)     # indigo: the night half
CLIFF = (48, 36, 24)           # dark earth: the drop at a terrace's edge
BUND = (222, 204, 160)         # light rim on a terrace's outline
PANEL_DARK = (30, 27, 24)      # the dark panels around the board
SIDE_DELTA = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


def _neighbour(cell: int, side: str) -> int:
    r, c = divmod(cell, 8)
    dr, dc = SIDE_DELTA[side]
    r, c = r + dr, c + dc
    return r * 8 + c if 0 <= r < 8 and 0 <= c < 8 else -1


# NEIGHBOURS[cell]: ((side, the plot across it or -1 off the board), ...) in SIDES order.
NEIGHBOURS = tuple(tuple((side, _neighbour(cell, side)) for side in SIDES) for cell in range(64))


class BoardArt:
    def __init__(self, assets, board: pygame.Rect) -> None:
        self.assets = assets
        self.board = board
        self.surface = pygame.Surface(board.size).convert() if pygame.display.get_surface() else pygame.Surface(board.size)
        self._key = None
        self._shadows: dict[tuple[str, int], pygame.Surface] = {}

    # ------------------------------------------------------------------ geometry
    def cell_rect(self, cell: int) -> pygame.Rect:
        r, c = divmod(cell, 8)
        return pygame.Rect(self.board.x + c * CELL, self.board.y + r * CELL, CELL, CELL)

    def cell_at(self, pos) -> int | None:
        if not self.board.collidepoint(pos):
            return None
        c = (pos[0] - self.board.x) // CELL
        r = (pos[1] - self.board.y) // CELL
        return int(r * 8 + c)

    def anchor_at(self, pos, size: int) -> int | None:
        """The anchor (top-left of the 2x2 box) that puts a tile of `size` under the pointer."""
        if size == 1:
            return self.cell_at(pos)
        if not self.board.inflate(CELL, CELL).collidepoint(pos):
            return None
        c = (pos[0] - self.board.x - CELL // 2) // CELL
        r = (pos[1] - self.board.y - CELL // 2) // CELL
        c, r = max(0, min(7, c)), max(0, min(7, r))
        return int(r * 8 + c)

    def anchor_point(self, anchor: int, size: int) -> tuple[int, int]:
        """Where the pointer goes to place a tile of `size` at `anchor` (the ghost's centre)."""
        rect = self.cell_rect(anchor)
        if size == 1:
            return rect.center
        return rect.bottomright

    def edge_side(self, pos, cell: int) -> str:
        rect = self.cell_rect(cell)
        dist = {"N": pos[1] - rect.top, "S": rect.bottom - pos[1], "W": pos[0] - rect.left,
                "E": rect.right - pos[0]}
        return min(SIDES, key=lambda s: dist[s])

    def edge_rect(self, cell: int, side: str) -> pygame.Rect:
        """Where a waterfall sprite sits: straddling `side` of `cell`."""
        rect = self.cell_rect(cell)
        if side == "N":
            return pygame.Rect(rect.x, rect.top - 12, CELL, 24)
        if side == "S":
            return pygame.Rect(rect.x, rect.bottom - 12, CELL, 24)
        if side == "W":
            return pygame.Rect(rect.left - 12, rect.y, 24, CELL)
        return pygame.Rect(rect.right - 12, rect.y, 24, CELL)

    def edge_mark(self, cell: int, side: str) -> pygame.Rect:
        """A short bar just inside `side` of `cell`: 'a waterfall can go here'."""
        rect = self.cell_rect(cell)
        if side == "N":
            return pygame.Rect(rect.x + 12, rect.top + 3, CELL - 24, 8)
        if side == "S":
            return pygame.Rect(rect.x + 12, rect.bottom - 11, CELL - 24, 8)
        if side == "W":
            return pygame.Rect(rect.left + 3, rect.y + 12, 8, CELL - 24)
        return pygame.Rect(rect.right - 11, rect.y + 12, 8, CELL - 24)

    # ------------------------------------------------------------------ sprites
    def plot_sprite(self, cell: int, level: int) -> pygame.Surface:
        if level <= 0:
            return self.assets.sprite("paddy", "plot_day" if cell % 8 < 4 else "plot_night")
        return self.assets.sprite("paddy", f"tile_top_lvl{min(8, level)}")

    def _shadow(self, side: str, width: int) -> pygame.Surface:
        """A dark gradient strip on the low side of a cliff, `width` px deep."""
        key = (side, width)
        s = self._shadows.get(key)
        if s is None:
            horizontal = side in ("N", "S")
            size = (CELL, width) if horizontal else (width, CELL)
            s = pygame.Surface(size, pygame.SRCALPHA)
            for i in range(width):
                alpha = round(185 * (1 - i / width) ** 1.4)
                # i = distance from the cliff; the cliff is on the `side` of the low cell
                if side == "N":
                    pygame.draw.line(s, (0, 0, 0, alpha), (0, i), (CELL, i))
                elif side == "S":
                    pygame.draw.line(s, (0, 0, 0, alpha), (0, width - 1 - i), (CELL, width - 1 - i))
                elif side == "W":
                    pygame.draw.line(s, (0, 0, 0, alpha), (i, 0), (i, CELL))
                else:
                    pygame.draw.line(s, (0, 0, 0, alpha), (width - 1 - i, 0), (width - 1 - i, CELL))
            self._shadows[key] = s
        return s

    # ------------------------------------------------------------------ the cached picture
    def render(self, level: list[int], tof: list[int]) -> pygame.Surface:
        key = (tuple(level), tuple(tof))
        if key == self._key:
            return self.surface
        self._key = key
        surf = self.surface
        for cell in range(64):
            r, c = divmod(cell, 8)
            surf.blit(self.plot_sprite(cell, level[cell]), (c * CELL, r * CELL))
        # one terrace reads as one field: bridge the tile rims between plots of the same terrace
        for cell in range(64):
            if level[cell] <= 0:
                continue
            r, c = divmod(cell, 8)
            x, y = c * CELL, r * CELL
            top = self.plot_sprite(cell, level[cell])
            if c < 7 and tof[cell + 1] == tof[cell]:
                surf.blit(top, (x + CELL - 10, y + 10), pygame.Rect(22, 10, 20, CELL - 20))
            if r < 7 and tof[cell + 8] == tof[cell]:
                surf.blit(top, (x + 10, y + CELL - 10), pygame.Rect(10, 22, CELL - 20, 20))
            if (c < 7 and r < 7 and tof[cell + 1] == tof[cell] and tof[cell + 8] == tof[cell]
                    and tof[cell + 9] == tof[cell]):
                surf.blit(top, (x + CELL - 10, y + CELL - 10), pygame.Rect(22, 22, 20, 20))
        # height: a shadow falls from every higher neighbour onto the lower plot
        for cell in range(64):
            r, c = divmod(cell, 8)
            for side, other in NEIGHBOURS[cell]:
                if other < 0:
                    continue
                diff = level[other] - level[cell]
                if diff > 0:
                    width = min(30, 10 + 6 * diff)
                    strip = self._shadow(side, width)
                    x, y = c * CELL, r * CELL
                    if side == "S":
                        y += CELL - width
                    elif side == "E":
                        x += CELL - width
                    surf.blit(strip, (x, y))
        # terrace outlines: a light rim plus a dark cliff line where the neighbour is another terrace
        for cell in range(64):
            if level[cell] <= 0:
                continue
            r, c = divmod(cell, 8)
            x, y = c * CELL, r * CELL
            for side, other in NEIGHBOURS[cell]:
                inside = other >= 0
                if inside and tof[other] == tof[cell]:
                    # same terrace: soften the tile's own rim so the terrace reads as one field
                    continue
                lower = (not inside) or level[other] < level[cell]
                thick = 4 if lower else 2
                if side == "N":
                    a, b = (x, y), (x + CELL - 1, y)
                    rim = ((x, y + thick), (x + CELL - 1, y + thick))
                elif side == "S":
                    a, b = (x, y + CELL - 1), (x + CELL - 1, y + CELL - 1)
                    rim = ((x, y + CELL - 1 - thick), (x + CELL - 1, y + CELL - 1 - thick))
                elif side == "W":
                    a, b = (x, y), (x, y + CELL - 1)
                    rim = ((x + thick, y), (x + thick, y + CELL - 1))
                else:
                    a, b = (x + CELL - 1, y), (x + CELL - 1, y + CELL - 1)
                    rim = ((x + CELL - 1 - thick, y), (x + CELL - 1 - thick, y + CELL - 1))
                pygame.draw.line(surf, CLIFF, a, b, thick * 2 - 1)
                pygame.draw.line(surf, BUND, *rim, 1)
        # the day/night divide
        mid = 4 * CELL
        pygame.draw.line(surf, DAY_EDGE, (mid - 3, 0), (mid - 3, 8 * CELL), 3)
        pygame.draw.line(surf, NIGHT_EDGE, (mid + 1, 0), (mid + 1, 8 * CELL), 3)
        return surf

    def draw_frame(self, surface: pygame.Surface, halves: pygame.Rect) -> None:
        """Board rim, the Day / Night header with sun and moon, column letters and row numbers."""
        a = self.assets
        b = self.board
        pygame.draw.rect(surface, (20, 18, 16), b.inflate(14, 14).move(0, 3), border_radius=6)
        pygame.draw.rect(surface, (88, 66, 44), b.inflate(12, 12), border_radius=6)
        day = pygame.Rect(b.x, halves.y, 4 * CELL, halves.h)
        night = pygame.Rect(b.x + 4 * CELL, halves.y, 4 * CELL, halves.h)
        pygame.draw.rect(surface, (236, 214, 160), day, border_top_left_radius=8)
        pygame.draw.rect(surface, (46, 62, 118), night, border_top_right_radius=8)
        pygame.draw.rect(surface, DAY_EDGE, day, 2, border_top_left_radius=8)
        pygame.draw.rect(surface, NIGHT_EDGE, night, 2, border_top_right_radius=8)
        # sun and moon marks (shapes, not colour alone)
        sx, sy = day.x + 16, day.centery
        pygame.draw.circle(surface, (230, 159, 0), (sx, sy), 7)
        for i in range(8):
            ang = i * math.pi / 4
            pygame.draw.line(surface, (230, 159, 0), (sx + 9 * math.cos(ang), sy + 9 * math.sin(ang)),
                             (sx + 12 * math.cos(ang), sy + 12 * math.sin(ang)), 2)
        mx, my = night.right - 18, night.centery
        pygame.draw.circle(surface, (240, 232, 190), (mx, my), 8)
        pygame.draw.circle(surface, (46, 62, 118), (mx + 4, my - 3), 7)
        draw.text(surface, a, "DAY  (columns A\u2013D)", (day.x + 34, day.centery), theme.SMALL_SIZE, theme.INK,
                  True, "midleft")
        draw.text(surface, a, "NIGHT  (columns E\u2013H)", (night.right - 34, night.centery), theme.SMALL_SIZE,
                  theme.INK_ON_DARK, True, "midright")
        for c in range(8):
            draw.text(surface, a, "ABCDEFGH"[c], (b.x + c * CELL + CELL // 2, b.y - 14), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, True, "center")
        for r in range(8):
            draw.text(surface, a, str(r + 1), (b.x - 20, b.y + r * CELL + CELL // 2), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, True, "center")
