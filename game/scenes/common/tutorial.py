"""Learn to play on a table: the lesson's panel (what to do and why), the outlines of the
taught move (the hint's), the computer's scripted moves, and the end of the lesson.

The table stays the title's own scene; a `LessonGuide` rides on it (`TableScene.lesson`).  It
asks the lesson (game/tutorial/lesson.py) which move is taught and the rules whether a move is
legal: a scene never decides a rule.  While the lesson runs nothing is autosaved (a lesson is
not a game to continue); after "Play on" the table is an ordinary game against the computer.
"""
from __future__ import annotations

import math

import pygame

from ... import settings
from ...i18n import N_, _
from ...rules.base import Action
from ...tutorial.lesson import Lesson
from ...tutorial.script import load as load_script
from ...ui import draw, theme
from ...ui.anim import reduced_motion
from ...ui.focus import button_targets
from ...ui.widgets import Button, handle_buttons
from ...ui import paint
from . import outline

PANEL_W = 420
PAD = 12
BUTTON_H = 36
COMPACT_H = 32   # the one button beside the heading, when the words need the room under it
END_TURN_WORDS = N_("Your turn is over: click End turn (or press Enter) to hand over.")
END_TURN_ON_WORDS = N_("Your turn is over: click End turn (or press Enter) to go on to your next turn.")
WATCH_WORDS = N_("{name} plays the next move of the lesson (a click hurries it).")
NOTE_BAR_WORDS = N_("The lesson waits for you: read its note, then choose Next.")
END_BAR_WORDS = N_("Lesson complete: choose Play on to play this game to its end, or Leave the lesson.")


def start_lesson(app, title: str) -> None:
    """Open `title`'s lesson on its table, over the title menu."""
    from .. import registry

    lesson = Lesson(load_script(title))
    match = lesson.start(settings.load()["names"][0])
    app.go_home()
    table = registry.scene_class(title)(app, match, None)
    table.lesson = LessonGuide(table, lesson)
    app.push(table)


def mark_played(title: str) -> None:
    """Remember that `title` has been played (its setup screen stops offering the lesson)."""
    stored = settings.load()
    if title not in stored["played"]:
        stored["played"] = [*stored["played"], title]
        settings.save(stored)   # a refusing disk only means the offer is made again


class LessonGuide:
    def __init__(self, table, lesson: Lesson) -> None:
        self.table = table
        self.lesson = lesson
        self.active = True     # False after "Play on": the table plays as an ordinary game
        self.buttons: list[Button] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.clock = 0
        self._marked = False

    # --- what the table asks ----------------------------------------------------------------
    @property
    def match(self):
        return self.table.match

    def refusal(self, action: Action) -> str | None:
        if not self.active:
            return None
        return self.lesson.refusal(self.match, action)

    def computer_move(self) -> Action | None:
        """The computer's next move while the lesson runs: the script's (never a search)."""
        return self.lesson.computer_move(self.match) if self.active else None

    def holds_computer(self) -> bool:
        """A note is being read, or the lesson is over and the learner has not chosen Play on
        yet: the computer waits."""
        return self.active and (self.lesson.waiting_note(self.match) or self.finished())

    def bar_words(self) -> str | None:
        """The top bar's words while the lesson holds the computer whose turn it is (a note to
        read, or the lesson complete): what the lesson waits for, not "Kai is thinking" (a
        play-test read that at the harvest note and at "Lesson complete" while nothing moved
        until Next or Play on).  None: the bar's usual words."""
        seat = self.match.state.current_player()
        if not self.holds_computer() or seat == self.table.viewer or self.match.state.is_over():
            return None
        return _(END_BAR_WORDS) if self.finished() else _(NOTE_BAR_WORDS)

    def expected(self) -> Action | None:
        return self.lesson.expected(self.match) if self.active else None

    def finished(self) -> bool:
        return self.lesson.over(self.match)

    # --- buttons ---------------------------------------------------------------------------------
    def _mark_if_complete(self) -> None:
        """A completed lesson counts as the title played once (its setup screen stops offering it)."""
        if not self._marked and self.finished():
            self._marked = True
            mark_played(self.match.setup.title)

    def _next(self) -> None:
        self.lesson.note_read(self.match)
        self._mark_if_complete()
        self.table.message = None
        self.table.refresh()
        self.table._update_chrome()

    def _play_on(self) -> None:
        self.active = False
        self.table.computers.cancel()
        self.table.autosave()   # from now on an ordinary game: it gets its own autosave slot
        self.table.refresh()
        self.table._update_chrome()

    def _leave(self) -> None:
        self.table.computers.cancel()
        self.table.app.go_home()

    def handle(self, event) -> bool:
        if not self.active:
            return False
        self._layout()
        hit = handle_buttons(self.buttons, event)
        if hit is not None:
            return True
        return event.kind in ("down", "up", "click") and self.panel.collidepoint(event.pos)

    def focus_targets(self) -> list:
        """The panel's buttons for the keyboard's focus ring (game/ui/focus.py): Next, Play on,
        Leave the lesson; a click there is the panel's own (`handle`)."""
        if not self.active:
            return []
        self._layout()
        return button_targets(self.buttons, "lesson")

    def update(self, dt_ms: int) -> bool:
        if self.active:
            self._mark_if_complete()   # (a lesson may end with a move rather than a note)
        if not self.active or self.expected() is None:
            return False
        self.clock += dt_ms
        return self.clock < 60_000 and not reduced_motion()   # the outline pulses a while, then stays still

    # --- words -------------------------------------------------------------------------------
    def words(self) -> tuple[str, str]:
        """(heading, body) for the panel now."""
        table, lesson, match = self.table, self.lesson, self.match
        number = lesson.index(match)
        if number is None:
            return _("Lesson complete"), _(lesson.script.end)
        shown, total = lesson.shown_number(number)
        heading = _("Learn to play: step {n} of {total}").format(n=shown, total=total)
        step = lesson.script.steps[number]
        if table.turn_done and step.action is not None:   # (a note is read first)
            same = match.state.current_player() == table.viewer   # (no hand-over to oneself)
            return heading, _(END_TURN_ON_WORDS if same else END_TURN_WORDS)
        if step.action is not None and match.state.current_player() != 0:
            text = _(WATCH_WORDS).format(name=table.player_name(match.state.current_player()))
            return heading, (_(step.say) + " " + text) if step.say else text
        return heading, _(step.say or "")

    # --- drawing -------------------------------------------------------------------------------
    def covers(self, area: pygame.Rect) -> bool:
        """The panel stands over `area` (the log, the table's own step words step aside)."""
        if not self.active:
            return False
        self._layout()   # where it stands now (the table draws before the panel does)
        return self.panel.colliderect(area)

    def outlines(self) -> list[pygame.Rect]:
        action = self.expected()
        if action is None or self.table.turn_done:
            return []
        covered = self.table.covered_places()   # (a summary opened over them: not drawn through it)
        return [r for r in self.table.hint_rects(action) if not any(c.colliderect(r) for c in covered)]

    def pointed_places(self) -> list[pygame.Rect]:
        """The places the current step's words speak of (its `points_at`, named by the table:
        `TableScene.lesson_place`): the ring's tooltip keeps clear of them (a play-test's hid
        the green column the note spoke of)."""
        if not self.active:
            return []
        step = self.lesson.step(self.match)
        if step is None:
            return []
        return [pygame.Rect(r) for name in step.points_at for r in self.table.lesson_place(name)]

    @staticmethod
    def ring(rect: pygame.Rect) -> pygame.Rect:
        """The ring drawn around an outlined place: a small place gets one you see."""
        return outline.ring(rect)

    @classmethod
    def reach(cls, rect: pygame.Rect) -> pygame.Rect:
        """All that the outline of `rect` covers (its ring's dark edge is outermost): a text of
        the table must keep out of it."""
        return cls.ring(rect).inflate(4, 4).union(rect.inflate(10, 10))

    def width(self) -> int:
        """The panel's width in a corner: its `lesson` zone's."""
        layout = self.table.layout
        return layout.zone("lesson").w if layout.has("lesson") else PANEL_W

    def _place(self, body: str, buttons: bool, avoid: list[pygame.Rect]) -> tuple[pygame.Rect, list[str]]:
        """The panel's place and its lines there: the table's `lesson` zone (levels/<title>.tmx,
        over the log), filled whole so what it covers is covered cleanly (taller if the words
        need it, growing upwards); else its `lesson_alt` zone alike, if the layout has one
        (Ladybird's, over the hand: its garden tiles under the first are outlined in the lesson);
        else the first corner of the table.  A place is taken if it hides no outlined place (the
        top bar's and the table's own buttons stay clear too) and nothing the table keeps clear
        (`lesson_keep_clear`: Ladybird's other seat's garden, which a first place over it hid from
        the learner in a play-test); failing that, the first that hides no outlined place."""
        layout, width = self.table.layout, self.width()
        top = layout.zone("bar").bottom + 10

        def wrapped(w: int) -> tuple[list[str], int]:
            lines = self.table.assets.wrap(body, w - 2 * PAD, theme.BODY_SIZE)
            return lines, PAD + 24 + len(lines) * 24 + (BUTTON_H + 6 if buttons else 0) + PAD

        self._compact = False
        lines, height = wrapped(width)

        def compact(rect: pygame.Rect) -> pygame.Rect | None:
            """`rect` with its one button beside the heading, not under the words."""
            if not buttons or len(self._labels()) != 1:
                return None
            return pygame.Rect(rect.x, rect.y, rect.w, rect.h - (BUTTON_H + 6) + (COMPACT_H + 4 - 24))

        def corner(x: int | None, right: int | None, y: int | None, bottom: int | None, w: int) -> list:
            """The panel `w` wide at a corner (x or right, y or bottom given), then with its
            button beside the heading."""
            place_lines, h = wrapped(w)
            rect = pygame.Rect(0, 0, w, h)
            rect.x = x if x is not None else right - w
            rect.y = y if y is not None else bottom - h
            out = [(rect, place_lines)]
            short = compact(rect)
            if short is not None:
                if bottom is not None:
                    short.bottom = bottom
                out.append((short, place_lines, "compact"))
            return out

        places = [(pygame.Rect(x, y, width, height), lines) for x, y in (
            (1280 - 10 - width, 720 - 10 - height), (10, 720 - 10 - height), (1280 - 10 - width, top), (10, top))]
        keep = list(self.table.lesson_keep_clear())
        if self.match.state.is_over():   # the final scoring fills the table: the panel goes up top
            # ...clear of the headings and labels the table draws (Koinobori's "Scoring cards"
            # and the cards under it, which step 10's note covered at 1024x600: a play-test),
            # its button beside the heading if that keeps them clear, wider if need be
            keep += self.table.outline_labels()
            ups = []
            for w in range(width, 1280 - 20 + 1, 20):
                ups += corner(None, 1280 - 10, top, None, w)
            for w in range(width, 1280 - 20 + 1, 20):
                ups += corner(10, None, top, None, w)
            places = ups + places[2:] + places[:2]
        else:
            zones = []
            for name in ("lesson", "lesson_alt"):
                if layout.has(name):
                    zone = layout.zone(name)
                    zone_lines, zone_height = wrapped(zone.w)
                    tall = max(zone_height, zone.h)
                    grown = pygame.Rect(zone.x, zone.bottom - tall, zone.w, tall)
                    if not self._grows_over(grown, zone):
                        zones.append((grown, zone_lines))
                    if buttons and zone_height > zone.h:
                        # the same zone with the button beside the heading, not under the words:
                        # a note that grew above its zone then stays in it (Paddy's first note
                        # covered the reserve box: a play-test)
                        short = zone_height - (BUTTON_H + 6) + (COMPACT_H + 4 - 24)
                        if short <= zone.h and len(self._labels()) == 1:
                            zones.append((pygame.Rect(zone.x, zone.bottom - zone.h, zone.w, zone.h), zone_lines,
                                          "compact"))
                        # ...or wider, on the zone's height: a panel grown above it over another
                        # place of the table (Ladybird's lesson complete in Japanese stood over
                        # the bottom of the learner's garden: a play-test) widens to a side
                        for w in range(zone.w + 20, 1280 - 20 + 1, 20):
                            wide_lines, wide_height = wrapped(w)
                            if wide_height <= zone.h:
                                for x in (zone.right - w, zone.x):
                                    if 10 <= x and x + w <= 1270:
                                        zones.append((pygame.Rect(x, zone.bottom - zone.h, w, zone.h), wide_lines))
                    if zone_height > zone.h:
                        # ...or grown downwards from the zone's top, over what stands under it,
                        # widened to a side if that keeps it clear (Koinobori's step 4 grew above
                        # its zone over the draw row: a play-test)
                        # (its top where the zone's is, or just under what is kept clear above it)
                        tops = sorted({zone.y} | {r.bottom + 4 for r in keep
                                                  if zone.y - 24 <= r.bottom + 4 <= zone.y + 24})
                        for w in range(zone.w, 1280 - 20 + 1, 20):
                            down_lines, down_height = wrapped(w) if w != zone.w else (zone_lines, zone_height)
                            for x in (zone.right - w, zone.x):
                                for y in tops:
                                    if 10 <= x and x + w <= 1270 and y + down_height <= 720 - 10:
                                        zones.append((pygame.Rect(x, y, w, down_height), down_lines))
                    if self._grows_over(grown, zone):
                        zones.append((grown, zone_lines))   # (last: better than no place at all)
            places = zones + places
        clear = [place for place in places
                 if not any(place[0].colliderect(r.inflate(12, 12)) for r in avoid)]
        for place in clear:
            if not any(place[0].colliderect(r.inflate(8, 8)) for r in keep):
                return self._taken(place)
        return self._taken((clear or places)[0])

    def _grows_over(self, panel: pygame.Rect, zone: pygame.Rect) -> bool:
        """Whether `panel`, grown above its `zone`, stands over another place of the layout
        (a zone that does not overlap `zone` itself: Paddy's lesson zone grows over the hand it
        overlaps, Ladybird's must not over the gardens above it)."""
        if panel.top >= zone.top:
            return False
        above = pygame.Rect(panel.x, panel.top, panel.w, zone.top - panel.top)
        layout = self.table.layout
        for name in layout.names():
            other = layout.zone(name)
            if name != "bar" and not other.colliderect(zone) and other.colliderect(above):
                return True
        return False

    def _taken(self, place) -> tuple[pygame.Rect, list[str]]:
        """The place chosen by `_place`: (rect, lines), and whether its button stands beside the
        heading (`_compact`)."""
        self._compact = len(place) > 2
        return place[0], place[1]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.active:
            return
        assets = self.table.assets
        outlines = self.outlines()
        # steady (after a minute, or with reduced motion) in the yellow of what can be clicked:
        # steady white read as the keyboard's focus ring (a play-test)
        glow = 0.5 + 0.5 * math.sin(self.clock / 200) if self.clock < 60_000 and not reduced_motion() else 0.0
        colour = tuple(int(a + (b - a) * glow) for a, b in zip(theme.LEGAL, (255, 255, 255)))
        labels = self.table.outline_labels()
        for rect in outlines:   # the hint's outline (pacing._draw_hint), with a ring around it
            outline.draw(surface, rect, colour, labels, with_ring=True)   # (clear of the headings beside it)
        heading, lines, panel = self._layout(outlines)
        with draw.box(surface, panel, "lesson"):
            draw.panel(surface, panel, theme.PAPER)
            paint.rect(surface, theme.LEGAL, panel, 3, border_radius=10)
            draw.text(surface, assets, heading, (panel.x + PAD, panel.y + PAD - 2), theme.SMALL_SIZE,
                      theme.INK_SOFT, bold=True)
            y = panel.y + PAD + (COMPACT_H + 4 if getattr(self, "_compact", False) else 24)
            for line in lines:
                draw.text(surface, assets, line, (panel.x + PAD, y), theme.BODY_SIZE, theme.INK)
                y += 24
        pointer = self.table.app.input.pointer
        for button in self.buttons:
            button.draw(surface, assets, pointer)

    def _layout(self, outlines: list[pygame.Rect] | None = None) -> tuple[str, list[str], pygame.Rect]:
        """The panel's words, lines and place, and its buttons (made before a click is handled
        as well as when drawn, so they are where they are seen)."""
        if outlines is None:
            outlines = self.outlines()
        heading, body = self.words()
        labels = self._labels()
        avoid = outlines + [b.rect for b in self.table.buttons] + [b.rect for b in self.table._live_bar_buttons()]
        panel, lines = self._place(body, bool(labels), avoid)
        self.panel = panel
        self._build_buttons(labels, panel)
        return heading, lines, panel

    def _labels(self) -> list[str]:
        if self.finished():
            if self.match.state.is_over():
                return [N_("Leave the lesson")]
            return [N_("Play on"), N_("Leave the lesson")]
        if self.lesson.waiting_note(self.match):
            return [N_("Next")]
        return []

    def _build_buttons(self, labels: list[str], panel: pygame.Rect) -> None:
        actions = {N_("Next"): self._next, N_("Play on"): self._play_on, N_("Leave the lesson"): self._leave}
        if getattr(self, "_compact", False) and len(labels) == 1:
            # beside the heading, at the panel's top right (see `_place`)
            label = labels[0]
            width = min(panel.w // 3, max(110, self.table.assets.width(_(label), theme.BODY_SIZE, True) + 32))
            self.buttons = [Button(pygame.Rect(panel.right - PAD - width, panel.y + PAD - 4, width, COMPACT_H),
                                   label, actions[label], primary=True)]
            return
        width = (panel.w - 2 * PAD - 10 * (len(labels) - 1)) // max(1, len(labels))
        self.buttons = [Button(pygame.Rect(panel.x + PAD + i * (width + 10), panel.bottom - PAD - BUTTON_H,
                                           width, BUTTON_H), label, actions[label], primary=i == 0)
                        for i, label in enumerate(labels)]
