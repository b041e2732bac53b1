"""Koinobori by the keyboard after a play-test (Japanese, 2026-12-06, session 2): your own pole
is a Tab stop and → from the hand reaches it; with a hand card chosen Tab goes to where it may
be played, and Enter on the draw row puts the choice back rather than take a card; ← / → go to
the neighbouring pole whatever its height; after H the ring stands where the hinted move goes
on.  Real key events only (tests/keyboard.py)."""
from __future__ import annotations

import time

import pygame
import pytest

from driver import advance, key, make_app
from game.rules.base import Setup
from game.rules.koinobori import PlayCard, PlayToOwnPole
from game.rules.match import Match
from game.scenes.koinobori import KoinoboriScene
from game.scenes.koinobori.focus import CHOICE_PUT_BACK
from keyboard import focused, go_to, targets
from rules.koinobori.helpers import BK, DG, OR, PK, PU, YG, Cards, build


@pytest.fixture(scope="module")
def app():
    return make_app()


def table(app, state) -> KoinoboriScene:
    names = ("Ann", "Ben", "Cy")[:state.num_players]
    seats = ("human",) + ("normal",) * (state.num_players - 1)
    match = Match(Setup("koinobori", names, 0, seats=seats), 0, start=state.to_position())
    scene = KoinoboriScene(app, match)
    app.reset(scene)
    app.render()
    assert scene.viewer == 0 and scene.state.current_player() == 0
    return scene


def one_card_to_play():
    """Ann holds one yellow-green card (the lesson's step 9: it may go onto her pole); the
    poles are empty."""
    c = Cards()
    return build(2, flags=[DG, OR, PK], own=[[c.get(BK)], []], hands=[[c.get(YG)], [c.get(PU)]],
                 row=c.any(7), cards=c)


def uneven_poles():
    """Pole 1 holds one card, pole 2 four, pole 3 one: their places stand at different heights."""
    c = Cards()
    return build(2, flags=[DG, OR, PK], poles=[[c.get(DG)], [c.get(OR) for _ in range(4)], [c.get(PK)]],
                 hands=[[c.get(YG)], [c.get(PU)]], row=c.any(7), cards=c)


def choose_the_hand_card(app, scene) -> int:
    card = scene.hand_cards[0]
    go_to(app, lambda t: t.key == ("hand", card), "the hand's card")
    key(app, pygame.K_RETURN)
    assert scene.selected == card
    assert focused(app).key == ("hand", card)
    return card


def test_your_own_pole_is_a_tab_stop_and_the_arrow_from_the_hand_reaches_it(app):
    scene = table(app, one_card_to_play())
    card = choose_the_hand_card(app, scene)
    assert scene.state.check(PlayToOwnPole(card)) is None
    seen = []
    for _ in range(8):
        key(app, pygame.K_TAB)
        seen.append(focused(app).key)
    assert "own" in seen, f"Tab from the hand went {seen}, never to your own pole"
    go_to(app, lambda t: t.key == ("hand", card), "the hand's card")
    key(app, pygame.K_RIGHT)
    assert focused(app).key == "own"
    done = len(scene.match.actions)
    key(app, pygame.K_RETURN)
    assert scene.match.actions[done:] == [PlayToOwnPole(card)]


def test_with_a_card_chosen_tab_goes_where_it_may_be_played_and_the_row_puts_the_choice_back(app):
    scene = table(app, one_card_to_play())
    card = choose_the_hand_card(app, scene)
    key(app, pygame.K_TAB)
    here = focused(app).key
    assert here == "own" or here[0] in ("pole", "top"), f"the first Tab after choosing went to {here}"
    legal = scene.state.legal_actions()
    if here == "own":
        assert PlayToOwnPole(card) in legal
    else:
        assert PlayCard(card, here[1], here[0] == "top") in legal, here
    # the draw row, reached with the card still chosen: Enter there takes nothing yet
    go_to(app, lambda t: t.key == ("row", 0), "the draw row")
    assert scene.selected == card
    done = len(scene.match.actions)
    key(app, pygame.K_RETURN)
    assert scene.match.actions[done:] == [], "Enter on the row took a card with the hand card chosen"
    assert scene.selected is None
    assert scene.message is not None and scene.message[0] == CHOICE_PUT_BACK
    key(app, pygame.K_RETURN)   # nothing chosen now: Enter takes the card
    assert len(scene.match.actions) == done + 1


def test_left_and_right_go_to_the_neighbouring_pole_of_another_height(app):
    scene = table(app, uneven_poles())
    choose_the_hand_card(app, scene)
    go_to(app, lambda t: t.key == ("top", 0), "pole 1's top card")
    key(app, pygame.K_RIGHT)
    assert focused(app).key[1] == 1, f"→ from pole 1 went to {focused(app).key}"
    key(app, pygame.K_RIGHT)
    assert focused(app).key[1] == 2, focused(app).key
    key(app, pygame.K_LEFT)
    assert focused(app).key[1] == 1, focused(app).key
    key(app, pygame.K_LEFT)
    assert focused(app).key[1] == 0, focused(app).key


def only_plays():
    """Ann holds two cards and the draw row is empty: every move is a play (to a pole or her own)."""
    c = Cards()
    return build(2, flags=[DG, OR, PK], own=[[c.get(BK)], []], hands=[[c.get(YG), c.get(DG)], [c.get(PU)]],
                 row=[], deck=c.any(5), cards=c)


@pytest.mark.parametrize("position, start", [(only_plays, ("hand", None)), (one_card_to_play, ("row", 3))])
def test_after_h_the_ring_stands_where_the_hinted_move_goes_on(app, position, start):
    scene = table(app, position())
    go_to(app, lambda t: t.key[:1] == start[:1] and (start[1] is None or t.key == start), "the start")
    key(app, pygame.K_h)
    end = time.monotonic() + 60
    while scene.hinted is None:
        assert time.monotonic() < end, "no hint came"
        advance(app, 100)
    app.render()
    hinted = scene.hinted
    here = focused(app)
    begins = scene.move_begins_at(hinted)
    assert begins and any(r.collidepoint(here.at) for r in begins), (hinted, here.key)
    if isinstance(hinted, (PlayCard, PlayToOwnPole)):
        # the hint picked the card up: the ring is on the pole (or your pole) it goes to
        assert scene.selected == hinted.card and here.key[0] != "hand", here.key
    done = len(scene.match.actions)
    key(app, pygame.K_RETURN)
    assert scene.match.actions[done:] == [hinted]
