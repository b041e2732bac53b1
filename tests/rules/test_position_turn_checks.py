"""Each title's loader checks the turn order and the step against what each seat has done this
round and holds (issue 24): the positions players found unplayable are refused in one sentence,
in the player's language, and the Paddy event listed again after it was played is gone."""
from __future__ import annotations

import json
import random

import pytest

from game import i18n
from game.files import FileRefused
from game.positions import position_to_json, state_from_json
from game.rules.match import Match
from game.rules.registry import state_class
from game.simulate import default_setup
from titles import AVAILABLE


def _play_until(title: str, players: int, seed: int, found, limit: int = 5000):
    """The first state of a random seeded game for which `found(state)` holds."""
    match = Match(default_setup(title, players), seed)
    chooser = random.Random(seed)
    for _ in range(limit):
        if found(match.state):
            return match.state
        if match.state.is_over():
            break
        match.apply(chooser.choice(match.state.legal_actions()))
    pytest.skip("the game never reached the wanted state")


def _refusal(title: str, position: dict) -> str:
    with pytest.raises(FileRefused) as caught:
        state_from_json({"format": "tabletop-position", "title": title, "position": position}, "edited.json")
    message = str(caught.value)
    assert "\n" not in message and ". " not in message and message.endswith((".", "\u3002")), message
    return message


needs = pytest.mark.skipif


@needs("ladybird" not in AVAILABLE, reason="no Ladybird")
def test_ladybird_a_later_seat_that_already_used_a_garden_tile_is_refused():
    state = _play_until("ladybird", 3, 4, lambda s: s.step == "garden" and s.turn_pos == 0 and s.round == 1
                        and s.day >= 2)
    pos = json.loads(json.dumps(state.to_position()))
    later = (state.leaf + 2) % 3
    pos["seats"][later]["used"] = [1]          # the last seat of the round has used a tile already
    message = _refusal("ladybird", pos)
    assert f"{state.players[later]} has used 1 of today's garden tiles in round 1" in message
    i18n.set_language("ja")
    assert "今日のガーデンタイルを1枚使っていて、ターン順と合いません" in _refusal("ladybird", pos)


@needs("paddy" not in AVAILABLE, reason="no Paddy")
def test_paddy_hands_swapped_between_seats_are_refused():
    state = _play_until("paddy", 2, 5, lambda s: s.step == "animals" and s.paddy_deck)
    pos = json.loads(json.dumps(state.to_position()))
    pos["paddy_hands"].reverse()     # the seat that has placed its tile now holds two paddy cards
    assert "must hold as many day/night cards as paddy cards" in _refusal("paddy", pos)


@needs("paddy" not in AVAILABLE, reason="no Paddy")
def test_paddy_summer_migration_is_not_listed_again_once_played():
    """The step's facts offered Summer migration after it was played when the turn's event was
    already D; the second play failed in list.remove.  Playing an event makes them stale."""
    from game.rules.paddy.actions import PlayEvent
    from game.rules.paddy.data import EVENT_CARDS

    def holds_migration(s):
        return (s.step == "animals" and s.turn_event is None and not s.event_used[s.current]
                and any(EVENT_CARDS[c] == "D" for c in s.event_hands[s.current]))

    state = _play_until("paddy", 2, 0, holds_migration).clone()
    state.turn_event = "D"               # (a hand-made state: the loader refuses this position)
    state._ver += 1
    migration = [a for a in state.legal_actions() if isinstance(a, PlayEvent)]
    assert migration
    state.apply(migration[0])
    assert not [a for a in state.legal_actions() if isinstance(a, PlayEvent)]
    pos = state.to_position()
    pos["event_used"][state.current] = False
    assert "the event in force this turn was not played" in _refusal("paddy", pos)


@needs("pondscape" not in AVAILABLE, reason="no Pondscape")
def test_pondscape_a_solo_phase_that_skips_the_croaker_is_refused():
    state = _play_until("pondscape", 1, 3, lambda s: s.phase == "croaker" and s.turns[0] >= 2)
    pos = json.loads(json.dumps(state.to_position()))
    pos["phase"] = "take"
    assert "the Croaker's turn count" in _refusal("pondscape", pos)


@needs("pondscape" not in AVAILABLE, reason="no Pondscape")
def test_pondscape_the_seat_to_act_moved_on_is_refused():
    state = _play_until("pondscape", 3, 2, lambda s: s.phase == "take" and s.current == s.first_player
                        and s.turns[0] >= 1)
    pos = json.loads(json.dumps(state.to_position()))
    pos["current"] = (pos["current"] + 1) % 3
    assert "does not fit the turn order" in _refusal("pondscape", pos)


@needs("koinobori" not in AVAILABLE, reason="no Koinobori")
def test_koinobori_a_take_step_with_plays_left_is_refused():
    state = _play_until("koinobori", 2, 1, lambda s: s.step == "take")
    pos = json.loads(json.dumps(state.to_position()))
    pos["plays_left"] = 1
    assert "cannot be taking cards" in _refusal("koinobori", pos)


@pytest.mark.parametrize("title", AVAILABLE)
def test_a_position_of_real_play_still_loads_in_every_step(title):
    """The checks refuse nothing play reaches: every position of a whole seeded game loads."""
    match = Match(default_setup(title, 3 if title != "paddy" else 4), 11)
    chooser = random.Random(11)
    cls = state_class(title)
    while True:
        doc = json.loads(json.dumps(position_to_json(match.state)))
        assert cls.from_position(doc["position"]).to_position() == doc["position"]
        if match.state.is_over():
            break
        match.apply(chooser.choice(match.state.legal_actions()))

