"""Koinobori's score as you play: above each festival pole how far it is from closing (4/5: stacked
cards do not count) or that it is closed; under it the pole's number, the colour that would score
it now with its value (the rulebook's tally and tie rules), and what it is worth to you now
(value × your carp of that colour); your total now, penalty included, and the last change.

Every figure is the rules' own provisional scoring (`state.scoring()`, read for the seat at the
screen only: the others' personal poles are face down).  Derived in refresh() (`_live_worth`),
drawn by the `_draw_*` methods: a frame only draws.
"""
from __future__ import annotations

import pygame

from ...i18n import _, ngettext
from ..common.words import listed
from ...rules.koinobori.data import PENALTY, POLE_SIZE
from ...ui import draw, numbers, theme
from ...ui.anim import Flash
from .cards import carp_letter
from .layout import PANEL_DARK
from ...ui import paint

LEAD_CARP = (28, 14)
LETTER_BADGE = 15   # the leading colour's letter on its carp's tail, on a dark square
LETTER_SIZE = 12


signed = numbers.change   # +2 / −3


class LiveWorth:
    """Mixin of KoinoboriScene."""

    # whose score the live worth is: the viewer's, or in a finished game's replay with every
    # hand open the seat whose hand and pole are shown (the mover), as its panels are
    worth_seat: int | None = None

    def _live_worth(self) -> None:
        st = self.state
        seat = self.hand_owner if (self.open_hands and self.watched) else self.viewer
        self.worth_seat = seat
        if not hasattr(self, "_worth_seen"):
            self._worth_seen: dict[int, tuple] = {}
            self.worth_change: dict[int, dict] = {}
        self.worth = None
        if seat is None or st.is_over():
            return
        result = st.scoring()   # provisional: the scoring if the game ended now
        poles = [entry["points"][seat] for entry in result["poles"]]
        penalty = result["penalties"][seat]["points"]
        self.worth = {"poles": poles, "penalty": penalty, "total": result["totals"][seat],
                      "entries": result["poles"], "unscored": result["penalties"][seat]["carp"]}
        seen = self._worth_seen.get(seat)
        now = (poles, penalty)
        if seen is not None and seen != now and len(seen[0]) == len(poles):
            change = {"poles": {i: p - seen[0][i] for i, p in enumerate(poles) if p != seen[0][i]},
                      "penalty": penalty - seen[1], "total": sum(poles) + penalty - sum(seen[0]) - seen[1]}
            self.worth_change[seat] = change
            for i in change["poles"]:
                self.anims.add(Flash(payload=("worth", i), duration=1400))
        self._worth_seen[seat] = now

    def last_change(self) -> dict | None:
        return self.worth_change.get(self.worth_seat) if self.worth_seat is not None else None

    # --- drawing ---------------------------------------------------------------------------------
    def _tag(self, surface, text: str, midleft, fill, edge, ink) -> pygame.Rect:
        tag = pygame.Rect(0, 0, self.assets.font(theme.SMALL_SIZE, True, text=text).size(text)[0] + 14, 24)
        tag.midleft = midleft
        paint.rect(surface, fill, tag, border_radius=6)
        paint.rect(surface, edge, tag, width=1, border_radius=6)
        draw.text(surface, self.assets, text, tag.center, theme.SMALL_SIZE, ink, True, "center")
        return tag

    def _draw_pole_header(self, surface, i: int, place) -> None:
        """'Closed', or the open pole's count toward closing (its spaces: stacked cards do not count)."""
        at = (place.slots[0].x, place.header.centery)
        if self.closed[i]:
            tag = self._tag(surface, _("Closed"), at, PANEL_DARK, theme.PAPER_EDGE, theme.INK_ON_DARK)
        else:
            count = _("{cards}/{size}").format(cards=len(self.state.poles[i]), size=POLE_SIZE)
            tag = self._tag(surface, count, at, (52, 48, 42), (110, 100, 88), theme.INK_ON_DARK_SOFT)
        self.note_labels(f"pole {i}", tag)   # an outlined space of the pole keeps clear of it

    def _draw_pole_footer(self, surface, i: int, place, flashes) -> None:
        """The pole's number on its bamboo; under the flag the colour leading it now and its value
        on a light pill (every carp colour, black too, stands out from the wood) and what it is
        worth to you now, all inside the pole's column."""
        fy = place.footer_y
        number = place.number
        paint.rect(surface, PANEL_DARK, number, border_radius=10)
        paint.rect(surface, theme.PAPER_EDGE, number, width=1, border_radius=10)
        draw.text(surface, self.assets, str(i + 1), number.center, theme.SMALL_SIZE, theme.INK_ON_DARK, True, "center")
        lead = self.leaders[i]
        x = place.footer_x
        if lead is not None:
            pill = self.lead_pill(i)
            paint.rect(surface, theme.PAPER, pill, border_radius=8)
            paint.rect(surface, theme.PAPER_EDGE, pill, width=1, border_radius=8)
            surface.blit(self.art.carp(lead["colour"], LEAD_CARP), (pill.x + 4, fy - LEAD_CARP[1] // 2))
            # the colour's letter too: a carp this small shows its pattern and letter too faintly
            # (on the carp's tail, so the pill grows by little)
            badge = pygame.Rect(pill.x + LEAD_CARP[0] - 4, fy - LETTER_BADGE // 2, LETTER_BADGE, LETTER_BADGE)
            paint.rect(surface, theme.INK, badge, border_radius=4)
            # (at least the readable least of the window's own pixels: 12 drew 9-10 px at 1024x600)
            draw.text(surface, self.assets, carp_letter(lead["colour"]), badge.center, max(LETTER_SIZE, draw.readable_size()),
                      theme.INK_ON_DARK, True, "center")
            draw.text(surface, self.assets, str(lead["value"]), (badge.right + 4, fy), theme.SMALL_SIZE,
                      theme.INK, True, "midleft")
            x = pill.right + 6
        if self.worth is not None:
            points = self.worth["poles"][i]
            draw.player_shape(surface, self.worth_seat, (x + 6, fy), 12)
            colour = theme.INK_ON_DARK if points else theme.INK_ON_DARK_SOFT
            r = draw.text_fit(surface, self.assets, f"+{points}" if points else "0", (x + 14, fy),
                              place.column.right - 4 - (x + 14), theme.SMALL_SIZE, colour, True, "midleft", smallest=11)
            alpha = flashes.get(("worth", i))
            if alpha:
                draw.fading_frame(surface, pygame.Rect(x - 2, fy - 12, r.right - x + 6, 24), alpha, theme.LEGAL, 2, 6)

    def lead_pill(self, i: int) -> pygame.Rect:
        """The light pill under pole `i` that carries the colour leading it now and its value."""
        place, lead = self.pole_columns[i], self.leaders[i]
        text = str(lead["value"]) if lead else ""
        width = self.assets.font(theme.SMALL_SIZE, True, text=text).size(text)[0]
        return pygame.Rect(place.footer_x, place.footer_y - 11, LEAD_CARP[0] + LETTER_BADGE + width + 6, 22)

    def worth_title(self) -> str:
        """' · 7 points now (+2)' after your pole's title: your total if the game ended now."""
        if self.worth is None or self.hand_owner != self.worth_seat:
            return ""
        change = self.last_change()
        n = self.worth["total"]
        total = numbers.score(n)
        if change:   # "1 point", never "1 points"
            return ngettext("{points} point now ({change})", "{points} points now ({change})", abs(n)).format(
                points=total, change=signed(change["total"]))
        return ngettext("{points} point now", "{points} points now", abs(n)).format(points=total)

    def worth_lines(self, pole: int) -> list[str]:
        """What `pole` is worth to you now, for its tooltip (nothing for nobody at the screen)."""
        if self.worth is None:
            return []
        entry = self.worth["entries"][pole]
        words = dict(value=entry["value"], carp=entry["carp"][self.worth_seat], colour=entry["colour_name"],
                     points=entry["points"][self.worth_seat])
        if self.watched:   # a replay names the seat, never "you"
            name = self.state.names[self.worth_seat]
            lines = [_("Worth to {name} now: value {value} \u00d7 {name}'s {carp} {colour} carp = {points}.").format(
                name=name, **words)]
        else:
            lines = [_("Worth to you now: value {value} \u00d7 your {carp} {colour} carp = {points}.").format(**words)]
        change = self.last_change()
        if change and pole in change["poles"]:
            lines.append(_("Last change: {change} for {name}.").format(change=signed(change["poles"][pole]),
                                                                          name=self.state.names[self.worth_seat])
                         if self.watched else
                         _("Last change: {change} for you.").format(change=signed(change["poles"][pole])))
        return lines

    def worth_tip_lines(self) -> list[str]:
        """Your total now, pole by pole and the penalty, for the tooltip of your pole's title."""
        w = self.worth
        poles = [_("pole {pole} {points}").format(pole=i + 1, points=p) for i, p in enumerate(w["poles"])]
        lines = [_("If the game ended now: {poles}; carp of colours that score nowhere: {carp} \u00d7 \u2212{per} = {penalty}; "
                   "total {total}.").format(poles=listed(poles), carp=w["unscored"], per=PENALTY, penalty=numbers.score(w["penalty"]),
                                            total=numbers.score(w["total"])),
                 _("Only you see this: the others' personal poles are face down.") if not self.watched else
                 _("At the table only {name} saw this: the others' personal poles were face down.").format(
                     name=self.state.names[self.worth_seat])]
        change = self.last_change()
        if change:
            parts = [_("pole {pole} {points}").format(pole=i + 1, points=signed(d)) for i, d in change["poles"].items()]
            if change["penalty"]:
                parts.append(_("penalty {points}").format(points=signed(change["penalty"])))
            lines.append(_("Last change: {parts} ({total} in all).").format(parts=listed(parts), total=signed(change["total"])))
        return lines
