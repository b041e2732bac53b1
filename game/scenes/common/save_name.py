"""The pause menu's Save: a name for the save (offered: the title, the date and the round),
then the file is written.  The name is what the Load screen shows; the file's own name stays
`<title>-<date>-<time>.json` (game/saves.py), so nothing typed here becomes a path."""
from __future__ import annotations

from typing import Callable

import pygame

from ...files import DiskError
from ...i18n import N_, _
from ...saves import MAX_SAVE_NAME, default_save_name, save_named
from ...ui import draw, layout, theme
from ...ui.widgets import Button, TextField, handle_buttons
from ..base import Scene


class SaveNameScene(Scene):
    """Over the pause menu: a text field, Save and Cancel; Enter saves, Esc cancels."""

    opaque = False

    def __init__(self, app, match, saved: Callable[[str], None]) -> None:
        """`saved(sentence)` is told what happened when the save is written."""
        super().__init__(app)
        self.match = match
        self.saved = saved
        self.layout = layout.load("save_name")
        L = self.layout
        self.field = TextField(L.zone("field"), default_save_name(match), N_("Name of the save"),
                               max_length=MAX_SAVE_NAME)
        self.field.focus()
        self.field.all_selected = True   # typing replaces the offered name; Enter keeps it
        self.message = ""
        self.buttons = [Button(L.zone("cancel"), N_("Cancel"), self.app.pop),
                        Button(L.zone("save"), N_("Save"), self._save, primary=True)]

    def _save(self) -> None:
        name = self.field.text.strip() or default_save_name(self.match)
        try:
            save_named(self.match, name=name)   # never overwrites: a second save gets "-2"
        except DiskError as error:
            self.message = str(error)
            return
        self.app.pop()
        self.saved(_("Saved as “{name}”").format(name=name))

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if event.kind == "key" and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.field.composition:
            self._save()
            return True
        if self.field.handle(event):
            if self.field.refused:
                # (what was typed past the limit is not in the field: a review read the sentence
                # as a refusal of the save, and Enter then saved the first 60 without a word)
                self.message = _("A save's name has at most {n} characters: the rest was not taken.").format(n=MAX_SAVE_NAME)
            elif event.kind in ("text", "key"):
                self.message = ""
            return True
        handle_buttons(self.buttons, event)
        return True   # a dialog: nothing below it takes input

    def draw(self, surface: pygame.Surface) -> None:
        L, a = self.layout, self.assets
        draw.veil(surface, 90)
        draw.panel(surface, L.zone("panel"))
        draw.text(surface, a, _("Save the game"), L.zone("heading").midleft, theme.HEADING_SIZE, theme.INK, True,
                  "midleft")
        label = L.zone("label")
        draw.text_fit(surface, a, _("Name (shown in Load game):"), label.midleft, label.w, theme.SMALL_SIZE,
                      theme.INK_SOFT, anchor="midleft")
        self.field.draw(surface, a)
        if self.message:
            # (four lines: a refusal names the file and the disk's reason; smaller type before any is lost)
            draw.text_block(surface, a, self.message, L.zone("message"), theme.SMALL_SIZE, theme.ILLEGAL,
                            smallest=13)
        for button in self.buttons:
            button.draw(surface, a, self.app.input.pointer)
