"""Closing the program, or going back to the title menu, while this game's autosave fails: the
question first, so a game kept only in memory is not lost without a word.

A play-test under Wine (a saves folder that denied writing): the banner said "this game is only
in memory until a save succeeds", and the window's close button quit at once; the game was gone.
"Stay" (the default: Enter, Escape, the first button of the ring) goes back to the table, where
the banner stands and Menu → Save game can try another name; "Close anyway" (or "Leave anyway")
goes as asked.  While the question is open the autosave is tried again now and then: once it
succeeds (the disk was freed), nothing is lost any more and what the player asked goes ahead."""
from __future__ import annotations

from typing import Callable

import pygame

from ...i18n import N_, _
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from ..base import Scene

QUIT_WORDS = N_("This game could not be saved: if you close the program now, it is lost.")
LEAVE_WORDS = N_("This game could not be saved: if you leave it now, it is lost.")
RETRY_MS = 2000   # how often the autosave is tried again while the question is open


class UnsavedScene(Scene):
    """Over the table: one sentence, the disk's own words, "Stay" (default) and "Close anyway"."""

    opaque = False

    def __init__(self, app, table, go: Callable[[], None], quitting: bool) -> None:
        super().__init__(app)
        self.table = table
        self.go = go                 # what the player asked for (quit, or the title menu)
        self.quitting = quitting
        self.layout = layout.load("unsaved_question")
        L = self.layout
        self.stay_button = Button(L.zone("stay"), N_("Stay"), self.stay, primary=True)
        self.leave_button = Button(L.zone("leave"), N_("Close anyway") if quitting else N_("Leave anyway"), self.leave)
        self.buttons = [self.leave_button, self.stay_button]
        self.retry_in = RETRY_MS

    def focus_start(self, targets):
        """The ring starts on the default, Stay."""
        return next((t for t in targets if self.stay_button.rect.collidepoint(t.rect.center)), None)

    def stay(self) -> None:
        """Back to the table (and off the menu the question was asked from)."""
        from .pause import PauseScene   # (pause imports this module)

        if self.app.top is self:
            self.app.pop()
        if isinstance(self.app.top, PauseScene) and getattr(self.app.top, "table", None) is self.table:
            self.app.pop()

    def leave(self) -> None:
        if self.app.top is self:
            self.app.pop()
        self.go()

    def update(self, dt_ms: int) -> bool:
        """The autosave tried again now and then: saved, the player's errand goes ahead."""
        self.retry_in -= dt_ms
        if self.retry_in <= 0:
            self.retry_in = RETRY_MS
            self.table.autosave()
            if self.table.saver is None or not self.table.saver.problem:
                if self in self.app.stack:
                    self.leave()
                return True
        self.app.wake_in(max(50, self.retry_in))
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
                    _("Close the program?") if self.quitting else _("Leave this game?"))
        words = _(QUIT_WORDS if self.quitting else LEAVE_WORDS)
        draw.text_block(surface, a, words, L.zone("text"), theme.BODY_SIZE, theme.INK, line_gap=4)
        for button in self.buttons:
            button.draw(surface, a, self.app.input.pointer)


def ask(table, go: Callable[[], None], quitting: bool, push: bool = True) -> UnsavedScene:
    """The question over `table` (one only: asking again gives it the new errand)."""
    app = table.app
    question = next((s for s in app.stack if isinstance(s, UnsavedScene) and s.table is table), None)
    if question is None:
        question = UnsavedScene(app, table, go, quitting)
        if push:
            app.push(question)
        return question
    question.go, question.quitting = go, quitting
    question.leave_button.label = N_("Close anyway") if quitting else N_("Leave anyway")
    return question


def unsaved(table) -> bool:
    """This table's game is only in memory: its autosave failed (and it is a game worth keeping:
    a move was made)."""
    saver = getattr(table, "saver", None)
    return saver is not None and bool(saver.problem) and bool(getattr(table.match, "actions", ()))
