"""Koinobori's festival poles on the table: bamboo, flags, the carp tiles in their spaces,
what may be played or moved there, the leading colour, the scoring result at the end, and
the cards in motion (tweens and the card being dragged)."""
from __future__ import annotations

from ...i18n import _
import pygame

from ...rules.koinobori.data import POLE_SIZE
from ...ui import draw, theme
from ...ui.anim import Flash, Tween
from .layout import HAND_CARD
from ...ui import paint


class PoleBoard:
    """Drawing of the festival poles and moving cards for KoinoboriScene (draw only)."""

    def _draw_poles(self, surface, moving) -> None:
        st = self.state
        a = self.assets
        over = st.is_over()
        flashes = {f.payload[1]: f for f in self.anims.of(Flash) if f.payload[0] == "pole"}
        worth_flashes = {f.payload: f.alpha for f in self.anims.of(Flash) if f.payload[0] == "worth"}
        for i, place in enumerate(self.pole_columns):
            slots = place.slots
            spaces = st.poles[i]
            # the bamboo pole, from the header down to the flag
            at, size = place.bamboo
            surface.blit(a.sprite("koinobori", "festival_pole", size), at)
            surface.blit(self.art.flag_tile(st.flags[i], place.flag.size), place.flag)
            for k, space in enumerate(spaces):
                card = space[-1]
                if card in moving:
                    continue
                surface.blit(self.art.tile(card, slots[k].size, len(space) - 1), slots[k])
            if i in flashes and flashes[i].alpha > 0 and spaces:
                self._flash(surface, slots[len(spaces) - 1].inflate(8, 8), flashes[i].alpha)
            self._draw_pole_highlights(surface, i)
            # header: the count toward closing or the closed tag, or the scoring result at the end
            if over and self.reveal_ms >= self.pole_reveal[i]:
                self._draw_pole_result(surface, i, place.header)
            elif not over:
                self._draw_pole_header(surface, i, place)
            # footer: pole number, the colour leading it now, what it is worth to you now
            self._draw_pole_footer(surface, i, place, worth_flashes)

    def _flash(self, surface, rect: pygame.Rect, alpha: int) -> None:
        """A fading sky-blue frame: 'this just changed'."""
        draw.fading_frame(surface, rect, alpha)

    def _draw_pole_highlights(self, surface, i: int) -> None:
        st = self.state
        slots = self.slot_rects[i]
        n = len(st.poles[i])
        # the space a standing hint names is singled out among the glowing ones (filled, or a
        # covered card tinted): its outline alone looked like every other "Play here"
        hinted = self.hint_rects(self.hinted) if self.hinted is not None else []
        badges = []   # the words on the top card's upper edge: the hint's outline keeps clear of them
        if i in self.targets:
            if False in self.targets[i] and n < POLE_SIZE:
                free = slots[n]
                draw.glow(surface, free, theme.LEGAL, radius=6)
                self._space_label(surface, _("Play here"), free, free in hinted)
            if True in self.targets[i] and n:
                top = slots[n - 1]
                draw.glow(surface, top, theme.LEGAL, radius=6)
                if top in hinted:
                    draw.tint(surface, top, (*theme.LEGAL, 110))
                badges.append(self._badge(surface, _("Cover"), top.midtop))
        if self.move_source is None and i in self.move_sources and n:
            draw.glow(surface, slots[n - 1], theme.LEGAL, radius=6)
        if self.move_source == i and n:
            paint.rect(surface, theme.SELECTED, slots[n - 1].inflate(8, 8), width=4, border_radius=8)
            badges.append(self._badge(surface, _("Moving"), slots[n - 1].midtop, theme.SELECTED))
        if self.move_source is not None and i in self.move_targets and n < POLE_SIZE:
            draw.glow(surface, slots[n], theme.LEGAL, radius=6)
            self._space_label(surface, _("Move here"), slots[n], slots[n] in hinted)
        # the hint's outline of the free space above ("Play here") ran through "Cover" (a docs
        # reader's screenshot): it comes in on that side instead (common/outline.py)
        self.note_labels(f"pole {i} badges", *badges)

    def _space_label(self, surface, text: str, space: pygame.Rect, hinted: bool = False) -> None:
        """A word inside a glowing free space, in smaller type where it is wider than the space
        (ここにプレイ on six poles ran past both edges); the hinted space filled, its word dark."""
        with draw.box(surface, space, "pole space"):
            if hinted:
                paint.rect(surface, theme.LEGAL, space.inflate(-4, -4), border_radius=6)
            draw.text_fit(surface, self.assets, text, space.center, space.w - 8, theme.SMALL_SIZE,
                          theme.INK if hinted else theme.LEGAL, True, "center", smallest=11)

    def badge_box(self, text: str, midtop) -> pygame.Rect:
        """Where a word badge on a card's upper edge is drawn (it stands out above the card)."""
        box = self.assets.text(text, theme.SMALL_SIZE, theme.INK, True).get_rect().inflate(12, 4)
        box.midbottom = (midtop[0], midtop[1] + 10)
        return box

    def cover_badge(self, pole: int) -> pygame.Rect | None:
        """The "Cover" badge on a pole's top card (None on an empty pole): a click on it covers,
        as a click on the card does (its upper half lay over the pole's free space)."""
        height = len(self.state.poles[pole])
        return self.badge_box(_("Cover"), self.slot_rects[pole][height - 1].midtop) if height else None

    def _badge(self, surface, text, midtop, colour=theme.LEGAL) -> pygame.Rect:
        """Draw a word badge on a card's upper edge; where it stands."""
        image = self.assets.text(text, theme.SMALL_SIZE, theme.INK, True)
        box = self.badge_box(text, midtop)
        paint.rect(surface, colour, box, border_radius=6)
        surface.blit(image, image.get_rect(center=box.center))
        return box

    def _draw_pole_result(self, surface, i: int, header: pygame.Rect) -> None:
        entry = self.score["poles"][i]
        box = header.copy()
        paint.rect(surface, theme.PAPER, box, border_radius=6)
        paint.rect(surface, theme.LEGAL, box, width=2, border_radius=6)
        carp = self.art.carp(entry["colour"], (36, 18))
        surface.blit(carp, (box.x + 6, box.centery - 9))
        label = {"majority": _("= {value}"), "cascade": _("= {value} tie"), "flag": _("= {value} flag")}[entry["via"]]
        # smaller type rather than past the header (Japanese: 「= 1 引き分け」, the rulebook's word)
        x = box.x + 46
        draw.text_fit(surface, self.assets, label.format(value=entry["value"]), (x, box.centery), box.right - 4 - x,
                      theme.SMALL_SIZE, theme.INK, True, "midleft", smallest=12)

    def _draw_tweens(self, surface) -> None:
        for tween in self.anims.of(Tween):
            card = tween.payload
            if tween.elapsed < tween.delay:
                continue
            if isinstance(card, tuple):   # a row card travelling into another seat's hand
                self._draw_taken_tween(surface, tween)
                continue
            r = self.card_rects.get(card)
            if r is None:
                continue
            image = self._card_image(card, r)
            surface.blit(image, tween.pos)

    def _card_image(self, card: int, r: pygame.Rect) -> pygame.Surface:
        st = self.state
        covered = self.pole_top_covered.get(card)
        if covered is not None:
            return self.art.tile(card, r.size, covered)
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
            paint.rect(surface, (20, 18, 16), r.move(4, 6), border_radius=8)
            surface.blit(image, r)
            paint.rect(surface, theme.SELECTED, r, width=3, border_radius=8)
        else:
            spaces = self.state.poles[value]
            if spaces:
                image = self.art.tile(spaces[-1][-1], self.slot_rects[value][0].size)
                surface.blit(image, image.get_rect(center=self.drag_pos))
