"""The invariant check: every tile, animal, waterfall and card accounted for."""
from __future__ import annotations

from collections import Counter

from ...i18n import _

from .data import ANIMALS, DN_CARDS, EVENT_CARDS, HAND_PADDY, PADDY_CARDS, TILE_COUNTS, WATERFALLS
from .geometry import side_target
from .scoring import CATEGORIES


def component_census(state) -> list[str]:
    """Problems found (empty when everything is accounted for and consistent)."""
    s = state
    out: list[str] = []
    n = s.num_players
    # tiles
    on_board = Counter(v[0] for v in s.tiles.values())
    for size, total in TILE_COUNTS.items():
        if s.supply[size] < 0 or s.supply[size] + on_board[size] != total:
            out.append(f"{size}-plot tiles: supply {s.supply[size]} + board {on_board[size]} != {total}")
    stacks = s.stacks
    if [len(st) for st in stacks] != s.level:
        out.append("stack heights differ from the levels")
    plots = 0
    for tid, (size, rot, anchor, cells) in s.tiles.items():
        plots += len(cells)
        for c in cells:
            if tid not in stacks[c]:
                out.append(f"tile {tid} is missing from the stack at cell {c}")
    if plots != sum(s.level):
        out.append("the stacks hold tiles that are not on the board")
    expected = [0] * len(s.lvmask)
    for c in range(64):
        if 0 <= s.level[c] < len(expected):
            expected[s.level[c]] |= 1 << c
    if expected != s.lvmask:
        out.append("level masks are stale")
    if max(s.level) != s.maxlevel:
        out.append("maxlevel is stale")
    # animals
    for p in range(n):
        pawns = s.animals[p]
        if len(pawns) != ANIMALS:
            out.append(f"player {p} does not have {ANIMALS} animals")
            continue
        for c in pawns:
            if c >= 0 and s.level[c] == 0:
                out.append(f"player {p} has an animal on bare board at cell {c}")
    # step 2.2's record of arrangements: kept exactly during the step, and holding the present one
    if s.step == "animals" and s.current is not None:
        if tuple(sorted(s.animals[s.current])) not in s.arrangements:
            out.append("the arrangements of this Place Animals step miss the present one")
        if len(set(s.arrangements)) != len(s.arrangements):
            out.append("an arrangement of this Place Animals step is recorded twice")
    elif s.arrangements:
        out.append("arrangements are recorded outside the Place Animals step")
    # waterfalls
    total = sum(s.wf_reserve) + len(s.waterfalls) + s.wf_box
    if total != WATERFALLS * n or min(s.wf_reserve) < 0:
        out.append(f"waterfalls: reserve {s.wf_reserve} + board {len(s.waterfalls)} + box {s.wf_box} != {WATERFALLS * n}")
    cells = [c for _o, c, _s in s.waterfalls]
    if len(set(cells)) != len(cells):
        out.append("two waterfalls on one plot")
    if s.waterfalls:
        tof = s.terraces()[2]
        terr = [tof[c] for c in cells]
        if len(set(terr)) != len(terr):
            out.append("a terrace holds two waterfalls")
        for _o, c, side in s.waterfalls:
            if s.level[c] == 0:
                out.append("a waterfall stands on bare board")
            y = side_target(c, side)
            if y >= 0 and s.level[y] >= s.level[c]:
                out.append(f"the waterfall on cell {c} does not fall")
    # cards
    def same(items, total, what):
        if sorted(items) != list(range(total)):
            out.append(f"{what} cards are not all accounted for")
    same(s.paddy_deck + s.paddy_facedown + s.paddy_played + [c for h in s.paddy_hands for c in h],
         len(PADDY_CARDS), "paddy")
    same(s.dn_deck + s.dn_played + [c for h in s.dn_hands for c in h], len(DN_CARDS), "day/night")
    same(s.event_box + s.event_played + [c for h in s.event_draft for c in h]
         + [c for h in s.event_hands for c in h], len(EVENT_CARDS), "event")
    # scores
    for p in range(n):
        if sum(s.score_rows[p][c] for c in CATEGORIES) != s.scores[p]:
            out.append(f"player {p}'s score differs from its breakdown")
    return out


GROWING = ("paddy", "erode", "animals", "waterfall", "draw")
# The steps in which the turn's event (A/B from the Place Paddy step on, D from Place Animals,
# E from Place Waterfall) can still be in force.
TURN_EVENT_STEPS = {"A": GROWING[:1] + GROWING[2:], "B": GROWING[:1] + GROWING[2:],
                    "D": ("animals", "waterfall", "draw"), "E": ("waterfall", "draw")}


def turn_problems(state) -> list[str]:
    """What the turn flow guarantees and a position breaks, in player words: who may be to act in
    the step, what each seat holds for it, and the event cards played this cycle ([] when sound).
    The census above counts the pieces; this checks that play could have reached the position."""
    s = state
    n = s.num_players
    p = s.current
    names = s.names
    out: list[str] = []
    if s.step == "draft":
        if s.draft_queue[:1] != [p] or len(set(s.draft_queue)) != len(s.draft_queue):
            out.append(_("the seat to act is not the next to keep event cards"))
        for q in range(n):
            waiting = q in s.draft_queue
            if (len(s.event_hands[q]) == (0 if waiting else 2)) is not True or bool(s.event_draft[q]) != waiting:
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
        if s.event_used[q] and not s.event_played:
            out.append(_("{player} has played an event card this cycle, yet none has been played").format(
                player=names[q]))
        if len(s.event_hands[q]) > 2:
            out.append(_("{player} holds more than two event cards").format(player=names[q]))
    if sum(s.event_used) > len(s.event_played):
        out.append(_("more seats have played an event card than there are played event cards"))
    for q in s.f_queue:
        if not s.event_used[q]:
            out.append(_("{player} waits to play last without having played Restorative fallow").format(player=names[q]))
    if s.step in GROWING:
        if s.harvest_queue:
            out.append(_("the harvest has not begun, yet seats are waiting for it"))
        placed = s.step in ("animals", "waterfall", "draw")
        if not placed and not s.paddy_hands[p]:
            out.append(_("{player} is to place a tile but holds no paddy card").format(player=names[p]))
        if not placed and s.new_tile is not None:
            out.append(_("{player} has a new tile before placing one").format(player=names[p]))
        if s.step == "erode" and (not s.event_used[p] or s.turn_event is not None):
            out.append(_("{player} removes a tile without having played Devastating erosion").format(player=names[p]))
        if s.turn_event is not None and (not s.event_used[p] or s.step not in TURN_EVENT_STEPS.get(s.turn_event, ())):
            out.append(_("the event in force this turn was not played by {player} at its time").format(
                player=names[p]))
    else:  # the harvest's events
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
