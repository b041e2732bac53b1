"""Closing the program, or going back to the title menu, while this game's autosave fails: the
question first, so a game kept only in memory is not lost without a word.

A play-test under Wine (a saves folder that denied writing): the banner said "this game is only
in memory until a save succeeds", and the window's close button quit at once; the game was gone.
"Stay" (the default) goes back to the table, where the banner stands and Menu → Save game can
try another name; "Close anyway" (or "Leave anyway") goes as asked.  While the question is open
the autosave is tried again now and then: once it succeeds (the disk was freed), nothing is lost
any more and what the player asked goes ahead."""
from __future__ import annotations

from typing import Callable

from ...i18n import N_, _
from .question import LeaveQuestion, asked

QUIT_WORDS = N_("This game could not be saved: if you close the program now, it is lost.")
LEAVE_WORDS = N_("This game could not be saved: if you leave it now, it is lost.")
RETRY_MS = 2000   # how often the autosave is tried again while the question is open


class UnsavedScene(LeaveQuestion):
    """Over the table: "Stay" (default) and "Close anyway" / "Leave anyway"."""

    def __init__(self, app, table, go: Callable[[], None], quitting: bool) -> None:
        super().__init__(app, table, go, quitting)
        self.retry_in = RETRY_MS

    def heading(self) -> str:
        return _("Close the program?") if self.quitting else _("Leave this game?")

    def words(self) -> str:
        return _(QUIT_WORDS if self.quitting else LEAVE_WORDS)

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


def ask(table, go: Callable[[], None], quitting: bool, push: bool = True) -> UnsavedScene:
    """The question over `table` (one only: asking again gives it the new errand)."""
    return asked(table, UnsavedScene, go, quitting, push)


def unsaved(table) -> bool:
    """This table's game is only in memory: its autosave failed (and it is a game worth keeping:
    a move was made)."""
    saver = getattr(table, "saver", None)
    return saver is not None and bool(saver.problem) and bool(getattr(table.match, "actions", ()))
