"""Hot-seat privacy: hides the table until the next player has the mouse."""
from __future__ import annotations

from ...i18n import _
from typing import Callable

import pygame

from ..base import Scene
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from .background import draw_table_background
from .damage import buttons_damage
from .newest_lines import draw_newest_lines
from .rules_help import OffersRules


class HandoffScene(OffersRules, Scene):
    opaque = True  # nothing private may show through

    def __init__(self, app, name: str, seat: int, on_ready: Callable[[], None], note: list[str] | str = (),
                 title_id: str | None = None, pause: Callable[[], Scene] | None = None,
                 first_turn: bool = False) -> None:
        super().__init__(app)
        self.name, self.seat, self.on_ready = name, seat, on_ready
        self.note = [note] if isinstance(note, str) and note else list(note)  # since the seat's last turn
        self.first_turn = first_turn  # the seat has had no turn yet: the note is the game so far
        self.title_id = title_id  # F1 here shows the game's rules (nothing private)
        self._pause = pause       # Esc: the pause menu over this screen (the hand stays hidden)
        self.layout = layout.load("handoff")
        self.button = Button(self.layout.zone("ready"), "", self._ready, primary=True)
        self._label_button()

    def language_changed(self) -> None:
        self._label_button()

    def _label_button(self) -> None:
        """'I am <name> — show my cards', the button as wide as the label needs (up to the
        panel's width), so a 16-character Japanese name is never cut or shrunk."""
        label = _("I am {name} \u2014 show my cards").format(name=self.name)
        zone, panel = self.layout.zone("ready"), self.layout.zone("panel")
        need = self.assets.width(label, self.button.size, True) + 40
        rect = zone.inflate(max(0, min(panel.w - 40, need) - zone.w), 0)
        self.button.label, self.button.rect = label, rect

    def _ready(self) -> None:
        self.app.pop()
        self.on_ready()

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self._ready()
            return True
        return handle_buttons([self.button], event) is not None

    def pause_screen(self) -> Scene | None:
        return self._pause() if self._pause is not None else None

    def pointer_damage(self, before, after) -> list[pygame.Rect]:
        """Only the button's hover look follows the pointer."""
        return buttons_damage([self.button], before, after)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L = self.layout
        panel = L.zone("panel")
        draw.panel(surface, panel)
        draw.player_shape(surface, self.seat, L.zone("mark").center, 56)
        zone = L.zone("name")
        heading = _("Pass to {name}").format(name=self.name)
        size, lines = self._heading(heading, zone)
        step = self.assets.font(size, True, text=heading).get_linesize()
        top = zone.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            draw.text(surface, self.assets, line, (zone.centerx, top + step * i + step // 2), size, theme.INK,
                      bold=True, anchor="center")
        self._draw_since(surface, L.zone("note"))
        self.button.draw(surface, self.assets, self.app.input.pointer)

    def _heading(self, heading: str, zone: pygame.Rect) -> tuple[int, list[str]]:
        """The heading on one line, in smaller type for a long name; a name too long even at
        body size (sixteen Japanese characters) on two lines: never cut."""
        a, width = self.assets, zone.w - 20
        for size in range(theme.HEADING_SIZE, theme.BODY_SIZE - 1, -2):
            if a.font(size, True, text=heading).size(heading)[0] <= width:
                return size, [heading]
        for size in (theme.BODY_SIZE, theme.SMALL_SIZE, 14):
            lines = a.wrap(heading, width, size, True)
            if len(lines) <= 2 and len(lines) * a.font(size, True, text=heading).get_linesize() <= zone.h:
                return size, lines
        return 14, [draw.fit_text(a, heading, width, 14, True)]

    def _draw_since(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The log since this seat's last turn: the newest entries that fit whole, oldest first
        (an entry is never shown from its middle).  Every line starts where the heading starts
        (they were 6 px in: a play-tester read it as a stray space)."""
        if not self.note:
            return
        a = self.assets
        # (a seat's first turn has no last turn: a play-test read "Since your last turn" there)
        heading = _("Since the game began") if self.first_turn else _("Since your last turn")
        draw.text(surface, a, heading, area.topleft, theme.BODY_SIZE, theme.INK, True)
        body = pygame.Rect(area.x, area.y + 28, area.w, area.h - 28)
        # the newest entry is dark on all its lines
        draw_newest_lines(surface, a, self.note, body, lambda k, n: k == n - 1)
