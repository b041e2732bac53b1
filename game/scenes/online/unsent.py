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

from ...i18n import N_, _
from ..common.question import LeaveQuestion

LEAVE_WORDS = N_("Your last move has not reached the server yet: if you leave now, it is lost.")
QUIT_WORDS = N_("Your last move has not reached the server yet: if you close the program now, it is lost.")


class UnsentScene(LeaveQuestion):
    """Over the table: one sentence, "Stay until it is sent" (default) and "Leave anyway"."""

    stay_label = N_("Stay until it is sent")
    layout_name = "online_unsent"

    def words(self) -> str:
        return _(QUIT_WORDS if self.quitting else LEAVE_WORDS)

    def update(self, dt_ms: int) -> bool:
        """The table below hears the server: once no move waits for its answer, the player's
        leaving goes ahead (nothing is lost any more)."""
        if self.table.session.waiting_moves == 0 and self in self.app.stack:
            self.leave()
            return True
        self.app.wake_in(50)
        return False
