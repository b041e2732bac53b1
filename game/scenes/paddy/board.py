"""Paddy's board in height: every plot's stack of tiles drawn as a stack, in an oblique view.

The projection.  The board is seen from the south, tilted: a plot's top face is a W×D rectangle
(D < W: rows are foreshortened) raised `lift(level)` pixels above the ground, with the front
(south) wall of its stack below it down to the ground.  Rows are drawn back (north) to front, so
a tall stack hides the lower part of what stands behind it in its column, and nothing else.

How tall.  bench/paddy_heights.py, 20,000 random 4-player games: the tallest plot of a game is 4
at the median, 5 at the 98th percentile, 6 at the 99.9th and 7 at most; the largest step from a
plot to the one behind it is 6 at the 99.9th percentile.  So every level up to KNEE = 7 raises the
top face by STEP = 5 px (at 1280×720); levels 8 to 12 by 1 px each; above 12 the face stays put
and the level numeral carries the level.  The supply bounds a stack: 56 tiles (28 + 16 + 12), at
most 48 of them on the board in a game (12 turns a cycle, 4 cycles; erosion only removes), all of
which could cover one plot.  Whatever the height, a face is at most CAP_PX = 40 px up, and 40 is
less than a row's depth (56) minus 16: the back 16 px of every top face, where its level numeral
sits, always shows, so every plot stays readable and clickable behind any stack.

`BoardArt.render(...)` draws everything that changes only with the state (stacks, walls, contour
shaded faces, terrace outlines, numerals, waterfalls, the highest-terrace pennant) onto one cached
picture; the scene blits it each frame and draws animals, highlights and the ghost over it.  The
geometry methods (`face_rect`, `cell_rect`, `cell_at`, ...) always answer for the picture last
rendered: hit-testing is on what the player sees.
"""
from __future__ import annotations

from ...i18n import _
import math

import pygame

from ...rules.paddy.geometry import SHAPES

from ...ui import draw, theme
from ...ui import paint
from ...ui.canvas import current_scale

STEP = 5          # px a level raises a top face, up to KNEE
KNEE = 7          # every level seen in 20,000 random 4-player games
CAP_LEVEL = 12    # levels KNEE+1..CAP_LEVEL add 1 px each; above it only the numeral tells
TOP_LEVELS = 16   # contour-shaded top faces on the sprite sheet (taller plots use the last)
CELLS_KEPT = 4    # cell_at's answers kept (two pointer positions a hover frame)
BASE = 22         # the board's front rim under the last row, with the column letters
SIDES = ("N", "E", "S", "W")
DAY_EDGE = (214, 170, 70)      # warm gold: the day half
NIGHT_EDGE = (70, 96, 170)     # indigo: the night half
EDGE = (34, 28, 22)            # a terrace's outline (the dark rim of its bund)
BUND = (236, 222, 178)         # the light bund just inside the outline
PANEL_DARK = (30, 27, 24)      # the dark panels around the board
SIDE_DELTA = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


def lift(level: int) -> int:
    """How many pixels a top face at `level` stands above the ground."""
    if level <= KNEE:
        return STEP * max(0, level)
    return STEP * KNEE + min(level, CAP_LEVEL) - KNEE


CAP_PX = lift(CAP_LEVEL)
WALL_WASH = 52    # how much of its level's field colour a wall slab takes (of 255): earth still


def _neighbour(cell: int, side: str) -> int:
    r, c = divmod(cell, 8)
    dr, dc = SIDE_DELTA[side]
    r, c = r + dr, c + dc
    return r * 8 + c if 0 <= r < 8 and 0 <= c < 8 else -1


# NEIGHBOURS[cell]: ((side, the plot across it or -1 off the board), ...) in SIDES order.
NEIGHBOURS = tuple(tuple((side, _neighbour(cell, side)) for side in SIDES) for cell in range(64))


class BoardArt:
    def __init__(self, assets, floor: pygame.Rect) -> None:
        self.assets = assets
        self.floor = floor                       # the ground: 8 columns × 8 foreshortened rows
        self.w = floor.w // 8
        self.d = floor.h // 8
        assert CAP_PX <= self.d - 16, _("a top face must always show its back 16 px")
        # everything the picture covers: the stacks rise up to CAP_PX above the back row
        self.rect = pygame.Rect(floor.x - 8, floor.y - CAP_PX - 8, floor.w + 16, floor.h + CAP_PX + 8 + BASE)
        self.scale = None                        # the window scale the pictures below are made at
        self._made_at_scale()
        self.level = [0] * 64
        self._cells_at: tuple = (self.level, {})   # (the levels, {pointer: plot}): cell_at's last answers
        self._visible: list[pygame.Rect] = [self.face_rect(c, 0) for c in range(64)]
        self.water: list[dict] = []              # per waterfall: its lip, fall and splash rects

    def _made_at_scale(self) -> None:
        """The picture and its parts (walls, shades, numerals) at the window's scale: made again,
        empty, when the scale changed since they were made (a picture kept from the old scale
        would be blitted stretched, soft).  `render` then draws the board again."""
        scale = current_scale()
        if scale == self.scale:
            return
        self.scale = scale
        surface = paint.layer(self.rect.size, pygame.SRCALPHA)
        self.surface = surface.convert_alpha() if pygame.display.get_surface() else surface
        self.previous: pygame.Surface | None = None   # the picture before the last change
        self._key = None
        self._walls: dict[int, pygame.Surface] = {}
        self._shadows: dict[tuple, pygame.Surface] = {}
        self._numerals: dict[int, pygame.Surface] = {}

    # ------------------------------------------------------------------ geometry
    def face_rect(self, cell: int, level: int | None = None) -> pygame.Rect:
        """The whole top face of `cell` at `level` (its current level if None), on the screen."""
        r, c = divmod(cell, 8)
        lvl = self.level[cell] if level is None else level
        return pygame.Rect(self.floor.x + c * self.w, self.floor.y + r * self.d - lift(lvl), self.w, self.d)

    def ground_front(self, cell: int) -> int:
        """The y where `cell`'s stack meets the ground at its front edge."""
        return self.floor.y + (cell // 8 + 1) * self.d

    def silhouette(self, cell: int) -> pygame.Rect:
        """What `cell`'s stack covers on the screen: its top face and its front wall."""
        face = self.face_rect(cell)
        return pygame.Rect(face.x, face.y, self.w, self.ground_front(cell) - face.y)

    def cell_rect(self, cell: int) -> pygame.Rect:
        """The part of `cell`'s top face the player sees (stacks in front may hide its front part)."""
        return self._visible[cell]

    def cell_at(self, pos) -> int | None:
        """The plot drawn at `pos` (its top face or its wall), front stacks first.  The last few
        answers are kept for the levels drawn: a hover frame asks for the same two positions
        four times (the pointer damage, the ghost, the info line)."""
        kept = self._cells_at
        if kept[0] is not self.level:
            kept = self._cells_at = (self.level, {})
        pos = tuple(pos)
        if pos not in kept[1]:
            if len(kept[1]) >= CELLS_KEPT:
                del kept[1][next(iter(kept[1]))]
            kept[1][pos] = self._find_cell(pos)
        return kept[1][pos]

    def _find_cell(self, pos) -> int | None:
        x, y = pos
        c = (x - self.floor.x) // self.w
        if not 0 <= c < 8 or x < self.floor.x:
            return None
        for r in range(7, -1, -1):
            cell = r * 8 + c
            face_top = self.floor.y + r * self.d - lift(self.level[cell])
            if face_top <= y < self.floor.y + (r + 1) * self.d:
                return int(cell)
        return None

    def anchor_at(self, pos, size: int, rotation: int = 0) -> int | None:
        """The anchor (top-left of the 2×2 box) that puts a tile of `size` (turned `rotation`)
        under the pointer: the plot pointed at, and for a bigger tile the corner of its visible
        face nearest the pointer says which way it extends, among the boxes whose tile covers
        that plot (a 3-plot tile leaves one corner of its box free: a play-test at 1024x600
        pointed at B6, the status line said B6, and the tile lay on B5, C5 and C6)."""
        cell = self.cell_at(pos)
        if cell is None:
            if not self.rect.inflate(self.w, self.d).collidepoint(pos):
                return None
            # beside the board: the nearest plot on the ground
            c = max(0, min(7, (pos[0] - self.floor.x) // self.w))
            r = max(0, min(7, (pos[1] - self.floor.y) // self.d))
            cell = int(r * 8 + c)
        if size == 1:
            return cell
        vis = self.cell_rect(cell)
        r, c = divmod(cell, 8)
        boxes = []
        for ra in (r - 1, r):
            for ca in (c - 1, c):
                corner = (vis.left if ca < c else vis.right, vis.top if ra < r else vis.bottom)
                distance = (corner[0] - pos[0]) ** 2 + (corner[1] - pos[1]) ** 2
                anchor = max(0, min(7, ra)) * 8 + max(0, min(7, ca))
                boxes.append((distance, anchor, cell in self._tile_cells(anchor, size, rotation)))
        boxes.sort()
        return next((anchor for _d, anchor, covers in boxes if covers), boxes[0][1])

    @staticmethod
    def _tile_cells(anchor: int, size: int, rotation: int) -> set[int]:
        shapes = SHAPES[size]
        r0, c0 = divmod(anchor, 8)
        return {(r0 + dr) * 8 + c0 + dc for dr, dc in shapes[rotation % len(shapes)]}

    def anchor_point(self, anchor: int, size: int, rotation: int = 0) -> tuple[int, int]:
        """A point where the pointer places a tile of `size` (turned `rotation`) at `anchor`
        (inverse of anchor_at): in a plot the tile covers, near the middle of its box."""
        if size == 1:
            return self.cell_rect(anchor).center
        shapes = SHAPES[size]
        dr, dc = shapes[rotation % len(shapes)][0]
        r0, c0 = divmod(anchor, 8)
        if not (0 <= r0 + dr < 8 and 0 <= c0 + dc < 8):
            dr, dc = 0, 0
        vis = self.cell_rect((r0 + dr) * 8 + c0 + dc)
        return (vis.right - 6 if dc == 0 else vis.left + 6, vis.bottom - 5 if dr == 0 else vis.top + 5)

    def edge_side(self, pos, cell: int) -> str:
        """The edge of `cell`'s visible top face nearest `pos` (its wall counts as the south edge)."""
        vis = self.cell_rect(cell)
        if pos[1] >= vis.bottom:
            return "S"
        dist = {"N": pos[1] - vis.top, "S": vis.bottom - pos[1], "W": pos[0] - vis.left, "E": vis.right - pos[0]}
        return min(SIDES, key=lambda s: dist[s])

    def edge_mark(self, cell: int, side: str) -> pygame.Rect:
        """A short bar just inside `side` of `cell`'s visible face: 'a waterfall can go here'."""
        vis = self.cell_rect(cell)
        if side == "N":
            return pygame.Rect(vis.x + 12, vis.top + 3, self.w - 24, 8)
        if side == "S":
            return pygame.Rect(vis.x + 12, vis.bottom - 11, self.w - 24, 8)
        h = max(8, vis.h - 22)
        y = vis.centery - h // 2
        if side == "W":
            return pygame.Rect(vis.left + 3, y, 8, h)
        return pygame.Rect(vis.right - 11, y, 8, h)

    def water_at(self, pos) -> int | None:
        """Index of the waterfall drawn at `pos` (its lip or its falling water), or None."""
        for i in range(len(self.water) - 1, -1, -1):
            if any(r.collidepoint(pos) for r in self.water[i]["hit"]):
                return i
        return None

    def outline(self, cells) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """The border of a group of plots (a terrace) as line segments on their visible faces."""
        inside = set(cells)
        segments = []
        for cell in cells:
            v = self.cell_rect(cell)
            x0, y0, x1, y1 = v.left, v.top, v.right - 1, v.bottom - 1
            for side, other in NEIGHBOURS[cell]:
                if other >= 0 and other in inside:
                    continue
                segments.append({"N": ((x0, y0), (x1, y0)), "S": ((x0, y1), (x1, y1)),
                                 "W": ((x0, y0), (x0, y1)), "E": ((x1, y0), (x1, y1))}[side])
        return segments

    def _compute_visible(self) -> None:
        vis = []
        for cell in range(64):
            face = self.face_rect(cell)
            r, c = divmod(cell, 8)
            bottom = face.bottom
            for rr in range(r + 1, 8):
                front = rr * 8 + c
                bottom = min(bottom, self.floor.y + rr * self.d - lift(self.level[front]))
            vis.append(pygame.Rect(face.x, face.y, face.w, max(1, bottom - face.y)))
        self._visible = vis

    # ------------------------------------------------------------------ sprites
    def top_sprite(self, cell: int, level: int) -> pygame.Surface:
        size = (self.w, self.d)
        if level <= 0:
            return self.assets.sprite("paddy", "top_day" if cell % 8 < 4 else "top_night", size)
        return self.assets.sprite("paddy", f"top_lvl{min(TOP_LEVELS, level)}", size)

    def field_colour(self, level: int) -> tuple[int, int, int]:
        """A level's field colour (the mean of its top face), to wash that level's wall slab with."""
        key = ("field", level)
        colour = self._walls.get(key)
        if colour is None:
            colour = self._walls[key] = tuple(paint.average_color(self.top_sprite(0, level))[:3])
        return colour

    def wall(self, level: int) -> pygame.Surface:
        """The front wall of a stack `level` tiles tall: one slab per tile, each washed with its own
        level's field colour (the side tells the level as the top does), seams between them, every
        fifth seam lighter (to count by), a break mark when the stack is taller than it is drawn."""
        self._made_at_scale()   # (a falling tile's wall may be asked for before the next render)
        image = self._walls.get(level)
        if image is None:
            h = max(1, lift(level))
            image = paint.layer((self.w, h), pygame.SRCALPHA)
            texture = self.assets.sprite("paddy", "wall_side")
            for y in range(0, h, texture.get_height()):
                image.blit(texture, (0, y))
            marks = paint.layer((self.w, h), pygame.SRCALPHA)   # blended over the earth, not cut into it
            for k in range(1, min(level, CAP_LEVEL) + 1):          # slab k, counted from the ground
                top, bottom = h - lift(k), h - lift(k - 1)
                wash = paint.layer((self.w, bottom - top))
                wash.fill(self.field_colour(k))
                wash.set_alpha(WALL_WASH)
                image.blit(wash, (0, top))
            marks.fill((0, 0, 0, 46))                               # the south face is in the shade
            for k in range(1, min(level, CAP_LEVEL) + 1):
                top, bottom = h - lift(k), h - lift(k - 1)
                if k % 2 == 0:
                    marks.fill((0, 0, 0, 80), (0, top, self.w, bottom - top))
                if bottom - top >= 3:
                    marks.fill((255, 240, 210, 90) if k % 5 else (255, 244, 200, 190), (0, top, self.w, 1))
                    marks.fill((20, 14, 8, 170), (0, bottom - 1, self.w, 1))
                else:
                    marks.fill((20, 14, 8, 130), (0, top, self.w, 1))
            image.blit(marks, (0, 0))
            paint.line(image, (24, 18, 12), (0, 0), (0, h), 1)
            paint.line(image, (24, 18, 12), (self.w - 1, 0), (self.w - 1, h), 1)
            if level > CAP_LEVEL:
                y = h - lift(KNEE) - 2
                for dx in (0, 5):
                    paint.line(image, (250, 244, 228), (self.w // 2 - 12 + dx, y + 4), (self.w // 2 - 4 + dx, y - 3), 2)
                    paint.line(image, (250, 244, 228), (self.w // 2 + 4 + dx, y + 4), (self.w // 2 + 12 + dx, y - 3), 2)
            self._walls[level] = image
        return image

    def _seam(self, horizontal: bool) -> pygame.Surface:
        """A faint dark line between two plots of one terrace (blended, so the field shows through)."""
        key = ("seam", horizontal)
        s = self._shadows.get(key)
        if s is None:
            s = paint.layer((self.w, 1) if horizontal else (1, self.d), pygame.SRCALPHA)
            s.fill((0, 0, 0, 40))
            self._shadows[key] = s
        return s

    def _shadow(self, side: str, width: int) -> pygame.Surface:
        """A soft dark strip along `side` of a top face, `width` px deep (a taller neighbour's shade)."""
        key = (side, width)
        s = self._shadows.get(key)
        if s is None:
            horizontal = side in ("N", "S")
            s = paint.layer((self.w, width) if horizontal else (width, self.d), pygame.SRCALPHA)
            for i in range(width):
                alpha = round(150 * (1 - i / width) ** 1.5)
                if side == "N":
                    paint.line(s, (0, 0, 0, alpha), (0, i), (self.w, i))
                elif side == "W":
                    paint.line(s, (0, 0, 0, alpha), (i, 0), (i, self.d))
                elif side == "E":
                    paint.line(s, (0, 0, 0, alpha), (width - 1 - i, 0), (width - 1 - i, self.d))
                else:
                    paint.line(s, (0, 0, 0, alpha), (0, width - 1 - i), (self.w, width - 1 - i))
            self._shadows[key] = s
        return s

    def numeral(self, level: int) -> pygame.Surface:
        """The level in white bold with a dark outline: readable on every contour shade."""
        image = self._numerals.get(level)
        if image is None:
            font = self.assets.font(17, True)
            ink = font.render(str(level), True, (255, 255, 255))
            dark = font.render(str(level), True, (20, 18, 14))
            image = paint.layer((ink.get_width() + 4, ink.get_height() + 4), pygame.SRCALPHA)
            for dx in (0, 1, 2, 3, 4):
                for dy in (0, 1, 2, 3, 4):
                    if (dx, dy) != (2, 2) and abs(dx - 2) + abs(dy - 2) <= 3:
                        image.blit(dark, (dx, dy))
            image.blit(ink, (2, 2))
            self._numerals[level] = image
        return image

    # ------------------------------------------------------------------ the cached picture
    def render(self, level: list[int], tof: list[int], waterfalls: list, highest: int = 0,
               numerals: bool = True) -> pygame.Surface:
        """Draw the board for these levels, terraces (`tof`: terrace index per plot, -1 bare),
        waterfalls (owner, cell, side) and highest level; cached until one of them changes."""
        self._made_at_scale()
        key = (tuple(level), tuple(tof), tuple(tuple(w) for w in waterfalls), highest, numerals)
        if key == self._key:
            return self.surface
        if self._key is not None:
            self.previous = self.surface.copy()
        self._key = key
        self.level = list(level)
        self._compute_visible()
        surf = self.surface
        surf.fill((0, 0, 0, 0))
        ox, oy = self.rect.topleft
        self._build_water(waterfalls)
        flags = self._flag_cells(level, tof, highest)
        splashes_by_row: dict[int, list] = {}
        for w in self.water:
            if w["splash"] is not None and w["splash_row"] is not None:
                splashes_by_row.setdefault(w["splash_row"], []).append(w)
        for r in range(8):
            row = range(r * 8, r * 8 + 8)
            for cell in row:
                face = self.face_rect(cell).move(-ox, -oy)
                if level[cell] > 0:
                    surf.blit(self.wall(level[cell]), (face.x, face.bottom))
                surf.blit(self.top_sprite(cell, level[cell]), face)
            for cell in row:
                self._decorate(surf, cell, level, tof, (ox, oy))
            for w in splashes_by_row.get(r, ()):
                surf.blit(self._splash_image(), w["splash"].move(-ox, -oy))
            for w in self.water:
                if w["row"] == r:
                    self._draw_water(surf, w, (ox, oy))
                    behind = _neighbour(w["cell"], "N") if w["side"] == "N" else -1
                    if behind >= 0:   # water falls onto the plot behind: its numeral and flag stay on top
                        self._draw_marks(surf, behind, level, numerals, flags, (ox, oy))
            for cell in row:
                self._draw_marks(surf, cell, level, numerals, flags, (ox, oy))
        self._draw_base(surf, (ox, oy))
        return surf

    def _draw_marks(self, surf, cell: int, level, numerals: bool, flags: set, origin) -> None:
        """A plot's level numeral and the highest terrace's pennant, drawn over everything on its face."""
        face = self.face_rect(cell).move(-origin[0], -origin[1])
        if numerals and level[cell] > 0:
            surf.blit(self.numeral(level[cell]), (face.x + 2, face.y - 2))
        if cell in flags:
            flag = self.assets.sprite("paddy", "peak_flag")
            surf.blit(flag, self.flag_rect(cell, flag.get_size()).move(-origin[0], -origin[1]))

    def flag_rect(self, cell: int, size: tuple[int, int]) -> pygame.Rect:
        """Where the pennant of `cell` goes on the screen: the face's top right corner, unless a
        waterfall's lip lies there (an N or E waterfall of the plot), then the bottom right, then
        the bottom left (under the level numeral): the pennant never hides a waterfall, nor a
        waterfall it."""
        face = self.face_rect(cell)
        fw, fh = size
        lips = [w["lip"].inflate(4, 4) for w in self.water if w["cell"] == cell]
        spots = [pygame.Rect(face.right - fw - 2, face.y - 10, fw, fh),
                 pygame.Rect(face.right - fw - 4, face.bottom - fh - 2, fw, fh),
                 pygame.Rect(face.x + 4, face.bottom - fh - 2, fw, fh)]   # (below the numeral)
        return next((r for r in spots if not any(r.colliderect(lip) for lip in lips)), spots[0])

    def _flag_cells(self, level, tof, highest: int) -> set:
        """The back-most plot of each terrace at the highest level (one pennant per terrace)."""
        if highest <= 0:
            return set()
        seen, out = set(), set()
        for cell in range(64):
            t = tof[cell]
            if t >= 0 and level[cell] == highest and t not in seen:
                seen.add(t)
                out.add(cell)
        return out

    def _decorate(self, surf, cell: int, level, tof, origin) -> None:
        """Shade from taller neighbours, faint seams inside a terrace, its outline where it ends."""
        ox, oy = origin
        face = self.face_rect(cell).move(-ox, -oy)
        here = level[cell]
        for side, other in NEIGHBOURS[cell]:
            if other < 0 or side == "S":
                continue
            diff = level[other] - here
            if diff > 0:
                width = min(22, 6 + 3 * diff)
                strip = self._shadow(side, width)
                if side == "N":
                    surf.blit(strip, face.topleft)
                elif side == "W":
                    surf.blit(strip, face.topleft)
                else:
                    surf.blit(strip, (face.right - width, face.y))
        if here <= 0:
            return
        x0, y0, x1, y1 = face.left, face.top, face.right - 1, face.bottom - 1
        for side, other in NEIGHBOURS[cell]:
            same = other >= 0 and tof[other] == tof[cell]
            if same:
                if side == "E":
                    surf.blit(self._seam(False), (x1, y0))
                elif side == "S":
                    surf.blit(self._seam(True), (x0, y1))
                continue
            if side == "N":
                paint.line(surf, EDGE, (x0, y0), (x1, y0), 2)
                paint.line(surf, BUND, (x0 + 1, y0 + 2), (x1 - 1, y0 + 2))
            elif side == "S":
                paint.line(surf, EDGE, (x0, y1 - 1), (x1, y1 - 1), 2)
                paint.line(surf, BUND, (x0 + 1, y1 - 3), (x1 - 1, y1 - 3))
            elif side == "W":
                paint.line(surf, EDGE, (x0, y0), (x0, y1), 2)
                paint.line(surf, BUND, (x0 + 2, y0 + 1), (x0 + 2, y1 - 1))
            else:
                paint.line(surf, EDGE, (x1 - 1, y0), (x1 - 1, y1), 2)
                paint.line(surf, BUND, (x1 - 3, y0 + 1), (x1 - 3, y1 - 1))

    def _draw_base(self, surf, origin) -> None:
        """The board's front rim under the last row: the day and night halves and the column letters."""
        ox, oy = origin
        f = self.floor.move(-ox, -oy)
        base = pygame.Rect(f.x - 6, f.bottom, f.w + 12, BASE)
        paint.rect(surf, (66, 48, 32), base, border_bottom_left_radius=6, border_bottom_right_radius=6)
        half = f.w // 2
        for i, colour in enumerate((DAY_EDGE, NIGHT_EDGE)):
            band = pygame.Rect(f.x + i * half, f.bottom, half, 4)
            paint.rect(surf, colour, band)
        for c in range(8):
            draw.text(surf, self.assets, "ABCDEFGH"[c], (f.x + c * self.w + self.w // 2, f.bottom + 4 + (BASE - 4) // 2),
                      theme.SMALL_SIZE, theme.INK_ON_DARK, True, "center")

    # ------------------------------------------------------------------ water
    def _build_water(self, waterfalls) -> None:
        """Where each waterfall's lip, falling water and splash go on the screen, from the levels."""
        self.water = []
        for i, (owner, cell, side) in enumerate(waterfalls):
            face = self.face_rect(cell)
            other = _neighbour(cell, side)
            low = lift(self.level[other]) if other >= 0 else 0
            drop = max(STEP, lift(self.level[cell]) - low)
            r = cell // 8
            splash = None
            splash_row = r
            if side == "S":
                lip = pygame.Rect(face.centerx - 32, face.bottom - 18, 64, 18)
                bottom = face.bottom + drop + (BASE if other < 0 else 0)
                fall = pygame.Rect(face.centerx - 20, face.bottom - 8, 40, bottom - face.bottom + 8)
                if other >= 0:
                    splash = pygame.Rect(face.centerx - 22, face.bottom + drop - 4, 44, 18)
                    splash_row = r + 1
            elif side == "N":
                lip = pygame.Rect(face.centerx - 32, face.top - 8, 64, 18)
                fall = pygame.Rect(face.centerx - 15, face.top - 14, 30, 12)
                if other >= 0:
                    splash = pygame.Rect(face.centerx - 22, face.top - 26, 44, 18)
                    splash_row = r
            else:
                east = side == "E"
                edge = face.right if east else face.left
                lip = pygame.Rect(edge - 9, face.centery - 26, 18, 52)
                fall = pygame.Rect(edge - 1 if east else edge - 17, face.centery - 16, 18, 32 + drop)
                if other >= 0:
                    splash = pygame.Rect(0, 0, 44, 18)
                    splash.center = (edge + (18 if east else -18), face.centery + 14 + drop)
                    splash_row = None          # drawn with its own water, over the fall
            hit = [lip.inflate(4, 4), fall]
            if splash is not None:
                hit.append(splash)
            self.water.append({"index": i, "owner": owner, "cell": cell, "side": side, "row": r, "lip": lip,
                               "fall": fall, "splash": splash, "splash_row": splash_row, "hit": hit,
                               "bounds": lip.unionall(hit)})

    def _splash_image(self) -> pygame.Surface:
        return self.assets.sprite("paddy", "water_splash", (44, 18))

    def _draw_water(self, surf, w: dict, origin) -> None:
        ox, oy = origin
        fall = w["fall"].move(-ox, -oy)
        texture = self.assets.sprite("paddy", "water_fall")
        tw, th = texture.get_size()
        for y in range(fall.y, fall.bottom, th):
            for x in range(fall.x, fall.right, tw):
                part = pygame.Rect(0, 0, min(tw, fall.right - x), min(th, fall.bottom - y))
                surf.blit(texture, (x, y), part)
        if w["side"] in ("E", "W") and w["splash"] is not None:
            surf.blit(self._splash_image(), w["splash"].move(-ox, -oy))
        lip = self.assets.sprite("paddy", f"water_lip_{w['side'].lower()}")
        surf.blit(lip, lip.get_rect(center=w["lip"].move(-ox, -oy).center))
        # the owner's mark just inside the plot, beside the lip
        face = self.face_rect(w["cell"]).move(-ox, -oy)
        dx, dy = {"N": (0, 1), "S": (0, -1), "E": (-1, 0), "W": (1, 0)}[w["side"]]
        centre = w["lip"].move(-ox, -oy).center
        mark = (centre[0] + dx * 18 + (16 if dx == 0 else 0), centre[1] + dy * 14)
        if face.collidepoint(mark):
            draw.player_shape(surf, w["owner"], mark, 12)

    # ------------------------------------------------------------------ around the picture
    def draw_frame(self, surface: pygame.Surface, halves: pygame.Rect) -> None:
        """The tray under the board, the Day / Night header with sun and moon, and the row numbers."""
        a = self.assets
        f = self.floor
        tray = pygame.Rect(f.x - 6, f.y - 6, f.w + 12, f.h + 6)
        paint.rect(surface, (20, 18, 16), tray.move(0, 3), border_radius=6)
        paint.rect(surface, (88, 66, 44), tray, border_top_left_radius=6, border_top_right_radius=6)
        day = pygame.Rect(f.x, halves.y, 4 * self.w, halves.h)
        night = pygame.Rect(f.x + 4 * self.w, halves.y, 4 * self.w, halves.h)
        paint.rect(surface, (236, 214, 160), day, border_top_left_radius=8)
        paint.rect(surface, (46, 62, 118), night, border_top_right_radius=8)
        paint.rect(surface, DAY_EDGE, day, 2, border_top_left_radius=8)
        paint.rect(surface, NIGHT_EDGE, night, 2, border_top_right_radius=8)
        sx, sy = day.x + 16, day.centery
        paint.circle(surface, (230, 159, 0), (sx, sy), 7)
        for i in range(8):
            ang = i * math.pi / 4
            paint.line(surface, (230, 159, 0), (sx + 9 * math.cos(ang), sy + 9 * math.sin(ang)),
                             (sx + 12 * math.cos(ang), sy + 12 * math.sin(ang)), 2)
        mx, my = night.right - 18, night.centery
        paint.circle(surface, (240, 232, 190), (mx, my), 8)
        paint.circle(surface, (46, 62, 118), (mx + 4, my - 3), 7)
        draw.text(surface, a, _("DAY  (columns A\u2013D)"), (day.x + 34, day.centery), theme.SMALL_SIZE, theme.INK,
                  True, "midleft")
        draw.text(surface, a, _("NIGHT  (columns E\u2013H)"), (night.right - 34, night.centery), theme.SMALL_SIZE,
                  theme.INK_ON_DARK, True, "midright")
        for r in range(8):
            draw.text(surface, a, str(r + 1), (f.x - 22, f.y + r * self.d + self.d // 2), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, True, "center")
