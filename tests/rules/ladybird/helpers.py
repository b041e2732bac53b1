"""Building Ladybird positions by hand for the rule tests."""
from __future__ import annotations

from game.rules.base import Setup
from game.rules.ladybird import LadybirdState, component_census
from game.rules.ladybird import data as D

COL = {c: i for i, c in enumerate(D.COLOURS)}
STG = {s: i for i, s in enumerate(D.STAGES)}
TYP = {t: i for i, t in enumerate(D.TYPES)}
HQ = [c for c in range(D.NUM_CARDS) if D.IS_HARLEQUIN[c]]


def cid(colour: str, stage: str, kind: str = "seven-spot") -> int:
    """The id of the native card of that colour, stage and type."""
    for card in range(D.NUM_CARDS):
        if (not D.IS_HARLEQUIN[card] and D.CARD_COLOUR[card] == COL[colour]
                and D.CARD_STAGE[card] == STG[stage] and D.CARD_TYPE[card] == TYP[kind]):
            return card
    raise KeyError((colour, stage, kind))


def new(n: int = 2, seed: int = 1, first: int | None = 0) -> LadybirdState:
    return LadybirdState.new(Setup("ladybird", tuple(["Ann", "Ben", "Cid", "Dot"][:n]), first), seed)


def pull(s: LadybirdState, card: int) -> int:
    """Remove a ladybird card from wherever it is (deck, discard, pool, hand, column)."""
    for pile in [s.deck, s.discard] + s.hands + [col for cols in s.cols for col in cols]:
        if card in pile:
            pile.remove(card)
            return card
    if card in s.pool:
        s.pool[s.pool.index(card)] = -1
        return card
    for p, r in enumerate(s.revealed):
        if r == card:
            s.revealed[p] = None
            return card
    raise AssertionError(f"card {card} is nowhere")


def set_hand(s: LadybirdState, p: int, cards: list[int]) -> None:
    """Give seat p exactly `cards` (old hand cards go to the bottom of the deck)."""
    for card in list(s.hands[p]):
        s.hands[p].remove(card)
        s.deck.insert(0, card)
    for card in cards:
        s.hands[p].append(pull(s, card))


def set_pool(s: LadybirdState, slots: list[int | None]) -> None:
    """Set the pool (None = empty space); replaced cards go to the bottom of the deck."""
    assert len(slots) == len(s.pool)
    for i, card in enumerate(list(s.pool)):
        if card >= 0:
            s.pool[i] = -1
            s.deck.insert(0, card)
    for i, card in enumerate(slots):
        if card is not None:
            s.pool[i] = pull(s, card)


def add_column(s: LadybirdState, p: int, colour: str, cards: list[int], lifecycle: bool = False,
               flowerbed: bool = False, orchard: int = 0) -> None:
    """Give seat p a column of `colour` holding `cards` (bottom first) and bonus cards."""
    c = COL[colour]
    if c not in s.order[p]:
        s.order[p].append(c)
    for card in cards:
        s.cols[p][c].append(pull(s, card))
    if lifecycle:
        s.lc[p][c] = s.lifecycle_supply[c].pop()
    if flowerbed:
        s.fb[p][c] = s.flowerbed_supply.pop()
    for _ in range(orchard):
        o = next(o for o in s.orchard_deck if D.ORCHARD_COLOUR[o] == c)
        s.orchard_deck.remove(o)
        s.orch[p][c].append(o)


def give_food(s: LadybirdState, p: int, tiles: list[int]) -> None:
    for t in tiles:
        for st in s.stacks:
            if t in st:
                st.remove(t)
                break
        else:
            raise AssertionError(f"food tile {t} not in a stack")
        s.food[p].append(t)


def food_tiles(kind: str | None = None, type_: str | None = None, value: int | None = None,
               honeydew: bool | None = None) -> list[int]:
    out = []
    for t, tile in enumerate(D.FOOD_TILES):
        if kind is not None and tile["kind"] != kind:
            continue
        if type_ is not None and tile["type"] != type_:
            continue
        if value is not None and tile["value"] != value:
            continue
        if honeydew is not None and tile["honeydew"] != honeydew:
            continue
        out.append(t)
    return out


def put_on_stack(s: LadybirdState, stack: int, tile: int) -> None:
    """Swap food tile `tile` (in some stack) with the top tile of `stack`."""
    for st in s.stacks:
        if tile in st:
            j = st.index(tile)
            top = s.stacks[stack]
            st[j], top[-1] = top[-1], st[j]
            return
    raise AssertionError(f"food tile {tile} not in a stack")


def start_turn(s: LadybirdState, p: int, step: str, draft_stage: int = -1, ctx: str = "main") -> None:
    """Jump to seat p's garden turn at `step` (every earlier seat has played)."""
    n = s.num_players
    s.turn_pos = (p - s.leaf) % n
    s.step = step
    s.ctx = ctx
    s.draft_stage = draft_stage
    s.revealed = [None] * n


def sound(s: LadybirdState) -> None:
    problems = component_census(s)
    assert not problems, problems
