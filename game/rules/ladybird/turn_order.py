"""The turn flow's invariants a loaded Ladybird position must keep (docs/positions/ladybird.md): in
the round's turn order, what each seat has already done (garden tiles used, the revealed card
placed) against the seat to act and the step.  The census (census.py) counts the pieces."""
from __future__ import annotations

from ...i18n import _
from . import data as D


GARDEN_PHASE = ("invade", "flowerbed", "draft", "garden", "place", "orchard", "picnic")
IN_TILE = ("place", "orchard", "picnic")     # the steps of a garden tile being used
# Every seat has taken its turn: the discards, and "leaf" (the sticky leaf passing on, should the
# turn flow make it a step of its own).
ROUND_DONE = ("discard", "leaf")


def turn_problems(state) -> list[str]:
    """What the turn flow guarantees and a position breaks, in player words: in the turn order
    of the round, the seats before the one to act have taken their turn (used one of today's
    garden tiles and placed their revealed card), the seats after it have not, and the step fits
    the part of the turn under way ([] when sound)."""
    s = state
    n = len(s.players)
    if s.step in ("choose", "over"):
        return []         # the reveal's order and the tiles used before it: component_census
    out: list[str] = []
    if s.step in ROUND_DONE and s.day == D.NUM_DAYS and s.round == s.day:
        out.append(_("the last round's turns end the game: there are no discards and no new round"))
    if (s.ctx == "garden") != (s.step in IN_TILE) and s.step not in ("draft", "flowerbed"):
        out.append(_("the step does not fit the part of the turn under way"))
    for i in range(n):
        q = (s.leaf + i) % n
        name = s.players[q]
        done = s.step in ROUND_DONE or i < s.turn_pos or (i == s.turn_pos and s.ctx == "garden")
        if sum(s.used[q]) != s.round - (0 if done else 1):
            out.append(_("{player} has used {used} of today's garden tiles in round {round}, which does not "
                         "fit the turn order").format(player=name, used=sum(s.used[q]), round=s.round))
        if s.step in ROUND_DONE or i < s.turn_pos:
            if s.revealed[q] is not None:
                out.append(_("{player} has taken their turn but still has a revealed card to place").format(
                    player=name))
        elif i > s.turn_pos and n > 1 and s.revealed[q] is None:
            out.append(_("{player} has not taken their turn yet has no revealed choice").format(player=name))
        if s.step == "discard" and i < s.turn_pos and len(s.hands[q]) > D.HAND_LIMIT:
            out.append(_("{player} is past in the discards but still holds more than {n} cards").format(
                player=name, n=D.HAND_LIMIT))
    if s.step == "discard" and len(s.hands[s.current_player()]) <= D.HAND_LIMIT:
        out.append(_("the seat to discard holds no more than {n} cards").format(n=D.HAND_LIMIT))
    if s.step != "invade" and s.step in GARDEN_PHASE and s.revealed[s.current_player()] is not None:
        out.append(_("the revealed card of the seat to act is still waiting to be placed"))
    return out
