"""Pondscape never shows a seat the front of another seat's water card."""
from game.rules.pondscape import Play, Take
from game.rules.pondscape.data import BACK_LEAF, NUM_CARDS

from .helpers import arrange, new_game

JUMPER = next(c for c in range(NUM_CARDS) if BACK_LEAF[c] == "jump")


def water_card_resolving():
    """Seat 0 has just put a card with a jumping-frog back face down: the jump is pending."""
    s = arrange(new_game(2, seed=5), hands={0: [JUMPER]})
    s.apply(next(a for a in s.legal_actions() if isinstance(a, Take)))
    s.apply(Play(JUMPER, 7, True))
    assert s.phase == "jump" and s.current == 0
    return s


def test_the_water_card_being_resolved_is_hidden_from_the_others():
    s = water_card_resolving()
    assert s.view(0)["pending"]["played"] == [JUMPER, 7, True]
    assert s.view(1)["pending"]["played"] == [None, 7, True]
    assert s.view(None)["pending"]["played"] == [None, 7, True]
    assert s.pending()["played"] == [JUMPER, 7, True]   # the rules' own record is intact


def test_the_others_see_only_the_back_of_the_water_card():
    s = water_card_resolving()
    cell = s.view(1)["ponds"][0][7]
    assert cell["card"] is None and cell["face_down"] and cell["back"]["leaf"] == "jump"
    assert all(e.get("card") is None for e in s.view(1)["events"] if e["type"] == "play")
    assert s.log[-1] == "Ann places a water card at row 2, column 3."
