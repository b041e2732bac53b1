"""Leaving an online table (or closing the program) while a move of this seat has not been
answered by the server yet: the question first, so nothing is lost without a word.

The client sends a move again after a reconnection until the server answers it, but only
while its connection lives: leaving the table closes it (and closing the program ends it),
and a move still waiting then is gone (a play-test chose Ladybird's secret card and pressed
End turn while the server was down, left, and found all four cards in hand again).

**Decision**: ask, rather than keep the moves across the program's runs.  A move is chosen
at a seq; kept until the table is next opened (hours later) the other seats have often moved
since, and the server would refuse it as stale, in a window that shows the server's
position meanwhile.  So: "Stay until it is sent" (the default: Enter, Escape, the first
button of the ring) takes the player back to the table, where the bar says the move waits;
"Leave anyway" (or "Close anyway") leaves as before.  Once the server has answered every move
(the table under this question still hears it), the question has nothing left to ask and
the leaving the player asked for goes ahead by itself."""
from __future__ import annotations

from typing import Callable

import pygame

from ...i18n import N_, _
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from ..base import Scene
from ..common.pause import PauseScene

LEAVE_WORDS = N_("Your last move has not reached the server yet: if you leave now, it is lost.")
QUIT_WORDS = N_("Your last move has not reached the server yet: if you close the program now, it is lost.")


class UnsentScene(Scene):
    """Over the table: one sentence, "Stay until it is sent" (default) and "Leave anyway"."""

    opaque = False

    def __init__(self, app, table, go: Callable[[], None], quitting: bool = False) -> None:
        super().__init__(app)
        self.table = table
        self.go = go                 # what the player asked for (leave the table, quit)
        self.layout = layout.load("online_unsent")
        L = self.layout
        self.stay_button = Button(L.zone("stay"), N_("Stay until it is sent"), self.stay, primary=True)
        self.leave_button = Button(L.zone("leave"), N_("Leave anyway"), self.leave)
        self.buttons = [self.leave_button, self.stay_button]
        self.quitting = False
        self.set_quitting(quitting)

    def set_quitting(self, quitting: bool) -> None:
        """Closing the program asks the same (its own words); `go` is then to quit."""
        self.quitting = quitting
        self.leave_button.label = N_("Close anyway") if quitting else N_("Leave anyway")

    def focus_start(self, targets):
        """The ring starts on the default, Stay."""
        return next((t for t in targets if self.stay_button.rect.collidepoint(t.rect.center)), None)

    def stay(self) -> None:
        """Back to the table, whose bar says the move waits (the menu it was asked from goes too)."""
        if self.app.top is self:
            self.app.pop()
        if isinstance(self.app.top, PauseScene) and getattr(self.app.top, "table", None) is self.table:
            self.app.pop()

    def leave(self) -> None:
        if self.app.top is self:
            self.app.pop()
        self.go()

    def update(self, dt_ms: int) -> bool:
        """The table below hears the server: once no move waits for its answer, the player's
        leaving goes ahead (nothing is lost any more)."""
        if self.table.session.waiting_moves == 0 and self in self.app.stack:
            self.leave()
            return True
        self.app.wake_in(50)
        return False

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.stay()
            return True
        handle_buttons(self.buttons, event)
        return True   # a question: nothing below it takes input

    def draw(self, surface: pygame.Surface) -> None:
        L, a = self.layout, self.assets
        draw.dialog(surface, a, L.zone("panel"), L.zone("heading"),
                    _("Close the program?") if self.quitting else _("Leave the table?"))
        words = QUIT_WORDS if self.quitting else LEAVE_WORDS
        draw.text_block(surface, a, _(words), L.zone("text"), theme.BODY_SIZE, theme.INK, line_gap=4)
        for button in self.buttons:
            button.draw(surface, a, self.app.input.pointer)
