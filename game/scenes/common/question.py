"""A question over a table before the player leaves it or closes the program, when leaving now
would lose something (an online move the server has not answered: online/unsent.py; a game
the autosave could not keep: common/unsaved.py).

One sentence, "Stay…" (the default: Enter, Escape, where the ring starts) and "Leave anyway" /
"Close anyway".  Stay goes back to the table, off the pause menu the question was asked from;
the other goes as asked (`go`).  A subclass names its words and may let the errand go ahead by
itself once nothing would be lost (`update`)."""
from __future__ import annotations

from typing import Callable

import pygame

from ...i18n import N_, _
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from ..base import Scene


class LeaveQuestion(Scene):
    """Over `table`: `words()` under `heading()`, the stay button (default) and the leave one."""

    opaque = False
    stay_label = N_("Stay")
    layout_name = "unsaved_question"

    def __init__(self, app, table, go: Callable[[], None], quitting: bool) -> None:
        super().__init__(app)
        self.table = table
        self.go = go                 # what the player asked for (leave the table, quit)
        self.layout = layout.load(self.layout_name)
        L = self.layout
        self.stay_button = Button(L.zone("stay"), self.stay_label, self.stay, primary=True)
        self.leave_button = Button(L.zone("leave"), N_("Leave anyway"), self.leave)
        self.buttons = [self.leave_button, self.stay_button]
        self.quitting = False
        self.set_quitting(quitting)

    def set_quitting(self, quitting: bool) -> None:
        """Closing the program asks the same (its own words); `go` is then to quit."""
        self.quitting = quitting
        self.leave_button.label = N_("Close anyway") if quitting else N_("Leave anyway")

    def heading(self) -> str:
        return _("Close the program?") if self.quitting else _("Leave the table?")

    def words(self) -> str:
        raise NotImplementedError

    def focus_start(self, targets):
        """The ring starts on the default, Stay."""
        return next((t for t in targets if self.stay_button.rect.collidepoint(t.rect.center)), None)

    def stay(self) -> None:
        """Back to the table (the menu it was asked from goes too)."""
        if self.app.top is self:
            self.app.pop()
        top = self.app.top   # (a pause menu of this table: PauseScene, which asks this question itself)
        if getattr(top, "pauses_table", False) and getattr(top, "table", None) is self.table:
            self.app.pop()

    def leave(self) -> None:
        if self.app.top is self:
            self.app.pop()
        self.go()

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.stay()
            return True
        handle_buttons(self.buttons, event)
        return True   # a question: nothing below it takes input

    def draw(self, surface: pygame.Surface) -> None:
        L, a = self.layout, self.assets
        draw.dialog(surface, a, L.zone("panel"), L.zone("heading"), self.heading())
        draw.text_block(surface, a, self.words(), L.zone("text"), theme.BODY_SIZE, theme.INK, line_gap=4)
        for button in self.buttons:
            button.draw(surface, a, self.app.input.pointer)


def asked(table, kind: type, go: Callable[[], None], quitting: bool, push: bool = True) -> LeaveQuestion:
    """The question of `kind` over `table` (one only: asking again gives it the new errand)."""
    app = table.app
    question = next((s for s in app.stack if isinstance(s, kind) and s.table is table), None)
    if question is None:
        question = kind(app, table, go, quitting)
        if push:
            app.push(question)
        return question
    question.go = go
    question.set_quitting(quitting)
    return question
