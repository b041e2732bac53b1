"""A move as another seat may know it (GameState.public_move / arrived_move), for every title.

The table server sends each seat the other seats' moves in this form (docs/online.md, `moves`):
the fields that seat could not see are null, everything else is the action as made.  Here:
which fields each title hides (and that every other action is sent as it is), that the mover
gets its own move whole, and that the form read back on a seat's re-dealt state gives an
action the table can animate (Pondscape: with the steps it caused).
"""
import json
import random

import pytest

from game.ai.infostate import MASK_SEED
from game.rules.match import Match
from game.rules.registry import state_class
from game.simulate import default_setup
from titles import every_title

# what each title's actions name that another seat cannot see (docs/positions/*.md)
HIDDEN = {
    "paddy": {"KeepEvents": ("letters",)},            # the two event cards kept in the set-up draft
    "koinobori": {"PlayToOwnPole": ("card",)},         # a card put face down on a personal pole
    "pondscape": {"Play": ("card",), "Tuck": ("card",)},   # a water card's front, a tucked card
    "ladybird": {"Choose": ("card",)},                 # a card chosen face down, until the reveal
}


def _games(title, players, seeds):
    """(state after, action, mover) for every action of random games, applied by a Match (so the
    automatic steps follow as on the server)."""
    for seed in seeds:
        match = Match(default_setup(title, players), seed)
        chooser = random.Random(seed)
        while not match.state.is_over():
            mover = match.state.current_player()
            action = chooser.choice(match.state.legal_actions())
            match.apply(action)
            yield match.state, action, mover


@every_title
def test_each_title_hides_exactly_its_secret_fields(title):
    assert state_class(title).HIDDEN_FIELDS == HIDDEN[title]


@every_title
def test_other_seats_get_the_move_without_what_they_cannot_see(title):
    players = 3
    hidden_seen, public_seen = set(), set()
    for state, action, mover in _games(title, players, range(3)):
        whole = action.to_json()
        kind = type(action).__name__
        for seat in [None, *range(state.num_players)]:
            form = state.public_move(action, mover, seat)
            json.dumps(form)   # plain JSON
            shown = {k: v for k, v in form.items() if k != "events"}
            if seat is not None and seat == mover:
                assert shown == whole
                continue
            secret = [f for f in HIDDEN[title].get(kind, ()) if not state.is_public(action, f, mover)]
            assert shown == {k: (None if k in secret else v) for k, v in whole.items()}, (kind, seat)
            (hidden_seen if secret and any(whole[f] is not None for f in secret) else public_seen).add(kind)
    # the secret ones were met with a value to hide, and the rest went as they are
    assert set(HIDDEN[title]) <= hidden_seen, hidden_seen
    assert public_seen - set(HIDDEN[title]), public_seen


def test_ladybird_the_choice_that_completes_the_reveal_is_public():
    last = None
    for state, action, mover in _games("ladybird", 3, range(2)):
        if type(action).__name__ == "Choose" and state.shown[mover] is not None:
            last = (state, action, mover)
            break
    assert last is not None
    state, action, mover = last
    assert state.public_move(action, mover, (mover + 1) % 3)["card"] == action.card


@pytest.mark.parametrize("title,players", [("paddy", 3), ("koinobori", 3), ("pondscape", 3), ("pondscape", 1),
                                           ("ladybird", 3)])
def test_the_form_read_back_on_a_seats_redealt_state(title, players):
    """What the window does: the other seat's move, read on the state that seat's window holds."""
    met = secret = 0
    for state, action, mover in _games(title, players, range(2)):
        if met > 150 and (title != "pondscape" or players > 1):
            break   # (Paddy's and Ladybird's re-deals are slow: the first moves of a game suffice)
        for seat in range(state.num_players):
            if seat == mover:
                continue
            form = json.loads(json.dumps(state.public_move(action, mover, seat)))
            mine = state.determinize(seat, random.Random(MASK_SEED))
            mine = type(state).from_position(json.loads(json.dumps(mine.to_position())))
            arrived = mine.arrived_move(form)
            assert type(arrived) is type(action)
            assert {k: v for k, v in arrived.to_json().items() if v is not None} == \
                {k: v for k, v in form.items() if k != "events" and v is not None}
            if title == "pondscape":   # the steps the scene animates, as the seat may see them
                steps = mine.events_view(seat)
                assert [e["type"] for e in steps] == [e["type"] for e in state.events]
                for shown, true in zip(steps, state.events):
                    if true["type"] == "play" and true["face_down"] and true["seat"] != seat:
                        assert shown["card"] is None and shown["back"]
            met += 1
            if any(form.get(f, 0) is None for f in HIDDEN[title].get(type(action).__name__, ())):
                secret += 1
    assert met > 20 and (secret or players == 1), (met, secret)   # moves naming hidden cards among them


def test_a_form_that_is_not_an_action_reads_as_none():
    state = Match(default_setup("koinobori", 2), 1).state
    assert state.arrived_move({"type": "Nonsense"}) is None
    assert state.arrived_move([1, 2]) is None
    assert state.arrived_move({"type": "PlayCard", "card": {"x": 1}, "pole": 0, "stack": False}) is None
