"""What a pointer move can change on Paddy's table (see common/damage.py): the ghost tile and its
callout, the hovered plot's terrace and frame (the whole board for a waterfall's cascade or a
player's terraces), the info strip when the plot under the pointer changes, the hand when the
card under it does, and hovered buttons.  Drawing skips what lies outside the clip."""
from __future__ import annotations

import pygame

from ... import i18n
from ...ui import draw
from ..common.damage import buttons_damage

MARK_REACH = 6     # a terrace outline's dark edge (width + 2) around the plots' visible faces
# What the board layers draw beyond the board picture: below it, a waterfall's marks and flash
# frame (<= 6 px); right of it, a tie's label over column H (centred on the plot, ~170 px wide).
BELOW_BOARD, RIGHT_OF_BOARD = 8, 48


class PaddyDamageMixin:
    """`table_pointer_damage` and the clip extents of `PaddyScene`."""

    def table_still_key(self) -> tuple:
        return (self.sel_card, self.sel_half, self.rotation, self.sel_event, tuple(self.draft_pick),
                self.sel_animal, self.show_harvest, self.harvest_scroll, self.numerals, self.press,
                self.drag_pos, self.tile_size, self.my_turn, self.picked_index("paddy"), self.picked_index("half"))

    def board_extent(self) -> pygame.Rect:
        """Everything the board layers may draw on (the frame, the picture, marks, ducks, labels)."""
        art = self.art.rect
        top = self.layout.zone("bar").bottom
        return pygame.Rect(0, top, art.right + RIGHT_OF_BOARD, art.bottom + BELOW_BOARD - top)

    def covered(self) -> pygame.Rect:
        return self.board_extent()   # the board's base (or still image) is drawn there first (prepared.py)

    def _draw_panels(self, surface: pygame.Surface, pointer) -> None:
        """The players, the score track and the hand.  A whole draw keeps a copy of the pixels
        they end with; a clipped draw with nothing changed but the pointer (and the same card
        under it) blits that copy instead (nothing under the panels depends on the pointer: the
        board's marks stay left of them).  A pass whose clip misses them returns at once (the
        info line's pass asked the still key for nothing)."""
        L = self.layout
        clip = surface.get_clip()
        area = L.zone("players").union(L.zone("track")).union(L.zone("hand")).inflate(0, 8)
        reach = area.union(L.zone("track").inflate(8, 12)).union(L.zone("hand").inflate(8, 12))
        if not self.to_draw(surface).colliderect(reach):
            return

        def draw() -> None:
            if clip.colliderect(L.zone("players")):
                self._draw_players(surface)
            if clip.colliderect(L.zone("track").inflate(8, 12)):
                self._draw_track(surface)
            if clip.colliderect(L.zone("hand").inflate(8, 12)):
                self._draw_hand(surface, pointer)
        self._kept_draw("panels", surface, area, (self.drawn_key(surface), self._hand_hovered(pointer)), draw)

    def table_pointer_damage(self, before, after) -> list[pygame.Rect] | None:
        if self.show_harvest is not None or self.press is not None or self.drag_pos is not None:
            return None
        marks = self._marks_memo()
        rects = marks(before) + (marks(after) if after != before else [])
        if self.art.cell_at(before) != self.art.cell_at(after):
            info = self.layout.zone("info")   # its first line names the plot (panels.py _draw_info)
            rects.append(pygame.Rect(info.x, info.y + 4, self.layout.zone("btn_numerals").x - info.x - 4, 28))
        if self._hand_hovered(before) != self._hand_hovered(after):
            rects.append(self.layout.zone("hand").inflate(8, 12))
        rects += buttons_damage(self.buttons, before, after)
        return rects

    def _hand_hovered(self, pos) -> tuple:
        if self.viewer is None:
            return ()
        return tuple((kind, value) for kind, value, rect in self.hand_cards if rect.collidepoint(pos))

    def _marks_memo(self):
        """`_pointer_marks`, its answers kept while the still key and the language are the same:
        a move's `before` is the last move's `after` (the ghost's box and callout found again
        were ~15 % of a ghost's hover frame).  Two kept, the last asked.  Asked by
        `pointer_damage` only when the still key is the one last drawn."""
        key = (self._drawn_key, i18n.language())
        memo = getattr(self, "_marks", None)
        if memo is None or memo[0] != key:
            memo = self._marks = (key, {})
        kept = memo[1]

        def marks(pos) -> list[pygame.Rect]:
            rects = kept.pop(pos, None)
            if rects is None:
                rects = self._pointer_marks(pos)
            kept[pos] = rects
            if len(kept) > 2:
                del kept[next(iter(kept))]
            return [r.copy() for r in rects]
        return marks

    def _pointer_marks(self, pos) -> list[pygame.Rect]:
        """Where the board shows the pointer at `pos`: the ghost and its callout, or the hover marks."""
        ghost = self._ghost_state(pos)
        if ghost is not None:
            cells, reason, _anchor = ghost
            level = self._ghost_level(cells)
            rects = [self._ghost_box(cells, level)] if cells else []
            words = self._ghost_words(reason, level, pos)
            if words is not None:
                rects.append(draw.callout_rect(self.assets, words[0], pos, self.app.canvas.get_rect(),
                                               self.callout_avoid(cells)).inflate(2, 2))
            return rects
        target = self._hover_target(pos, None)
        if target is None:
            return []
        kind, value = target
        if kind != "plot":
            return [self.board_extent()]   # a cascade or a player's terraces: all over the board
        vis = self.art.cell_rect(value)
        rects = [vis.inflate(4, 4)]
        if self.state.level[value]:
            area = vis
            for c in self.terraces[self.tof[value]]["cells"]:
                area = area.union(self.art.cell_rect(c))
            rects.append(area.inflate(2 * MARK_REACH, 2 * MARK_REACH))
        if self.state.step == "waterfall" and self.my_turn:
            rects.append(vis.inflate(60, 60))   # the lip preview and its frame, centred on an edge mark
        return rects
