"""Paddy's board as prepared images (issue 16: frames that cost what changed).

A hover frame draws the table again in a few clipped passes (app.draw_areas).  While a tile
follows the pointer, nothing on the board under it depends on the pointer, so each pass blits
prepared copies instead of drawing every layer again: the board's frame and picture (`_base`,
made again when the picture or the language changes), that plus the highlights and animals
(`_still`, made again when the table or a selection changes), and that plus the ghost tile at
one anchor (`_ghosts`, up to one per anchor: a pointer goes back and forth).  Each is made by
drawing the same layers on a scratch canvas, so its pixels are the ones drawing gives
(tests/scenes/test_pointer_damage.py compares them).
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

from ... import i18n
from ..common.background import draw_table_background
from ...ui import paint
from ...ui.canvas import pixels, rect_px

GHOSTS_KEPT = 64   # ghost images kept per still board: one per anchor of the 8x8 board (~60 KiB each)


def _kind(surface: pygame.Surface) -> tuple:
    """What a kept copy must match to be blitted as is: the size, the pixel format and the
    window scale (a copy kept at another scale would be blitted stretched, soft)."""
    return (surface.get_size(), surface.get_bitsize(), surface.get_masks(), getattr(surface, "scale", 1.0))


class PaddyPreparedMixin:
    """`_draw_board_base`, `_draw_still_board` and `_draw_ghost_prepared` of `PaddyScene`."""

    def _draw_board_base(self, surface: pygame.Surface) -> None:
        """The table, the board's frame and its picture, as one opaque copy of what they draw
        (made again when the picture or the language changes): the same pixels, one blit."""
        picture = self._board_picture()
        key = (picture, self.art._key, i18n.language())
        kind = _kind(surface)
        made = getattr(self, "_base", None)
        if made is None or made[0][0] is not key[0] or made[0][1] is not key[1] or made[0][2] != key[2] \
                or made[2] != kind:
            area = self.board_extent().clip(surface.get_rect())
            scratch = self._scratch_for(surface)
            draw_table_background(scratch, self.assets)
            self.art.draw_frame(scratch, self.layout.zone("halves"))
            scratch.blit(picture, self.art.rect)
            made = self._base = (key, (scratch.subsurface(area).copy(), area), kind)
        image, area = made[1]
        self._blit_drawn(surface, image, area)

    def _draw_still_board(self, surface: pygame.Surface) -> None:
        """While a tile follows the pointer: the board's frame, picture, highlights and animals
        as one opaque copy of what they draw (nothing there depends on the pointer: the ghost
        hides the hover marks), made again when the table or its selections change.  A ghost's
        hover frame then blits it once per clipped pass instead of drawing every anchor dot
        and animal again."""
        kind = _kind(surface)
        key = (len(self.match.actions), self.match.state, self.viewer, self.table_still_key(),
               self._board_picture(), self.art._key, i18n.language(), kind)
        made = getattr(self, "_still", None)
        if made is None or made[0] != key:
            area = self.board_extent().clip(surface.get_rect())
            scratch = self._scratch_for(surface)
            self._draw_board_base(scratch)
            self._draw_board_layers(scratch, None)
            made = self._still = (key, scratch.subsurface(area).copy(), area)
        self._blit_drawn(surface, made[1], made[2])

    def _draw_ghost_prepared(self, surface: pygame.Surface, ghost) -> None:
        """The still board and the ghost tile over it, where the ghost is: one blit each."""
        self._draw_still_board(surface)
        cells, reason, anchor = ghost
        level = self._ghost_level(cells)
        still_key, still_image, still_area = self._still
        ghosts = self._ghosts if getattr(self, "_ghosts_of", None) is still_key else None
        if ghosts is None:
            ghosts = self._ghosts = OrderedDict()
            self._ghosts_of = still_key
        key = (anchor, tuple(cells), reason is None, level)
        made = ghosts.get(key)
        if made is None:
            box = self._ghost_box(cells, level)
            if not still_area.contains(box):
                self._draw_ghost(surface, ghost)
                return
            scratch = self._scratch_for(surface)
            self._blit_part(scratch, still_image, still_area, box)
            self._draw_ghost(scratch, ghost)
            made = ghosts[key] = (scratch.subsurface(box).copy(), box)
            if len(ghosts) > GHOSTS_KEPT:
                ghosts.popitem(last=False)
        else:
            ghosts.move_to_end(key)
        self._blit_drawn(surface, *made)

    def _ghost_box(self, cells, level: int) -> pygame.Rect:
        """Every pixel the ghost tile over `cells` draws: top faces at `level`, walls down to the
        plots' tops (and a margin for the outline)."""
        area = None
        for c in cells:
            face = self.art.face_rect(c, level)
            below = self.art.face_rect(c).y
            box = face.union(pygame.Rect(face.x, face.bottom, face.w, max(0, below - face.y)))
            area = box if area is None else area.union(box)
        return area.inflate(4, 4)

    def _kept_draw(self, name: str, surface: pygame.Surface, area: pygame.Rect, key, draw) -> None:
        """`draw()` paints `area` opaquely: a whole draw does it and keeps a copy of the pixels;
        a clipped pass blits that copy while `key` (and the surface's kind) is the one it was
        kept for.  For the side panels and the info line's box: nothing in them depends on the
        pointer but the card under it or the plot named, which the caller keys or draws after."""
        clip = surface.get_clip()
        key = (key, _kind(surface))
        kept = self._kept.get(name)
        whole = clip == surface.get_rect()
        if not whole and kept is not None and kept[0] == key:
            self._blit_drawn(surface, kept[1], area)
            return
        draw()
        if whole and (kept is None or kept[0] != key):
            self._kept[name] = (key, surface.subsurface(area.clip(surface.get_rect())).copy())

    def _blit_drawn(self, surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect) -> None:
        """`image` at `rect`'s top left, only where this draw must get the pixels right
        (`to_draw`: a pass's margin is put back afterwards; a blit is the same pixels clipped)."""
        self._blit_part(surface, image, rect, self.to_draw(surface))

    @staticmethod
    def _blit_part(surface, image, rect: pygame.Rect, part: pygame.Rect) -> None:
        """The `part` (canvas units) of `image`, which holds the canvas's pixels of `rect`, put
        back in its place.  At a scale other than 1 in pixels: the image holds `rect` as rounded
        on the canvas it was cut from, so `part` rounded the same way is exactly its pixels there
        (a part rounded on its own may come one pixel short: a seam of last frame's pixels)."""
        part = part.clip(rect.x, rect.y, *image.get_size())
        if not (part.w and part.h):
            return
        scale = getattr(surface, "scale", 1.0)
        if scale == 1 or getattr(image, "scale", 1.0) != scale:
            surface.blit(image, part, part.move(-rect.x, -rect.y))
            return
        origin = rect_px(rect, scale).topleft
        area = rect_px(part, scale)
        pixels(surface).blit(pixels(image), area.topleft, area.move(-origin[0], -origin[1]))

    def _scratch_for(self, surface: pygame.Surface) -> pygame.Surface:
        """A canvas-sized surface like `surface` to draw prepared images on (kept: made once)."""
        scratch = getattr(self, "_scratch", None)
        if scratch is None or _kind(scratch) != _kind(surface):
            scratch = self._scratch = paint.layer(surface.get_size(), 0, surface)
        return scratch
