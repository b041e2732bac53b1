"""Removing a table from My online tables: a question over the list that says what it means
(the table stays on the server; this computer forgets the seat's token, so the seat cannot be
taken again from here), Cancel or Remove.  Esc cancels, Enter removes."""
from __future__ import annotations

from typing import Callable

import pygame

from ...i18n import N_, _
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from ..base import Scene


def forget_words(entry: dict, over: bool) -> str:
    """What removing `entry` means, in plain words (`over`: the server says its game is over)."""
    if over:
        return _("The game is over. It stays on the server; only this list forgets it.")
    if entry.get("seat") is None:
        return _("The table stays on the server. This computer forgets its watch link: to watch it again, "
                 "you need the link again.")
    words = _("The table stays on the server and the others can play on. This computer forgets your seat's "
              "secret token, so you cannot take your seat at this table again.")
    if entry.get("host"):
        words += " " + _("It also forgets the host's token: you can no longer hand an away seat to a computer.")
    return words


class ForgetScene(Scene):
    """Over the list: the table's line, what removing it means, Cancel and Remove."""

    opaque = False

    def __init__(self, app, line: str, words: str, remove: Callable[[], None]) -> None:
        super().__init__(app)
        self.line, self.words = line, words
        self.layout = layout.load("online_forget")
        L = self.layout
        self.remove = remove
        self.buttons = [Button(L.zone("cancel"), N_("Cancel"), self.app.pop),
                        Button(L.zone("remove"), N_("Remove from the list"), self._remove, primary=True)]

    def _remove(self) -> None:
        self.app.pop()
        self.remove()

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if event.kind == "key" and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._remove()
            return True
        handle_buttons(self.buttons, event)
        return True   # a question: nothing below it takes input

    def draw(self, surface: pygame.Surface) -> None:
        L, a = self.layout, self.assets
        draw.dialog(surface, a, L.zone("panel"), L.zone("heading"), _("Remove this table from the list?"))
        table = L.zone("table")
        draw.text_fit(surface, a, self.line, table.midleft, table.w, theme.BODY_SIZE, theme.INK, True, "midleft")
        draw.text_block(surface, a, self.words, L.zone("text"), theme.BODY_SIZE, theme.INK_SOFT, line_gap=4)
        for button in self.buttons:
            button.draw(surface, a, self.app.input.pointer)
