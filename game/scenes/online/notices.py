"""What an online table says of itself in its message zone when it opens (the host's program,
a chosen deal, the seat this window already played, a seat a computer played until now), and
the failing-disk banner while My online tables cannot keep the table (its seat's token is then
only in this window).  A mixin of `OnlineTable` (table.py)."""
from __future__ import annotations

from ...i18n import N_, _
from ...ui import theme
from . import known

# said to a guest (or a watcher) who joined a table on a server that runs in the host's
# program (`serve --stop-with-stdin`, the host's "This computer"; its `hello` says so)
HOST_PROGRAM = N_("This table runs in the host's program: if they quit it, the table is gone until "
                  "they start it again (the game is kept).")
# said to every seat and watcher (but the host) of a table whose creator chose its deal: they
# can replay it and know every hidden card (the server's states say `chosen_deal`)
CHOSEN_DEAL = N_("This table's creator chose its deal: they can know every hidden card.")
ALREADY_SEATED = N_("You play seat {seat} at this table already: here it is.")
TOOK_OVER = N_("A computer played this seat until now: its turns are marked in the log as a computer's.")
REMEMBERED = N_("This table is in My online tables now.")
NOT_REMEMBERED_MARK = N_("Not in My tables")   # the top bar's mark of that banner, hidden
REMEMBER_AGAIN_MS = 5000   # how often a table My online tables could not take is offered to it again
NOTICE_MS = 12000       # long enough to read it; other seats' moves arriving meanwhile keep it


class TableNotices:
    """The opening notices and the way back to the seat (`OnlineTable`'s `match`, `entry`,
    `message`)."""

    unremembered: str | None = None   # the disk's refusal to keep this table (My online tables)
    remember_again_ms = 0
    disk_mark = NOT_REMEMBERED_MARK

    _noticed: str | None = None   # the words of the last notice (`shown_notice`)

    def _notice(self, text: str) -> None:
        """`text` in the message zone, after the notice shown already (a first message may have
        several parts: the host's program, then the chosen deal)."""
        said = text if self.shown_notice() is None else self.message[0] + " " + text
        self.message = (said, theme.LEGAL, NOTICE_MS, None)
        self._noticed = said

    def shown_notice(self):
        """The message, while it is a notice of these (another seat's move arriving keeps it:
        it is read once, at the table's opening), else None."""
        if self.message is not None and self._noticed is not None and self.message[0] == self._noticed:
            return self.message
        return None

    def tell_host_program(self) -> None:
        """To a guest who has just joined a table that lives in the host's program: it is there
        only while that program runs."""
        self._notice(_(HOST_PROGRAM))

    def tell_already_seated(self) -> None:
        """Join with a code was given this table's link, where this window plays a seat already:
        that seat opened, and the table says so (joining again would have taken another seat,
        perhaps the friend's only one: a review)."""
        self._notice(_(ALREADY_SEATED).format(seat=self.match.seat + 1))

    def tell_took_over(self) -> None:
        """A person who has just joined a seat a computer played until the host handed it to a
        person: the table says so (the log marks the computer's turns; a review's Carla found
        the computer's moves under her name and no word of it)."""
        marks = self.match.log_marks
        if self.match.seat is not None and any(i < len(marks) and marks[i][0] == self.match.seat
                                               for i in self.match.stand_in):
            self._notice(_(TOOK_OVER))

    def tell_chosen_deal(self) -> None:
        """To a guest or a watcher of a table whose deal its creator chose (the Players and
        seats screen says it too)."""
        if getattr(self.match, "chosen_deal", False) and self.entry.get("host") is None:
            self._notice(_(CHOSEN_DEAL))

    # --- My online tables: the way back to this seat ------------------------------------------------
    def not_remembered(self, problem: str) -> None:
        """My online tables could not take this table (`problem`: the disk's sentence): its
        seat's token is only in this window, so the failing-disk banner says so until a later
        try succeeds (a review: hosting on a read-only disk lost the way back without a word)."""
        self.unremembered = problem
        self.remember_again_ms = REMEMBER_AGAIN_MS

    def disk_problem(self) -> str | None:
        if self.unremembered is None:
            return None
        return _(known.NOT_REMEMBERED).format(problem=self.unremembered)

    def _remember_again(self, dt_ms: int) -> None:
        """Each frame while the table is not kept: offered to the file again every few seconds."""
        if self.unremembered is None:
            return
        self.remember_again_ms -= dt_ms
        if self.remember_again_ms > 0:
            return
        self.remember_again_ms = REMEMBER_AGAIN_MS
        problem = known.remember(self.entry)
        if problem is None:
            self.unremembered = None
            self.message = (_(REMEMBERED), theme.LEGAL, NOTICE_MS, None)   # (news of its own, not an opening notice)
        else:
            self.unremembered = problem
