"""The invariant check: every tile, animal, waterfall and card accounted for."""
from __future__ import annotations

from collections import Counter

from .data import ANIMALS, DN_CARDS, EVENT_CARDS, PADDY_CARDS, TILE_COUNTS, WATERFALLS
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
