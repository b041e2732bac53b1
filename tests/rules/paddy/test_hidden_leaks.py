"""Paddy never tells a seat what another seat holds: who is asked, the prompt and the log."""
import pytest

from game.rules.paddy import Done, PlayEvent
from game.rules.paddy.data import EVENT_CARDS

from .helpers import after_draft, at_step, build, cell, give_event, give_hand, set_animals, settle


def end_of_growing(holder_letters):
    """Both players at the end of cycle 1's growing phase; seat p holds holder_letters[p]."""
    s = after_draft(2, seed=3)
    for p in range(2):
        s.event_box += s.event_hands[p]
        s.event_hands[p] = []
        for letter in holder_letters[p]:
            give_event(s, p, letter)
    build(s, ["6.......", "44......", "11......"] + ["........"] * 5)
    set_animals(s, 0, [cell("A2")])
    set_animals(s, 1, [cell("A3")])
    for h in s.paddy_hands + s.dn_hands:
        h.clear()
    s.paddy_deck.clear()
    s.paddy_played = [c for c in range(13) if c not in s.paddy_facedown]
    s.dn_deck.clear()
    s.dn_played = list(range(12))
    at_step(s, "draw", 0)
    s.apply(Done())
    return settle(s)


def public_trace(s, seat):
    """What `seat` sees as the harvest questions go round with everyone passing."""
    trace = []
    while s.step == "harvest_event":
        trace.append((s.current, s.view(seat)["prompt"], s.turn_id))
        s.apply(Done())
        settle(s)
    return trace, s.log[-4:]


def test_every_seat_with_an_event_card_faces_the_harvest_question():
    with_dew = end_of_growing([["A"], ["G"]])
    without = end_of_growing([["A"], ["B"]])
    assert with_dew.step == without.step == "harvest_event"
    assert with_dew.current == without.current == 0      # seat 0 holds no G/H, and is asked too
    assert without.legal_actions() == [Done()]
    assert [a for a in with_dew.legal_actions() if isinstance(a, PlayEvent)] == []


def test_holding_dew_or_mud_does_not_show_when_everyone_passes():
    with_dew = end_of_growing([["A"], ["G"]])
    without = end_of_growing([["A"], ["B"]])
    assert public_trace(with_dew, 0) == public_trace(without, 0)
    assert any("plays no harvest event" in line for line in with_dew.log)


def test_a_player_without_event_cards_left_is_not_asked():
    s = end_of_growing([[], ["H"]])
    assert s.current == 1


def test_another_seat_never_reads_the_fallback_prompt():
    s = after_draft(2)
    at_step(s, "paddy", 0)
    # the night half is a checkerboard of levels 0 and 1: no 2x2 tile lies flat there
    build(s, ["...1.1.1", "....1.1."] * 4)
    give_hand(s, 0, [4, 4], ["night", "night"])
    assert s._paddy_options()[1] == "one"
    assert s.view(0)["prompt"].startswith("No pair of your cards allows a placement")
    public = "Ana plays a paddy card and a day/night card and places a tile."
    assert s.view(1)["prompt"] == s.view(None)["prompt"] == s.public_prompt() == public


def test_keeping_events_and_playing_one_are_logged_without_the_hidden_cards():
    s = after_draft(2)
    assert all("keeps two event cards" in line for line in s.log if "keeps" in line)
    letters = {EVENT_CARDS[c] for c in s.event_hands[1]}
    assert not any(f" {x} " in line for line in s.log if "keeps" in line for x in letters)


def test_every_hand_is_public_only_once_the_game_is_over():
    import random as _random
    from game.rules.base import Setup as _Setup
    from game.rules.paddy import PaddyState as _State
    s = _State.new(_Setup("paddy", ("Ana", "Ben")), 11)
    chooser = _random.Random(11)
    while not s.is_over():
        assert "revealed" not in s.view(None) and "revealed" not in s.view(0) and "facedown" not in s.view(1)
        s.apply(chooser.choice(s.legal_actions()))
    v = s.view(None)
    assert [sorted(h["events"]) for h in v["revealed"]] == [sorted(s.view(p)["hand"]["events"]) for p in range(2)]
    assert len(v["facedown"]) == len(s.paddy_facedown)


def test_the_public_prompt_never_gives_the_movers_own_instructions():
    import random as _random
    from game.rules.base import Setup as _Setup
    from game.rules.paddy import PaddyState as _State
    s = _State.new(_Setup("paddy", ("Ana", "Ben", "Cai")), 8)
    chooser = _random.Random(8)
    seen_steps = set()
    while not s.is_over():
        public = s.view(None)["prompt"]
        assert "click" not in public.lower() and "tied" not in public, (s.step, public)
        seen_steps.add(s.step)
        s.apply(chooser.choice(s.legal_actions()))
    assert {"paddy", "animals", "waterfall", "draw"} <= seen_steps or {"paddy", "animals"} <= seen_steps


def _after_animals_done(hold_monsoon: bool):
    """Ana (seat 0) holds A and E, or A and B; no plot of level 4+; she ends Place Animals."""
    s = after_draft(2, seed=3)
    for p in range(2):                     # take every event card out of the hands
        s.event_box += s.event_hands[p]
        s.event_hands[p] = []
    give_event(s, 0, "A")
    give_event(s, 0, "E" if hold_monsoon else "B")
    build(s, ["22......", "22......"] + ["........"] * 6)   # level 2 at most
    at_step(s, "animals", 0)
    before = len(s.log)
    s.apply(Done())
    view = s.view(1)                       # what Ben sees
    return view["step"], view["prompt"], s.log[before:]


def test_whether_a_player_holds_monsoon_rains_does_not_show():
    assert _after_animals_done(True) == _after_animals_done(False)


def _swap_monsoon(s, p):
    """A twin of `s` in which seat p's hand holds Monsoon rains (E) if it did not, or not if it
    did (one card exchanged with the box); None when the box has no card to exchange."""
    twin = s.clone()
    hand = twin.event_hands[p]
    held = [c for c in hand if EVENT_CARDS[c] == "E"]
    wanted = (lambda c: EVENT_CARDS[c] != "E") if held else (lambda c: EVENT_CARDS[c] == "E")
    other = next((c for c in twin.event_box if wanted(c)), None)
    if other is None or not hand:
        return None
    out = held[0] if held else hand[0]
    hand[hand.index(out)] = other
    twin.event_box[twin.event_box.index(other)] = out
    twin._ver += 1
    return twin


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_every_place_animals_step_alike_whether_the_mover_holds_monsoon_rains(players):
    """Through whole random games: at every Done of Place Animals, a twin whose mover holds E
    where the game's mover does not (or the reverse) shows every other seat the same step,
    prompt and log lines after it."""
    import random

    s = after_draft(players, seed=11 + players)
    rng = random.Random(players)
    compared = 0
    while not s.is_over():
        legal = s.legal_actions()
        p = s.current
        if s.step == "animals" and Done() in legal and not s.event_used[p]:
            twin = _swap_monsoon(s, p)
            if twin is not None:
                pair = [s.clone(), twin]
                before = len(s.log)
                for x in pair:
                    x.apply(Done())
                for q in range(players):
                    if q != p:
                        seen = [(x.view(q)["step"], x.view(q)["prompt"]) for x in pair]
                        assert seen[0] == seen[1]
                        assert pair[0].log[before:] == pair[1].log[before:]
                compared += 1
        action = legal[0] if len(legal) == 1 else rng.choice(legal)
        if s.step == "animals" and Done() in legal and rng.random() < 0.7:
            action = Done()
        s.apply(action)
    assert compared >= 10
