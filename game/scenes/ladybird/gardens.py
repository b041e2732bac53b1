"""Drawing every seat's garden panel: the header (name and, for a computer, its level; sticky
leaf, memories, aphids, hand size, garden tiles), the colour columns with their bonus cards on
top as icons one can read and their sign and points below (scores.py), the card revealed this
round (face down while it is secret, flipping over when all are revealed, then faded and tagged
"played" once placed, until the next reveal), the running score and the food summary; at the
end of the game the seat's hand, face up, where the revealed card was."""
from __future__ import annotations

from ...i18n import _, pgettext
import pygame

from ...rules.ladybird import UseTile, data as D
from ...ui import draw, textrecord, theme
from ...ui.anim import Flash
from ...ui.linebreak import NO_END, NO_START, has_cjk, segments
from ..common.computers import level_name
from .art import type_frame
from ...ui import paint

PLAYED_TAG_INSET = 3   # the "played" tag's sides and foot from the card's edge: on its coloured frame


class Gardens:
    """Seat panel drawing of LadybirdScene (draw only: never changes state)."""

    def lesson_place(self, name: str) -> list[pygame.Rect]:
        """A lesson's "own column <colour>": that column of the learner's garden as drawn (its
        bonus icons, cards and foot); else a layout zone (TableScene.lesson_place)."""
        if name.startswith("own column ") and self.viewer is not None and self.viewer < len(self.seats):
            colour = name[len("own column "):]
            seat = self.seats[self.viewer]
            for k, (c, _area) in enumerate(seat.columns):
                if D.COLOURS[c] == colour:
                    parts = [r for _card, r in seat.card_rects[k]] if k < len(seat.card_rects) else []
                    parts += [seat.bonus[k]] if k < len(seat.bonus) else []
                    parts += [seat.feet[k]] if k < len(seat.feet) else []
                    return [pygame.Rect(parts[0]).unionall(parts[1:])] if parts else []
            return []
        return super().lesson_place(name)

    def lesson_keep_clear(self) -> list[pygame.Rect]:
        """Where a lesson's panel must not stand (common/tutorial.py): every other seat's whole
        garden panel (the lesson's panel stood over Kai's columns, hiding what it spoke of: a
        play-test), and what is drawn in the viewer's own, from its header to the lowest
        column's foot, its revealed card, score and food (not the empty room under them)."""
        out = []
        for q, seat in enumerate(self.seats):
            if q != self.viewer:
                out.append(seat.rect)
                continue
            drawn = [seat.revealed, seat.score, *seat.bonus, *seat.feet, *seat.food_rects.values(),
                     *(rect for column in seat.card_rects for _card, rect in column)]
            out.append(seat.header.unionall(drawn))
        if any(isinstance(action, UseTile) for action in getattr(self, "legal", ())):
            # a garden tile may be used now: the lesson's last panel stood over them while the
            # bar said the turn goes on with one (a play-test)
            out.append(self.layout.zone("tiles"))
        return out

    def _draw_seat(self, surface, q: int, flip) -> None:
        a = self.assets
        seat = self.seats[q]
        rect = seat.rect
        seat_view = self.view["seats"][q]
        current = q == self.seat_on_turn()
        draw.panel(surface, rect, theme.PAPER, radius=10)
        if current:
            paint.rect(surface, theme.PLAYER_COLOURS[q % 5], rect, 4, border_radius=10)
        self._draw_seat_header(surface, q, seat, seat_view)
        self._draw_columns(surface, q, seat)
        if not seat.columns:
            draw.text(surface, a, _("No columns yet"), (rect.x + 12, seat.header.bottom + 10), theme.SMALL_SIZE,
                      theme.INK_SOFT)
        if self.column_points is None:
            self._draw_revealed(surface, q, seat, seat_view["revealed"], flip)
        else:
            self._draw_hand_at_end(surface, q, seat, seat_view["hand"] or [])
        self._draw_total(surface, q, seat)
        # food summary by ladybird type
        fr = seat.food_rects
        draw.text(surface, a, _("Food"), seat.food_label, theme.SMALL_SIZE, theme.INK_SOFT)
        for t, value in self.food_totals[q].items():
            rr = fr[t]
            if rr.bottom > rect.bottom - 2:
                continue
            surface.blit(self.art.sprite(type_frame(t), (20, 20)), rr)
            draw.text_fit(surface, a, f"+{value}", (rr.right + 2, rr.centery), seat.food_text_w, theme.SMALL_SIZE,
                          theme.INK, True, "midleft", smallest=11)   # "+12" never reaches the next type's icon

    def _draw_seat_header(self, surface, q: int, seat, seat_view: dict) -> None:
        st = self.state
        a = self.assets
        rect = seat.rect
        paint.rect(surface, theme.PAPER_SHADE, seat.header, border_top_left_radius=9, border_top_right_radius=9)
        cy = seat.name_box.centery
        draw.player_shape(surface, q, (rect.x + 18, cy), 20)
        if q == st.leaf and st.num_players > 1:  # the sticky leaf beside the seat's shape
            surface.blit(self.art.sprite("sticky_leaf", (20, 20)), (rect.x + 30, cy - 10))
        self._draw_seat_name(surface, q, seat.name_box)
        icon, size = (20, theme.SMALL_SIZE) if seat.two_rows else (18, 14)
        icons = {"memories": self.art.sprite("memory", (icon, icon)), "aphids": self.art.sprite("aphid", (icon, icon)),
                 "hand": self.assets.sprite("ui", "icon_hand", (icon, icon))}
        counts = {"memories": seat_view["memories"], "aphids": seat_view["aphids"], "hand": seat_view["hand_count"]}
        for name, r in seat.counters.items():   # two digits end a few pixels before the next icon
            surface.blit(icons[name], (r.x, r.centery - icon // 2))
            draw.text_fit(surface, a, str(counts[name]), (r.x + icon + 2, r.centery), r.w - icon - 4, size,
                          theme.INK, True, "midleft", smallest=11)
        tiles = seat_view["tiles"]  # the tiles seat q has by now (one more each day)
        for k, r in enumerate(seat.tile_rects):
            if k < len(tiles):
                surface.blit(self.art.garden_tile(k + 1, tiles[k]["used"], q, r.w), r)
            else:
                paint.rect(surface, theme.PAPER_EDGE, r, 1, border_radius=4)

    def _draw_seat_name(self, surface, q: int, box: pygame.Rect) -> None:
        """The seat's name and, for a computer, its level on a line of its own: who is a
        computer is always said, never only hinted by the top bar.

        The name is never drawn in type a player cannot read at the window's size (a play-test
        read a 16-character name at about 7 px at 1024x600, where the 1280x720 plan is drawn at
        0.8: `readable_size`), nor broken where the name has no break of its own (with an added
        hyphen): one line in smaller type, else two lines (at a space, its own hyphen, or a
        Japanese phrase), else cut with an ellipsis, the header's tooltip giving it whole.  The
        choice is measured on the 1280x720 plan, so a larger window shows the same lines (at
        1920x1080 the name broke with a hyphen where at 1280x720 it shrank)."""
        a = self.assets
        name = self.player_name(q)
        kind = self.computer_level(q)
        least = readable_size()
        if kind is None:
            size, lines = name_lines(a, name, box.w, box.h, theme.SMALL_SIZE, least)
            _draw_lines(surface, a, lines, box, size, theme.INK, least)
            return
        level = level_name(kind)
        tag = _("Computer, {level}").format(level=level)
        big, small = (14, 12) if box.h >= 38 else (13, 11)   # two lines whose drawn boxes never meet
        small = max(small, least)
        size = next((s for s in range(max(big, least), least - 1, -1) if plan_width(a, name, s, True) <= box.w), None)
        if size is not None and size + small + 6 <= box.h:
            size = _drawn_size(a, name, size, least, box.w)
            top = draw.text(surface, a, name, (box.x, box.y), size, theme.INK, True, "topleft")
            draw.text_fit(surface, a, tag, (box.x, max(top.bottom, box.bottom - small - 7)), box.w, small,
                          theme.INK_SOFT, False, "topleft", smallest=small)
            return
        # a long name in the four-seat row: the name on up to two lines, the level a badge beside it
        words = (pgettext("computer badge", "CPU"), level)   # on two lines: the narrowest badge
        word_size = max(11, least)
        bw = max(a.width(word, word_size, True) for word in words) + 8
        bh = max(28, 2 * (word_size + 2) + 2)
        badge = pygame.Rect(box.right - bw, box.centery - bh // 2, bw, bh)
        paint.rect(surface, theme.INK_SOFT, badge, border_radius=6)
        for i, word in enumerate(words):
            draw.text(surface, a, word, (badge.centerx, badge.y + bh // 4 + (bh // 2) * i), word_size,
                      theme.INK_ON_DARK, True, "center")
        rest = pygame.Rect(box.x, box.y, box.w - bw - 4, box.h)
        size, lines = name_lines(a, name, rest.w, rest.h, max(big, least), least)
        _draw_lines(surface, a, lines, rest, size, theme.INK, least)

    def _draw_columns(self, surface, q: int, seat) -> None:
        """The columns with their bonus cards on top (at a size one can read) and their sign
        and points below, the legal targets glowing, a flash over a column just invaded or
        given a flower bed."""
        a = self.assets
        tableau = self.tableaux[q]
        size = seat.bonus_icon
        for k, (c, area) in enumerate(seat.columns):
            tab = tableau[k]
            bonus = seat.bonus[k]
            icons = []
            if tab["orchard"] and ("o", tab["orchard"][0]) not in self._moving:
                icons.append((self.art.sprite(f"orchard_icon_{tab['colour']}", (size, size)), len(tab["orchard"])))
            if tab["lifecycle"] is not None:
                icons.append((self.art.sprite(f"life_cycle_icon_{tab['colour']}", (size, size)), 1))
            if tab["flowerbed"] is not None:
                icons.append((self.art.sprite("flower_bed_icon", (size, size)), 1))
            gap = max(0, min(4, (bonus.w - size * len(icons)) // max(1, len(icons) - 1))) if icons else 0
            bx = bonus.x
            for image, count in icons:
                surface.blit(image, (bx, bonus.y))
                if count > 1:  # more than one orchard card: their number on the icon's corner
                    badge = pygame.Rect(bx + size - 13, bonus.y + size - 13, 14, 14)
                    paint.ellipse(surface, theme.INK, badge)
                    draw.text(surface, a, str(count), badge.center, 11, theme.INK_ON_DARK, True, "center")
                bx += size + gap
            for card, r in seat.card_rects[k]:
                if ("c", card) in self._moving:
                    continue
                surface.blit(self.art.card(card, r.size), r)
            self._draw_column_foot(surface, q, seat, k)
            if (q, c) in self.column_ok:
                top = seat.card_rects[k][-1][1] if seat.card_rects[k] else area
                draw.glow(surface, top, radius=6)
        for f in self.anims.of(Flash):
            if f.payload[0] == "column" and f.payload[2] in D.COLOURS:
                who = f.payload[1] if f.payload[1] is not None else self.view["current"]
                if who == q:
                    for c, area in seat.columns:
                        if D.COLOURS[c] == f.payload[2]:
                            draw.tint(surface, area, (*theme.SELECTED, f.alpha // 3))

    def _draw_hand_at_end(self, surface, q: int, seat, hand: list[int]) -> None:
        """The game is over: the seat's hand face up where its revealed card was, each card's
        top band (colour, type and stage) above the next and the last one whole, every card
        inside the panel (layout.end_hand_rects: never clipped to one card's height)."""
        a = self.assets
        r = seat.hand_end
        draw.text(surface, a, _("Hand"), (r.x, r.y - 20), theme.SMALL_SIZE, theme.INK_SOFT)
        if not hand:
            box = pygame.Rect(r.x, r.y, r.w, min(r.h, 80))
            paint.rect(surface, theme.PAPER_EDGE, box, 2, border_radius=6)
            draw.text(surface, a, _("none"), box.center, theme.SMALL_SIZE, theme.INK_SOFT, anchor="center")
            return
        for card, rect in zip(hand, seat.hand_cards):
            surface.blit(self.art.card(card, rect.size), rect)

    def _draw_revealed(self, surface, q: int, seat, shown, flip) -> None:
        """The card revealed this round: face down while secret, face up once revealed."""
        a = self.assets
        r = seat.revealed
        if not r.h:
            return
        draw.text(surface, a, _("Revealed"), seat.revealed_label, theme.SMALL_SIZE, theme.INK_SOFT)
        if flip is not None and q in flip.payload[1]:
            p = flip.elapsed / flip.duration
            half = abs(1 - 2 * p)
            w = max(2, round(r.w * half))
            image = self.art.back(r.size) if p < 0.5 else self.art.card(flip.payload[1][q], r.size)
            image = paint.scale(image, (w, r.h))
            surface.blit(image, image.get_rect(center=r.center))
        elif shown == "hidden":
            surface.blit(self.art.back(r.size), r)
        elif isinstance(shown, int) and shown >= 0:
            if ("c", shown) not in self._moving:
                surface.blit(self.art.card(shown, r.size), r)
        elif self.round_reveal.get(q, -1) >= 0:
            # revealed this round and already played: it stays in sight, faded, until the next reveal
            card = self.round_reveal[q]
            surface.blit(self.art.faded_card(card, r.size), r)
            # the tag within the card's coloured frame (3 px in from its edge: a tag as wide as
            # the card stood out past the faded card's sides, a play-test), its word 2 px clear
            # of the tag's ends: on one line in smaller type (配置済, the rulebook's word, on a 58 px
            # card), else on two, never below the readable least in real pixels (at 1024x600
            # プレイ済 broke in two lines 9 px high)
            word = _("played")
            tag_w = r.w - 2 * PLAYED_TAG_INSET
            room = tag_w - 4
            least = max(12, draw.readable_size())
            size, _fitted = draw.fit_size(a, word, room, max(theme.SMALL_SIZE, least), False, smallest=least)
            lines = [word] if draw.plan_width(a, word, size, False) <= room else a.wrap(word, room, least)[:2]
            tag = pygame.Rect(r.x + PLAYED_TAG_INSET, r.bottom - PLAYED_TAG_INSET - 4 - 15 * len(lines), tag_w,
                              4 + 15 * len(lines))
            paint.rect(surface, theme.PAPER_SHADE, tag, border_radius=4)
            for i, line in enumerate(lines):
                draw.text_fit(surface, a, line, (tag.centerx, tag.y + 2 + 15 * i + 7), room, size, theme.INK_SOFT,
                              anchor="center", smallest=least)
        else:
            paint.rect(surface, theme.PAPER_EDGE, r, 2, border_radius=6)
            if shown == -1 or self.round_reveal.get(q) == -1:
                draw.text(surface, a, _("none"), r.center, theme.SMALL_SIZE, theme.INK_SOFT, anchor="center")


# (the readable least at the window's scale and widths on the 1280x720 plan: game/ui/draw.py)
readable_size = draw.readable_size
plan_width = draw.plan_width


def _fits(assets, text: str, size: int, width: int) -> bool:
    """`text` (bold) fits `width` on the plan and at the window's scale."""
    return plan_width(assets, text, size, True) <= width and assets.width(text, size, True) <= width


def _drawn_size(assets, line: str, size: int, least: int, width: int) -> int:
    """The size a line chosen on the plan is drawn in at the window's scale: a point smaller
    where a font opened at another pixel size draws it wider than `width` (its lines stay
    the same at every window size), never below `least`."""
    while size > least and assets.width(line, size, True) > width + textrecord.SLACK:
        size -= 1
    return size


def _two_lines(assets, name: str, width: int, size: int, phrases_only: bool = False) -> list[str] | None:
    """`name` on two lines of `width` at `size` (bold), broken where the name breaks by itself:
    at a space, after its own hyphen, or (Japanese) between phrases, never against the rules
    of line breaking nor one character alone; None when no such break fits."""
    if " " in name.strip():
        cuts = [k + 1 for k, ch in enumerate(name) if ch == " " and 0 < k < len(name) - 1]
    elif has_cjk(name):
        ends, end = set(), 0
        for piece in segments(name):
            end += len(piece)
            ends.add(end)
        cuts = sorted((k for k in range(2, len(name) - 1)
                       if name[k] not in NO_START and name[k - 1] not in NO_END and (k in ends or not phrases_only)),
                      key=lambda k: (k not in ends, abs(len(name) - 2 * k)))
    else:
        cuts = [k + 1 for k, ch in enumerate(name) if ch == "-" and 0 < k < len(name) - 1]
    best = None
    for cut in cuts:
        first, second = name[:cut].rstrip(), name[cut:].lstrip()
        w1, w2 = plan_width(assets, first, size, True), plan_width(assets, second, size, True)
        if w1 <= width and w2 <= width:
            if has_cjk(name) and " " not in name.strip():
                return [first, second]   # (the cuts are in order of preference)
            if best is None or abs(w1 - w2) < best[0]:
                best = (abs(w1 - w2), [first, second])
    return best[1] if best else None


def name_lines(assets, name: str, width: int, height: int, big: int, least: int) -> tuple[int, list[str]]:
    """(size, lines) of a seat's name in a box of `width` x `height`: one line from `big` down
    to `least`, else two (`_two_lines`) as large as fit, else one line at `least` cut with an
    ellipsis (the header's tooltip names the seat whole).  Two lines are 12 px (or the readable
    least, where that is more): both keep clear of the header's edges."""
    one = [size for size in range(big, least - 1, -1) if plan_width(assets, name, size, True) <= width]
    if one and (" " not in name.strip() or one[0] >= 14):   # a name of words: two lines before tiny type
        return one[0], [name]
    for phrases_only in ((True, False) if has_cjk(name) else (False,)):   # a Japanese name broken
        for size in range(max(least, min(big, 12)), least - 1, -1):      # between phrases first
            if 2 * (size + 2) <= height + 2:
                lines = _two_lines(assets, name, width, size, phrases_only)
                if lines is not None:
                    return size, lines
    if one:
        return one[0], [name]
    cut = name   # cut as measured on the plan too (the same letters at every window size)
    while cut and not _fits(assets, cut + "\u2026", least, width):
        cut = cut[:-1]
    cut = cut.rstrip() + "\u2026"
    if textrecord.current is not None:
        textrecord.current.note_cut(cut, name, width, plan_width(assets, name, least, True))
    return least, [cut]


def _draw_lines(surface, assets, lines: list[str], box: pygame.Rect, size: int, colour, least: int) -> None:
    """`lines` at the box's left, centred on its middle, `size` + 2 apart."""
    step = size + 2
    y = box.centery - step * (len(lines) - 1) // 2
    with draw.box(surface, box, "name box"):
        for line in lines:
            draw.text(surface, assets, line, (box.x, y), _drawn_size(assets, line, size, least, box.w), colour,
                      True, "midleft")
            y += step
