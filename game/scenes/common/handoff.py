"""Hot-seat privacy: hides the table until the next player has the mouse."""
from __future__ import annotations

from typing import Callable

import pygame

from ..base import Scene
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from .background import draw_table_background
from .rules_help import OffersRules


class HandoffScene(OffersRules, Scene):
    opaque = True  # nothing private may show through

    def __init__(self, app, name: str, seat: int, on_ready: Callable[[], None], note: str = "",
                 title_id: str | None = None) -> None:
        super().__init__(app)
        self.name, self.seat, self.on_ready, self.note = name, seat, on_ready, note
        self.title_id = title_id  # F1 here shows the game's rules (nothing private)
        self.layout = layout.load("handoff")
        self.button = Button(self.layout.zone("ready"), f"I am {name} \u2014 show my cards", self._ready,
                             primary=True)

    def _ready(self) -> None:
        self.app.pop()
        self.on_ready()

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self._ready()
            return True
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            return False  # the table below handles pause after hand-off; keep Esc harmless here
        return handle_buttons([self.button], event) is not None

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L = self.layout
        panel = L.zone("panel")
        draw.panel(surface, panel)
        draw.player_shape(surface, self.seat, L.zone("mark").center, 56)
        draw.text(surface, self.assets, f"Pass to {self.name}, then click", L.zone("name").center,
                  theme.HEADING_SIZE, theme.INK, bold=True, anchor="center")
        if self.note:
            draw.text_block(surface, self.assets, self.note, L.zone("note"), theme.SMALL_SIZE, theme.INK_SOFT)
        self.button.draw(surface, self.assets, self.app.input.pointer)
