"""The results of an online table: the shared results screen, with the score chart from the
totals seen as the states came (a seat never holds the whole record to replay), no high
scores, and instead of "Play again" the way back to my online tables."""
from __future__ import annotations

from ...i18n import N_
from ..common.results import ResultsScene


class OnlineResultsScene(ResultsScene):
    replayable = False   # a seat holds no whole record to replay (an export of the table can be watched)

    def __init__(self, app, match, table) -> None:
        self.table = table
        super().__init__(app, match, record=False)
        self.buttons[0].label = N_("My online tables")

    def score_history(self):
        return self.match.history()

    def _again(self) -> None:
        self.table.leave(to_tables=True)

    def _menu(self) -> None:
        self.table.leave()
        self.app.go_home()   # "Title menu" says where it goes
