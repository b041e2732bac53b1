"""Setup (rulebook "準備") and the component data of DECISIONS.md."""
from collections import Counter

import pytest

from game.rules.base import Setup
from game.rules.koinobori import (ABILITY_NAMES, CARD_ABILITY, CARD_CARP, COLOUR_IDS, LEVELS,
                                  KoinoboriState, component_census)
from game.rules.koinobori import data as kdata
from game.rules.registry import state_class

from .helpers import new_game


def test_registry_finds_the_state_class():
    assert state_class("koinobori") is KoinoboriState


def test_rules_never_import_pygame():
    import pathlib
    import re
    root = pathlib.Path(kdata.__file__).parent
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(import|from)\s+pygame", text, re.M), path


def test_card_list_matches_the_rulings():
    assert len(CARD_CARP) == 81
    sizes = Counter(len(c) for c in CARD_CARP)
    assert sizes == {1: 27, 2: 27, 3: 27}
    colours = Counter(c for carp in CARD_CARP for c in carp)
    assert sum(colours.values()) == 162
    assert all(colours[c] == 27 for c in range(6))
    assert all(len(set(carp)) == len(carp) for carp in CARD_CARP)  # no two carp of one colour
    abilities = Counter(a for a in CARD_ABILITY if a)
    assert set(abilities) == set(ABILITY_NAMES) and len(abilities) == 7
    assert all(v == 3 for v in abilities.values())
    assert all(len(CARD_CARP[i]) == 1 for i, a in enumerate(CARD_ABILITY) if a)
    assert sum(1 for i, a in enumerate(CARD_ABILITY) if a is None and len(CARD_CARP[i]) == 1) == 6


def test_colours_flags_and_levels():
    assert COLOUR_IDS == ("dark_green", "orange", "black", "purple", "yellow_green", "pink")
    assert sorted(kdata.FLAG_COLOURS) == list(range(6))
    table = [(lv.take, lv.play, lv.hand, lv.take_anywhere) for lv in LEVELS]
    assert table == [(1, 1, 3, False), (2, 1, 4, False), (2, 2, 5, False), (2, 2, 6, True)]
    assert not LEVELS[0].ours and all(lv.ours for lv in LEVELS[1:])


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup(n):
    state = new_game(n, seed=n)
    assert len(state.poles) == n + 1 and all(pole == [] for pole in state.poles)
    assert len(set(state.flags)) == n + 1
    assert all(len(hand) == 2 for hand in state.hands)
    assert len(state.row) == 7
    assert len(state.deck) == 81 - 2 * n - 7
    assert state.discard == []
    assert all(own == [] for own in state.own_poles)
    assert all(state.level(p) == 1 for p in range(n))
    assert state.current_player() == 0 and state.step == "start"
    assert component_census(state) == []
    # the six scoring cards start negative side up: nothing is flipped before the end
    assert state.turn_id == 0 and state.reveal_count == 0


@pytest.mark.parametrize("n", [1, 6])
def test_player_count_is_two_to_five(n):
    with pytest.raises(ValueError):
        new_game(n)


def test_random_first_player_comes_from_the_seed():
    firsts = {KoinoboriState.new(Setup("koinobori", ("A", "B", "C"), None), seed).current
              for seed in range(40)}
    assert firsts == {0, 1, 2}
    a = KoinoboriState.new(Setup("koinobori", ("A", "B", "C"), None), 11)
    b = KoinoboriState.new(Setup("koinobori", ("A", "B", "C"), None), 11)
    assert a.to_position() == b.to_position()


def test_chosen_first_player():
    state = KoinoboriState.new(Setup("koinobori", ("A", "B", "C"), 2), 3)
    assert state.current_player() == 2 and state.first_player == 2


def test_every_ability_says_what_it_does_and_when_it_triggers():
    from game.rules.koinobori.data import ABILITY_IDS, ability_help, help_text, level_help, via_words
    for ability in ABILITY_IDS:
        words = ability_help(ability)
        assert words["name"] and len(words["does"]) > 30 and len(words["when"]) > 30
        assert "optional" in words["when"].lower()      # every ability may be skipped (appendix I)
    assert "covering the top card" in ability_help("stack")["does"]
    assert "open" in ability_help("move")["when"]           # a card that closes a pole does nothing
    assert level_help(1) == "Take up to 1 card from either end of the draw row, play up to 1, hold at most 3 cards."
    assert "anywhere" in level_help(4)
    assert "value 1" in via_words("flag") and "5th card" in help_text("pole")
    assert "{" not in " ".join(help_text(k) for k in ("flag", "pole", "own_pole", "own_scoring", "row", "deck",
                                                      "scoring_positive", "scoring_negative"))
