"""The score over a whole game, for the results screen's chart.

`score_history` replays a match's action list through the rules from its opening and samples
every seat's running total (`score_sheet().totals()`) before play and at the end of every round
(`round_number()` changes; Paddy's cycles), and once more when the game ends.  It reads only;
the match is not touched.  Cost: one replay plus one score sheet per round (about 20 ms for
a 661-action 4-player Paddy game; bench/results.py).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..i18n import _
from .base import Action, Setup
from .match import Match


@dataclass(frozen=True)
class ScoreHistory:
    """`totals[k][p]`: seat p's total when round `rounds[k]` ended (`rounds[0]` is the round
    before the first one played, with the opening totals).  `word` names a round on screen."""

    word: str
    players: tuple[str, ...]
    rounds: tuple[int, ...]
    totals: tuple[tuple[int, ...], ...]

    def low_high(self) -> tuple[int, int]:
        """The lowest and highest total of any seat at any sample."""
        values = [v for row in self.totals for v in row]
        return min(values), max(values)


def score_history(setup: Setup, seed: int, actions: list[Action], start: dict | None = None) -> ScoreHistory:
    """Replay `actions` and sample the totals at every round's end (see the module doc).
    Raises the rules' IllegalAction for an action list they refuse (a match's own never is)."""
    match = Match(setup, seed, start)   # (the match applies the seats' automatic steps too)
    match.keep_snapshots = False   # (nothing is undone here: no copies of the states)
    state = match.state
    current = state.round_number()
    rounds = [current - 1]
    totals = [tuple(state.score_sheet().totals())]
    for action in actions:
        match.apply(action)
        if state.is_over():
            break
        now = state.round_number()
        if now != current:
            rounds.append(current)
            totals.append(tuple(state.score_sheet().totals()))
            current = now
    if state.is_over():
        rounds.append(current)
        totals.append(tuple(state.score_sheet().totals()))
    return ScoreHistory(_(state.ROUND_WORD), tuple(state.player_names()), tuple(rounds), tuple(totals))



def match_history(match: Match) -> ScoreHistory:
    """The score history of `match` as it stands."""
    return score_history(match.setup, match.seed, match.actions, match.start)
