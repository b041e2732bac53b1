"""The results of an online table: the shared results screen, with the score chart from the
totals seen as the states came, no high scores, and instead of "Play again" the way back to my
online tables.

"Watch the replay" asks the server for the finished game's record (`record`: a seat holds no
whole record of its own, and the server gives it only once the game is over), keeps it as a
save (record.py: checked as a foreign file, written into the saves folder, so the Load list has
it too) and opens the replay viewer with the computer's second opinion, as after a game at one
screen.  While the server answers, a line says so; a server that is down or refuses, or a
record that fails the checks, is said in one sentence under the notes, and the button can be
pressed again.  The screen never waits: the answer is polled every frame."""
from __future__ import annotations

import pygame

from ...i18n import N_, _
from ...online.client.errors import OnlineError
from ...online.client.session import as_sentence
from ...ui import draw, theme
from ..common.results import ResultsScene
from .record import RecordRefused, keep_record

ASKING = N_("Asking the server for the game's record…")
POLL_MS = 50        # how soon the frame loop comes back while the server is asked
NOTE_LINES = 4      # the sentence's room at the foot of the notes, in lines (a refusal may quote the rules)


class OnlineResultsScene(ResultsScene):
    replayable = True   # the record comes from the server (`record`) once the game is over

    def __init__(self, app, match, table) -> None:
        self.table = table
        self.asking = None            # the Future of the record asked for
        self.said: tuple[str, tuple] | None = None   # (sentence, colour) under the notes
        self.replay_match = None      # the record's match, once received and kept
        super().__init__(app, match, record=False)
        self.buttons[0].label = N_("My online tables")

    def score_history(self):
        return self.match.history()

    def _again(self) -> None:
        self.table.leave(to_tables=True)

    def _menu(self) -> None:
        self.table.leave(home=True)   # "Title menu" says where it goes

    # --- the replay, from the server's record ------------------------------------------------
    def _replay(self) -> None:
        if self.replay_match is not None:   # kept already: the viewer again, with its review
            return self._open_replay()
        if self.asking is not None:
            return
        self.said = (ASKING, theme.INK_SOFT)
        self.asking = self.table.session.record()
        self.app.wake_in(POLL_MS)

    def _open_replay(self) -> None:
        from ..common.replay_review import open_reviewed_replay

        open_reviewed_replay(self.app, self.replay_match, path=self.save_path)

    def update(self, dt_ms: int) -> bool:
        changed = super().update(dt_ms)
        if self.asking is None:
            return changed
        if not self.asking.done():
            self.app.wake_in(POLL_MS)
            return changed
        future, self.asking = self.asking, None
        try:
            match, self.save_path = keep_record(future.result())
        except (OnlineError, RecordRefused, OSError) as error:   # (a DiskError: in player words)
            self.said = (as_sentence(error), theme.ILLEGAL)
            return True
        self.replay_match, self.said = match, None
        self._open_replay()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.said is None:
            return
        text, colour = self.said
        text = _(text)
        zone = self.layout.zone("solo_notes" if self.solo else "notes")
        height = NOTE_LINES * (theme.SMALL_SIZE + 6)
        area = pygame.Rect(zone.x, zone.bottom - height, zone.w, height)
        draw.text_block(surface, self.assets, text, area, theme.SMALL_SIZE, colour, line_gap=2, smallest=11)
