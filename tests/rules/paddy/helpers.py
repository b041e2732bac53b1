"""Builders for Paddy test positions (plain functions, no fixtures)."""
from __future__ import annotations

from game.rules.base import Setup
from game.rules.paddy import PaddyState
from game.rules.paddy.data import DN_CARDS, PADDY_CARDS
from game.rules.paddy.geometry import footprint_cells

NAMES = ("Ana", "Ben", "Cai", "Dee")


def settle(s: PaddyState) -> PaddyState:
    """Apply the automatic steps now pending (the match does it by itself: Match._apply_forced)."""
    while (step := s.forced_action()) is not None:
        s.apply(step)
    return s


def new_game(n: int = 2, seed: int = 1, first: int | None = 0) -> PaddyState:
    return PaddyState.new(Setup("paddy", NAMES[:n], first), seed)


def after_draft(n: int = 2, seed: int = 1, first: int | None = 0) -> PaddyState:
    """A game past the event draft (each player keeps the first legal pair)."""
    s = new_game(n, seed, first)
    while s.step == "draft":
        s.apply(s.legal_actions()[0])
    return s


def touch(s: PaddyState) -> None:
    """Invalidate caches after editing a state by hand."""
    s._ver += 1
    s._bump_board()


def put(s: PaddyState, size: int, rot: int, anchor: int) -> int:
    cells = footprint_cells(size, rot, anchor)
    assert cells is not None and len({s.level[c] for c in cells}) == 1, (size, rot, anchor)
    tid = s.next_tile_id
    s.next_tile_id += 1
    s._push_tile(tid, size, rot, anchor, cells)
    touch(s)
    return tid


def cell(name: str) -> int:
    """'A1' -> 0: letter = column, number = row (row 1 on top)."""
    return (int(name[1:]) - 1) * 8 + "ABCDEFGH".index(name[0].upper())


def build(s: PaddyState, rows: list[str]) -> None:
    """Stack tiles so that plot levels equal the digits in `rows` (8 strings of 8 digits, '.' = 0).
    Each level is covered with 2x2 tiles where possible, then L tiles, then single plots."""
    target = [0] * 64
    for r, line in enumerate(rows):
        for c, ch in enumerate(line.replace(" ", "")):
            target[r * 8 + c] = 0 if ch == "." else int(ch)
    for lvl in range(1, max(target) + 1):
        need = {c for c in range(64) if target[c] >= lvl and s.level[c] == lvl - 1}
        for size in (4, 3, 1):
            for rot in range(4 if size == 3 else 1):
                for a in range(64):
                    cells = footprint_cells(size, rot, a)
                    if cells and all(c in need for c in cells) and s.supply[size] > 0:
                        put(s, size, rot, a)
                        need -= set(cells)
        assert not need
    assert s.level == target


def set_animals(s: PaddyState, p: int, cells: list[int]) -> None:
    """Put p's animals on `cells` (the rest in the reserve).  Inside a Place Animals step this is
    set-up, not a move: the step's record starts again from the animals as they now stand."""
    pawns = list(cells) + [-1] * (3 - len(cells))
    s.animals[p] = pawns
    restart_arrangements(s)
    touch(s)


def restart_arrangements(s: PaddyState) -> None:
    """Step 2.2's record as if the step started now (empty outside the step)."""
    s.arrangements = [tuple(sorted(s.animals[s.current]))] if s.step == "animals" else []


def add_waterfall(s: PaddyState, owner: int, at: int, side: str) -> None:
    s.waterfalls.append((owner, at, side))
    s.wf_reserve[owner] -= 1
    touch(s)


def give_hand(s: PaddyState, p: int, paddy: list[int], halves: list[str]) -> None:
    """Give player p exactly these paddy card sizes and day/night halves (cards come from the deck,
    the other hands or the played piles, keeping every card accounted for)."""
    s.paddy_deck += s.paddy_hands[p]
    s.paddy_hands[p] = []
    for size in paddy:
        for pile in [s.paddy_deck, s.paddy_played, s.paddy_facedown] + s.paddy_hands:
            cid = next((c for c in pile if PADDY_CARDS[c] == size), None)
            if cid is not None:
                pile.remove(cid)
                s.paddy_hands[p].append(cid)
                break
        else:
            raise AssertionError(f"no {size}-plot card left")
    s.dn_deck += s.dn_hands[p]
    s.dn_hands[p] = []
    for half in halves:
        for pile in [s.dn_deck, s.dn_played] + s.dn_hands:
            cid = next((c for c in pile if DN_CARDS[c] == half), None)
            if cid is not None:
                pile.remove(cid)
                s.dn_hands[p].append(cid)
                break
        else:
            raise AssertionError(f"no {half} card left")
    touch(s)


def give_event(s: PaddyState, p: int, letter: str) -> None:
    """Put an event card with `letter` into p's hand (from the box or another hand)."""
    from game.rules.paddy.data import EVENT_CARDS
    for pile in [s.event_box] + s.event_hands + s.event_draft:
        cid = next((c for c in pile if EVENT_CARDS[c] == letter), None)
        if cid is not None:
            pile.remove(cid)
            s.event_hands[p].append(cid)
            touch(s)
            return
    raise AssertionError(f"no event card {letter}")


def at_step(s: PaddyState, step: str, p: int = 0, new_tile: int | None = None) -> None:
    s.current = p
    s.step = step
    s.new_tile = new_tile
    restart_arrangements(s)
    touch(s)
