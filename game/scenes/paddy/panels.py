"""Paddy's side panels: players and their public reserves, the score track, your hand with its
hints, and the info strip under the board (the harvest summary: harvest_panel.py)."""
from __future__ import annotations

from ... import i18n
from ...i18n import _, ngettext, pgettext
from ..common.computers import level_name
from ..common.words import listed
import pygame

from ...rules.paddy import cell_name
from ...rules.paddy.data import CYCLES, WATERFALL_MIN_LEVEL, event_name, event_text
from ...rules.paddy.geometry import half_of
from ...ui import draw, theme
from ...ui.linebreak import has_cjk
from ...ui.draw import fit_text
from ...ui.anim import Tween
from .board import PANEL_DARK
from ...ui import paint

CARD = (80, 110)
SMALL_BACK = (22, 30)
CYCLE_LABEL_MORE = 12   # px the score track leaves the word "Cycle" beyond its first 52 (サイクル at 14)
MARK_STEP = 18     # the score track: the least distance between two seats' marks, so each shape shows whole
# a players-panel row, from its left: the shape, the name (whole: two lines, a computer's level as
# a badge when it must), the score, three reserve animals, the waterfalls left and the hand's backs
NAME_X, NAME_W, SCORE_W = 32, 140, 44


def hand_x(wf_reserve) -> int:
    """Where a row's hand (its face-down backs) starts: after the widest waterfall reserve."""
    return NAME_X + NAME_W + SCORE_W + 66 + 25 * max(list(wf_reserve) + [2]) + 4


class PaddyPanelsMixin:
    """The panels around the board of `PaddyScene` (drawing only)."""

    # the "if the harvest were now" columns at the right of each player row: (key, icon, x from the right)
    NOW_COLUMNS = (("Profile", "icon_profile", 176), ("Irrigation", "icon_irrigation", 142),
                   ("Highest terrace", "peak_flag", 108))
    NOW_DELTA_X = 58     # the last move's change, right-aligned left of the total
    NOW_TOTAL_X = 8      # the projected total, right-aligned this far from the row's right
    NOW_CHANGE_FROM = 92  # the change's leftmost x (from the row's right): clear of the highest terrace's figure

    def now_rect(self, q: int) -> pygame.Rect:
        """Where seat q's 'if the harvest were now' figures are (a tooltip tells which terraces)."""
        row = self.player_rows[q]
        return pygame.Rect(row.right - 196, row.y + 2, 194, row.h - 4)

    def _draw_players(self, surface) -> None:
        st = self.state
        a = self.assets
        pz = self.layout.zone("players")
        paint.rect(surface, PANEL_DARK, pz, border_radius=8)
        current = self.seat_on_turn()
        right = pz.right - 6
        # header of the projection columns
        head_y = pz.y + 14
        final = self.final_harvest() is not None   # the columns show the final harvest (panel_harvest)
        draw.text(surface, a, _("Final harvest:") if final else _("If the harvest were now:"), (right - 198, head_y),
                  theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, True, "midright")
        for _key, icon, dx in self.NOW_COLUMNS:
            img = a.sprite("paddy", icon, (18, 18) if icon != "peak_flag" else (15, 20))
            surface.blit(img, img.get_rect(center=(right - dx + 2, head_y)))
        draw.text(surface, a, _("total"), (right - self.NOW_TOTAL_X - 6, head_y), theme.SMALL_SIZE,
                  theme.INK_ON_DARK_SOFT, True, "midright")
        for q, row in enumerate(self.player_rows):
            if q == current:
                paint.rect(surface, (58, 52, 44), row, border_radius=6)
                paint.rect(surface, theme.LEGAL, row, 2, border_radius=6)
            draw.player_shape(surface, q, (row.x + 16, row.centery), 20)
            score_right = row.x + NAME_X + NAME_W + SCORE_W
            score = draw.text(surface, a, str(st.scores[q]), (score_right, row.centery), theme.SCORE_SIZE,
                              theme.INK_ON_DARK, True, "midright")
            # the name (and a computer's badge) ends 6 px before the score: a three-digit score is
            # wider than its column and ran into the "CPU Easy" badge (a play-test)
            name_w = min(NAME_W, score.left - 6 - (row.x + NAME_X))
            self._draw_seat_name(surface, q, pygame.Rect(row.x + NAME_X, row.y, name_w, row.h))
            # animals in reserve
            reserve = st.animals[q].count(-1)
            for i in range(3):
                cx = score_right + 14 + i * 19
                if i < reserve:
                    img = a.sprite("paddy", f"animal_p{q % 4 + 1}", (20, 20))
                    surface.blit(img, img.get_rect(center=(cx, row.centery)))
                else:
                    paint.circle(surface, (70, 64, 56), (cx, row.centery), 7, 1)
            # waterfalls left
            wf = a.sprite("paddy", "waterfall_s", (24, 10))
            for i in range(st.wf_reserve[q]):
                surface.blit(wf, (score_right + 66 + i * 25, row.centery - 5))
            # hidden hand: face-down backs with counts (public), never the faces
            x = row.x + hand_x(st.wf_reserve)
            sizes = self.view["hand_sizes"][q]
            img = a.sprite("paddy", "card_back_paddy", SMALL_BACK)
            surface.blit(img, (x, row.centery - SMALL_BACK[1] // 2))
            r = draw.text(surface, a, f"{sizes['paddy']}+{sizes['day_night']}",
                          (x + SMALL_BACK[0] + 4, row.centery), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT,
                          anchor="midleft")
            x = r.right + 4
            img = a.sprite("paddy", "card_back_event", SMALL_BACK)
            back = surface.blit(img, (x, row.centery - SMALL_BACK[1] // 2))
            draw.text(surface, a, str(sizes["events"]), (x + SMALL_BACK[0] + 4, row.centery), theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, anchor="midleft")
            if st.event_used[q]:   # its event of this cycle is played: a check on the back's corner,
                self._draw_used_check(surface, back.bottomright)   # clear of the cards it just played
            self._draw_played_cards(surface, q)   # what it just played (marks.py)
            # if the harvest were now (the rules' harvest scoring of the board as it is)
            box = self.now_rect(q)
            paint.rect(surface, (44, 40, 36), box, border_radius=6)
            figures = self.panel_harvest()["players"][q]
            for key, _icon, dx in self.NOW_COLUMNS:
                v = figures[key]
                draw.text(surface, a, str(v) if v else "–", (row.right - dx + 2, row.centery), theme.BODY_SIZE,
                          theme.INK_ON_DARK if v else theme.INK_ON_DARK_SOFT, v > 0, "center")
            self._draw_now_total(surface, row, figures["total"], self.now_delta[q] if self.now_delta else 0)
            if q == current:
                paint.rect(surface, theme.LEGAL, row, 2, border_radius=6)

    def _draw_used_check(self, surface, corner: tuple[int, int]) -> None:
        """A small round badge with a check mark, inside the card back whose corner is `corner`
        (wholly: standing out of the back's corner it touched the event count right of the back,
        which read as covered, and ran over the current seat's frame at 1024x600; a play-test)."""
        cx, cy = corner[0] - 9, corner[1] - 9
        paint.circle(surface, (20, 18, 16), (cx, cy), 8)
        paint.circle(surface, theme.INK_ON_DARK, (cx, cy), 7)
        paint.lines(surface, (20, 18, 16), False, [(cx - 4, cy), (cx - 1, cy + 3), (cx + 4, cy - 3)], 2)

    def _draw_now_total(self, surface, row: pygame.Rect, total: int, change: int) -> None:
        """The forecast total and, left of it, what the last move changed (+N in the light ink,
        -N in red), between the total and the highest terrace's figure: a wide total ("+16")
        pushes the change left, and one too wide for both is drawn a size (or two) smaller."""
        a = self.assets
        text = f"+{total}"
        at = (row.right - self.NOW_TOTAL_X - 4, row.centery)
        room_left = row.right - self.NOW_CHANGE_FROM   # right of the highest terrace's figure
        size = theme.SCORE_SIZE
        if change:
            label = f"+{change}" if change > 0 else f"\u2212{-change}"
            need = a.font(11, True, text=label).size(label)[0]
            for size in (theme.SCORE_SIZE, theme.BODY_SIZE, theme.SMALL_SIZE):   # "+120" and "\u221212" both whole
                if at[0] - a.font(size, True, text=text).size(text)[0] - 4 - room_left >= need + 2:
                    break
        rect = draw.text(surface, a, text, at, size, theme.INK_ON_DARK, True, "midright")
        if change:
            right = min(row.right - self.NOW_DELTA_X, rect.left - 4)
            draw.text_fit(surface, a, label, (right, row.centery), right - room_left, theme.SMALL_SIZE,
                          theme.LEGAL if change > 0 else theme.ILLEGAL, True, "midright", smallest=11)

    def _draw_seat_name(self, surface, q: int, box: pygame.Rect) -> None:
        """A seat's whole name (16 characters): one line, else two; a computer's level under a
        one-line name, else as a badge beside the two lines (who is a computer, always)."""
        a = self.assets
        name = self.state.names[q]
        kind = self.computer_level(q)
        if kind is None:
            self._name_lines(surface, name, box, 13)
            return
        level = level_name(kind)
        size, fitted = draw.fit_size(a, name, box.w, theme.BODY_SIZE, True, smallest=13)
        if fitted == name:
            draw.text(surface, a, name, (box.x, box.y + box.h * 8 // 25), size, theme.INK_ON_DARK, True, "midleft")
            # (the narrow form: "コンピューター（普通）" was cut to "コンピューター（普…" here)
            tag = pgettext("narrow", "Computer, {level}").format(level=level)
            least = draw.readable_size()   # (at 1024x600 it was drawn 9-10 px high: counted on the plan)
            size, tag = draw.fit_size(a, tag, box.w, max(12, least), False, smallest=least)
            # clear of the current seat's 2-px frame along the row's bottom (it cut the tag's descenders)
            draw.text(surface, a, tag, (box.x, box.bottom - 9), size, theme.INK_ON_DARK_SOFT, False, "midleft")
            return
        words = (pgettext("computer badge", "CPU"), level)
        bw = max(a.width(w, 11, True) for w in words) + 8
        badge = pygame.Rect(box.right - bw, box.centery - 14, bw, 28)
        paint.rect(surface, (78, 70, 60), badge, border_radius=6)
        for i, word in enumerate(words):
            draw.text(surface, a, word, (badge.centerx, badge.y + 7 + 13 * i), 11, theme.INK_ON_DARK, True, "center")
        self._name_lines(surface, name, pygame.Rect(box.x, box.y, box.w - bw - 4, box.h), 13)

    def _name_lines(self, surface, name: str, box: pygame.Rect, smallest: int) -> None:
        """`name` whole in `box`: one line (down to `smallest`), else two lines in the largest type
        that holds them (split at a space or after the name's own hyphen; a single Latin word between
        letters, hyphenated)."""
        a = self.assets
        least = draw.readable_size()   # (in the window's pixels: 14 at 1024x600, where 11 drew 9 px)
        size, fitted = draw.fit_size(a, name, box.w, theme.BODY_SIZE, True, smallest=max(smallest, least))
        if fitted == name:
            draw.text(surface, a, name, (box.x, box.centery), size, theme.INK_ON_DARK, True, "midleft")
            return
        for size in [size for size in (15, 14, 13, 12, 11) if size >= least]:
            lines = _two_lines(a, name, box.w, size)
            if lines is not None and 2 * (size + 3) <= box.h:   # clear of the current seat's frame
                break
        else:   # (cut: the row's tooltip gives the name whole)
            size, lines = least, [draw.fit_text(a, name, box.w, least, True)]
        step = size + 2
        with draw.box(surface, box, "name box"):
            for i, line in enumerate(lines):
                draw.text(surface, a, line, (box.x, box.centery + (i * 2 - len(lines) + 1) * step // 2), size,
                          theme.INK_ON_DARK, True, "midleft")

    def _draw_track(self, surface) -> None:
        st = self.state
        a = self.assets
        tz = self.layout.zone("track")
        paint.rect(surface, PANEL_DARK, tz, border_radius=8)
        tr = self.track_rect
        draw.text(surface, a, _("Score"), (tz.x + 12, tz.centery), theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, True,
                  "midleft")
        paint.rect(surface, (86, 74, 60), tr, border_radius=6)
        span = self.track_max
        for v in range(0, span + 1, 10):
            x = tr.x + round(tr.w * v / span)
            paint.line(surface, theme.PAPER_EDGE, (x, tr.y + 2), (x, tr.bottom - 2), 1)
            if v % 20 == 0 and v and tr.x + 40 < x:
                draw.text(surface, a, str(v), (x, tr.y - 2), 16, theme.INK_ON_DARK_SOFT, anchor="midbottom")
        values = [float(s) for s in st.scores]
        for tween in self.anims.of(Tween):
            if tween.payload[0] == "score":
                q = tween.payload[1]
                values[q] = tween.start[0] + (tween.end[0] - tween.start[0]) * tween.progress
        # each seat's own mark (its colour and its shape: a cube's top was too small to show it),
        # lowest score first; one that would hide part of the mark before it steps aside to the right
        last = None
        for v, q in sorted((v, q) for q, v in enumerate(values)):
            x = tr.x + round(tr.w * min(v, span) / span)
            x = x if last is None else max(x, last + MARK_STEP)
            last = x
            img = a.sprite("ui", f"marker_p{q % 5 + 1}", (20, 20))
            surface.blit(img, img.get_rect(center=(x, tr.centery)))
        # the cycle tokens
        # the label has the room the track leaves it (CYCLE_LABEL_MORE: サイクル was drawn at 11,
        # 9 real pixels at 1024x600, a play-test), and is never smaller than readable
        x0 = tz.right - 176 - CYCLE_LABEL_MORE
        draw.text_fit(surface, a, _("Cycle"), (x0, tz.centery), 66 - 14 + CYCLE_LABEL_MORE, theme.SMALL_SIZE,
                      theme.INK_ON_DARK_SOFT, True, "midleft", smallest=draw.readable_size())
        for i in range(CYCLES):
            centre = (x0 + CYCLE_LABEL_MORE + 66 + i * 30, tz.centery)
            if i + 1 == st.cycle:
                img = a.sprite("paddy", "cycle_token", (28, 28))
                surface.blit(img, img.get_rect(center=centre))
            else:
                paint.circle(surface, (86, 74, 60), centre, 11)
                draw.text(surface, a, str(i + 1), centre, theme.SMALL_SIZE,
                          theme.INK_ON_DARK if i + 1 < st.cycle else theme.INK_ON_DARK_SOFT, True, "center")

    def _card_image(self, kind: str, value, size: tuple[int, int] = CARD):
        if kind == "paddy":
            return self.assets.sprite("paddy", f"card_paddy_{value}", size)
        if kind == "half":
            return self.assets.sprite("paddy", f"card_{value}", size)
        return self.assets.sprite("paddy", f"card_event_{value.lower()}", size)

    def _draw_hand(self, surface, pointer) -> None:
        st = self.state
        a = self.assets
        hz = self.layout.zone("hand")
        draw.panel(surface, hz)
        if self.revealed is not None:
            self._draw_revealed(surface, hz)
            return
        if self.viewer is None:
            seat = st.current_player()
            text = self.hidden_hand_words() if seat is not None else _("The game is over.")
            # wrapped: a replay's or a spectator's words are longer than a line
            draw.text_block(surface, a, text, pygame.Rect(hz.x + 14, hz.y + 12, hz.w - 28, hz.h - 24),
                            theme.BODY_SIZE, theme.INK_SOFT, smallest=14)
            return
        labels = [draw.text(surface, a, label, (x, hz.y + 8), theme.SMALL_SIZE, theme.INK_SOFT, True)
                  for label, x in self.group_labels]
        for rect in self.empty_slots:
            paint.rect(surface, theme.PAPER_EDGE, rect, 2, border_radius=8)
            draw.text(surface, a, _("none"), rect.center, theme.SMALL_SIZE, theme.INK_SOFT, anchor="center")
        hovered = None
        picked = {self.picked_index("paddy"), self.picked_index("half")}   # of two copies, the one clicked
        events_raised: set[str] = set()   # of two copies of an event, one is shown picked (not three "kept")
        for index, (kind, value, rect) in enumerate(self.hand_cards):
            event_picked = (kind == "event" and (value == self.sel_event or value in self.draft_pick)
                            and value not in events_raised)
            if event_picked:
                events_raised.add(value)
            selected = index in picked or event_picked
            r = rect.move(0, -4) if selected else rect
            clickable = self._card_clickable(kind, value)
            if clickable and not selected:
                draw.glow(surface, r, radius=8)
            surface.blit(self._card_image(kind, value), r)
            if selected:
                paint.rect(surface, theme.SELECTED, r.inflate(6, 6), 4, border_radius=10)
            if kind == "event":
                labels.append(draw.text(surface, a, value, (r.centerx, r.bottom + 12), theme.SMALL_SIZE, theme.INK, True,
                                        "center"))
            if rect.collidepoint(pointer):
                hovered = (kind, value)
        self.note_labels("hand", *labels)   # the groups' headings, the events' letters: outlines keep clear
        # reserve box (a target for returning animals)
        rr = self.reserve_rect
        paint.rect(surface, theme.PAPER_SHADE, rr, border_radius=8)
        if self.sel_animal is not None and self.sel_animal in self.return_ok:
            draw.glow(surface, rr, radius=8)
        draw.text(surface, a, _("Reserve"), (rr.x + 10, rr.centery), theme.SMALL_SIZE, theme.INK_SOFT, True, "midleft")
        reserve = st.animals[self.viewer].count(-1)
        for i in range(reserve):
            self._duck(surface, self.viewer, (rr.x + 100 + i * 36, rr.centery), 30)
        wf = a.sprite("paddy", "waterfall_s", (40, 15))
        for i in range(st.wf_reserve[self.viewer]):
            surface.blit(wf, (rr.x + 210 + i * 44, rr.centery - 7))
        if self.harvest_note is not None and self.harvest_note < len(st.harvests):
            self._draw_harvest_note(surface, pygame.Rect(rr.right + 12, rr.y, hz.right - rr.right - 26, rr.h))
        # the card or step in words
        text_rect = pygame.Rect(hz.x + 14, rr.bottom + 10, hz.w - 28, hz.bottom - rr.bottom - 16)
        if self.lesson is not None and self.lesson.covers(text_rect):
            return   # Learn to play: the lesson's panel says what to do there, in its own words
        used = self._fitted_block(surface, self._hand_hint(hovered), text_rect, theme.INK)
        letters = sorted({v for k, v, _r in self.hand_cards if k == "event"})
        if letters and hovered is None:
            names = _("Events: {events} (point at one to read it)").format(events=listed(f"{x} {event_name(x)}" for x in letters))
            rest = pygame.Rect(text_rect.x, text_rect.y + used + 2, text_rect.w, text_rect.bottom - text_rect.y - used - 2)
            self._fitted_block(surface, names, rest, theme.INK_SOFT)

    def _draw_revealed(self, surface, hz: pygame.Rect) -> None:
        """After the game: every seat's cards left in hand and the face-down paddy cards, face up."""
        a = self.assets
        st = self.state
        over = st.is_over()
        draw.text(surface, a, _("The game is over: every hand, face up") if over else _("Every hand, face up"),
                  (hz.x + 14, hz.y + 8), theme.SMALL_SIZE, theme.INK, True)
        n = len(self.revealed)
        row_h = min(62, (hz.h - 40) // (n + 1))   # a row per seat and one for the face-down cards
        size = (round((row_h - 8) * CARD[0] / CARD[1]), row_h - 8)
        for q, hand in enumerate(self.revealed):
            y = hz.y + 34 + q * row_h
            draw.player_shape(surface, q, (hz.x + 22, y + row_h // 2), 16)
            draw.name_in_box(surface, a, st.names[q], pygame.Rect(hz.x + 36, y, 110, row_h - 6), theme.INK)
            x = hz.x + 152
            cards = ([("paddy", v) for v in hand["paddy"]] + [("half", v) for v in hand["day_night"]]
                     + [("event", v) for v in hand["events"]])
            drawn = self.revealed_drafts[q] if q < len(self.revealed_drafts) else []
            if not cards and not drawn:
                draw.text(surface, a, _("no cards left"), (x, y + row_h // 2 - 3), theme.SMALL_SIZE, theme.INK_SOFT,
                          anchor="midleft")
            for kind, value in cards:
                surface.blit(self._card_image(kind, value, size), (x, y))
                x += size[0] + 6
            if drawn:   # the events drawn at the start, still to choose from: apart, and named
                x += 12 if cards else 0
                for value in drawn:
                    surface.blit(self._card_image("event", value, size), (x, y))
                    x += size[0] + 6
                # a description of what the seat holds, not the live table's instruction
                draw.text_fit(surface, a, _("Events drawn, two still to choose"), (x + 6, y + row_h // 2 - 3),
                              hz.right - 14 - (x + 6), theme.SMALL_SIZE, theme.INK_SOFT, False, "midleft", smallest=12)
        y = hz.y + 34 + n * row_h + 4
        if not over:   # (the replay of a finished game: the face-down cards are still no one's)
            return
        r = draw.text(surface, a, _("Face-down paddy cards:"), (hz.x + 14, y + size[1] // 2), theme.SMALL_SIZE,
                      theme.INK_SOFT, True, "midleft")
        x = r.right + 10
        for value in self.view.get("facedown", ()):
            surface.blit(self._card_image("paddy", value, size), (x, y))
            x += size[0] + 6

    def _fitted_block(self, surface, words: str, rect: pygame.Rect, colour, smallest: int = 11) -> int:
        """`words` wrapped in `rect`, in smaller type if it must; drawn whole or not at all (a text
        cut mid-sentence is never shown: what it says is also in the tooltips).  Returns the height."""
        a = self.assets
        for size in range(theme.SMALL_SIZE, smallest - 1, -1):
            lines = a.wrap(words, rect.w, size)
            step = a.font(size, False, words).get_linesize() + 1
            if step * len(lines) <= rect.h:
                for i, line in enumerate(lines):
                    draw.text(surface, a, line, (rect.x, rect.y + i * step), size, colour)
                return step * len(lines)
        return 0

    def _card_clickable(self, kind: str, value) -> bool:
        if not self.my_turn:
            return False
        st = self.state
        if st.step == "draft":
            return len(self.draft_pick) < 2 and value not in self.draft_pick
        if kind == "event":
            return value in self.event_ok
        if st.step != "paddy":
            return False
        if kind == "paddy":
            return value in self.card_ok
        return value in self.half_ok

    def _hand_hint(self, hovered) -> str:
        st = self.state
        if hovered is not None:
            kind, value = hovered
            if kind == "event":
                return _("{letter} \u2014 {name}: {text}").format(letter=value, name=event_name(value),
                                                                 text=event_text(value))
            if kind == "paddy":
                return (_("Paddy card: place a {size}-plot tile (an L of three plots; R, right click or the wheel "
                          "turns it).") if value == 3 else _("Paddy card: place a {size}-plot tile.")).format(size=value)
            return _("{half} card: at least one plot of your tile must be in the {half} half.").format(half=_(value.title()))
        if self.turn_done:   # the bar says End turn: the help says the same, never "wait"
            after = self.player_name(st.current_player())
            if st.current_player() is None:   # the cycle ends: End turn starts the harvest, as the bar says
                return self.no_seat_next_words(None, self.match.can_undo())
            if st.current_player() == self.viewer:   # the same seat goes on: no hand-over to oneself
                return (_("Your turn is done: End turn starts your next turn; Undo takes your move back.")
                        if self.match.can_undo() else _("Your turn is done: End turn starts your next turn."))
            if self.match.can_undo():
                return _("Your turn is done: End turn hands over to {name}; Undo takes your move back.").format(
                    name=after)
            return _("Your turn is done: End turn hands over to {name}.").format(name=after)
        if self.watched:   # a replay: nobody acts at this table, there is nothing to wait for
            return ""
        if not self.my_turn:
            return _("Wait for your turn.")
        step = st.step
        if step == "draft":
            return _("Choose two different event cards to keep, then Keep these two.")
        if step == "paddy":
            if self.sel_card is None or self.sel_half is None:
                return _("Choose a paddy card and a day/night card. Glowing cards have a legal placement.")
            if self.tile_size == 0:
                return _("No tile can be placed: play the cards.")
            if self.tile_size == 3:
                return _("Move the {size}-plot tile over the board: green fits, red says why. Yellow dots mark where "
                         "it can go. R, right click or the wheel turns it.").format(size=self.tile_size)
            return _("Move the {size}-plot tile over the board: green fits, red says why. Yellow dots mark where it "
                     "can go.").format(size=self.tile_size)
        if step == "erode":
            return _("Devastating erosion: choose a glowing tile to remove it.")
        if step == "animals":
            return (_("Choose a glowing plot to place an animal from your reserve, or choose one of your animals "
                    "first to move it (again, if you like). Drag works too. Ties are judged when you choose Done."))
        if step == "waterfall":
            if self.wf_moves:
                return _("Choose a plot's edge: the yellow bars mark where a waterfall can flow down. "
                         "Or end the turn without one.")
            if "E" in self.event_ok:
                return _("No edge takes a waterfall at level 4 or higher: play Monsoon rains (E) to use any "
                         "level, or end the turn without one.")
            return _("No edge takes a waterfall now: return one of your animals to free a plot, or end the "
                     "turn without one.")
        if step == "harvest_event":
            return self._harvest_event_words() or _("Harvest: play Dew on the peaks or Mud in the ditch now, or pass.")
        return self.state.prompt()

    def _harvest_event_words(self) -> str | None:
        """At the harvest, the one event card this seat can play, by name (the rules' prompt
        names both, though a seat holding one was asked to play "Dew or Mud"); None for both.
        A seat holding neither is asked too (the rules ask every seat with an event card left,
        so that being asked gives nothing away) and may only pass: its own words say so (a
        play-test holding D and F was told to "play Dew on the peaks or Mud in the ditch")."""
        if self.state.step != "harvest_event" or self.state.current_player() != self.viewer:
            return None
        if self.my_turn and not self.event_ok:   # (the legal moves are known on its own turn only)
            return _("Harvest: you hold neither Dew on the peaks nor Mud in the ditch, so pass.")
        if self.event_ok == {"G"}:
            return _("Harvest: play Dew on the peaks now, or pass.")
        if self.event_ok == {"H"}:
            return _("Harvest: play Mud in the ditch now, or pass.")
        return None

    def own_prompt(self) -> str | None:
        """The top bar's words for the mover (ChromeMixin): the harvest's one playable event."""
        return self._harvest_event_words()

    def _fit(self, words: str, width: int) -> str:
        return fit_text(self.assets, words, width, theme.SMALL_SIZE)

    def _draw_info(self, surface, pointer) -> None:
        """The info box: the plot under the pointer, the supply, the turn's events.  Only the first
        line follows the pointer, drawn last: the box and the other lines are kept (prepared.py),
        so the pass a pointer move gives the info line is two blits."""
        iz = self.layout.zone("info")
        if self.message is not None and self.message[3] is None:
            # the table's message (a hint, an undo) is shown here instead, in the message zone
            paint.rect(surface, PANEL_DARK, iz, border_radius=8)
            return
        self._kept_draw("info", surface, iz, (self.drawn_key(surface), i18n.language()), lambda: self._draw_info_box(surface, iz))
        a = self.assets
        button = self.layout.zone("btn_numerals")
        # smaller type before an ellipsis: a play-test read the plot's line cut ("… · terrace of 5 pl…")
        size, line1 = draw.fit_size(a, self._info_line(pointer), button.x - iz.x - 20, theme.SMALL_SIZE, True,
                                    smallest=12)
        draw.text(surface, a, line1, (iz.x + 12, iz.y + 8), size, theme.INK_ON_DARK, True)

    def _info_line(self, pointer) -> str:
        """The info box's first line: the plot under the pointer, its level and terrace."""
        cell = self.art.cell_at(pointer)
        if cell is None:
            return _("Point at or focus a plot to read it.")
        lvl = self.state.level[cell]
        half = _(half_of(cell).title())   # "Day" / "Night", the rules' words
        if not lvl:
            return _("{cell_name} ({half}): bare board, level 0").format(cell_name=cell_name(cell), half=half)
        t = self.terraces[self.tof[cell]]
        parts = [_("{cell_name} ({half}): level {lvl}").format(cell_name=cell_name(cell), half=half, lvl=lvl),
                 ngettext("terrace of {n} plot", "terrace of {n} plots", len(t['cells'])).format(n=len(t['cells']))]
        if t["waterfall"]:
            parts.append(_("waterfall"))
        return " \u00b7 ".join(parts)

    def _draw_info_box(self, surface, iz: pygame.Rect) -> None:
        """The info box and its two lines that do not follow the pointer (the first line lies
        above them, drawn after)."""
        st = self.state
        a = self.assets
        paint.rect(surface, PANEL_DARK, iz, border_radius=8)
        if not self.to_draw(surface).colliderect((iz.x, iz.y + 30, iz.w, iz.h - 30)):
            return   # a pointer-only frame redraws the first line only (damage.py)
        sup = st.supply
        line2 = (_("Tiles left: {single} single, {l_shaped} L, {square} square · Decks: {paddy} paddy, {day_night} day/night").format(single=sup[1], l_shaped=sup[3], square=sup[4], paddy=len(st.paddy_deck), day_night=len(st.dn_deck)))
        # the box's inner margin on the right as on the left: smaller type first (the full
        # supply and decks, "28 … 12 day/night", ran up to the box's edge at 16 px)
        size, line2 = draw.fit_size(a, line2, iz.w - 24, theme.SMALL_SIZE, smallest=12)
        draw.text(surface, a, line2, (iz.x + 12, iz.y + 36), size, theme.INK_ON_DARK_SOFT)
        extra = []
        if st.turn_event:
            extra.append(_("This turn: {event_name}").format(event_name=event_name(st.turn_event)))
        if st.dew:
            extra.append(_("Dew on {cells}").format(cells=listed(cell_name(c) for c in st.dew)))
        if st.mud:
            extra.append(_("Mud on {cells}").format(cells=listed(cell_name(c) for c in st.mud)))
        if st.f_queue:
            extra.append(_("Fallow: {names} play last").format(names=listed(st.names[q] for q in st.f_queue)))
        line3 = " \u00b7 ".join(extra) if extra else (_("Waterfalls need level {level}+; water must fall to a lower plot.").format(level=WATERFALL_MIN_LEVEL))
        draw.text(surface, a, self._fit(line3, iz.w - 24), (iz.x + 12, iz.y + 62), theme.SMALL_SIZE,
                  theme.INK_ON_DARK_SOFT)


def _two_lines(assets, name: str, width: int, size: int) -> list[str] | None:
    """`name` as two lines no wider than `width` at `size` (bold), or None.  A name breaks where
    it breaks by itself first: after a space or after its own hyphen (the most even such break
    that fits), never with a hyphen of ours ("Wilhelmi-" / "na-Maxim": a play-test), as the
    Ladybird headers (ladybird/gardens.py name_lines); a Japanese name as `draw.japanese_name_lines`;
    only a single Latin word with no break of its own is hyphenated (its two even halves, not a
    lone last letter: "…smit-/h")."""
    name = name.strip()
    own = [k + 1 for k, ch in enumerate(name) if ch in " -" and 0 < k < len(name) - 2]
    if own:
        best = None
        for k in own:
            first, second = name[:k].rstrip(), name[k:].lstrip()
            w1, w2 = assets.width(first, size, True), assets.width(second, size, True)
            if w1 <= width and w2 <= width and (best is None or abs(w1 - w2) < best[0]):
                best = (abs(w1 - w2), [first, second])
        return best[1] if best else None
    if has_cjk(name):   # between phrases or words, never against the rules of line breaking: the
        # two even halves began a line with ー ("ヴィルヘルミ" / "ーナ・たかはし": a play-test)
        return draw.japanese_name_lines(assets, name, width, size, True)
    hyphen = "-"
    cuts = sorted(range(1, len(name)), key=lambda k: abs(2 * k - len(name)))
    lines = next(([name[:k] + hyphen, name[k:]] for k in cuts
                  if assets.width(name[:k] + hyphen, size, True) <= width), [name])
    if len(lines) <= 2 and all(assets.width(line, size, True) <= width for line in lines):
        return lines
    return None
