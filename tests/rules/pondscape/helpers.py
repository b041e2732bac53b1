"""Shared helpers for the Pondscape tests: games from a seed and hand-built positions."""
from __future__ import annotations

from game.rules.base import Setup
from game.rules.pondscape import STATE_CLASS, census_problems
from game.rules.pondscape.data import FOOD_INDEX

NAMES = ("Ann", "Ben", "Cy", "Dee")
F = FOOD_INDEX  # food name -> index


def new_game(players: int = 2, seed: int = 1, first: int | None = 0):
    return STATE_CLASS.new(Setup("pondscape", NAMES[:players], first), seed)


def finished_random_games(seeds, players: int = 3):
    """Games played to the end with uniformly random legal moves, one per seed."""
    import random
    for seed in seeds:
        state = new_game(players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        yield state


def arrange(state, *, hands=None, display=None, deck_top=None, ponds=None, tucked=None, **fields):
    """Rebuild `state` through a position with the given cards moved into place.

    hands: {seat: [ids]} (replaces the hand); display: [id, id, id] (-1 empty);
    deck_top: ids to lie on top of the deck, the first drawn first; ponds: {seat: {cell: (id, face_down)}};
    tucked: {seat: {food index: [ids]}}; other keyword fields overwrite position keys (e.g. phase, frog).
    Every card not named stays where it was, so all 120 cards stay accounted for.
    """
    pos = state.to_position()
    named = []
    for ids in (hands or {}).values():
        named += ids
    named += [c for c in (display or []) if c >= 0]
    named += list(deck_top or [])
    for cells in (ponds or {}).values():
        named += [card for card, _ in cells.values()]
    for foods in (tucked or {}).values():
        for ids in foods.values():
            named += ids
    assert len(named) == len(set(named)), "a card named twice"
    named_set = set(named)
    loose = []  # cards displaced from hands/display that are not named: back to the deck bottom
    pos["deck"] = [c for c in pos["deck"] if c not in named_set]
    if display is not None:
        loose += [c for c in pos["display"] if c >= 0 and c not in named_set]
        pos["display"] = list(display)
    else:
        pos["display"] = [c if c not in named_set else -1 for c in pos["display"]]
    for seat, hand in enumerate(pos["hands"]):
        if hands and seat in hands:
            loose += [c for c in hand if c not in named_set]
            pos["hands"][seat] = list(hands[seat])
        else:
            pos["hands"][seat] = [c for c in hand if c not in named_set]
    for seat in range(len(pos["ponds"])):
        for cell, entry in enumerate(pos["ponds"][seat]):
            if entry is not None and entry[0] in named_set:
                pos["ponds"][seat][cell] = None
        for food in range(5):
            pos["tucked"][seat][food] = [c for c in pos["tucked"][seat][food] if c not in named_set]
    if pos["croaker"]:
        pos["croaker"]["taken"] = [c for c in pos["croaker"]["taken"] if c not in named_set]
    pos["deck"] = loose + pos["deck"] + list(reversed(deck_top or []))
    for slot, card in enumerate(pos["display"]):
        if card < 0 and display is None and pos["deck"]:
            pos["display"][slot] = pos["deck"].pop(0)
    for seat, cells in (ponds or {}).items():
        for cell, (card, down) in cells.items():
            pos["ponds"][seat][cell] = [card, down]
    for seat, foods in (tucked or {}).items():
        for food, ids in foods.items():
            pos["tucked"][seat][food] = list(ids)
    pos.update(fields)
    result = STATE_CLASS.from_position(pos)
    assert census_problems(result) == []
    return result


def play_turn_plain(state, slot: int = 0):
    """Take from `slot`, play the first hand card face down on the first empty cell, decline effects."""
    from game.rules.pondscape import Done, Jump
    state.apply(state.legal_actions()[[a.slot for a in state.legal_actions()].index(slot)])
    acts = state.legal_actions()
    state.apply(acts[1])  # first card, first empty cell, face down
    while state.phase in ("special_tuck", "jump", "jump_tuck"):
        state.apply(Jump(1) if state.phase == "jump" else Done())
