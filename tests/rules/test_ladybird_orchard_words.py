"""A hint to take an orchard card says which one when two face-up cards share its colour:
by its aphids when they differ, else by its place in the row (issue 24: "Take the purple
orchard card" with two purple cards face up)."""
from __future__ import annotations

from game.rules.base import Setup
from game.rules.ladybird import TakeOrchard
from game.rules.ladybird import data as D
from game.rules.match import Match


def state_with(row_colours, aphids):
    st = Match(Setup("ladybird", ("Ana", "Ben"), 0), 1).state.clone()
    by_colour = {}
    for card, colour in enumerate(D.ORCHARD_COLOUR):
        by_colour.setdefault(colour, []).append(card)
    st.orchard_row = [by_colour[c].pop() for c in row_colours]
    st.orchard_aphids = list(aphids)
    return st


def test_a_lone_colour_is_named_by_its_colour_only():
    st = state_with([0, 1, 2], [1, 1, 1])
    word = D.colour_word(D.COLOURS[0])
    assert st.describe_action(TakeOrchard(0)) == f"Take the {word} orchard card"


def test_two_cards_of_one_colour_are_told_apart_by_their_aphids():
    st = state_with([3, 1, 3], [2, 1, 5])
    word = D.colour_word(D.COLOURS[3])
    assert st.describe_action(TakeOrchard(0)) == f"Take the {word} orchard card with 2 aphids"
    assert st.describe_action(TakeOrchard(2)) == f"Take the {word} orchard card with 5 aphids"


def test_two_alike_cards_are_told_apart_by_their_place():
    st = state_with([3, 3, 1], [1, 1, 1])
    word = D.colour_word(D.COLOURS[3])
    assert st.describe_action(TakeOrchard(1)) == f"Take the {word} orchard card at place 2 of the row"
