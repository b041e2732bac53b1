"""The turn flow's invariants a loaded Paddy position must keep (docs/positions/paddy.md): who may
be to act in the step, what each seat holds for it, and the event cards of the cycle.  The census
(census.py) counts the pieces; this checks that play could have reached the position."""
from __future__ import annotations

from ...i18n import _
from .data import EVENT_CARDS, HAND_PADDY


GROWING = ("paddy", "erode", "animals", "waterfall", "draw")
# The steps in which the turn's event (A/B from the Place Paddy step on, D from Place Animals,
# E from Place Waterfall) can still be in force.
TURN_EVENT_STEPS = {"A": GROWING[:1] + GROWING[2:], "B": GROWING[:1] + GROWING[2:],
                    "D": ("animals", "waterfall", "draw"), "E": ("waterfall", "draw")}


def turn_problems(state) -> list[str]:
    """What the turn flow guarantees and a position breaks, in player words: who may be to act in
    the step, what each seat holds for it, and the event cards played this cycle ([] when sound)."""
    s = state
    n = s.num_players
    p = s.current
    names = s.names
    out: list[str] = []
    if s.step == "draft":
        # the seats still to keep their cards: the last ones in turn order from the first player
        still = [(s.first_player + k) % n for k in range(n - len(s.draft_queue), n)]
        if s.draft_queue != still or s.draft_queue[:1] != [p]:
            out.append(_("the seat to act is not the next to keep event cards"))
        for q in range(n):
            waiting = q in s.draft_queue
            if len(s.event_hands[q]) != (0 if waiting else 2) or bool(s.event_draft[q]) != waiting:
                out.append(_("{player}'s event cards do not fit the event draft").format(player=names[q]))
        if any(s.paddy_hands) or any(s.dn_hands) or s.paddy_facedown or s.paddy_played or s.dn_played:
            out.append(_("cards are dealt before the event draft is over"))
        return out
    if s.draft_queue or any(s.event_draft):
        out.append(_("the event draft is over, yet event cards are still being chosen"))
    if s.step == "over":
        return out
    # paddy and day/night cards are dealt, played and drawn in pairs
    if len(s.paddy_deck) != len(s.dn_deck):
        out.append(_("the paddy deck and the day/night deck must hold as many cards"))
    for q in range(n):
        if len(s.paddy_hands[q]) != len(s.dn_hands[q]) or len(s.paddy_hands[q]) > HAND_PADDY:
            out.append(_("{player} must hold as many day/night cards as paddy cards, at most {n} of each").format(
                player=names[q], n=HAND_PADDY))
        if len(s.event_hands[q]) > 2:
            out.append(_("{player} holds more than two event cards").format(player=names[q]))
    if sum(s.event_used) > len(s.event_played):
        out.append(_("more seats have played an event card than there are played event cards"))
    played = {EVENT_CARDS[c] for c in s.event_played}
    for q in s.f_queue:
        if not s.event_used[q] or "F" not in played:
            out.append(_("{player} waits to play last without having played Restorative fallow").format(player=names[q]))
    if s.step in GROWING:
        if s.harvest_queue:
            out.append(_("the harvest has not begun, yet seats are waiting for it"))
        if s.step in ("paddy", "erode") and not s.paddy_hands[p]:
            out.append(_("{player} is to place a tile but holds no paddy card").format(player=names[p]))
        if s.turn_event is not None and (not s.event_used[p] or s.turn_event not in played
                                         or s.step not in TURN_EVENT_STEPS.get(s.turn_event, ())):
            out.append(_("the event in force this turn was not played by {player} at its time").format(
                player=names[p]))
    elif s.step == "harvest":
        # the automatic step at a cycle's end: the queue is whole (the growing phase has just
        # ended) or empty (the Dew/Mud decisions are over)
        if s.turn_event is not None or s.new_tile is not None:
            out.append(_("a turn's event or new tile is recorded during the harvest"))
        if any(s.paddy_hands):
            out.append(_("the harvest has begun while paddy cards are still in hand"))
        if s.harvest_queue and s.harvest_queue != [(s.first_player + k) % n for k in range(n)]:
            out.append(_("the seats waiting for the harvest are not in turn order from the first player"))
    elif s.step == "harvest_event":
        if s.turn_event is not None or s.new_tile is not None:
            out.append(_("a turn's event or new tile is recorded during the harvest"))
        if any(s.paddy_hands):
            out.append(_("the harvest has begun while paddy cards are still in hand"))
        if s.harvest_queue[:1] != [p] or len(set(s.harvest_queue)) != len(s.harvest_queue):
            out.append(_("the seat to act is not the next to decide on a harvest event"))
        if s.event_used[p] or not s.event_hands[p]:
            out.append(_("{player} is asked for a harvest event without an event card to play").format(
                player=names[p]))
    return out
