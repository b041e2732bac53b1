"""Pondscape's Hard evaluation (game/ai/titles/pondscape.py) in ponds built by hand: it counts
what a pond is on its way to, while Easy and Normal keep the plain score."""
import random

from game.ai.infostate import InfoState
from game.ai.knowledge import Knowledge, knowledge_for
from game.ai.search import ISMCTS
from game.ai.titles.pondscape import HARD
from game.rules.base import Setup
from game.rules.pondscape.data import CARD_SPECIES, IS_HABITAT, SPECIES_INDEX
from game.rules.pondscape.state import PondscapeState


def cards_of(species, n, used):
    out = [c for c in range(len(CARD_SPECIES)) if CARD_SPECIES[c] == SPECIES_INDEX[species] and c not in used][:n]
    used.update(out)
    return out


def habitats(n, used):
    out = [c for c in range(len(IS_HABITAT)) if IS_HABITAT[c] and c not in used][:n]
    used.update(out)
    return out


def position(pond0, pond1=None):
    """Seat 0 to act; `pond*` map cell -> card (face up); every card used leaves deck and hands."""
    state = PondscapeState.new(Setup("pondscape", ("A", "B"), 0), 5)
    used = set()
    for seat, pond in enumerate((pond0, pond1 or {})):
        for cell, card in pond.items():
            state.ponds[seat][cell] = card
            used.add(card)
    state.deck = [c for c in state.deck if c not in used]
    state.display = [c if c not in used else state.deck.pop() for c in state.display]
    state.hands = [[c for c in h if c not in used] for h in state.hands]
    state._version += 1
    return state


def test_a_nearly_met_group_is_worth_more_than_a_scattered_pond_of_the_same_score():
    used = set()
    clowns = cards_of("clown", 3, used)
    horned, cobalt = cards_of("horned", 1, used), cards_of("cobalt", 1, used)
    # a row of three clowns touching two other species (3 needed), room left around them
    grouped = {0: clowns[0], 1: clowns[1], 2: clowns[2], 5: horned[0], 6: cobalt[0]}
    # the same cards, the clowns apart (three groups of one)
    scattered = {0: clowns[0], 2: clowns[1], 4: clowns[2], 10: horned[0], 14: cobalt[0]}
    a, b = position(grouped), position(scattered)
    plain = knowledge_for("pondscape")
    assert plain.values(a)[0] == plain.values(b)[0]
    assert HARD.values(a)[0] > HARD.values(b)[0] > plain.values(b)[0] - 1e-9
    assert HARD.values(a)[0] > plain.values(a)[0]


def test_a_group_that_cannot_be_finished_has_no_potential():
    used = set()
    cobalts = cards_of("cobalt", 1, used)
    # a cobalt frog (2 habitats needed) in the corner between a habitat and a red-eyed frog
    reds, habitat = cards_of("red_eyed", 1, used), habitats(1, used)
    shut = position({0: cobalts[0], 1: habitat[0], 5: reds[0]})
    details = shut.score_details(0)
    cobalt = next(g for g in details["groups"] if g["species"] == "cobalt")
    assert not cobalt["met"]
    plain = knowledge_for("pondscape")
    assert HARD.values(shut)[0] == plain.values(shut)[0]
    open_ = position({0: cobalts[0], 1: habitat[0], 10: reds[0]})   # its other neighbour still empty
    assert HARD.values(open_)[0] > plain.values(open_)[0]


def test_tucked_cards_count_the_symbols_still_to_come_until_the_pond_is_full():
    state = position({})
    before = HARD.values(state)[0]
    state.tucked[0][2] = [state.deck.pop(), state.deck.pop()]
    state._version += 1
    assert HARD.values(state)[0] > before
    state.ponds[0] = [state.deck.pop() for _ in range(15)]
    state.downs[0] = [True] * 15      # water cards: no frog groups, a full pond
    state._version += 1
    assert HARD.values(state)[0] == knowledge_for("pondscape").values(state)[0]


def test_only_hard_uses_the_richer_evaluation():
    plain = knowledge_for("pondscape")
    assert plain.for_hard() is HARD and HARD.for_hard() is HARD
    assert type(plain).values is Knowledge.values      # Easy and Normal: the score as it stands
    generic = Knowledge()
    assert generic.for_hard() is generic               # other titles: unchanged
    state = position({})
    search = ISMCTS(InfoState.to_act(state), plain, random.Random(0))
    assert search.k is HARD


def clown_to_play():
    """Seat 0 to play a clown frog or a horned frog, a clown frog alone in its pond (cell 7)."""
    used = set()
    clown, horned = cards_of("clown", 2, used), cards_of("horned", 1, used)
    state = position({7: clown[0]})
    state.hands[0] = [clown[1], horned[0]]
    state.phase = "play"
    state._version += 1
    return state, clown[1]


def test_the_play_out_habit_grows_groups():
    state, clown = clown_to_play()
    legal = state.legal_actions()
    grows = HARD.growing(state, legal)
    assert grows and all(a.card == clown and not a.face_down for a in grows)
    assert sorted(a.cell for a in grows) == [2, 6, 8, 12]


def test_a_water_count_the_empty_spaces_cannot_reach_has_no_potential():
    """The tomato frog counts the pond's water cards: each empty space can add one at most."""
    def pond_with(empty):
        used = set()
        tomato, water = cards_of("tomato", 1, used), habitats(1, used)
        filler = habitats(15 - 2 - empty, used)
        state = position({0: tomato[0], 1: water[0], **{2 + i: c for i, c in enumerate(filler)}})
        state.downs[0][1] = True          # a water card: the tomato frog has 1 of the 4 it needs
        state._version += 1
        return state
    plain = knowledge_for("pondscape")
    short, room = pond_with(2), pond_with(3)
    tomato = next(g for g in short.score_details(0)["groups"] if g["species"] == "tomato")
    assert not tomato["met"] and tomato["have"] == 1 and tomato["need"] == 4
    assert HARD.values(short)[0] == plain.values(short)[0]
    assert HARD.values(room)[0] > plain.values(room)[0]


def test_hards_play_outs_grow_a_group_about_half_the_time_and_normals_seldom():
    state, _clown = clown_to_play()
    legal = state.legal_actions()
    grows = set(HARD.growing(state, legal))
    rng = random.Random(3)
    hard = sum(HARD.playout_action(state, legal, rng) in grows for _ in range(2000)) / 2000
    normal = sum(knowledge_for("pondscape").playout_action(state, legal, rng) in grows for _ in range(2000)) / 2000
    by_chance = len(grows) / len(legal)                     # 4 of 56 plays
    assert abs(hard - (HARD.playout_habit + (1 - HARD.playout_habit) * by_chance)) < 0.05
    assert abs(normal - by_chance) < 0.03


def test_hards_play_outs_run_longer_with_other_seats():
    """A play-out runs 10 turns for Hard at two seats (five of its own turns), 9 at three and
    12 at four (three of its own), 6 solo; Normal's always 6 (the screened table,
    game/ai/titles/pondscape.py)."""
    from game.ai.search import playout

    plain = knowledge_for("pondscape")
    for players, hard_turns in ((1, 6), (2, 10), (3, 9), (4, 12)):
        state = PondscapeState.new(Setup("pondscape", tuple("ABCD"[:players]), 0), 7)
        assert HARD.playout_limit(state) == hard_turns
        assert plain.playout_limit(state) == 6
        for knowledge, turns in ((HARD, hard_turns), (plain, 6)):
            s = state.clone()
            start = s.turn_id
            playout(s, knowledge, random.Random(players))
            assert s.turn_id - start == turns and not s.is_over()
