"""The turn flow's invariants a loaded Pondscape position must keep (docs/positions/pondscape.md):
the turns each seat and the Croaker have played against the seat to act, and the phase against
the card just played.  The census (census.py) counts the cards."""
from __future__ import annotations

from ...i18n import _
from .board import ROUNDS
from .data import BACK_LEAF, FRONT_LEAF, SPECIAL_TUCK


def turn_problems(state) -> list[str]:
    """What the turn flow guarantees and a position breaks, in player words: from the first
    player round the table, the seats before the one to act have played one turn more than the
    rest; the Croaker's turn follows each of the solo player's; and the phase follows from the
    card just played ([] when sound)."""
    s = state
    if s.phase == "over":
        return []
    out: list[str] = []
    n = len(s.names)
    p = s.current
    t = s.turns[p]
    if t >= ROUNDS and s.phase != "croaker":
        out.append(_("{player} is to act but has already played all {n} turns").format(player=s.names[p], n=ROUNDS))
    if s.solo:
        behind = 1 if s.phase == "croaker" else 0
        if s.croaker_turns != t - behind:
            out.append(_("the Croaker's turn count ({croaker}) does not fit the player's ({turns}) in this "
                         "phase").format(croaker=s.croaker_turns, turns=t))
    else:
        for i in range(n):
            q = (s.first_player + i) % n
            ahead = 1 if i < (p - s.first_player) % n else 0
            if s.turns[q] != t + ahead:
                out.append(_("{player}'s turn count ({turns}) does not fit the turn order").format(
                    player=s.names[q], turns=s.turns[q]))
                break
    after_play = s.phase in ("special_tuck", "jump", "jump_tuck")
    if (s.played is not None) != after_play:
        out.append(_("the phase does not fit the card played this turn"))
    elif after_play:
        card, cell, down = s.played
        leaf = BACK_LEAF[card] if down else FRONT_LEAF[card]
        if s.ponds[p][cell] != card or s.downs[p][cell] != down:
            out.append(_("the card played this turn is not in the pond of the seat to act"))
        elif s.phase == "special_tuck" and (down or SPECIAL_TUCK[card] <= 0 or s.pending_leaf != leaf):
            out.append(_("a special tuck without a card played face up that asks for one"))
        elif s.phase != "special_tuck" and leaf != "jump":
            out.append(_("a jumping frog's move without a card played that shows it"))
    if s.phase != "special_tuck" and (s.pending_leaf is not None or s.tucks_left):
        out.append(_("a leaf or a tuck is pending outside a special tuck"))
    if s.phase != "jump_tuck" and s.jump_foods:
        out.append(_("foods are open for a jumping-frog tuck outside one"))
    return out
