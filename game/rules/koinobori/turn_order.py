"""The turn flow's invariants a loaded Koinobori position must keep (docs/positions/koinobori.md):
the step against the takes and plays left, the hand and the draw row.  The census (census.py)
counts the cards."""
from __future__ import annotations

from typing import Any

from ...i18n import _
from .data import LEVELS


def turn_problems(state: Any) -> list[str]:
    """What the turn flow guarantees and a position breaks, in player words: a turn starts with
    nothing taken or played, the take and play steps count down from the seat's level, and the
    game ends once every player has passed in a row ([] when sound)."""
    s = state
    if s.step == "over":
        return []
    out: list[str] = []
    p = s.current
    lv = LEVELS[len(s.own_poles[p])]
    if s.passes_in_a_row >= len(s.names):
        out.append(_("every player has passed in a row, so the game is over"))
    if s.step == "start" and (s.takes_left or s.plays_left):
        out.append(_("a turn that has not started has takes or plays left"))
    if s.step == "take" and (s.plays_left or s.takes_left > lv.take or len(s.hands[p]) >= lv.hand or not s.row):
        out.append(_("{player} cannot be taking cards: the takes left, the hand or the draw row do not fit").format(
            player=s.names[p]))
    if s.step == "play" and (s.takes_left or not s.hands[p]):
        out.append(_("{player} cannot be playing cards with takes left or an empty hand").format(player=s.names[p]))
    return out
