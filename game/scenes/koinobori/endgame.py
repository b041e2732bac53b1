"""Koinobori's end of game on the table: the personal poles are revealed at once, then each
festival pole's result one by one (flipping its colour's scoring card to + the first time),
then the penalties and totals; a click shows it all at once, and the next opens the results.

All numbers come from the rules' `scoring()`; this module only times and draws them.
"""
from __future__ import annotations

from ...i18n import _
import pygame

from ...rules.koinobori import CARD_CARP, COLOUR_IDS
from ...ui import draw, numbers, textrecord, theme
from .cards import carp_letter
from .layout import scoring_card_rects

CARP, CARP_BADGE = (28, 14), 13   # a carp of a personal pole revealed at the end, its letter's badge
CARP_STEP = CARP[0] + CARP_BADGE - 10 + 1   # (the badge on the carp's tail, a unit before the next)
from ...ui import paint

# Personal poles show at once, then one pole every POLE_STEP ms, then the totals.
REVEAL_START = 300
POLE_STEP = 450
FLIP_MS = 260


class ScoringReveal:
    """The timed scoring reveal of KoinoboriScene: timings in refresh, the clock in update."""

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
        # each seat's revealed personal pole as carp icons: (colour, x offset) left to right
        self.own_carp = []
        for own in st.own_poles:
            icons, x = [], 0
            for card in own:
                for colour in CARD_CARP[card]:
                    icons.append((colour, x))
                    x += CARP_STEP
                x += 6
            self.own_carp.append(icons)
        self.score_card_rects = scoring_card_rects(self.layout.zone("row"), len(COLOUR_IDS))

    def settle_table(self) -> None:
        if self.state.is_over():
            self.reveal_ms = self._reveal_total + FLIP_MS

    def final_reveal_ms(self) -> int:
        return max(0, self._reveal_total + FLIP_MS - self.reveal_ms)

    def update(self, dt_ms: int) -> bool:
        busy = super().update(dt_ms)
        if self.state.is_over() and self.reveal_ms < self._reveal_total + FLIP_MS:
            self.reveal_ms += dt_ms
            busy = True
        return busy

    def _draw_scoring_cards(self, surface) -> None:
        rz = self.layout.zone("row")
        heading = self._label(surface, _("Scoring cards"), (rz.x + 2, rz.y + 4))
        hint = self._label(surface, _("a colour's card flips to + once a pole scores it"), (rz.x + 2, rz.y + 126),
                           theme.INK_ON_DARK_SOFT, theme.SMALL_SIZE, False)
        self.note_labels("row", heading, hint)   # (the draw row's were kept before): a lesson's panel keeps clear
        for cid, r in zip(COLOUR_IDS, self.score_card_rects):
            at = self.flip_at.get(cid)
            t = None if at is None else self.reveal_ms - at
            positive = t is not None and t >= FLIP_MS // 2
            image = self.art.scoring(cid, positive, r.size)
            if t is not None and 0 <= t < FLIP_MS:
                squeeze = abs(1 - 2 * t / FLIP_MS)
                w = max(2, round(r.w * squeeze))
                image = paint.scale(image, (w, r.h))
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
        x_name, x_carp = sz.x + 12, sz.x + 232
        x_poles = sz.x + 540
        col = 64
        x_pen = x_poles + col * npoles + 10
        x_tot = x_pen + 110
        head_y = sz.y + 8
        self._label(surface, _("Personal pole (revealed)"), (x_carp, head_y), theme.INK_SOFT, theme.SMALL_SIZE)
        for i in range(npoles):
            self._label(surface, _("Pole {n}").format(n=i + 1), (x_poles + col * i + col // 2, head_y), theme.INK_SOFT, theme.SMALL_SIZE,
                        True, "midtop")
        show_tot = self.reveal_ms >= self.totals_at
        unscored = _("Unscored carp")   # the results' and the score sheet's word for the -3 a carp
        size, _fitted = draw.fit_size(self.assets, unscored, 104, theme.SMALL_SIZE, True, smallest=12)
        self._label(surface, unscored, (x_pen + 45, head_y), theme.INK_SOFT, size, True, "midtop")
        self._label(surface, _("Total"), (x_tot + 40, head_y), theme.INK_SOFT, theme.SMALL_SIZE, True, "midtop")
        row_h = min(34, (sz.h - 36) // n)
        letter = draw.readable_size()   # a carp's letter (11 at 1280x720, 14 at 1024x600)
        y = sz.y + 32
        for p in range(n):
            cy = y + row_h // 2
            winner = show_tot and p in result["winners"]
            if winner:
                paint.rect(surface, (250, 240, 170), (sz.x + 6, y, sz.w - 12, row_h - 2), border_radius=6)
            draw.player_shape(surface, p, (x_name + 10, cy), 20)
            # a 16-character name shrinks, then takes two lines, before it is ever cut
            draw.name_in_box(surface, self.assets, st.names[p], pygame.Rect(x_name + 26, y, x_carp - x_name - 34, row_h),
                             theme.INK, True)
            for colour, dx in self.own_carp[p]:
                surface.blit(self.art.carp(colour, CARP), (x_carp + dx, cy - CARP[1] // 2))
                # its letter too, on its tail (as the leading colour's on the poles' feet): at
                # this size a carp's own letter and pattern cannot be read, and under a
                # deuteranope's eyes orange and yellow-green merge (a play-test)
                # (in type readable in the window's own pixels: 11 on the plan drew 6-7 px letters
                # at 1024x600, a play-test; a larger badge covers more of the tail, the carp keep
                # their places)
                side = CARP_BADGE + letter - textrecord.READABLE
                badge = pygame.Rect(x_carp + dx + CARP[0] + CARP_BADGE - 10 - side, cy - side // 2, side, side)
                paint.rect(surface, theme.INK, badge, border_radius=3)
                draw.text(surface, self.assets, carp_letter(colour), badge.center, letter,
                          theme.INK_ON_DARK, True, "center")
            if not st.own_poles[p]:
                self._label(surface, _("no cards"), (x_carp, cy), theme.INK_SOFT, theme.SMALL_SIZE, False, "midleft")
            for i, entry in enumerate(result["poles"]):
                if self.reveal_ms >= self.pole_reveal[i]:
                    pts = entry["points"][p]
                    colour = theme.INK if pts else theme.INK_SOFT
                    self._label(surface, str(pts), (x_poles + col * i + col // 2, cy), colour, theme.BODY_SIZE,
                                bool(pts), "center")
            if show_tot:
                pen = result["penalties"][p]
                self._label(surface, numbers.score(pen["points"]), (x_pen + 45, cy), theme.ILLEGAL if pen["points"] else theme.INK_SOFT,
                            theme.BODY_SIZE, True, "center")
                self._label(surface, numbers.score(result["totals"][p]), (x_tot + 40, cy), theme.INK, theme.SCORE_SIZE, True,
                            "center")
                if winner:
                    self._label(surface, _("\u2605 wins"), (x_tot + 80, cy), theme.INK, theme.BODY_SIZE, True, "midleft")
            y += row_h
