"""Settings: the player's preferences, changed at once and remembered in settings.json.

Reached from the title menu and the pause menu.  Each option is a row with a switch; a
change is saved immediately, and a disk that refuses is said in one sentence."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ... import settings
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from ..base import Scene
from .background import draw_table_background
from .rules_help import OffersRules

ROW_H = 84


@dataclass(frozen=True)
class Option:
    key: str          # the settings.json key (an on/off flag in settings.DEFAULTS)
    label: str
    help: str


OPTIONS = (
    Option("confirm_turn_end", "Confirm the end of each turn",
           "After a move that ends your turn you see the result with an End turn button and can still "
           "Undo it; turn this off to hand over at once."),
    Option("paddy_level_numerals", "Paddy: level numbers on the board",
           "Write each plot's level on its top face (also the N key at the table)."),
)


class SettingsScene(OffersRules, Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.layout = layout.load("settings")
        self.values = settings.load()
        self.message = ""
        self.back = Button(self.layout.zone("back"), "Done", self.app.pop, primary=True)
        self._build()

    def _options(self) -> list[Option]:
        return [o for o in OPTIONS if o.key in settings.DEFAULTS]

    def _build(self) -> None:
        area = self.layout.zone("options")
        self.switches: list[Button] = []
        for i, option in enumerate(self._options()):
            on = bool(self.values.get(option.key))
            rect = pygame.Rect(area.right - 120, area.y + i * ROW_H + 8, 110, 40)
            self.switches.append(Button(rect, "On" if on else "Off", lambda k=option.key: self._toggle(k),
                                        selected=on, size=theme.BODY_SIZE))

    def _toggle(self, key: str) -> None:
        self.values[key] = not self.values.get(key)
        problem = settings.save(self.values)
        self.message = problem or ""
        self._build()

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.pop()
            return True
        return handle_buttons([*self.switches, self.back], event) is not None

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L, a = self.layout, self.assets
        draw.panel(surface, L.zone("panel"))
        draw.text(surface, a, "Settings", L.zone("heading").midleft, theme.HEADING_SIZE, theme.INK, True, "midleft")
        area = L.zone("options")
        for i, option in enumerate(self._options()):
            y = area.y + i * ROW_H
            text = pygame.Rect(area.x, y, area.w - 140, ROW_H)
            draw.text(surface, a, option.label, (text.x, y + 6), theme.BODY_SIZE, theme.INK, True)
            draw.text_block(surface, a, option.help, pygame.Rect(text.x, y + 32, text.w, ROW_H - 34),
                            theme.SMALL_SIZE, theme.INK_SOFT, line_gap=2)
            pygame.draw.line(surface, theme.PAPER_EDGE, (area.x, y + ROW_H - 2), (area.right, y + ROW_H - 2))
        pointer = self.app.input.pointer
        for button in [*self.switches, self.back]:
            button.draw(surface, a, pointer)
        if self.message:
            draw.text_block(surface, a, self.message, L.zone("message"), theme.SMALL_SIZE, theme.ILLEGAL)
