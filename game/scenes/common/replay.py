"""The replay viewer: a saved game stepped through on its own title's table.

The step shown is drawn by the title's table scene, made read-only (replay_table.py) and
remade for every step from the match after that many moves (game/rules/replay.py), so what is
drawn is exactly what a table of that match draws.  The top bar holds the controls: to the
start, a move back, play/pause, a move on, to the end (Home, ←, Space, →, End; Shift+← →
by turns), the watch speed, the timeline (click or drag; a tick where each turn begins), who
the table is shown as, "Play from here" and Close.  The table's log panel follows the step;
a click on it (or L) opens the whole log, where a click on a line jumps to its move.

What may be shown: a finished game hides nothing: by default ("every seat") every seat's hand
is face up at every step (`TableScene.open_hands`), and "View" shows the table as one seat saw
it.  An unfinished
game is shown only as the person at the screen may see it (`ViewedTimeline.seen_by`, game/replay_view.py): the table is
given `Timeline.shown_state`, the rules' re-deal of everything that seat could not see.  With
one person among computers (or a solo game) that is their own seat, whose cards their table
shows at all times.  With several people at one screen (hot seat) it is no seat at all: the
table shows only what every player sees, and the View button says so.  A hand-off screen
("Pass to Ana") would not fit a replay: it is looked at by whoever opened it, often by the
whole family together, outside anyone's turn, and it steps through every seat's moves; the
hidden cards belong to the table, where each person sees theirs behind its hand-offs
(Continue the game to see yours).  The same holds however the viewer is reached (Continue,
Load, or Load from the pause menu over a hand-off screen).  A game only computers play is
shown so too, as its own table shows it (nobody's cards).

A hook for the computer's second opinion (`marks`, `suggestions`): see docs/dev/architecture.md.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from ... import settings
from ...autosaves import start_game
from ...i18n import N_, _, pgettext
from ...rules.base import AUTOMA, Action
from ...rules.match import Match
from ...saves import game_digest, mark_branch
from ...replay_view import ViewedTimeline as Timeline
from ...ui import draw, theme
from ...ui.widgets import Button, fitted_label, handle_buttons
from .. import registry
from ..base import Scene
from .damage import BUTTON_REACH, buttons_damage
from .pacing import AUTOMA_STEP_MS
from .replay_log import ReplayLogScene
from .replay_table import READ_ONLY, ShownMatch, public_words, replay_class
from .rules_help import OffersRules
from ...ui import paint

BAR_H = 44
ICON_W = 36
TIMELINE_X = 366          # the timeline's strip in the bar: a caption above, the track below
RIGHT_BUTTONS = 1270      # the right edge of View / Play from here / Close
PLAY_STEP_MS = AUTOMA_STEP_MS   # a step while playing, times the watch speed's factor
VIEW_HEADING_SIZE = 14   # "View" above the View button's name
NOTE_MS = 10**9   # a note of the review stays while its step is shown
# said on the copy "Play from here" makes of an unfinished game, once a person has its table
REDEALT = N_("A copy from the replay: the cards it did not show (other hands, the decks) were dealt "
             "afresh. The saved game is unchanged.")


@dataclass(frozen=True)
class MoveMark:
    """A mark on one move of the timeline (the computer's second opinion, say): its colour,
    and the words shown beside the step caption while that move is shown."""

    colour: tuple[int, int, int]
    words: str = ""


class IconButton(Button):
    """A bar button with a drawn symbol (no font has them all): start, back, play, pause, on, end."""

    def __init__(self, rect, icon: str, on_click, hint: str = "") -> None:
        super().__init__(rect, "", on_click, hint=hint, size=theme.SMALL_SIZE)
        self.icon = icon

    def draw_label(self, surface, assets, ink) -> None:
        cx, cy = self.rect.center
        if self.icon == "pause":
            for dx in (-5, 3):
                paint.rect(surface, ink, (cx + dx, cy - 7, 4, 14))
            return
        forward = self.icon in ("next", "end", "play")
        sign = 1 if forward else -1
        tip = cx + 7 * sign
        paint.polygon(surface, ink, [(tip, cy), (tip - 12 * sign, cy - 8), (tip - 12 * sign, cy + 8)])
        if self.icon in ("start", "end"):
            bar_x = tip if forward else tip - 3
            paint.rect(surface, ink, (bar_x, cy - 8, 3, 16))


class ViewButton(Button):
    """"View" over whose cards the table shows (a name of up to 16 characters, or "every
    seat"), in two short lines so a long name keeps readable type."""

    def __init__(self, rect, on_click) -> None:
        super().__init__(rect, "", on_click, size=theme.SMALL_SIZE)
        self.who = ""
        self.heading = ""   # the small line above (empty: "View")

    def draw_label(self, surface, assets, ink) -> None:
        r = self.rect
        heading = self.heading or pgettext("replay: whose cards are shown", "View")
        # (the heading in readable type: at 12 px a play-test measured it about 7 px high)
        size, heading = fitted_label(assets, heading, r.w - 14, VIEW_HEADING_SIZE, 12)
        draw.text(surface, assets, heading, (r.centerx, r.y + 10), size, ink, False, "center")
        size, who = fitted_label(assets, self.who, r.w - 14, 14, 11)
        draw.text(surface, assets, who, (r.centerx, r.bottom - 11), size, ink, True, "center")


class ReplayScene(OffersRules, Scene):
    """Step through `timeline` (a saved game); `back` is what Close returns to (None: pop)."""

    # the replay's own keys (`_key`); the focus ring moves over the bar's buttons with Tab, ↑ ↓
    own_keys = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END, pygame.K_SPACE))

    def __init__(self, app, timeline: Timeline, step: int | None = None) -> None:
        super().__init__(app)
        self.timeline = timeline
        self.title_id = timeline.setup.title
        self.step = timeline.steps if step is None else timeline.clamp(step)
        # the seat the table is shown as (None: the seat to act; no seat at all when the game
        # is unfinished and `timeline.public_only`)
        self.pinned: int | None = timeline.seen_by
        self.playing = False
        self.play_clock = 0
        self.watch_speed = settings.load()["watch_speed"]
        self.dragging = False
        # the hook for a review of the game (docs/dev/architecture.md): step -> mark / move
        self.marks: dict[int, MoveMark] = {}
        self.suggestions: dict[int, Action] = {}
        self.review = None   # the computer's second opinion (replay_review.py), for a finished game
        self.table = None
        self.note_view: int | None = None   # the seat "every seat" shows for a note's outlined move
        self._drawn_key: tuple | None = None   # what the last whole frame showed (pointer_damage)
        self._build_controls()
        self._show()

    # --- the hook for marks ----------------------------------------------------------------
    def set_marks(self, marks: dict[int, MoveMark], suggestions: dict[int, Action] | None = None) -> None:
        """Marks on moves (`marks[k]`: on the move that led to step k, 1..steps) and suggested
        moves (`suggestions[k]`: outlined on the table at step k, for the seat to act there,
        while the table is shown as that seat; it must be a move that seat may know of).  The step shown is drawn again."""
        self.marks = dict(marks)
        self.suggestions = dict(suggestions or {})
        self._show()

    # --- what is shown ---------------------------------------------------------------------
    def viewer_at(self, step: int) -> int | None:
        """The seat whose cards the table shows at `step` (None: no seat's, only public cards)."""
        if self.timeline.public_only:
            return None
        if self.pinned is not None:
            return self.pinned
        facts = self.timeline.facts[step]
        for seat in (facts.to_act, facts.mover):
            if seat is not None and seat != AUTOMA:
                return seat
        return 0

    def _show(self) -> None:
        """Make the table of the step shown (the title's scene, read-only, given only what the
        viewer may see)."""
        timeline = self.timeline
        match = timeline.match_at(self.step)
        match.state = timeline.shown_state(match.state)
        table = replay_class(registry.scene_class(self.title_id))(self.app, ShownMatch.of(match, record=timeline.finished))
        newest = len(timeline.new_lines(self.step)) if self.step > 0 else 1
        viewer = self.viewer_at(self.step)
        suggestion = self.suggestions.get(self.step)
        table.replay_mover = timeline.mover(self.step) if self.step > 0 else None
        # a suggested move is outlined on its mover's own table, where the title's hint_rects
        # find its cards (the open hands are laid out otherwise); on another seat's table the
        # same rectangles would be that seat's cards and board: no outline there (the note
        # names the move)
        to_act = timeline.facts[self.step].to_act
        if suggestion is not None and viewer != to_act:
            suggestion = None
        # "every seat" shows the mover's own table while its move is outlined: the View button says so
        self.note_view = viewer if suggestion is not None and self.pinned is None else None
        table.show_step(viewer, newest, suggestion,
                        open_hands=timeline.finished and self.pinned is None and suggestion is None)
        note = self.review.note_at(self.step) if self.review is not None else None
        if note is not None:   # the review's words on the move about to be played, where a note shows
            text = note[0]
            if suggestion is None and self.step in self.suggestions and to_act is not None and to_act != AUTOMA:
                # pinned to another seat: no outline here (its cards are not the mover's); say where
                text = f"{text} " + _("Outlined with View on {name} or every seat.").format(
                    name=self.seat_name(to_act))
            table.message = (text, note[1], NOTE_MS, None)
        self.table = table
        self._label_controls()

    def go(self, step: int) -> None:
        step = self.timeline.clamp(step)
        if step != self.step:
            self.step = step
            self._show()
        if self.step >= self.timeline.steps:
            self.playing = False
            self._label_controls()

    # --- controls ----------------------------------------------------------------------------
    def _build_controls(self) -> None:
        # 8 from the window's top and left: the focus ring round a button (5 apart, its band and
        # dark edge 6 more) stays whole inside the window (draw_ring keeps it 1 inside), not
        # squeezed onto the button's top ("to the start", a play-test)
        y, h = 8, BAR_H - 12
        icons = (("start", self.to_start), ("back", self.back), ("play", self.toggle_play),
                 ("next", self.forward), ("end", self.to_end))
        self.icon_buttons = [IconButton(pygame.Rect(8 + i * (ICON_W + 4), y, ICON_W, h), icon, action)
                             for i, (icon, action) in enumerate(icons)]
        self.play_button = self.icon_buttons[2]
        self.speed_button = Button(pygame.Rect(212, y, 146, h), "", self.cycle_speed, size=theme.SMALL_SIZE)
        close = pygame.Rect(0, y, 84, h)
        close.right = RIGHT_BUTTONS
        here = pygame.Rect(0, y, 150, h)
        here.right = close.x - 6
        view = pygame.Rect(0, y - 3, 200, h + 6)   # (two lines: a little taller than the others)
        view.right = here.x - 6
        self.close_button = Button(close, N_("Close"), self.close, size=theme.SMALL_SIZE)
        self.here_button = Button(here, N_("Play from here"), self.play_from_here, primary=True, size=theme.SMALL_SIZE,
                                  hint=N_("The game is over at this step: there is nothing to play from here."))
        self.view_button = ViewButton(view, self.cycle_view)
        self.track = pygame.Rect(TIMELINE_X, 28, view.x - 14 - TIMELINE_X, 10)
        self.buttons = [*self.icon_buttons, self.speed_button, self.view_button, self.here_button, self.close_button]

    def _label_controls(self) -> None:
        names = (_("Slow"), _("Normal"), _("Fast"), _("Fastest"))
        self.speed_button.label = _("Speed: {speed}").format(speed=names[self.watch_speed])
        self.play_button.icon = "pause" if self.playing else "play"
        timeline = self.timeline
        self.view_button.who = (pgettext("replay: whose cards are shown", "no one's hand") if timeline.public_only
                                else self.seat_name(self.note_view) if self.note_view is not None
                                else _("every seat") if self.pinned is None else self.seat_name(self.pinned))
        # while a note's move is outlined, "every seat" shows the mover's own table: said above the name
        self.view_button.heading = (_("View, for the note") if self.note_view is not None else "")
        self.view_button.label = (_("View, for the note: {name}") if self.note_view is not None
                                  else _("View: {name}")).format(name=self.view_button.who)   # (its words, for tests and tools)
        self.view_button.enabled = timeline.finished and len(timeline.setup.players) > 1
        self.view_button.hint = (
            public_words(timeline.setup) if timeline.public_only
            else _("An unfinished game is shown only as {name} sees it.").format(
                name=self.seat_name(timeline.seen_by)) if not timeline.finished
            else _("A solo game has one seat to show."))
        self.here_button.enabled = not self.table.state.is_over()

    def seat_name(self, seat: int | None) -> str:
        if seat == AUTOMA and getattr(self, "table", None) is not None:
            return self.table.player_name(AUTOMA)   # the title's own name for it (the Croaker)
        if seat is None or seat == AUTOMA:
            return _("The automa")
        return self.timeline.setup.players[seat]

    player_name = seat_name   # (the log's headers ask for it)

    def caption(self) -> str:
        """The words above the timeline: which move is shown, and who made it."""
        return "".join(self.caption_parts())

    def caption_parts(self) -> tuple[str, str, str]:
        """The caption as (before the mover's name, the name, after it: the review's mark),
        so that a narrow caption cuts the name, never the mark."""
        step, steps = self.step, self.timeline.steps
        if step == 0:
            head, name, tail = _("Start of the game \u00b7 {steps} moves").format(steps=steps), "", ""
        else:
            name = self.seat_name(self.timeline.mover(step))
            head, _sep, tail = _("Move {step} of {steps} \u00b7 {name}").format(
                step=step, steps=steps, name="\0").partition("\0")
        return head, name, tail + self._mark_tail()

    def _mark_tail(self) -> str:
        """" · ? mistake" after the caption while a marked move is shown, else ""."""
        mark = self.marks.get(self.step)
        return f" \u00b7 {mark.words}" if mark is not None and mark.words else ""

    def to_start(self) -> None:
        self.playing = False
        self.go(0)
        self._label_controls()

    def to_end(self) -> None:
        self.go(self.timeline.steps)

    def back(self) -> None:
        self.playing = False
        self.go(self.step - 1)
        self._label_controls()

    def forward(self) -> None:
        self.go(self.step + 1)

    def toggle_play(self) -> None:
        if not self.playing and self.step >= self.timeline.steps:
            self.go(0)   # at the end, Play starts again from the start
        self.playing = not self.playing
        self.play_clock = 0
        self._label_controls()

    def cycle_speed(self) -> None:
        self.watch_speed = (self.watch_speed + 1) % len(settings.WATCH_SPEEDS)
        stored = settings.load()
        stored["watch_speed"] = self.watch_speed
        settings.save(stored)   # a refusing disk only forgets the speed
        self._label_controls()

    def show_as(self, seat: int | None) -> None:
        """Show every step as `seat` saw it (None: as the seat to act at each step); only a
        finished game may be shown otherwise than as `Timeline.seen_by`."""
        if not self.timeline.may_show(seat):
            raise ValueError(f"an unfinished game is shown only as seat {self.timeline.seen_by}"
                             f"{' (None: no seat, several people play it)' if self.timeline.public_only else ''}")
        self.pinned = seat
        self._show()

    def cycle_view(self) -> None:
        """Every seat (every hand face up), then each seat in turn (finished games)."""
        if not self.timeline.finished:
            return
        count = len(self.timeline.setup.players)
        self.pinned = 0 if self.pinned is None else (None if self.pinned + 1 >= count else self.pinned + 1)
        self._show()

    def play_from_here(self) -> None:
        """A new game (in a slot of its own) from the step shown; the save itself is untouched.
        An unfinished game's copy starts from what the replay shows, everything it hides dealt
        afresh from a new random seed (`Timeline.playable_at`): the copy teaches nothing of the
        game it was made from (its deck order, the other hands)."""
        match: Match = self.timeline.playable_at(self.step, random.SystemRandom().getrandbits(32))
        if match.state.is_over():
            return
        # a branch of a game already played (its player knows the cards to come): never entered
        # in the high scores, and its saves say so (a play-test's branch stood in the table twice)
        mark_branch(match, game_digest(self.timeline.final))
        table = registry.open_table(self.app, match, start_game(match))
        if not self.timeline.finished:   # (a play-test's hands changed without a word)
            table.arrival_notice = _(REDEALT)

    def close(self) -> None:
        if self.review is not None:
            self.review.close()
        if self in self.app.stack:
            while self.app.top is not self:
                self.app.pop()
            self.app.pop()
        if not self.app.stack:
            self.app.go_home()

    def open_log(self) -> None:
        self.app.push(ReplayLogScene(self.app, self))

    # --- input ---------------------------------------------------------------------------------
    def step_at(self, x: int) -> int:
        """The step under `x` on the timeline."""
        track = self.track
        fraction = (x - track.x) / max(1, track.w)
        return self.timeline.clamp(round(fraction * self.timeline.steps))

    def handle(self, event) -> bool:
        table = self.table
        if event.kind == "move":
            if self.dragging:
                self.go(self.step_at(event.pos[0]))
            elif event.pos[1] > BAR_H:
                # no tooltip over the "This is a replay" box while it shows (a play-test saw one
                # stacked on it after the pointer moved a pixel)
                refusing = table.message is not None and table.message[3] is not None
                table.hover.moved(event.pos, None if event.dragging or refusing else table.tooltip_at(event.pos))
            else:
                table.hover.clear()
            return True
        if event.kind in ("down", "click", "key", "wheel", "right_click"):
            table.hover.clear()
        if event.kind == "down" and self.track.inflate(0, 24).collidepoint(event.pos):
            self.dragging = True
            self.playing = False
            self.go(self.step_at(event.pos[0]))
            self._label_controls()
            return True
        if event.kind == "up" and self.dragging:
            self.dragging = False
            return True
        if event.kind == "key":
            return self._key(event)
        hit = handle_buttons(self.buttons, event)
        if hit is not None:
            if hit.refused and hit.hint:
                table.refuse(hit.hint, event.pos)
            return True
        if event.kind == "click" and table.layout.has("log") and table.layout.zone("log").collidepoint(event.pos):
            self.open_log()
            return True
        if event.kind == "wheel":
            self.go(self.step - event.dy)
            return True
        if event.kind == "click" and event.pos[1] > BAR_H:
            table.refuse(READ_ONLY, event.pos)   # the table is never acted on: say why
        return event.kind in ("down", "up", "click", "right_click")

    def _key(self, event) -> bool:
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        key = event.key
        if key == pygame.K_ESCAPE:
            self.close()
        elif key == pygame.K_LEFT:
            self.playing = False
            self.go(self.timeline.previous_turn(self.step) if shift else self.step - 1)
            self._label_controls()
        elif key == pygame.K_RIGHT:
            self.go(self.timeline.next_turn(self.step) if shift else self.step + 1)
        elif key == pygame.K_HOME:
            self.to_start()
        elif key == pygame.K_END:
            self.to_end()
        elif key == pygame.K_SPACE:
            self.toggle_play()
        elif key == pygame.K_l and not event.ctrl:
            self.open_log()
        elif key == pygame.K_v and not event.ctrl:
            self.cycle_view()
        else:
            return False   # F1 and the others reach the app
        return True

    def update(self, dt_ms: int) -> bool:
        busy = self.table.update(dt_ms)
        if self.review is not None and self.app.top is self:
            busy = self.review.update(dt_ms) or busy
        if self.playing and self.app.top is self:
            self.play_clock += dt_ms
            pace = int(PLAY_STEP_MS * settings.WATCH_SPEEDS[self.watch_speed])
            if self.play_clock >= pace:
                self.play_clock = 0
                self.forward()
                busy = True
            else:
                self.app.wake_in(pace - self.play_clock)
        return busy

    def language_changed(self) -> None:
        """The rules' words (the log) are made again in the new language: replay it all."""
        old = self.timeline
        self.timeline = Timeline(old.setup, old.seed, old.actions, old.start)
        self._show()
        if self.review is not None:
            self.review.language_changed()

    def scale_changed(self) -> None:
        """The table shown is not on the stack: it makes its kept pictures again through here."""
        self.table.scale_changed()

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)   # the title's own drawing of the step (with its tooltip)
        self._draw_controls(surface)
        if surface.get_clip() == surface.get_rect():
            self._drawn_key = self._still_key()

    def _still_key(self) -> tuple:
        """What the viewer's own picture depends on besides the pointer (the table keeps its
        own key): a change without an input (playing on) draws the whole frame again."""
        return (id(self.table), self.step, self.pinned, self.playing, self.dragging,
                tuple((b.label, b.enabled, getattr(b, "icon", ""), getattr(b, "who", "")) for b in self.buttons))

    def pointer_damage(self, before, after) -> list[pygame.Rect] | None:
        """As a table's (damage.py): the table's own rects for the move, and the bar's buttons
        and the timeline's knob whose hover look changes; None while dragging or after a change."""
        if self.dragging or self._still_key() != self._drawn_key:
            return None
        rects = self.table.pointer_damage(before, after)
        if rects is None:
            return None
        rects = [*rects, *buttons_damage(self.buttons, before, after)]
        near = self.track.inflate(0, 24)
        if near.collidepoint(before) != near.collidepoint(after):
            rects.append(self._knob_rect().inflate(*BUTTON_REACH))
        return rects

    def _knob_rect(self) -> pygame.Rect:
        """The timeline's knob (lit while the pointer is near the track)."""
        track, steps = self.track, max(1, self.timeline.steps)
        knob = pygame.Rect(0, 0, 18, 18)
        knob.center = (track.x + round(track.w * self.step / steps), track.centery)
        return knob

    def _draw_controls(self, surface: pygame.Surface) -> None:
        a, pointer = self.assets, self.app.input.pointer
        for button in self.buttons:
            button.draw(surface, a, pointer)
        track = self.track
        caption_rect = pygame.Rect(track.x, 3, track.w, 22)
        mover = self.timeline.mover(self.step) if self.step else None
        x = caption_rect.x
        if mover is not None and mover != AUTOMA:
            draw.player_shape(surface, mover, (x + 8, caption_rect.centery), 14)
            x += 20
        status = self.review.status() if self.review is not None else ""
        size = theme.SMALL_SIZE
        # the caption keeps its type and its words; the review's status yields first (smaller
        # type, down to 12 px), then the caption's shorter form ("25/97 · Ana · ? mistake"),
        # then the mover's name is cut: never the review's mark at its end (a play-test read
        # "Move 2 of 97 · Alexandrina Wu · ? m…" in smaller type beside "Review: 21 marked")
        room = caption_rect.right - x
        status_least = min(a.width(status, 12), room // 2) + 12 if status else 0
        head, name, tail = self.caption_parts()
        if self.step and a.width(head + name + tail, size, True) > room - status_least:
            head = _("{step}/{steps} \u00b7 {name}").format(step=self.step, steps=self.timeline.steps, name="\0")
            head, _sep, rest = head.partition("\0")
            tail = rest + self._mark_tail()
        text = head + draw.name_with_tag(a, name, tail, room - status_least - a.width(head, size, True), size, True)
        text = draw.fit_text(a, text, room - status_least, size, True)
        caption_w = a.width(text, size, True)
        if status:   # the review's progress line, at the caption's right end, in what room is left
            status_w = room - caption_w - 12
            status_size, shown = draw.fit_size(a, status, status_w, size, smallest=12)
            status_rect = pygame.Rect(caption_rect.right - status_w, caption_rect.y, status_w, caption_rect.h)
            caption_rect.w -= status_w + 12
            with draw.box(surface, status_rect, "replay review status"):
                draw.text(surface, a, shown, (status_rect.right, status_rect.centery), status_size,
                          theme.INK_ON_DARK_SOFT, anchor="midright")
        with draw.box(surface, caption_rect, "replay caption"):
            draw.text(surface, a, text, (x, caption_rect.centery), size, theme.INK_ON_DARK, True, "midleft")
        paint.rect(surface, (62, 56, 50), track, border_radius=5)
        steps = max(1, self.timeline.steps)
        done = track.copy()
        done.w = round(track.w * self.step / steps)
        paint.rect(surface, theme.BUTTON_HOVER, done, border_radius=5)
        for k in self.timeline.turn_starts()[1:]:
            tx = track.x + round(track.w * k / steps)
            paint.line(surface, theme.INK_ON_DARK_SOFT, (tx, track.y + 2), (tx, track.bottom - 3))
        for k, mark in self.marks.items():
            if 1 <= k <= self.timeline.steps:
                tx = track.x + round(track.w * k / steps)
                paint.rect(surface, mark.colour, (tx - 2, track.y - 3, 4, track.h + 6))
        knob = (track.x + round(track.w * self.step / steps), track.centery)
        paint.circle(surface, theme.LEGAL if self.dragging or track.inflate(0, 24).collidepoint(pointer)
                           else theme.INK_ON_DARK, knob, 8)
        paint.circle(surface, theme.INK, knob, 8, 2)


def open_replay(app, match: Match, step: int | None = None) -> ReplayScene:
    """Push the viewer of `match` (a save's or a finished table's), at `step` (None: the end)."""
    return app.push(ReplayScene(app, Timeline.of(match), step))
